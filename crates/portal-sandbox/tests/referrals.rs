//! Referral codes and referrals: PG-C pages, one record, visibility and not-found codes.

mod common;

use portal_api::paths;
use portal_sandbox::demo;
use serde_json::json;

const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

#[tokio::test]
async fn codes_and_referrals_page_as_pg_c() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let codes_total = demo::REFERRAL_CODES_PER_WORKSPACE * 2;
    let r = sb
        .post(
            paths::REFERRAL_CODES_QUERY,
            json!({"page": 0, "size": 20}),
            Some(&admin),
        )
        .await;
    let data = r.ok();
    assert_eq!(
        (
            data["total"].as_u64(),
            data["page"].as_u64(),
            data["size"].as_u64()
        ),
        (Some(codes_total as u64), Some(0), Some(20))
    );
    assert_eq!(data["items"].as_array().unwrap().len(), 20);
    let last = sb
        .post(
            paths::REFERRAL_CODES_QUERY,
            json!({"page": 2, "size": 20}),
            Some(&admin),
        )
        .await;
    assert_eq!(
        last.ok()["items"].as_array().unwrap().len(),
        codes_total - 40
    );
    let beyond = sb
        .post(
            paths::REFERRAL_CODES_QUERY,
            json!({"page": 9}),
            Some(&admin),
        )
        .await;
    assert_eq!(beyond.ok()["items"], json!([]));
    assert_eq!(beyond.ok()["total"], codes_total);

    let refs = sb
        .post(paths::REFERRALS_QUERY, json!({"size": 500}), Some(&admin))
        .await;
    assert_eq!(refs.ok()["size"], 100);
    assert_eq!(refs.ok()["total"], demo::REFERRALS_PER_WORKSPACE * 2);
    let first = &refs.ok()["items"][0];
    for field in ["bizId", "referralCodeBizId", "code", "status", "createdAt"] {
        assert!(!first[field].is_null(), "{field} in {first}");
    }
    let defaults = sb
        .post(paths::REFERRALS_QUERY, json!({}), Some(&admin))
        .await;
    assert_eq!(
        (
            defaults.ok()["page"].as_u64(),
            defaults.ok()["size"].as_u64()
        ),
        (Some(0), Some(20))
    );
}

#[tokio::test]
async fn records_are_found_by_id_within_the_callers_workspaces() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    let page = sb
        .post_in(
            paths::REFERRAL_CODES_QUERY,
            json!({"size": 100}),
            &tenant,
            acme,
        )
        .await;
    let items = page.ok()["items"].as_array().unwrap().clone();
    assert_eq!(
        items.len(),
        demo::REFERRAL_CODES_PER_WORKSPACE,
        "Acme's only"
    );
    assert!(items
        .iter()
        .all(|i| i["institutionBizId"] == demo::INSTITUTION_ACME));
    let acme_code = demo::referral_code_biz_id(0, 1);
    let r = sb
        .get_in(
            &paths::fill(paths::REFERRAL_CODE, &[&acme_code]),
            &tenant,
            acme,
        )
        .await;
    assert_eq!(r.ok()["code"], "ACME-001");
    let globex_code = demo::referral_code_biz_id(1, 1);
    sb.get_in(
        &paths::fill(paths::REFERRAL_CODE, &[&globex_code]),
        &tenant,
        acme,
    )
    .await
    .assert_error(404, NOT_FOUND);
    let all = sb
        .post(paths::REFERRALS_QUERY, json!({"size": 100}), Some(&tenant))
        .await;
    assert_eq!(
        all.ok()["total"],
        demo::REFERRALS_PER_WORKSPACE * 2,
        "Acme's and Globex's"
    );
    let referral = demo::referral_biz_id(0, 3);
    let r = sb
        .get(&paths::fill(paths::REFERRAL, &[&referral]), Some(&tenant))
        .await;
    assert_eq!(
        r.ok()["referralCodeBizId"],
        demo::referral_code_biz_id(0, 4)
    );
    sb.get(&paths::fill(paths::REFERRAL, &["rfl_nope"]), Some(&tenant))
        .await
        .assert_error(404, NOT_FOUND);
}

#[tokio::test]
async fn queries_need_a_token_and_refuse_negative_pages() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    for path in [paths::REFERRAL_CODES_QUERY, paths::REFERRALS_QUERY] {
        sb.post(path, json!({}), None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
        sb.post(path, json!({"page": -1}), Some(&admin))
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
    sb.get(&paths::fill(paths::REFERRAL, &["rfl_x"]), None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
}
