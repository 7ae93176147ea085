//! `login/initiate`, `login/mfa/send` and `login/complete` (all sealed).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use axum::extract::{ConnectInfo, State};
use axum::http::Extensions;
use axum::response::Response;
use portal_api::auth::{
    LoginCompleteRequest, LoginInitiateRequest, LoginSession, MfaMethod, MfaSendRequest,
    MfaSendResult, TokenPair,
};
use portal_api::ErrorCode;
use serde_json::json;

use crate::clock::{millis, now_ms};
use crate::codes;
use crate::db::accounts::{self, AccountRow};
use crate::db::login_sessions::{self, LoginSessionRow};
use crate::db::outbox::{self, kind};
use crate::db::{auth_sessions, Db};
use crate::enums::{self, AccountStatus};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::sealed::Sealed;
use crate::state::AppState;
use crate::{attempts, ids, limits, passwords, tokens, totp};

/// Checks email and password; opens a login session (401 `AUTH.INVALID_CREDENTIALS`; 429
/// `AUTH.MFA_SEND_COOLDOWN` with `Retry-After` once the account or client has used up its
/// wrong passwords). The client is the connection's peer address.
pub async fn initiate(
    State(app): State<AppState>,
    extensions: Extensions,
    Sealed { body, channel }: Sealed<LoginInitiateRequest>,
) -> Response {
    let client = extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(peer)| {
            peer.ip()
        });
    channel.reply(do_initiate(&app, body, client))
}

/// Emails a six-digit code (EMAIL only), at most once per cooldown (429).
pub async fn mfa_send(
    State(app): State<AppState>,
    Sealed { body, channel }: Sealed<MfaSendRequest>,
) -> Response {
    channel.reply(do_mfa_send(&app, body))
}

/// Checks the EMAIL, OTP or BACKUP_CODE proof and issues a token pair.
pub async fn complete(
    State(app): State<AppState>,
    Sealed { body, channel }: Sealed<LoginCompleteRequest>,
) -> Response {
    channel.reply(do_complete(&app, body))
}

fn do_initiate(
    app: &AppState,
    req: LoginInitiateRequest,
    client: IpAddr,
) -> ApiResult<LoginSession> {
    limits::max_len("email", &req.email, limits::EMAIL)?;
    limits::max_len("password", &req.password, limits::PASSWORD)?;
    let guard = &app.password_guard;
    let attempt_at = app.config.clock.now_ms();
    guard.check(&req.email, client, attempt_at)?;
    let found = app
        .db
        .with(|c| Ok(accounts::by_email(c, req.email.trim())?))?;
    // One password hash check whether or not the email has an account (or a password yet):
    // the answer takes as long either way.
    let stored = found.as_ref().and_then(|a| a.password_hash.as_deref());
    let password_ok = passwords::verify_or_dummy(&req.password, stored);
    let account = found
        .filter(|_| password_ok)
        // A disabled or rejected account is refused like a wrong password: nothing is told
        // about accounts that cannot sign in.
        .filter(|a| !matches!(a.status, AccountStatus::Disabled | AccountStatus::Rejected));
    let Some(account) = account else {
        guard.failed(&req.email, client, attempt_at);
        return Err(ApiError::new(ErrorCode::InvalidCredentials));
    };
    guard.succeeded(&req.email);
    let ttl = app.config.login_session_ttl;
    let session_id = ids::biz_id("lgn");
    let expires_at = now_ms().saturating_add(millis(ttl));
    app.db.with(|c| {
        Ok(login_sessions::insert(
            c,
            &session_id,
            &account.biz_id,
            expires_at,
        )?)
    })?;
    Ok(Reply::ok(LoginSession {
        session_id,
        mfa_methods: account
            .mfa_methods
            .iter()
            .map(|m| enums::mfa_method(*m))
            .collect(),
        expires_in: ttl.as_secs(),
        account_status: (account.status != AccountStatus::Active)
            .then(|| json!(account.status.value())),
        pending_approval: account.status == AccountStatus::PendingApproval,
    }))
}

/// The live session and its account, or 404 `AUTH.SESSION_NOT_FOUND`.
fn session_and_account(
    db: &Db,
    session_id: &str,
    now: i64,
) -> Result<(LoginSessionRow, AccountRow), ApiError> {
    limits::max_len("sessionId", session_id, limits::BIZ_ID)?;
    let not_found = || ApiError::new(ErrorCode::SessionNotFound);
    db.with(|c| {
        let session = login_sessions::live(c, session_id, now)?.ok_or_else(not_found)?;
        let account = accounts::by_biz_id(c, &session.account_biz_id)?.ok_or_else(not_found)?;
        Ok((session, account))
    })
}

