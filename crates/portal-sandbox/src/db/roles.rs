//! Roles of each workspace; a workspace gets its OWNER role and two examples when first used.

use portal_api::enumeration::{ROLE_CUSTOM, ROLE_OWNER};
use rusqlite::{named_params, Connection, OptionalExtension, Row};

use super::permission_tree::grantable_codes;
use super::table;
use crate::ids;

/// One role as stored.
#[derive(Debug, Clone)]
pub struct RoleRow {
    /// Business id.
    pub biz_id: String,
    /// The workspace it belongs to.
    pub workspace_biz_id: String,
    /// Name, unique in the workspace (compared without case).
    pub name: String,
    /// `OWNER` or `CUSTOM`.
    pub role_type: String,
    /// Description; may be empty.
    pub description: String,
    /// Granted codes.
    pub permission_codes: Vec<String>,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

impl RoleRow {
    /// Whether this is the built-in OWNER role.
    pub fn is_owner(&self) -> bool {
        self.role_type == ROLE_OWNER.0
    }
}

const COLUMNS: &str =
    "biz_id, workspace_biz_id, name, role_type, description, permission_codes, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<RoleRow> {
    let codes: String = r.get("permission_codes")?;
    Ok(RoleRow {
        biz_id: r.get("biz_id")?,
        workspace_biz_id: r.get("workspace_biz_id")?,
        name: r.get("name")?,
        role_type: r.get("role_type")?,
        description: r.get("description")?,
        permission_codes: serde_json::from_str(&codes).unwrap_or_default(),
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

fn codes_json(codes: &[String]) -> String {
    serde_json::to_string(codes).unwrap_or_else(|_| "[]".to_owned())
}

/// Stands for every `:read` code of the tree in [`EXAMPLES`].
const EVERY_READ: &str = "*:read";

/// The example roles every workspace starts with besides OWNER: name, description, codes,
/// and codes withheld from those. The Operator is the demo's narrow role (docs/sandbox.md,
/// "Permissions"): it sees the day's work but not the administration of people, so the demo
/// shows what a limited user meets, and changes nothing but recharges (confirm and reject).
const EXAMPLES: [(&str, &str, &[&str], &[&str]); 2] = [
    (
        "Operator",
        "Day-to-day recharge work: sees the day's areas, decides recharges",
        &[EVERY_READ, "recharges:write"],
        &["accounts:read", "pending_users:read"],
    ),
    (
        "Auditor",
        "Reads everything, changes nothing",
        &[EVERY_READ],
        &[],
    ),
];

/// Gives `workspace` its OWNER role (every permission) and the example roles, once.
pub fn ensure_seeded(conn: &mut Connection, workspace: &str, now: i64) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    let added = tx.execute(
        "INSERT OR IGNORE INTO role_workspaces (workspace_biz_id) VALUES (:workspace)",
        named_params! {":workspace": workspace},
    )?;
    if added == 1 {
        let all = grantable_codes();
        let reads: Vec<String> = all
            .iter()
            .filter(|c| c.ends_with(":read"))
            .cloned()
            .collect();
        let mut roles = vec![(
            "Owner",
            ROLE_OWNER.0,
            "Every permission; built in",
            all.clone(),
        )];
        for (name, description, codes, withheld) in EXAMPLES {
            let codes = all
                .iter()
                .filter(|c| {
                    codes.contains(&c.as_str())
                        || (codes.contains(&EVERY_READ) && reads.contains(c))
                })
                .filter(|c| !withheld.contains(&c.as_str()))
                .cloned()
                .collect();
            roles.push((name, ROLE_CUSTOM.0, description, codes));
        }
        for (name, kind, description, codes) in roles {
            insert(
                &tx,
                &RoleRow {
                    biz_id: ids::biz_id("role"),
                    workspace_biz_id: workspace.to_owned(),
                    name: name.to_owned(),
                    role_type: kind.to_owned(),
                    description: description.to_owned(),
                    permission_codes: codes,
                    created_at: now,
                    updated_at: now,
                },
            )?;
        }
    }
    tx.commit()
}

/// The workspace's roles, in creation order.
pub fn list(conn: &Connection, workspace: &str) -> rusqlite::Result<Vec<RoleRow>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM roles WHERE workspace_biz_id = :workspace ORDER BY seq"
    ))?;
    let rows = stmt.query_map(named_params! {":workspace": workspace}, from_row)?;
    rows.collect()
}

/// The workspace's role with this business id.
pub fn by_biz_id(
    conn: &Connection,
    workspace: &str,
    biz_id: &str,
) -> rusqlite::Result<Option<RoleRow>> {
    conn.query_row(
        &format!(
            "SELECT {COLUMNS} FROM roles WHERE workspace_biz_id = :workspace AND biz_id = :biz_id"
        ),
        named_params! {":workspace": workspace, ":biz_id": biz_id},
        from_row,
    )
    .optional()
}

/// Whether another role of the workspace has this name (without case).
pub fn name_taken(
    conn: &Connection,
    workspace: &str,
    name: &str,
    except: &str,
) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM roles WHERE workspace_biz_id = :workspace \
         AND lower(name) = lower(:name) AND biz_id <> :except) AS taken",
        named_params! {":workspace": workspace, ":name": name, ":except": except},
        |r| r.get("taken"),
    )
}

/// Inserts a role.
pub fn insert(conn: &Connection, r: &RoleRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "roles",
        named_params! {
            ":biz_id": r.biz_id,
            ":workspace_biz_id": r.workspace_biz_id,
            ":name": r.name,
            ":role_type": r.role_type,
            ":description": r.description,
            ":permission_codes": codes_json(&r.permission_codes),
            ":created_at": r.created_at,
            ":updated_at": r.updated_at,
        },
    )
}

/// Stores a role's name, description and codes.
pub fn update(conn: &Connection, r: &RoleRow) -> rusqlite::Result<()> {
    table::update(
        conn,
        "roles",
        &r.biz_id,
        named_params! {
            ":name": r.name,
            ":description": r.description,
            ":permission_codes": codes_json(&r.permission_codes),
            ":updated_at": r.updated_at,
        },
    )?;
    Ok(())
}

/// Deletes a role.
pub fn delete(conn: &Connection, biz_id: &str) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM roles WHERE biz_id = :biz_id",
        named_params! {":biz_id": biz_id},
    )?;
    Ok(())
}
