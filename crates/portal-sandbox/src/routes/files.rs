//! Files: an institution's files, upload (raw body, metadata in the query string), one file,
//! its bytes, a time-limited link to them, and delete.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use portal_api::files::{
    validate_file_query, validate_upload, FileDelete, FileQuery, UploadMeta, FILE_MAX_BYTES,
};
use portal_api::pagination::PgB;
use portal_api::{paths, ErrorCode};
use serde_json::{json, Value};

use crate::clock::{iso, now_ms};
use crate::db::files::{self, FileRow};
use crate::db::institutions;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::paging::{pg_b, PageBody};
use crate::record_id::{Record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;

/// `GET` a file's bytes through a link `download-url` gave (no headers needed).
pub const FILE_LINK: &str = "/__sandbox/file-links/{token}";
/// How long a download link works.
const LINK_TTL_MS: i64 = 10 * 60 * 1000;

/// The area's routes (tenant, behind the access code).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::FILES_QUERY, post(list))
        .route(
            paths::FILE_UPLOAD,
            post(upload).layer(DefaultBodyLimit::max(FILE_MAX_BYTES as usize)),
        )
        .route(paths::FILE_DELETE, post(delete))
        .route(paths::FILE, get(record))
        .route(paths::FILE_DOWNLOAD, get(download))
        .route(paths::FILE_DOWNLOAD_URL, get(download_url))
}

/// The link route (outside the tenant gate: a link is opened as it is).
pub fn link_routes() -> Router<AppState> {
    Router::new().route(FILE_LINK, get(by_link))
}

/// Files, by id: one that is unknown or not visible answers 404 `FILE.NOT_FOUND`.
#[derive(Debug)]
enum Files {}

impl Record for Files {
    fn unknown() -> ApiError {
        ApiError::new(ErrorCode::FileNotFound)
    }
}

/// The record (docs/sandbox-records.md, "File").
fn view(row: &FileRow) -> Value {
    json!({
        "bizId": row.biz_id,
        "fileName": row.file_name,
        "size": row.size,
        "contentType": row.content_type,
        "bucket": row.bucket,
        "remark": row.remark,
        "institutionBizId": row.institution_biz_id,
        "sha256": row.sha256,
        "uploadedBy": row.uploaded_by,
        "createdAt": iso(row.created_at),
    })
}

