//! Tariff templates (list, record, create, update, delete, the single default) and wallet
//! tariffs (list, record, exists, workspace query, visibility).

mod common;

use common::Sandbox;
use portal_api::paths;
use portal_api::tariffs::{TariffTemplate, WalletTariff};
use portal_sandbox::demo;
use serde_json::{json, Value};

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

fn template_path(biz_id: &str) -> String {
    paths::fill(paths::TARIFF_TEMPLATE, &[biz_id])
}

fn gold(is_default: bool) -> Value {
    json!({
        "templateCode": "GOLD", "templateName": "Gold", "description": "For key accounts",
        "isDefault": is_default, "feeModel": 3, "feeFixedAmount": 25, "feeRate": "0.0010"
    })
}

async fn templates(sb: &Sandbox, token: &str) -> Vec<Value> {
    let r = sb.get(paths::TARIFF_TEMPLATES, Some(token)).await;
    r.ok().as_array().expect("array").clone()
}

async fn default_id(sb: &Sandbox, token: &str) -> Option<String> {
    let r = sb.get(paths::TARIFF_TEMPLATE_DEFAULT, Some(token)).await;
    if r.status == 404 {
        r.assert_error(404, NOT_FOUND);
        return None;
    }
    Some(r.ok()["bizId"].as_str().expect("bizId").to_owned())
}

fn defaults(list: &[Value]) -> Vec<&str> {
    list.iter()
        .filter(|t| t["isDefault"] == true)
        .map(|t| t["bizId"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn a_created_template_is_listed_and_readable() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let before = templates(&sb, &admin).await;
    assert_eq!(before.len(), demo::TARIFF_TEMPLATE_COUNT);
    assert_eq!(defaults(&before), [demo::TARIFF_TEMPLATE_STANDARD]);
    let parsed: Vec<TariffTemplate> = serde_json::from_value(json!(before)).unwrap();
    assert!(parsed
        .iter()
        .all(|t| t.fee_model().is_some() && t.fee_rate.is_some()));

    let r = sb
        .post(paths::TARIFF_TEMPLATE_CREATE, gold(false), Some(&admin))
        .await;
    let created = r.ok().clone();
    let id = created["bizId"].as_str().unwrap().to_owned();
    for (field, value) in gold(false).as_object().unwrap() {
        assert_eq!(&created[field], value, "{field}");
    }
    assert!(created["createdAt"].as_str().unwrap().ends_with('Z'));
    let after = templates(&sb, &admin).await;
    assert_eq!(after.len(), before.len() + 1);
    assert_eq!(
        after.last(),
        Some(&created),
        "listed last, in creation order"
    );
    let r = sb.get(&template_path(&id), Some(&admin)).await;
    assert_eq!(r.ok(), &created);
    assert_eq!(
        default_id(&sb, &admin).await.as_deref(),
        Some(demo::TARIFF_TEMPLATE_STANDARD)
    );
}

#[tokio::test]
async fn a_new_default_replaces_the_old_one() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let r = sb
        .post(paths::TARIFF_TEMPLATE_CREATE, gold(true), Some(&admin))
        .await;
    let gold_id = r.ok()["bizId"].as_str().unwrap().to_owned();
    assert_eq!(r.ok()["isDefault"], true);
    assert_eq!(default_id(&sb, &admin).await, Some(gold_id.clone()));
    assert_eq!(defaults(&templates(&sb, &admin).await), [gold_id.as_str()]);
    let standard = sb
        .get(&template_path(demo::TARIFF_TEMPLATE_STANDARD), Some(&admin))
        .await;
    assert_eq!(standard.ok()["isDefault"], false);

    // An update can make a template the default again.
    let body = json!({"bizId": demo::TARIFF_TEMPLATE_STANDARD, "isDefault": true});
    let r = sb
        .post(paths::TARIFF_TEMPLATE_UPDATE, body, Some(&admin))
        .await;
    assert_eq!(r.ok()["isDefault"], true);
    assert_eq!(
        default_id(&sb, &admin).await.as_deref(),
        Some(demo::TARIFF_TEMPLATE_STANDARD)
    );
    assert_eq!(
        defaults(&templates(&sb, &admin).await),
        [demo::TARIFF_TEMPLATE_STANDARD]
    );
}

#[tokio::test]
async fn without_a_default_the_default_is_not_found() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    assert!(default_id(&sb, &admin).await.is_some());
    // Clearing the flag on the default leaves none.
    let body = json!({"bizId": demo::TARIFF_TEMPLATE_STANDARD, "isDefault": false});
    let r = sb
        .post(paths::TARIFF_TEMPLATE_UPDATE, body, Some(&admin))
        .await;
    assert_eq!(r.ok()["isDefault"], false);
    assert_eq!(default_id(&sb, &admin).await, None);
    assert!(defaults(&templates(&sb, &admin).await).is_empty());

    let r = sb
        .post(paths::TARIFF_TEMPLATE_CREATE, gold(true), Some(&admin))
        .await;
    let gold_id = r.ok()["bizId"].as_str().unwrap().to_owned();
    assert_eq!(default_id(&sb, &admin).await, Some(gold_id.clone()));
    // Deleting the default leaves none either.
    sb.post(
        paths::TARIFF_TEMPLATE_DELETE,
        json!({"bizId": gold_id}),
        Some(&admin),
    )
    .await
    .ok();
    assert_eq!(default_id(&sb, &admin).await, None);
}

