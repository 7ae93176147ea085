//! `password/forgot` (sealed): a reset message to the outbox, the same answer either way.

use axum::extract::State;
use axum::response::Response;
use portal_api::auth::{PasswordForgotRequest, PasswordForgotResult};

use crate::bot_challenge;
use crate::clock::now_ms;
use crate::db::accounts;
use crate::db::outbox::{self, kind};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::sealed::Sealed;
use crate::state::AppState;
use crate::{ids, limits};

/// The answer whether or not the address has an account (no enumeration).
pub const FORGOT_MESSAGE: &str = "If the address is registered, a reset link has been sent.";

/// Checks the bot challenge, mails a reset token when the account exists.
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
        if let Some(account) = accounts::by_email(c, email)? {
            let token = ids::secret(12);
            outbox::push(
                c,
                &account.email,
                kind::PASSWORD_RESET,
                Some(&token),
                "Reset your password",
                now,
            )?;
        }
        Ok(())
    })?;
    Ok(Reply::ok(PasswordForgotResult {
        success: true,
        message: FORGOT_MESSAGE.to_owned(),
    }))
}
