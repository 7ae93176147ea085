//! What "Opened recently" keeps of connections and cards: the name and status an answer told.

use serde_json::Value;

use crate::api::provider_connections::Record;
use crate::web::recent_ids::{self, Recent};

/// The recent list of connections.
pub const RECENT: &str = "provider-connections";

/// The recent list of the cards of `connection`.
pub fn recent_cards(connection: &str) -> String {
    format!("provider-connections.cards.{connection}")
}

/// The recent list of the virtual accounts of `connection`.
pub fn recent_virtual_accounts(connection: &str) -> String {
    format!("provider-connections.virtual-accounts.{connection}")
}

/// A provider record's name: its `name`, else its first field whose name ends in `Name`
/// (`providerName`, `cardholderName`); the contract does not show these records' fields.
fn name_of(record: &Record) -> Option<String> {
    record
        .get("name")
        .or_else(|| {
            record
                .iter()
                .find(|(field, _)| field.ends_with("Name"))
                .map(|(_, value)| value)
        })
        .and_then(Value::as_str)
        .filter(|name| !name.trim().is_empty())
        .map(str::to_owned)
}

/// Its status code, plain or as an enumeration object.
fn status_of(record: &Record) -> Option<String> {
    let status = record.get("status")?;
    status
        .get("code")
        .unwrap_or(status)
        .as_str()
        .map(str::to_owned)
}

/// Remembers `id` of `list` as opened in this tab's workspace, with the name and status
/// `record` tells (the ones known before stay when it tells none).
pub fn remember(list: &str, id: &str, record: Option<&Record>) {
    let workspace = crate::api::session::workspace().unwrap_or_default();
    recent_ids::remember(
        list,
        Recent {
            name: record.and_then(name_of),
            status: record.and_then(status_of),
            ..Recent::new(id, workspace)
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(value: Value) -> Record {
        match value {
            Value::Object(map) => map,
            _ => Record::new(),
        }
    }

    #[test]
    fn names_and_statuses_of_provider_records() {
        let card = record(serde_json::json!({"cardholderName": "Li Wei", "status": "FROZEN"}));
        assert_eq!(name_of(&card).as_deref(), Some("Li Wei"));
        assert_eq!(status_of(&card).as_deref(), Some("FROZEN"));
        let connection = record(serde_json::json!({
            "providerName": "Card partner", "status": {"code": "ACTIVE", "value": 1}
        }));
        assert_eq!(name_of(&connection).as_deref(), Some("Card partner"));
        assert_eq!(status_of(&connection).as_deref(), Some("ACTIVE"));
        assert_eq!(name_of(&record(serde_json::json!({"bizId": "x"}))), None);
    }
}
