//! Permissions and scope across areas: each endpoint's permission through the caller's role in
//! the workspace, writes to another workspace's records, platform-wide settings only from the
//! service workspace, and an account without an institution (docs/sandbox.md, "Permissions").

mod common;

use common::{Resp, Sandbox};
use portal_api::paths;
use portal_sandbox::{demo, TURNSTILE_DUMMY_TOKEN};
use serde_json::{json, Value};

const DENIED: &str = "ACCESS.PERMISSION_DENIED";
const NEW_EMAIL: &str = "outsider@portal.test";
const NEW_PASSWORD: &str = "Outsider-Pass-9";
/// A Globex staff account (ACTIVE; see seed_accounts).
const GLOBEX_STAFF: &str = "acc_staff_02";

fn assert_denied(r: &Resp) {
    r.assert_error(403, DENIED);
}

fn assert_4030(r: &Resp) {
    assert_eq!(r.status, 403, "{:?}", r.body);
    assert_eq!(r.body["code"], "4030", "{:?}", r.body);
    assert_eq!(r.body["success"], false, "{:?}", r.body);
    assert!(r.body["data"].is_null(), "{:?}", r.body);
}

/// Registers an account through self-registration (no institution) and signs it in.
async fn outsider(sb: &Sandbox) -> String {
    let ch = sb.channel().await;
    let r = sb
        .sealed(
            &ch,
            paths::REGISTER_INITIATE,
            json!({"email": NEW_EMAIL, "accountName": "Outsider"}),
        )
        .await;
    let session = r.ok()["sessionId"].clone();
    let code = sb.latest_code(NEW_EMAIL, "REGISTRATION").await;
    sb.register_verify(&ch, &session, &code).await.ok();
    let body = json!({
        "sessionId": session,
        "accountName": "Outsider",
        "defaultLanguage": "en",
        "defaultTimezone": "Asia/Singapore",
    });
    sb.sealed(&ch, paths::REGISTER_COMPLETE, body).await.ok();
    sb.password_init(&ch, &session, NEW_PASSWORD).await.ok();
    sb.sign_in(NEW_EMAIL, NEW_PASSWORD).await.0
}

async fn ops(sb: &Sandbox) -> String {
    sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await.0
}

/// The first exchange rate.
async fn a_rate(sb: &Sandbox, admin: &str) -> Value {
    let r = sb.get(paths::EXCHANGE_RATES, Some(admin)).await;
    r.ok()["items"][0].clone()
}

/// The platform-wide writes of the finding, each with a body that succeeds for the service
/// administrator: (path, body).
async fn platform_writes(sb: &Sandbox, admin: &str) -> Vec<(String, Value)> {
    let rate = a_rate(sb, admin).await;
    vec![
        (
            paths::fill(
                paths::EXCHANGE_RATE_UPDATE,
                &[rate["bizId"].as_str().unwrap()],
            ),
            json!({
                "sourceCurrency": rate["sourceCurrency"],
                "targetCurrency": rate["targetCurrency"],
                "rateSource": 1,
                "fixedRate": "0.5",
            }),
        ),
        (
            paths::fill(
                paths::RECHARGE_CHANNEL_UPDATE,
                &[demo::RECHARGE_CHANNEL_SWIFT_USD],
            ),
            json!({"channelName": "Hijacked"}),
        ),
        (
            paths::fill(
                paths::RECHARGE_CHANNEL_ASSIGNMENTS,
                &[demo::RECHARGE_CHANNEL_SWIFT_USD],
            ),
            json!({"workspaceBizId": demo::INSTITUTION_HOOLI, "userFeeModel": 1}),
        ),
        (
            paths::TARIFF_TEMPLATE_UPDATE.to_owned(),
            json!({"bizId": demo::TARIFF_TEMPLATE_STANDARD, "templateName": "Hijacked"}),
        ),
        (
            paths::WALLET_CURRENCY_DISABLE.to_owned(),
            json!({"walletTypeValue": 10030601, "currencyValue": 840}),
        ),
    ]
}

/// The channel as its own workspace's owner reads it (a bare update changes nothing).
async fn channel(sb: &Sandbox, owner: &str, biz_id: &str) -> Value {
    let body = json!({"bizId": biz_id, "turnstileToken": TURNSTILE_DUMMY_TOKEN});
    sb.post(paths::NOTIFICATION_CHANNEL_UPDATE, body, Some(owner))
        .await
        .ok()
        .clone()
}

