//! Server secrets kept in the `meta` table: the token signing key and the secure-channel key pair.

use rusqlite::{named_params, Connection, OptionalExtension};

/// Key of the access-token HMAC secret.
pub const TOKEN_SECRET: &str = "token_secret";
/// Key of the secure channel's PKCS#8 private key.
pub const CHANNEL_KEY: &str = "secure_channel_key_pkcs8";
/// Key of the secure channel's key id.
pub const CHANNEL_KEY_ID: &str = "secure_channel_key_id";
/// Key of the secure channel key's creation time (epoch ms as text).
pub const CHANNEL_KEY_CREATED: &str = "secure_channel_key_created";

/// Stores `value` under `key`.
pub fn put(conn: &Connection, key: &str, value: &[u8]) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (:key, :value)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        named_params! {":key": key, ":value": value},
    )?;
    Ok(())
}

/// The value under `key`, if any.
pub fn get(conn: &Connection, key: &str) -> rusqlite::Result<Option<Vec<u8>>> {
    conn.query_row(
        "SELECT value FROM meta WHERE key = :key",
        named_params! {":key": key},
        |r| r.get("value"),
    )
    .optional()
}