#[tokio::test]
async fn a_deleted_template_is_gone_and_wallets_keep_their_terms() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let wallet_path = paths::fill(paths::WALLET_TARIFF, &[demo::WALLET_ACME_OPERATING]);
    let before = sb.get(&wallet_path, Some(&admin)).await.ok().clone();
    assert_eq!(before["templateBizId"], demo::TARIFF_TEMPLATE_STANDARD);

    let body = json!({"bizId": demo::TARIFF_TEMPLATE_STANDARD});
    let r = sb
        .post(paths::TARIFF_TEMPLATE_DELETE, body.clone(), Some(&admin))
        .await;
    assert_eq!(r.ok()["bizId"], demo::TARIFF_TEMPLATE_STANDARD);
    assert_eq!(r.ok()["templateCode"], "STANDARD");
    sb.get(&template_path(demo::TARIFF_TEMPLATE_STANDARD), Some(&admin))
        .await
        .assert_error(404, NOT_FOUND);
    sb.post(paths::TARIFF_TEMPLATE_DELETE, body, Some(&admin))
        .await
        .assert_error(404, NOT_FOUND);
    assert_eq!(
        templates(&sb, &admin).await.len(),
        demo::TARIFF_TEMPLATE_COUNT - 1
    );

    let after = sb.get(&wallet_path, Some(&admin)).await.ok().clone();
    assert!(after["templateBizId"].is_null());
    for field in ["feeModel", "feeFixedAmount", "feeRate", "walletBizId"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    // The code is free again.
    let mut again = gold(false);
    again["templateCode"] = json!("standard");
    sb.post(paths::TARIFF_TEMPLATE_CREATE, again, Some(&admin))
        .await
        .ok();
}

#[tokio::test]
async fn an_update_changes_only_what_it_names() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let path = template_path("tpl_premium");
    let before = sb.get(&path, Some(&admin)).await.ok().clone();
    let body = json!({"bizId": "tpl_premium", "templateName": "  Premium Plus "});
    let r = sb
        .post(paths::TARIFF_TEMPLATE_UPDATE, body, Some(&admin))
        .await;
    let updated = r.ok().clone();
    assert_eq!(updated["templateName"], "Premium Plus");
    for (field, value) in before.as_object().unwrap() {
        if field != "templateName" && field != "updatedAt" {
            assert_eq!(&updated[field], value, "{field}");
        }
    }
    assert!(updated["updatedAt"].as_str() > before["updatedAt"].as_str());
    assert_eq!(sb.get(&path, Some(&admin)).await.ok(), &updated);

    let unknown = json!({"bizId": "tpl_nowhere", "templateName": "X"});
    sb.post(paths::TARIFF_TEMPLATE_UPDATE, unknown, Some(&admin))
        .await
        .assert_error(404, NOT_FOUND);
    for body in [
        json!({"bizId": "tpl_premium"}),
        json!({"bizId": "tpl_premium", "templateName": " "}),
        json!({"bizId": "tpl_premium", "feeFixedAmount": -1}),
        json!({"bizId": "tpl_premium", "feeModel": 4}),
        json!({"bizId": "tpl_premium", "feeRate": "2"}),
        json!({"bizId": "", "templateName": "X"}),
        json!({"templateName": "X"}),
    ] {
        sb.post(paths::TARIFF_TEMPLATE_UPDATE, body.clone(), Some(&admin))
            .await
            .assert_error(400, INVALID);
    }
    assert_eq!(
        sb.get(&path, Some(&admin)).await.ok(),
        &updated,
        "unchanged"
    );
}

