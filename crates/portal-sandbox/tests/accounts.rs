//! Accounts and pending users: list, one account, create, status, rename, approve, reject.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

#[tokio::test]
async fn lists_page_and_follow_visibility() {
    let (sb, admin) = common::start_as_admin().await;
    let q = |page: i64, size: i64| json!({"page": page, "size": size});
    let data = sb
        .post(paths::ACCOUNT_ADMIN_QUERY, q(0, 20), Some(&admin))
        .await
        .ok()
        .clone();
    assert_eq!(data["totalElements"], 27, "3 demo sign-ins and 24 staff");
    assert_eq!(data["totalPages"], 2);
    assert_eq!(data["currentPage"], 0);
    assert_eq!(data["pageSize"], 20);
    let list = data["accounts"].as_array().unwrap();
    assert_eq!(list.len(), 20);
    assert_eq!(list[0]["accountEmail"], demo::ADMIN_EMAIL);
    assert_eq!(list[0]["accountStatus"]["code"], "ACTIVE");
    assert_eq!(list[0]["accountStatus"]["value"], 10010202);
    assert_eq!(list[0]["accountPortal"]["code"], "SERVICE");
    assert!(list
        .iter()
        .all(|a| a["accountStatus"]["code"] != "PENDING_APPROVAL"));
    // Oldest first, as the portal says: the dates agree with the order.
    let created: Vec<&str> = list
        .iter()
        .map(|a| a["createdAt"].as_str().unwrap_or_default())
        .collect();
    assert!(created.iter().all(|c| !c.is_empty()), "{created:?}");
    assert!(
        created.windows(2).all(|w| w[0] <= w[1]),
        "created out of order: {created:?}"
    );
    let second = sb
        .post(paths::ACCOUNT_ADMIN_QUERY, q(1, 20), Some(&admin))
        .await;
    assert_eq!(second.ok()["accounts"].as_array().unwrap().len(), 7);
    let past = sb
        .post(paths::ACCOUNT_ADMIN_QUERY, q(9, 20), Some(&admin))
        .await;
    assert_eq!(past.ok()["accounts"].as_array().unwrap().len(), 0);
    assert_eq!(past.ok()["totalElements"], 27);
    let capped = sb
        .post(paths::ACCOUNT_ADMIN_QUERY, q(0, 500), Some(&admin))
        .await;
    assert_eq!(capped.ok()["pageSize"], 100);
    sb.post(paths::ACCOUNT_ADMIN_QUERY, q(-1, 20), Some(&admin))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    sb.post(paths::ACCOUNT_ADMIN_QUERY, q(0, 20), None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");

    // The tenant administrator sees accounts homed at Acme and Globex only.
    let tenant = sb.tenant_admin().await;
    let data = sb
        .post(paths::ACCOUNT_ADMIN_QUERY, q(0, 100), Some(&tenant))
        .await
        .ok()
        .clone();
    let homes: Vec<_> = data["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["institutionBizId"].as_str().unwrap().to_owned())
        .collect();
    assert!(!homes.is_empty());
    assert!(homes
        .iter()
        .all(|h| h == demo::INSTITUTION_ACME || h == demo::INSTITUTION_GLOBEX));
    let path = paths::fill(paths::ACCOUNT_ADMIN, &[demo::ADMIN_BIZ_ID]);
    sb.get(&path, Some(&tenant))
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
}

#[tokio::test]
async fn one_account_or_not_found() {
    let (sb, admin) = common::start_as_admin().await;
    let path = paths::fill(paths::ACCOUNT_ADMIN, &[demo::OPS_BIZ_ID]);
    let data = sb.get(&path, Some(&admin)).await.ok().clone();
    assert_eq!(data["bizId"], demo::OPS_BIZ_ID);
    assert_eq!(data["accountEmail"], demo::OPS_EMAIL);
    let unknown = paths::fill(paths::ACCOUNT_ADMIN, &["acc_nobody"]);
    sb.get(&unknown, Some(&admin))
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    sb.get(&path, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
}

#[tokio::test]
async fn creates_an_administrator_and_refuses_bad_bodies() {
    let (sb, admin) = common::start_as_admin().await;
    let init = |body| sb.post(paths::ACCOUNT_ADMIN_INIT, body, Some(&admin));
    init(json!({}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let r = init(json!({"email": "not-an-email", "displayName": "X"})).await;
    r.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    assert!(r.body["message"].as_str().unwrap().contains("email"));
    init(json!({"email": demo::OPS_EMAIL, "displayName": "Again"}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    init(json!({"email": "x@portal.test", "displayName": "X", "institutionBizId": "ins_none"}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    init(json!({"email": "x@portal.test", "displayName": "x".repeat(101)}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");

    let created = init(json!({
        "email": "new.admin@portal.test",
        "displayName": "New Administrator",
        "institutionBizId": demo::INSTITUTION_ACME
    }))
    .await
    .ok()
    .clone();
    assert_eq!(created["accountEmail"], "new.admin@portal.test");
    assert_eq!(created["accountName"], "New Administrator");
    assert_eq!(created["accountStatus"]["code"], "PENDING_INIT");
    assert_eq!(created["accountStatus"]["value"], 10010207);
    assert_eq!(created["accountPortal"]["code"], "TENANT");
    let path = paths::fill(paths::ACCOUNT_ADMIN, &[created["bizId"].as_str().unwrap()]);
    assert_eq!(
        sb.get(&path, Some(&admin)).await.ok()["institutionBizId"],
        demo::INSTITUTION_ACME
    );
    // Without an institution the caller's own is used; a tenant cannot pick another's.
    let own = init(json!({"email": "ops2@portal.test", "displayName": "Ops Two"}))
        .await
        .ok()
        .clone();
    assert_eq!(own["institutionBizId"], demo::INSTITUTION_PORTAL_OPS);
    assert_eq!(own["accountPortal"]["code"], "SERVICE");
    let tenant = sb.tenant_admin().await;
    sb.post(
        paths::ACCOUNT_ADMIN_INIT,
        json!({"email": "y@portal.test", "displayName": "Y", "institutionBizId": demo::INSTITUTION_PORTAL_OPS}),
        Some(&tenant),
    )
    .await
    .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    sb.assert_post_needs_token(paths::ACCOUNT_ADMIN_INIT, json!({}))
        .await;
}

#[tokio::test]
async fn status_changes_disable_sign_in_and_come_back() {
    let (sb, admin) = common::start_as_admin().await;
    let status = |id: &str, s: &str| json!({"userBizId": id, "accountStatus": s});
    let post = |body| sb.post(paths::ACCOUNT_ADMIN_STATUS, body, Some(&admin));
    post(json!({}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    post(status(demo::OPS_BIZ_ID, "PENDING_INIT"))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    post(status(demo::ADMIN_BIZ_ID, "DISABLED"))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    post(status("acc_nobody", "DISABLED"))
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    post(status(demo::PENDING_BIZ_ID, "ACTIVE"))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");

    let (ops_access, ops_refresh) = sb.sign_in(demo::OPS_EMAIL, demo::OPS_PASSWORD).await;
    let data = post(status(demo::OPS_BIZ_ID, "DISABLED"))
        .await
        .ok()
        .clone();
    assert_eq!(data["accountStatus"]["code"], "DISABLED");
    // Disabling signs the account out: its access token and its refresh token stop working.
    sb.get(paths::PROFILE, Some(&ops_access))
        .await
        .assert_error(401, "ACCESS.TOKEN_INVALID");
    sb.post(
        paths::TOKEN_REFRESH,
        json!({"refreshToken": ops_refresh}),
        None,
    )
    .await
    .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    let ch = sb.channel().await;
    sb.initiate(&ch, demo::OPS_EMAIL, demo::OPS_PASSWORD)
        .await
        .assert_error(401, "AUTH.INVALID_CREDENTIALS");
    let data = post(status(demo::OPS_BIZ_ID, "ACTIVE")).await.ok().clone();
    assert_eq!(data["accountStatus"]["code"], "ACTIVE");
    sb.initiate(&ch, demo::OPS_EMAIL, demo::OPS_PASSWORD)
        .await
        .ok();
    sb.post(
        paths::ACCOUNT_ADMIN_STATUS,
        status(demo::OPS_BIZ_ID, "ACTIVE"),
        None,
    )
    .await
    .assert_error(401, "ACCESS.TOKEN_MISSING");
}

#[tokio::test]
async fn renames_an_account() {
    let (sb, admin) = common::start_as_admin().await;
    let post = |body| sb.post(paths::ACCOUNT_ADMIN_UPDATE, body, Some(&admin));
    post(json!({"userBizId": demo::OPS_BIZ_ID, "displayName": "  "}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    post(json!({"displayName": "Name"}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    post(json!({"userBizId": "acc_nobody", "displayName": "Name"}))
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    let data = post(json!({"userBizId": demo::OPS_BIZ_ID, "displayName": " Night Operator "}))
        .await
        .ok()
        .clone();
    assert_eq!(data["accountName"], "Night Operator");
    let path = paths::fill(paths::ACCOUNT_ADMIN, &[demo::OPS_BIZ_ID]);
    assert_eq!(
        sb.get(&path, Some(&admin)).await.ok()["accountName"],
        "Night Operator"
    );
}

#[tokio::test]
async fn approving_lets_the_user_sign_in() {
    let (sb, admin) = common::start_as_admin().await;
    let pending = sb
        .post(
            paths::USERS_PENDING_QUERY,
            json!({"page": 0, "size": 20}),
            Some(&admin),
        )
        .await
        .ok()
        .clone();
    assert_eq!(pending["totalElements"], 4);
    let ids: Vec<_> = pending["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["bizId"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(ids[0], demo::PENDING_BIZ_ID);
    assert!(pending["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .all(|a| a["accountStatus"]["code"] == "PENDING_APPROVAL"));

    let ch = sb.channel().await;
    let before = sb
        .initiate(&ch, demo::PENDING_EMAIL, demo::PENDING_PASSWORD)
        .await;
    assert_eq!(before.ok()["pendingApproval"], true);

    let approve = |id: &str| sb.post(paths::USER_APPROVE, json!({"userBizId": id}), Some(&admin));
    approve("acc_nobody")
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    approve(demo::OPS_BIZ_ID)
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    let data = approve(demo::PENDING_BIZ_ID).await.ok().clone();
    assert_eq!(data["accountStatus"]["code"], "ACTIVE");
    approve(demo::PENDING_BIZ_ID)
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    let after = sb
        .post(paths::USERS_PENDING_QUERY, json!({}), Some(&admin))
        .await
        .ok()
        .clone();
    assert_eq!(after["totalElements"], 3);
    let (token, _) = sb
        .sign_in(demo::PENDING_EMAIL, demo::PENDING_PASSWORD)
        .await;
    assert_eq!(
        sb.get(paths::PROFILE, Some(&token)).await.ok()["accountEmail"],
        demo::PENDING_EMAIL
    );
    sb.assert_post_needs_token(
        paths::USER_APPROVE,
        json!({"userBizId": "acc_applicant_01"}),
    )
    .await;
    sb.assert_post_needs_token(paths::USERS_PENDING_QUERY, json!({}))
        .await;
}

#[tokio::test]
async fn rejecting_needs_a_reason_and_keeps_the_user_out() {
    let (sb, admin) = common::start_as_admin().await;
    let reject = |body| sb.post(paths::USER_REJECT, body, Some(&admin));
    reject(json!({"userBizId": demo::PENDING_BIZ_ID}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    reject(json!({"userBizId": demo::PENDING_BIZ_ID, "reason": "   "}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    reject(json!({"userBizId": demo::PENDING_BIZ_ID, "reason": "x".repeat(256)}))
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    reject(json!({"userBizId": "acc_nobody", "reason": "Unknown"}))
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    let data = reject(json!({"userBizId": demo::PENDING_BIZ_ID, "reason": "Not an employee"}))
        .await
        .ok()
        .clone();
    assert_eq!(data["accountStatus"]["code"], "REJECTED");
    assert_eq!(data["accountRemark"], "Not an employee");
    reject(json!({"userBizId": demo::PENDING_BIZ_ID, "reason": "Again"}))
        .await
        .assert_error(404, "RESOURCE.NOT_FOUND");
    let after = sb
        .post(paths::USERS_PENDING_QUERY, json!({}), Some(&admin))
        .await
        .ok()
        .clone();
    assert_eq!(after["totalElements"], 3);
    let ch = sb.channel().await;
    sb.initiate(&ch, demo::PENDING_EMAIL, demo::PENDING_PASSWORD)
        .await
        .assert_error(401, "AUTH.INVALID_CREDENTIALS");
}

#[tokio::test]
async fn a_new_administrator_sets_a_first_password_through_the_emailed_link() {
    let (sb, admin) = common::start_as_admin().await;
    let email = "first.password@portal.test";
    let body = json!({"email": email, "displayName": "First Password"});
    sb.post(paths::ACCOUNT_ADMIN_INIT, body, Some(&admin))
        .await
        .ok();
    let mails = sb.outbox(Some(email)).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert_eq!(mails[0]["kind"], "ACCOUNT_INVITE");
    let session = mails[0]["code"].clone();
    assert_eq!(
        mails[0]["link"],
        format!("/set-password?session={}", session.as_str().unwrap())
    );

    let ch = sb.channel().await;
    sb.initiate(&ch, email, "First-Pass-1")
        .await
        .assert_error(401, "AUTH.INVALID_CREDENTIALS");
    let set = sb.password_init(&ch, &session, "First-Pass-1").await;
    assert_eq!(set.ok()["status"], 10010202);
    assert_eq!(set.ok()["email"], email);
    // Used once.
    sb.password_init(&ch, &session, "Other-Pass-1")
        .await
        .assert_error(404, "AUTH.SESSION_NOT_FOUND");
    sb.sign_in(email, "First-Pass-1").await;
}

#[tokio::test]
async fn a_reset_link_sets_a_new_password_and_the_old_one_stops_working() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    let forgot = json!({"email": demo::OPS_EMAIL, "turnstileToken": ""});
    sb.sealed(&ch, paths::PASSWORD_FORGOT, forgot).await.ok();
    let session = json!(sb.latest_code(demo::OPS_EMAIL, "PASSWORD_RESET").await);
    sb.password_init(&ch, &session, "Reset-Pass-2").await.ok();
    sb.initiate(&ch, demo::OPS_EMAIL, demo::OPS_PASSWORD)
        .await
        .assert_error(401, "AUTH.INVALID_CREDENTIALS");
    sb.sign_in(demo::OPS_EMAIL, "Reset-Pass-2").await;
}
