//! What an export holds (its type) and where it stands (its status).

use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// An export's status. The contract does not show export records; these codes and values
    /// are the sandbox's (docs/sandbox-records.md).
    pub enum ExportStatus ("export status") {
        /// Accepted; the file is being generated.
        Processing = 10050101, "PROCESSING", "Processing";
        /// The file is ready to download.
        Ready = 10050102, "READY", "Ready";
        /// Generation failed; there is nothing to download.
        Failed = 10050103, "FAILED", "Failed";
    }
}

/// The kinds of data an export can hold (`exportType`). The contract leaves the values open;
/// these are the portal's and the sandbox's (docs/sandbox-records.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportType {
    /// Recharge orders.
    Recharges,
    /// Transfer orders.
    Transfers,
    /// Exchanges.
    Exchanges,
}

impl ExportType {
    /// Every type, in the order a form offers them.
    pub const ALL: [Self; 3] = [Self::Recharges, Self::Transfers, Self::Exchanges];

    /// The wire value.
    pub const fn code(self) -> &'static str {
        match self {
            Self::Recharges => "RECHARGES",
            Self::Transfers => "TRANSFERS",
            Self::Exchanges => "EXCHANGES",
        }
    }

    /// The type with this wire value.
    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.code() == code)
    }
}
