//! Bodies of the connection lifecycle and card actions, and their checks.

use serde::{Deserialize, Serialize};

use crate::validation::{Checks, ValidationErrors, BIZ_ID_MAX};

/// `POST /partner/connections/activate`, `/suspend` and `/close`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConnectionAction {
    /// The connection.
    #[serde(default)]
    pub connection_biz_id: String,
}

/// `POST /partner/connections/cards/freeze`, `/unfreeze` and `/cancel`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CardAction {
    /// The connection the card belongs to.
    #[serde(default)]
    pub connection_biz_id: String,
    /// The card.
    #[serde(default)]
    pub card_id: String,
}

/// `connectionBizId` required, at most 64.
pub fn validate_connection_action(body: &ConnectionAction) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("connectionBizId", &body.connection_biz_id, BIZ_ID_MAX);
    checks.finish()
}

/// `connectionBizId` and `cardId` required, at most 64 each.
pub fn validate_card_action(body: &CardAction) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("connectionBizId", &body.connection_biz_id, BIZ_ID_MAX);
    checks.required("cardId", &body.card_id, BIZ_ID_MAX);
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::Rule;

    #[test]
    fn ids_are_required() {
        let card = CardAction {
            connection_biz_id: "pcn_1".into(),
            card_id: " ".into(),
        };
        let errors = validate_card_action(&card).unwrap_err();
        assert_eq!(errors.rule_of("cardId"), Some(Rule::Required));
        assert_eq!(
            serde_json::to_value(&card).unwrap(),
            serde_json::json!({"connectionBizId": "pcn_1", "cardId": " "})
        );
        let action = ConnectionAction::default();
        assert!(validate_connection_action(&action).is_err());
    }
}
