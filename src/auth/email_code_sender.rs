//! Sending the email code: "Send code", then "Resend code" after a visible cooldown.

use leptos::prelude::*;
use portal_api::auth::MfaMethod;
use portal_api::ErrorCode;

use super::restart::Restart;
use crate::api::{self, ApiError};
use crate::components::{focus_soon, Button, ButtonVariant, Countdown, Notice, ResendIn};
use crate::forms::Sending;
use crate::i18n::{use_i18n, AuthKey, Message};

/// The contract's resend cooldown, used when the server refuses a send without saying how long
/// to wait and no cooldown is known yet.
const DEFAULT_COOLDOWN_SECONDS: u64 = 60;

/// The send button, which the second step focuses when it opens on the email method.
pub const SEND_CODE_ID: &str = "sign-in-send-code";

/// The wait a cooldown refusal states ("Please wait 42 seconds …"): the message's first number.
fn stated_seconds(error: &ApiError) -> Option<u64> {
    let ApiError::Server {
        message: Some(message),
        ..
    } = error
    else {
        return None;
    };
    let digits: String = message
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// Asks the server to email a code. After a send, or a refusal because one was just sent,
/// the resend button stays disabled with "Resend in N s" until the cooldown has passed.
#[component]
pub fn EmailCodeSender(
    /// The login session.
    session_id: String,
    /// Set once a code is on its way (the code field appears).
    sent: RwSignal<bool>,
    /// Where other failures are shown.
    form_error: RwSignal<Option<ApiError>>,
    /// Back to the first step when the session expired or the credentials were refused.
    restart: Restart,
    /// The resend cooldown, owned by the caller so that it survives this part unmounting.
    cooldown: Countdown,
    /// The code field, focused after a send.
    code_field_id: &'static str,
    /// Runs after each send with the new code's lifetime in seconds.
    on_sent: Callback<u64>,
) -> impl IntoView {
    let i18n = use_i18n();
    let sending = Sending {
        pending: RwSignal::new(false),
        error: form_error,
    };
    let notice = RwSignal::new(None::<Message>);

    let send = Callback::new(move |_| {
        if sending.pending.get_untracked() || cooldown.remaining_untracked() > 0 {
            return;
        }
        notice.set(None);
        let session_id = session_id.clone();
        let request = async move { api::auth::mfa_send(&session_id, MfaMethod::Email).await };
        sending.send_then(request, move |result| {
            match result {
                Ok(r) => {
                    sent.set(true);
                    cooldown.start(r.cooldown_seconds);
                    let minutes = r.code_expires_in.div_ceil(60).max(1);
                    notice.set(Some(Message::with(
                        AuthKey::CodeSentFor,
                        &[("minutes", minutes.to_string())],
                    )));
                    on_sent.run(r.code_expires_in);
                    focus_soon(code_field_id);
                }
                Err(e) if e.is(&ErrorCode::MfaSendCooldown) => {
                    // A code went out moments ago; it can still be used. The server's stated
                    // wait wins; otherwise a known end time is kept rather than a fresh window.
                    sent.set(true);
                    match stated_seconds(&e) {
                        Some(seconds) => cooldown.start(seconds),
                        None if cooldown.started_untracked() => {}
                        None => cooldown.start(DEFAULT_COOLDOWN_SECONDS),
                    }
                    notice.set(Some(AuthKey::CodeCooldown.into()));
                }
                Err(e) if e.is(&ErrorCode::SessionNotFound) => restart.session_ended(),
                Err(e) if e.is(&ErrorCode::InvalidCredentials) => restart.credentials_refused(),
                Err(e) => form_error.set(Some(e)),
            }
        });
    });

    view! {
        <div class="send-code">
            <p class="muted">{move || i18n.t(AuthKey::EmailIntro)}</p>
            <div class="send-code__row">
                {move || {
                    // Two buttons rather than one relabelled, so that each keeps its name.
                    let label = if sent.get() { AuthKey::ResendCode } else { AuthKey::SendCode };
                    view! {
                        <Button
                            id=SEND_CODE_ID
                            label=label
                            variant=ButtonVariant::Secondary
                            pending=sending.pending
                            disabled=Signal::derive(move || cooldown.running())
                            on_click=send
                        />
                    }
                }}
                <ResendIn cooldown/>
            </div>
            <Notice message=notice/>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cooldown(message: Option<&str>) -> ApiError {
        ApiError::Server {
            status: 429,
            code: ErrorCode::MfaSendCooldown,
            message: message.map(str::to_owned),
        }
    }

    #[test]
    fn reads_the_stated_wait() {
        let said = "Please wait 42 seconds before requesting another code";
        assert_eq!(stated_seconds(&cooldown(Some(said))), Some(42));
        assert_eq!(stated_seconds(&cooldown(Some("7 s, then 60"))), Some(7));
        assert_eq!(stated_seconds(&cooldown(Some("Please wait"))), None);
        assert_eq!(stated_seconds(&cooldown(None)), None);
    }
}
