//! Dev endpoints: the outbox and the request counters.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::{json, Value};

#[tokio::test]
async fn outbox_lists_newest_first_and_filters() {
    let sb = common::start().await;
    assert_eq!(sb.outbox(None).await, Vec::<Value>::new());
    let ch = sb.channel().await;
    for email in [demo::OPS_EMAIL, demo::ADMIN_EMAIL] {
        sb.sealed(
            &ch,
            paths::PASSWORD_FORGOT,
            json!({"email": email, "turnstileToken": ""}),
        )
        .await
        .ok();
    }
    let all = sb.outbox(None).await;
    assert_eq!(all.len(), 2);
    assert_eq!(all[0]["to"], demo::ADMIN_EMAIL, "newest first");
    assert_eq!(all[1]["to"], demo::OPS_EMAIL);
    let m = &all[0];
    assert_eq!(m["kind"], "PASSWORD_RESET");
    assert!(m["code"].is_string());
    assert!(m["subject"].is_string());
    assert!(m["sentAt"].as_str().is_some_and(|t| t.ends_with('Z')));
    let ops = sb.outbox(Some(&demo::OPS_EMAIL.to_uppercase())).await;
    assert_eq!(ops.len(), 1);
    assert_eq!(ops[0]["to"], demo::OPS_EMAIL);
}

#[tokio::test]
async fn stats_count_requests_by_route_template_and_status() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let workspace = paths::fill(
        paths::WORKSPACE_INSTITUTIONS_QUERY,
        &[demo::INSTITUTION_ACME],
    );
    for _ in 0..2 {
        let r = sb
            .http
            .post(sb.url(&workspace))
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 401);
    }
    let r = sb
        .http
        .post(sb.url(&workspace))
        .bearer_auth(&token)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    sb.get_plain(paths::PROFILE).await;
    let stats = sb.get_plain("/__sandbox/stats").await.body;
    assert_eq!(stats["refreshesServed"], 0);
    let rows = stats["requests"].as_array().unwrap();
    let count = |method: &str, path: &str, status: u16| {
        rows.iter()
            .find(|r| r["method"] == method && r["path"] == path && r["status"] == status)
            .map(|r| r["count"].as_u64().unwrap())
            .unwrap_or(0)
    };
    let template = paths::WORKSPACE_INSTITUTIONS_QUERY;
    assert_eq!(count("POST", template, 401), 2);
    assert_eq!(count("POST", template, 200), 1);
    assert_eq!(count("GET", paths::PROFILE, 403), 1);
    assert_eq!(count("POST", paths::LOGIN_INITIATE, 200), 1);
    assert_eq!(count("POST", paths::LOGIN_MFA_SEND, 200), 1);
    assert_eq!(count("POST", paths::LOGIN_COMPLETE, 200), 1);
    assert_eq!(count("POST", paths::SECURE_CHANNEL_SESSION, 200), 1);
}

#[tokio::test]
async fn csp_reports_are_collected() {
    let sb = common::start().await;
    let url = sb.url(portal_sandbox::CSP_REPORTS_PATH);
    let list = sb.get_plain(portal_sandbox::CSP_REPORTS_PATH).await;
    assert_eq!(list.body, json!([]));
    let report =
        json!({"csp-report": {"violated-directive": "script-src", "blocked-uri": "inline"}});
    let r = sb
        .http
        .post(&url)
        .header("content-type", "application/csp-report")
        .body(report.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 204);
    let r = sb
        .http
        .post(&url)
        .header("content-type", "application/reports+json")
        .body(json!([{"type": "csp-violation"}, {"type": "csp-violation"}]).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 204);
    let list = sb.get_plain(portal_sandbox::CSP_REPORTS_PATH).await;
    let list = list.body.as_array().unwrap();
    assert_eq!(list.len(), 3);
    assert_eq!(list[0], report);
}

#[tokio::test]
async fn csp_reports_are_bounded_by_count_and_size() {
    let sb = common::start().await;
    let url = sb.url(portal_sandbox::CSP_REPORTS_PATH);
    let post = |body: String| {
        let request = sb.http.post(&url).body(body);
        async move { request.send().await.unwrap().status().as_u16() }
    };
    // One body over 16 KiB is refused and not kept.
    let huge = json!({"csp-report": {"blocked-uri": "x".repeat(20 * 1024)}}).to_string();
    assert_eq!(post(huge).await, 413);
    assert_eq!(
        sb.get_plain(portal_sandbox::CSP_REPORTS_PATH).await.body,
        json!([])
    );
    // At most 1000 reports: the oldest go first.
    for batch in 0..3 {
        let reports: Vec<Value> = (0..500).map(|i| json!({"n": batch * 500 + i})).collect();
        assert_eq!(post(Value::Array(reports).to_string()).await, 204);
    }
    let list = sb.get_plain(portal_sandbox::CSP_REPORTS_PATH).await;
    let list = list.body.as_array().unwrap().clone();
    assert_eq!(list.len(), 1000);
    assert_eq!(list[0]["n"], 500);
    assert_eq!(list[999]["n"], 1499);
    // At most 1 MiB of reports.
    let big = json!({"csp-report": {"blocked-uri": "y".repeat(15 * 1024)}}).to_string();
    for _ in 0..80 {
        assert_eq!(post(big.clone()).await, 204);
    }
    let list = sb.get_plain(portal_sandbox::CSP_REPORTS_PATH).await;
    assert!(
        list.bytes.len() <= 1024 * 1024 + 8 * 1024,
        "{}",
        list.bytes.len()
    );
    assert!(list.body.as_array().unwrap().len() < 80);
}

#[tokio::test]
async fn the_outbox_keeps_the_newest_thousand_messages() {
    let sb = common::start().await;
    let ch = sb.channel().await;
    for i in 0..1005 {
        // Registration initiate mails a code to any new address.
        sb.sealed(
            &ch,
            paths::REGISTER_INITIATE,
            json!({"email": format!("r{i}@portal.test"), "accountName": "R"}),
        )
        .await
        .ok();
    }
    let all = sb.outbox(None).await;
    assert_eq!(all.len(), 1000);
    assert_eq!(all[0]["to"], "r1004@portal.test", "newest first");
    assert_eq!(all[999]["to"], "r5@portal.test", "the oldest five are gone");
}
