//! Recharges: the queue (PG-B, filters, sort, paging), records, decisions, batches, stats and
//! visibility by workspace (recharge channels are in `recharge_channels.rs`).

mod common;

use std::sync::Arc;
use std::time::Instant;

use common::{Resp, Sandbox};
use portal_api::paths;
use portal_api::recharges::{BatchOutcome, Recharge, RechargeStats};
use portal_sandbox::demo;
use serde_json::{json, Value};

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";
const NOT_PENDING: &str = "RECHARGE.NOT_PENDING";

fn path_of(template: &str, biz_id: &str) -> String {
    paths::fill(template, &[biz_id])
}

async fn list(sb: &Sandbox, token: &str, query: &str) -> Value {
    let r = sb
        .get(&format!("{}?{query}", paths::RECHARGES), Some(token))
        .await;
    r.ok().clone()
}

fn items(data: &Value) -> &Vec<Value> {
    data["items"].as_array().expect("items")
}

fn total(data: &Value) -> u64 {
    data["pagination"]["totalRecords"]
        .as_u64()
        .expect("totalRecords")
}

/// The business ids of the first `n` pending recharges, newest first.
async fn pending(sb: &Sandbox, token: &str, n: usize) -> Vec<String> {
    let data = list(sb, token, &format!("status=PENDING&size={n}")).await;
    items(&data)
        .iter()
        .map(|r| r["bizId"].as_str().unwrap().to_owned())
        .collect()
}

async fn decide(sb: &Sandbox, token: &str, template: &str, biz_id: &str, remark: &str) -> Resp {
    sb.post(
        &path_of(template, biz_id),
        json!({"operatorRemark": remark}),
        Some(token),
    )
    .await
}

#[tokio::test]
async fn the_queue_lists_pending_first_then_newest_as_pg_b() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let data = list(&sb, &admin, "").await;
    assert_eq!(
        data["pagination"],
        json!({"totalPages": 300, "totalRecords": demo::RECHARGE_COUNT, "currentPage": 0,
               "pageSize": 20, "hasNext": true, "empty": false, "paginated": true})
    );
    let first = &items(&data)[0];
    for field in [
        "bizId",
        "status",
        "amount",
        "currency",
        "channelBizId",
        "channelName",
        "payer",
        "workspaceBizId",
        "operatorRemark",
        "decidedBy",
        "decidedAt",
        "createdAt",
        "updatedAt",
    ] {
        assert!(first.get(field).is_some(), "{field} in {first}");
    }
    assert_eq!(first["status"]["code"], "PENDING");
    assert_eq!(first["status"]["value"], 10030101);
    assert!(first["amount"].is_i64());
    assert!(first["currency"]["value"].is_i64() && first["currency"]["label"].is_string());
    assert!(first["operatorRemark"].is_null() && first["decidedAt"].is_null());
    let created = first["createdAt"].as_str().unwrap();
    assert!(created.ends_with('Z') && created.contains('.'), "{created}");
    let page: Vec<Recharge> = serde_json::from_value(data["items"].clone()).unwrap();
    assert!(page.iter().all(Recharge::is_pending));

    // Across the boundary: every pending recharge, then the decided ones, each newest first.
    let pending_total = total(&list(&sb, &admin, "status=PENDING&size=1").await);
    let boundary = list(
        &sb,
        &admin,
        &format!("size=100&page={}", pending_total / 100),
    )
    .await;
    let statuses: Vec<&str> = items(&boundary)
        .iter()
        .map(|r| r["status"]["code"].as_str().unwrap())
        .collect();
    let split = (pending_total % 100) as usize;
    assert!(statuses[..split].iter().all(|s| *s == "PENDING"));
    assert!(statuses[split..].iter().all(|s| *s != "PENDING"));
    let decided: Vec<&str> = items(&boundary)[split..]
        .iter()
        .map(|r| r["createdAt"].as_str().unwrap())
        .collect();
    assert!(decided.windows(2).all(|w| w[0] >= w[1]), "newest first");
}

