//! Exports: create with the request rules, the list, the record's progress from PROCESSING to
//! READY (the sandbox's export delay), the generated CSV, visibility and not-found codes, and
//! the seeded demo exports in each status.

mod common;

use std::time::Duration;

use common::Sandbox;
use portal_api::paths;
use portal_sandbox::demo;
use serde_json::{json, Value};

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

async fn create(sb: &Sandbox, token: &str, workspace: &str, body: Value) -> common::Resp {
    sb.post_in(paths::EXPORTS, body, token, workspace).await
}

fn export_path(id: &str) -> String {
    paths::fill(paths::EXPORT, &[id])
}

#[tokio::test]
async fn an_export_is_ready_after_the_delay_and_downloads_its_csv() {
    let sb = common::start_with(|c| c.export_delay = Duration::from_millis(700)).await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    let body = json!({"exportType": "TRANSFERS", "remark": "Month end",
        "params": {"dateFrom": "2000-01-01", "dateTo": "2999-12-31", "region": "eu"}});
    let r = create(&sb, &tenant, acme, body).await;
    let export = r.ok().clone();
    let id = export["bizId"].as_str().unwrap().to_owned();
    assert_eq!(export["status"]["code"], "PROCESSING");
    assert_eq!(export["exportType"], "TRANSFERS");
    assert_eq!(export["params"]["dateFrom"], "2000-01-01");
    assert_eq!(export["params"]["region"], "eu", "other keys are kept");
    assert_eq!(export["institutionBizId"], acme);

    let early = sb
        .get_in(&paths::fill(paths::EXPORT_DOWNLOAD, &[&id]), &tenant, acme)
        .await;
    early.assert_error(400, INVALID);

    tokio::time::sleep(Duration::from_millis(800)).await;
    let ready = sb.get_in(&export_path(&id), &tenant, acme).await;
    assert_eq!(ready.ok()["status"]["code"], "READY");
    assert!(ready.ok()["readyAt"].is_string());

    let csv = sb
        .get_in(&paths::fill(paths::EXPORT_DOWNLOAD, &[&id]), &tenant, acme)
        .await;
    assert_eq!(csv.status, 200);
    assert!(csv.header("content-type").starts_with("text/csv"));
    assert!(csv.header("content-disposition").contains(".csv"));
    let text = String::from_utf8(csv.bytes.clone()).unwrap();
    let mut lines = text.lines();
    let header = lines.next().unwrap();
    assert!(header.starts_with("biz_id,institution_biz_id,"), "{header}");
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), demo::TRANSFERS_PER_WORKSPACE);
    assert!(rows.iter().all(|l| l.contains(acme)));

    let list = sb
        .get_in(&format!("{}?page=0&size=5", paths::EXPORTS), &tenant, acme)
        .await;
    assert_eq!(list.ok()["items"][0]["bizId"], id.as_str());
    let seeded = demo::exports_of(acme).count();
    assert_eq!(list.ok()["pagination"]["totalRecords"], seeded + 1);
}

/// The lines of the CSV of a new export of the service workspace made with `body`.
async fn csv_lines(sb: &Sandbox, admin: &str, body: Value) -> usize {
    let ops = demo::INSTITUTION_PORTAL_OPS;
    let id = create(sb, admin, ops, body).await.ok()["bizId"]
        .as_str()
        .unwrap()
        .to_owned();
    let csv = sb
        .get(&paths::fill(paths::EXPORT_DOWNLOAD, &[&id]), Some(admin))
        .await;
    String::from_utf8(csv.bytes).unwrap().lines().count()
}

#[tokio::test]
async fn the_date_range_narrows_the_rows() {
    let sb = common::start_with(|c| c.export_delay = Duration::ZERO).await;
    let admin = sb.admin().await;
    let body = json!({"exportType": "RECHARGES", "params": {"dateFrom": "2001-01-01", "dateTo": "2001-01-02"}});
    assert_eq!(csv_lines(&sb, &admin, body).await, 1, "header only");
    let all = json!({"exportType": "EXCHANGES"});
    assert!(csv_lines(&sb, &admin, all).await > 10, "every institution");
}

#[tokio::test]
async fn instants_from_the_users_days_bound_the_rows_in_place_of_utc_days() {
    let sb = common::start_with(|c| c.export_delay = Duration::ZERO).await;
    let admin = sb.admin().await;
    let all = csv_lines(&sb, &admin, json!({"exportType": "RECHARGES"})).await;
    assert!(all > 10, "every recharge: {all}");
    // The instants replace the days they were computed from.
    let before = json!({"exportType": "RECHARGES", "params": {"dateFrom": "2000-01-01",
        "dateTo": "2999-12-31", "createdBefore": "2000-01-01T15:00:00Z"}});
    assert_eq!(csv_lines(&sb, &admin, before).await, 1, "header only");
    let since = json!({"exportType": "RECHARGES", "params": {"dateFrom": "2999-01-01",
        "createdSince": "1999-12-31T15:00:00Z"}});
    assert_eq!(csv_lines(&sb, &admin, since).await, all);
}

