//! Golden fixtures written by hand from the contract pin the wire format in both directions.

// A test states what it expects by unwrapping: a failure here is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use portal_api::auth::*;
use portal_api::constants::{Country, Timezone};
use portal_api::envelope::{AnyEnvelope, Decoded};
use portal_api::institutions::{Institution, WorkspaceInstitutionQuery};
use portal_api::pagination::{PageShape, PgA};
use portal_api::profile::Account;
use portal_api::secure_channel::PublicKeyInfo;
use portal_api::{EnumValue, ErrorCode, Page};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn json(name: &str) -> Value {
    serde_json::from_slice(&fixture(name)).expect("fixture is JSON")
}

/// Decodes a fixture as `T` and checks that encoding gives the fixture back.
fn round_trip<T: DeserializeOwned + Serialize>(name: &str) -> T {
    let value: T = serde_json::from_slice(&fixture(name)).expect("decodes");
    assert_eq!(
        serde_json::to_value(&value).expect("encodes"),
        json(name),
        "{name}"
    );
    value
}

fn ok<T: DeserializeOwned + std::fmt::Debug>(name: &str) -> T {
    match AnyEnvelope::decode::<T>(&fixture(name)) {
        Decoded::Ok(data) => data,
        other => panic!("{name}: expected success, got {other:?}"),
    }
}

fn failed(name: &str) -> (ErrorCode, Option<String>) {
    match AnyEnvelope::decode::<Value>(&fixture(name)) {
        Decoded::Failed(e) => (e.code, e.message),
        other => panic!("{name}: expected failure, got {other:?}"),
    }
}

#[test]
fn full_envelope_carries_a_login_session() {
    let session: LoginSession = ok("full_login_session.json");
    assert_eq!(session.session_id, "ls_01HZX3");
    assert_eq!(session.expires_in, 300);
    assert!(!session.pending_approval);
    let methods: Vec<_> = session
        .mfa_methods
        .iter()
        .filter_map(MfaMethod::from_enum)
        .collect();
    assert_eq!(methods, MfaMethod::ALL);
    assert_eq!(session.mfa_methods[1].description, None);
}

#[test]
fn symbolic_error_envelope_decodes_to_its_code() {
    let (code, message) = failed("full_error_invalid_credentials.json");
    assert_eq!(code, ErrorCode::InvalidCredentials);
    assert_eq!(code.http_status(), 401);
    assert_eq!(message.as_deref(), Some("Invalid credentials"));
}

#[test]
fn permission_refusal_decodes_to_its_code() {
    let (code, message) = failed("full_error_permission_denied.json");
    assert_eq!(code, ErrorCode::PermissionDenied);
    assert_eq!(code.http_status(), 403);
    assert!(
        !code.is_token_problem(),
        "a refresh does not grant a permission"
    );
    assert_eq!(
        message.as_deref(),
        Some(ErrorCode::PermissionDenied.default_message())
    );
}

#[test]
fn numeric_codes_decode_as_text_or_number() {
    assert_eq!(
        failed("full_numeric_error_text_code.json").0,
        ErrorCode::ChannelNotFound4040
    );
    assert_eq!(
        failed("short_numeric_error.json").0,
        ErrorCode::Validation4000
    );
    assert!(ErrorCode::Validation4000.is_numeric());
}

#[test]
fn short_and_role_delete_envelopes_are_successes() {
    let flag: bool = ok("short_success_uppercase.json");
    assert!(flag);
    let nothing: Option<Value> = ok("role_delete.json");
    assert_eq!(nothing, None);
}

#[test]
fn created_envelope_has_code_2001() {
    let role: Value = ok("full_role_created.json");
    assert_eq!(role["roleType"]["code"], "CUSTOM");
    assert_eq!(json("full_role_created.json")["code"], "2001");
}

#[test]
fn every_listed_code_round_trips_through_its_text() {
    for code in ErrorCode::LISTED {
        assert_eq!(ErrorCode::parse(code.as_str()), code);
    }
    assert_eq!(
        ErrorCode::parse("SOMETHING.NEW"),
        ErrorCode::Other("SOMETHING.NEW".into())
    );
}

