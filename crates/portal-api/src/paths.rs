//! Every path of the contract, as templates with `{name}` segments (axum's syntax) and a filler.

/// Prefix of tenant endpoints.
pub const TENANT: &str = "/web/v1/tenant";

macro_rules! tenant {
    ($($(#[$doc:meta])* $name:ident = $path:literal;)*) => {
        $($(#[$doc])* pub const $name: &str = concat!("/web/v1/tenant", $path);)*
    };
}

tenant! {
    /// GET: the secure channel's public key.
    SECURE_CHANNEL_PUBLIC_KEY = "/secure-channel/public-key";
    /// POST: create a secure-channel session.
    SECURE_CHANNEL_SESSION = "/secure-channel/session";
    /// POST: close the secure-channel session.
    SECURE_CHANNEL_SESSION_CLOSE = "/secure-channel/session/close";
    /// POST: check credentials, open a login session.
    LOGIN_INITIATE = "/auth/login/initiate";
    /// POST: send a delivered MFA code.
    LOGIN_MFA_SEND = "/auth/login/mfa/send";
    /// POST: finish sign-in with the MFA code.
    LOGIN_COMPLETE = "/auth/login/complete";
    /// POST: end the sessions.
    LOGOUT = "/auth/logout";
    /// POST: request a password reset.
    PASSWORD_FORGOT = "/auth/password/forgot";
    /// POST: exchange a refresh token.
    TOKEN_REFRESH = "/auth/token/refresh";
    /// POST: start self-registration.
    REGISTER_INITIATE = "/auth/register/initiate";
    /// POST: verify the registration email code.
    REGISTER_VERIFY = "/auth/register/verify";
    /// POST: create the registered account.
    REGISTER_COMPLETE = "/auth/register/complete";
    /// POST: set the first password.
    PASSWORD_INIT = "/auth/password/init";
    /// GET: the signed-in account.
    PROFILE = "/profile";
    /// POST: update display name and time zone.
    PROFILE_UPDATE = "/profile/update";
    /// GET: open invitations.
    INVITATIONS = "/profile/invitations";
    /// POST: accept an invitation.
    INVITATION_ACCEPT = "/profile/invitations/accept";
    /// POST: decline an invitation.
    INVITATION_DECLINE = "/profile/invitations/decline";
    /// POST: institutions (PG-A).
    INSTITUTIONS_QUERY = "/institutions/query";
    /// GET: the signed-in user's institution.
    INSTITUTION_SELF = "/institutions/self";
    /// POST: update the signed-in user's institution.
    INSTITUTION_SELF_UPDATE = "/institutions/self/update";
    /// GET: one administrator account.
    ACCOUNT_ADMIN = "/accounts/admin/{userBizId}";
    /// POST: create an administrator account.
    ACCOUNT_ADMIN_INIT = "/accounts/admin/init";
    /// POST: accounts (PG-A).
    ACCOUNT_ADMIN_QUERY = "/accounts/admin/query";
    /// POST: change an account's status.
    ACCOUNT_ADMIN_STATUS = "/accounts/admin/status";
    /// POST: change an account's display name.
    ACCOUNT_ADMIN_UPDATE = "/accounts/admin/update";
    /// POST: approve a pending user.
    USER_APPROVE = "/users/admin/approve";
    /// POST: pending users (PG-A).
    USERS_PENDING_QUERY = "/users/admin/pending/query";
    /// POST: reject a pending user.
    USER_REJECT = "/users/admin/reject";
    /// GET: countries.
    COUNTRIES = "/constants/countries";
    /// GET: time zones.
    TIMEZONES = "/constants/timezones";
    /// GET list, POST create: exchange fees.
    EXCHANGE_FEES = "/exchange-config/exchange-fees";
    /// POST: update an exchange fee.
    EXCHANGE_FEE_UPDATE = "/exchange-config/exchange-fees/{bizId}/update";
    /// GET list, POST create: exchange rates.
    EXCHANGE_RATES = "/exchange-config/exchange-rates";
    /// POST: update an exchange rate.
    EXCHANGE_RATE_UPDATE = "/exchange-config/exchange-rates/{bizId}/update";
    /// GET: exchanges (PG-B).
    EXCHANGES = "/exchanges";
    /// GET: one exchange.
    EXCHANGE = "/exchanges/{exchangeBizId}";
    /// GET list, POST create: exports.
    EXPORTS = "/exports";
    /// GET: one export.
    EXPORT = "/exports/{exportBizId}";
    /// GET: download an export.
    EXPORT_DOWNLOAD = "/exports/{exportBizId}/download";
    /// GET: one file.
    FILE = "/files/{fileBizId}";
    /// GET: download a file.
    FILE_DOWNLOAD = "/files/{fileBizId}/download";
    /// GET: a download link for a file.
    FILE_DOWNLOAD_URL = "/files/{fileBizId}/download-url";
    /// POST: delete a file.
    FILE_DELETE = "/files/delete";
    /// POST: files of an institution (PG-B).
    FILES_QUERY = "/files/query";
    /// POST: upload a file.
    FILE_UPLOAD = "/files/upload";
    /// GET list, POST create: recharge channels.
    RECHARGE_CHANNELS = "/recharge-channels";
    /// GET list, POST assign: a recharge channel's assignments.
    RECHARGE_CHANNEL_ASSIGNMENTS = "/recharge-channels/{rechargeChannelBizId}/assignments";
    /// POST: update a recharge channel.
    RECHARGE_CHANNEL_UPDATE = "/recharge-channels/{rechargeChannelBizId}/update";
    /// GET: recharges (PG-B).
    RECHARGES = "/recharges";
    /// GET: one recharge.
    RECHARGE = "/recharges/{rechargeBizId}";
    /// POST: confirm a recharge.
    RECHARGE_CONFIRM = "/recharges/{rechargeBizId}/confirm";
    /// POST: reject a recharge.
    RECHARGE_REJECT = "/recharges/{rechargeBizId}/reject";
    /// POST: confirm many recharges.
    RECHARGES_BATCH_CONFIRM = "/recharges/batch-confirm";
    /// POST: reject many recharges.
    RECHARGES_BATCH_REJECT = "/recharges/batch-reject";
    /// GET: recharge statistics.
    RECHARGES_STATS = "/recharges/stats";
    /// GET: one referral code.
    REFERRAL_CODE = "/referral-codes/{referralCodeBizId}";
    /// POST: referral codes (PG-C).
    REFERRAL_CODES_QUERY = "/referral-codes/query";
    /// GET: one referral.
    REFERRAL = "/referrals/{referralBizId}";
    /// POST: referrals (PG-C).
    REFERRALS_QUERY = "/referrals/query";
    /// GET list, POST create: roles.
    ROLES = "/roles";
    /// GET: one role.
    ROLE = "/roles/{roleBizId}";
    /// GET: a role's permission codes.
    ROLE_PERMISSIONS = "/roles/{roleBizId}/permissions";
    /// POST: delete a role.
    ROLE_DELETE = "/roles/delete";
    /// POST: set a role's permission codes.
    ROLE_SET_PERMISSIONS = "/roles/permissions";
    /// GET: the permission tree.
    PERMISSION_TREE = "/roles/permissions/tree";
    /// POST: rename or describe a role.
    ROLE_UPDATE = "/roles/update";
    /// GET read, POST write: the IP whitelist.
    IP_WHITELIST = "/security/ip-whitelist";
    /// GET: a card of a provider connection.
    PARTNER_CARD = "/partner/connections/{connectionBizId}/cards/{cardBizId}";
    /// GET: payment handles of a provider connection.
    PARTNER_PAYMENT_HANDLES = "/partner/connections/{connectionBizId}/payments/handles";
    /// GET: transactions of a provider connection.
    PARTNER_TRANSACTIONS = "/partner/connections/{connectionBizId}/transactions";
    /// GET: one transaction.
    PARTNER_TRANSACTION = "/partner/connections/{connectionBizId}/transactions/{transactionBizId}";
    /// GET: a transaction's fee details.
    PARTNER_TRANSACTION_FEES = "/partner/connections/{connectionBizId}/transactions/{transactionBizId}/fee-details";
    /// GET: transaction aggregation.
    PARTNER_TRANSACTIONS_AGGREGATION = "/partner/connections/{connectionBizId}/transactions/aggregation";
    /// GET: virtual accounts.
    PARTNER_VIRTUAL_ACCOUNTS = "/partner/connections/{connectionBizId}/virtual-accounts";
    /// GET: one virtual account.
    PARTNER_VIRTUAL_ACCOUNT = "/partner/connections/{connectionBizId}/virtual-accounts/{virtualAccountBizId}";
    /// POST: activate a connection.
    PARTNER_ACTIVATE = "/partner/connections/activate";
    /// POST: cancel a card.
    PARTNER_CARD_CANCEL = "/partner/connections/cards/cancel";
    /// POST: freeze a card.
    PARTNER_CARD_FREEZE = "/partner/connections/cards/freeze";
    /// POST: unfreeze a card.
    PARTNER_CARD_UNFREEZE = "/partner/connections/cards/unfreeze";
    /// POST: close a connection.
    PARTNER_CLOSE = "/partner/connections/close";
    /// POST: suspend a connection.
    PARTNER_SUSPEND = "/partner/connections/suspend";
    /// GET: tariff templates.
    TARIFF_TEMPLATES = "/tariffs/templates";
    /// GET: one tariff template.
    TARIFF_TEMPLATE = "/tariffs/templates/{templateBizId}";
    /// POST: create a tariff template.
    TARIFF_TEMPLATE_CREATE = "/tariffs/templates/create";
    /// GET: the default tariff template.
    TARIFF_TEMPLATE_DEFAULT = "/tariffs/templates/default";
    /// POST: delete a tariff template.
    TARIFF_TEMPLATE_DELETE = "/tariffs/templates/delete";
    /// POST: update a tariff template.
    TARIFF_TEMPLATE_UPDATE = "/tariffs/templates/update";
    /// GET: wallet tariffs.
    WALLET_TARIFFS = "/tariffs/wallet";
    /// GET: one wallet's tariff.
    WALLET_TARIFF = "/tariffs/wallet/{walletBizId}";
    /// GET: whether a wallet has a tariff.
    WALLET_TARIFF_EXISTS = "/tariffs/wallet/{walletBizId}/exists";
    /// POST: wallet tariffs of a workspace.
    WALLET_TARIFFS_WORKSPACE_QUERY = "/tariffs/wallet/workspace/query";
    /// GET: one transfer order.
    TRANSFER_ORDER = "/transfers/admin/orders/{orderBizId}";
    /// GET: whether a transfer order completed.
    TRANSFER_ORDER_COMPLETED = "/transfers/admin/orders/{orderBizId}/completed";
    /// GET: transfer orders of a wallet (PG-B).
    TRANSFER_ORDERS_OF_WALLET = "/transfers/admin/orders/wallet/{walletBizId}";
    /// POST: transfer orders of a workspace (PG-B).
    TRANSFER_ORDERS_WORKSPACE_QUERY = "/transfers/admin/orders/workspace/query";
    /// GET: wallet currencies.
    WALLET_CURRENCIES = "/wallet-currencies";
    /// GET: wallet currencies by code.
    WALLET_CURRENCY = "/wallet-currencies/{walletCurrencyCode}";
    /// GET: enabled wallet currencies by code.
    WALLET_CURRENCY_ENABLED = "/wallet-currencies/{walletCurrencyCode}/enabled";
    /// POST: enable a wallet currency.
    WALLET_CURRENCY_ENABLE = "/wallet-currencies/enable";
    /// POST: disable a wallet currency.
    WALLET_CURRENCY_DISABLE = "/wallet-currencies/disable";
    /// GET: withdrawal channels (PG-B).
    WITHDRAWAL_CHANNELS = "/withdrawal-channels";
}

/// POST: institutions visible from a workspace (PG-A, numeric error codes).
pub const WORKSPACE_INSTITUTIONS_QUERY: &str =
    "/web/v1/workspaces/{workspaceId}/institutions/query";
/// POST: notification channel types (PG-E, numeric error codes).
pub const NOTIFICATION_CHANNEL_TYPES_QUERY: &str = "/web/v1/notification-channel-types/query";
/// POST: update a notification channel.
pub const NOTIFICATION_CHANNEL_UPDATE: &str = "/web/v1/notification-channels/command/update";
/// POST: activate a notification channel.
pub const NOTIFICATION_CHANNEL_ACTIVATE: &str = "/web/v1/notification-channels/command/activate";

/// Where each area's paths start, one constant per area of the portal's registry (its route
/// segment, upper-cased): every path of an area is under one of its prefixes, and belongs to
/// the area whose prefix is the longest that holds it.
pub mod area {
    /// `recharges`.
    pub const RECHARGES: &[&str] = &["/web/v1/tenant/recharges"];
    /// `transfers`.
    pub const TRANSFERS: &[&str] = &["/web/v1/tenant/transfers"];
    /// `exchanges`.
    pub const EXCHANGES: &[&str] = &["/web/v1/tenant/exchanges"];
    /// `provider-connections`.
    pub const PROVIDER_CONNECTIONS: &[&str] = &["/web/v1/tenant/partner"];
    /// `referrals`.
    pub const REFERRALS: &[&str] = &["/web/v1/tenant/referrals"];
    /// `referral-codes`.
    pub const REFERRAL_CODES: &[&str] = &["/web/v1/tenant/referral-codes"];
    /// `exports`.
    pub const EXPORTS: &[&str] = &["/web/v1/tenant/exports"];
    /// `files`.
    pub const FILES: &[&str] = &["/web/v1/tenant/files"];
    /// `recharge-channels`.
    pub const RECHARGE_CHANNELS: &[&str] = &["/web/v1/tenant/recharge-channels"];
    /// `withdrawal-channels`.
    pub const WITHDRAWAL_CHANNELS: &[&str] = &["/web/v1/tenant/withdrawal-channels"];
    /// `tariffs`.
    pub const TARIFFS: &[&str] = &["/web/v1/tenant/tariffs"];
    /// `wallet-currencies`.
    pub const WALLET_CURRENCIES: &[&str] = &["/web/v1/tenant/wallet-currencies"];
    /// `exchange-fees`.
    pub const EXCHANGE_FEES: &[&str] = &["/web/v1/tenant/exchange-config/exchange-fees"];
    /// `exchange-rates`.
    pub const EXCHANGE_RATES: &[&str] = &["/web/v1/tenant/exchange-config/exchange-rates"];
    /// `notification-channels`.
    pub const NOTIFICATION_CHANNELS: &[&str] = &[
        "/web/v1/notification-channels",
        "/web/v1/notification-channel-types",
    ];
    /// `accounts`.
    pub const ACCOUNTS: &[&str] = &["/web/v1/tenant/accounts"];
    /// `pending-users`.
    pub const PENDING_USERS: &[&str] = &["/web/v1/tenant/users"];
    /// `institutions`.
    pub const INSTITUTIONS: &[&str] = &[
        "/web/v1/tenant/institutions",
        "/web/v1/workspaces/{workspaceId}/institutions",
    ];
    /// `roles`.
    pub const ROLES: &[&str] = &["/web/v1/tenant/roles"];
    /// `ip-whitelist`.
    pub const IP_WHITELIST: &[&str] = &["/web/v1/tenant/security/ip-whitelist"];
    /// `profile`.
    pub const PROFILE: &[&str] = &["/web/v1/tenant/profile"];
    /// `invitations`.
    pub const INVITATIONS: &[&str] = &["/web/v1/tenant/profile/invitations"];

    /// Whether the path (or template) `path` is `prefix` or lies under it, segment by segment.
    pub fn holds(prefix: &str, path: &str) -> bool {
        path.strip_prefix(prefix)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
    }
}

/// Whether a path is a tenant endpoint (and so needs the portal access code).
pub fn is_tenant(path: &str) -> bool {
    path.starts_with(TENANT)
}

/// Fills a template's `{name}` segments, in order, with percent-encoded values.
///
/// Missing values leave the segment empty, which no route matches, rather than panicking.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut values = values.iter();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let Some(len) = rest[start..].find('}') else {
            break;
        };
        if let Some(value) = values.next() {
            encode_segment(value, &mut out);
        }
        rest = &rest[start + len + 1..];
    }
    out.push_str(rest);
    out
}

/// Appends `value` percent-encoded: everything but the URI-unreserved characters, so the
/// result is safe as a path segment or a query value.
pub fn encode_segment(value: &str, out: &mut String) {
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
}
