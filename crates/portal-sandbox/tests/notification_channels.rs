//! Notification channel types (PG-E, sort, filters) and the channel update and activate
//! commands: numeric codes 4000, 4010, 4030, 4040, and the password always masked.

mod common;

use portal_api::notification_channels::PASSWORD_MASK;
use portal_api::paths;
use portal_sandbox::{demo, TURNSTILE_DUMMY_TOKEN};
use serde_json::{json, Value};

fn assert_numeric(r: &common::Resp, status: u16, code: &str) {
    assert_eq!(r.status, status, "{:?}", r.body);
    assert_eq!(r.body["code"], code, "{:?}", r.body);
    assert_eq!(r.body["success"], false, "{:?}", r.body);
    assert!(r.body["data"].is_null());
}

fn codes(r: &common::Resp) -> Vec<String> {
    r.ok()["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["typeCode"].as_str().unwrap().to_owned())
        .collect()
}

fn types_path(query: &str) -> String {
    format!("{}?{query}", paths::NOTIFICATION_CHANNEL_TYPES_QUERY)
}

#[tokio::test]
async fn channel_types_page_filter_and_sort() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let t = Some(token.as_str());
    let r = sb
        .post(paths::NOTIFICATION_CHANNEL_TYPES_QUERY, json!({}), t)
        .await;
    let data = r.ok();
    assert_eq!(data["totalElements"], demo::NOTIFICATION_CHANNEL_TYPE_COUNT);
    assert_eq!(
        (data["number"].clone(), data["size"].clone()),
        (json!(0), json!(20))
    );
    assert_eq!(data["totalPages"], 1);
    assert_eq!(
        codes(&r),
        ["EMAIL", "SMS", "WEBHOOK", "PUSH", "CHAT"],
        "display order"
    );
    let email = &data["content"][0];
    assert_eq!(email["typeValue"], 80010101);
    assert!(email["createdAt"].as_str().unwrap().ends_with('Z'));

    let r = sb
        .post(&types_path("sort=typeCode,desc"), json!({}), t)
        .await;
    assert_eq!(codes(&r), ["WEBHOOK", "SMS", "PUSH", "EMAIL", "CHAT"]);
    let r = sb
        .post(
            &types_path("sort=typeStatus,asc&sort=typeCode,asc"),
            json!({}),
            t,
        )
        .await;
    assert_eq!(codes(&r), ["PUSH", "SMS", "CHAT", "EMAIL", "WEBHOOK"]);

    let r = sb.post(&types_path("page=1&size=2"), json!({}), t).await;
    let data = r.ok();
    assert_eq!(
        (data["number"].clone(), data["totalPages"].clone()),
        (json!(1), json!(3))
    );
    assert_eq!(codes(&r), ["WEBHOOK", "PUSH"]);
    let r = sb.post(&types_path("page=9"), json!({}), t).await;
    assert_eq!(
        r.ok()["content"],
        json!([]),
        "past the end: empty, totals kept"
    );
    assert_eq!(r.ok()["totalElements"], 5);
    let r = sb.post(&types_path("size=500"), json!({}), t).await;
    assert_eq!(r.ok()["size"], 100, "capped");

    for (body, expected) in [
        (
            json!({"enabledOnly": true}),
            vec!["EMAIL", "WEBHOOK", "CHAT"],
        ),
        (json!({"typeStatus": "DISABLED"}), vec!["SMS", "PUSH"]),
        (json!({"typeCode": "sms"}), vec!["SMS"]),
        (json!({"bizId": "nct_webhook"}), vec!["WEBHOOK"]),
        (json!({"bizId": "nct_nope"}), vec![]),
        (
            json!({"typeStatus": "DISABLED", "enabledOnly": true}),
            vec![],
        ),
    ] {
        let r = sb
            .post(paths::NOTIFICATION_CHANNEL_TYPES_QUERY, body.clone(), t)
            .await;
        assert_eq!(codes(&r), expected, "{body}");
    }
}

#[tokio::test]
async fn channel_type_query_errors() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let t = Some(token.as_str());
    for query in [
        "page=-1",
        "size=-5",
        "sort=password,asc",
        "sort=typeCode,sideways",
        "page=x",
    ] {
        let r = sb.post(&types_path(query), json!({}), t).await;
        assert_numeric(&r, 400, "4000");
    }
    for body in [
        json!({"typeCode": "C".repeat(33)}),
        json!({"bizId": "b".repeat(65)}),
        json!({"typeStatus": "ON"}),
        json!({"enabledOnly": "yes"}),
    ] {
        let r = sb
            .post(paths::NOTIFICATION_CHANNEL_TYPES_QUERY, body, t)
            .await;
        assert_numeric(&r, 400, "4000");
    }
    let r = sb
        .post(paths::NOTIFICATION_CHANNEL_TYPES_QUERY, json!({}), None)
        .await;
    assert_numeric(&r, 401, "4010");
    let r = sb
        .post(
            paths::NOTIFICATION_CHANNEL_TYPES_QUERY,
            json!({}),
            Some("forged"),
        )
        .await;
    assert_numeric(&r, 401, "4010");
    let r = sb
        .post(
            paths::NOTIFICATION_CHANNEL_TYPES_QUERY,
            json!({"turnstileToken": "bad"}),
            t,
        )
        .await;
    assert_numeric(&r, 403, "4030");
}

async fn update(sb: &common::Sandbox, token: &str, body: Value) -> common::Resp {
    sb.post(paths::NOTIFICATION_CHANNEL_UPDATE, body, Some(token))
        .await
}