#[tokio::test]
async fn invalid_templates_are_refused() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let with = |field: &str, value: Value| {
        let mut body = gold(false);
        body[field] = value;
        body
    };
    let mut missing = gold(false);
    missing.as_object_mut().unwrap().remove("feeRate");
    for body in [
        with("templateCode", json!("")),
        with("templateCode", json!("GOLD PLAN")),
        with("templateCode", json!("C".repeat(33))),
        with("templateCode", json!("standard")),
        with("templateName", json!("  ")),
        with("templateName", json!("n".repeat(129))),
        with("description", json!("d".repeat(501))),
        with("feeModel", json!(9)),
        with("feeModel", json!(4)),
        with("feeFixedAmount", json!(-1)),
        with("feeRate", json!("1.5")),
        with("feeRate", json!("abc")),
        with("feeRate", json!(0.5)),
        with("isDefault", json!("yes")),
        missing,
    ] {
        let r = sb
            .post(paths::TARIFF_TEMPLATE_CREATE, body.clone(), Some(&admin))
            .await;
        r.assert_error(400, INVALID);
    }
    assert_eq!(
        templates(&sb, &admin).await.len(),
        demo::TARIFF_TEMPLATE_COUNT
    );
    for id in ["tpl_nowhere", "x%20y"] {
        sb.get(&template_path(id), Some(&admin))
            .await
            .assert_error(404, NOT_FOUND);
    }
    sb.post(
        paths::TARIFF_TEMPLATE_DELETE,
        json!({"bizId": " "}),
        Some(&admin),
    )
    .await
    .assert_error(400, INVALID);
}

async fn wallet_tariffs(sb: &Sandbox, token: &str, workspace: Option<&str>) -> Vec<Value> {
    let r = match workspace {
        None => sb.get(paths::WALLET_TARIFFS, Some(token)).await,
        Some(w) => sb.get_in(paths::WALLET_TARIFFS, token, w).await,
    };
    r.ok().as_array().expect("array").clone()
}

fn workspaces(list: &[Value]) -> Vec<&str> {
    let mut seen: Vec<&str> = list
        .iter()
        .map(|t| t["workspaceBizId"].as_str().unwrap())
        .collect();
    seen.dedup();
    seen
}

#[tokio::test]
async fn wallet_tariffs_follow_the_workspace() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let all = wallet_tariffs(&sb, &admin, None).await;
    assert_eq!(all.len(), 7);
    assert_eq!(
        workspaces(&all),
        [
            demo::INSTITUTION_ACME,
            demo::INSTITUTION_GLOBEX,
            demo::INSTITUTION_HOOLI
        ]
    );
    let parsed: Vec<WalletTariff> = serde_json::from_value(json!(all)).unwrap();
    let operating = &parsed[0];
    assert_eq!(
        operating.wallet_biz_id.as_deref(),
        Some(demo::WALLET_ACME_OPERATING)
    );
    assert_eq!(operating.wallet_type.as_ref().unwrap().code(), "BUSINESS");
    assert_eq!(operating.currency.as_ref().unwrap().code(), "USD");
    assert_eq!(operating.fee_rate.as_ref().unwrap().as_str(), "0.0050");
    assert!(operating.other["createdAt"].is_string());

    let mine = wallet_tariffs(&sb, &tenant, None).await;
    assert_eq!(
        workspaces(&mine),
        [demo::INSTITUTION_ACME, demo::INSTITUTION_GLOBEX]
    );
    let acme = wallet_tariffs(&sb, &tenant, Some(demo::INSTITUTION_ACME)).await;
    assert_eq!(workspaces(&acme), [demo::INSTITUTION_ACME]);
    assert_eq!(acme.len(), 3);
    sb.get_in(paths::WALLET_TARIFFS, &tenant, demo::INSTITUTION_HOOLI)
        .await
        .assert_error(404, NOT_FOUND);

    let query = |workspace: &str| json!({"targetWorkspaceBizId": workspace});
    let r = sb
        .post(
            paths::WALLET_TARIFFS_WORKSPACE_QUERY,
            query(demo::INSTITUTION_ACME),
            Some(&admin),
        )
        .await;
    assert_eq!(r.ok(), &json!(acme));
    for (token, workspace) in [
        (&tenant, demo::INSTITUTION_HOOLI),
        (&admin, "ins_nowhere"),
        (&admin, demo::INSTITUTION_INITECH),
    ] {
        let r = sb
            .post(
                paths::WALLET_TARIFFS_WORKSPACE_QUERY,
                query(workspace),
                Some(token),
            )
            .await;
        assert_eq!(r.ok(), &json!([]), "{workspace}");
    }
    for body in [query(""), query(&"w".repeat(65)), json!({})] {
        sb.post(paths::WALLET_TARIFFS_WORKSPACE_QUERY, body, Some(&admin))
            .await
            .assert_error(400, INVALID);
    }
}

