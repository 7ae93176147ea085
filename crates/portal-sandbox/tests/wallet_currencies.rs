//! Wallet currencies: every pair, one currency's pairs and enabled ones, enable and disable.

mod common;

use common::Sandbox;
use portal_api::currency::CURRENCIES;
use portal_api::paths;
use portal_api::wallet_currencies::WalletCurrency;
use portal_api::wallet_type::WalletType;
use serde_json::json;

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";

async fn list(sb: &Sandbox, token: &str, path: &str) -> Vec<WalletCurrency> {
    let r = sb.get(path, Some(token)).await;
    serde_json::from_value(r.ok().clone()).expect("wallet currencies")
}

fn of(code: &str) -> String {
    paths::fill(paths::WALLET_CURRENCY, &[code])
}

fn enabled_of(code: &str) -> String {
    paths::fill(paths::WALLET_CURRENCY_ENABLED, &[code])
}

fn types(rows: &[WalletCurrency]) -> Vec<&str> {
    rows.iter()
        .map(|r| r.wallet_type.as_ref().unwrap().code())
        .collect()
}

#[tokio::test]
async fn every_wallet_type_and_currency_pair_is_listed() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let r = sb.get(paths::WALLET_CURRENCIES, Some(&tenant)).await;
    let first = &r.ok()[0];
    assert_eq!(
        first["walletType"],
        json!({"code": "PERSONAL", "value": 10030601, "label": "Personal wallet"})
    );
    assert_eq!(
        first["currency"],
        json!({"code": "USD", "value": 840, "label": "US Dollar"})
    );
    assert_eq!(first["bizId"], "wcy_personal_usd");
    assert!(first["enabled"].is_boolean() && first["createdAt"].is_string());
    let all = list(&sb, &tenant, paths::WALLET_CURRENCIES).await;
    assert_eq!(all.len(), WalletType::ALL.len() * CURRENCIES.len());
    let expected: Vec<&str> = WalletType::ALL
        .iter()
        .flat_map(|t| std::iter::repeat_n(t.code(), CURRENCIES.len()))
        .collect();
    assert_eq!(types(&all), expected, "by wallet type");
    assert!(all.iter().any(|r| r.enabled == Some(true)));
    assert!(all.iter().any(|r| r.enabled == Some(false)));
}

#[tokio::test]
async fn a_currency_code_lists_its_pairs_and_enabled_ones() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let usd = list(&sb, &admin, &of("USD")).await;
    assert_eq!(types(&usd), ["PERSONAL", "BUSINESS", "MERCHANT", "CARD"]);
    assert!(usd
        .iter()
        .all(|r| r.currency.as_ref().unwrap().code() == "USD"));
    assert_eq!(list(&sb, &admin, &of("usd")).await, usd, "either case");
    let jpy = list(&sb, &admin, &enabled_of("JPY")).await;
    assert_eq!(types(&jpy), ["BUSINESS"]);
    assert_eq!(jpy[0].enabled, Some(true));
    let chf = list(&sb, &admin, &enabled_of("CHF")).await;
    assert!(chf.is_empty(), "known but enabled nowhere");
    for code in ["XXX", "US", "840", "U D", "USDX"] {
        for path in [of(code), enabled_of(code)] {
            sb.get(&path, Some(&admin)).await.assert_error(400, INVALID);
        }
    }
}

#[tokio::test]
async fn disable_and_enable_round_trip() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let body = json!({"walletTypeValue": WalletType::Personal.value(), "currencyValue": 840});
    let enabled_usd = || async { types(&list(&sb, &admin, &enabled_of("USD")).await).join(",") };
    assert_eq!(enabled_usd().await, "PERSONAL,BUSINESS,MERCHANT,CARD");

    let r = sb
        .post(paths::WALLET_CURRENCY_DISABLE, body.clone(), Some(&admin))
        .await;
    assert_eq!(r.ok()["bizId"], "wcy_personal_usd");
    assert_eq!(r.ok()["enabled"], false);
    assert_eq!(enabled_usd().await, "BUSINESS,MERCHANT,CARD");
    let again = sb
        .post(paths::WALLET_CURRENCY_DISABLE, body.clone(), Some(&admin))
        .await;
    assert_eq!(again.ok()["enabled"], false, "disabling twice is harmless");

    let r = sb
        .post(paths::WALLET_CURRENCY_ENABLE, body, Some(&admin))
        .await;
    assert_eq!(r.ok()["enabled"], true);
    assert_eq!(enabled_usd().await, "PERSONAL,BUSINESS,MERCHANT,CARD");
    let listed = list(&sb, &admin, &of("USD")).await;
    let row = serde_json::to_value(&listed[0]).unwrap();
    assert_eq!(&row, r.ok());
}

#[tokio::test]
async fn unknown_values_are_refused() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    for path in [
        paths::WALLET_CURRENCY_ENABLE,
        paths::WALLET_CURRENCY_DISABLE,
    ] {
        for body in [
            json!({"walletTypeValue": 1, "currencyValue": 840}),
            json!({"walletTypeValue": 10030601, "currencyValue": 999}),
            json!({"walletTypeValue": 10030601, "currencyValue": "840"}),
            json!({"walletTypeValue": 10030601}),
            json!({}),
        ] {
            sb.post(path, body.clone(), Some(&admin))
                .await
                .assert_error(400, INVALID);
        }
    }
    let all = list(&sb, &admin, paths::WALLET_CURRENCIES).await;
    assert_eq!(
        all.len(),
        WalletType::ALL.len() * CURRENCIES.len(),
        "nothing added"
    );
}

#[tokio::test]
async fn every_wallet_currency_endpoint_needs_a_token() {
    let sb = common::start().await;
    for path in [
        paths::WALLET_CURRENCIES.to_owned(),
        of("USD"),
        enabled_of("USD"),
    ] {
        sb.get(&path, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
    let body = json!({"walletTypeValue": 10030601, "currencyValue": 840});
    for path in [
        paths::WALLET_CURRENCY_ENABLE,
        paths::WALLET_CURRENCY_DISABLE,
    ] {
        sb.post(path, body.clone(), None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }
}