#[tokio::test]
async fn update_is_partial_and_the_password_is_masked() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let id = demo::NOTIFICATION_CHANNEL_OPS;
    let r = update(&sb, &token, json!({"bizId": id})).await;
    let before = r.ok().clone();
    assert_eq!(before["channelName"], "Operations mail");
    assert_eq!(before["channelCategory"], "EMAIL");
    assert_eq!(before["emailConfig"]["password"], PASSWORD_MASK);
    assert!(!r
        .body
        .to_string()
        .contains(demo::NOTIFICATION_SMTP_PASSWORD));

    let r = update(
        &sb,
        &token,
        json!({"bizId": id, "channelName": " Ops mail ", "channelRemark": null}),
    )
    .await;
    let after = r.ok().clone();
    assert_eq!(after["channelName"], "Ops mail");
    assert_eq!(
        after["channelRemark"], before["channelRemark"],
        "null leaves it"
    );
    assert_eq!(after["emailConfig"], before["emailConfig"]);
    assert_eq!(after["createdAt"], before["createdAt"]);
    assert_ne!(after["updatedAt"], before["updatedAt"]);

    let r = update(
        &sb,
        &token,
        json!({"bizId": id, "channelStatus": "INACTIVE",
            "emailConfig": {"smtpPort": 2525, "password": "n3w-Secret", "useSsl": true}}),
    )
    .await;
    let after = r.ok().clone();
    assert_eq!(after["channelStatus"], "INACTIVE");
    let email = &after["emailConfig"];
    assert_eq!(
        (email["smtpPort"].clone(), email["useSsl"].clone()),
        (json!(2525), json!(true))
    );
    assert_eq!(email["smtpHost"], before["emailConfig"]["smtpHost"], "kept");
    assert_eq!(email["password"], PASSWORD_MASK);
    assert!(!r.body.to_string().contains("n3w-Secret"));
    let r = sb.get_plain(portal_sandbox::STATS_PATH).await;
    let fields = &r.body["lastBodyFields"][paths::NOTIFICATION_CHANNEL_UPDATE];
    assert!(fields
        .as_array()
        .unwrap()
        .contains(&json!("emailConfig.password")));
    assert!(!r.body.to_string().contains("n3w-Secret"), "names only");
}

#[tokio::test]
async fn update_and_activate_errors() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let id = demo::NOTIFICATION_CHANNEL_ALERTS;
    for body in [
        json!({}),
        json!({"bizId": ""}),
        json!({"bizId": "x".repeat(65)}),
        json!({"bizId": id, "channelName": "n".repeat(256)}),
        json!({"bizId": id, "channelRemark": "r".repeat(256)}),
        json!({"bizId": id, "channelHost": "h".repeat(513)}),
        json!({"bizId": id, "channelStatus": "DELETED"}),
        json!({"bizId": id, "emailConfig": {"smtpPort": 0}}),
        json!({"bizId": id, "emailConfig": {"smtpPort": 65536}}),
        json!({"bizId": id, "emailConfig": {"senderEmail": "not-an-address"}}),
        json!({"bizId": id, "emailConfig": {"readTimeout": -1}}),
    ] {
        let r = update(&sb, &token, body.clone()).await;
        assert_numeric(&r, 400, "4000");
    }
    let r = update(
        &sb,
        &token,
        json!({"bizId": "ntc_unknown", "channelName": "X"}),
    )
    .await;
    assert_numeric(&r, 404, "4040");
    let r = sb
        .post(
            paths::NOTIFICATION_CHANNEL_UPDATE,
            json!({"bizId": id}),
            None,
        )
        .await;
    assert_numeric(&r, 401, "4010");
    let r = update(&sb, &token, json!({"bizId": id, "turnstileToken": "wrong"})).await;
    assert_numeric(&r, 403, "4030");
    let r = update(
        &sb,
        &token,
        json!({"bizId": id, "turnstileToken": TURNSTILE_DUMMY_TOKEN}),
    )
    .await;
    assert_eq!(r.ok()["bizId"], id);

    let activate = |body: Value, token: Option<&str>| {
        let token = token.map(str::to_owned);
        let sb = &sb;
        async move {
            sb.post(paths::NOTIFICATION_CHANNEL_ACTIVATE, body, token.as_deref())
                .await
        }
    };
    assert_numeric(&activate(json!({}), Some(&token)).await, 400, "4000");
    assert_numeric(
        &activate(json!({"bizId": "ntc_unknown"}), Some(&token)).await,
        404,
        "4040",
    );
    assert_numeric(&activate(json!({"bizId": id}), None).await, 401, "4010");
    let r = activate(json!({"bizId": id, "turnstileToken": "x"}), Some(&token)).await;
    assert_numeric(&r, 403, "4030");
    let r = activate(json!({"bizId": id}), Some(&token)).await;
    let channel = r.ok();
    assert_eq!(channel["channelStatus"], "ACTIVE");
    assert_eq!(channel["emailConfig"]["password"], PASSWORD_MASK);
}

#[tokio::test]
async fn the_challenge_is_required_when_configured() {
    let sb = common::start_with(|c| c.require_bot_challenge = true).await;
    let token = sb.admin().await;
    let body = json!({"bizId": demo::NOTIFICATION_CHANNEL_OPS});
    let r = update(&sb, &token, body).await;
    assert_numeric(&r, 403, "4030");
    let body =
        json!({"bizId": demo::NOTIFICATION_CHANNEL_OPS, "turnstileToken": TURNSTILE_DUMMY_TOKEN});
    update(&sb, &token, body).await.ok();
}
