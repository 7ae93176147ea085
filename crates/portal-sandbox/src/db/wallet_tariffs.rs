//! Wallet tariffs: the fee terms of one wallet, copied from a template, seen by workspace.

use rusqlite::types::Value;
use rusqlite::{named_params, params_from_iter, Connection, Row};

use super::scope::{Conditions, Scope};
use super::table;
use super::tariff_templates::TemplateRow;
use super::wallets::{self, WalletRow};

/// One wallet's tariff, with its wallet.
#[derive(Debug, Clone)]
pub struct WalletTariffRow {
    /// The tariff's business id.
    pub biz_id: String,
    /// The wallet.
    pub wallet: WalletRow,
    /// The template the terms were copied from; `None` once it is deleted.
    pub template_biz_id: Option<String>,
    /// Fee model value.
    pub fee_model: i64,
    /// Fixed fee in minor units of the wallet's currency.
    pub fee_fixed_amount: i64,
    /// Fee rate, a decimal string.
    pub fee_rate: String,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

const SELECT: &str = "SELECT t.biz_id, t.template_biz_id, t.fee_model, t.fee_fixed_amount, \
    t.fee_rate, t.created_at, t.updated_at";
const FROM: &str = " FROM wallet_tariffs t JOIN wallets w ON w.biz_id = t.wallet_biz_id";
const WORKSPACE: &str = "w.institution_biz_id";

fn from_row(r: &Row<'_>) -> rusqlite::Result<WalletTariffRow> {
    Ok(WalletTariffRow {
        biz_id: r.get("biz_id")?,
        template_biz_id: r.get("template_biz_id")?,
        fee_model: r.get("fee_model")?,
        fee_fixed_amount: r.get("fee_fixed_amount")?,
        fee_rate: r.get("fee_rate")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
        wallet: wallets::from_row(r)?,
    })
}

fn query(conn: &Connection, conditions: &Conditions) -> rusqlite::Result<Vec<WalletTariffRow>> {
    let mut stmt = conn.prepare(&format!(
        "{SELECT}, {}{FROM}{} ORDER BY w.seq",
        wallets::COLUMNS,
        conditions.where_sql()
    ))?;
    let rows = stmt.query_map(params_from_iter(conditions.args()), from_row)?;
    rows.collect()
}

/// The tariffs of the wallets `scope` shows, of one workspace when `workspace` is given, in
/// the wallets' creation order.
pub fn list(
    conn: &Connection,
    scope: &Scope,
    workspace: Option<&str>,
) -> rusqlite::Result<Vec<WalletTariffRow>> {
    let mut conditions = Conditions::visible_to(scope, WORKSPACE);
    if let Some(workspace) = workspace {
        conditions.and(
            format!("{WORKSPACE} = ?"),
            [Value::Text(workspace.to_owned())],
        );
    }
    query(conn, &conditions)
}

/// The tariff of `wallet`, if the wallet has one and `scope` shows it.
pub fn of_wallet(
    conn: &Connection,
    scope: &Scope,
    wallet: &str,
) -> rusqlite::Result<Option<WalletTariffRow>> {
    let mut conditions = Conditions::visible_to(scope, WORKSPACE);
    conditions.and("w.biz_id = ?", [Value::Text(wallet.to_owned())]);
    Ok(query(conn, &conditions)?.pop())
}

/// Gives `wallet` a tariff with `template`'s terms.
pub fn insert_from(
    conn: &Connection,
    biz_id: &str,
    wallet: &str,
    template: &TemplateRow,
    at: i64,
) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "wallet_tariffs",
        named_params! {
            ":biz_id": biz_id,
            ":wallet_biz_id": wallet,
            ":template_biz_id": template.biz_id,
            ":fee_model": template.fee_model,
            ":fee_fixed_amount": template.fee_fixed_amount,
            ":fee_rate": template.fee_rate,
            ":created_at": at,
            ":updated_at": at,
        },
    )
}
