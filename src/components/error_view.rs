//! The one error display, and the message of every API error.

use leptos::prelude::*;
use portal_api::ErrorCode;

use crate::api::refusal::{Access, Refusal};
use crate::api::{self, ApiError};
use crate::components::use_countdown;
use crate::i18n::{use_i18n, AccessKey, CommonKey, ErrorKey, Key, Message};

/// Whether an error may pass by itself: the server unreachable, or a gateway answering for it.
fn is_transient(error: &ApiError) -> bool {
    match error {
        ApiError::Network(_) | ApiError::TimedOut => true,
        ApiError::Server { status, .. } | ApiError::Unavailable(status) => {
            matches!(status, 502..=504)
        }
        _ => false,
    }
}

/// Whether asking again cannot help: the thing asked for does not exist (here).
fn is_not_found(error: &ApiError) -> bool {
    error.is(&ErrorCode::ResourceNotFound)
        || error.is(&ErrorCode::FileNotFound)
        || error.is(&ErrorCode::ChannelNotFound4040)
}

/// Whether the refusal is a person's own typing (a wrong password or code): the message says
/// all there is, and an error code for support would only be noise.
fn is_own_typing(error: &ApiError) -> bool {
    error.is(&ErrorCode::InvalidCredentials)
        || error.is(&ErrorCode::MfaCodeInvalid)
        || attempts_limited(error).is_some()
        || matches!(error, ApiError::Limited { .. })
}

/// Seconds before an automatic retry after `streak` unreachable answers in a row: 2, 4, 8, 16,
/// then every 30.
fn backoff(streak: u32) -> u64 {
    match streak {
        0 | 1 => 2,
        2 => 4,
        3 => 8,
        4 => 16,
        _ => 30,
    }
}

/// What to tell the person about an API error, always in the portal's own words: each listed
/// code has its own message; an unlisted code is named. The server's text is never the
/// message (see [`error_details`]).
pub fn error_message(error: &ApiError) -> Message {
    match error {
        ApiError::Server { .. } if attempts_limited(error).is_some() => {
            limit_message(attempts_limited(error).flatten())
        }
        ApiError::Server { code, .. } => code_message(code),
        ApiError::Limited { message, .. } => {
            limit_message(message.as_deref().and_then(stated_wait))
        }
        ApiError::Refused { refusal, .. } => refusal_message(refusal),
        ApiError::Network(_) => ErrorKey::Network.into(),
        ApiError::NoAnswer { .. } => ErrorKey::NoAnswer.into(),
        ApiError::TimedOut => ErrorKey::TimedOut.into(),
        ApiError::Unavailable(_) => ErrorKey::InternalError.into(),
        ApiError::Malformed(_) => ErrorKey::Malformed.into(),
        ApiError::SignedOut => ErrorKey::SignedOut.into(),
    }
}

/// What the role does not allow, naming the area and whether to view or change it.
fn refusal_message(refusal: &Refusal) -> Message {
    let key = match refusal.access {
        Access::View => AccessKey::RefusedView,
        Access::Change => AccessKey::RefusedChange,
    };
    match refusal.area {
        Some(area) => Message::with_texts(key, &[("area", area.name().into())]),
        None => AccessKey::Refused.into(),
    }
}

/// A temporary refusal for too many attempts (wrong passwords), with the wait it states in
/// seconds when it states one: HTTP 429 (other than the code resend's own cooldown), or a code
/// that names the limit. `None`: not such a refusal.
fn attempts_limited(error: &ApiError) -> Option<Option<u64>> {
    let ApiError::Server {
        status,
        code,
        message,
    } = error
    else {
        return None;
    };
    let name = code.as_str();
    let named = ["TOO_MANY", "RATE_LIMIT", "LOCKED", "ATTEMPTS", "THROTTL"]
        .iter()
        .any(|word| name.contains(word));
    let limited =
        (*status == 429 && *code != ErrorCode::MfaSendCooldown) || (named && !code.is_numeric());
    limited.then(|| message.as_deref().and_then(stated_wait))
}