#[tokio::test]
async fn each_filter_narrows_the_queue() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let every = |data: &Value, check: &dyn Fn(&Value) -> bool| {
        assert!(!items(data).is_empty());
        assert!(items(data).iter().all(check), "{data}");
    };
    let data = list(&sb, &admin, "status=CONFIRMED&size=100").await;
    every(&data, &|r| r["status"]["code"] == "CONFIRMED");
    let data = list(&sb, &admin, "currency=392&size=100").await;
    every(&data, &|r| r["currency"]["code"] == "JPY");
    let data = list(&sb, &admin, "channelBizId=rch_sepa_eur&size=100").await;
    every(&data, &|r| {
        r["channelBizId"] == demo::RECHARGE_CHANNEL_SEPA_EUR && r["currency"]["value"] == 978
    });
    let data = list(&sb, &admin, "keyword=knet&size=100").await;
    every(&data, &|r| r["channelName"] == "KNET Kuwait");
    let data = list(&sb, &admin, "keyword=LI.WEI").await;
    every(&data, &|r| r["payer"] == "li.wei@example.com");
    let data = list(&sb, &admin, "keyword=rcg_00004").await;
    assert_eq!(total(&data), 10, "rcg_000040 to rcg_000049");
    let data = list(&sb, &admin, "status=REJECTED&currency=414&size=100").await;
    every(&data, &|r| {
        r["status"]["code"] == "REJECTED" && r["currency"]["code"] == "KWD"
    });

    // One UTC day, inclusive at both ends, and a range of two days holds both.
    let newest = list(&sb, &admin, "sort=createdAt,desc&size=1").await;
    let day = items(&newest)[0]["createdAt"].as_str().unwrap()[..10].to_owned();
    let data = list(
        &sb,
        &admin,
        &format!("createdFrom={day}&createdTo={day}&size=100"),
    )
    .await;
    every(&data, &|r| {
        r["createdAt"].as_str().unwrap().starts_with(&day)
    });
    let one_day = total(&data);
    assert!(one_day < total(&list(&sb, &admin, "").await));
    let data = list(
        &sb,
        &admin,
        &format!("createdFrom=2000-01-01&createdTo={day}"),
    )
    .await;
    assert_eq!(total(&data), demo::RECHARGE_COUNT as u64);
    let data = list(&sb, &admin, &format!("createdTo={day}&createdFrom={day}")).await;
    assert_eq!(total(&data), one_day);
}

#[tokio::test]
async fn instants_bound_the_list_as_a_day_of_another_time_zone_would() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    // The hour of the newest recharge, as instants: it is in, and so is nothing outside.
    let newest = list(&sb, &admin, "sort=createdAt,desc&size=1").await;
    let created = items(&newest)[0]["createdAt"].as_str().unwrap().to_owned();
    let since = format!("{}:00:00Z", &created[..13]);
    let before = format!("{}:59:59Z", &created[..13]);
    let query = format!("createdSince={since}&createdBefore={before}&size=100");
    let data = list(&sb, &admin, &query).await;
    assert!(total(&data) > 0, "{created} is in {since}..{before}");
    for r in items(&data) {
        let at = r["createdAt"].as_str().unwrap();
        assert!(at >= since.as_str() && at < before.as_str(), "{at}");
    }
    // Days given as well bound it too: the day before leaves nothing.
    let day = &created[..10];
    let both = list(&sb, &admin, &format!("{query}&createdFrom={day}")).await;
    assert_eq!(total(&both), total(&data));
    let none = list(&sb, &admin, &format!("{query}&createdTo=2000-01-01")).await;
    assert_eq!(total(&none), 0);
    for bad in [
        "createdSince=2026-11-22",
        "createdBefore=2026-02-30T00:00:00Z",
    ] {
        let resp = sb
            .get(&format!("{}?{bad}", paths::RECHARGES), Some(&admin))
            .await;
        resp.assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
}