/// The files of `institutionBizId`, newest first (PG-B); one the caller cannot see has none.
async fn list(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<FileQuery>,
) -> ApiResult<PgB<Value>> {
    validate_file_query(&body)?;
    let page = PageBody {
        page: body.page,
        size: body.size,
    }
    .normalise()?;
    let institution = body.institution_biz_id.trim();
    let rows = app.db.with(|c| {
        Ok(files::list(
            c,
            &viewer.scope,
            institution,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    Ok(Reply::ok(pg_b(page, rows, view)))
}

/// Stores the request body as a file. Metadata comes from the query string (`bucket`,
/// `remark`, `fileName`, `institutionBizId`), the media type from `Content-Type`. A body
/// over the limit is 413 `VALIDATION.INVALID_PARAMETER`; bad metadata or an empty body 400;
/// an institution the caller cannot see 404 `RESOURCE.NOT_FOUND`.
async fn upload(
    State(app): State<AppState>,
    viewer: Viewer,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> ApiResult<Value> {
    let body = body.map_err(|_| {
        ApiError::invalid(format!(
            "file must be at most {FILE_MAX_BYTES} bytes (25 MiB)"
        ))
        .with_status(StatusCode::PAYLOAD_TOO_LARGE)
    })?;
    let get = |k: &str| {
        params
            .get(k)
            .map(|v| v.trim().to_owned())
            .unwrap_or_default()
    };
    let meta = UploadMeta {
        bucket: get("bucket"),
        remark: get("remark"),
        file_name: get("fileName"),
        institution_biz_id: get("institutionBizId"),
    };
    validate_upload(&meta, body.len() as u64)?;
    let known = app
        .db
        .with(|c| Ok(institutions::by_biz_id(c, &meta.institution_biz_id)?))?
        .is_some();
    if !known || !viewer.scope.sees(&meta.institution_biz_id) {
        return Err(
            ApiError::new(ErrorCode::ResourceNotFound).with_message("Institution not found")
        );
    }
    let content_type = headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .filter(|v| !v.trim().is_empty())
        .unwrap_or("application/octet-stream")
        .to_owned();
    let row = FileRow {
        biz_id: ids::biz_id("fil"),
        institution_biz_id: meta.institution_biz_id,
        bucket: meta.bucket,
        remark: meta.remark,
        file_name: meta.file_name,
        content_type,
        size: body.len() as i64,
        sha256: files::sha256_hex(&body),
        uploaded_by: viewer.account.email.clone(),
        created_at: now_ms(),
    };
    app.db.with(|c| Ok(files::insert(c, &row, &body)?))?;
    Ok(Reply::ok(view(&row)))
}

/// One file; 404 `FILE.NOT_FOUND` when unknown or not visible.
async fn record(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<Files>,
) -> ApiResult<Value> {
    Ok(Reply::ok(view(&id.seen_by(
        &app,
        &viewer,
        files::by_biz_id,
    )?)))
}

/// The media type a download is served with: the uploaded one, unless a browser could run it
/// as a page or script (HTML, XML and SVG, JavaScript, anything unparseable), which is served
/// as `application/octet-stream`.
fn served_type(uploaded: &str) -> &str {
    const OCTET_STREAM: &str = "application/octet-stream";
    let essence = uploaded
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let Some((kind, subtype)) = essence.split_once('/') else {
        return OCTET_STREAM;
    };
    let token = |t: &str| {
        !t.is_empty()
            && t.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$&-^_.+".contains(&b))
    };
    let active = subtype.contains("html")
        || subtype.contains("xml")
        || subtype.contains("script")
        || subtype.contains("svg")
        || subtype.contains("xsl")
        || subtype.contains("shockwave")
        || subtype == "x-javascript"
        || kind == "multipart"
        || essence == "text/vtt"
        || essence == "text/cache-manifest";
    if !token(kind) || !token(subtype) || active || uploaded.bytes().any(|b| b.is_ascii_control()) {
        OCTET_STREAM
    } else {
        uploaded
    }
}

/// The bytes as an attachment, never sniffed, never as a page or script.
fn bytes_of(app: &AppState, row: &FileRow) -> Result<Response, ApiError> {
    let content = app
        .db
        .with(|c| Ok(files::content(c, &row.biz_id)?))?
        .ok_or_else(Files::unknown)?;
    let mut name = String::new();
    paths::encode_segment(&row.file_name, &mut name);
    let disposition = format!("attachment; filename*=UTF-8''{name}");
    Ok((
        [
            (CONTENT_TYPE, served_type(&row.content_type).to_owned()),
            (CONTENT_DISPOSITION, disposition),
            (X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
        ],
        content,
    )
        .into_response())
}

/// The file's bytes as uploaded, with its media type; 404 `FILE.NOT_FOUND` as for the file.
async fn download(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<Files>,
) -> Result<Response, ApiError> {
    bytes_of(&app, &id.seen_by(&app, &viewer, files::by_biz_id)?)
}

/// A link to the bytes that works without headers for ten minutes: `{url, expiresAt}`.
async fn download_url(
    State(app): State<AppState>,
    viewer: Viewer,
    headers: HeaderMap,
    id: RecordId<Files>,
) -> ApiResult<Value> {
    let row = id.seen_by(&app, &viewer, files::by_biz_id)?;
    let token = ids::secret(24);
    let now = now_ms();
    let expires_at = now + LINK_TTL_MS;
    app.db
        .with(|c| Ok(files::add_link(c, &token, &row.biz_id, now, expires_at)?))?;
    let host = headers
        .get("host")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("127.0.0.1");
    let url = format!("http://{host}{}", FILE_LINK.replace("{token}", &token));
    Ok(Reply::ok(json!({"url": url, "expiresAt": iso(expires_at)})))
}

/// The bytes a link names; 404 `FILE.NOT_FOUND` for an unknown or expired link.
async fn by_link(
    State(app): State<AppState>,
    Path(token): Path<String>,
) -> Result<Response, ApiError> {
    let row = app
        .db
        .with(|c| Ok(files::by_link(c, &token, now_ms())?))?
        .ok_or_else(Files::unknown)?;
    bytes_of(&app, &row)
}

/// Deletes the file and its links; 404 `FILE.NOT_FOUND` when unknown or not visible.
async fn delete(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<FileDelete>,
) -> ApiResult<bool> {
    let id = body.file_biz_id.trim();
    let gone = app.db.with(|c| Ok(files::delete(c, &viewer.scope, id)?))?;
    if gone {
        Ok(Reply::ok(true))
    } else {
        Err(Files::unknown())
    }
}

#[cfg(test)]
mod tests {
    use super::served_type;

    #[test]
    fn active_types_are_served_as_octet_stream() {
        for active in [
            "text/html",
            "TEXT/HTML; charset=utf-8",
            "application/xhtml+xml",
            "image/svg+xml",
            "text/xml",
            "application/javascript",
            "text/javascript",
            "application/ecmascript",
            "multipart/x-mixed-replace",
            "nonsense",
            "text/plain\r\nX-Evil: 1",
            "",
        ] {
            assert_eq!(served_type(active), "application/octet-stream", "{active}");
        }
        for plain in [
            "text/csv",
            "application/pdf",
            "image/png",
            "text/plain; charset=utf-8",
        ] {
            assert_eq!(served_type(plain), plain);
        }
    }
}
