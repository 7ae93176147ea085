//! Self-registration (all sealed): initiate, verify the emailed code, complete, set the first password.

use axum::extract::State;
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use portal_api::auth::{
    MfaMethod, PasswordInitRequest, PasswordInitResult, RegisterCompleteRequest,
    RegisterCompleteResult, RegisterInitiateRequest, RegisterVerifyRequest, RegisterVerifyResult,
    RegistrationSession,
};
use portal_api::{paths, ErrorCode, Locale};

use crate::clock::{iso, millis, now_ms};
use crate::db::accounts::{self, AccountRow};
use crate::db::outbox::{self, kind};
use crate::db::registrations::{self, RegistrationRow};
use crate::db::Db;
use crate::enums::{AccountStatus, PortalKind};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::sealed::Sealed;
use crate::state::AppState;
use crate::{attempts, ids, limits, passwords, reference_data};

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::REGISTER_INITIATE, post(initiate))
        .route(paths::REGISTER_VERIFY, post(verify))
        .route(paths::REGISTER_COMPLETE, post(complete))
        .route(paths::PASSWORD_INIT, post(password_init))
}

async fn initiate(
    State(app): State<AppState>,
    Sealed { body, channel }: Sealed<RegisterInitiateRequest>,
) -> Response {
    channel.reply(do_initiate(&app, body))
}

async fn verify(
    State(app): State<AppState>,
    Sealed { body, channel }: Sealed<RegisterVerifyRequest>,
) -> Response {
    channel.reply(do_verify(&app, body))
}

async fn complete(
    State(app): State<AppState>,
    Sealed { body, channel }: Sealed<RegisterCompleteRequest>,
) -> Response {
    channel.reply(do_complete(&app, body))
}

async fn password_init(
    State(app): State<AppState>,
    Sealed { body, channel }: Sealed<PasswordInitRequest>,
) -> Response {
    channel.reply(do_password_init(&app, body))
}

fn email_taken() -> ApiError {
    ApiError::new(ErrorCode::EmailAlreadyRegistered)
}

/// A self-registration abandoned before its password was set: the person may register again
/// rather than be locked out of an account nobody can sign in to.
fn is_abandoned_registration(account: &AccountRow) -> bool {
    account.password_hash.is_none() && account.institution_biz_id.is_none()
}

/// The live registration session, or 404 `AUTH.SESSION_NOT_FOUND`.
fn live_session(db: &Db, session_id: &str, now: i64) -> Result<RegistrationRow, ApiError> {
    limits::max_len("sessionId", session_id, limits::BIZ_ID)?;
    db.with(|c| Ok(registrations::live(c, session_id, now)?))?
        .ok_or_else(|| ApiError::new(ErrorCode::SessionNotFound))
}

fn do_initiate(app: &AppState, req: RegisterInitiateRequest) -> ApiResult<RegistrationSession> {
    let email = req.email.trim();
    limits::email(email)?;
    limits::required("accountName", &req.account_name, limits::ACCOUNT_NAME)?;
    let ttl = app.config.registration_session_ttl;
    let now = now_ms();
    let row = RegistrationRow {
        session_id: ids::biz_id("reg"),
        email: email.to_owned(),
        account_name: req.account_name.trim().to_owned(),
        code: ids::six_digit_code(),
        expires_at: now.saturating_add(millis(ttl)),
        verified_at: None,
        account_biz_id: None,
        password_set: false,
    };
    app.db.with(|c| {
        if accounts::by_email(c, email)?.is_some_and(|a| !is_abandoned_registration(&a)) {
            return Err(email_taken());
        }
        registrations::insert(c, &row)?;
        let subject = "Confirm your email address";
        outbox::push(c, email, kind::REGISTRATION, Some(&row.code), subject, now)?;
        Ok(())
    })?;
    Ok(Reply::ok(RegistrationSession {
        session_id: row.session_id,
        email: row.email,
        expires_in: ttl.as_secs(),
    }))
}

