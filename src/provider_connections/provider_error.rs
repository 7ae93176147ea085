//! A provider call's refusal: the contract answers unknown ids with a server error, so that
//! one says "not found, or the provider failed"; a refused action says the provider refused
//! it (there is no form to check); others get the shared error view.

use leptos::prelude::*;
use portal_api::ErrorCode;

use crate::api::ApiError;
use crate::components::ErrorView;
use crate::i18n::{use_i18n, ErrorKey, ProviderConnectionsKey};

/// Shows `error`, if any.
#[component]
pub fn ProviderError(
    /// The refusal.
    #[prop(into)]
    error: Signal<Option<ApiError>>,
) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        match error.get() {
        Some(e) if e.is(&ErrorCode::InternalError) || matches!(e, ApiError::Unavailable(500)) => view! {
            <div class="error-region" role="alert">
                <div class="error-view">
                    <p class="error-view__message">{move || i18n.t(ProviderConnectionsKey::NotFoundOrFailed)}</p>
                    <p class="error-view__code">
                        {move || i18n.tf(ErrorKey::CodeLabel, &[("code", ErrorCode::InternalError.as_str())])}
                    </p>
                </div>
            </div>
        }
        .into_any(),
        other => view! { <ErrorView error=other invalid=ProviderConnectionsKey::Refused/> }.into_any(),
    }
    }
}
