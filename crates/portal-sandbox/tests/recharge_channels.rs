//! Recharge channels: the list (PG-B), creation, partial updates, workspace assignments,
//! validation, unknown channels and tokens.

mod common;

use common::pg_b::{self, items, total};
use common::Sandbox;
use portal_api::channel_type::ChannelType;
use portal_api::fees::FeeModel;
use portal_api::paths;
use portal_api::recharge_channels::{RechargeChannel, RechargeChannelAssignment};
use portal_sandbox::demo;
use serde_json::{json, Value};

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

fn update_path(biz_id: &str) -> String {
    paths::fill(paths::RECHARGE_CHANNEL_UPDATE, &[biz_id])
}

fn assignments_path(biz_id: &str) -> String {
    paths::fill(paths::RECHARGE_CHANNEL_ASSIGNMENTS, &[biz_id])
}

/// A valid body: a card channel in SGD charging a rate.
fn new_channel() -> Value {
    json!({
        "channelName": "  Card Acquiring SG 2 ",
        "currency": 702,
        "channelType": 2,
        "channelFeeModel": 2,
        "channelFeeFixedAmount": 0,
        "channelFeeRate": "0.0275",
        "channelFeeBandsConfig": null,
        "connectionConfig": "{\"provider\":\"card-acquirer\",\"merchantId\":\"SG-77\"}"
    })
}

async fn create(sb: &Sandbox, token: &str, body: Value) -> common::Resp {
    sb.post(paths::RECHARGE_CHANNELS, body, Some(token)).await
}

#[tokio::test]
async fn channels_are_listed_in_creation_order_as_pg_b() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let data = pg_b::page(&sb, paths::RECHARGE_CHANNELS, "size=4", &tenant).await;
    assert_eq!(total(&data), demo::RECHARGE_CHANNEL_COUNT as u64);
    assert_eq!(
        pg_b::ids(&data),
        [
            demo::RECHARGE_CHANNEL_SWIFT_USD,
            demo::RECHARGE_CHANNEL_SEPA_EUR,
            demo::RECHARGE_CHANNEL_CARD_JPY,
            demo::RECHARGE_CHANNEL_KNET_KWD
        ]
    );
    let sepa = &items(&data)[1];
    assert_eq!(sepa["channelName"], "SEPA Credit Transfer");
    assert_eq!(
        sepa["currency"],
        json!({"code": "EUR", "value": 978, "label": "Euro"})
    );
    assert_eq!(sepa["channelType"], 1);
    assert_eq!(sepa["channelFeeModel"], 3);
    assert_eq!(sepa["channelFeeFixedAmount"], 50);
    assert_eq!(sepa["channelFeeRate"], "0.0025");
    assert!(sepa["channelFeeBandsConfig"].is_null());
    let connection: Value =
        serde_json::from_str(sepa["connectionConfig"].as_str().unwrap()).unwrap();
    assert!(connection.is_object());
    assert_eq!(
        items(&data)[3]["channelFeeBandsConfig"]["bands"][1]["upTo"],
        Value::Null
    );
    assert!(sepa["createdAt"].as_str().unwrap().ends_with('Z'));
    let typed: Vec<RechargeChannel> = serde_json::from_value(data["items"].clone()).unwrap();
    assert_eq!(typed[0].channel_fee_rate.as_ref().unwrap().as_str(), "0");
    assert_eq!(typed[2].channel_type(), Some(ChannelType::Card));
    assert_eq!(typed[3].channel_fee_model(), Some(FeeModel::Bands));

    pg_b::assert_paging(
        &sb,
        paths::RECHARGE_CHANNELS,
        &tenant,
        demo::RECHARGE_CHANNEL_COUNT as u64,
    )
    .await;
}

#[tokio::test]
async fn a_created_channel_is_answered_and_listed_last() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let r = create(&sb, &admin, new_channel()).await;
    let created = r.ok().clone();
    let id = created["bizId"].as_str().unwrap().to_owned();
    assert!(id.starts_with("rch_"), "{id}");
    assert_eq!(
        created["channelName"], "Card Acquiring SG 2",
        "stored trimmed"
    );
    assert_eq!(created["currency"]["code"], "SGD");
    assert_eq!(created["channelFeeRate"], "0.0275");
    assert_eq!(created["createdAt"], created["updatedAt"]);

    let all = pg_b::all(&sb, paths::RECHARGE_CHANNELS, &admin).await;
    assert_eq!(all.len(), demo::RECHARGE_CHANNEL_COUNT + 1);
    assert_eq!(all.last(), Some(&created));
}

