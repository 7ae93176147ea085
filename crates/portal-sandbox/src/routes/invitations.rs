//! The signed-in account's invitations: list, accept (joins the workspace), decline.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::paths;
use portal_api::profile::{InvitationAcceptRequest, InvitationDeclineRequest};
use serde_json::{json, Value};

use crate::auth_context::Authed;
use crate::clock::{iso, now_ms};
use crate::db::invitations::{self, InvitationRow};
use crate::db::{institutions, Db};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::limits;
use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::INVITATIONS, get(list))
        .route(paths::INVITATION_ACCEPT, post(accept))
        .route(paths::INVITATION_DECLINE, post(decline))
}

fn view(v: &InvitationRow) -> Value {
    json!({
        "bizId": v.biz_id,
        "institutionBizId": v.institution_biz_id,
        "institutionName": v.institution_name,
        "roleName": v.role_name,
        "invitedBy": v.invited_by,
        "invitedAt": iso(v.invited_at),
        "expiresAt": iso(v.expires_at),
    })
}

async fn list(State(app): State<AppState>, authed: Authed) -> ApiResult<Vec<Value>> {
    let rows = app
        .db
        .with(|c| Ok(invitations::open_for(c, &authed.account.biz_id, now_ms())?))?;
    Ok(Reply::ok(rows.iter().map(view).collect()))
}

/// The caller's open invitation, or 400 `VALIDATION.INVALID_PARAMETER`.
fn open_invitation(
    db: &Db,
    account: &str,
    biz_id: &str,
    now: i64,
) -> Result<InvitationRow, ApiError> {
    limits::required("invitationBizId", biz_id, limits::BIZ_ID)?;
    db.with(|c| Ok(invitations::open_one(c, account, biz_id, now)?))?
        .ok_or_else(|| ApiError::invalid("invitation is unknown or no longer open"))
}

async fn accept(
    State(app): State<AppState>,
    authed: Authed,
    Json(req): Json<InvitationAcceptRequest>,
) -> ApiResult<()> {
    let now = now_ms();
    let account = authed.account.biz_id;
    let invitation = open_invitation(&app.db, &account, &req.invitation_biz_id, now)?;
    app.db.with(|c| {
        let tx = c.transaction()?;
        let institution = &invitation.institution_biz_id;
        institutions::add_member(&tx, &account, institution, &invitation.role_name, now)?;
        invitations::answer(&tx, &invitation.biz_id, "ACCEPTED", None, now)?;
        tx.commit()?;
        Ok(())
    })?;
    Ok(Reply::ok(()))
}

/// `reason` is required, 1 to 255 characters.
async fn decline(
    State(app): State<AppState>,
    authed: Authed,
    Json(req): Json<InvitationDeclineRequest>,
) -> ApiResult<()> {
    let now = now_ms();
    let account = authed.account.biz_id;
    let invitation = open_invitation(&app.db, &account, &req.invitation_biz_id, now)?;
    limits::required("reason", &req.reason, limits::REASON)?;
    let reason = req.reason.trim();
    app.db.with(|c| {
        Ok(invitations::answer(
            c,
            &invitation.biz_id,
            "DECLINED",
            Some(reason),
            now,
        )?)
    })?;
    Ok(Reply::ok(()))
}
