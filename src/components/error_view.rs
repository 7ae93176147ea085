//! The one error display, and the message of every API error.

use leptos::prelude::*;
use portal_api::ErrorCode;

use crate::api::{self, ApiError};
use crate::components::use_countdown;
use crate::i18n::{use_i18n, CommonKey, ErrorKey, Key, Message};

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
    error.is(&ErrorCode::InvalidCredentials) || error.is(&ErrorCode::MfaCodeInvalid)
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
        ApiError::Server { code, .. } => code_message(code),
        ApiError::Network(_) => ErrorKey::Network.into(),
        ApiError::NoAnswer { .. } => ErrorKey::NoAnswer.into(),
        ApiError::TimedOut => ErrorKey::TimedOut.into(),
        ApiError::Unavailable(_) => ErrorKey::InternalError.into(),
        ApiError::Malformed(_) => ErrorKey::Malformed.into(),
        ApiError::SignedOut => ErrorKey::SignedOut.into(),
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
    let ApiError::Server {
        code,
        message: Some(message),
        ..
    } = error
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
                        let retry = retry.filter(|_| !is_not_found(&e));
                        view! {
                            <div class="error-view">
                                <p class="error-view__message">{move || i18n.message(&message)}</p>
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
