//! The choice of second factor: a radio group with visible labels.

use leptos::prelude::*;
use portal_api::auth::MfaMethod;

use crate::i18n::{use_i18n, AuthKey};

/// The visible name of a method.
pub fn method_label(method: MfaMethod) -> AuthKey {
    match method {
        MfaMethod::Email => AuthKey::MethodEmail,
        MfaMethod::Otp => AuthKey::MethodOtp,
        MfaMethod::BackupCode => AuthKey::MethodBackupCode,
    }
}

/// Radio buttons for the session's methods, in a fieldset with a legend.
#[component]
pub fn MfaMethodPicker(
    /// The methods the session offers.
    methods: Vec<MfaMethod>,
    /// The chosen method.
    selected: RwSignal<MfaMethod>,
    /// Disables the choice while a request runs.
    #[prop(into)]
    disabled: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let options = methods
        .into_iter()
        .map(|method| {
            let id = format!("mfa-method-{}", method.code().to_ascii_lowercase());
            view! {
                <div class="choice">
                    <input
                        type="radio"
                        id=id.clone()
                        name="mfa-method"
                        value=method.code()
                        prop:checked=move || selected.get() == method
                        disabled=disabled
                        on:change=move |_| selected.set(method)
                    />
                    <label for=id>{move || i18n.t(method_label(method))}</label>
                </div>
            }
        })
        .collect_view();
    view! {
        <fieldset class="fieldset">
            <legend class="fieldset__legend">{move || i18n.t(AuthKey::MethodLegend)}</legend>
            <div class="choices">{options}</div>
        </fieldset>
    }
}