fn do_verify(app: &AppState, req: RegisterVerifyRequest) -> ApiResult<RegisterVerifyResult> {
    let now = now_ms();
    live_session(&app.db, &req.session_id, now)?;
    limits::max_len("code", &req.code, limits::CODE)?;
    let code = req.code.trim();
    let max_wrong = app.config.code_attempts;
    // Read, check and count a wrong code in one transaction: parallel guesses cannot outrun
    // the count.
    let (session_id, verified_at) = app.db.with(|c| {
        let tx = c.transaction()?;
        let session = registrations::live(&tx, &req.session_id, now)?
            .ok_or_else(|| ApiError::new(ErrorCode::SessionNotFound))?;
        if code != session.code {
            let ended = registrations::record_wrong_code(&tx, &session.session_id, max_wrong)?;
            tx.commit()?;
            return Err(if ended {
                attempts::session_ended_by_wrong_codes()
            } else {
                ApiError::new(ErrorCode::MfaCodeInvalid)
            });
        }
        let verified_at = match session.verified_at {
            Some(at) => at,
            None => {
                registrations::mark_verified(&tx, &session.session_id, now)?;
                now
            }
        };
        tx.commit()?;
        Ok((session.session_id, verified_at))
    })?;
    Ok(Reply::ok(RegisterVerifyResult {
        session_id,
        verified: true,
        verified_at: Some(iso(verified_at).into()),
    }))
}

fn do_complete(app: &AppState, req: RegisterCompleteRequest) -> ApiResult<RegisterCompleteResult> {
    let now = now_ms();
    let session = live_session(&app.db, &req.session_id, now)?;
    if session.verified_at.is_none() {
        return Err(ApiError::invalid("email is not verified"));
    }
    if session.account_biz_id.is_some() {
        return Err(ApiError::invalid("registration is already complete"));
    }
    limits::required("accountName", &req.account_name, limits::ACCOUNT_NAME)?;
    let language = Locale::from_tag(&req.default_language).ok_or_else(|| {
        ApiError::invalid("defaultLanguage must be one of en, zh, zh-Hant, ja, vi")
    })?;
    limits::max_len("defaultTimezone", &req.default_timezone, limits::ZONE_ID)?;
    if !reference_data::is_known_zone(&req.default_timezone) {
        return Err(ApiError::invalid(
            "defaultTimezone is not a known IANA zone",
        ));
    }
    let account = AccountRow {
        biz_id: ids::biz_id("acc"),
        institution_biz_id: None,
        email: session.email.clone(),
        phone: String::new(),
        name: req.account_name.trim().to_owned(),
        remark: None,
        portal: PortalKind::Tenant,
        status: AccountStatus::Active,
        password_hash: None,
        mfa_methods: vec![MfaMethod::Email],
        totp_secret: None,
        default_language: Some(language.tag().to_owned()),
        default_timezone: Some(req.default_timezone.clone()),
        default_country: None,
        created_at: now,
        updated_at: now,
    };
    let account_biz_id = app.db.with(|c| {
        let tx = c.transaction()?;
        let biz_id = match accounts::by_email(&tx, &account.email)? {
            Some(existing) if is_abandoned_registration(&existing) => {
                accounts::update_profile(
                    &tx,
                    &existing.biz_id,
                    &account.name,
                    &req.default_timezone,
                    now,
                )?;
                existing.biz_id
            }
            Some(_) => return Err(email_taken()),
            None => {
                accounts::insert(&tx, &account)?;
                account.biz_id.clone()
            }
        };
        registrations::mark_completed(&tx, &session.session_id, &biz_id)?;
        tx.commit()?;
        Ok(biz_id)
    })?;
    Ok(Reply::ok(RegisterCompleteResult {
        account_biz_id,
        email: account.email,
        status: account.status.code().to_owned(),
        password_initialized: false,
    }))
}

/// Uses up the completed registration session; a second call answers 404.
fn do_password_init(app: &AppState, req: PasswordInitRequest) -> ApiResult<PasswordInitResult> {
    let now = now_ms();
    let session = live_session(&app.db, &req.session_id, now)?;
    if session.password_set {
        return Err(ApiError::new(ErrorCode::SessionNotFound));
    }
    let account_biz_id = session
        .account_biz_id
        .ok_or_else(|| ApiError::invalid("registration is not complete"))?;
    passwords::check_rules(&req.password)?;
    let hash = passwords::hash(&req.password)?;
    let status = AccountStatus::Active;
    let account = app.db.with(|c| {
        let tx = c.transaction()?;
        // A link sent before the account was disabled no longer opens it.
        let current = accounts::by_biz_id(&tx, &account_biz_id)?;
        if !current.is_some_and(|a| a.status.may_set_password()) {
            return Err(ApiError::new(ErrorCode::SessionNotFound));
        }
        accounts::set_password(&tx, &account_biz_id, &hash, status, now)?;
        registrations::mark_password_set(&tx, &session.session_id)?;
        let account = accounts::by_biz_id(&tx, &account_biz_id)?
            .ok_or_else(|| ApiError::internal("registered account vanished"))?;
        tx.commit()?;
        Ok(account)
    })?;
    Ok(Reply::ok(PasswordInitResult {
        biz_id: account.biz_id,
        email: account.email,
        status: status.value(),
    }))
}
