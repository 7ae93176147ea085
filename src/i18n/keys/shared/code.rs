//! Keys of the names of enumerated codes the server sends: statuses and types.

/// Codes: the statuses, institution, role and export types shown as badges or values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CodeKey {
    /// Active
    Active,
    /// Inactive
    Inactive,
    /// Enabled
    Enabled,
    /// Disabled
    Disabled,
    /// Pending
    Pending,
    /// Pending initialisation
    PendingInit,
    /// Pending approval
    PendingApproval,
    /// Reviewing
    Reviewing,
    /// Approved
    Approved,
    /// Rejected
    Rejected,
    /// Suspended
    Suspended,
    /// Closed
    Closed,
    /// Confirmed
    Confirmed,
    /// Completed
    Completed,
    /// Processing
    Processing,
    /// Ready
    Ready,
    /// Failed
    Failed,
    /// Error
    Error,
    /// Expired
    Expired,
    /// Cancelled
    Cancelled,
    /// Settled
    Settled,
    /// Rewarded
    Rewarded,
    /// Frozen
    Frozen,
    /// Service
    Service,
    /// Tenant
    Tenant,
    /// Partner
    Partner,
    /// Consumer
    Consumer,
    /// Owner
    Owner,
    /// Custom
    Custom,
    /// Recharges
    Recharges,
    /// Transfers
    Transfers,
    /// Exchanges
    Exchanges,
}