#[tokio::test]
async fn bad_requests_are_refused() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    for body in [
        json!({}),
        json!({"exportType": "CATS"}),
        json!({"exportType": "TRANSFERS", "params": "dateFrom=2024-01-01"}),
        json!({"exportType": "TRANSFERS", "params": {"dateTo": 20240201}}),
        json!({"exportType": "TRANSFERS", "params": {"dateFrom": "2024-02-30"}}),
        json!({"exportType": "TRANSFERS", "params": {"dateFrom": "2024-03-01", "dateTo": "2024-02-01"}}),
        json!({"exportType": "TRANSFERS", "params": {"createdSince": "2024-02-30T00:00:00Z"}}),
        json!({"exportType": "TRANSFERS", "params": {"createdSince": "2024-03-01T00:00:00Z",
            "createdBefore": "2024-02-01T00:00:00Z"}}),
        json!({"exportType": "TRANSFERS", "remark": "x".repeat(256)}),
    ] {
        create(&sb, &tenant, acme, body.clone())
            .await
            .assert_error(400, INVALID);
    }
    let r = sb
        .post_raw(paths::EXPORTS, Some("application/json"), "{", Some(&tenant))
        .await;
    r.assert_error(400, INVALID);
    let unchanged = sb.get_in(paths::EXPORTS, &tenant, acme).await;
    let seeded = demo::exports_of(acme).count();
    assert_eq!(unchanged.ok()["pagination"]["totalRecords"], seeded);
}

#[tokio::test]
async fn unknown_and_foreign_exports_are_not_found_and_tokens_required() {
    let sb = common::start_with(|c| c.export_delay = Duration::ZERO).await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let ops = demo::INSTITUTION_PORTAL_OPS;
    let id = create(&sb, &admin, ops, json!({"exportType": "TRANSFERS"}))
        .await
        .ok()["bizId"]
        .as_str()
        .unwrap()
        .to_owned();
    // An every-institution export is the service workspace's own.
    sb.get(&export_path(&id), Some(&tenant))
        .await
        .assert_error(404, NOT_FOUND);
    sb.get(&paths::fill(paths::EXPORT_DOWNLOAD, &[&id]), Some(&tenant))
        .await
        .assert_error(404, NOT_FOUND);
    sb.get(&export_path("exp_nope"), Some(&admin))
        .await
        .assert_error(404, NOT_FOUND);
    sb.get(
        &paths::fill(paths::EXPORT_DOWNLOAD, &["exp_nope"]),
        Some(&admin),
    )
    .await
    .assert_error(404, NOT_FOUND);
    sb.get(paths::EXPORTS, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
    sb.post(paths::EXPORTS, json!({"exportType": "TRANSFERS"}), None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
    sb.get(&format!("{}?page=-1", paths::EXPORTS), Some(&admin))
        .await
        .assert_error(400, INVALID);
    // No field of these lists sorts, so any sort is a non-sortable one.
    sb.get(
        &format!("{}?sort=createdAt,desc", paths::EXPORTS),
        Some(&admin),
    )
    .await
    .assert_error(400, INVALID);
    let capped = sb
        .get(&format!("{}?size=500", paths::EXPORTS), Some(&admin))
        .await;
    assert_eq!(capped.ok()["pagination"]["pageSize"], 100);
}

#[tokio::test]
async fn the_seeded_exports_show_each_status_and_the_ready_ones_download() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    for institution in [demo::INSTITUTION_ACME, demo::INSTITUTION_GLOBEX] {
        let list = sb.get_in(paths::EXPORTS, &tenant, institution).await;
        let items = list.ok()["items"].as_array().unwrap().clone();
        let seeded: Vec<_> = demo::exports_of(institution).rev().collect();
        assert_eq!(items.len(), seeded.len(), "{institution}");
        let mut statuses = Vec::new();
        for (item, export) in items.iter().zip(&seeded) {
            assert_eq!(item["bizId"], export.biz_id, "newest first");
            assert_eq!(item["exportType"], export.export_type);
            assert_eq!(item["remark"], export.remark);
            assert_eq!(item["institutionBizId"], institution);
            let code = item["status"]["code"].as_str().unwrap().to_owned();
            assert_eq!(code, export.status.code());
            let download = sb
                .get_in(
                    &paths::fill(paths::EXPORT_DOWNLOAD, &[export.biz_id]),
                    &tenant,
                    institution,
                )
                .await;
            match code.as_str() {
                "READY" => {
                    assert!(item["readyAt"].is_string());
                    assert_eq!(download.status, 200);
                    let text = String::from_utf8(download.bytes.clone()).unwrap();
                    assert!(text.starts_with("biz_id,institution_biz_id,"), "{text}");
                    assert!(text.lines().count() > 1, "rows in the range");
                }
                "FAILED" => {
                    assert_eq!(item["failure"], export.failure.unwrap());
                    download.assert_error(400, INVALID);
                }
                _ => {
                    assert!(item["readyAt"].is_null() && item["failure"].is_null());
                    download.assert_error(400, INVALID);
                }
            }
            statuses.push(code);
        }
        statuses.sort();
        assert_eq!(statuses, ["FAILED", "PROCESSING", "READY"], "{institution}");
    }
}

#[tokio::test]
async fn formula_cells_are_neutralised_in_the_csv() {
    let sb = common::start_with(|c| c.export_delay = Duration::ZERO).await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    let arrive = sb
        .http
        .post(sb.url("/__sandbox/recharges/arrive"))
        .json(&json!({"institution": acme, "count": 4}))
        .send()
        .await
        .unwrap();
    let ids: Vec<String> = common::read(arrive)
        .await
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|id| id.as_str().unwrap().to_owned())
        .collect();
    let remarks = ["=HYPERLINK(\"http://x.test\")", "+1+2", "-3+4", "@SUM(A1)"];
    for (id, remark) in ids.iter().zip(remarks) {
        sb.post_in(
            &paths::fill(paths::RECHARGE_CONFIRM, &[id]),
            json!({"operatorRemark": remark}),
            &tenant,
            acme,
        )
        .await
        .ok();
    }
    let r = create(&sb, &tenant, acme, json!({"exportType": "RECHARGES"})).await;
    let id = r.ok()["bizId"].as_str().unwrap().to_owned();
    let csv = sb
        .get_in(&paths::fill(paths::EXPORT_DOWNLOAD, &[&id]), &tenant, acme)
        .await;
    assert_eq!(csv.status, 200);
    let text = String::from_utf8(csv.bytes.clone()).unwrap();
    for expected in [
        "\"'=HYPERLINK(\"\"http://x.test\"\")\"",
        ",'+1+2,",
        ",'-3+4,",
        ",'@SUM(A1),",
    ] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    for raw in [",=HYPERLINK", ",\"=HYPERLINK", ",+1+2", ",-3+4", ",@SUM"] {
        assert!(!text.contains(raw), "{raw} left as a formula");
    }
}

