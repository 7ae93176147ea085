//! `password/forgot` (sealed): a reset link to the outbox, the same answer either way.

use axum::extract::State;
use axum::response::Response;
use portal_api::auth::{PasswordForgotRequest, PasswordForgotResult};

use crate::bot_challenge;
use crate::clock::now_ms;
use crate::db::accounts;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::limits;
use crate::password_links::{self, Purpose};
use crate::sealed::Sealed;
use crate::state::AppState;

/// The answer whether or not the address has an account (no enumeration).
pub const FORGOT_MESSAGE: &str = "If the address is registered, a reset link has been sent.";

/// Checks the bot challenge, mails a reset link when the account exists.
pub async fn forgot(
    State(app): State<AppState>,
    Sealed { body, channel }: Sealed<PasswordForgotRequest>,
) -> Response {
    channel.reply(do_forgot(&app, body))
}

fn do_forgot(app: &AppState, req: PasswordForgotRequest) -> ApiResult<PasswordForgotResult> {
    let email = req.email.trim();
    limits::email(email)?;
    limits::max_len("turnstileToken", &req.turnstile_token, limits::TOKEN)?;
    if !bot_challenge::passes(&req.turnstile_token, app.config.require_bot_challenge) {
        return Err(ApiError::invalid("Bot challenge failed"));
    }
    let now = now_ms();
    app.db.with(|c| {
        // Only an account that may sign in (or is waiting for its first password) gets a link:
        // a disabled or rejected one is not opened again by a reset.
        let account = accounts::by_email(c, email)?;
        if let Some(account) = account.filter(|a| a.status.may_set_password()) {
            password_links::send(c, &account, Purpose::Reset, now)?;
        }
        Ok(())
    })?;
    Ok(Reply::ok(PasswordForgotResult {
        success: true,
        message: FORGOT_MESSAGE.to_owned(),
    }))
}
