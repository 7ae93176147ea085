//! Exchange configuration: exchange fees and exchange rates listed (PG-B), created and updated,
//! their validation, unknown ids and tokens.

mod common;

use common::pg_b::{self, items, total};
use common::{Resp, Sandbox};
use portal_api::exchange_config::{ExchangeFee, ExchangeRate, ExternalProvider, RateSource};
use portal_api::paths;
use portal_sandbox::demo;
use serde_json::{json, Value};

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const NOT_FOUND: &str = "RESOURCE.NOT_FOUND";

fn fee_update_path(biz_id: &str) -> String {
    paths::fill(paths::EXCHANGE_FEE_UPDATE, &[biz_id])
}

fn rate_update_path(biz_id: &str) -> String {
    paths::fill(paths::EXCHANGE_RATE_UPDATE, &[biz_id])
}

/// A valid fee: GBP to JPY by bands, with limits.
fn new_fee() -> Value {
    json!({
        "sourceCurrency": 826,
        "targetCurrency": 392,
        "userFeeModel": 4,
        "userFeeFixedAmount": 0,
        "userFeeRate": "0",
        "userFeeBandsConfig": {"bands": [{"upTo": 100000, "feeRate": "0.0100"}, {"upTo": null, "feeRate": "0.0050"}]},
        "minAmount": 500,
        "maxAmount": 2000000
    })
}

/// A valid rate: GBP to JPY, quoted by the market feed.
fn new_rate() -> Value {
    json!({
        "sourceCurrency": 826,
        "targetCurrency": 392,
        "rateSource": 2,
        "fixedRate": "191.75",
        "externalProvider": 2
    })
}

fn with(mut body: Value, field: &str, value: Value) -> Value {
    body[field] = value;
    body
}

async fn post(sb: &Sandbox, token: &str, path: &str, body: Value) -> Resp {
    sb.post(path, body, Some(token)).await
}

#[tokio::test]
async fn fees_and_rates_are_listed_as_pg_b() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let fees = pg_b::page(&sb, paths::EXCHANGE_FEES, "size=4", &tenant).await;
    assert_eq!(total(&fees), demo::EXCHANGE_FEE_COUNT as u64);
    let fee = &items(&fees)[0];
    assert_eq!(fee["bizId"], "xfe_000001");
    assert_eq!(
        fee["sourceCurrency"],
        json!({"code": "USD", "value": 840, "label": "US Dollar"})
    );
    assert_eq!(fee["targetCurrency"]["code"], "EUR");
    assert_eq!(fee["userFeeModel"], 1);
    assert_eq!(fee["userFeeFixedAmount"], 100);
    assert_eq!(fee["userFeeRate"], "0.0050");
    assert!(fee["userFeeBandsConfig"].is_null());
    assert_eq!(
        (fee["minAmount"].as_i64(), fee["maxAmount"].as_i64()),
        (Some(1000), Some(5_000_000))
    );
    assert!(fee["createdAt"].as_str().unwrap().ends_with('Z'));
    assert_eq!(items(&fees)[3]["userFeeModel"], 4);
    assert!(items(&fees)[3]["userFeeBandsConfig"]["bands"].is_array());
    let typed: Vec<ExchangeFee> = serde_json::from_value(fees["items"].clone()).unwrap();
    assert_eq!(typed[1].user_fee_rate.as_ref().unwrap().as_str(), "0.0075");

    let rates = pg_b::page(&sb, paths::EXCHANGE_RATES, "size=3", &tenant).await;
    assert_eq!(total(&rates), demo::EXCHANGE_RATE_COUNT as u64);
    let rate = &items(&rates)[0];
    assert_eq!(rate["bizId"], "xrt_000001");
    assert_eq!(rate["fixedRate"], "0.92");
    assert_eq!(rate["rateSource"], 1);
    // Its currencies are the request's integers, which the typed record names.
    assert_eq!(
        (&rate["sourceCurrency"], &rate["targetCurrency"]),
        (&json!(840), &json!(978))
    );
    assert!(rate["externalProvider"].is_null());
    assert_eq!(items(&rates)[2]["rateSource"], 2);
    assert!(items(&rates)[2]["externalProvider"].is_i64());
    let typed: Vec<ExchangeRate> = serde_json::from_value(rates["items"].clone()).unwrap();
    assert!(typed.iter().all(|r| r.fixed_rate.is_some()));
    assert_eq!(typed[0].source_currency.as_ref().unwrap().code(), "USD");
    assert_eq!(typed[2].rate_source(), Some(RateSource::External));
    assert_eq!(
        typed[2].external_provider(),
        Some(ExternalProvider::CentralBank)
    );

    for (path, count) in [
        (paths::EXCHANGE_FEES, demo::EXCHANGE_FEE_COUNT),
        (paths::EXCHANGE_RATES, demo::EXCHANGE_RATE_COUNT),
    ] {
        pg_b::assert_paging(&sb, path, &tenant, count as u64).await;
    }
}

