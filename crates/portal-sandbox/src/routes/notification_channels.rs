//! `/web/v1/notification-channel-types/query` and the channel `update` and `activate`
//! commands: numeric codes (4000, 4010, 4030, 4040) in the full envelope.

use axum::extract::{RawQuery, State};
use axum::routing::post;
use axum::Router;
use portal_api::notification_channels::{
    validate_channel_activate, validate_channel_update, validate_type_filter, ChannelActivate,
    ChannelTypeFilter, ChannelTypeQuery, NotificationChannel, NotificationChannelType,
    NotificationChannelUpdate, PASSWORD_MASK,
};
use portal_api::pagination::PgE;
use portal_api::{paths, ErrorCode, PageRequest};
use serde::Deserialize;

use crate::auth_context::Authed;
use crate::bot_challenge;
use crate::clock::{iso, now_ms};
use crate::db::notification_channels::{self, TypeFilter};
use crate::envelope::{ApiError, ApiResult, Convention, Reply};
use crate::extract::Json;
use crate::permissions::Granted;
use crate::state::AppState;

const CONVENTION: Convention = Convention::NUMERIC_FULL;

/// The area's routes (outside the tenant prefix: no portal access code).
pub fn routes() -> Router<AppState> {
    let layer = CONVENTION.layer();
    Router::new()
        .route(
            paths::NOTIFICATION_CHANNEL_TYPES_QUERY,
            post(query_types).layer(layer),
        )
        .route(
            paths::NOTIFICATION_CHANNEL_UPDATE,
            post(update).layer(layer),
        )
        .route(
            paths::NOTIFICATION_CHANNEL_ACTIVATE,
            post(activate).layer(layer),
        )
}

/// A body with the bot-challenge token these endpoints may carry (`docs/decisions/contract-gaps.md`).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Challenged<T> {
    #[serde(flatten)]
    body: T,
    #[serde(default)]
    turnstile_token: Option<String>,
}

impl<T> Challenged<T> {
    /// The body, once the token passes; else 4030.
    fn checked(self, app: &AppState) -> Result<T, ApiError> {
        let token = self.turnstile_token.unwrap_or_default();
        if !bot_challenge::passes(&token, app.config.require_bot_challenge) {
            return Err(ApiError::new(ErrorCode::BotChallenge4030)
                .with_message("Bot challenge verification failed")
                .in_convention(CONVENTION));
        }
        Ok(self.body)
    }
}

fn numeric(e: impl Into<ApiError>) -> ApiError {
    e.into().in_convention(CONVENTION)
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::ChannelNotFound4040)
        .with_message("Notification channel not found")
        .in_convention(CONVENTION)
}

/// The channel as answered: the password masked whenever one is set.
fn masked(mut channel: NotificationChannel) -> NotificationChannel {
    if let Some(email) = channel.email_config.as_mut() {
        email.password = email
            .password
            .as_ref()
            .filter(|p| !p.is_empty())
            .map(|_| PASSWORD_MASK.to_owned());
    }
    channel
}

/// Filters from the body; page, size and sort from the query string (PG-E). A negative page
/// or size, or a field that cannot be sorted, is 4000; a size above 100 is capped.
async fn query_types(
    State(app): State<AppState>,
    _authed: Authed,
    RawQuery(raw): RawQuery,
    Json(body): Json<Challenged<ChannelTypeFilter>>,
) -> ApiResult<PgE<NotificationChannelType>> {
    let filter = body.checked(&app)?;
    validate_type_filter(&filter).map_err(numeric)?;
    let query = ChannelTypeQuery::parse(raw.as_deref().unwrap_or("")).map_err(|_| {
        numeric(ApiError::invalid(
            "page and size must not be negative; sort takes a sortable field and asc or desc",
        ))
    })?;
    let page = PageRequest::normalise(Some(query.page as i64), query.size.map(|s| s as i64))
        .map_err(|_| numeric(ApiError::invalid("page and size must not be negative")))?;
    fn text(v: &Option<String>) -> Option<&str> {
        v.as_deref().map(str::trim).filter(|v| !v.is_empty())
    }
    let db_filter = TypeFilter {
        biz_id: text(&filter.biz_id),
        type_code: text(&filter.type_code),
        type_status: text(&filter.type_status),
        enabled_only: filter.enabled_only == Some(true),
    };
    let (rows, total) = app
        .db
        .with(|c| {
            Ok(notification_channels::types(
                c,
                &db_filter,
                &query.sort,
                page.offset(),
                page.size as u64,
            )?)
        })
        .map_err(numeric)?;
    Ok(Reply::ok(page.page_of(rows, total).into_pg_e()))
}

