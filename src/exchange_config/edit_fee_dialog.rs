//! Editing an exchange fee: the update's subset only (pair, model, fixed fee, rate).

use leptos::prelude::*;
use portal_api::exchange_config::{validate_exchange_fee_update, ExchangeFee, ExchangeFeeUpdate};
use portal_api::fees::FeeBands;
use portal_api::{currency, EnumValue};

use super::big_change::{scale, BigChange, BigChangeCheck, BigChangeQuestion};
use super::fee_fields::{read_fee_update, EditFeeField, FeeFields, NewFeeField};
use super::form_parts::refuse_kept;
use crate::api;
use crate::components::{use_toasts, ChangeAccess, Notice, NoticeKind};
use crate::forms::{Draft, FormDialog, FormFields, Sending};
use crate::i18n::{use_i18n, ConfigKey, ExchangeConfigKey, I18n, Key, Message};
use crate::money::{amount_text, currency_of, percent_text};

/// The bands `fee` keeps, when they read as bands.
fn stored_bands(fee: &ExchangeFee) -> Option<FeeBands> {
    fee.user_fee_bands_config
        .clone()
        .and_then(|v| serde_json::from_value(v).ok())
}

/// A kept minimum or maximum in minor units of the currency `currency_value`; a dash when the
/// fee has none.
fn kept_amount(amount: Option<i64>, currency_value: Option<i64>) -> String {
    amount.map_or_else(|| "—".to_owned(), |a| amount_text(a, currency_value))
}

/// Fills `draft` from `fee`, its fixed fee in major units of its source currency and its rate
/// as a percentage; a field the record lacks stays empty.
fn fill(draft: Draft<EditFeeField>, fee: &ExchangeFee) {
    use EditFeeField::{
        SourceCurrency, TargetCurrency, UserFeeFixedAmount, UserFeeModel, UserFeeRate,
    };
    let currency = |c: &Option<EnumValue>| {
        c.as_ref()
            .and_then(currency_of)
            .map(|c| c.value.to_string())
    };
    draft.reset();
    draft.set(
        SourceCurrency,
        currency(&fee.source_currency).unwrap_or_default(),
    );
    draft.set(
        TargetCurrency,
        currency(&fee.target_currency).unwrap_or_default(),
    );
    let text = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
    draft.set(UserFeeModel, text(fee.user_fee_model));
    let source = fee.source_currency.as_ref().and_then(currency_of);
    draft.set_amount(UserFeeFixedAmount, fee.user_fee_fixed_amount, source);
    draft.set_percent(UserFeeRate, fee.user_fee_rate.as_ref());
}

/// The fixed fee's and the rate's changes from `fee`'s to `update`'s that are big, each
/// compared only where the new model counts it.
fn big_changes(i18n: I18n, fee: &ExchangeFee, update: &ExchangeFeeUpdate) -> Vec<BigChange> {
    let model = update.user_fee_model;
    let currency = fee
        .source_currency
        .as_ref()
        .and_then(currency_of)
        .map(|c| c.value);
    let fixed = fee
        .user_fee_fixed_amount
        .filter(|_| model.uses_fixed_amount())
        .and_then(|saved| {
            let new = update.user_fee_fixed_amount;
            BigChange::of(
                ExchangeConfigKey::FixedFee,
                (saved as f64, amount_text(saved, currency)),
                (new as f64, amount_text(new, currency)),
            )
        });
    let rate = fee
        .user_fee_rate
        .as_ref()
        .filter(|_| model.uses_rate())
        .and_then(|saved| {
            let new = &update.user_fee_rate;
            BigChange::of(
                ExchangeConfigKey::FeeRate,
                (scale(saved.as_str()), percent_text(i18n, Some(saved))),
                (scale(new.as_str()), percent_text(i18n, Some(new))),
            )
        });
    fixed.into_iter().chain(rate).collect()
}

