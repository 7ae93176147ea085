//! Accounts and their backup codes.

use portal_api::auth::MfaMethod;
use rusqlite::{params, Connection, OptionalExtension, Row};

use crate::enums::{AccountStatus, PortalKind};

/// One account as stored.
#[derive(Clone)]
pub struct AccountRow {
    /// Business id.
    pub biz_id: String,
    /// Home institution, if any.
    pub institution_biz_id: Option<String>,
    /// Email (unique, case-insensitive).
    pub email: String,
    /// Phone; empty when unknown.
    pub phone: String,
    /// Display name.
    pub name: String,
    /// Free remark.
    pub remark: Option<String>,
    /// Portal kind.
    pub portal: PortalKind,
    /// Status.
    pub status: AccountStatus,
    /// Argon2 PHC string; `None` until a password is set.
    pub password_hash: Option<String>,
    /// Second factors offered at sign-in.
    pub mfa_methods: Vec<MfaMethod>,
    /// Base32 TOTP secret when OTP is offered.
    pub totp_secret: Option<String>,
    /// Locale tag.
    pub default_language: Option<String>,
    /// IANA zone id.
    pub default_timezone: Option<String>,
    /// ISO 3166-1 alpha-2.
    pub default_country: Option<String>,
    /// Created, epoch ms.
    pub created_at: i64,
    /// Updated, epoch ms.
    pub updated_at: i64,
}

/// Leaves out the password hash and the TOTP secret.
impl std::fmt::Debug for AccountRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AccountRow")
            .field("biz_id", &self.biz_id)
            .field("email", &self.email)
            .field("portal", &self.portal)
            .field("status", &self.status)
            .field("mfa_methods", &self.mfa_methods)
            .finish_non_exhaustive()
    }
}

const COLUMNS: &str = "biz_id, institution_biz_id, email, phone, name, remark, portal, status, \
    password_hash, mfa_methods, totp_secret, default_language, default_timezone, \
    default_country, created_at, updated_at";

/// Methods as stored: codes joined by commas.
pub fn methods_to_text(methods: &[MfaMethod]) -> String {
    methods
        .iter()
        .map(|m| m.code())
        .collect::<Vec<_>>()
        .join(",")
}

fn methods_from_text(text: &str) -> Vec<MfaMethod> {
    text.split(',')
        .filter_map(|code| MfaMethod::ALL.into_iter().find(|m| m.code() == code))
        .collect()
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<AccountRow> {
    let portal: String = r.get(6)?;
    let status: String = r.get(7)?;
    let methods: String = r.get(9)?;
    Ok(AccountRow {
        biz_id: r.get(0)?,
        institution_biz_id: r.get(1)?,
        email: r.get(2)?,
        phone: r.get(3)?,
        name: r.get(4)?,
        remark: r.get(5)?,
        portal: PortalKind::parse(&portal).unwrap_or(PortalKind::Tenant),
        status: AccountStatus::parse(&status).unwrap_or(AccountStatus::Active),
        password_hash: r.get(8)?,
        mfa_methods: methods_from_text(&methods),
        totp_secret: r.get(10)?,
        default_language: r.get(11)?,
        default_timezone: r.get(12)?,
        default_country: r.get(13)?,
        created_at: r.get(14)?,
        updated_at: r.get(15)?,
    })
}

/// The account with this email (case-insensitive).
pub fn by_email(conn: &Connection, email: &str) -> rusqlite::Result<Option<AccountRow>> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM accounts WHERE email = ?1"),
        [email],
        from_row,
    )
    .optional()
}

/// The account with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<AccountRow>> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM accounts WHERE biz_id = ?1"),
        [biz_id],
        from_row,
    )
    .optional()
}

/// Inserts a new account.
pub fn insert(conn: &Connection, a: &AccountRow) -> rusqlite::Result<()> {
    conn.execute(
        &format!(
            "INSERT INTO accounts ({COLUMNS}) VALUES \
             (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)"
        ),
        params![
            a.biz_id,
            a.institution_biz_id,
            a.email,
            a.phone,
            a.name,
            a.remark,
            a.portal.code(),
            a.status.code(),
            a.password_hash,
            methods_to_text(&a.mfa_methods),
            a.totp_secret,
            a.default_language,
            a.default_timezone,
            a.default_country,
            a.created_at,
            a.updated_at,
        ],
    )?;
    Ok(())
}

/// Sets display name and time zone.
pub fn update_profile(
    conn: &Connection,
    biz_id: &str,
    name: &str,
    timezone: &str,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE accounts SET name = ?2, default_timezone = ?3, updated_at = ?4 WHERE biz_id = ?1",
        params![biz_id, name, timezone, now],
    )?;
    Ok(())
}