#[tokio::test]
async fn a_created_fee_is_listed_and_an_update_keeps_bands_and_limits() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let created = post(&sb, &admin, paths::EXCHANGE_FEES, new_fee())
        .await
        .ok()
        .clone();
    let id = created["bizId"].as_str().unwrap().to_owned();
    assert!(id.starts_with("xfe_"), "{id}");
    assert_eq!(created["sourceCurrency"]["code"], "GBP");
    assert_eq!(
        created["userFeeBandsConfig"],
        new_fee()["userFeeBandsConfig"]
    );
    let all = pg_b::all(&sb, paths::EXCHANGE_FEES, &admin).await;
    assert_eq!(all.len(), demo::EXCHANGE_FEE_COUNT + 1);
    assert_eq!(all.last(), Some(&created));

    let update = json!({
        "sourceCurrency": 826,
        "targetCurrency": 156,
        "userFeeModel": 3,
        "userFeeFixedAmount": 75,
        "userFeeRate": "0.0040"
    });
    let updated = post(&sb, &admin, &fee_update_path(&id), update)
        .await
        .ok()
        .clone();
    assert_eq!(updated["targetCurrency"]["code"], "CNY");
    assert_eq!(updated["userFeeModel"], 3);
    assert_eq!(updated["userFeeFixedAmount"], 75);
    assert_eq!(updated["userFeeRate"], "0.0040");
    for kept in [
        "bizId",
        "sourceCurrency",
        "userFeeBandsConfig",
        "minAmount",
        "maxAmount",
        "createdAt",
    ] {
        assert_eq!(updated[kept], created[kept], "{kept}");
    }
    let all = pg_b::all(&sb, paths::EXCHANGE_FEES, &admin).await;
    assert_eq!(all.last(), Some(&updated));

    // A seeded fee without bands cannot switch to the bands model: the update has no bands.
    let to_bands = json!({
        "sourceCurrency": 840, "targetCurrency": 978, "userFeeModel": 4,
        "userFeeFixedAmount": 0, "userFeeRate": "0"
    });
    post(
        &sb,
        &admin,
        &fee_update_path("xfe_000001"),
        to_bands.clone(),
    )
    .await
    .assert_error(400, INVALID);
    post(&sb, &admin, &fee_update_path(&id), to_bands)
        .await
        .ok();
}

