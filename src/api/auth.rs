//! Sign-in, second factor, sign-out, registration and password calls.

use portal_api::auth::*;
use portal_api::paths;
use portal_api::ErrorCode;

use super::{core, secure, session, tab_sync, ApiError};
use crate::web::performance::{mark, measure};

/// Checks email and password; opens a login session.
pub async fn login_initiate(email: &str, password: &str) -> Result<LoginSession, ApiError> {
    mark("login-initiate-start");
    let body = LoginInitiateRequest {
        email: email.trim().to_owned(),
        password: password.to_owned(),
    };
    let result = secure::post(paths::LOGIN_INITIATE, &body)
        .await
        .map_err(as_attempts_limit);
    mark("login-initiate-end");
    measure(
        "login-initiate",
        "login-initiate-start",
        "login-initiate-end",
    );
    result
}

/// Signing in sends no code, so the contract's one "wait, then try again" code answering it
/// means this email's or this client's wrong passwords were limited (docs/sandbox.md,
/// "Limits on guessing").
fn as_attempts_limit(error: ApiError) -> ApiError {
    match error {
        ApiError::Server {
            status,
            code: ErrorCode::MfaSendCooldown,
            message,
        } => ApiError::Limited {
            status,
            code: ErrorCode::MfaSendCooldown,
            message,
        },
        other => other,
    }
}

/// Asks the server to deliver a code (EMAIL).
pub async fn mfa_send(session_id: &str, method: MfaMethod) -> Result<MfaSendResult, ApiError> {
    let body = MfaSendRequest {
        session_id: session_id.to_owned(),
        method: method.value(),
    };
    secure::post(paths::LOGIN_MFA_SEND, &body).await
}

/// A numeric one-time code as typed or pasted, without the spaces and dashes that emails and
/// authenticator apps show for reading ("123 456", "123-456"). Backup codes keep their dashes.
fn digits_code(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect()
}

/// Finishes sign-in with the second factor and keeps the tokens.
pub async fn login_complete(
    session_id: &str,
    method: MfaMethod,
    code: &str,
) -> Result<(), ApiError> {
    let body = LoginCompleteRequest {
        session_id: session_id.to_owned(),
        method: method.value(),
        code: match method {
            MfaMethod::BackupCode => code.trim().to_owned(),
            MfaMethod::Email | MfaMethod::Otp => digits_code(code),
        },
    };
    let tokens: TokenPair = secure::post(paths::LOGIN_COMPLETE, &body).await?;
    session::clear();
    session::store_tokens(&tokens);
    secure::close();
    Ok(())
}

/// Signs out: forgets this tab's session at once, then tells the server when it can.
///
/// Nothing waits for the server: an unreachable one must not keep the tokens in the tab.
pub fn logout() {
    let token = session::access_token();
    let refresh = session::refresh_token();
    session::forget();
    secure::close();
    leptos::task::spawn_local(async move {
        if let Some(token) = token {
            // Best effort: with the session forgotten locally, a failure changes nothing.
            let _ = core::post_with_token(paths::LOGOUT, &serde_json::Value::Null, &token).await;
        }
        // Told once the server has ended the sessions, so other tabs checking theirs see it.
        if let Some(refresh) = refresh {
            tab_sync::tell_signed_out(refresh);
        }
    });
}

/// Requests a password reset email, with the bot-challenge token.
pub async fn password_forgot(
    email: &str,
    bot_token: &str,
) -> Result<PasswordForgotResult, ApiError> {
    let body = PasswordForgotRequest {
        email: email.trim().to_owned(),
        turnstile_token: bot_token.to_owned(),
    };
    let result = secure::post(paths::PASSWORD_FORGOT, &body).await?;
    secure::close();
    Ok(result)
}

/// Starts self-registration; a code is emailed.
pub async fn register_initiate(
    email: &str,
    account_name: &str,
) -> Result<RegistrationSession, ApiError> {
    let body = RegisterInitiateRequest {
        email: email.trim().to_owned(),
        account_name: account_name.trim().to_owned(),
    };
    secure::post(paths::REGISTER_INITIATE, &body).await
}

/// Verifies the emailed registration code.
pub async fn register_verify(
    session_id: &str,
    code: &str,
) -> Result<RegisterVerifyResult, ApiError> {
    let body = RegisterVerifyRequest {
        session_id: session_id.to_owned(),
        code: digits_code(code),
    };
    secure::post(paths::REGISTER_VERIFY, &body).await
}

/// Creates the registered account.
pub async fn register_complete(
    req: &RegisterCompleteRequest,
) -> Result<RegisterCompleteResult, ApiError> {
    let result: RegisterCompleteResult = secure::post(paths::REGISTER_COMPLETE, req).await?;
    if result.password_initialized {
        secure::close();
    }
    Ok(result)
}

/// Sets the first password of a registered account.
pub async fn password_init(
    session_id: &str,
    password: &str,
) -> Result<PasswordInitResult, ApiError> {
    let body = PasswordInitRequest {
        session_id: session_id.to_owned(),
        password: password.to_owned(),
    };
    let result = secure::post(paths::PASSWORD_INIT, &body).await?;
    secure::close();
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::{as_attempts_limit, digits_code, ApiError, ErrorCode};

    #[test]
    fn a_wait_code_at_sign_in_is_a_limit_on_wrong_passwords() {
        let wait = |code| ApiError::Server {
            status: 429,
            code,
            message: Some("Try again in 15 minutes".into()),
        };
        assert!(matches!(
            as_attempts_limit(wait(ErrorCode::MfaSendCooldown)),
            ApiError::Limited { .. }
        ));
        let other = wait(ErrorCode::InvalidCredentials);
        assert_eq!(as_attempts_limit(other.clone()), other);
    }

    #[test]
    fn a_code_shown_in_groups_is_sent_as_one() {
        assert_eq!(digits_code(" 123 456 "), "123456");
        assert_eq!(digits_code("123-456"), "123456");
        assert_eq!(digits_code("123\u{a0}456\t"), "123456");
        assert_eq!(digits_code("123456"), "123456");
    }
}
