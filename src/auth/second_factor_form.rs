//! The second sign-in step: choose a method, get or read a code, verify it.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;
use portal_api::auth::{LoginSession, MfaMethod};
use portal_api::ErrorCode;

use super::email_code_sender::{EmailCodeSender, SEND_CODE_ID};
use super::hand_over::forget_email;
use super::mfa_method_picker::MfaMethodPicker;
use super::restart::{CodeTries, Restart};
use crate::api::{self, ApiError};
use crate::components::{focus_by_id, focus_soon, use_countdown, Button, ButtonVariant, ErrorView};
use crate::forms::validate;
use crate::forms::{FormField, Sending};
use crate::i18n::{use_i18n, AuthKey, Message};
use crate::state::use_app_state;
use crate::web::storage::{self, Store};

const CODE_ID: &str = "sign-in-code";
const CODE_MAX: usize = 32;
/// The method of this browser's last sign-in (its code), offered first next time.
const LAST_METHOD: &str = "portal.last-mfa-method";

/// The session's methods, known ones only, each once, in the server's order.
fn methods_of(login: &LoginSession) -> Vec<MfaMethod> {
    let mut methods = Vec::new();
    for method in login.mfa_methods.iter().filter_map(MfaMethod::from_enum) {
        if !methods.contains(&method) {
            methods.push(method);
        }
    }
    methods
}

/// The method to open with: the one this browser last signed in with, when offered, else the
/// server's first.
fn opening_method(methods: &[MfaMethod], last: Option<&str>) -> Option<MfaMethod> {
    let last = methods.iter().find(|m| Some(m.code()) == last);
    last.or(methods.first()).copied()
}

