//! Institutions (which are the workspaces) and account memberships.

use rusqlite::types::Value;
use rusqlite::{named_params, params_from_iter, Connection, OptionalExtension, Row};

use super::scope::Conditions;
use super::sql::{escape_like, limit_offset};
use super::table;

/// One institution as stored.
#[derive(Debug, Clone)]
pub struct InstitutionRow {
    /// Business id.
    pub biz_id: String,
    /// Name.
    pub name: String,
    /// Description.
    pub description: Option<String>,
    /// Remark.
    pub remark: Option<String>,
    /// Type code: SERVICE, TENANT, PARTNER, CONSUMER.
    pub kind: String,
    /// Status code: PENDING ... CLOSED.
    pub status: String,
    /// Extra configuration, JSON text.
    pub extra_config: Option<String>,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

/// Filters of an institution listing; `None` means no filtering.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    /// Only institutions this account is a member of.
    pub member: Option<&'a str>,
    /// Exact business id.
    pub biz_id: Option<&'a str>,
    /// Exact type code.
    pub kind: Option<&'a str>,
    /// Exact status code.
    pub status: Option<&'a str>,
    /// Case-insensitive substring of the name.
    pub name_contains: Option<&'a str>,
}

const COLUMNS: &str = "i.biz_id, i.name, i.description, i.remark, i.type, i.status, \
    i.extra_config, i.created_at, i.updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<InstitutionRow> {
    Ok(InstitutionRow {
        biz_id: r.get("biz_id")?,
        name: r.get("name")?,
        description: r.get("description")?,
        remark: r.get("remark")?,
        kind: r.get("type")?,
        status: r.get("status")?,
        extra_config: r.get("extra_config")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// The institution with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<InstitutionRow>> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM institutions i WHERE i.biz_id = :biz_id"),
        named_params! {":biz_id": biz_id},
        from_row,
    )
    .optional()
}

/// Inserts a new institution.
pub fn insert(conn: &Connection, i: &InstitutionRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "institutions",
        named_params! {
            ":biz_id": i.biz_id,
            ":name": i.name,
            ":description": i.description,
            ":remark": i.remark,
            ":type": i.kind,
            ":status": i.status,
            ":extra_config": i.extra_config,
            ":created_at": i.created_at,
            ":updated_at": i.updated_at,
        },
    )
}

/// Writes name, description, remark and extra configuration back.
pub fn update_details(conn: &Connection, i: &InstitutionRow) -> rusqlite::Result<()> {
    table::update(
        conn,
        "institutions",
        &i.biz_id,
        named_params! {
            ":name": i.name,
            ":description": i.description,
            ":remark": i.remark,
            ":extra_config": i.extra_config,
            ":updated_at": i.updated_at,
        },
    )
}

/// One page of institutions matching `filter`, in creation order, and the total count.
pub fn list(
    conn: &Connection,
    filter: &Filter<'_>,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<InstitutionRow>, u64)> {
    let mut conditions = Conditions::default();
    let mut join = "";
    if let Some(member) = filter.member {
        join = " JOIN memberships m ON m.institution_biz_id = i.biz_id";
        conditions.and("m.account_biz_id = ?", [Value::Text(member.to_owned())]);
    }
    for (column, value) in [
        ("i.biz_id", filter.biz_id),
        ("i.type", filter.kind),
        ("i.status", filter.status),
    ] {
        if let Some(value) = value {
            conditions.and(format!("{column} = ?"), [Value::Text(value.to_owned())]);
        }
    }
    if let Some(name) = filter.name_contains {
        let pattern = Value::Text(format!("%{}%", escape_like(name)));
        conditions.and("i.name LIKE ? ESCAPE '\\'", [pattern]);
    }
    let filter_sql = conditions.where_sql();
    let total: i64 = conn.query_row(
        &format!("SELECT COUNT(*) AS total FROM institutions i{join}{filter_sql}"),
        params_from_iter(conditions.args()),
        |r| r.get("total"),
    )?;
    let sql = format!(
        "SELECT {COLUMNS} FROM institutions i{join}{filter_sql} ORDER BY i.seq{}",
        limit_offset(limit, offset)
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt
        .query_map(params_from_iter(conditions.args()), from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}

/// Makes an account a member of an institution (no-op when it already is).
pub fn add_member(
    conn: &Connection,
    account: &str,
    institution: &str,
    role_name: &str,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT OR IGNORE INTO memberships (account_biz_id, institution_biz_id, role_name, joined_at)
         VALUES (:account_biz_id, :institution_biz_id, :role_name, :joined_at)",
        named_params! {
            ":account_biz_id": account,
            ":institution_biz_id": institution,
            ":role_name": role_name,
            ":joined_at": now,
        },
    )?;
    Ok(())
}

/// The institutions an account is a member of.
pub fn member_of(conn: &Connection, account: &str) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare(
        "SELECT institution_biz_id FROM memberships WHERE account_biz_id = :account \
         ORDER BY institution_biz_id",
    )?;
    let ids = stmt
        .query_map(named_params! {":account": account}, |r| {
            r.get("institution_biz_id")
        })?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    Ok(ids)
}

/// Whether an account is a member of an institution.
pub fn is_member(conn: &Connection, account: &str, institution: &str) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS(SELECT 1 FROM memberships WHERE account_biz_id = :account \
         AND institution_biz_id = :institution) AS member",
        named_params! {":account": account, ":institution": institution},
        |r| r.get("member"),
    )
}