#[test]
fn an_envelope_without_code_or_flag_is_malformed() {
    assert!(matches!(
        AnyEnvelope::decode::<Value>(br#"{"data": 1}"#),
        Decoded::Malformed(_)
    ));
    assert!(matches!(
        AnyEnvelope::decode::<Value>(b"<html>Bad gateway</html>"),
        Decoded::Malformed(_)
    ));
}

#[test]
fn auth_results_round_trip() {
    let tokens: TokenPair = round_trip("token_pair.json");
    assert_eq!(tokens.expires_in, 3600);
    assert!(!format!("{tokens:?}").contains("rt_abc"));
    let sent: MfaSendResult = round_trip("mfa_send_result.json");
    assert_eq!(sent.cooldown_seconds, 60);
    let logout: LogoutResult = round_trip("logout_result.json");
    assert_eq!(logout.terminated_sessions, 2);
    let _: PasswordForgotResult = round_trip("password_forgot_result.json");
    let registration: RegistrationSession = round_trip("registration_session.json");
    assert_eq!(registration.expires_in, 600);
    let verified: RegisterVerifyResult = round_trip("register_verify_result.json");
    assert!(verified.verified);
    let complete: RegisterCompleteResult = round_trip("register_complete_result.json");
    assert!(!complete.password_initialized);
    let init: PasswordInitResult = round_trip("password_init_result.json");
    assert_eq!(init.status, 10010202);
}

#[test]
fn auth_requests_encode_as_the_contract_shows() {
    let initiate: LoginInitiateRequest = round_trip("login_initiate_request.json");
    assert!(!format!("{initiate:?}").contains("Admin-Pass-1"));
    let complete: LoginCompleteRequest = round_trip("login_complete_request.json");
    assert_eq!(MfaMethod::from_value(complete.method), Some(MfaMethod::Otp));
    assert!(!format!("{complete:?}").contains("123456"));
    let send: MfaSendRequest = round_trip("mfa_send_request.json");
    assert_eq!(send.method, MfaMethod::Email.value());
    let _: RegisterCompleteRequest = round_trip("register_complete_request.json");
}

#[test]
fn account_with_enum_objects() {
    let account: Account = round_trip("account.json");
    assert_eq!(account.account_portal.code(), "TENANT");
    assert_eq!(
        account.account_status.as_ref().map(EnumValue::label),
        Some("Active")
    );
}

#[test]
fn institutions_come_as_enum_objects_or_plain_strings() {
    let page: Page<Institution> = PageShape::A
        .decode(json("pg_a_institutions.json"))
        .expect("PG-A");
    assert_eq!(
        (page.page, page.size, page.total_items, page.total_pages),
        (1, 10, 21, 3)
    );
    assert!(matches!(
        page.items[0].institution_type,
        EnumValue::Object(_)
    ));
    let plain: Page<Institution> = PageShape::A
        .decode(json("pg_a_workspace_institutions.json"))
        .expect("PG-A");
    assert_eq!(
        plain.items[0].institution_type,
        EnumValue::Plain("PARTNER".into())
    );
    assert_eq!(plain.items[0].institution_status.label(), "REVIEWING");
    let again =
        serde_json::from_value::<PgA<Institution>>(json("pg_a_institutions.json")).expect("PG-A");
    let page: Page<Institution> = again.into();
    assert_eq!(page.to_pg_a("institutions"), json("pg_a_institutions.json"));
}

#[test]
fn accounts_list_is_pg_a_under_its_own_name() {
    let page: Page<Value> = PageShape::A
        .decode(json("pg_a_accounts.json"))
        .expect("PG-A");
    assert!(page.items.is_empty());
    assert_eq!(page.to_pg_a("accounts"), json("pg_a_accounts.json"));
}

#[test]
fn every_page_shape_normalises() {
    let b: Page<Value> = PageShape::B.decode(json("pg_b.json")).expect("PG-B");
    assert_eq!(
        (b.items.len(), b.page, b.size, b.total_items, b.total_pages),
        (2, 2, 10, 42, 5)
    );
    let c: Page<Value> = PageShape::C.decode(json("pg_c.json")).expect("PG-C");
    assert_eq!(
        (c.page, c.size, c.total_items, c.total_pages),
        (3, 10, 31, 4)
    );
    let d: Page<Value> = PageShape::D.decode(json("pg_d.json")).expect("PG-D");
    assert_eq!((d.page, d.total_items), (0, 1));
    let e: Page<Value> = PageShape::E.decode(json("pg_e.json")).expect("PG-E");
    assert_eq!((e.page, e.total_items, e.total_pages), (2, 45, 3));
}

#[test]
fn empty_pg_b_is_the_first_page() {
    let empty: Page<Value> = PageShape::B.decode(json("pg_b_empty.json")).expect("PG-B");
    assert_eq!(
        (empty.page, empty.total_items, empty.total_pages),
        (0, 0, 0)
    );
    let encoded = serde_json::to_value(empty.into_pg_b()).expect("encodes");
    assert_eq!(encoded, json("pg_b_empty.json"));
}

#[test]
fn page_shapes_encode_back_to_the_fixtures() {
    for (name, shape) in [
        ("pg_b.json", PageShape::B),
        ("pg_c.json", PageShape::C),
        ("pg_d.json", PageShape::D),
        ("pg_e.json", PageShape::E),
    ] {
        let page: Page<Value> = shape.decode(json(name)).expect(name);
        let encoded = match shape {
            PageShape::B => serde_json::to_value(page.into_pg_b()),
            PageShape::C => serde_json::to_value(page.into_pg_c()),
            PageShape::D => serde_json::to_value(page.into_pg_d()),
            _ => serde_json::to_value(page.into_pg_e()),
        }
        .expect("encodes");
        assert_eq!(encoded, json(name), "{name}");
    }
}

#[test]
fn constants_round_trip() {
    let country: Country = round_trip("country.json");
    assert_eq!(country.alpha3_code, "SGP");
    let zone: Timezone = round_trip("timezone.json");
    assert_eq!(zone.utc_offset, "UTC+5:30");
}

#[test]
fn workspace_query_omits_missing_filters() {
    let query: WorkspaceInstitutionQuery = round_trip("workspace_institution_query.json");
    assert_eq!(query.institution_status, None);
    assert_eq!(
        serde_json::to_value(WorkspaceInstitutionQuery::default()).expect("encodes"),
        serde_json::json!({})
    );
}

#[test]
fn public_key_info_round_trips() {
    let info: PublicKeyInfo = round_trip("public_key.json");
    assert_eq!(info.key_size, 2048);
}

#[test]
fn http_statuses_follow_the_contract_table() {
    // The contract's error table; codes it leaves without a status follow docs/decisions/contract-gaps.md.
    let table = [
        (ErrorCode::InvalidParameter, 400),
        (ErrorCode::TokenMissing, 401),
        (ErrorCode::InvalidCredentials, 401),
        (ErrorCode::SessionNotFound, 404),
        (ErrorCode::ResourceNotFound, 404),
        (ErrorCode::FileNotFound, 404),
        (ErrorCode::SecureChannelInvalidPayload, 400),
        (ErrorCode::InternalError, 500),
        (ErrorCode::MfaSendCooldown, 429),
        (ErrorCode::MfaCodeInvalid, 400),
        (ErrorCode::EmailAlreadyRegistered, 409),
        (ErrorCode::Validation4000, 400),
        (ErrorCode::Unauthorized4010, 401),
        (ErrorCode::BotChallenge4030, 403),
        (ErrorCode::ChannelNotFound4040, 404),
        (ErrorCode::TokenInvalid, 401),
        (ErrorCode::PortalCodeInvalid, 403),
        (ErrorCode::AccountPendingApproval, 403),
        (ErrorCode::RechargeNotPending, 409),
        (ErrorCode::PermissionDenied, 403),
    ];
    assert_eq!(
        table.len(),
        ErrorCode::LISTED.len(),
        "every listed code has a row"
    );
    for (code, status) in table {
        assert_eq!(code.http_status(), status, "{code}");
    }
    assert_eq!(
        ErrorCode::InvalidParameter.default_message(),
        "Invalid request parameters"
    );
    assert_eq!(
        ErrorCode::SessionNotFound.default_message(),
        "Authentication session was not found"
    );
    assert_eq!(
        ErrorCode::RechargeNotPending.default_message(),
        "Recharge is no longer pending"
    );
}

#[test]
fn token_problems_are_the_ones_a_refresh_can_fix() {
    let fixable: Vec<_> = ErrorCode::LISTED
        .into_iter()
        .filter(ErrorCode::is_token_problem)
        .collect();
    assert_eq!(
        fixable,
        [
            ErrorCode::TokenMissing,
            ErrorCode::Unauthorized4010,
            ErrorCode::TokenInvalid
        ]
    );
}

#[test]
fn tariff_transfer_and_wallet_currency_bodies_keep_the_contract_names() {
    use portal_api::currency::USD;
    use portal_api::fees::FeeModel;
    use portal_api::tariffs::WalletTariffWorkspaceQuery;
    use portal_api::tariffs::{TariffTemplateCreate, TariffTemplateUpdate};
    use portal_api::transfers::TransferWorkspaceQuery;
    use portal_api::wallet_currencies::WalletCurrencyToggle;
    use portal_api::wallet_type::WalletType;
    use portal_api::PageRequest;

    let create: TariffTemplateCreate = round_trip("tariff_template_request.json");
    assert_eq!(create.fee_model, FeeModel::FixedPlusRate);
    assert_eq!(create.fee_rate.as_str(), "0.0050");
    let update: TariffTemplateUpdate = round_trip("tariff_template_update.json");
    assert_eq!(
        update,
        TariffTemplateUpdate::rename("tpl_standard", "Standard 2026")
    );
    round_trip::<WalletTariffWorkspaceQuery>("wallet_tariff_workspace_query.json");
    let query: TransferWorkspaceQuery = round_trip("transfer_workspace_query.json");
    let page = PageRequest { page: 0, size: 20 };
    assert_eq!(
        query,
        TransferWorkspaceQuery::new("ins_acme_payments", page)
    );
    let toggle: WalletCurrencyToggle = round_trip("wallet_currency_toggle.json");
    assert_eq!(toggle, WalletCurrencyToggle::new(WalletType::Card, USD));
}

#[test]
fn notification_channel_shapes_keep_the_contract_names() {
    use portal_api::notification_channels::{
        ChannelTypeFilter, NotificationChannel, NotificationChannelType, NotificationChannelUpdate,
    };

    let channel: NotificationChannel =
        serde_json::from_value(json("notification_channel.json")).expect("decodes");
    let email = channel.email_config.clone().expect("emailConfig");
    assert_eq!(email.smtp_port, Some(587));
    assert_eq!(email.use_start_tls, Some(true));
    assert_eq!(channel.channel_remark, None);
    assert!(channel.other.is_empty(), "every contract field is known");
    let update: NotificationChannelUpdate = round_trip("notification_channel_update.json");
    assert_eq!(update.email_config.and_then(|e| e.use_ssl), Some(true));
    let filter: ChannelTypeFilter = round_trip("notification_channel_type_query.json");
    assert_eq!(filter.enabled_only, Some(true));
    let page: Page<NotificationChannelType> = PageShape::E
        .decode(json("pg_e_notification_channel_types.json"))
        .expect("PG-E");
    assert_eq!((page.total_items, page.page, page.size), (1, 0, 20));
    assert_eq!(page.items[0].type_value, Some(80010101));
    assert!(page.items[0].other.is_empty());
}

#[test]
fn account_administration_bodies_carry_the_contract_names() {
    use portal_api::accounts::{AccountUpdateRequest, UserApproveRequest, UserRejectRequest};
    let update: AccountUpdateRequest = round_trip("account_update_request.json");
    assert_eq!(update.display_name, "Night Operator");
    let approve: UserApproveRequest = round_trip("user_approve_request.json");
    assert_eq!(approve.user_biz_id, "acc_pending");
    let reject: UserRejectRequest = round_trip("user_reject_request.json");
    assert_eq!(reject.reason, "Not a member of staff");
}

/// Decodes a one-line fixture as `T` and checks that encoding gives back its very bytes.
fn byte_round_trip<T: DeserializeOwned + Serialize>(name: &str) -> T {
    let text = String::from_utf8(fixture(name)).expect("UTF-8");
    let value: T = serde_json::from_str(&text).expect("decodes");
    assert_eq!(
        serde_json::to_string(&value).expect("encodes"),
        text.trim_end(),
        "{name}"
    );
    value
}

#[test]
fn channel_records_encode_back_byte_for_byte() {
    use portal_api::recharge_channels::RechargeChannel;
    use portal_api::withdrawal_channels::WithdrawalChannel;
    let recharge: RechargeChannel = byte_round_trip("recharge_channel.json");
    assert_eq!(recharge.channel_name.as_deref(), Some("KNET Kuwait"));
    assert_eq!(recharge.other["region"], "GCC");
    let withdrawal: WithdrawalChannel = byte_round_trip("withdrawal_channel.json");
    assert_eq!(withdrawal.channel_fee_fixed_amount, Some(200));
    assert_eq!(withdrawal.other["region"], "US");
    assert_eq!(withdrawal.kind.max_amount, Some(10_000_000));
    // A kind's own fields are the kind's: a recharge channel keeps a stranger's in `other`.
    let bare: RechargeChannel =
        serde_json::from_str(r#"{"bizId":"c","minAmount":5,"connectionConfig":null}"#).unwrap();
    assert_eq!(bare.kind, Default::default());
    assert_eq!(bare.other["minAmount"], 5);
    assert!(!bare.other.contains_key("connectionConfig"));
}
