//! The tables, created when missing; times are epoch milliseconds.

use rusqlite::Connection;

/// Every table of the sandbox. Later areas append their own `CREATE TABLE IF NOT EXISTS`.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS institutions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    description TEXT,
    remark TEXT,
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    extra_config TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS accounts (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT REFERENCES institutions(biz_id),
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    phone TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL,
    remark TEXT,
    portal TEXT NOT NULL,
    status TEXT NOT NULL,
    password_hash TEXT,
    mfa_methods TEXT NOT NULL,
    totp_secret TEXT,
    default_language TEXT,
    default_timezone TEXT,
    default_country TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS backup_codes (
    account_biz_id TEXT NOT NULL REFERENCES accounts(biz_id),
    code TEXT NOT NULL,
    used_at INTEGER,
    PRIMARY KEY (account_biz_id, code)
);
CREATE TABLE IF NOT EXISTS totp_steps (
    account_biz_id TEXT PRIMARY KEY REFERENCES accounts(biz_id),
    last_step INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS memberships (
    account_biz_id TEXT NOT NULL REFERENCES accounts(biz_id),
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    role_name TEXT NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (account_biz_id, institution_biz_id)
);
CREATE TABLE IF NOT EXISTS invitations (
    biz_id TEXT PRIMARY KEY,
    account_biz_id TEXT NOT NULL REFERENCES accounts(biz_id),
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    role_name TEXT NOT NULL,
    invited_by TEXT NOT NULL,
    invited_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'OPEN',
    decline_reason TEXT,
    answered_at INTEGER
);
CREATE TABLE IF NOT EXISTS login_sessions (
    session_id TEXT PRIMARY KEY,
    account_biz_id TEXT NOT NULL REFERENCES accounts(biz_id),
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    email_code TEXT,
    email_code_expires_at INTEGER,
    last_sent_at INTEGER,
    failed_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS auth_sessions (
    session_id TEXT PRIMARY KEY,
    account_biz_id TEXT NOT NULL REFERENCES accounts(biz_id),
    access_hash TEXT NOT NULL UNIQUE,
    access_expires_at INTEGER NOT NULL,
    refresh_hash TEXT NOT NULL UNIQUE,
    refresh_expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    ended_at INTEGER
);
CREATE TABLE IF NOT EXISTS registrations (
    session_id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    account_name TEXT NOT NULL,
    code TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    verified_at INTEGER,
    account_biz_id TEXT,
    password_set INTEGER NOT NULL DEFAULT 0,
    failed_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS retired_refresh_tokens (
    refresh_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    to_addr TEXT NOT NULL,
    kind TEXT NOT NULL,
    code TEXT,
    subject TEXT NOT NULL,
    sent_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS recharge_channels (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    currency_code TEXT NOT NULL,
    currency_value INTEGER NOT NULL,
    channel_type INTEGER NOT NULL,
    fee_model INTEGER NOT NULL,
    fee_fixed_amount INTEGER NOT NULL,
    fee_rate TEXT NOT NULL,
    bands_config TEXT,
    connection_config TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS recharges (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    channel_biz_id TEXT NOT NULL REFERENCES recharge_channels(biz_id),
    currency_code TEXT NOT NULL,
    currency_value INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    payer TEXT NOT NULL,
    status TEXT NOT NULL,
    operator_remark TEXT,
    decided_by TEXT,
    decided_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS recharges_institution_created
    ON recharges (institution_biz_id, created_at);
CREATE INDEX IF NOT EXISTS recharges_status_created ON recharges (status, created_at);
CREATE INDEX IF NOT EXISTS recharges_created ON recharges (created_at);
CREATE INDEX IF NOT EXISTS recharges_amount ON recharges (amount);
CREATE INDEX IF NOT EXISTS recharges_channel_created ON recharges (channel_biz_id, created_at);
CREATE INDEX IF NOT EXISTS recharges_currency_created ON recharges (currency_value, created_at);
-- The queue's default order (pending first, then newest; list.rs), so a page reads its rows
-- instead of sorting every recharge; the second serves a person who sees one institution.
CREATE INDEX IF NOT EXISTS recharges_queue_order
    ON recharges ((status <> 'PENDING'), created_at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS recharges_institution_queue_order
    ON recharges (institution_biz_id, (status <> 'PENDING'), created_at DESC, seq DESC);
CREATE TABLE IF NOT EXISTS recharge_channel_assignments (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    channel_biz_id TEXT NOT NULL REFERENCES recharge_channels(biz_id),
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    user_fee_model INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (channel_biz_id, institution_biz_id)
);
CREATE TABLE IF NOT EXISTS withdrawal_channels (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    currency INTEGER NOT NULL,
    channel_type INTEGER NOT NULL,
    fee_model INTEGER NOT NULL,
    fee_fixed_amount INTEGER NOT NULL,
    fee_rate TEXT NOT NULL,
    min_amount INTEGER NOT NULL,
    max_amount INTEGER NOT NULL,
    enabled INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS exchange_fees (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    source_currency INTEGER NOT NULL,
    target_currency INTEGER NOT NULL,
    fee_model INTEGER NOT NULL,
    fee_fixed_amount INTEGER NOT NULL,
    fee_rate TEXT NOT NULL,
    bands_config TEXT,
    min_amount INTEGER NOT NULL,
    max_amount INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS exchange_rates (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    source_currency INTEGER NOT NULL,
    target_currency INTEGER NOT NULL,
    rate_source INTEGER NOT NULL,
    fixed_rate TEXT NOT NULL,
    external_provider INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS exchanges (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    source_currency INTEGER NOT NULL,
    target_currency INTEGER NOT NULL,
    source_amount INTEGER NOT NULL,
    target_amount INTEGER NOT NULL,
    rate TEXT NOT NULL,
    fee_amount INTEGER NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS exchanges_institution_created
    ON exchanges (institution_biz_id, created_at);
CREATE INDEX IF NOT EXISTS exchanges_created ON exchanges (created_at);
CREATE TABLE IF NOT EXISTS tariff_templates (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    fee_model INTEGER NOT NULL,
    fee_fixed_amount INTEGER NOT NULL,
    fee_rate TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS tariff_templates_one_default
    ON tariff_templates (is_default) WHERE is_default = 1;
CREATE TABLE IF NOT EXISTS wallets (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    name TEXT NOT NULL,
    wallet_type INTEGER NOT NULL,
    currency_code TEXT NOT NULL,
    currency_value INTEGER NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS wallet_tariffs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    wallet_biz_id TEXT NOT NULL UNIQUE REFERENCES wallets(biz_id),
    template_biz_id TEXT REFERENCES tariff_templates(biz_id) ON DELETE SET NULL,
    fee_model INTEGER NOT NULL,
    fee_fixed_amount INTEGER NOT NULL,
    fee_rate TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_tariffs_template ON wallet_tariffs (template_biz_id);
CREATE TABLE IF NOT EXISTS transfer_orders (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    from_wallet_biz_id TEXT NOT NULL REFERENCES wallets(biz_id),
    to_wallet_biz_id TEXT NOT NULL REFERENCES wallets(biz_id),
    currency_code TEXT NOT NULL,
    currency_value INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    status TEXT NOT NULL,
    remark TEXT NOT NULL,
    failure_reason TEXT,
    completed_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS transfer_orders_institution_created
    ON transfer_orders (institution_biz_id, created_at);
CREATE INDEX IF NOT EXISTS transfer_orders_from ON transfer_orders (from_wallet_biz_id);
CREATE INDEX IF NOT EXISTS transfer_orders_to ON transfer_orders (to_wallet_biz_id);
CREATE TABLE IF NOT EXISTS wallet_currencies (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    wallet_type INTEGER NOT NULL,
    currency_code TEXT NOT NULL,
    currency_value INTEGER NOT NULL,
    enabled INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (wallet_type, currency_value)
);
CREATE TABLE IF NOT EXISTS roles (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    workspace_biz_id TEXT NOT NULL,
    name TEXT NOT NULL,
    role_type TEXT NOT NULL,
    description TEXT NOT NULL,
    permission_codes TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS roles_workspace ON roles (workspace_biz_id);
CREATE TABLE IF NOT EXISTS role_workspaces (
    workspace_biz_id TEXT PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS ip_whitelists (
    workspace_biz_id TEXT PRIMARY KEY,
    enabled INTEGER NOT NULL,
    entries TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS notification_channels (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS notification_channel_types (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    type_code TEXT NOT NULL,
    type_value INTEGER NOT NULL,
    type_name TEXT NOT NULL,
    type_description TEXT NOT NULL,
    type_status TEXT NOT NULL,
    display_order INTEGER NOT NULL,
    icon_url TEXT,
    extra_config TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS partner_records (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    connection_biz_id TEXT NOT NULL,
    biz_id TEXT NOT NULL,
    body TEXT NOT NULL,
    UNIQUE (kind, connection_biz_id, biz_id)
);
CREATE TABLE IF NOT EXISTS exports (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT REFERENCES institutions(biz_id),
    export_type TEXT NOT NULL,
    remark TEXT NOT NULL,
    params TEXT NOT NULL,
    requested_by TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    ready_at INTEGER NOT NULL,
    failure TEXT
);
CREATE TABLE IF NOT EXISTS files (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    bucket TEXT NOT NULL,
    remark TEXT NOT NULL,
    file_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    uploaded_by TEXT NOT NULL,
    content BLOB NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS files_institution ON files (institution_biz_id, seq);
CREATE TABLE IF NOT EXISTS file_links (
    token TEXT PRIMARY KEY,
    file_biz_id TEXT NOT NULL REFERENCES files(biz_id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS referral_codes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    code TEXT NOT NULL UNIQUE,
    owner_email TEXT NOT NULL,
    status TEXT NOT NULL,
    max_uses INTEGER NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS referrals (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    biz_id TEXT NOT NULL UNIQUE,
    institution_biz_id TEXT NOT NULL REFERENCES institutions(biz_id),
    referral_code_biz_id TEXT NOT NULL REFERENCES referral_codes(biz_id),
    code TEXT NOT NULL,
    referred_email TEXT NOT NULL,
    status TEXT NOT NULL,
    reward_amount INTEGER NOT NULL,
    currency_code TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
";

/// Columns added after their table first shipped, as (table, column, declaration): a
/// database file from before gets them at start.
const ADDED_COLUMNS: [(&str, &str, &str); 3] = [
    ("exports", "failure", "TEXT"),
    (
        "login_sessions",
        "failed_attempts",
        "INTEGER NOT NULL DEFAULT 0",
    ),
    (
        "registrations",
        "failed_attempts",
        "INTEGER NOT NULL DEFAULT 0",
    ),
];

/// Creates the tables that do not exist yet and adds the columns they lack.
pub fn apply(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(SCHEMA)?;
    for (table, column, declaration) in ADDED_COLUMNS {
        let present = conn
            .prepare("SELECT 1 FROM pragma_table_info(:table) WHERE name = :column")?
            .exists(rusqlite::named_params! {":table": table, ":column": column})?;
        if !present {
            conn.execute_batch(&format!(
                "ALTER TABLE {table} ADD COLUMN {column} {declaration}"
            ))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_older_file_gets_the_added_columns() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE exports (seq INTEGER PRIMARY KEY, biz_id TEXT NOT NULL UNIQUE);
             INSERT INTO exports (biz_id) VALUES ('exp_old');",
        )
        .unwrap();
        apply(&conn).unwrap();
        apply(&conn).unwrap();
        let failure: Option<String> = conn
            .query_row("SELECT failure FROM exports", [], |r| r.get("failure"))
            .unwrap();
        assert_eq!(failure, None);
    }
}