/// Changes the given fields (a bare `bizId` changes nothing and answers the channel); 4040
/// when the channel is unknown.
async fn update(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(body): Json<Challenged<NotificationChannelUpdate>>,
) -> ApiResult<NotificationChannel> {
    let body = body.checked(&app)?;
    validate_channel_update(&body).map_err(numeric)?;
    if let Ok(sent) = serde_json::to_value(&body) {
        app.stats
            .record_body_fields(paths::NOTIFICATION_CHANNEL_UPDATE, &sent);
    }
    if !body.changes_nothing() {
        // Reading (a bare bizId) needs the read code; changing, the write code.
        granted.may_edit().map_err(numeric)?;
    }
    let biz_id = body.biz_id.trim().to_owned();
    let saved = edited(&app, &authed, &granted, &biz_id, |channel| {
        let changes = !body.changes_nothing();
        if changes {
            apply(channel, body);
        }
        changes
    })?;
    Ok(Reply::ok(masked(saved)))
}

/// The channel `biz_id` after `edit` changed it; saved with who and when unless `edit` says
/// it changed nothing. 4040 when the channel is unknown, 4030 when it belongs to another
/// workspace than the caller's (unless service staff in the service workspace).
fn edited(
    app: &AppState,
    authed: &Authed,
    granted: &Granted,
    biz_id: &str,
    edit: impl FnOnce(&mut NotificationChannel) -> bool,
) -> Result<NotificationChannel, ApiError> {
    app.db
        .with(|c| {
            let Some(mut channel) = notification_channels::channel(c, biz_id)? else {
                return Ok(None);
            };
            granted.may_change(channel.institution_biz_id.as_deref())?;
            if edit(&mut channel) {
                channel.updated_at = Some(iso(now_ms()));
                channel.updated_by = Some(authed.account.biz_id.clone());
                notification_channels::save(c, &channel)?;
            }
            Ok(Some(channel))
        })
        .map_err(numeric)?
        .ok_or_else(not_found)
}

fn apply(channel: &mut NotificationChannel, body: NotificationChannelUpdate) {
    let trimmed = |v: String| v.trim().to_owned();
    if let Some(name) = body.channel_name {
        channel.channel_name = Some(trimmed(name));
    }
    if let Some(remark) = body.channel_remark {
        channel.channel_remark = Some(trimmed(remark)).filter(|r| !r.is_empty());
    }
    if let Some(host) = body.channel_host {
        channel.channel_host = Some(trimmed(host));
    }
    if let Some(status) = body.channel_status {
        channel.channel_status = Some(status);
    }
    let Some(given) = body.email_config else {
        return;
    };
    let email = channel.email_config.get_or_insert_with(Default::default);
    macro_rules! merge {
        ($($field:ident),*) => {$(
            if given.$field.is_some() {
                email.$field = given.$field;
            }
        )*};
    }
    merge!(
        smtp_host,
        smtp_port,
        sender_email,
        sender_name,
        username,
        password,
        use_ssl,
        use_start_tls,
        connection_timeout,
        read_timeout
    );
}

/// Sets the channel ACTIVE; 4040 when it is unknown.
async fn activate(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(body): Json<Challenged<ChannelActivate>>,
) -> ApiResult<NotificationChannel> {
    let body = body.checked(&app)?;
    validate_channel_activate(&body).map_err(numeric)?;
    let saved = edited(&app, &authed, &granted, body.biz_id.trim(), |channel| {
        channel.channel_status = Some("ACTIVE".to_owned());
        true
    })?;
    Ok(Reply::ok(masked(saved)))
}
