//! Provider connections: reads, lifecycle and card actions; unknown ids answer 500
//! `SYSTEM.INTERNAL_ERROR`, bad bodies 400, no token 401.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::{json, Value};

const ACME: &str = demo::PARTNER_CONNECTION_ACME;

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|r| r["bizId"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn reads_of_a_connection() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let t = Some(token.as_str());
    let get = |template: &'static str, ids: Vec<&str>| {
        let path = paths::fill(template, &ids);
        let sb = &sb;
        async move { sb.get(&path, t).await }
    };
    let card = get(paths::PARTNER_CARD, vec![ACME, demo::PARTNER_CARD_FROZEN]).await;
    assert_eq!(card.ok()["status"], "FROZEN");
    assert_eq!(card.ok()["connectionBizId"], ACME);

    let accounts = get(paths::PARTNER_VIRTUAL_ACCOUNTS, vec![ACME]).await;
    assert_eq!(ids(accounts.ok()), ["va_acme_usd", "va_acme_eur"]);
    let account = get(paths::PARTNER_VIRTUAL_ACCOUNT, vec![ACME, "va_acme_eur"]).await;
    assert_eq!(account.ok()["currency"], "EUR");
    let handles = get(paths::PARTNER_PAYMENT_HANDLES, vec![ACME]).await;
    assert_eq!(handles.ok().as_array().unwrap().len(), 2);

    let list = get(paths::PARTNER_TRANSACTIONS, vec![ACME]).await;
    let list = list.ok().as_array().unwrap().clone();
    assert_eq!(list.len(), demo::PARTNER_TRANSACTIONS_PER_CONNECTION);
    assert_eq!(list[0]["bizId"], "ptx_acme_0001", "newest first");
    let tx = get(paths::PARTNER_TRANSACTION, vec![ACME, "ptx_acme_0002"]).await;
    assert_eq!(tx.ok()["currency"], "EUR");
    let fees = get(paths::PARTNER_TRANSACTION_FEES, vec![ACME, "ptx_acme_0002"]).await;
    let fees = fees.ok();
    assert_eq!(
        fees["items"].as_array().unwrap().len(),
        2,
        "EUR adds conversion"
    );
    let sum: i64 = fees["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["amount"].as_i64().unwrap())
        .sum();
    assert_eq!(fees["totalFee"], sum);

    let aggregation = get(paths::PARTNER_TRANSACTIONS_AGGREGATION, vec![ACME]).await;
    let a = aggregation.ok();
    assert_eq!(a["transactionCount"], 8);
    let total: u64 = a["byCurrency"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["count"].as_u64().unwrap())
        .sum();
    assert_eq!(total, 8);
    let amount: i64 = list
        .iter()
        .filter(|t| t["currency"] == "USD")
        .map(|t| t["amount"].as_i64().unwrap())
        .sum();
    let usd = a["byCurrency"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["key"] == "USD")
        .unwrap();
    assert_eq!(usd["totalAmount"], amount);
    assert!(a["byStatus"]
        .as_array()
        .unwrap()
        .iter()
        .any(|b| b["key"] == "SETTLED" && b["count"] == 4));
}

