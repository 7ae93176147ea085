//! "Enable a currency": a wallet type and a currency chosen by name, then switched on.

use leptos::prelude::*;
use portal_api::currency;
use portal_api::wallet_currencies::WalletCurrency;
use portal_api::wallet_currencies::{validate_wallet_currency_toggle, WalletCurrencyToggle};
use portal_api::wallet_type::WalletType;

use super::toggle_dialog::{switch, switched};
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{form_fields, Draft, FieldKind, FormCard, FormField, Sending};
use crate::i18n::{use_i18n, WalletCurrenciesKey};
use crate::money::{currency_options, wallet_type_options};
use crate::registry::Area;

form_fields! {
    /// The enable form's fields.
    enum EnableField { WalletTypeValue = "walletTypeValue", CurrencyValue = "currencyValue" }
}

/// Both choices are required; the pair is checked by `validate_wallet_currency_toggle`.
/// Enabling runs `on_changed` with the server's answer, and keeps the choices.
#[component]
pub fn EnableForm(
    /// Runs after the server enabled the pair.
    on_changed: Callback<Option<WalletCurrency>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let draft = Draft::<EnableField>::new("wallet-currency-form");
    let sending = Sending::new();
    let pending = sending.pending;

    let submit = Callback::new(move |_| {
        if pending.get_untracked() {
            return;
        }
        draft.clear_errors();
        let kind = draft
            .choice(EnableField::WalletTypeValue)
            .and_then(WalletType::from_value);
        let currency_value = draft.choice(EnableField::CurrencyValue);
        if let (Some(kind), Some(value)) = (kind, currency_value) {
            let toggle = WalletCurrencyToggle {
                wallet_type_value: kind,
                currency_value: value,
            };
            if let Err(errors) = validate_wallet_currency_toggle(&toggle) {
                draft.refuse(&errors);
            }
        }
        let pair = kind.zip(currency_value.and_then(currency::by_value));
        let Some(pair) = pair.filter(|_| !draft.has_errors()) else {
            draft.focus_first_error();
            return;
        };
        draft.send(
            sending,
            async move { switch(pair, true).await },
            move |updated| {
                toasts.success(switched(i18n, pair, true));
                on_changed.run(updated);
            },
        );
    });

    let kinds = Signal::derive(move || wallet_type_options(i18n));
    let currencies = Signal::derive(move || currency_options(i18n));
    view! {
        <FormCard
            id="wallet-currency-form-title"
            title=WalletCurrenciesKey::EnableTitle
            intro=WalletCurrenciesKey::EnableFormIntro
            action=WalletCurrenciesKey::EnableTitle
            changes=ChangeAccess::of(Area::WalletCurrencies)
            sending
            on_submit=submit
        >
            <FormField
                id=draft.id(EnableField::WalletTypeValue)
                label=WalletCurrenciesKey::WalletType
                value=draft.value(EnableField::WalletTypeValue)
                error=draft.error(EnableField::WalletTypeValue)
                kind=FieldKind::Select
                options=kinds
                required=true
            />
            <FormField
                id=draft.id(EnableField::CurrencyValue)
                label=WalletCurrenciesKey::Currency
                value=draft.value(EnableField::CurrencyValue)
                error=draft.error(EnableField::CurrencyValue)
                kind=FieldKind::Select
                options=currencies
                required=true
            />
        </FormCard>
    }
}