/// The second factor of `login`, opening on the method this browser last used. A wrong code
/// keeps the session and the typed code; a session ended (too many wrong codes, or expired) or
/// refused credentials go back to the first step, saying why; success goes to `return_to`.
#[component]
pub fn SecondFactorForm(
    /// The open login session.
    login: LoginSession,
    /// Going back to the first step.
    restart: Restart,
    /// Where to go once signed in (already validated).
    return_to: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let methods = methods_of(&login);
    let digits_only = if methods.contains(&MfaMethod::BackupCode) {
        AuthKey::CodeDigitsOrBackup
    } else {
        AuthKey::CodeDigitsOnly
    };
    let last = storage::get(Store::Browser, LAST_METHOD);
    let Some(first) = opening_method(&methods, last.as_deref()) else {
        return view! {
            <p class="notice notice--warning" role="alert">{move || i18n.t(AuthKey::NoMethods)}</p>
            <Button
                label=AuthKey::StartOver
                variant=ButtonVariant::Secondary
                on_click=Callback::new(move |_| restart.back())
            />
        }
        .into_any();
    };

    let session_id = login.session_id;
    restart.codes.set(CodeTries::opened(login.expires_in));
    let method = RwSignal::new(first);
    let code = RwSignal::new(String::new());
    let code_error = RwSignal::new(None::<Message>);
    let form_error = RwSignal::new(None::<ApiError>);
    let sent = RwSignal::new(false);
    // When the last emailed code stops working (ms since the epoch), so a refusal after it
    // says the code expired rather than that it is wrong.
    let code_ends = RwSignal::new(None::<f64>);
    let on_sent = Callback::new(move |lifetime: u64| {
        code.set(String::new());
        code_error.set(None);
        code_ends.set(Some(js_sys::Date::now() + lifetime as f64 * 1000.0));
    });
    // Here rather than in the email part, so that switching method and back keeps it running.
    let cooldown = use_countdown();
    let verifying = Sending {
        pending: RwSignal::new(false),
        error: form_error,
    };
    // The credentials form had focus and is gone: the step's first action takes it, so the
    // person neither clicks nor tabs through the header to go on.
    focus_soon(if first == MfaMethod::Email {
        SEND_CODE_ID
    } else {
        CODE_ID
    });

    // A new method starts empty, without the previous method's code or complaints.
    Effect::new(move |previous: Option<MfaMethod>| {
        let current = method.get();
        if previous.is_some_and(|p| p != current) {
            code.set(String::new());
            code_error.set(None);
            form_error.set(None);
        }
        current
    });

    let verify = {
        let session_id = session_id.clone();
        move |ev: SubmitEvent| {
            ev.prevent_default();
            if verifying.pending.get_untracked() {
                return;
            }
            let typed = code.get_untracked();
            let chosen = method.get_untracked();
            // Emailed and authenticator codes are digits, perhaps shown in groups.
            let letters =
                chosen != MfaMethod::BackupCode && typed.chars().any(|c| c.is_alphabetic());
            code_error.set(validate::first([
                validate::required(&typed, AuthKey::CodeRequired),
                validate::max_len(&typed, CODE_MAX),
                letters.then(|| digits_only.into()),
            ]));
            if code_error.with_untracked(Option::is_some) {
                focus_by_id(CODE_ID);
                return;
            }
            let session_id = session_id.clone();
            let navigate = navigate.clone();
            let return_to = return_to.clone();
            let request =
                async move { api::auth::login_complete(&session_id, chosen, &typed).await };
            verifying.send_then(request, move |result| {
                match result {
                    Ok(()) => {
                        // A backup code is for when the usual method is out of reach.
                        if chosen != MfaMethod::BackupCode {
                            storage::set(Store::Browser, LAST_METHOD, chosen.code());
                        }
                        state.clear();
                        forget_email();
                        let replace = NavigateOptions {
                            replace: true,
                            ..Default::default()
                        };
                        navigate(&return_to, replace);
                    }
                    Err(e) if e.is(&ErrorCode::MfaCodeInvalid) => {
                        let expired = chosen == MfaMethod::Email
                            && code_ends
                                .get_untracked()
                                .is_some_and(|ends| js_sys::Date::now() >= ends);
                        let key = if expired {
                            AuthKey::CodeExpired
                        } else if chosen == MfaMethod::BackupCode {
                            AuthKey::BackupCodeWrong
                        } else {
                            AuthKey::CodeWrong
                        };
                        restart.codes.update(|tries| *tries = tries.wrong_code());
                        code_error.set(Some(key.into()));
                        focus_by_id(CODE_ID);
                    }
                    Err(e) if e.is(&ErrorCode::SessionNotFound) => restart.session_ended(),
                    Err(e) if e.is(&ErrorCode::InvalidCredentials) => restart.credentials_refused(),
                    Err(e) => form_error.set(Some(e)),
                }
            });
        }
    };

    let code_hint = Signal::derive(move || {
        Some(Message::from(match method.get() {
            MfaMethod::Email => AuthKey::CodeHintEmail,
            MfaMethod::Otp => AuthKey::CodeHintOtp,
            MfaMethod::BackupCode => AuthKey::CodeHintBackup,
        }))
    });
    let input_mode = Signal::derive(move || {
        Some(if method.get() == MfaMethod::BackupCode {
            "text"
        } else {
            "numeric"
        })
    });

    view! {
        <form class="form" on:submit=verify novalidate>
            <p class="muted">{move || i18n.t(AuthKey::SecondFactorIntro)}</p>
            <ErrorView error=form_error/>
            <MfaMethodPicker methods selected=method disabled=verifying.pending/>
            <Show when=move || method.get() == MfaMethod::Email>
                <EmailCodeSender
                    session_id=session_id.clone()
                    sent
                    form_error
                    restart
                    cooldown
                    code_field_id=CODE_ID
                    on_sent
                />
            </Show>
            // An emailed code needs a send first; the other methods' codes are at hand.
            <Show when=move || method.get() != MfaMethod::Email || sent.get()>
                <FormField
                    id=CODE_ID
                    label=AuthKey::VerificationCode
                    value=code
                    hint=code_hint
                    error=code_error
                    required=true
                    autocomplete="one-time-code"
                    input_mode=input_mode
                    max_len=CODE_MAX
                />
                <Button label=AuthKey::Verify submit=true pending=verifying.pending block=true/>
            </Show>
            <p class="auth__links">
                <button type="button" class="link-button" on:click=move |_| restart.other_account()>
                    {move || i18n.t(AuthKey::UseAnotherAccount)}
                </button>
            </p>
        </form>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opens_on_the_last_method_when_offered() {
        let all = [MfaMethod::Email, MfaMethod::Otp, MfaMethod::BackupCode];
        assert_eq!(opening_method(&all, Some("OTP")), Some(MfaMethod::Otp));
        assert_eq!(opening_method(&all, None), Some(MfaMethod::Email));
        let email = [MfaMethod::Email];
        assert_eq!(opening_method(&email, Some("OTP")), Some(MfaMethod::Email));
        assert_eq!(opening_method(&[], Some("OTP")), None);
    }
}