/// The wait a message states, in seconds: its first number, in the unit that follows it
/// ("15 minutes", "30 s", "1 hour"; seconds when none is named).
fn stated_wait(message: &str) -> Option<u64> {
    let start = message.find(|c: char| c.is_ascii_digit())?;
    let rest = &message[start..];
    let digits_end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let number: u64 = rest[..digits_end].parse().ok()?;
    let unit = crate::web::letter_case::lower(rest[digits_end..].trim_start());
    let factor = if unit.starts_with("min") || unit.starts_with("m ") || unit == "m" {
        60
    } else if unit.starts_with('h') {
        3600
    } else {
        1
    };
    Some(number.saturating_mul(factor))
}

/// "Too many attempts", with the wait when known: in seconds under a minute, else in whole
/// minutes rounded up.
fn limit_message(wait: Option<u64>) -> Message {
    match wait {
        Some(seconds) if seconds < 60 => Message::with(
            ErrorKey::TooManyAttemptsSeconds,
            &[("seconds", seconds.to_string())],
        ),
        Some(seconds) => Message::with(
            ErrorKey::TooManyAttemptsMinutes,
            &[("minutes", seconds.div_ceil(60).to_string())],
        ),
        None => ErrorKey::TooManyAttempts.into(),
    }
}

// Exhaustive on purpose: a new code does not build until it has its own message.
fn code_message(code: &ErrorCode) -> Message {
    let key = match code {
        ErrorCode::InvalidParameter => ErrorKey::InvalidParameter,
        ErrorCode::TokenMissing => ErrorKey::TokenMissing,
        ErrorCode::InvalidCredentials => ErrorKey::InvalidCredentials,
        ErrorCode::SessionNotFound => ErrorKey::SessionNotFound,
        ErrorCode::MfaSendCooldown => ErrorKey::MfaSendCooldown,
        ErrorCode::MfaCodeInvalid => ErrorKey::MfaCodeInvalid,
        ErrorCode::EmailAlreadyRegistered => ErrorKey::EmailAlreadyRegistered,
        ErrorCode::ResourceNotFound => ErrorKey::ResourceNotFound,
        ErrorCode::RechargeNotPending => ErrorKey::RechargeNotPending,
        ErrorCode::FileNotFound => ErrorKey::FileNotFound,
        ErrorCode::SecureChannelInvalidPayload => ErrorKey::SecureChannelInvalidPayload,
        ErrorCode::InternalError => ErrorKey::InternalError,
        ErrorCode::Validation4000 => ErrorKey::Validation4000,
        ErrorCode::Unauthorized4010 => ErrorKey::Unauthorized4010,
        ErrorCode::BotChallenge4030 => ErrorKey::BotChallenge4030,
        ErrorCode::ChannelNotFound4040 => ErrorKey::ChannelNotFound4040,
        ErrorCode::TokenInvalid => ErrorKey::TokenInvalid,
        ErrorCode::PortalCodeInvalid => ErrorKey::PortalCodeInvalid,
        ErrorCode::PermissionDenied => ErrorKey::PermissionDenied,
        ErrorCode::AccountPendingApproval => ErrorKey::AccountPendingApproval,
        ErrorCode::Other(code) => {
            return Message::with(ErrorKey::Other, &[("code", code.clone())]);
        }
    };
    key.into()
}

/// The server's own text about an error, when it says more than the code's default message;
/// shown only as a secondary "Details" line under [`error_message`].
pub fn error_details(error: &ApiError) -> Option<String> {
    let (ApiError::Server {
        code,
        message: Some(message),
        ..
    }
    | ApiError::Limited {
        code,
        message: Some(message),
        ..
    }) = error
    else {
        return None;
    };
    let plain = |text: &str| crate::web::letter_case::lower(text.trim().trim_end_matches('.'));
    let text = message.trim();
    (!text.is_empty() && plain(text) != plain(code.default_message())).then(|| text.to_owned())
}