#[tokio::test]
async fn an_update_changes_only_the_fields_it_names() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let before = pg_b::page(&sb, paths::RECHARGE_CHANNELS, "size=1", &admin).await;
    let before = items(&before)[0].clone();
    let id = before["bizId"].as_str().unwrap();

    let r = sb
        .post(
            &update_path(id),
            json!({"channelName": "SWIFT Wire", "channelFeeModel": 3, "channelFeeRate": "0.001"}),
            Some(&admin),
        )
        .await;
    let after = r.ok().clone();
    for (field, value) in [
        ("channelName", json!("SWIFT Wire")),
        ("channelFeeModel", json!(3)),
        ("channelFeeRate", json!("0.001")),
    ] {
        assert_eq!(after[field], value, "{field}");
    }
    for unchanged in [
        "bizId",
        "currency",
        "channelType",
        "channelFeeFixedAmount",
        "channelFeeBandsConfig",
        "connectionConfig",
        "createdAt",
    ] {
        assert_eq!(after[unchanged], before[unchanged], "{unchanged}");
    }
    assert!(after["updatedAt"].as_str() > before["updatedAt"].as_str());
    let listed = pg_b::page(&sb, paths::RECHARGE_CHANNELS, "size=1", &admin).await;
    assert_eq!(items(&listed)[0], after);

    // The currency is not part of an update; bands switch the model only with bands given.
    let r = sb
        .post(&update_path(id), json!({"currency": 978}), Some(&admin))
        .await;
    r.assert_error(400, INVALID);
    let bands =
        json!({"bands": [{"upTo": 50000, "feeRate": "0.02"}, {"upTo": null, "feeRate": "0.01"}]});
    sb.post(
        &update_path(id),
        json!({"channelFeeModel": 4}),
        Some(&admin),
    )
    .await
    .assert_error(400, INVALID);
    let r = sb
        .post(
            &update_path(id),
            json!({"channelFeeModel": 4, "channelFeeBandsConfig": bands}),
            Some(&admin),
        )
        .await;
    assert_eq!(r.ok()["channelFeeBandsConfig"], bands);
    assert_eq!(r.ok()["channelName"], "SWIFT Wire");
}

#[tokio::test]
async fn invalid_channels_are_refused() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let with = |field: &str, value: Value| {
        let mut body = new_channel();
        body[field] = value;
        body
    };
    let without = |field: &str| {
        let mut body = new_channel();
        body.as_object_mut().unwrap().remove(field);
        body
    };
    for (why, body) in [
        ("exponent rate", with("channelFeeRate", json!("1e3"))),
        ("text rate", with("channelFeeRate", json!("abc"))),
        ("negative rate", with("channelFeeRate", json!("-0.01"))),
        ("numeric rate", with("channelFeeRate", json!(0.01))),
        ("rate above 1", with("channelFeeRate", json!("1.5"))),
        ("invalid JSON", with("connectionConfig", json!("{not json"))),
        ("JSON array", with("connectionConfig", json!("[1, 2]"))),
        (
            "object, not text",
            with("connectionConfig", json!({"a": 1})),
        ),
        ("blank name", with("channelName", json!("   "))),
        ("long name", with("channelName", json!("n".repeat(256)))),
        ("unknown currency", with("currency", json!(999))),
        ("unknown type", with("channelType", json!(9))),
        ("unknown fee model", with("channelFeeModel", json!(0))),
        ("negative fee", with("channelFeeFixedAmount", json!(-1))),
        ("bands model, no bands", with("channelFeeModel", json!(4))),
        (
            "bands without an open end",
            with(
                "channelFeeBandsConfig",
                json!({"bands": [{"upTo": 100, "feeRate": "0.01"}]}),
            ),
        ),
        ("missing name", without("channelName")),
        ("missing rate", without("channelFeeRate")),
    ] {
        let r = create(&sb, &admin, body).await;
        assert_eq!(r.status, 400, "{why}: {:?}", r.body);
        r.assert_error(400, INVALID);
    }
    let r = create(&sb, &admin, with("channelName", json!("n".repeat(255)))).await;
    assert!(r.ok()["bizId"].is_string(), "255 characters are allowed");
    let r = create(&sb, &admin, with("channelName", json!(" "))).await;
    assert!(r.body["message"]
        .as_str()
        .is_some_and(|m| m.contains("channelName")));

    let id = demo::RECHARGE_CHANNEL_SEPA_EUR;
    for body in [
        json!({}),
        json!({"channelFeeRate": "1e3"}),
        json!({"channelFeeRate": "abc"}),
        json!({"connectionConfig": "not json"}),
        json!({"channelName": ""}),
        json!({"channelType": 7}),
    ] {
        sb.post(&update_path(id), body, Some(&admin))
            .await
            .assert_error(400, INVALID);
    }
    let listed = pg_b::page(&sb, paths::RECHARGE_CHANNELS, "size=2", &admin).await;
    assert_eq!(items(&listed)[1]["channelName"], "SEPA Credit Transfer");
}

