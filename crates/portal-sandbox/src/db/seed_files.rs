//! The demo files and exports of Acme and Globex (facts in `crate::demo`).

use rusqlite::Connection;
use serde_json::{json, Map, Value};

use super::exports::{self, ExportRow};
use super::files::{self, FileRow};
use crate::clock::iso;
use crate::demo;
use portal_api::exports::{ExportStatus, PARAM_DATE_FROM, PARAM_DATE_TO};

const HOUR_MS: i64 = 60 * 60 * 1000;
const DAY_MS: i64 = 24 * HOUR_MS;
/// How long a seeded ready export took to generate.
const GENERATED_IN_MS: i64 = 40 * 1000;

/// Writes [`demo::FILES`] with their bytes and [`demo::EXPORTS`], oldest first.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    for f in demo::FILES {
        let row = FileRow {
            biz_id: f.biz_id.to_owned(),
            institution_biz_id: f.institution.to_owned(),
            bucket: f.bucket.to_owned(),
            remark: f.remark.to_owned(),
            file_name: f.file_name.to_owned(),
            content_type: f.content_type.to_owned(),
            size: f.content.len() as i64,
            sha256: files::sha256_hex(f.content),
            uploaded_by: f.uploaded_by.to_owned(),
            created_at: now - DAY_MS * f.days_ago,
        };
        files::insert(conn, &row, f.content)?;
    }
    for e in demo::EXPORTS {
        let created_at = now - HOUR_MS * e.hours_ago;
        let mut params = Map::new();
        if let Some((from, to)) = e.days {
            let day = |days: i64| Value::String(iso(now - DAY_MS * days)[..10].to_owned());
            params.insert(PARAM_DATE_FROM.to_owned(), day(from));
            params.insert(PARAM_DATE_TO.to_owned(), day(to));
        }
        let row = ExportRow {
            biz_id: e.biz_id.to_owned(),
            institution_biz_id: Some(e.institution.to_owned()),
            export_type: e.export_type.to_owned(),
            remark: e.remark.to_owned(),
            params: json!(params).to_string(),
            requested_by: e.requested_by.to_owned(),
            created_at,
            // One still processing never finishes: the demo always shows that state.
            ready_at: match e.status {
                ExportStatus::Processing => i64::MAX,
                _ => created_at + GENERATED_IN_MS,
            },
            failure: e.failure.map(str::to_owned),
        };
        exports::insert(conn, &row)?;
    }
    Ok(())
}
