//! Withdrawal channels: the list (PG-B) and its token.

mod common;

use common::pg_b::{self, items, total};
use portal_api::paths;
use portal_api::withdrawal_channels::WithdrawalChannel;
use portal_sandbox::demo;
use serde_json::json;

#[tokio::test]
async fn withdrawal_channels_are_listed_as_pg_b() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let data = pg_b::page(&sb, paths::WITHDRAWAL_CHANNELS, "size=3", &tenant).await;
    assert_eq!(total(&data), demo::WITHDRAWAL_CHANNEL_COUNT as u64);
    assert_eq!(
        pg_b::ids(&data),
        ["wch_bank_usd", "wch_card_usd", "wch_wallet_usd"]
    );
    let bank = &items(&data)[0];
    assert_eq!(bank["channelName"], "Bank payout USD");
    assert_eq!(
        bank["currency"],
        json!({"code": "USD", "value": 840, "label": "US Dollar"})
    );
    assert_eq!(bank["channelType"], 1);
    assert_eq!(bank["channelFeeModel"], 1);
    assert_eq!(bank["channelFeeFixedAmount"], 200);
    assert_eq!(bank["channelFeeRate"], "0");
    assert_eq!(
        (bank["minAmount"].as_i64(), bank["maxAmount"].as_i64()),
        (Some(1000), Some(10_000_000))
    );
    assert_eq!(bank["enabled"], true);
    assert_eq!(items(&data)[1]["channelFeeRate"], "0.0150");
    assert!(bank["createdAt"].as_str().unwrap().ends_with('Z'));

    let all = pg_b::all(&sb, paths::WITHDRAWAL_CHANNELS, &tenant).await;
    let typed: Vec<WithdrawalChannel> = serde_json::from_value(json!(all)).unwrap();
    let disabled: Vec<&str> = typed
        .iter()
        .filter(|c| c.kind.enabled == Some(false))
        .map(|c| c.biz_id.as_str())
        .collect();
    assert_eq!(disabled, ["wch_wallet_jpy", "wch_card_kwd"]);
    let jpy = typed.iter().find(|c| c.biz_id == "wch_bank_jpy").unwrap();
    assert_eq!(jpy.kind.min_amount, Some(1515), "yen have no minor unit");

    pg_b::assert_paging(
        &sb,
        paths::WITHDRAWAL_CHANNELS,
        &tenant,
        demo::WITHDRAWAL_CHANNEL_COUNT as u64,
    )
    .await;
}

#[tokio::test]
async fn withdrawal_channels_need_a_token() {
    let sb = common::start().await;
    sb.get(paths::WITHDRAWAL_CHANNELS, None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
}
