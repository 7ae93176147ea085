//! Records by kind: what each kind is, and the one read that says whether an identifier names
//! a record of that kind in a given workspace.

use portal_api::notification_channels::NotificationChannelUpdate;
use portal_api::{paths, ErrorCode};
use serde_json::{Map, Value};

use super::{core, ApiError};
use crate::registry::RecordKind;

impl RecordKind {
    /// The kinds an identifier alone is checked against, each by one read, in the order
    /// offered: those people paste most first.
    pub const CHECKED: [Self; 14] = [
        Self::Recharge,
        Self::Transfer,
        Self::Exchange,
        Self::RechargeChannel,
        Self::TariffTemplate,
        Self::WalletTariff,
        Self::Role,
        Self::NotificationChannel,
        Self::ProviderConnection,
        Self::Account,
        Self::Export,
        Self::File,
        Self::Referral,
        Self::ReferralCode,
    ];

    /// The read that finds one record of this kind: its path, and the body when the read is a
    /// POST. `None` for kinds no single read finds.
    fn read(self, id: &str) -> Option<(String, Option<Value>)> {
        let get = |template: &str| Some((paths::fill(template, &[id]), None));
        match self {
            Self::Recharge => get(paths::RECHARGE),
            Self::Transfer => get(paths::TRANSFER_ORDER),
            Self::Exchange => get(paths::EXCHANGE),
            // No read of one channel: its assignments answer 404 for an unknown one.
            Self::RechargeChannel => get(paths::RECHARGE_CHANNEL_ASSIGNMENTS),
            Self::TariffTemplate => get(paths::TARIFF_TEMPLATE),
            Self::WalletTariff => get(paths::WALLET_TARIFF),
            Self::Role => get(paths::ROLE),
            // No read: an update naming only the channel changes nothing and answers it.
            Self::NotificationChannel => {
                let body = serde_json::to_value(NotificationChannelUpdate::read(id)).ok()?;
                Some((paths::NOTIFICATION_CHANNEL_UPDATE.to_owned(), Some(body)))
            }
            // No read: its virtual accounts answer for a known connection only.
            Self::ProviderConnection => get(paths::PARTNER_VIRTUAL_ACCOUNTS),
            Self::Account => get(paths::ACCOUNT_ADMIN),
            Self::Export => get(paths::EXPORT),
            Self::File => get(paths::FILE),
            Self::Referral => get(paths::REFERRAL),
            Self::ReferralCode => get(paths::REFERRAL_CODE),
            Self::Wallet
            | Self::Card
            | Self::VirtualAccount
            | Self::Institution
            | Self::Workspace => None,
        }
    }

    /// Whether `error` says there is no such record of this kind for the caller: not found,
    /// an identifier the server rejects, or a refusal (not theirs to see). For a provider
    /// connection also the provider's server error, which the contract shows for unknown ids.
    fn says_none(self, error: &ApiError) -> bool {
        match error {
            ApiError::Refused { .. } => true,
            ApiError::Server { status, code, .. } => {
                matches!(status, 400 | 404)
                    || matches!(
                        code,
                        ErrorCode::ResourceNotFound
                            | ErrorCode::FileNotFound
                            | ErrorCode::ChannelNotFound4040
                            | ErrorCode::InvalidParameter
                            | ErrorCode::Validation4000
                    )
                    || (self == Self::ProviderConnection && *code == ErrorCode::InternalError)
            }
            _ => false,
        }
    }
}

/// Whether `id` names a record of `kind` in `workspace`: its fields when it does (none when
/// the read answers something other than one record), `None` when the server says there is no
/// such record for the caller; other failures (unreachable, signed out) as they are.
pub async fn find_in(
    workspace: &str,
    kind: RecordKind,
    id: &str,
) -> Result<Option<Map<String, Value>>, ApiError> {
    let Some((path, body)) = kind.read(id) else {
        return Ok(None);
    };
    match core::read_in(workspace, &path, body.as_ref()).await {
        Ok(Value::Object(fields)) => Ok(Some(fields)),
        Ok(_) => Ok(Some(Map::new())),
        Err(e) if kind.says_none(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(status: u16, code: ErrorCode) -> ApiError {
        ApiError::Server {
            status,
            code,
            message: None,
        }
    }

    #[test]
    fn not_found_and_rejected_ids_are_not_this_kind() {
        let kind = RecordKind::Recharge;
        assert!(kind.says_none(&server(404, ErrorCode::ResourceNotFound)));
        assert!(kind.says_none(&server(200, ErrorCode::ChannelNotFound4040)));
        assert!(kind.says_none(&server(400, ErrorCode::InvalidParameter)));
        assert!(!kind.says_none(&server(500, ErrorCode::InternalError)));
        assert!(!kind.says_none(&ApiError::TimedOut));
    }

    #[test]
    fn only_a_connection_takes_the_providers_server_error_for_unknown() {
        let failed = server(500, ErrorCode::InternalError);
        assert!(RecordKind::ProviderConnection.says_none(&failed));
        assert!(!RecordKind::File.says_none(&failed));
    }

    #[test]
    fn every_checked_kind_has_a_read() {
        for kind in RecordKind::CHECKED {
            assert!(kind.read("x_1").is_some(), "{kind:?}");
        }
        assert!(RecordKind::Wallet.read("w").is_none());
    }
}