#[tokio::test]
async fn invalid_fees_are_refused() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let fee = new_fee;
    for (why, body) in [
        ("exponent rate", with(fee(), "userFeeRate", json!("1e3"))),
        ("text rate", with(fee(), "userFeeRate", json!("abc"))),
        ("signed rate", with(fee(), "userFeeRate", json!("+0.1"))),
        ("numeric rate", with(fee(), "userFeeRate", json!(0.1))),
        ("rate above 1", with(fee(), "userFeeRate", json!("2"))),
        ("min above max", with(fee(), "minAmount", json!(2_000_001))),
        (
            "negative min",
            with(with(fee(), "minAmount", json!(-1)), "maxAmount", json!(5)),
        ),
        (
            "negative fixed fee",
            with(fee(), "userFeeFixedAmount", json!(-10)),
        ),
        ("same currencies", with(fee(), "targetCurrency", json!(826))),
        (
            "unknown currency",
            with(fee(), "sourceCurrency", json!(999)),
        ),
        ("unknown fee model", with(fee(), "userFeeModel", json!(9))),
        (
            "bands model, no bands",
            with(fee(), "userFeeBandsConfig", Value::Null),
        ),
        (
            "band rate 1e3",
            with(
                fee(),
                "userFeeBandsConfig",
                json!({"bands": [{"upTo": null, "feeRate": "1e3"}]}),
            ),
        ),
        (
            "falling bands",
            with(
                fee(),
                "userFeeBandsConfig",
                json!({"bands": [{"upTo": 500, "feeRate": "0.1"}, {"upTo": 100, "feeRate": "0.1"}, {"upTo": null, "feeRate": "0"}]}),
            ),
        ),
        (
            "bands not an object",
            with(fee(), "userFeeBandsConfig", json!("bands")),
        ),
        ("missing max", {
            let mut body = fee();
            body.as_object_mut().unwrap().remove("maxAmount");
            body
        }),
    ] {
        let r = post(&sb, &admin, paths::EXCHANGE_FEES, body).await;
        assert_eq!(r.status, 400, "{why}: {:?}", r.body);
        r.assert_error(400, INVALID);
    }
    let r = post(
        &sb,
        &admin,
        paths::EXCHANGE_FEES,
        with(fee(), "minAmount", json!(2_000_001)),
    )
    .await;
    assert!(
        r.body["message"].as_str().unwrap().contains("minAmount"),
        "{:?}",
        r.body
    );
    let equal = with(fee(), "minAmount", json!(2_000_000));
    post(&sb, &admin, paths::EXCHANGE_FEES, equal).await.ok();

    let update = json!({
        "sourceCurrency": 840, "targetCurrency": 978, "userFeeModel": 2,
        "userFeeFixedAmount": 0, "userFeeRate": "0.01"
    });
    for bad in [
        with(update.clone(), "userFeeRate", json!("1e3")),
        with(update.clone(), "userFeeRate", json!("abc")),
        with(update.clone(), "targetCurrency", json!(840)),
        with(update.clone(), "userFeeModel", json!(5)),
        json!({"userFeeRate": "0.01"}),
    ] {
        post(&sb, &admin, &fee_update_path("xfe_000001"), bad)
            .await
            .assert_error(400, INVALID);
    }
    for id in ["xfe_999999", "a%2Fb"] {
        let r = post(&sb, &admin, &fee_update_path(id), update.clone()).await;
        r.assert_error(404, NOT_FOUND);
        assert_eq!(r.body["message"], "Exchange fee not found");
    }
    let first = pg_b::page(&sb, paths::EXCHANGE_FEES, "size=1", &admin).await;
    assert_eq!(
        items(&first)[0]["userFeeRate"],
        "0.0050",
        "refused updates change nothing"
    );
}

#[tokio::test]
async fn a_created_rate_is_listed_and_an_update_keeps_the_provider() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let created = post(&sb, &admin, paths::EXCHANGE_RATES, new_rate())
        .await
        .ok()
        .clone();
    let id = created["bizId"].as_str().unwrap().to_owned();
    assert!(id.starts_with("xrt_"), "{id}");
    assert_eq!(created["fixedRate"], "191.75");
    assert_eq!(created["externalProvider"], 2);
    let all = pg_b::all(&sb, paths::EXCHANGE_RATES, &admin).await;
    assert_eq!(all.len(), demo::EXCHANGE_RATE_COUNT + 1);
    assert_eq!(all.last(), Some(&created));

    let to_fixed = json!({"sourceCurrency": 826, "targetCurrency": 392, "rateSource": 1, "fixedRate": "190.1"});
    let updated = post(&sb, &admin, &rate_update_path(&id), to_fixed)
        .await
        .ok()
        .clone();
    assert_eq!(updated["rateSource"], 1);
    assert_eq!(updated["fixedRate"], "190.1");
    for kept in [
        "bizId",
        "sourceCurrency",
        "targetCurrency",
        "externalProvider",
        "createdAt",
    ] {
        assert_eq!(updated[kept], created[kept], "{kept}");
    }
    // Back to external: the provider it kept quotes again.
    let to_external = json!({"sourceCurrency": 826, "targetCurrency": 392, "rateSource": 2, "fixedRate": "190.1"});
    let back = post(&sb, &admin, &rate_update_path(&id), to_external.clone()).await;
    assert_eq!(back.ok()["rateSource"], 2);
    assert_eq!(back.ok()["externalProvider"], 2);
    // A fixed seeded rate has no provider, so it cannot become external by update.
    let r = post(&sb, &admin, &rate_update_path("xrt_000001"), to_external).await;
    r.assert_error(400, INVALID);
    assert!(r.body["message"]
        .as_str()
        .unwrap()
        .contains("externalProvider"));
}

