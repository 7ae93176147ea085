//! Countries and time zones.

mod common;

use portal_api::paths;

#[tokio::test]
async fn countries_are_the_iso_list() {
    let sb = common::start().await;
    let r = sb.get(paths::COUNTRIES, None).await;
    let list = r.ok().as_array().unwrap().clone();
    assert!(list.len() >= 249, "{}", list.len());
    let sg = list.iter().find(|c| c["code"] == "SG").expect("Singapore");
    assert_eq!(sg["alpha2Code"], "SG");
    assert_eq!(sg["alpha3Code"], "SGP");
    assert_eq!(sg["numericCode"], 702);
    assert_eq!(sg["phoneCode"], "+65");
    assert_eq!(sg["label"], "Singapore");
    assert!(sg["value"].is_i64());
    assert!(list
        .iter()
        .all(|c| c["phoneCode"].as_str().is_some_and(|p| p.starts_with('+'))));
    let values: std::collections::HashSet<_> =
        list.iter().map(|c| c["value"].as_i64().unwrap()).collect();
    assert_eq!(values.len(), list.len(), "values are unique");
}

#[tokio::test]
async fn timezones_are_iana_zones_with_offsets() {
    let sb = common::start().await;
    let r = sb.get(paths::TIMEZONES, None).await;
    let list = r.ok().as_array().unwrap().clone();
    assert!(list.len() >= 400, "{}", list.len());
    let offset = |zone: &str| {
        let t = list.iter().find(|t| t["code"] == zone).expect(zone);
        assert_eq!(t["zoneIdCode"], zone);
        assert_eq!(t["label"], zone);
        t["utcOffset"].as_str().unwrap().to_owned()
    };
    assert_eq!(offset("Asia/Singapore"), "UTC+8");
    assert_eq!(offset("Asia/Kolkata"), "UTC+5:30");
    assert_eq!(offset("America/Sao_Paulo"), "UTC-3");
    assert_eq!(offset("UTC"), "UTC+0");
}

#[tokio::test]
async fn constants_need_the_access_code_but_no_token() {
    let sb = common::start().await;
    sb.get_plain(paths::TIMEZONES)
        .await
        .assert_error(403, "ACCESS.PORTAL_CODE_INVALID");
    sb.get(paths::TIMEZONES, Some("garbage-token")).await.ok();
}