fn hijack(biz_id: &str) -> Value {
    json!({
        "bizId": biz_id,
        "turnstileToken": TURNSTILE_DUMMY_TOKEN,
        "emailConfig": {"smtpHost": "smtp.attacker.test"},
    })
}

#[test]
fn the_docs_table_is_the_code_s_table() {
    let docs = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/sandbox.md"
    ))
    .expect("docs/sandbox.md");
    let start = "<!-- permission-table:start -->\n";
    let end = "<!-- permission-table:end -->";
    let from = docs.find(start).expect("start marker") + start.len();
    let to = docs.find(end).expect("end marker");
    assert_eq!(
        &docs[from..to],
        portal_sandbox::permission_table(),
        "docs/sandbox.md's permission table differs from the area table (src/areas/)"
    );
}

#[tokio::test]
async fn an_account_without_institution_changes_no_platform_setting() {
    let (sb, admin) = common::start_as_admin().await;
    let token = outsider(&sb).await;
    for (path, body) in platform_writes(&sb, &admin).await {
        assert_denied(&sb.post(&path, body.clone(), Some(&token)).await);
        // Naming a workspace it does not belong to does not help.
        let r = sb
            .post_in(&path, body, &token, demo::INSTITUTION_PORTAL_OPS)
            .await;
        r.assert_error(404, "RESOURCE.NOT_FOUND");
    }
    // Nothing changed.
    let channels = sb.get(paths::RECHARGE_CHANNELS, Some(&admin)).await;
    let names: Vec<&str> = channels.ok()["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["channelName"].as_str().unwrap())
        .collect();
    assert!(!names.contains(&"Hijacked"), "{names:?}");
    let template = sb
        .get(
            &paths::fill(paths::TARIFF_TEMPLATE, &[demo::TARIFF_TEMPLATE_STANDARD]),
            Some(&admin),
        )
        .await;
    assert_ne!(template.ok()["templateName"], "Hijacked");
}

#[tokio::test]
async fn an_account_without_institution_cannot_redirect_another_tenant_s_mail() {
    let sb = common::start().await;
    let token = outsider(&sb).await;
    let tenant = sb.tenant_admin().await;
    let id = demo::NOTIFICATION_CHANNEL_OPS;
    let before = channel(&sb, &tenant, id).await;
    let r = sb
        .post(paths::NOTIFICATION_CHANNEL_UPDATE, hijack(id), Some(&token))
        .await;
    assert_4030(&r);
    let activate = json!({"bizId": demo::NOTIFICATION_CHANNEL_ALERTS, "turnstileToken": TURNSTILE_DUMMY_TOKEN});
    assert_4030(
        &sb.post(paths::NOTIFICATION_CHANNEL_ACTIVATE, activate, Some(&token))
            .await,
    );
    let after = channel(&sb, &tenant, id).await;
    assert_eq!(
        after["emailConfig"]["smtpHost"],
        before["emailConfig"]["smtpHost"]
    );
    assert_ne!(after["emailConfig"]["smtpHost"], "smtp.attacker.test");
}

#[tokio::test]
async fn an_account_without_institution_reads_its_profile_and_invitations_only() {
    let sb = common::start().await;
    let token = outsider(&sb).await;
    assert_eq!(
        sb.get(paths::PROFILE, Some(&token)).await.ok()["accountEmail"],
        NEW_EMAIL
    );
    let update = json!({"displayName": "Still Outside", "timezone": "Asia/Tokyo"});
    sb.post(paths::PROFILE_UPDATE, update, Some(&token))
        .await
        .ok();
    assert_eq!(
        sb.get(paths::INVITATIONS, Some(&token)).await.ok(),
        &json!([])
    );
    // The workspaces it can enter (what the portal asks after sign-in): none.
    let page = json!({"page": 0, "size": 20});
    let r = sb
        .post(paths::INSTITUTIONS_QUERY, page.clone(), Some(&token))
        .await;
    assert_eq!(r.ok()["totalElements"], 0);

    for path in [
        paths::INSTITUTION_SELF,
        paths::RECHARGES,
        paths::RECHARGES_STATS,
        paths::EXCHANGES,
        paths::EXCHANGE_RATES,
        paths::RECHARGE_CHANNELS,
        paths::TARIFF_TEMPLATES,
        paths::WALLET_CURRENCIES,
        paths::WITHDRAWAL_CHANNELS,
        paths::ROLES,
        paths::PERMISSION_TREE,
        paths::IP_WHITELIST,
        paths::EXPORTS,
    ] {
        assert_denied(&sb.get(path, Some(&token)).await);
    }
    for path in [
        paths::ACCOUNT_ADMIN_QUERY,
        paths::USERS_PENDING_QUERY,
        paths::REFERRALS_QUERY,
        paths::REFERRAL_CODES_QUERY,
    ] {
        assert_denied(&sb.post(path, page.clone(), Some(&token)).await);
    }
    let types = json!({"turnstileToken": TURNSTILE_DUMMY_TOKEN});
    assert_4030(
        &sb.post(paths::NOTIFICATION_CHANNEL_TYPES_QUERY, types, Some(&token))
            .await,
    );
}

#[tokio::test]
async fn the_operator_cannot_disable_the_owner() {
    let sb = common::start().await;
    let token = ops(&sb).await;
    let body = json!({"userBizId": demo::TENANT_ADMIN_BIZ_ID, "accountStatus": "DISABLED"});
    assert_denied(
        &sb.post(paths::ACCOUNT_ADMIN_STATUS, body.clone(), Some(&token))
            .await,
    );
    assert_denied(
        &sb.post_in(
            paths::ACCOUNT_ADMIN_STATUS,
            body,
            &token,
            demo::INSTITUTION_GLOBEX,
        )
        .await,
    );
    // The owner still works.
    let owner = sb.tenant_admin().await;
    sb.get(paths::PROFILE, Some(&owner)).await.ok();
    let rename = json!({"userBizId": demo::TENANT_ADMIN_BIZ_ID, "displayName": "Renamed"});
    assert_denied(
        &sb.post(paths::ACCOUNT_ADMIN_UPDATE, rename, Some(&token))
            .await,
    );
}

#[tokio::test]
async fn the_operator_cannot_create_an_administrator() {
    let sb = common::start().await;
    let token = ops(&sb).await;
    let body = json!({"email": "second.owner@portal.test", "displayName": "Second Owner"});
    assert_denied(&sb.post(paths::ACCOUNT_ADMIN_INIT, body, Some(&token)).await);
    let admin = sb.admin().await;
    let r = sb
        .post(
            paths::ACCOUNT_ADMIN_QUERY,
            json!({"page": 0, "size": 100}),
            Some(&admin),
        )
        .await;
    assert!(!r.ok().to_string().contains("second.owner@portal.test"));
}

#[tokio::test]
async fn the_operator_cannot_grant_its_own_role_more() {
    let sb = common::start().await;
    let token = ops(&sb).await;
    let roles = sb.get(paths::ROLES, Some(&token)).await;
    let operator = roles
        .ok()
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["roleName"] == "Operator")
        .expect("the Operator role")
        .clone();
    let id = operator["bizId"].as_str().unwrap();
    let tree = sb.get(paths::PERMISSION_TREE, Some(&token)).await;
    tree.ok();
    let every = json!([
        "accounts:read",
        "accounts:write",
        "roles:read",
        "roles:write"
    ]);
    assert_denied(
        &sb.post(
            paths::ROLE_SET_PERMISSIONS,
            json!({"roleId": id, "permissionCodes": every}),
            Some(&token),
        )
        .await,
    );
    for (path, body) in [
        (
            paths::ROLES,
            json!({"roleName": "Mine", "description": "x"}),
        ),
        (
            paths::ROLE_UPDATE,
            json!({"roleId": id, "roleName": "Admin", "description": "x"}),
        ),
        (paths::ROLE_DELETE, json!({"roleId": id})),
    ] {
        assert_denied(&sb.post(path, body, Some(&token)).await);
    }
    let again = sb
        .get(&paths::fill(paths::ROLE_PERMISSIONS, &[id]), Some(&token))
        .await;
    assert_eq!(again.ok(), &operator["permissionCodes"]);
    assert!(!again.ok().to_string().contains("roles:write"));
}

