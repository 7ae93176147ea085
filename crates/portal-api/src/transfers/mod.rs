//! Transfer orders between wallets: the record, its statuses and the workspace query.

mod query;
mod record;
mod status;

pub use query::{validate_transfer_workspace_query, TransferWorkspaceQuery};
pub use record::TransferOrder;
pub use status::TransferStatus;
