//! Tariff templates: the listing, the default, and writes that keep at most one default.

use rusqlite::{named_params, Connection, OptionalExtension, Params, Row};

use super::table;

/// One tariff template as stored.
#[derive(Debug, Clone)]
pub struct TemplateRow {
    /// Business id.
    pub biz_id: String,
    /// Unique code (compared without case).
    pub code: String,
    /// Name.
    pub name: String,
    /// Description; may be empty.
    pub description: String,
    /// Whether it is the default; at most one is.
    pub is_default: bool,
    /// Fee model value.
    pub fee_model: i64,
    /// Fixed fee in minor units.
    pub fee_fixed_amount: i64,
    /// Fee rate, a decimal string.
    pub fee_rate: String,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

const COLUMNS: &str = "biz_id, code, name, description, is_default, fee_model, \
    fee_fixed_amount, fee_rate, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<TemplateRow> {
    Ok(TemplateRow {
        biz_id: r.get("biz_id")?,
        code: r.get("code")?,
        name: r.get("name")?,
        description: r.get("description")?,
        is_default: r.get("is_default")?,
        fee_model: r.get("fee_model")?,
        fee_fixed_amount: r.get("fee_fixed_amount")?,
        fee_rate: r.get("fee_rate")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

fn one(
    conn: &Connection,
    condition: &str,
    args: impl Params,
) -> rusqlite::Result<Option<TemplateRow>> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM tariff_templates WHERE {condition}"),
        args,
        from_row,
    )
    .optional()
}

/// Every template, in creation order.
pub fn list(conn: &Connection) -> rusqlite::Result<Vec<TemplateRow>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM tariff_templates ORDER BY seq"
    ))?;
    let rows = stmt.query_map([], from_row)?;
    rows.collect()
}

/// The template with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<TemplateRow>> {
    one(conn, "biz_id = :biz_id", named_params! {":biz_id": biz_id})
}

/// The default template, if there is one.
pub fn default_template(conn: &Connection) -> rusqlite::Result<Option<TemplateRow>> {
    one(conn, "is_default = 1", [])
}

/// Writes a new template; `false` (and nothing written) when its code is taken. A new
/// default takes the place of the previous one.
pub fn create(conn: &mut Connection, row: &TemplateRow) -> rusqlite::Result<bool> {
    let tx = conn.transaction()?;
    if one(&tx, "code = :code", named_params! {":code": row.code})?.is_some() {
        return Ok(false);
    }
    if row.is_default {
        clear_default(&tx, row.updated_at)?;
    }
    insert(&tx, row)?;
    tx.commit()?;
    Ok(true)
}

/// Inserts a template as it is (the caller keeps the single default).
pub fn insert(conn: &Connection, t: &TemplateRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "tariff_templates",
        named_params! {
            ":biz_id": t.biz_id,
            ":code": t.code,
            ":name": t.name,
            ":description": t.description,
            ":is_default": t.is_default,
            ":fee_model": t.fee_model,
            ":fee_fixed_amount": t.fee_fixed_amount,
            ":fee_rate": t.fee_rate,
            ":created_at": t.created_at,
            ":updated_at": t.updated_at,
        },
    )
}

/// Stores a changed template (not its code); made the default, it takes the previous
/// default's place.
pub fn update(conn: &mut Connection, t: &TemplateRow) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    if t.is_default {
        clear_default(&tx, t.updated_at)?;
    }
    table::update(
        &tx,
        "tariff_templates",
        &t.biz_id,
        named_params! {
            ":name": t.name,
            ":description": t.description,
            ":is_default": t.is_default,
            ":fee_model": t.fee_model,
            ":fee_fixed_amount": t.fee_fixed_amount,
            ":fee_rate": t.fee_rate,
            ":updated_at": t.updated_at,
        },
    )?;
    tx.commit()
}

/// Deletes a template and returns it as it was. Wallet tariffs copied from it keep their
/// terms and lose the reference.
pub fn delete(conn: &mut Connection, biz_id: &str) -> rusqlite::Result<Option<TemplateRow>> {
    let tx = conn.transaction()?;
    let Some(row) = by_biz_id(&tx, biz_id)? else {
        return Ok(None);
    };
    tx.execute(
        "DELETE FROM tariff_templates WHERE biz_id = :biz_id",
        named_params! {":biz_id": biz_id},
    )?;
    tx.commit()?;
    Ok(Some(row))
}

fn clear_default(conn: &Connection, at: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE tariff_templates SET is_default = 0, updated_at = :at WHERE is_default = 1",
        named_params! {":at": at},
    )?;
    Ok(())
}
