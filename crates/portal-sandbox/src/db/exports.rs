//! Exports: the requests, their pages, and the CSV each one generates from the data it names.

use portal_api::exports::ExportType;
use rusqlite::types::{Value, ValueRef};
use rusqlite::{named_params, params_from_iter, Connection, Row};

use portal_api::currency;
use portal_api::recharges::plain_minor_units;

use super::page::{page, Listing};
use super::scope::{Conditions, Scope};
use super::table;
use crate::clock::iso;

/// One export request.
#[derive(Debug, Clone)]
pub struct ExportRow {
    /// Business id.
    pub biz_id: String,
    /// The institution whose data it holds; `None` for every institution (service workspace).
    pub institution_biz_id: Option<String>,
    /// An [`ExportType`] code.
    pub export_type: String,
    /// Why it was asked for.
    pub remark: String,
    /// The parameters, a JSON object as text.
    pub params: String,
    /// The account that asked.
    pub requested_by: String,
    /// Asked for, epoch ms.
    pub created_at: i64,
    /// When the file counts as generated, epoch ms.
    pub ready_at: i64,
    /// Why it failed; `None` unless it did.
    pub failure: Option<String>,
}

const COLUMNS: &str = "biz_id, institution_biz_id, export_type, remark, params, requested_by, \
    created_at, ready_at, failure";

fn from_row(r: &Row<'_>) -> rusqlite::Result<ExportRow> {
    Ok(ExportRow {
        biz_id: r.get("biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        export_type: r.get("export_type")?,
        remark: r.get("remark")?,
        params: r.get("params")?,
        requested_by: r.get("requested_by")?,
        created_at: r.get("created_at")?,
        ready_at: r.get("ready_at")?,
        failure: r.get("failure")?,
    })
}

/// Stores a new export.
pub fn insert(conn: &Connection, e: &ExportRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "exports",
        named_params! {
            ":biz_id": e.biz_id,
            ":institution_biz_id": e.institution_biz_id,
            ":export_type": e.export_type,
            ":remark": e.remark,
            ":params": e.params,
            ":requested_by": e.requested_by,
            ":created_at": e.created_at,
            ":ready_at": e.ready_at,
            ":failure": e.failure,
        },
    )
}

/// The export with this id, if `scope` shows it (an every-institution export only to
/// callers who see everything).
pub fn by_biz_id(
    conn: &Connection,
    scope: &Scope,
    biz_id: &str,
) -> rusqlite::Result<Option<ExportRow>> {
    let conditions = Conditions::visible_one(scope, "institution_biz_id", "biz_id", biz_id);
    table::first(conn, "exports", COLUMNS, &conditions, from_row)
}

/// One page of the exports `scope` shows, newest first, and their count.
pub fn list(
    conn: &Connection,
    scope: &Scope,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<ExportRow>, u64)> {
    let conditions = Conditions::visible_to(scope, "institution_biz_id");
    let listing = Listing {
        from: "exports",
        columns: COLUMNS,
        conditions: &conditions,
        order: "seq DESC",
    };
    page(conn, listing, offset, limit, from_row)
}

/// The table an export type reads.
fn table(kind: ExportType) -> &'static str {
    match kind {
        ExportType::Recharges => "recharges",
        ExportType::Transfers => "transfer_orders",
        ExportType::Exchanges => "exchanges",
    }
}

/// The amount columns of an export type's table, each with the column naming its currency:
/// `true` when that column holds the code, `false` when the ISO 4217 number.
fn amounts(kind: ExportType) -> &'static [(&'static str, &'static str, bool)] {
    match kind {
        ExportType::Recharges | ExportType::Transfers => &[("amount", "currency_code", true)],
        ExportType::Exchanges => &[
            ("source_amount", "source_currency", false),
            ("target_amount", "target_currency", false),
            // The contract: the fee is in minor units of the source currency.
            ("fee_amount", "source_currency", false),
        ],
    }
}

/// The currency code a row's currency cell names.
fn currency_code(cell: ValueRef<'_>, is_code: bool) -> String {
    match cell {
        ValueRef::Text(t) if is_code => String::from_utf8_lossy(t).into_owned(),
        ValueRef::Integer(n) => {
            currency::by_value(n).map_or_else(|| n.to_string(), |c| c.code.to_owned())
        }
        _ => String::new(),
    }
}

