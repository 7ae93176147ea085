//! Institutions (which are the workspaces) and account memberships.

use rusqlite::{params, params_from_iter, Connection, OptionalExtension, Row};

use super::sql::{escape_like, limit_offset};

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
        biz_id: r.get(0)?,
        name: r.get(1)?,
        description: r.get(2)?,
        remark: r.get(3)?,
        kind: r.get(4)?,
        status: r.get(5)?,
        extra_config: r.get(6)?,
        created_at: r.get(7)?,
        updated_at: r.get(8)?,
    })
}

/// The institution with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<InstitutionRow>> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM institutions i WHERE i.biz_id = ?1"),
        [biz_id],
        from_row,
    )
    .optional()
}

/// Inserts a new institution.
pub fn insert(conn: &Connection, i: &InstitutionRow) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO institutions (biz_id, name, description, remark, type, status, extra_config,
         created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            i.biz_id,
            i.name,
            i.description,
            i.remark,
            i.kind,
            i.status,
            i.extra_config,
            i.created_at,
            i.updated_at
        ],
    )?;
    Ok(())
}

/// Writes name, description, remark and extra configuration back.
pub fn update_details(conn: &Connection, i: &InstitutionRow) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE institutions SET name = ?2, description = ?3, remark = ?4, extra_config = ?5,
         updated_at = ?6 WHERE biz_id = ?1",
        params![
            i.biz_id,
            i.name,
            i.description,
            i.remark,
            i.extra_config,
            i.updated_at
        ],
    )?;
    Ok(())
}

/// One page of institutions matching `filter`, in creation order, and the total count.
pub fn list(
    conn: &Connection,
    filter: &Filter<'_>,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<InstitutionRow>, u64)> {
    let mut clauses = Vec::new();
    let mut args: Vec<String> = Vec::new();
    let mut join = "";
    if let Some(member) = filter.member {
        join = " JOIN memberships m ON m.institution_biz_id = i.biz_id";
        args.push(member.to_owned());
        clauses.push(format!("m.account_biz_id = ?{}", args.len()));
    }
    for (column, value) in [
        ("i.biz_id", filter.biz_id),
        ("i.type", filter.kind),
        ("i.status", filter.status),
    ] {
        if let Some(value) = value {
            args.push(value.to_owned());
            clauses.push(format!("{column} = ?{}", args.len()));
        }
    }
    if let Some(name) = filter.name_contains {
        args.push(format!("%{}%", escape_like(name)));
        clauses.push(format!("i.name LIKE ?{} ESCAPE '\\'", args.len()));
    }
    let filter_sql = if clauses.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", clauses.join(" AND "))
    };
    let total: i64 = conn.query_row(
        &format!("SELECT COUNT(*) FROM institutions i{join}{filter_sql}"),
        params_from_iter(args.iter()),
        |r| r.get(0),
    )?;
    let sql = format!(
        "SELECT {COLUMNS} FROM institutions i{join}{filter_sql} ORDER BY i.seq{}",
        limit_offset(limit, offset)
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt
        .query_map(params_from_iter(args.iter()), from_row)?
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
         VALUES (?1, ?2, ?3, ?4)",
        params![account, institution, role_name, now],
    )?;
    Ok(())
}

/// The institutions an account is a member of.
pub fn member_of(conn: &Connection, account: &str) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare(
        "SELECT institution_biz_id FROM memberships WHERE account_biz_id = ?1 ORDER BY 1",
    )?;
    let ids = stmt
        .query_map([account], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    Ok(ids)
}

/// Whether an account is a member of an institution.
pub fn is_member(conn: &Connection, account: &str, institution: &str) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS(SELECT 1 FROM memberships WHERE account_biz_id = ?1 AND institution_biz_id = ?2)",
        params![account, institution],
        |r| r.get(0),
    )
}
