//! Transfer orders: one order and whether it completed, the pages of a workspace (body) and
//! of a wallet (query string), visibility and tokens.

mod common;

use common::Sandbox;
use portal_api::paths;
use portal_api::transfers::TransferOrder;
use portal_sandbox::demo;
use serde_json::{json, Value};

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

fn items(data: &Value) -> &Vec<Value> {
    data["items"].as_array().expect("items")
}

async fn of_workspace(sb: &Sandbox, token: &str, body: Value) -> common::Resp {
    sb.post(paths::TRANSFER_ORDERS_WORKSPACE_QUERY, body, Some(token))
        .await
}

/// Every order of Acme (60 fit one page of 100).
async fn acme(sb: &Sandbox, token: &str) -> Vec<Value> {
    let body = json!({"targetWorkspaceBizId": demo::INSTITUTION_ACME, "size": 100});
    items(of_workspace(sb, token, body).await.ok()).clone()
}

#[tokio::test]
async fn a_workspace_query_pages_newest_first() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let page =
        |n: i64| json!({"targetWorkspaceBizId": demo::INSTITUTION_ACME, "page": n, "size": 20});
    let r = of_workspace(&sb, &admin, page(0)).await;
    assert_eq!(
        r.ok()["pagination"],
        json!({"totalPages": 3, "totalRecords": demo::TRANSFERS_PER_WORKSPACE, "currentPage": 0,
               "pageSize": 20, "hasNext": true, "empty": false, "paginated": true})
    );
    let first: Vec<TransferOrder> = serde_json::from_value(r.ok()["items"].clone()).unwrap();
    assert_eq!(first.len(), 20);
    assert!(first
        .iter()
        .all(|o| o.other["workspaceBizId"] == demo::INSTITUTION_ACME));
    let times: Vec<&str> = first
        .iter()
        .map(|o| o.created_at.as_deref().unwrap())
        .collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "newest first");

    let last = of_workspace(&sb, &admin, page(2)).await;
    assert_eq!(items(last.ok()).len(), 20);
    assert_eq!(last.ok()["pagination"]["hasNext"], false);
    let beyond = of_workspace(&sb, &admin, page(3)).await;
    assert_eq!(beyond.ok()["items"], json!([]));
    assert_eq!(beyond.ok()["pagination"]["totalRecords"], 60);
    let all = acme(&sb, &admin).await;
    assert_eq!(all.len(), demo::TRANSFERS_PER_WORKSPACE);
    let mut ids: Vec<&str> = all.iter().map(|o| o["bizId"].as_str().unwrap()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 60, "pages do not overlap");

    let capped = json!({"targetWorkspaceBizId": demo::INSTITUTION_GLOBEX, "size": 500});
    let r = of_workspace(&sb, &admin, capped).await;
    assert_eq!(r.ok()["pagination"]["pageSize"], 100);
    let defaults = json!({"targetWorkspaceBizId": demo::INSTITUTION_HOOLI});
    let r = of_workspace(&sb, &admin, defaults).await;
    assert_eq!(r.ok()["pagination"]["pageSize"], 20);
    assert_eq!(r.ok()["pagination"]["currentPage"], 0);
}

#[tokio::test]
async fn bad_workspace_queries_are_refused_and_unknown_ones_empty() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    for body in [
        json!({"targetWorkspaceBizId": acme, "page": -1}),
        json!({"targetWorkspaceBizId": acme, "size": -1}),
        json!({"targetWorkspaceBizId": acme, "page": "first"}),
        json!({"targetWorkspaceBizId": ""}),
        json!({"page": 0, "size": 20}),
    ] {
        of_workspace(&sb, &admin, body.clone())
            .await
            .assert_error(400, INVALID);
    }
    let empty = json!({"totalPages": 0, "totalRecords": 0, "currentPage": 1, "pageSize": 0,
                       "hasNext": false, "empty": true, "paginated": false});
    for (token, workspace) in [(&admin, "ins_nowhere"), (&tenant, demo::INSTITUTION_HOOLI)] {
        let r = of_workspace(&sb, token, json!({"targetWorkspaceBizId": workspace})).await;
        assert_eq!(r.ok()["items"], json!([]), "{workspace}");
        assert_eq!(r.ok()["pagination"], empty);
    }
}

#[tokio::test]
async fn one_order_and_whether_it_completed() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let all = acme(&sb, &admin).await;
    let done = all
        .iter()
        .find(|o| o["status"]["code"] == "COMPLETED")
        .expect("a completed order");
    let open = all
        .iter()
        .find(|o| o["status"]["code"] != "COMPLETED")
        .expect("an order not completed");
    for (order, completed) in [(done, true), (open, false)] {
        let id = order["bizId"].as_str().unwrap();
        let r = sb
            .get(&paths::fill(paths::TRANSFER_ORDER, &[id]), Some(&admin))
            .await;
        assert_eq!(r.ok(), order);
        let r = sb
            .get(
                &paths::fill(paths::TRANSFER_ORDER_COMPLETED, &[id]),
                Some(&admin),
            )
            .await;
        assert_eq!(r.ok(), &json!(completed), "{id}");
        assert_eq!(order["completedAt"].is_string(), completed);
    }
    assert!(done["amount"].is_i64() && done["currency"]["code"] == "USD");
    assert!(done["fromWalletBizId"] != done["toWalletBizId"]);
    for template in [paths::TRANSFER_ORDER, paths::TRANSFER_ORDER_COMPLETED] {
        sb.get(&paths::fill(template, &["trf_999999"]), Some(&admin))
            .await
            .assert_error(404, NOT_FOUND);
    }
}