/// Characters that make a spreadsheet read a cell as a formula (or a command, through DDE);
/// the portal's own CSV (`src/lists/csv.rs`) uses the same rule.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A text cell a spreadsheet will show as text: one starting like a formula gets a leading
/// `'`. Numbers stored as numbers are written as they are (a negative number is no formula).
fn neutralised(text: String) -> String {
    if text.starts_with(FORMULA_STARTS) {
        format!("'{text}")
    } else {
        text
    }
}

/// One CSV field: quoted when it holds a comma, quote or line break.
fn field(out: &mut String, text: &str) {
    if text.contains([',', '"', '\n', '\r']) {
        out.push('"');
        out.push_str(&text.replace('"', "\"\""));
        out.push('"');
    } else {
        out.push_str(text);
    }
}

/// The CSV of `kind`'s rows of the institution (all when `None`) created in `[from, to)`
/// epoch ms, oldest first: a header of column names, then one line per row; `*_at`
/// columns as ISO 8601; amounts as plain decimals in major units of their currency (its
/// precision, no grouping), each followed by a `<amount>_currency` column with the code.
pub fn csv(
    conn: &Connection,
    kind: ExportType,
    institution: Option<&str>,
    from: Option<i64>,
    to: Option<i64>,
) -> rusqlite::Result<String> {
    let mut conditions = Conditions::default();
    if let Some(institution) = institution {
        conditions.and(
            "institution_biz_id = ?",
            [Value::Text(institution.to_owned())],
        );
    }
    if let Some(from) = from {
        conditions.and("created_at >= ?", [Value::Integer(from)]);
    }
    if let Some(to) = to {
        conditions.and("created_at < ?", [Value::Integer(to)]);
    }
    let mut stmt = conn.prepare(&format!(
        "SELECT * FROM {}{} ORDER BY created_at, seq",
        table(kind),
        conditions.where_sql()
    ))?;
    let names: Vec<String> = stmt.column_names().into_iter().map(str::to_owned).collect();
    let shown: Vec<usize> = (0..names.len()).filter(|&i| names[i] != "seq").collect();
    // Per shown column: its currency column and whether that holds the code, for amounts.
    let money: Vec<Option<(usize, bool)>> = shown
        .iter()
        .map(|&i| {
            let (_, currency, is_code) = amounts(kind).iter().find(|(a, _, _)| *a == names[i])?;
            Some((names.iter().position(|n| n == currency)?, *is_code))
        })
        .collect();
    let mut out = String::new();
    let line = |out: &mut String, cells: Vec<String>| {
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            field(out, cell);
        }
        out.push_str("\r\n");
    };
    let mut header = Vec::with_capacity(shown.len() + money.len());
    for (&i, money) in shown.iter().zip(&money) {
        header.push(names[i].clone());
        if money.is_some() {
            header.push(format!("{}_currency", names[i]));
        }
    }
    line(&mut out, header);
    let mut rows = stmt.query(params_from_iter(conditions.args()))?;
    while let Some(row) = rows.next()? {
        let mut cells = Vec::with_capacity(shown.len());
        for (&i, money) in shown.iter().zip(&money) {
            if let (Some((at, is_code)), ValueRef::Integer(minor)) = (money, row.get_ref(i)?) {
                let code = currency_code(row.get_ref(*at)?, *is_code);
                cells.push(plain_minor_units(minor, &code));
                cells.push(code);
                continue;
            }
            cells.push(match row.get_ref(i)? {
                ValueRef::Null => String::new(),
                ValueRef::Integer(n) if names[i].ends_with("_at") => iso(n),
                ValueRef::Integer(n) => n.to_string(),
                ValueRef::Real(f) => f.to_string(),
                ValueRef::Text(t) | ValueRef::Blob(t) => {
                    neutralised(String::from_utf8_lossy(t).into_owned())
                }
            });
        }
        line(&mut out, cells);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_only_when_needed() {
        let mut out = String::new();
        field(&mut out, "plain");
        out.push('|');
        field(&mut out, "a, \"b\"");
        assert_eq!(out, "plain|\"a, \"\"b\"\"\"");
    }

    #[test]
    fn formula_starts_are_neutralised() {
        for start in ["=1+1", "+SUM(A1)", "-2", "@cmd", "\tx", "\ry"] {
            assert_eq!(neutralised(start.to_owned()), format!("'{start}"));
        }
        assert_eq!(neutralised("plain".to_owned()), "plain");
        assert_eq!(neutralised("a=b".to_owned()), "a=b");
    }
}
