//! Exchanges: the list newest first (PG-B), one record, visibility by workspace, tokens.

mod common;

use common::pg_b::{self, items, total};
use portal_api::exchanges::{Exchange, ExchangeStatus};
use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

fn exchange_path(biz_id: &str) -> String {
    paths::fill(paths::EXCHANGE, &[biz_id])
}

#[tokio::test]
async fn exchanges_are_listed_newest_first_as_pg_b() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let data = pg_b::page(&sb, paths::EXCHANGES, "size=100", &admin).await;
    assert_eq!(total(&data), demo::EXCHANGE_COUNT as u64);
    let newest = &items(&data)[0];
    assert_eq!(newest["bizId"], demo::exchange_biz_id(demo::EXCHANGE_COUNT));
    assert_eq!(
        items(&data).last().unwrap()["bizId"],
        demo::exchange_biz_id(1)
    );
    let times: Vec<&str> = items(&data)
        .iter()
        .map(|e| e["createdAt"].as_str().unwrap())
        .collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "newest first");
    for field in [
        "workspaceBizId",
        "sourceCurrency",
        "targetCurrency",
        "sourceAmount",
        "targetAmount",
        "rate",
        "feeAmount",
        "status",
        "createdAt",
        "updatedAt",
    ] {
        assert!(!newest[field].is_null(), "{field} in {newest}");
    }
    assert!(newest["sourceCurrency"]["value"].is_i64() && newest["sourceAmount"].is_i64());
    assert_ne!(newest["sourceCurrency"], newest["targetCurrency"]);
    let typed: Vec<Exchange> = serde_json::from_value(data["items"].clone()).unwrap();
    assert!(
        typed.iter().all(|e| e.rate.is_some()),
        "rates are decimal strings"
    );
    let statuses: Vec<&str> = typed.iter().filter_map(Exchange::status_code).collect();
    for status in ExchangeStatus::ALL {
        assert!(statuses.contains(&status.code()), "some {}", status.code());
    }
    assert_eq!(
        items(&data)
            .iter()
            .find(|e| e["status"]["code"] == "COMPLETED")
            .unwrap()["status"],
        json!({"code": "COMPLETED", "value": 10050102, "label": "Completed"})
    );

    pg_b::assert_paging(&sb, paths::EXCHANGES, &admin, demo::EXCHANGE_COUNT as u64).await;
}

#[tokio::test]
async fn one_exchange_and_unknown_ones() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let listed = pg_b::page(&sb, paths::EXCHANGES, "size=1", &admin).await;
    let first = &items(&listed)[0];
    let r = sb
        .get(
            &exchange_path(first["bizId"].as_str().unwrap()),
            Some(&admin),
        )
        .await;
    assert_eq!(r.ok(), first);
    for unknown in ["exc_999999", "x%20y"] {
        let r = sb.get(&exchange_path(unknown), Some(&admin)).await;
        r.assert_error(404, NOT_FOUND);
        assert_eq!(r.body["message"], "Exchange not found");
    }
}

#[tokio::test]
async fn tenants_see_only_their_workspaces_exchanges() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let all = pg_b::all(&sb, paths::EXCHANGES, &admin).await;
    let of = |workspace: &str| {
        all.iter()
            .filter(|e| e["workspaceBizId"] == workspace)
            .count() as u64
    };
    let (acme, globex, hooli) = (
        of(demo::INSTITUTION_ACME),
        of(demo::INSTITUTION_GLOBEX),
        of(demo::INSTITUTION_HOOLI),
    );
    assert!(acme > 0 && globex > 0 && hooli > 0);

    let mine = pg_b::all(&sb, paths::EXCHANGES, &tenant).await;
    assert_eq!(mine.len() as u64, acme + globex);
    assert!(mine
        .iter()
        .all(|e| e["workspaceBizId"] != demo::INSTITUTION_HOOLI));
    let in_acme = sb
        .get_in(paths::EXCHANGES, &tenant, demo::INSTITUTION_ACME)
        .await;
    assert_eq!(total(in_acme.ok()), acme);
    let in_hooli = sb
        .get_in(paths::EXCHANGES, &admin, demo::INSTITUTION_HOOLI)
        .await;
    assert_eq!(total(in_hooli.ok()), hooli);

    let hooli_id = items(in_hooli.ok())[0]["bizId"]
        .as_str()
        .unwrap()
        .to_owned();
    sb.get(&exchange_path(&hooli_id), Some(&tenant))
        .await
        .assert_error(404, NOT_FOUND);
    sb.get_in(paths::EXCHANGES, &tenant, demo::INSTITUTION_HOOLI)
        .await
        .assert_error(404, NOT_FOUND);
    sb.get(&exchange_path(&hooli_id), Some(&admin)).await.ok();
}

#[tokio::test]
async fn every_exchange_endpoint_needs_a_token() {
    let sb = common::start().await;
    for path in [
        paths::EXCHANGES.to_owned(),
        exchange_path(&demo::exchange_biz_id(1)),
    ] {
        sb.get(&path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
}