/// The generated CSV of `kind` for Acme: the header and the rows, split into cells (no cell of
/// these exports holds a comma).
async fn export_rows(sb: &Sandbox, tenant: &str, kind: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let acme = demo::INSTITUTION_ACME;
    let r = create(sb, tenant, acme, json!({"exportType": kind})).await;
    let id = r.ok()["bizId"].as_str().unwrap().to_owned();
    let csv = sb
        .get_in(&paths::fill(paths::EXPORT_DOWNLOAD, &[&id]), tenant, acme)
        .await;
    assert_eq!(csv.status, 200);
    let text = String::from_utf8(csv.bytes).unwrap();
    let mut lines = text
        .lines()
        .map(|l| l.split(',').map(str::to_owned).collect());
    let header: Vec<String> = lines.next().unwrap();
    (header, lines.collect())
}

fn column(header: &[String], name: &str) -> usize {
    header
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no {name} in {header:?}"))
}

#[tokio::test]
async fn amounts_are_plain_major_units_with_their_currency_beside() {
    let sb = common::start_with(|c| c.export_delay = Duration::ZERO).await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    let (header, rows) = export_rows(&sb, &tenant, "RECHARGES").await;
    let (id, amount, currency) = (
        column(&header, "biz_id"),
        column(&header, "amount"),
        column(&header, "amount_currency"),
    );
    assert_eq!(currency, amount + 1, "the currency is beside its amount");

    // The same recharges, oldest first as the file is, as the API gives them.
    let api = sb
        .get_in(
            &format!("{}?sort=createdAt,asc&size=100", paths::RECHARGES),
            &tenant,
            acme,
        )
        .await;
    let items = api.ok()["items"].as_array().unwrap().clone();
    assert!(items.len() > 10);
    let mut codes = std::collections::BTreeSet::new();
    for (row, item) in rows.iter().zip(&items) {
        assert_eq!(row[id], item["bizId"].as_str().unwrap());
        let code = item["currency"]["code"].as_str().unwrap();
        let minor = item["amount"].as_i64().unwrap();
        assert_eq!(row[currency], code);
        assert_eq!(
            row[amount],
            portal_api::recharges::plain_minor_units(minor, code)
        );
        codes.insert(code.to_owned());
    }
    for row in &rows {
        in_precision(&row[amount], &row[currency]);
    }
    assert!(codes.len() > 1, "several currencies: {codes:?}");

    let (header, rows) = export_rows(&sb, &tenant, "EXCHANGES").await;
    assert!(!rows.is_empty());
    for name in ["source_amount", "target_amount", "fee_amount"] {
        let at = column(&header, name);
        assert_eq!(header[at + 1], format!("{name}_currency"));
        for row in &rows {
            in_precision(&row[at], &row[at + 1]);
        }
    }
}

/// A plain decimal with exactly the currency's decimal places: no grouping, no symbol.
fn in_precision(text: &str, code: &str) {
    let places = portal_api::recharges::currency_exponent(code) as usize;
    assert_eq!(code.len(), 3, "a currency code: {code:?}");
    let fraction = text.split_once('.').map_or(0, |(_, f)| f.len());
    assert_eq!(fraction, places, "{text} in {code}");
    assert!(
        !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit() || b == b'.'),
        "{text}"
    );
}
