//! Accounts and their backup codes.

use portal_api::auth::MfaMethod;
use rusqlite::types::Value;
use rusqlite::{named_params, params_from_iter, Connection, OptionalExtension, Row};

use super::scope::Conditions;
use super::table;
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
    let portal: String = r.get("portal")?;
    let status: String = r.get("status")?;
    let methods: String = r.get("mfa_methods")?;
    Ok(AccountRow {
        biz_id: r.get("biz_id")?,
        institution_biz_id: r.get("institution_biz_id")?,
        email: r.get("email")?,
        phone: r.get("phone")?,
        name: r.get("name")?,
        remark: r.get("remark")?,
        portal: PortalKind::parse(&portal).unwrap_or(PortalKind::Tenant),
        status: AccountStatus::parse(&status).unwrap_or(AccountStatus::Active),
        password_hash: r.get("password_hash")?,
        mfa_methods: methods_from_text(&methods),
        totp_secret: r.get("totp_secret")?,
        default_language: r.get("default_language")?,
        default_timezone: r.get("default_timezone")?,
        default_country: r.get("default_country")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
    })
}

/// The account with this email (case-insensitive).
pub fn by_email(conn: &Connection, email: &str) -> rusqlite::Result<Option<AccountRow>> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM accounts WHERE email = :email"),
        named_params! {":email": email},
        from_row,
    )
    .optional()
}

/// The account with this business id.
pub fn by_biz_id(conn: &Connection, biz_id: &str) -> rusqlite::Result<Option<AccountRow>> {
    table::by_biz_id(conn, "accounts", COLUMNS, biz_id, from_row)
}

/// Inserts a new account.
pub fn insert(conn: &Connection, a: &AccountRow) -> rusqlite::Result<()> {
    table::insert(
        conn,
        "accounts",
        named_params! {
            ":biz_id": a.biz_id,
            ":institution_biz_id": a.institution_biz_id,
            ":email": a.email,
            ":phone": a.phone,
            ":name": a.name,
            ":remark": a.remark,
            ":portal": a.portal.code(),
            ":status": a.status.code(),
            ":password_hash": a.password_hash,
            ":mfa_methods": methods_to_text(&a.mfa_methods),
            ":totp_secret": a.totp_secret,
            ":default_language": a.default_language,
            ":default_timezone": a.default_timezone,
            ":default_country": a.default_country,
            ":created_at": a.created_at,
            ":updated_at": a.updated_at,
        },
    )
}

/// Sets display name and time zone.
pub fn update_profile(
    conn: &Connection,
    biz_id: &str,
    name: &str,
    timezone: &str,
    now: i64,
) -> rusqlite::Result<()> {
    table::update(
        conn,
        "accounts",
        biz_id,
        named_params! {":name": name, ":default_timezone": timezone, ":updated_at": now},
    )
}

/// Sets the password hash and the status.
pub fn set_password(
    conn: &Connection,
    biz_id: &str,
    hash: &str,
    status: AccountStatus,
    now: i64,
) -> rusqlite::Result<()> {
    table::update(
        conn,
        "accounts",
        biz_id,
        named_params! {":password_hash": hash, ":status": status.code(), ":updated_at": now},
    )
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
    let mut stmt = conn.prepare(&super::sql::insert_sql(
        "backup_codes",
        "account_biz_id, code",
    ))?;
    for code in codes {
        stmt.execute(named_params! {
            ":account_biz_id": biz_id,
            ":code": normalise_backup_code(code),
        })?;
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
        "UPDATE backup_codes SET used_at = :now
         WHERE account_biz_id = :account AND code = :code AND used_at IS NULL",
        named_params! {
            ":account": biz_id,
            ":code": normalise_backup_code(code),
            ":now": now,
        },
    )?;
    Ok(changed == 1)
}

/// Records that the TOTP code of `step` was used, unless that step or a later one already was
/// (RFC 6238 section 5.2). Returns whether the code may be accepted.
pub fn use_totp_step(conn: &Connection, biz_id: &str, step: u64) -> rusqlite::Result<bool> {
    let step = i64::try_from(step).unwrap_or(i64::MAX);
    let changed = conn.execute(
        "INSERT INTO totp_steps (account_biz_id, last_step) VALUES (:account, :step)
         ON CONFLICT(account_biz_id) DO UPDATE SET last_step = excluded.last_step
         WHERE excluded.last_step > totp_steps.last_step",
        named_params! {":account": biz_id, ":step": step},
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
    let pending = AccountStatus::PendingApproval.code();
    let mut conditions = Conditions::default();
    conditions.and(format!("status {op} ?"), [Value::Text(pending.to_owned())]);
    if let Some(account) = filter.visible_to {
        conditions.and(
            "institution_biz_id IN \
             (SELECT institution_biz_id FROM memberships WHERE account_biz_id = ?)",
            [Value::Text(account.to_owned())],
        );
    }
    let sql = format!("FROM accounts{}", conditions.where_sql());
    let total: i64 = conn.query_row(
        &format!("SELECT COUNT(*) AS total {sql}"),
        params_from_iter(conditions.args()),
        |r| r.get("total"),
    )?;
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} {sql} ORDER BY seq{}",
        super::sql::limit_offset(limit, offset)
    ))?;
    let rows = stmt
        .query_map(params_from_iter(conditions.args()), from_row)?
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
        "UPDATE accounts SET status = :status, remark = COALESCE(:remark, remark),
         updated_at = :updated_at WHERE biz_id = :biz_id",
        named_params! {
            ":biz_id": biz_id,
            ":status": status.code(),
            ":remark": remark,
            ":updated_at": now,
        },
    )?;
    Ok(())
}

/// Sets the display name.
pub fn set_name(conn: &Connection, biz_id: &str, name: &str, now: i64) -> rusqlite::Result<()> {
    table::update(
        conn,
        "accounts",
        biz_id,
        named_params! {":name": name, ":updated_at": now},
    )
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
