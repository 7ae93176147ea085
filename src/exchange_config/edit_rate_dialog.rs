//! Editing an exchange rate: the update's four fields (pair, rate source, fixed rate).

use leptos::prelude::*;
use portal_api::exchange_config::{
    validate_exchange_rate_update, ExchangeRate, ExchangeRateUpdate, ExternalProvider, RateSource,
};

use super::big_change::{scale, BigChange, BigChangeCheck, BigChangeQuestion};
use super::form_parts::refuse_kept;
use super::names::{provider_name, value_name};
use super::rate_fields::{read_rate_update, EditRateField, NewRateField, RateFields};
use crate::api;
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{Draft, FormDialog, FormFields, Sending};
use crate::i18n::{use_i18n, ConfigKey, ExchangeConfigKey, Key, Message};
use crate::money::{currency_of, decimal_text};

/// Fills `draft` from `rate`; a field the record lacks stays empty.
fn fill(draft: Draft<EditRateField>, rate: &ExchangeRate) {
    draft.reset();
    for (field, currency) in [
        (EditRateField::SourceCurrency, &rate.source_currency),
        (EditRateField::TargetCurrency, &rate.target_currency),
    ] {
        let value = currency.as_ref().and_then(currency_of).map(|c| c.value);
        draft.set(field, value.map(|v| v.to_string()).unwrap_or_default());
    }
    draft.set(
        EditRateField::RateSource,
        rate.rate_source.map(|v| v.to_string()).unwrap_or_default(),
    );
    draft.set_decimal(EditRateField::FixedRate, rate.fixed_rate.as_ref());
}

/// The fixed rate's change from `rate`'s to `update`'s, when it is big; a rate taken from a
/// provider has no fixed rate to compare.
fn big_changes(rate: &ExchangeRate, update: &ExchangeRateUpdate) -> Vec<BigChange> {
    let Some(saved) = rate.fixed_rate.as_ref() else {
        return Vec::new();
    };
    if update.rate_source != RateSource::Fixed {
        return Vec::new();
    }
    let new = &update.fixed_rate;
    BigChange::of(
        ExchangeConfigKey::FixedRate,
        (scale(saved.as_str()), decimal_text(Some(saved))),
        (scale(new.as_str()), decimal_text(Some(new))),
    )
    .into_iter()
    .collect()
}

/// "Edit exchange rate", open while `rate` holds the rate being edited and filled from it.
/// The update keeps the provider, so the form names it under the rate source instead of
/// offering it; a rate without one cannot switch to the external source.
#[component]
pub fn EditRateDialog(
    /// The rate being edited.
    rate: RwSignal<Option<ExchangeRate>>,
    /// Runs after the rate was saved.
    on_saved: Callback<()>,
    /// The area's changes: the action is unavailable while they are.
    changes: ChangeAccess,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let draft = Draft::<EditRateField>::new("edit-rate");
    let sending = Sending::new();
    let big = BigChangeCheck::new();
    crate::reactive::effect(move || {
        rate.with(|r| {
            if let Some(r) = r {
                fill(draft, r);
                big.forget();
            }
        })
    });

    let submit = Callback::new(move |_| {
        let Some((biz_id, stored)) = rate.with_untracked(|r| {
            r.as_ref()
                .map(|r| (r.biz_id.clone(), r.external_provider()))
        }) else {
            return;
        };
        let check = |update: &ExchangeRateUpdate| {
            if let Err(errors) = validate_exchange_rate_update(update, stored) {
                let message = ExchangeConfigKey::RuleNoStoredProvider;
                let kept = NewRateField::ExternalProvider.name();
                refuse_kept(draft, errors, kept, EditRateField::RateSource, message);
            }
        };
        let Some(update) = draft.read_checked(|d| Some(read_rate_update(d)), check) else {
            return;
        };
        let changes = rate.with_untracked(|r| r.as_ref().map(|r| big_changes(r, &update)));
        if !big.passes(changes.unwrap_or_default()) {
            return;
        }
        let id = biz_id.clone();
        let sent = async move { api::exchange_config::update_exchange_rate(&id, &update).await };
        draft.send(sending, sent, move |_| {
            toasts.success(Message::with(
                ExchangeConfigKey::RateSaved,
                &[("id", biz_id)],
            ));
            rate.set(None);
            on_saved.run(());
        });
    });

    let source_hint = Signal::derive(move || {
        rate.with(|r| {
            r.as_ref().map(|r| match r.external_provider {
                Some(_) => {
                    let name = value_name(
                        i18n,
                        r.external_provider,
                        ExternalProvider::from_value,
                        provider_name,
                    );
                    Message::with(ExchangeConfigKey::RateKeptProvider, &[("provider", name)])
                }
                None => ExchangeConfigKey::RateNoProvider.into(),
            })
        })
    });
    let biz_id = move || rate.with(|r| r.as_ref().map(|r| r.biz_id.clone()));

    view! {
        <FormDialog
            open=Signal::derive(move || rate.with(Option::is_some))
            on_close=Callback::new(move |_| rate.set(None))
            id="edit-rate"
            title=Signal::stored(Key::from(ExchangeConfigKey::EditRateTitle))
            action=ConfigKey::Save
            sending
            on_submit=submit
            changes
        >
            <p class="muted">{biz_id}</p>
            <RateFields draft source_hint/>
            <BigChangeQuestion check=big submit/>
        </FormDialog>
    }
}