#[tokio::test]
async fn sorting_follows_the_sort_parameters() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let amounts = |data: &Value| -> Vec<i64> {
        items(data)
            .iter()
            .map(|r| r["amount"].as_i64().unwrap())
            .collect()
    };
    let data = list(&sb, &admin, "sort=amount,desc&size=100").await;
    assert!(amounts(&data).windows(2).all(|w| w[0] >= w[1]));
    let data = list(&sb, &admin, "sort=amount,asc&size=100").await;
    assert!(amounts(&data).windows(2).all(|w| w[0] <= w[1]));
    let data = list(&sb, &admin, "sort=createdAt,asc&size=2").await;
    assert_eq!(items(&data)[0]["bizId"], demo::recharge_biz_id(1));
    assert_eq!(items(&data)[1]["bizId"], demo::recharge_biz_id(2));
    let data = list(&sb, &admin, "sort=status,desc&sort=createdAt,desc&size=5").await;
    assert!(items(&data)
        .iter()
        .all(|r| r["status"]["code"] == "REJECTED"));
    let data = list(&sb, &admin, "sort=status,asc&size=5").await;
    assert_eq!(items(&data)[0]["status"]["code"], "PENDING");
}

#[tokio::test]
async fn pages_past_the_end_are_empty_with_accurate_totals() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let data = list(&sb, &admin, "page=1000&size=100").await;
    assert_eq!(data["items"], json!([]));
    assert_eq!(
        data["pagination"],
        json!({"totalPages": 60, "totalRecords": demo::RECHARGE_COUNT, "currentPage": 1000,
               "pageSize": 100, "hasNext": false, "empty": true, "paginated": true})
    );
    let data = list(&sb, &admin, "page=59&size=500").await;
    assert_eq!(items(&data).len(), 100, "size capped at 100");
    assert_eq!(data["pagination"]["hasNext"], false);
    let data = list(&sb, &admin, "keyword=nobody-pays-like-this").await;
    assert_eq!(
        data["pagination"],
        json!({"totalPages": 0, "totalRecords": 0, "currentPage": 1, "pageSize": 0,
               "hasNext": false, "empty": true, "paginated": false})
    );
}

#[tokio::test]
async fn bad_query_values_are_refused() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let long = "k".repeat(101);
    for query in [
        "page=-1",
        "size=-5",
        "sort=payer,asc",
        "sort=amount,up",
        "currency=usd",
        "createdFrom=2026-13-01",
        "createdTo=2026-02-30",
        "createdFrom=yesterday",
        "status=DONE",
        &format!("keyword={long}"),
    ] {
        sb.get(&format!("{}?{query}", paths::RECHARGES), Some(&admin))
            .await
            .assert_error(400, INVALID);
    }
}

#[tokio::test]
async fn one_record_and_unknown_ones() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let id = demo::recharge_biz_id(1);
    let r = sb.get(&path_of(paths::RECHARGE, &id), Some(&admin)).await;
    let record = r.ok();
    assert_eq!(record["bizId"], id.as_str());
    assert!(record["channelName"].is_string() && record["payer"].is_string());
    let oldest = list(&sb, &admin, "sort=createdAt,asc&size=1").await;
    assert_eq!(record, &items(&oldest)[0]);
    for unknown in ["rcg_999999", "x%20y"] {
        sb.get(&path_of(paths::RECHARGE, unknown), Some(&admin))
            .await
            .assert_error(404, NOT_FOUND);
    }
}

#[tokio::test]
async fn confirm_and_reject_decide_a_pending_recharge_once() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let ids = pending(&sb, &admin, 2).await;
    let r = decide(
        &sb,
        &admin,
        paths::RECHARGE_CONFIRM,
        &ids[0],
        "  Funds received ",
    )
    .await;
    let record = r.ok();
    assert_eq!(record["status"]["code"], "CONFIRMED");
    assert_eq!(record["status"]["value"], 10030102);
    assert_eq!(record["operatorRemark"], "Funds received");
    assert_eq!(record["decidedBy"], demo::ADMIN_EMAIL);
    assert!(record["decidedAt"]
        .as_str()
        .is_some_and(|t| t.ends_with('Z')));
    assert_eq!(record["updatedAt"], record["decidedAt"]);
    let again = sb
        .get(&path_of(paths::RECHARGE, &ids[0]), Some(&admin))
        .await;
    assert_eq!(again.ok(), record);

    let r = decide(&sb, &admin, paths::RECHARGE_REJECT, &ids[1], "Duplicate").await;
    assert_eq!(r.ok()["status"]["code"], "REJECTED");
    assert_eq!(r.ok()["status"]["value"], 10030103);

    for (template, id) in [
        (paths::RECHARGE_REJECT, &ids[0]),
        (paths::RECHARGE_CONFIRM, &ids[1]),
    ] {
        let r = decide(&sb, &admin, template, id, "Too late").await;
        r.assert_error(409, NOT_PENDING);
        assert_eq!(r.body["message"], "Recharge is no longer pending");
    }
    decide(&sb, &admin, paths::RECHARGE_CONFIRM, "rcg_999999", "x")
        .await
        .assert_error(404, NOT_FOUND);
}

