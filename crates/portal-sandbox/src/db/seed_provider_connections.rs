//! The demo provider connections and their cards, virtual accounts, handles and transactions.

use rusqlite::Connection;
use serde_json::{json, Value};

use super::provider_connections::{self, Kind};
use crate::clock::iso;
use crate::demo;

const HOUR_MS: i64 = 60 * 60 * 1000;

/// (connection, institution, provider name, status, currencies, card holder).
type ConnectionSeed = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    [&'static str; 2],
    &'static str,
);

const CONNECTIONS: [ConnectionSeed; 3] = [
    (
        demo::PARTNER_CONNECTION_ACME,
        demo::INSTITUTION_ACME,
        "Card issuing partner",
        "ACTIVE",
        ["USD", "EUR"],
        "Li Wei",
    ),
    (
        demo::PARTNER_CONNECTION_GLOBEX,
        demo::INSTITUTION_GLOBEX,
        "Issuing partner (Globex)",
        "SUSPENDED",
        ["SGD", "USD"],
        "Nur Aisyah",
    ),
    (
        demo::PARTNER_CONNECTION_HOOLI,
        demo::INSTITUTION_HOOLI,
        "Payments partner (onboarding)",
        "PENDING",
        ["JPY", "USD"],
        "Sato Haruka",
    ),
];

const CARD_STATUSES: [&str; 3] = ["ACTIVE", "FROZEN", "CANCELLED"];
const TRANSACTION_STATUSES: [&str; 4] = ["SETTLED", "SETTLED", "PENDING", "FAILED"];
const TRANSACTION_TYPES: [&str; 3] = ["CARD_PAYMENT", "TRANSFER_IN", "REFUND"];

/// The short name used in ids: `pcn_acme_cards` → `acme`.
fn short(connection: &str) -> &str {
    connection
        .trim_start_matches("pcn_")
        .split('_')
        .next()
        .unwrap_or(connection)
}

/// Writes the demo records.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    for (c, (id, institution, provider, status, currencies, holder)) in
        CONNECTIONS.iter().enumerate()
    {
        let at = |hours: i64| iso(now - (c as i64 * 200 + hours) * HOUR_MS);
        let name = short(id);
        let save = |kind, body: Value| provider_connections::save(conn, kind, id, &body);
        save(
            Kind::Connection,
            json!({"bizId": id, "institutionBizId": institution, "providerName": provider,
                "status": status, "createdAt": at(900), "updatedAt": at(100)}),
        )?;
        for (n, card_status) in CARD_STATUSES.iter().enumerate() {
            save(
                Kind::Card,
                json!({"bizId": format!("card_{name}_{:04}", n + 1), "connectionBizId": id,
                    "cardholderName": holder, "brand": "VISA",
                    "last4": format!("{:04}", 4242 + n * 1111), "expiry": "2029-08",
                    "currency": currencies[n % 2], "status": card_status,
                    "createdAt": at(800 - n as i64), "updatedAt": at(50 + n as i64)}),
            )?;
        }
        for (n, currency) in currencies.iter().enumerate() {
            save(
                Kind::VirtualAccount,
                json!({"bizId": format!("va_{name}_{}", currency.to_lowercase()),
                    "connectionBizId": id, "accountName": format!("{provider} {currency}"),
                    "accountNumber": format!("8800{:06}", 1234 + n * 4321 + c * 17),
                    "bankName": "Sandbox Settlement Bank", "currency": currency,
                    "status": "ACTIVE", "balance": 1_250_000 - n as i64 * 480_000,
                    "createdAt": at(700 - n as i64)}),
            )?;
        }
        for (n, (kind, value)) in [("PAYNOW", "+65 8123 4567"), ("EMAIL", "pay@example.test")]
            .iter()
            .enumerate()
        {
            save(
                Kind::Handle,
                json!({"bizId": format!("ph_{name}_{}", kind.to_lowercase()),
                    "connectionBizId": id, "handleType": kind, "handleValue": value,
                    "currency": currencies[n % 2], "status": "ACTIVE",
                    "createdAt": at(600 - n as i64)}),
            )?;
        }
        for n in 0..demo::PARTNER_TRANSACTIONS_PER_CONNECTION {
            let amount = 1_500 + (n as i64 * 7_919 + c as i64 * 313) % 90_000;
            save(
                Kind::Transaction,
                json!({"bizId": format!("ptx_{name}_{:04}", n + 1), "connectionBizId": id,
                    "type": TRANSACTION_TYPES[n % 3], "amount": amount,
                    "currency": currencies[n % 2],
                    "status": TRANSACTION_STATUSES[n % 4],
                    "cardBizId": format!("card_{name}_{:04}", n % 2 + 1),
                    "reference": format!("REF-{}-{:05}", name.to_uppercase(), 1000 + n * 37),
                    "createdAt": at(48 * n as i64)}),
            )?;
        }
    }
    Ok(())
}