#[tokio::test]
async fn the_operator_still_decides_recharges_and_reads_the_day_s_areas() {
    let sb = common::start().await;
    let token = ops(&sb).await;
    let r = sb
        .get_in(
            &format!("{}?status=PENDING&size=1", paths::RECHARGES),
            &token,
            demo::INSTITUTION_ACME,
        )
        .await;
    let id = r.ok()["items"][0]["bizId"].as_str().unwrap().to_owned();
    let r = sb
        .post(
            &paths::fill(paths::RECHARGE_CONFIRM, &[&id]),
            json!({"operatorRemark": "Statement matches"}),
            Some(&token),
        )
        .await;
    assert_eq!(r.ok()["status"]["code"], "CONFIRMED");
    for path in [
        paths::EXCHANGES,
        paths::EXCHANGE_FEES,
        paths::RECHARGE_CHANNELS,
        paths::TARIFF_TEMPLATES,
        paths::WALLET_CURRENCIES,
        paths::WITHDRAWAL_CHANNELS,
        paths::ROLES,
        paths::INSTITUTION_SELF,
    ] {
        sb.get_in(path, &token, demo::INSTITUTION_GLOBEX).await.ok();
    }
    // The accounts and the users waiting for approval are not its to see.
    for path in [paths::ACCOUNT_ADMIN_QUERY, paths::USERS_PENDING_QUERY] {
        assert_denied(
            &sb.post(path, json!({"page": 0, "size": 20}), Some(&token))
                .await,
        );
    }
    // It reads its workspace's notification channel but does not change it.
    let id = demo::NOTIFICATION_CHANNEL_OPS;
    let before = channel(&sb, &token, id).await;
    assert_4030(
        &sb.post(paths::NOTIFICATION_CHANNEL_UPDATE, hijack(id), Some(&token))
            .await,
    );
    assert_eq!(channel(&sb, &token, id).await, before);
    // It reads but does not change the platform's settings.
    let admin = sb.admin().await;
    for (path, body) in platform_writes(&sb, &admin).await {
        assert_denied(&sb.post(&path, body, Some(&token)).await);
    }
}