#[tokio::test]
async fn the_remark_is_required_and_bounded() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let id = pending(&sb, &admin, 1).await.remove(0);
    let path = path_of(paths::RECHARGE_CONFIRM, &id);
    for body in [
        json!({"operatorRemark": ""}),
        json!({"operatorRemark": "   "}),
        json!({"operatorRemark": "x".repeat(256)}),
        json!({}),
        json!({"operatorRemark": 5}),
    ] {
        sb.post(&path, body, Some(&admin))
            .await
            .assert_error(400, INVALID);
    }
    let r = decide(&sb, &admin, paths::RECHARGE_CONFIRM, &id, &"x".repeat(255)).await;
    assert_eq!(r.ok()["status"]["code"], "CONFIRMED");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_confirms_confirm_exactly_once() {
    let sb = Arc::new(common::start().await);
    let admin = sb.admin().await;
    let id = pending(&sb, &admin, 1).await.remove(0);
    let mut tasks = tokio::task::JoinSet::new();
    for attempt in 0..8 {
        let (sb, admin, id) = (Arc::clone(&sb), admin.clone(), id.clone());
        tasks.spawn(async move {
            let remark = format!("attempt {attempt}");
            decide(&sb, &admin, paths::RECHARGE_CONFIRM, &id, &remark).await
        });
    }
    let mut winners = Vec::new();
    while let Some(r) = tasks.join_next().await {
        let r = r.expect("task");
        if r.status == 200 {
            winners.push(r.data().clone());
        } else {
            r.assert_error(409, NOT_PENDING);
        }
    }
    assert_eq!(winners.len(), 1, "exactly one confirm succeeds");
    let record = sb.get(&path_of(paths::RECHARGE, &id), Some(&admin)).await;
    assert_eq!(record.ok(), &winners[0], "the winner's decision stands");
}

#[tokio::test]
async fn batches_report_each_recharge() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let ids = pending(&sb, &admin, 3).await;
    let decided = items(&list(&sb, &admin, "status=REJECTED&size=1").await)[0]["bizId"].clone();
    let body = json!({
        "bizIds": [ids[0], ids[1], ids[0], decided, "rcg_999999"],
        "operatorRemark": "Matched to the statement",
    });
    let r = sb
        .post(paths::RECHARGES_BATCH_CONFIRM, body, Some(&admin))
        .await;
    let outcome: BatchOutcome = serde_json::from_value(r.ok().clone()).unwrap();
    assert_eq!(outcome.succeeded.unwrap(), [ids[0].clone(), ids[1].clone()]);
    let failed = outcome.failed.unwrap();
    assert_eq!(failed.len(), 2, "{failed:?}");
    assert_eq!(failed[0].biz_id, decided.as_str().unwrap());
    assert_eq!(failed[0].code, NOT_PENDING);
    assert_eq!(failed[1].biz_id, "rcg_999999");
    assert_eq!(failed[1].code, NOT_FOUND);
    assert!(failed.iter().all(|f| f.message.is_some()));
    let r = sb
        .get(&path_of(paths::RECHARGE, &ids[1]), Some(&admin))
        .await;
    assert_eq!(r.ok()["status"]["code"], "CONFIRMED");
    assert_eq!(r.ok()["operatorRemark"], "Matched to the statement");

    let body = json!({"bizIds": [ids[2], ids[0]], "operatorRemark": "No funds"});
    let r = sb
        .post(paths::RECHARGES_BATCH_REJECT, body, Some(&admin))
        .await;
    assert_eq!(r.ok()["succeeded"], json!([ids[2]]));
    assert_eq!(r.ok()["failed"][0]["code"], NOT_PENDING);
    let r = sb
        .get(&path_of(paths::RECHARGE, &ids[2]), Some(&admin))
        .await;
    assert_eq!(r.ok()["status"]["code"], "REJECTED");
}