#[tokio::test]
async fn assignments_list_and_change_per_workspace() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let swift = assignments_path(demo::RECHARGE_CHANNEL_SWIFT_USD);
    let seeded = sb.get(&swift, Some(&admin)).await.ok().clone();
    let workspaces: Vec<&str> = seeded
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["workspaceBizId"].as_str().unwrap())
        .collect();
    assert_eq!(
        workspaces,
        [demo::INSTITUTION_ACME, demo::INSTITUTION_GLOBEX]
    );
    assert_eq!(seeded[0]["workspaceName"], "Acme Payments");
    assert_eq!(seeded[0]["channelBizId"], demo::RECHARGE_CHANNEL_SWIFT_USD);

    let body = json!({"workspaceBizId": demo::INSTITUTION_INITECH, "userFeeModel": 2});
    let r = sb.post(&swift, body, Some(&admin)).await;
    let created: RechargeChannelAssignment = serde_json::from_value(r.ok().clone()).unwrap();
    assert_eq!(
        created.workspace_biz_id.as_deref(),
        Some(demo::INSTITUTION_INITECH)
    );
    assert_eq!(created.user_fee_model, Some(2));
    let listed = sb.get(&swift, Some(&admin)).await;
    assert_eq!(listed.ok().as_array().unwrap().len(), 3);
    assert_eq!(listed.ok()[2], *r.ok());

    // Assigning again changes who pays; the assignment keeps its id.
    let body = json!({"workspaceBizId": demo::INSTITUTION_INITECH, "userFeeModel": 3});
    let again = sb.post(&swift, body, Some(&admin)).await;
    assert_eq!(again.ok()["bizId"], r.ok()["bizId"]);
    assert_eq!(again.ok()["userFeeModel"], 3);
    assert_eq!(again.ok()["createdAt"], r.ok()["createdAt"]);
    let listed = sb.get(&swift, Some(&admin)).await;
    assert_eq!(listed.ok().as_array().unwrap().len(), 3);
    assert_eq!(listed.ok()[2]["userFeeModel"], 3);

    let empty = assignments_path("rch_ach_usd");
    assert_eq!(sb.get(&empty, Some(&admin)).await.ok(), &json!([]));

    for body in [
        json!({"workspaceBizId": demo::INSTITUTION_ACME, "userFeeModel": 9}),
        json!({"workspaceBizId": " ", "userFeeModel": 1}),
        json!({"workspaceBizId": "w".repeat(65), "userFeeModel": 1}),
        json!({"userFeeModel": 1}),
    ] {
        sb.post(&swift, body, Some(&admin))
            .await
            .assert_error(400, INVALID);
    }
    let r = sb
        .post(
            &swift,
            json!({"workspaceBizId": "ins_nowhere", "userFeeModel": 1}),
            Some(&admin),
        )
        .await;
    r.assert_error(404, NOT_FOUND);
    assert_eq!(r.body["message"], "Workspace not found");
}

#[tokio::test]
async fn unknown_channels_are_not_found() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let assignment = json!({"workspaceBizId": demo::INSTITUTION_ACME, "userFeeModel": 1});
    for id in ["rch_nowhere", "x%20y"] {
        let r = sb
            .post(&update_path(id), json!({"channelName": "x"}), Some(&admin))
            .await;
        r.assert_error(404, NOT_FOUND);
        assert_eq!(r.body["message"], "Recharge channel not found");
        sb.get(&assignments_path(id), Some(&admin))
            .await
            .assert_error(404, NOT_FOUND);
        sb.post(&assignments_path(id), assignment.clone(), Some(&admin))
            .await
            .assert_error(404, NOT_FOUND);
    }
}

#[tokio::test]
async fn every_recharge_channel_endpoint_needs_a_token() {
    let sb = common::start().await;
    let id = demo::RECHARGE_CHANNEL_SWIFT_USD;
    for path in [paths::RECHARGE_CHANNELS.to_owned(), assignments_path(id)] {
        sb.get(&path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    for (path, body) in [
        (paths::RECHARGE_CHANNELS.to_owned(), new_channel()),
        (update_path(id), json!({"channelName": "x"})),
        (
            assignments_path(id),
            json!({"workspaceBizId": demo::INSTITUTION_ACME, "userFeeModel": 1}),
        ),
    ] {
        sb.post(&path, body, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    let admin = sb.admin().await;
    let total_after = pg_b::page(&sb, paths::RECHARGE_CHANNELS, "size=1", &admin).await;
    assert_eq!(total(&total_after), demo::RECHARGE_CHANNEL_COUNT as u64);
}