#[tokio::test]
async fn unknown_ids_are_internal_errors_and_a_token_is_required() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let t = Some(token.as_str());
    for path in [
        paths::fill(paths::PARTNER_CARD, &[ACME, "card_nope"]),
        paths::fill(
            paths::PARTNER_CARD,
            &["pcn_nope", demo::PARTNER_CARD_ACTIVE],
        ),
        paths::fill(paths::PARTNER_VIRTUAL_ACCOUNTS, &["pcn_nope"]),
        paths::fill(paths::PARTNER_VIRTUAL_ACCOUNT, &[ACME, "va_nope"]),
        paths::fill(paths::PARTNER_PAYMENT_HANDLES, &["pcn_nope"]),
        paths::fill(paths::PARTNER_TRANSACTIONS, &["pcn_nope"]),
        paths::fill(paths::PARTNER_TRANSACTION, &[ACME, "ptx_nope"]),
        paths::fill(paths::PARTNER_TRANSACTION_FEES, &[ACME, "ptx_nope"]),
        paths::fill(paths::PARTNER_TRANSACTIONS_AGGREGATION, &["pcn_nope"]),
    ] {
        sb.get(&path, t)
            .await
            .assert_error(500, "SYSTEM.INTERNAL_ERROR");
        sb.get(&path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    for (path, body) in [
        (
            paths::PARTNER_ACTIVATE,
            json!({"connectionBizId": "pcn_nope"}),
        ),
        (
            paths::PARTNER_SUSPEND,
            json!({"connectionBizId": "pcn_nope"}),
        ),
        (paths::PARTNER_CLOSE, json!({"connectionBizId": "pcn_nope"})),
        (
            paths::PARTNER_CARD_FREEZE,
            json!({"connectionBizId": ACME, "cardId": "card_nope"}),
        ),
        (
            paths::PARTNER_CARD_UNFREEZE,
            json!({"connectionBizId": "pcn_nope", "cardId": "c"}),
        ),
        (
            paths::PARTNER_CARD_CANCEL,
            json!({"connectionBizId": ACME, "cardId": "card_nope"}),
        ),
    ] {
        sb.post(path, body.clone(), t)
            .await
            .assert_error(500, "SYSTEM.INTERNAL_ERROR");
        sb.post(path, body, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
}

#[tokio::test]
async fn bodies_are_checked() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let t = Some(token.as_str());
    for (path, body) in [
        (paths::PARTNER_ACTIVATE, json!({})),
        (paths::PARTNER_SUSPEND, json!({"connectionBizId": " "})),
        (
            paths::PARTNER_CLOSE,
            json!({"connectionBizId": "x".repeat(65)}),
        ),
        (paths::PARTNER_CARD_FREEZE, json!({"connectionBizId": ACME})),
        (
            paths::PARTNER_CARD_UNFREEZE,
            json!({"cardId": demo::PARTNER_CARD_FROZEN}),
        ),
        (
            paths::PARTNER_CARD_CANCEL,
            json!({"connectionBizId": ACME, "cardId": 7}),
        ),
    ] {
        sb.post(path, body, t)
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
}

#[tokio::test]
async fn lifecycle_and_card_actions() {
    let sb = common::start().await;
    let token = sb.admin().await;
    let t = Some(token.as_str());
    let connection = |id: &str| json!({"connectionBizId": id});
    let r = sb.post(paths::PARTNER_SUSPEND, connection(ACME), t).await;
    assert_eq!(r.ok()["status"], "SUSPENDED");
    sb.post(paths::PARTNER_SUSPEND, connection(ACME), t)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let r = sb.post(paths::PARTNER_ACTIVATE, connection(ACME), t).await;
    assert_eq!(r.ok()["status"], "ACTIVE");
    let r = sb
        .post(
            paths::PARTNER_ACTIVATE,
            connection(demo::PARTNER_CONNECTION_HOOLI),
            t,
        )
        .await;
    assert_eq!(r.ok()["status"], "ACTIVE", "pending → active");

    let card = |id: &str| json!({"connectionBizId": ACME, "cardId": id});
    let active = demo::PARTNER_CARD_ACTIVE;
    let r = sb.post(paths::PARTNER_CARD_FREEZE, card(active), t).await;
    assert_eq!(r.ok()["status"], "FROZEN");
    sb.post(paths::PARTNER_CARD_FREEZE, card(active), t)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    let r = sb.post(paths::PARTNER_CARD_UNFREEZE, card(active), t).await;
    assert_eq!(r.ok()["status"], "ACTIVE");
    let r = sb
        .post(
            paths::PARTNER_CARD_CANCEL,
            card(demo::PARTNER_CARD_FROZEN),
            t,
        )
        .await;
    assert_eq!(r.ok()["status"], "CANCELLED");
    for path in [
        paths::PARTNER_CARD_UNFREEZE,
        paths::PARTNER_CARD_CANCEL,
        paths::PARTNER_CARD_FREEZE,
    ] {
        sb.post(path, card(demo::PARTNER_CARD_CANCELLED), t)
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    let path = paths::fill(paths::PARTNER_CARD, &[ACME, active]);
    assert_eq!(sb.get(&path, t).await.ok()["status"], "ACTIVE", "kept");

    let r = sb.post(paths::PARTNER_CLOSE, connection(ACME), t).await;
    assert_eq!(r.ok()["status"], "CLOSED");
    for path in [
        paths::PARTNER_ACTIVATE,
        paths::PARTNER_SUSPEND,
        paths::PARTNER_CLOSE,
    ] {
        sb.post(path, connection(ACME), t)
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    sb.post(paths::PARTNER_CARD_FREEZE, card(active), t)
        .await
        .assert_error(400, "VALIDATION.INVALID_PARAMETER");
}

#[tokio::test]
async fn another_institutions_connection_answers_as_unknown() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    let hooli = demo::PARTNER_CONNECTION_HOOLI;
    let own = paths::fill(paths::PARTNER_TRANSACTIONS, &[ACME]);
    sb.get_in(&own, &tenant, acme).await.ok();
    let foreign = paths::fill(paths::PARTNER_TRANSACTIONS, &[hooli]);
    sb.get_in(&foreign, &tenant, acme)
        .await
        .assert_error(500, "SYSTEM.INTERNAL_ERROR");
    for path in [paths::PARTNER_ACTIVATE, paths::PARTNER_CLOSE] {
        sb.post_in(path, json!({"connectionBizId": hooli}), &tenant, acme)
            .await
            .assert_error(500, "SYSTEM.INTERNAL_ERROR");
    }
    // Untouched: the service administrator still finds it as it was.
    let admin = sb.admin().await;
    let body = json!({"connectionBizId": hooli});
    let r = sb.post(paths::PARTNER_CLOSE, body, Some(&admin)).await;
    assert_eq!(r.ok()["status"], "CLOSED");
}