#[tokio::test]
async fn a_wallet_lists_the_orders_on_either_side() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let wallet = demo::WALLET_ACME_OPERATING;
    let expected: Vec<Value> = acme(&sb, &admin)
        .await
        .into_iter()
        .filter(|o| o["fromWalletBizId"] == wallet || o["toWalletBizId"] == wallet)
        .collect();
    assert!(
        expected.len() > 20,
        "more than one page: {}",
        expected.len()
    );
    let path = paths::fill(paths::TRANSFER_ORDERS_OF_WALLET, &[wallet]);
    let r = sb.get(&format!("{path}?size=100"), Some(&admin)).await;
    assert_eq!(items(r.ok()), &expected);
    let r = sb.get(&path, Some(&admin)).await;
    assert_eq!(r.ok()["pagination"]["totalRecords"], expected.len());
    assert_eq!(items(r.ok())[..], expected[..20]);
    let r = sb
        .get(&format!("{path}?page=1&size=20"), Some(&admin))
        .await;
    assert_eq!(items(r.ok())[0], expected[20]);
    for query in ["page=-1", "size=-1", "size=many"] {
        sb.get(&format!("{path}?{query}"), Some(&admin))
            .await
            .assert_error(400, INVALID);
    }
    let nowhere = paths::fill(paths::TRANSFER_ORDERS_OF_WALLET, &["wal_nowhere"]);
    let r = sb.get(&nowhere, Some(&admin)).await;
    assert_eq!(r.ok()["pagination"]["totalRecords"], 0);
}

#[tokio::test]
async fn tenants_see_only_their_workspaces_orders() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let body = json!({"targetWorkspaceBizId": demo::INSTITUTION_HOOLI, "size": 1});
    let hooli = of_workspace(&sb, &admin, body).await;
    let id = items(hooli.ok())[0]["bizId"].as_str().unwrap().to_owned();
    for template in [paths::TRANSFER_ORDER, paths::TRANSFER_ORDER_COMPLETED] {
        sb.get(&paths::fill(template, &[&id]), Some(&tenant))
            .await
            .assert_error(404, NOT_FOUND);
    }
    let wallet = paths::fill(paths::TRANSFER_ORDERS_OF_WALLET, &["wal_hooli_main_kwd"]);
    let r = sb.get(&wallet, Some(&tenant)).await;
    assert_eq!(r.ok()["items"], json!([]));
    let r = sb.get(&wallet, Some(&admin)).await;
    assert!(!items(r.ok()).is_empty());
    // A workspace header narrows even the service administrator.
    let body = json!({"targetWorkspaceBizId": demo::INSTITUTION_ACME});
    let path = paths::TRANSFER_ORDERS_WORKSPACE_QUERY;
    let r = sb
        .post_in(path, body.clone(), &admin, demo::INSTITUTION_GLOBEX)
        .await;
    assert_eq!(r.ok()["pagination"]["totalRecords"], 0);
    let r = sb.post_in(path, body, &admin, demo::INSTITUTION_ACME).await;
    assert_eq!(r.ok()["pagination"]["totalRecords"], 60);
}

#[tokio::test]
async fn every_transfer_endpoint_needs_a_token() {
    let sb = common::start().await;
    let id = demo::transfer_biz_id(1);
    for path in [
        paths::fill(paths::TRANSFER_ORDER, &[&id]),
        paths::fill(paths::TRANSFER_ORDER_COMPLETED, &[&id]),
        paths::fill(
            paths::TRANSFER_ORDERS_OF_WALLET,
            &[demo::WALLET_ACME_OPERATING],
        ),
    ] {
        sb.get(&path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    let body = json!({"targetWorkspaceBizId": demo::INSTITUTION_ACME});
    sb.post(paths::TRANSFER_ORDERS_WORKSPACE_QUERY, body, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
}

#[tokio::test]
async fn the_dev_endpoint_adds_orders_to_a_wallet_workspace_within_its_bounds() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let add = |workspace: &str, count: usize| {
        sb.http
            .post(sb.url(portal_sandbox::ADD_TRANSFERS_PATH))
            .json(&json!({"workspace": workspace, "count": count}))
            .send()
    };
    let stored = demo::TRANSFERS_PER_WORKSPACE * demo::WALLET_INSTITUTIONS.len();
    let added = common::read(add(demo::INSTITUTION_ACME, 250).await.unwrap()).await;
    assert_eq!(added.body, json!(stored + 250));
    let body = json!({"targetWorkspaceBizId": demo::INSTITUTION_ACME, "size": 100});
    let r = of_workspace(&sb, &admin, body).await;
    assert_eq!(
        r.ok()["pagination"]["totalRecords"],
        json!(demo::TRANSFERS_PER_WORKSPACE + 250)
    );
    // Not a wallet workspace, and past the sandbox's bound: refused.
    let unknown = add("nobody", 1).await.unwrap();
    assert_eq!(unknown.status(), 404);
    for _ in 0..2 {
        add(demo::INSTITUTION_GLOBEX, 10_100).await.unwrap();
    }
    let over = add(demo::INSTITUTION_GLOBEX, 10_100).await.unwrap();
    assert_eq!(over.status(), 400);
}