#[tokio::test]
async fn a_write_to_another_workspace_s_record_is_refused() {
    let sb = common::start().await;
    // The tenant administrator owns Acme and Globex; working in Acme it changes neither
    // Globex's accounts nor Globex's channels.
    let owner = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    let globex = demo::INSTITUTION_GLOBEX;
    let disable = json!({"userBizId": GLOBEX_STAFF, "accountStatus": "DISABLED"});
    assert_denied(
        &sb.post_in(paths::ACCOUNT_ADMIN_STATUS, disable.clone(), &owner, acme)
            .await,
    );
    // Without a workspace the home one (Acme) applies.
    assert_denied(
        &sb.post(paths::ACCOUNT_ADMIN_STATUS, disable.clone(), Some(&owner))
            .await,
    );
    let rename = json!({"userBizId": GLOBEX_STAFF, "displayName": "Moved"});
    assert_denied(
        &sb.post_in(paths::ACCOUNT_ADMIN_UPDATE, rename, &owner, acme)
            .await,
    );
    let create = json!({"email": "x@globex.test", "displayName": "X", "institutionBizId": globex});
    assert_denied(
        &sb.post_in(paths::ACCOUNT_ADMIN_INIT, create, &owner, acme)
            .await,
    );
    let marketing = demo::NOTIFICATION_CHANNEL_MARKETING;
    let r = sb
        .post_in(
            paths::NOTIFICATION_CHANNEL_UPDATE,
            hijack(marketing),
            &owner,
            acme,
        )
        .await;
    assert_4030(&r);
    // In Globex, the same owner may.
    let r = sb
        .post_in(paths::ACCOUNT_ADMIN_STATUS, disable, &owner, globex)
        .await;
    assert_eq!(r.ok()["accountStatus"]["code"], "DISABLED");
    let body = json!({"bizId": marketing, "turnstileToken": TURNSTILE_DUMMY_TOKEN, "channelName": "Globex mail"});
    let r = sb
        .post_in(paths::NOTIFICATION_CHANNEL_UPDATE, body, &owner, globex)
        .await;
    assert_eq!(r.ok()["channelName"], "Globex mail");
}

#[tokio::test]
async fn a_tenant_owner_does_not_change_platform_settings() {
    let (sb, admin) = common::start_as_admin().await;
    let owner = sb.tenant_admin().await;
    for (path, body) in platform_writes(&sb, &admin).await {
        assert_denied(&sb.post(&path, body, Some(&owner)).await);
    }
    // Its own workspace's settings it does change.
    let whitelist = json!({"enabled": false, "entries": []});
    sb.post(paths::IP_WHITELIST, whitelist, Some(&owner))
        .await
        .ok();
}