#[tokio::test]
async fn invalid_rates_are_refused() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let rate = new_rate;
    for (why, body) in [
        ("exponent rate", with(rate(), "fixedRate", json!("1e3"))),
        ("text rate", with(rate(), "fixedRate", json!("abc"))),
        ("negative rate", with(rate(), "fixedRate", json!("-1.2"))),
        ("zero rate", with(rate(), "fixedRate", json!("0.000"))),
        ("comma", with(rate(), "fixedRate", json!("1,5"))),
        ("numeric rate", with(rate(), "fixedRate", json!(1.5))),
        (
            "external without provider",
            with(rate(), "externalProvider", Value::Null),
        ),
        (
            "unknown provider",
            with(rate(), "externalProvider", json!(42)),
        ),
        ("unknown source", with(rate(), "rateSource", json!(3))),
        (
            "same currencies",
            with(rate(), "sourceCurrency", json!(392)),
        ),
        ("unknown currency", with(rate(), "targetCurrency", json!(1))),
    ] {
        let r = post(&sb, &admin, paths::EXCHANGE_RATES, body).await;
        assert_eq!(r.status, 400, "{why}: {:?}", r.body);
        r.assert_error(400, INVALID);
    }
    let fixed_without_provider = with(
        with(rate(), "rateSource", json!(1)),
        "externalProvider",
        Value::Null,
    );
    post(&sb, &admin, paths::EXCHANGE_RATES, fixed_without_provider)
        .await
        .ok();

    let update =
        json!({"sourceCurrency": 840, "targetCurrency": 978, "rateSource": 1, "fixedRate": "0.93"});
    for bad in [
        with(update.clone(), "fixedRate", json!("1e3")),
        with(update.clone(), "fixedRate", json!("abc")),
        with(update.clone(), "fixedRate", json!("0")),
        with(update.clone(), "rateSource", json!(0)),
        json!({"fixedRate": "0.93"}),
    ] {
        post(&sb, &admin, &rate_update_path("xrt_000001"), bad)
            .await
            .assert_error(400, INVALID);
    }
    let r = post(&sb, &admin, &rate_update_path("xrt_999999"), update.clone()).await;
    r.assert_error(404, NOT_FOUND);
    assert_eq!(r.body["message"], "Exchange rate not found");
    let r = post(&sb, &admin, &rate_update_path("xrt_000001"), update).await;
    assert_eq!(r.ok()["fixedRate"], "0.93");
}

#[tokio::test]
async fn every_exchange_config_endpoint_needs_a_token() {
    let sb = common::start().await;
    for path in [paths::EXCHANGE_FEES, paths::EXCHANGE_RATES] {
        sb.get(path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    for (path, body) in [
        (paths::EXCHANGE_FEES.to_owned(), new_fee()),
        (paths::EXCHANGE_RATES.to_owned(), new_rate()),
        (fee_update_path("xfe_000001"), new_fee()),
        (rate_update_path("xrt_000001"), new_rate()),
    ] {
        sb.post(&path, body, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    let admin = sb.admin().await;
    let fees = pg_b::page(&sb, paths::EXCHANGE_FEES, "size=1", &admin).await;
    assert_eq!(total(&fees), demo::EXCHANGE_FEE_COUNT as u64);
}