#[tokio::test]
async fn one_wallet_tariff_and_whether_it_exists() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let record = |wallet: &str| paths::fill(paths::WALLET_TARIFF, &[wallet]);
    let exists = |wallet: &str| paths::fill(paths::WALLET_TARIFF_EXISTS, &[wallet]);

    let r = sb
        .get(&record(demo::WALLET_ACME_OPERATING), Some(&tenant))
        .await;
    assert_eq!(r.ok()["walletBizId"], demo::WALLET_ACME_OPERATING);
    assert_eq!(r.ok()["workspaceBizId"], demo::INSTITUTION_ACME);
    let listed = wallet_tariffs(&sb, &tenant, None).await;
    assert_eq!(Some(r.ok()), listed.first());
    let r = sb
        .get(&exists(demo::WALLET_ACME_OPERATING), Some(&tenant))
        .await;
    assert_eq!(r.ok(), &json!(true));

    for wallet in [demo::WALLET_ACME_CARD, "wal_nowhere"] {
        sb.get(&record(wallet), Some(&admin))
            .await
            .assert_error(404, NOT_FOUND);
        let r = sb.get(&exists(wallet), Some(&admin)).await;
        assert_eq!(r.ok(), &json!(false), "{wallet}");
    }
    // Another workspace's wallet is not visible to a tenant.
    let hooli = "wal_hooli_main_kwd";
    assert_eq!(
        sb.get(&exists(hooli), Some(&admin)).await.ok(),
        &json!(true)
    );
    assert_eq!(
        sb.get(&exists(hooli), Some(&tenant)).await.ok(),
        &json!(false)
    );
    sb.get(&record(hooli), Some(&tenant))
        .await
        .assert_error(404, NOT_FOUND);
}

#[tokio::test]
async fn every_tariff_endpoint_needs_a_token() {
    let sb = common::start().await;
    let wallet = demo::WALLET_ACME_OPERATING;
    for path in [
        paths::TARIFF_TEMPLATES.to_owned(),
        paths::TARIFF_TEMPLATE_DEFAULT.to_owned(),
        template_path(demo::TARIFF_TEMPLATE_STANDARD),
        paths::WALLET_TARIFFS.to_owned(),
        paths::fill(paths::WALLET_TARIFF, &[wallet]),
        paths::fill(paths::WALLET_TARIFF_EXISTS, &[wallet]),
    ] {
        sb.get(&path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    let by_id = json!({"bizId": demo::TARIFF_TEMPLATE_STANDARD, "templateName": "X"});
    for (path, body) in [
        (paths::TARIFF_TEMPLATE_CREATE, gold(false)),
        (paths::TARIFF_TEMPLATE_UPDATE, by_id.clone()),
        (paths::TARIFF_TEMPLATE_DELETE, by_id),
        (
            paths::WALLET_TARIFFS_WORKSPACE_QUERY,
            json!({"targetWorkspaceBizId": demo::INSTITUTION_ACME}),
        ),
    ] {
        sb.post(path, body, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
}