#[tokio::test]
async fn batches_need_ids_and_a_remark() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let too_many: Vec<String> = (1..=5001).map(demo::recharge_biz_id).collect();
    for path in [
        paths::RECHARGES_BATCH_CONFIRM,
        paths::RECHARGES_BATCH_REJECT,
    ] {
        for body in [
            json!({"bizIds": [], "operatorRemark": "ok"}),
            json!({"bizIds": too_many, "operatorRemark": "ok"}),
            json!({"bizIds": ["rcg_000001"], "operatorRemark": " "}),
            json!({"operatorRemark": "ok"}),
        ] {
            sb.post(path, body, Some(&admin))
                .await
                .assert_error(400, INVALID);
        }
    }
}

#[tokio::test]
async fn a_batch_of_a_thousand_is_fast() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let before = total(&list(&sb, &admin, "status=PENDING&size=1").await);
    let ids: Vec<String> = (1..=1000).map(demo::recharge_biz_id).collect();
    let body = json!({"bizIds": ids, "operatorRemark": "Month-end reconciliation"});
    let started = Instant::now();
    let r = sb
        .post(paths::RECHARGES_BATCH_CONFIRM, body, Some(&admin))
        .await;
    let elapsed = started.elapsed();
    let outcome: BatchOutcome = serde_json::from_value(r.ok().clone()).unwrap();
    assert!(elapsed.as_millis() < 1000, "took {elapsed:?}");
    let (succeeded, failed) = (outcome.succeeded.unwrap(), outcome.failed.unwrap());
    assert_eq!(succeeded.len() + failed.len(), 1000);
    assert!(!succeeded.is_empty());
    assert!(failed.iter().all(|f| f.code == NOT_PENDING));
    let after = total(&list(&sb, &admin, "status=PENDING&size=1").await);
    assert_eq!(before - after, succeeded.len() as u64);
}

#[tokio::test]
async fn stats_add_up_to_the_queue() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let r = sb.get(paths::RECHARGES_STATS, Some(&admin)).await;
    let data = r.ok().clone();
    assert!(data["totalAmount"].is_i64(), "minor units: {data}");
    let stats: RechargeStats = serde_json::from_value(data).unwrap();
    assert_eq!(stats.total_orders, demo::RECHARGE_COUNT as u64);
    assert_eq!(stats.total_orders, total(&list(&sb, &admin, "").await));
    for (code, bucket) in &stats.by_status {
        let listed = total(&list(&sb, &admin, &format!("status={code}")).await);
        assert_eq!(bucket.orders, listed, "{code}");
    }
    for (code, value) in [("USD", 840), ("EUR", 978), ("JPY", 392), ("KWD", 414)] {
        let listed = total(&list(&sb, &admin, &format!("currency={value}")).await);
        assert_eq!(stats.by_currency[code].orders, listed, "{code}");
    }
    let pending = stats.by_status["PENDING"].orders as f64 / stats.total_orders as f64;
    assert!(
        (0.28..0.38).contains(&pending),
        "about a third pending: {pending}"
    );
    for buckets in [&stats.by_status, &stats.by_currency] {
        let orders: u64 = buckets.values().map(|b| b.orders).sum();
        let amount: i64 = buckets.values().filter_map(|b| b.amount).sum();
        assert_eq!(orders, stats.total_orders);
        assert_eq!(amount as f64, stats.total_amount);
    }
}

