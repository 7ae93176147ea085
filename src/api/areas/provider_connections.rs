//! Provider connections: lifecycle, cards, virtual accounts, payment handles, transactions.

use portal_api::paths;
use portal_api::provider_connections::{
    CardAction, ConnectionAction, ProviderRecord, TransactionAggregation,
};
use serde_json::{Map, Value};

use crate::api::{core, unshown, ApiError};

/// A provider record with every field the server sends.
pub type Record = Map<String, Value>;

fn fill(template: &str, ids: &[&str]) -> String {
    paths::fill(template, ids)
}

/// One card.
pub async fn card(connection: &str, card: &str) -> Result<Record, ApiError> {
    core::get(&fill(paths::PARTNER_CARD, &[connection, card])).await
}

/// The connection's virtual accounts.
pub async fn virtual_accounts(connection: &str) -> Result<Vec<ProviderRecord>, ApiError> {
    core::get(&fill(paths::PARTNER_VIRTUAL_ACCOUNTS, &[connection])).await
}

/// One virtual account.
pub async fn virtual_account(connection: &str, id: &str) -> Result<Record, ApiError> {
    core::get(&fill(paths::PARTNER_VIRTUAL_ACCOUNT, &[connection, id])).await
}

/// The connection's payment handles.
pub async fn handles(connection: &str) -> Result<Vec<ProviderRecord>, ApiError> {
    core::get(&fill(paths::PARTNER_PAYMENT_HANDLES, &[connection])).await
}

/// The connection's transactions.
pub async fn transactions(connection: &str) -> Result<Vec<ProviderRecord>, ApiError> {
    core::get(&fill(paths::PARTNER_TRANSACTIONS, &[connection])).await
}

/// One transaction.
pub async fn transaction(connection: &str, id: &str) -> Result<Record, ApiError> {
    core::get(&fill(paths::PARTNER_TRANSACTION, &[connection, id])).await
}

/// One transaction's fees.
pub async fn fee_details(connection: &str, id: &str) -> Result<Record, ApiError> {
    core::get(&fill(paths::PARTNER_TRANSACTION_FEES, &[connection, id])).await
}

/// Totals of the connection's transactions.
pub async fn aggregation(connection: &str) -> Result<TransactionAggregation, ApiError> {
    core::get(&fill(
        paths::PARTNER_TRANSACTIONS_AGGREGATION,
        &[connection],
    ))
    .await
}

/// Which lifecycle action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lifecycle {
    /// Activate.
    Activate,
    /// Suspend.
    Suspend,
    /// Close.
    Close,
}

impl Lifecycle {
    /// Whether the action can apply to a connection in `status`. The contract does not state
    /// the transitions; these are the usual ones (closing is for good), and a status the
    /// portal does not know offers every action, leaving the server to judge.
    pub fn applies_to(self, status: &str) -> bool {
        !matches!(
            (status, self),
            ("CLOSED", _) | ("ACTIVE", Self::Activate) | ("SUSPENDED" | "PENDING", Self::Suspend)
        )
    }
}

/// Runs a lifecycle action; the connection afterwards when the server returns it.
pub async fn lifecycle(connection: &str, action: Lifecycle) -> Result<Option<Record>, ApiError> {
    let path = match action {
        Lifecycle::Activate => paths::PARTNER_ACTIVATE,
        Lifecycle::Suspend => paths::PARTNER_SUSPEND,
        Lifecycle::Close => paths::PARTNER_CLOSE,
    };
    let body = ConnectionAction {
        connection_biz_id: connection.to_owned(),
    };
    unshown::post(path, &body).await
}

/// Which card action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardCommand {
    /// Freeze.
    Freeze,
    /// Unfreeze.
    Unfreeze,
    /// Cancel, for good.
    Cancel,
}

impl CardCommand {
    /// Whether the command can apply to a card in `status` (freeze an active card, unfreeze a
    /// frozen one, cancel either; a cancelled card is final). A status the portal does not
    /// know offers every command.
    pub fn applies_to(self, status: &str) -> bool {
        !matches!(
            (status, self),
            ("CANCELLED", _) | ("ACTIVE", Self::Unfreeze) | ("FROZEN", Self::Freeze)
        )
    }
}

/// Runs a card action; the card afterwards when the server returns it.
pub async fn card_command(
    connection: &str,
    card: &str,
    command: CardCommand,
) -> Result<Option<Record>, ApiError> {
    let path = match command {
        CardCommand::Freeze => paths::PARTNER_CARD_FREEZE,
        CardCommand::Unfreeze => paths::PARTNER_CARD_UNFREEZE,
        CardCommand::Cancel => paths::PARTNER_CARD_CANCEL,
    };
    let body = CardAction {
        connection_biz_id: connection.to_owned(),
        card_id: card.to_owned(),
    };
    unshown::post(path, &body).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_actions_that_can_apply_are_offered() {
        assert!(CardCommand::Freeze.applies_to("ACTIVE"));
        assert!(!CardCommand::Freeze.applies_to("FROZEN"));
        assert!(CardCommand::Unfreeze.applies_to("FROZEN"));
        assert!(CardCommand::Cancel.applies_to("FROZEN"));
        assert!(!CardCommand::Cancel.applies_to("CANCELLED"));
        assert!(
            CardCommand::Unfreeze.applies_to("LOST"),
            "unknown: left to the server"
        );
        assert!(!Lifecycle::Activate.applies_to("ACTIVE"));
        assert!(Lifecycle::Activate.applies_to("SUSPENDED"));
        assert!(!Lifecycle::Suspend.applies_to("SUSPENDED"));
        assert!(!Lifecycle::Close.applies_to("CLOSED"));
        assert!(Lifecycle::Close.applies_to("PENDING"));
    }
}
