//! Exchange fees: what exchanging between one currency pair costs, and its amount limits.

use rusqlite::{named_params, Connection, Row};

use super::table;

/// One exchange fee as stored.
#[derive(Debug, Clone)]
pub struct ExchangeFeeRow {
    /// Business id.
    pub biz_id: String,
    /// ISO 4217 numeric value sold.
    pub source_currency: i64,
    /// ISO 4217 numeric value bought.
    pub target_currency: i64,
    /// `FeeModel` value.
    pub fee_model: i64,
    /// Fixed fee, minor units of the source currency.
    pub fee_fixed_amount: i64,
    /// Fee rate, a decimal string.
    pub fee_rate: String,
    /// Fee bands, JSON text.
    pub bands_config: Option<String>,
    /// Smallest amount, minor units of the source currency.
    pub min_amount: i64,
    /// Largest amount, minor units of the source currency.
    pub max_amount: i64,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

const COLUMNS: &str = "biz_id, source_currency, target_currency, fee_model, fee_fixed_amount, \
    fee_rate, bands_config, min_amount, max_amount, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<ExchangeFeeRow> {
    Ok(ExchangeFeeRow {
        biz_id: r.get("biz_id")?,
        source_currency: r.get("source_currency")?,
        target_currency: r.get("target_currency")?,
        fee_model: r.get("fee_model")?,
        fee_fixed_amount: r.get("fee_fixed_amount")?,
        fee_rate: r.get("fee_rate")?,
        bands_config: r.get("bands_config")?,
        min_amount: r.get("min_amount")?,
        max_amount: r.get("max_amount")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// Inserts a new fee.
pub fn insert(conn: &Connection, f: &ExchangeFeeRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "exchange_fees",
        named_params! {
            ":biz_id": f.biz_id,
            ":source_currency": f.source_currency,
            ":target_currency": f.target_currency,
            ":fee_model": f.fee_model,
            ":fee_fixed_amount": f.fee_fixed_amount,
            ":fee_rate": f.fee_rate,
            ":bands_config": f.bands_config,
            ":min_amount": f.min_amount,
            ":max_amount": f.max_amount,
            ":created_at": f.created_at,
            ":updated_at": f.updated_at,
        },
    )
}

/// One page of fees in creation order, and the total count.
pub fn list(
    conn: &Connection,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<ExchangeFeeRow>, u64)> {
    table::in_creation_order(conn, "exchange_fees", COLUMNS, offset, limit, from_row)
}

/// The fee with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<ExchangeFeeRow>> {
    table::by_biz_id(conn, "exchange_fees", COLUMNS, biz_id, from_row)
}

/// Writes the fields an update changes: pair, model, fixed amount, rate, update time.
pub fn update(conn: &Connection, f: &ExchangeFeeRow) -> rusqlite::Result<()> {
    table::update(
        conn,
        "exchange_fees",
        &f.biz_id,
        named_params! {
            ":source_currency": f.source_currency,
            ":target_currency": f.target_currency,
            ":fee_model": f.fee_model,
            ":fee_fixed_amount": f.fee_fixed_amount,
            ":fee_rate": f.fee_rate,
            ":updated_at": f.updated_at,
        },
    )?;
    Ok(())
}