/// The offered method with this value; unknown or not offered is `VALIDATION.INVALID_PARAMETER`.
fn offered_method(account: &AccountRow, value: i64) -> Result<MfaMethod, ApiError> {
    let method = MfaMethod::from_value(value)
        .ok_or_else(|| ApiError::invalid("method is not a known MFA method"))?;
    if !account.mfa_methods.contains(&method) {
        return Err(ApiError::invalid("method is not offered for this account"));
    }
    Ok(method)
}

fn do_mfa_send(app: &AppState, req: MfaSendRequest) -> ApiResult<MfaSendResult> {
    let now = now_ms();
    let (session, account) = session_and_account(&app.db, &req.session_id, now)?;
    if !MfaMethod::from_value(req.method).is_some_and(MfaMethod::is_delivered) {
        return Err(ApiError::invalid("method is not delivered"));
    }
    offered_method(&account, req.method)?;
    if account.status == AccountStatus::PendingApproval {
        return Err(codes::account_pending_approval());
    }
    let cooldown = app.config.mfa_cooldown;
    if let Some(last) = session.last_sent_at {
        let wait_ms = last.saturating_add(millis(cooldown)) - now;
        if wait_ms > 0 {
            let seconds = (wait_ms + 999) / 1000;
            return Err(
                ApiError::new(ErrorCode::MfaSendCooldown).with_message(format!(
                    "Please wait {seconds} seconds before requesting another code"
                )),
            );
        }
    }
    let code_ttl = app.config.email_code_ttl;
    let code = ids::six_digit_code();
    app.db.with(|c| {
        let expires_at = now.saturating_add(millis(code_ttl));
        login_sessions::record_sent_code(c, &session.session_id, &code, expires_at, now)?;
        outbox::push(
            c,
            &account.email,
            kind::LOGIN_MFA,
            Some(&code),
            "Your sign-in code",
            now,
        )?;
        Ok(())
    })?;
    Ok(Reply::ok(MfaSendResult {
        sent: true,
        cooldown_seconds: cooldown.as_secs(),
        code_expires_in: code_ttl.as_secs(),
    }))
}

fn do_complete(app: &AppState, req: LoginCompleteRequest) -> ApiResult<TokenPair> {
    let now = now_ms();
    let (_, account) = session_and_account(&app.db, &req.session_id, now)?;
    if account.status == AccountStatus::PendingApproval {
        return Err(codes::account_pending_approval());
    }
    let method = offered_method(&account, req.method)?;
    limits::max_len("code", &req.code, limits::CODE)?;
    let code = req.code.trim();
    let sid = ids::biz_id("ses");
    let minted = tokens::mint(
        app.token_secret.as_bytes(),
        &account.biz_id,
        &sid,
        now,
        app.token_lifetimes(),
    )?;
    let max_wrong = app.config.code_attempts;
    // The session is read, the proof checked and a wrong one counted in one transaction, so
    // parallel guesses cannot outrun the count.
    app.db.with(|c| {
        let tx = c.transaction()?;
        let session = login_sessions::live(&tx, &req.session_id, now)?
            .ok_or_else(|| ApiError::new(ErrorCode::SessionNotFound))?;
        let right = match method {
            MfaMethod::Email => {
                session.email_code.as_deref() == Some(code)
                    && session.email_code_expires_at.is_some_and(|at| at > now)
            }
            // An authenticator code is good once: a replayed one is as wrong as a mistyped one.
            MfaMethod::Otp => match account
                .totp_secret
                .as_deref()
                .and_then(|secret| totp::matching_step(secret, code, (now / 1000) as u64))
            {
                Some(step) => accounts::use_totp_step(&tx, &account.biz_id, step)?,
                None => false,
            },
            MfaMethod::BackupCode => {
                accounts::consume_backup_code(&tx, &account.biz_id, code, now)?
            }
        };
        if !right {
            let ended = login_sessions::record_wrong_code(&tx, &session.session_id, max_wrong)?;
            tx.commit()?;
            return Err(if ended {
                attempts::session_ended_by_wrong_codes()
            } else {
                ApiError::new(ErrorCode::MfaCodeInvalid)
            });
        }
        login_sessions::mark_used(&tx, &session.session_id)?;
        auth_sessions::insert(&tx, &sid, &account.biz_id, &minted.hashes, now)?;
        tx.commit()?;
        Ok(())
    })?;
    Ok(Reply::ok(TokenPair {
        access_token: minted.access,
        refresh_token: minted.refresh,
        expires_in: app.config.access_token_ttl.as_secs(),
    }))
}