/// "Edit exchange fee", open while `fee` holds the fee being edited and filled from it. The
/// update keeps bands, minimum and maximum, so the form does not offer them: it says what
/// they stay, and offers the bands model only to a fee that has bands.
#[component]
pub fn EditFeeDialog(
    /// The fee being edited.
    fee: RwSignal<Option<ExchangeFee>>,
    /// Runs after the fee was saved.
    on_saved: Callback<()>,
    /// The area's changes: the action is unavailable while they are.
    changes: ChangeAccess,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let draft = Draft::<EditFeeField>::new("edit-fee");
    let sending = Sending::new();
    let bands = Memo::new(move |_| fee.with(|f| f.as_ref().and_then(stored_bands)));
    let big = BigChangeCheck::new();
    crate::reactive::effect(move || {
        fee.with(|f| {
            if let Some(f) = f {
                fill(draft, f);
                big.forget();
            }
        })
    });

    let submit = Callback::new(move |_| {
        let Some(biz_id) = fee.with_untracked(|f| f.as_ref().map(|f| f.biz_id.clone())) else {
            return;
        };
        let check = |update: &ExchangeFeeUpdate| {
            let stored = bands.get_untracked();
            if let Err(errors) = validate_exchange_fee_update(update, stored.as_ref()) {
                let message = ExchangeConfigKey::RuleNoStoredBands;
                let kept = NewFeeField::UserFeeBandsConfig.name();
                refuse_kept(draft, errors, kept, EditFeeField::UserFeeModel, message);
            }
        };
        let Some(update) = draft.read_checked(|d| Some(read_fee_update(d)), check) else {
            return;
        };
        let changes = fee.with_untracked(|f| f.as_ref().map(|f| big_changes(i18n, f, &update)));
        if !big.passes(changes.unwrap_or_default()) {
            return;
        }
        let id = biz_id.clone();
        let sent = async move { api::exchange_config::update_exchange_fee(&id, &update).await };
        draft.send(sending, sent, move |_| {
            toasts.success(Message::with(
                ExchangeConfigKey::FeeSaved,
                &[("id", biz_id)],
            ));
            fee.set(None);
            on_saved.run(());
        });
    });

    let kept = move || {
        fee.with(|f| {
            f.as_ref().map(|f| {
                let stored = f.source_currency.as_ref().and_then(currency_of);
                let amount = |a| kept_amount(a, stored.map(|c| c.value));
                let (min, max) = (amount(f.min_amount), amount(f.max_amount));
                let text = i18n.tf(ExchangeConfigKey::FeeKept, &[("min", &min), ("max", &max)]);
                view! {
                    <p class="muted">{f.biz_id.clone()}</p>
                    <p class="muted">{text}</p>
                }
            })
        })
    };

    // The kept amounts count minor units of the source currency: another source reads them
    // in its own units (100 minor units are 1.00 USD but 100 JPY), so the form says how.
    let source_changed = Signal::derive(move || {
        let chosen = draft
            .value(EditFeeField::SourceCurrency)
            .with(|v| v.parse::<i64>().ok())?;
        fee.with(|f| {
            let f = f.as_ref()?;
            let stored = f.source_currency.as_ref().and_then(currency_of)?;
            let kept =
                f.min_amount.is_some() || f.max_amount.is_some() || bands.with(Option::is_some);
            let code = currency::by_value(chosen)?.code;
            (stored.value != chosen && kept).then(|| {
                let amount = |a| kept_amount(a, Some(chosen));
                Message::with(
                    ExchangeConfigKey::FeeSourceChanged,
                    &[
                        ("currency", code.to_owned()),
                        ("min", amount(f.min_amount)),
                        ("max", amount(f.max_amount)),
                    ],
                )
            })
        })
    });

    view! {
        <FormDialog
            open=Signal::derive(move || fee.with(Option::is_some))
            on_close=Callback::new(move |_| fee.set(None))
            id="edit-fee"
            title=Signal::stored(Key::from(ExchangeConfigKey::EditFeeTitle))
            action=ConfigKey::Save
            sending
            on_submit=submit
            changes
        >
            {kept}
            <FeeFields draft with_bands=Signal::derive(move || bands.with(Option::is_some))/>
            <Notice message=source_changed kind=NoticeKind::Warning/>
            <BigChangeQuestion check=big submit/>
        </FormDialog>
    }
}
