//! The one SQLite connection behind a mutex (never held across an await), in WAL mode.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::Connection;

use crate::envelope::ApiError;

/// The database handle shared by every request.
#[derive(Debug)]
pub struct Db {
    conn: Mutex<Connection>,
}

/// An opened database and whether it was just created (and so needs the seed).
#[derive(Debug)]
pub struct OpenedDb {
    /// The handle.
    pub db: Db,
    /// True when the file was missing or `reset` removed it.
    pub fresh: bool,
}

impl Db {
    /// Opens (creating when missing) the file at `path`; `reset` deletes it first.
    /// The schema is applied either way, so tables added later appear in old files.
    pub fn open(path: &Path, reset: bool) -> rusqlite::Result<OpenedDb> {
        if reset {
            for suffix in ["", "-wal", "-shm"] {
                let mut file = path.as_os_str().to_owned();
                file.push(suffix);
                // A missing file is what we want; other failures surface when opening.
                let _ = std::fs::remove_file(file);
            }
        }
        let fresh = !path.exists();
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        super::schema::apply(&conn)?;
        Ok(OpenedDb {
            db: Self {
                conn: Mutex::new(conn),
            },
            fresh,
        })
    }

    /// Runs `f` with the connection locked. Use `conn.transaction()` inside for atomic changes.
    pub fn with<R>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<R, ApiError>,
    ) -> Result<R, ApiError> {
        // A panic while holding the lock leaves SQLite consistent (uncommitted work rolls
        // back), so a poisoned lock is still usable.
        let mut conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        f(&mut conn)
    }
}