/// Shows an API error: the portal's message, the server's details when they add something,
/// the code for support, and "Try again" when `retry` is given and asking again could help
/// (not for something that was not found). With `retry`, an unreachable
/// server is tried again by itself, waiting longer each time ([`backoff`]). The alert region
/// stays in the page; it is empty while there is no error.
#[component]
pub fn ErrorView(
    /// The error, if any.
    #[prop(into)]
    error: MaybeProp<ApiError>,
    /// Offers "Try again", which calls this.
    #[prop(optional)]
    retry: Option<Callback<()>>,
    /// What `VALIDATION.INVALID_PARAMETER` means where there is no form to check (a provider
    /// refusing an action as things stand); the shared "check the form" otherwise.
    #[prop(optional, into)]
    invalid: Option<Key>,
) -> impl IntoView {
    let i18n = use_i18n();
    let countdown = use_countdown();
    let automatic = RwSignal::new(false);
    crate::reactive::effect(move || {
        let transient = retry.is_some() && error.with(|e| e.as_ref().is_some_and(is_transient));
        automatic.set(transient);
        if transient {
            countdown.start(backoff(api::unreachable_streak()));
        }
    });
    crate::reactive::effect(move || {
        if countdown.remaining() == 0 && automatic.get_untracked() && countdown.started_untracked()
        {
            automatic.set(false);
            if let Some(retry) = retry {
                retry.run(());
            }
        }
    });
    // A refusal that appears out of sight (above a long form whose button is at the bottom)
    // is brought into view, or the press would seem to have done nothing.
    let region = NodeRef::<leptos::html::Div>::new();
    crate::reactive::effect(move || {
        if error.with(Option::is_none) {
            return;
        }
        // Tracked: an error view drawn with its error already set runs before it is mounted.
        let Some(region) = region.get() else {
            return;
        };
        request_animation_frame(move || {
            // The region itself draws no box (`display: contents`); its message does.
            let Some(shown) = region.first_element_child() else {
                return;
            };
            let rect = shown.get_bounding_client_rect();
            let height = window()
                .inner_height()
                .ok()
                .and_then(|h| h.as_f64())
                .unwrap_or(0.0);
            if rect.top() < 0.0 || rect.bottom() > height {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Center);
                shown.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
    });
    view! {
        <div class="error-region" role="alert" node_ref=region>
            {move || {
                error
                    .get()
                    .map(|e| {
                        let message = match invalid {
                            Some(key) if e.is(&ErrorCode::InvalidParameter) => Message::from(key),
                            _ => error_message(&e),
                        };
                        let details = error_details(&e);
                        let code = e
                            .code()
                            .filter(|_| !is_own_typing(&e))
                            .map(|c| c.as_str().to_owned());
                        // Asking again is refused again: the role, not the moment, is in the way.
                        let refused = matches!(e, ApiError::Refused { .. });
                        let retry = retry.filter(|_| !is_not_found(&e) && !refused);
                        view! {
                            <div class="error-view">
                                <p class="error-view__message">{move || i18n.message(&message)}</p>
                                {refused
                                    .then(|| {
                                        view! {
                                            <p class="error-view__details">
                                                {move || i18n.t(AccessKey::AskAdministrator)}
                                            </p>
                                        }
                                    })}
                                // Server text goes in as a text node, never as HTML.
                                {details
                                    .map(|details| {
                                        view! {
                                            <p class="error-view__details">
                                                {move || {
                                                    i18n.tf(ErrorKey::Details, &[("details", &details)])
                                                }}
                                            </p>
                                        }
                                    })}
                                {code
                                    .map(|code| {
                                        view! {
                                            <p class="error-view__code">
                                                {move || i18n.tf(ErrorKey::CodeLabel, &[("code", &code)])}
                                            </p>
                                        }
                                    })}
                                {retry
                                    .map(|retry| {
                                        view! {
                                            {move || {
                                                countdown
                                                    .running()
                                                    .then(|| {
                                                        let secs = countdown.remaining().to_string();
                                                        view! {
                                                            <p class="error-view__retry" aria-hidden="true">
                                                                {i18n.tf(CommonKey::RetryingIn, &[("seconds", &secs)])}
                                                            </p>
                                                        }
                                                    })
                                            }}
                                            <button
                                                type="button"
                                                class="btn btn--secondary btn--small"
                                                on:click=move |_| retry.run(())
                                            >
                                                {move || i18n.t(CommonKey::TryAgain)}
                                            </button>
                                        }
                                    })}
                            </div>
                        }
                    })
            }}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(code: ErrorCode, message: Option<&str>) -> ApiError {
        ApiError::Server {
            status: code.http_status(),
            code,
            message: message.map(str::to_owned),
        }
    }

    #[test]
    fn every_listed_code_has_its_own_message() {
        let mut seen = Vec::new();
        for code in ErrorCode::LISTED {
            let message = error_message(&server(code.clone(), Some("server words")));
            assert!(!seen.contains(&message), "{code} shares a message");
            seen.push(message);
        }
    }

    #[test]
    fn retries_later_each_time_up_to_half_a_minute() {
        let waits: Vec<u64> = (0..7).map(backoff).collect();
        assert_eq!(waits, [2, 2, 4, 8, 16, 30, 30]);
        assert!(is_transient(&ApiError::Network(
            crate::api::Cause::described("down")
        )));
        assert!(!is_transient(&server(ErrorCode::InternalError, None)));
        // A gateway's page is an outage said without a code the server never sent.
        let gateway = ApiError::Unavailable(503);
        assert!(is_transient(&gateway) && gateway.code().is_none());
        assert_eq!(
            error_message(&gateway),
            Message::from(ErrorKey::InternalError)
        );
        // A write without an answer is not tried again by itself: it may have been done.
        let lost = ApiError::NoAnswer {
            cause: crate::api::Cause::described("reset"),
            timed_out: false,
        };
        assert!(!is_transient(&lost));
        assert_eq!(error_message(&lost), Message::from(ErrorKey::NoAnswer));
        // A read given up for slowness is tried again, and said as slowness.
        assert!(is_transient(&ApiError::TimedOut));
        assert_eq!(
            error_message(&ApiError::TimedOut),
            Message::from(ErrorKey::TimedOut)
        );
    }

    #[test]
    fn a_refusal_for_lack_of_permission_names_the_area_and_the_access() {
        use crate::registry::Area;
        let refused = |area, access| ApiError::Refused {
            status: 403,
            code: ErrorCode::parse("ACCESS.PERMISSION_DENIED"),
            refusal: Refusal { area, access },
        };
        assert_eq!(
            error_message(&refused(Some(Area::Accounts), Access::View)),
            Message::with_texts(
                AccessKey::RefusedView,
                &[("area", AccessKey::AreaAccounts.into())]
            )
        );
        assert_eq!(
            error_message(&refused(Some(Area::RechargeChannels), Access::Change)),
            Message::with_texts(
                AccessKey::RefusedChange,
                &[("area", AccessKey::AreaRechargeChannels.into())]
            )
        );
        assert_eq!(
            error_message(&refused(None, Access::Change)),
            Message::from(AccessKey::Refused)
        );
        // Never the generic "request failed", whatever the code.
        for code in ["ACCESS.DENIED", "ACCESS.FORBIDDEN", "4030"] {
            let e = ApiError::Refused {
                status: 403,
                code: ErrorCode::parse(code),
                refusal: Refusal {
                    area: Some(Area::Roles),
                    access: Access::View,
                },
            };
            assert!(
                !matches!(error_message(&e), Message::With(key, _) if key == ErrorKey::Other.into())
            );
        }
    }

    #[test]
    fn wrong_passwords_limited_at_sign_in_say_the_servers_wait() {
        let limited = ApiError::Limited {
            status: 429,
            code: ErrorCode::MfaSendCooldown,
            message: Some(
                "Too many failed sign-in attempts. Try again in 15 minutes (900 seconds)".into(),
            ),
        };
        assert_eq!(
            error_message(&limited),
            Message::with(
                ErrorKey::TooManyAttemptsMinutes,
                &[("minutes", "15".to_owned())]
            )
        );
        assert!(is_own_typing(&limited));
        assert!(error_details(&limited).is_some_and(|d| d.contains("15 minutes")));
    }

    #[test]
    fn too_many_attempts_says_how_long_to_wait() {
        let limited = |status, code: &str, message: Option<&str>| ApiError::Server {
            status,
            code: ErrorCode::parse(code),
            message: message.map(str::to_owned),
        };
        let minutes = |m: &str| {
            Message::with(
                ErrorKey::TooManyAttemptsMinutes,
                &[("minutes", m.to_owned())],
            )
        };
        let seconds = |s: &str| {
            Message::with(
                ErrorKey::TooManyAttemptsSeconds,
                &[("seconds", s.to_owned())],
            )
        };
        let said = Some("Too many failed sign-in attempts. Try again in 15 minutes.");
        assert_eq!(
            error_message(&limited(429, "AUTH.TOO_MANY_ATTEMPTS", said)),
            minutes("15")
        );
        assert_eq!(
            error_message(&limited(423, "AUTH.ACCOUNT_LOCKED", said)),
            minutes("15")
        );
        assert_eq!(
            error_message(&limited(
                429,
                "AUTH.RATE_LIMITED",
                Some("Retry after 30 seconds")
            )),
            seconds("30")
        );
        assert_eq!(
            error_message(&limited(429, "AUTH.LOGIN_THROTTLED", Some("wait 90s"))),
            minutes("2")
        );
        assert_eq!(
            error_message(&limited(429, "AUTH.X", Some("locked for 1 hour"))),
            minutes("60")
        );
        assert_eq!(
            error_message(&limited(429, "AUTH.X", Some("Slow down"))),
            Message::from(ErrorKey::TooManyAttempts)
        );
        assert_eq!(
            error_message(&limited(429, "AUTH.X", None)),
            Message::from(ErrorKey::TooManyAttempts)
        );
        // The code resend's cooldown keeps its own message; other refusals are not limits.
        let cooldown = limited(429, "AUTH.MFA_SEND_COOLDOWN", said);
        assert_eq!(
            error_message(&cooldown),
            Message::from(ErrorKey::MfaSendCooldown)
        );
        let wrong = limited(401, "AUTH.INVALID_CREDENTIALS", None);
        assert_eq!(
            error_message(&wrong),
            Message::from(ErrorKey::InvalidCredentials)
        );
        // The server's own words stay as details, and no code is shown for one's own typing.
        assert!(is_own_typing(&limited(429, "AUTH.TOO_MANY_ATTEMPTS", said)));
        assert_eq!(
            error_details(&limited(429, "AUTH.TOO_MANY_ATTEMPTS", said)).as_deref(),
            said
        );
    }

    #[test]
    fn details_only_when_the_server_says_more() {
        let code = ErrorCode::InvalidParameter;
        assert_eq!(error_details(&server(code.clone(), None)), None);
        assert_eq!(error_details(&server(code.clone(), Some("  "))), None);
        let default = code.default_message();
        assert_eq!(error_details(&server(code.clone(), Some(default))), None);
        assert_eq!(
            error_details(&server(code, Some(" email is too long "))),
            Some("email is too long".to_owned())
        );
        assert_eq!(
            error_details(&ApiError::Network(crate::api::Cause::described("down"))),
            None
        );
    }
}
