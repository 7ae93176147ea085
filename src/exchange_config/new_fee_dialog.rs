//! Creating an exchange fee: every field of the contract's shape, checked before it is sent.

use leptos::prelude::*;
use portal_api::exchange_config::{validate_exchange_fee, ExchangeFeeRequest};

use super::fee_fields::{read_fee_update, FeeFields, NewFeeField};
use super::form_parts::{amount_hint, pair_taken, request_pair};
use crate::api;
use crate::components::{use_toasts, ChangeAccess, Notice, NoticeKind};
use crate::forms::{Draft, FieldKind, FormDialog, FormField, Sending};
use crate::i18n::{ConfigKey, ExchangeConfigKey, Key, Message};
use crate::money::{chosen_currency, BandRows, FeeBandFields};

/// The create body in `draft` and the band `rows`, amounts in the source currency; fields
/// that do not read are marked and stood in for.
fn read(draft: &Draft<NewFeeField>, rows: BandRows) -> ExchangeFeeRequest {
    let shared = read_fee_update(draft);
    let currency = draft.currency(NewFeeField::SourceCurrency);
    // Stand-ins as in `read_fee_update`: no bands, and amounts in order.
    let bands = draft
        .fee_bands(NewFeeField::UserFeeBandsConfig, rows, currency)
        .flatten();
    let min = draft
        .amount(NewFeeField::MinAmount, currency, true)
        .unwrap_or(0);
    let max = draft
        .amount(NewFeeField::MaxAmount, currency, true)
        .unwrap_or(i64::MAX);
    ExchangeFeeRequest {
        source_currency: shared.source_currency,
        target_currency: shared.target_currency,
        user_fee_model: shared.user_fee_model,
        user_fee_fixed_amount: shared.user_fee_fixed_amount,
        user_fee_rate: shared.user_fee_rate,
        user_fee_bands_config: bands,
        min_amount: min,
        max_amount: max,
    }
}

/// "New exchange fee", open while `open`. Fields are read, then checked with portal-api's
/// rules, each refusal shown beside its field; only a request that passes is sent. What was
/// typed stays until the fee is created, so a cancelled form can be taken up again.
#[component]
pub fn NewFeeDialog(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
    /// Runs after a fee was created.
    on_created: Callback<()>,
    /// The area's changes: the action is unavailable while they are.
    changes: ChangeAccess,
) -> impl IntoView {
    let toasts = use_toasts();
    let draft = Draft::<NewFeeField>::new("new-fee");
    let rows = BandRows::new();
    let sending = Sending::new();

    let submit = Callback::new(move |_| {
        let check = |request: &ExchangeFeeRequest| {
            if let Err(errors) = validate_exchange_fee(request) {
                draft.refuse(&errors);
            }
        };
        let Some(request) = draft.read_checked(|d| Some(read(d, rows)), check) else {
            return;
        };
        let pair = request_pair(request.source_currency, request.target_currency);
        let sent = async move { api::exchange_config::create_exchange_fee(&request).await };
        draft.send(sending, sent, move |_| {
            toasts.success(Message::with(
                ExchangeConfigKey::FeeCreated,
                &[("pair", pair)],
            ));
            draft.reset();
            rows.fill(None, None);
            open.set(false);
            on_created.run(());
        });
    });

    let pair_taken = pair_taken(
        draft,
        open,
        api::exchange_config::all_exchange_fees,
        |f| (f.source_currency.as_ref(), f.target_currency.as_ref()),
        ExchangeConfigKey::FeePairExists,
    );

    view! {
        <FormDialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="new-fee"
            title=Signal::stored(Key::from(ExchangeConfigKey::NewFee))
            action=ConfigKey::Create
            sending
            on_submit=submit
            changes
        >
            <FeeFields draft with_bands=true/>
            <Notice message=pair_taken kind=NoticeKind::Warning/>
            <FeeBandFields
                rows
                currency=Signal::derive(move || chosen_currency(draft, NewFeeField::SourceCurrency))
                id=draft.id(NewFeeField::UserFeeBandsConfig)
                legend=ExchangeConfigKey::Bands
                hint=Message::from(ExchangeConfigKey::BandsHint)
                error=draft.error(NewFeeField::UserFeeBandsConfig)
                typed=draft.value(NewFeeField::UserFeeBandsConfig)
            />
            <div class="form__pair">
                <FormField
                    id=draft.id(NewFeeField::MinAmount)
                    label=ExchangeConfigKey::MinAmount
                    value=draft.value(NewFeeField::MinAmount)
                    error=draft.error(NewFeeField::MinAmount)
                    kind=FieldKind::Decimal
                    hint=amount_hint(draft)
                    required=true
                />
                <FormField
                    id=draft.id(NewFeeField::MaxAmount)
                    label=ExchangeConfigKey::MaxAmount
                    value=draft.value(NewFeeField::MaxAmount)
                    error=draft.error(NewFeeField::MaxAmount)
                    kind=FieldKind::Decimal
                    hint=amount_hint(draft)
                    required=true
                />
            </div>
        </FormDialog>
    }
}