/// Sets the password hash and the status.
pub fn set_password(
    conn: &Connection,
    biz_id: &str,
    hash: &str,
    status: AccountStatus,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE accounts SET password_hash = ?2, status = ?3, updated_at = ?4 WHERE biz_id = ?1",
        params![biz_id, hash, status.code(), now],
    )?;
    Ok(())
}

/// Normalises a backup code for comparison: upper case, no dashes or spaces.
pub fn normalise_backup_code(code: &str) -> String {
    code.chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Stores backup codes (normalised) for an account.
pub fn add_backup_codes(conn: &Connection, biz_id: &str, codes: &[&str]) -> rusqlite::Result<()> {
    let mut stmt =
        conn.prepare("INSERT INTO backup_codes (account_biz_id, code) VALUES (?1, ?2)")?;
    for code in codes {
        stmt.execute(params![biz_id, normalise_backup_code(code)])?;
    }
    Ok(())
}

/// Marks an unused backup code used; false when there is no such unused code.
pub fn consume_backup_code(
    conn: &Connection,
    biz_id: &str,
    code: &str,
    now: i64,
) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE backup_codes SET used_at = ?3
         WHERE account_biz_id = ?1 AND code = ?2 AND used_at IS NULL",
        params![biz_id, normalise_backup_code(code), now],
    )?;
    Ok(changed == 1)
}

/// Records that the TOTP code of `step` was used, unless that step or a later one already was
/// (RFC 6238 section 5.2). Returns whether the code may be accepted.
pub fn use_totp_step(conn: &Connection, biz_id: &str, step: u64) -> rusqlite::Result<bool> {
    let step = i64::try_from(step).unwrap_or(i64::MAX);
    let changed = conn.execute(
        "INSERT INTO totp_steps (account_biz_id, last_step) VALUES (?1, ?2)
         ON CONFLICT(account_biz_id) DO UPDATE SET last_step = excluded.last_step
         WHERE excluded.last_step > totp_steps.last_step",
        params![biz_id, step],
    )?;
    Ok(changed == 1)
}

/// Which accounts a listing covers.
#[derive(Debug, Clone, Copy)]
pub struct AccountFilter<'a> {
    /// Only accounts whose home institution this account is a member of; `None` for all.
    pub visible_to: Option<&'a str>,
    /// Only accounts waiting for approval (`true`) or only the others (`false`).
    pub pending: bool,
}

/// One page of accounts matching `filter`, in creation order, and the total count.
pub fn list(
    conn: &Connection,
    filter: AccountFilter<'_>,
    offset: u64,
    limit: u64,
) -> rusqlite::Result<(Vec<AccountRow>, u64)> {
    let op = if filter.pending { "=" } else { "<>" };
    let mut sql = format!("FROM accounts WHERE status {op} ?1");
    if filter.visible_to.is_some() {
        sql.push_str(
            " AND institution_biz_id IN \
             (SELECT institution_biz_id FROM memberships WHERE account_biz_id = ?2)",
        );
    }
    let pending = AccountStatus::PendingApproval.code();
    let args: Vec<&str> = std::iter::once(pending).chain(filter.visible_to).collect();
    let total: i64 = conn.query_row(
        &format!("SELECT COUNT(*) {sql}"),
        rusqlite::params_from_iter(args.iter()),
        |r| r.get(0),
    )?;
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} {sql} ORDER BY seq{}",
        super::sql::limit_offset(limit, offset)
    ))?;
    let rows = stmt
        .query_map(rusqlite::params_from_iter(args.iter()), from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}

/// Sets the status and, when given, the remark.
pub fn set_status(
    conn: &Connection,
    biz_id: &str,
    status: AccountStatus,
    remark: Option<&str>,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE accounts SET status = ?2, remark = COALESCE(?3, remark), updated_at = ?4
         WHERE biz_id = ?1",
        params![biz_id, status.code(), remark, now],
    )?;
    Ok(())
}

/// Sets the display name.
pub fn set_name(conn: &Connection, biz_id: &str, name: &str, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE accounts SET name = ?2, updated_at = ?3 WHERE biz_id = ?1",
        params![biz_id, name, now],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_leaves_out_the_password_hash_and_totp_secret() {
        let row = AccountRow {
            biz_id: "acc_1".into(),
            institution_biz_id: None,
            email: "a@portal.test".into(),
            phone: String::new(),
            name: "A".into(),
            remark: None,
            portal: PortalKind::Tenant,
            status: AccountStatus::Active,
            password_hash: Some("$argon2id$v=19$secret-hash".into()),
            mfa_methods: vec![MfaMethod::Otp],
            totp_secret: Some("TOTPSECRETBASE32".into()),
            default_language: None,
            default_timezone: None,
            default_country: None,
            created_at: 0,
            updated_at: 0,
        };
        let debug = format!("{row:?}");
        assert!(debug.contains("acc_1"), "{debug}");
        assert!(
            !debug.contains("secret-hash") && !debug.contains("TOTPSECRET"),
            "{debug}"
        );
    }
}
