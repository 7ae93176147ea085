//! Creating an exchange rate; the provider is asked for when the source is external.

use leptos::prelude::*;
use portal_api::exchange_config::{
    validate_exchange_rate, ExchangeRateRequest, ExternalProvider, RateSource,
};

use super::form_parts::{pair_taken, request_pair};
use super::names::provider_options;
use super::rate_fields::{is_external, read_rate_update, NewRateField, RateFields};
use crate::api;
use crate::components::{use_toasts, ChangeAccess, Notice, NoticeKind};
use crate::forms::{Draft, FieldKind, FormDialog, FormField, Sending};
use crate::i18n::{use_i18n, ConfigKey, ExchangeConfigKey, Key, Message};

/// The create body in `draft`, fields that do not read marked and stood in for (see
/// `read_rate_update`). The provider is read only for an external source; left unchosen it is
/// null, which the rules refuse beside it.
fn read(draft: &Draft<NewRateField>) -> ExchangeRateRequest {
    use NewRateField::ExternalProvider as Provider;
    let shared = read_rate_update(draft);
    let external_provider =
        if shared.rate_source == RateSource::External && draft.optional_text(Provider).is_some() {
            draft.choice_as(Provider, ExternalProvider::from_value)
        } else {
            None
        };
    ExchangeRateRequest {
        source_currency: shared.source_currency,
        target_currency: shared.target_currency,
        rate_source: shared.rate_source,
        fixed_rate: shared.fixed_rate,
        external_provider,
    }
}

/// "New exchange rate", open while `open`: checked with portal-api's rules before it is
/// sent, and saying so when its pair has a rate already. What was typed stays until the rate
/// is created.
#[component]
pub fn NewRateDialog(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
    /// Runs after a rate was created.
    on_created: Callback<()>,
    /// The area's changes: the action is unavailable while they are.
    changes: ChangeAccess,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let draft = Draft::<NewRateField>::new("new-rate");
    let sending = Sending::new();

    let submit = Callback::new(move |_| {
        let check = |request: &ExchangeRateRequest| {
            if let Err(errors) = validate_exchange_rate(request) {
                draft.refuse(&errors);
            }
        };
        let Some(request) = draft.read_checked(|d| Some(read(d)), check) else {
            return;
        };
        let pair = request_pair(request.source_currency, request.target_currency);
        let sent = async move { api::exchange_config::create_exchange_rate(&request).await };
        draft.send(sending, sent, move |_| {
            toasts.success(Message::with(
                ExchangeConfigKey::RateCreated,
                &[("pair", pair)],
            ));
            draft.reset();
            open.set(false);
            on_created.run(());
        });
    });

    let pair_taken = pair_taken(
        draft,
        open,
        api::exchange_config::all_exchange_rates,
        |r| (r.source_currency.as_ref(), r.target_currency.as_ref()),
        ExchangeConfigKey::RatePairExists,
    );
    let providers = Signal::derive(move || provider_options(i18n));
    let provider = move || {
        is_external(draft).then(|| {
            view! {
                <FormField
                    id=draft.id(NewRateField::ExternalProvider)
                    label=ExchangeConfigKey::Provider
                    value=draft.value(NewRateField::ExternalProvider)
                    error=draft.error(NewRateField::ExternalProvider)
                    kind=FieldKind::Select
                    options=providers
                    required=true
                />
            }
        })
    };

    view! {
        <FormDialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="new-rate"
            title=Signal::stored(Key::from(ExchangeConfigKey::NewRate))
            action=ConfigKey::Create
            sending
            on_submit=submit
            changes
        >
            <RateFields draft/>
            <Notice message=pair_taken kind=NoticeKind::Warning/>
            {provider}
        </FormDialog>
    }
}
