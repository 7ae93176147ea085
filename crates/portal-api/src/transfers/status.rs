//! The statuses a transfer order moves through.

use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// A transfer order's status. The contract does not show transfer records; these codes
    /// and values are the sandbox's (docs/sandbox-records.md).
    pub enum TransferStatus ("transfer status") {
        /// Accepted, not started.
        Pending = 10030701, "PENDING", "Pending";
        /// Being booked.
        Processing = 10030702, "PROCESSING", "Processing";
        /// Booked on both wallets.
        Completed = 10030703, "COMPLETED", "Completed";
        /// Refused or abandoned; nothing was booked.
        Failed = 10030704, "FAILED", "Failed";
    }
}
