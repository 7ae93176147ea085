//! Exchange rates: the rate of one currency pair, fixed or quoted by an external provider.

use rusqlite::{named_params, Connection, Row};

use super::table;

/// One exchange rate as stored.
#[derive(Debug, Clone)]
pub struct ExchangeRateRow {
    /// Business id.
    pub biz_id: String,
    /// ISO 4217 numeric value sold.
    pub source_currency: i64,
    /// ISO 4217 numeric value bought.
    pub target_currency: i64,
    /// `RateSource` value.
    pub rate_source: i64,
    /// The fixed (or fallback) rate, a decimal string.
    pub fixed_rate: String,
    /// `ExternalProvider` value.
    pub external_provider: Option<i64>,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

const COLUMNS: &str = "biz_id, source_currency, target_currency, rate_source, fixed_rate, \
    external_provider, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<ExchangeRateRow> {
    Ok(ExchangeRateRow {
        biz_id: r.get("biz_id")?,
        source_currency: r.get("source_currency")?,
        target_currency: r.get("target_currency")?,
        rate_source: r.get("rate_source")?,
        fixed_rate: r.get("fixed_rate")?,
        external_provider: r.get("external_provider")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// Inserts a new rate.
pub fn insert(conn: &Connection, r: &ExchangeRateRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "exchange_rates",
        named_params! {
            ":biz_id": r.biz_id,
            ":source_currency": r.source_currency,
            ":target_currency": r.target_currency,
            ":rate_source": r.rate_source,
            ":fixed_rate": r.fixed_rate,
            ":external_provider": r.external_provider,
            ":created_at": r.created_at,
            ":updated_at": r.updated_at,
        },
    )
}

/// One page of rates in creation order, and the total count.
pub fn list(
    conn: &Connection,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<ExchangeRateRow>, u64)> {
    table::in_creation_order(conn, "exchange_rates", COLUMNS, offset, limit, from_row)
}

/// The rate with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<ExchangeRateRow>> {
    table::by_biz_id(conn, "exchange_rates", COLUMNS, biz_id, from_row)
}

/// Writes the fields an update changes: pair, source, rate, update time.
pub fn update(conn: &Connection, r: &ExchangeRateRow) -> rusqlite::Result<()> {
    table::update(
        conn,
        "exchange_rates",
        &r.biz_id,
        named_params! {
            ":source_currency": r.source_currency,
            ":target_currency": r.target_currency,
            ":rate_source": r.rate_source,
            ":fixed_rate": r.fixed_rate,
            ":updated_at": r.updated_at,
        },
    )?;
    Ok(())
}