#[tokio::test]
async fn the_service_administrator_works_from_the_service_workspace() {
    let (sb, admin) = common::start_as_admin().await;
    let service = demo::INSTITUTION_PORTAL_OPS;
    for (path, body) in platform_writes(&sb, &admin).await {
        sb.post_in(&path, body.clone(), &admin, service).await.ok();
        // Working in a tenant's workspace, the platform's settings are out of reach.
        assert_denied(
            &sb.post_in(&path, body, &admin, demo::INSTITUTION_ACME)
                .await,
        );
    }
    // Any workspace's records, from the service workspace.
    let disable = json!({"userBizId": GLOBEX_STAFF, "accountStatus": "DISABLED"});
    let r = sb
        .post_in(paths::ACCOUNT_ADMIN_STATUS, disable, &admin, service)
        .await;
    assert_eq!(r.ok()["accountStatus"]["code"], "DISABLED");
    let r = sb
        .post(
            paths::NOTIFICATION_CHANNEL_UPDATE,
            json!({"bizId": demo::NOTIFICATION_CHANNEL_OPS, "turnstileToken": TURNSTILE_DUMMY_TOKEN, "channelRemark": "Checked"}),
            Some(&admin),
        )
        .await;
    assert_eq!(r.ok()["channelRemark"], "Checked");
}

#[tokio::test]
async fn platform_configuration_is_written_only_through_the_service_portal() {
    let (sb, admin) = common::start_as_admin().await;
    let service = demo::INSTITUTION_PORTAL_OPS;
    for (path, body) in platform_writes(&sb, &admin).await {
        // The service administrator in the service workspace, with the tenant portal's code.
        let tenant = sb
            .post_with_code(
                &path,
                body.clone(),
                &admin,
                service,
                demo::TENANT_ACCESS_CODE,
            )
            .await;
        assert_denied(&tenant);
        let through_service = sb
            .post_with_code(&path, body, &admin, service, demo::SERVICE_ACCESS_CODE)
            .await;
        through_service.ok();
    }
    // Reading it stays open to the tenant portal.
    let owner = sb.tenant_admin().await;
    sb.get(paths::EXCHANGE_FEES, Some(&owner)).await.ok();
}

#[tokio::test]
async fn pending_users_are_a_service_operation() {
    let (sb, admin) = common::start_as_admin().await;
    let service = demo::INSTITUTION_PORTAL_OPS;
    let page = json!({"page": 0, "size": 20});
    let approve = json!({"userBizId": demo::PENDING_BIZ_ID});
    // Through the tenant portal: refused, whoever asks, and nobody is approved.
    let owner = sb.tenant_admin().await;
    for (token, workspace) in [(&admin, service), (&owner, demo::INSTITUTION_ACME)] {
        for (path, body) in [
            (paths::USERS_PENDING_QUERY, &page),
            (paths::USER_APPROVE, &approve),
            (
                paths::USER_REJECT,
                &json!({"userBizId": demo::PENDING_BIZ_ID, "reason": "No"}),
            ),
        ] {
            let r = sb
                .post_with_code(
                    path,
                    body.clone(),
                    token,
                    workspace,
                    demo::TENANT_ACCESS_CODE,
                )
                .await;
            assert_denied(&r);
        }
    }
    // Through the service portal: the users waiting across institutions, and approving.
    let code = demo::SERVICE_ACCESS_CODE;
    let r = sb
        .post_with_code(paths::USERS_PENDING_QUERY, page, &admin, service, code)
        .await;
    let listed = r.ok()["accounts"].as_array().cloned().unwrap_or_default();
    assert!(
        listed.iter().any(|a| a["bizId"] == demo::PENDING_BIZ_ID),
        "{listed:?}"
    );
    sb.post_with_code(paths::USER_APPROVE, approve, &admin, service, code)
        .await
        .ok();
}

/// Every rule's route answers from under the guard of its own area (or of the routes of no
/// area): a route listed in another area's rules is refused there, and one of no route is 404.
#[tokio::test]
async fn every_rule_is_routed_under_its_own_area_s_guard() {
    let sb = common::start().await;
    for (method, path, _) in portal_sandbox::permission_rules() {
        let filled = paths::fill(path, &["x", "y"]);
        // No token: the guard lets the handler answer 401, and public handlers refuse `{}`.
        let r = match *method {
            "GET" => sb.get(&filled, None).await,
            _ => sb.post(&filled, json!({}), None).await,
        };
        assert_ne!(
            r.body["message"],
            portal_sandbox::NO_PERMISSION_RULE,
            "{method} {path}"
        );
        assert_ne!(r.status, 405, "{method} {path}");
        assert_ne!(r.body["message"], "No such endpoint", "{method} {path}");
    }
}
