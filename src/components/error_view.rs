//! The one error display, and the message of every API error.

use leptos::prelude::*;
use portal_api::ErrorCode;

use crate::api::ApiError;
use crate::i18n::{use_i18n, CommonKey, ErrorKey, Message};

/// What to tell the person about an API error: each listed code has its own message. Where the
/// server's own text is the most precise (invalid parameters, unlisted codes) it is used as text.
pub fn error_message(error: &ApiError) -> Message {
    let server_text = |message: &Option<String>| {
        message
            .as_deref()
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map(|m| Message::Text(m.to_owned()))
    };
    match error {
        ApiError::Server { code, message, .. } => match code {
            ErrorCode::InvalidParameter => {
                server_text(message).unwrap_or_else(|| ErrorKey::InvalidParameter.into())
            }
            ErrorCode::TokenMissing => ErrorKey::TokenMissing.into(),
            ErrorCode::InvalidCredentials => ErrorKey::InvalidCredentials.into(),
            ErrorCode::SessionNotFound => ErrorKey::SessionNotFound.into(),
            ErrorCode::MfaSendCooldown => ErrorKey::MfaSendCooldown.into(),
            ErrorCode::MfaCodeInvalid => ErrorKey::MfaCodeInvalid.into(),
            ErrorCode::EmailAlreadyRegistered => ErrorKey::EmailAlreadyRegistered.into(),
            ErrorCode::ResourceNotFound => ErrorKey::ResourceNotFound.into(),
            ErrorCode::FileNotFound => ErrorKey::FileNotFound.into(),
            ErrorCode::SecureChannelInvalidPayload => ErrorKey::SecureChannelInvalidPayload.into(),
            ErrorCode::InternalError => ErrorKey::InternalError.into(),
            ErrorCode::Validation4000 => {
                server_text(message).unwrap_or_else(|| ErrorKey::Validation4000.into())
            }
            ErrorCode::Unauthorized4010 => ErrorKey::Unauthorized4010.into(),
            ErrorCode::BotChallenge4030 => ErrorKey::BotChallenge4030.into(),
            ErrorCode::ChannelNotFound4040 => ErrorKey::ChannelNotFound4040.into(),
            ErrorCode::Other(code) => server_text(message)
                .unwrap_or_else(|| Message::with(ErrorKey::Other, &[("code", code.clone())])),
        },
        ApiError::Network(_) => ErrorKey::Network.into(),
        ApiError::Malformed(_) => ErrorKey::Malformed.into(),
        ApiError::SignedOut => ErrorKey::SignedOut.into(),
    }
}

/// Shows an API error: its message, the code for support, and "Try again" when `retry` is
/// given. The alert region stays in the page; it is empty while there is no error.
#[component]
pub fn ErrorView(
    /// The error, if any.
    #[prop(into)]
    error: MaybeProp<ApiError>,
    /// Offers "Try again", which calls this.
    #[prop(optional)]
    retry: Option<Callback<()>>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="error-region" role="alert">
            {move || {
                error
                    .get()
                    .map(|e| {
                        let message = error_message(&e);
                        let code = e.code().map(|c| c.as_str().to_owned());
                        view! {
                            <div class="error-view">
                                <p class="error-view__message">{move || i18n.message(&message)}</p>
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
