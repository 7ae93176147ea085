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
    last_sent_at INTEGER
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
    password_set INTEGER NOT NULL DEFAULT 0
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
";

/// Creates the tables that do not exist yet.
pub fn apply(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(SCHEMA)
}