#[tokio::test]
async fn tenants_see_only_their_institutions_recharges() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let in_workspace = |token: &str, workspace: &str, path: &str| {
        let (token, workspace, path) = (token.to_owned(), workspace.to_owned(), path.to_owned());
        let sb = &sb;
        async move { sb.get_in(&path, &token, &workspace).await }
    };
    let hooli = in_workspace(&admin, demo::INSTITUTION_HOOLI, paths::RECHARGES).await;
    let hooli_id = items(hooli.ok())[0]["bizId"].as_str().unwrap().to_owned();
    assert!(items(hooli.ok())
        .iter()
        .all(|r| r["workspaceBizId"] == demo::INSTITUTION_HOOLI));
    let all = in_workspace(&admin, demo::INSTITUTION_PORTAL_OPS, paths::RECHARGES).await;
    assert_eq!(total(all.ok()), demo::RECHARGE_COUNT as u64);

    let mine = list(&sb, &tenant, "size=100").await;
    assert!(items(&mine).iter().all(|r| {
        r["workspaceBizId"] == demo::INSTITUTION_ACME
            || r["workspaceBizId"] == demo::INSTITUTION_GLOBEX
    }));
    let stats = sb.get(paths::RECHARGES_STATS, Some(&tenant)).await;
    assert_eq!(stats.ok()["totalOrders"].as_u64(), Some(total(&mine)));
    assert!(total(&mine) + total(hooli.ok()) == demo::RECHARGE_COUNT as u64);

    let acme = in_workspace(&tenant, demo::INSTITUTION_ACME, paths::RECHARGES).await;
    assert!(items(acme.ok())
        .iter()
        .all(|r| r["workspaceBizId"] == demo::INSTITUTION_ACME));
    let as_admin = in_workspace(&admin, demo::INSTITUTION_ACME, paths::RECHARGES).await;
    assert_eq!(total(acme.ok()), total(as_admin.ok()));
    let acme_stats = in_workspace(&tenant, demo::INSTITUTION_ACME, paths::RECHARGES_STATS).await;
    assert_eq!(
        acme_stats.ok()["totalOrders"].as_u64(),
        Some(total(acme.ok()))
    );

    in_workspace(&tenant, demo::INSTITUTION_HOOLI, paths::RECHARGES)
        .await
        .assert_error(404, NOT_FOUND);
    in_workspace(&tenant, "ins_nowhere", paths::RECHARGES_STATS)
        .await
        .assert_error(404, NOT_FOUND);
    sb.get(&path_of(paths::RECHARGE, &hooli_id), Some(&tenant))
        .await
        .assert_error(404, NOT_FOUND);
    decide(&sb, &tenant, paths::RECHARGE_CONFIRM, &hooli_id, "Mine now")
        .await
        .assert_error(404, NOT_FOUND);
    let body = json!({"bizIds": [hooli_id], "operatorRemark": "Mine now"});
    let r = sb
        .post(paths::RECHARGES_BATCH_REJECT, body, Some(&tenant))
        .await;
    assert_eq!(r.ok()["succeeded"], json!([]));
    assert_eq!(r.ok()["failed"][0]["code"], NOT_FOUND);
}

#[tokio::test]
async fn every_recharge_endpoint_needs_a_token() {
    let sb = common::start().await;
    let id = demo::recharge_biz_id(1);
    for path in [
        paths::RECHARGES.to_owned(),
        paths::RECHARGES_STATS.to_owned(),
        paths::RECHARGE_CHANNELS.to_owned(),
        path_of(paths::RECHARGE, &id),
    ] {
        sb.get(&path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    let decision = json!({"operatorRemark": "ok"});
    let batch = json!({"bizIds": [id], "operatorRemark": "ok"});
    for (path, body) in [
        (path_of(paths::RECHARGE_CONFIRM, &id), &decision),
        (path_of(paths::RECHARGE_REJECT, &id), &decision),
        (paths::RECHARGES_BATCH_CONFIRM.to_owned(), &batch),
        (paths::RECHARGES_BATCH_REJECT.to_owned(), &batch),
    ] {
        sb.post(&path, body.clone(), None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
}
