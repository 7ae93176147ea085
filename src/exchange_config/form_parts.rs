//! Parts every exchange fee and rate form shares: the currency pair, amount hints, and
//! refusals of the fields an edit keeps.

use leptos::prelude::*;
use portal_api::validation::ValidationErrors;
use portal_api::{currency, EnumValue};

use crate::api::ApiError;
use crate::forms::{Draft, FieldKind, FormField, FormFields};
use crate::i18n::{use_i18n, ExchangeConfigKey, Message};
use crate::money::{currency_of, currency_options, pair_text};

/// A form with the currency pair ([`PairFields`]): which of its fields are the two currencies.
pub trait PairForm: FormFields {
    /// The currency sold, `sourceCurrency`.
    const SOURCE: Self;
    /// The currency bought, `targetCurrency`.
    const TARGET: Self;
}

/// Declares the two forms of a fee or a rate, which differ only in what they are given here:
/// the edit form's fields (the pair, then `shared`) and the new form's (the same, then
/// `extra`), and for both the [`PairForm`] and `$form`, whose constants name the `shared`
/// fields (`MODEL: UserFeeModel = "userFeeModel"`).
macro_rules! pair_forms {
    (
        $(#[$edit_meta:meta])* edit $edit:ident;
        $(#[$new_meta:meta])* new $new:ident;
        $form:ident { $($role:ident: $shared:ident = $shared_wire:literal),+ $(,)? }
        extra { $($extra:ident = $extra_wire:literal),* $(,)? }
    ) => {
        $crate::forms::form_fields! {
            $(#[$edit_meta])*
            pub enum $edit {
                SourceCurrency = "sourceCurrency",
                TargetCurrency = "targetCurrency",
                $($shared = $shared_wire,)+
            }
        }
        $crate::forms::form_fields! {
            $(#[$new_meta])*
            pub enum $new {
                SourceCurrency = "sourceCurrency",
                TargetCurrency = "targetCurrency",
                $($shared = $shared_wire,)+
                $($extra = $extra_wire,)*
            }
        }
        $crate::exchange_config::form_parts::pair_forms!(@impl $edit, $form, $($role: $shared),+);
        $crate::exchange_config::form_parts::pair_forms!(@impl $new, $form, $($role: $shared),+);
    };
    (@impl $fields:ident, $form:ident, $($role:ident: $shared:ident),+) => {
        impl $crate::exchange_config::form_parts::PairForm for $fields {
            const SOURCE: Self = Self::SourceCurrency;
            const TARGET: Self = Self::TargetCurrency;
        }
        impl $form for $fields {
            $(const $role: Self = Self::$shared;)+
        }
    };
}
pub(super) use pair_forms;

/// The source and target currencies chosen in `draft`. A side that does not read (refused
/// there) stands in as a currency other than the other side, so that the pair's rules speak
/// only of what was chosen while the rest of the form is checked.
pub fn read_pair<F: PairForm>(draft: &Draft<F>) -> (i64, i64) {
    let (source, target) = (draft.choice(F::SOURCE), draft.choice(F::TARGET));
    let other = |c: i64| {
        if c == currency::USD.value {
            currency::EUR.value
        } else {
            currency::USD.value
        }
    };
    match (source, target) {
        (Some(s), Some(t)) => (s, t),
        (Some(s), None) => (s, other(s)),
        (None, Some(t)) => (other(t), t),
        (None, None) => (currency::USD.value, currency::EUR.value),
    }
}

/// Source and target currency, side by side, in `draft`'s `sourceCurrency` and
/// `targetCurrency`.
#[component]
pub fn PairFields<F: PairForm>(
    /// The form's fields.
    draft: Draft<F>,
) -> impl IntoView {
    let i18n = use_i18n();
    let currencies = Signal::derive(move || currency_options(i18n));
    view! {
        <div class="form__pair">
            <FormField
                id=draft.id(F::SOURCE)
                label=ExchangeConfigKey::SourceCurrency
                value=draft.value(F::SOURCE)
                error=draft.error(F::SOURCE)
                kind=FieldKind::Select
                options=currencies
                required=true
            />
            <FormField
                id=draft.id(F::TARGET)
                label=ExchangeConfigKey::TargetCurrency
                value=draft.value(F::TARGET)
                error=draft.error(F::TARGET)
                kind=FieldKind::Select
                options=currencies
                required=true
            />
        </div>
    }
}

/// The hint of an amount field, typed in the source currency: the currency and an example in
/// its precision ("In USD, such as 1.50."), or to choose it first.
pub fn amount_hint<F: PairForm>(draft: Draft<F>) -> Signal<Option<Message>> {
    let fallback = ExchangeConfigKey::AmountHint.into();
    crate::money::amount_hint(draft, F::SOURCE, fallback)
}

/// "USD → EUR" for the currency values of a request.
pub fn request_pair(source: i64, target: i64) -> String {
    let code = |value| currency::by_value(value).map(|c| c.code);
    pair_text(code(source), code(target))
}

/// Shows `errors` beside their fields, except those of `kept` (a wire name), a field the edit
/// form does not offer because the update keeps its stored value: those become `message` on
/// `on`, the choice that needs what is kept (the fee model needs bands, an external source a
/// provider).
pub fn refuse_kept<F: FormFields>(
    draft: Draft<F>,
    errors: ValidationErrors,
    kept: &str,
    on: F,
    message: impl Into<Message>,
) {
    let (kept_errors, others): (Vec<_>, Vec<_>) =
        errors.0.into_iter().partition(|e| e.field == kept);
    if !kept_errors.is_empty() {
        draft.error(on).set(Some(message.into()));
    }
    if !others.is_empty() {
        draft.refuse(&ValidationErrors(others));
    }
}

/// A listed fee or rate: its pair's currencies as the list carries them.
pub type PairOf<T> = fn(&T) -> (Option<&EnumValue>, Option<&EnumValue>);

/// A warning while the pair chosen in `draft` is listed already: the list is read with `read`
/// each time the dialog opens, and `pair_of` says each item's pair. A second fee or rate for a
/// pair is seldom meant (the list would show both, and nothing says which applies), so `key`
/// says so, with `{pair}` and `{count}`. A list that cannot be read warns of nothing.
pub fn pair_taken<T, Fut, F>(
    draft: Draft<F>,
    open: RwSignal<bool>,
    read: fn() -> Fut,
    pair_of: PairOf<T>,
    key: ExchangeConfigKey,
) -> Signal<Option<Message>>
where
    T: 'static,
    Fut: std::future::Future<Output = Result<Vec<T>, ApiError>> + 'static,
    F: PairForm,
{
    let value = |c: Option<&EnumValue>| currency_of(c?).map(|c| c.value);
    let listed = RwSignal::new(Vec::<(i64, i64)>::new());
    crate::reactive::effect(move || {
        if open.get() {
            leptos::task::spawn_local(async move {
                let items = read().await.unwrap_or_default();
                let pairs = items
                    .iter()
                    .filter_map(|item| {
                        let (source, target) = pair_of(item);
                        Some((value(source)?, value(target)?))
                    })
                    .collect();
                listed.set(pairs);
            });
        }
    });
    Signal::derive(move || {
        let chosen = |field| draft.value(field).with(|v| v.parse::<i64>().ok());
        let pair = (chosen(F::SOURCE)?, chosen(F::TARGET)?);
        let count = listed.with(|all| all.iter().filter(|p| **p == pair).count());
        (count > 0).then(|| {
            Message::with(
                key,
                &[
                    ("pair", request_pair(pair.0, pair.1)),
                    ("count", count.to_string()),
                ],
            )
        })
    })
}

#[cfg(test)]
mod tests {
    use leptos::prelude::Owner;
    use portal_api::validation::{FieldError, Rule};

    use super::*;
    use crate::forms::form_fields;
    use crate::i18n::ConfigKey;

    form_fields! {
        /// A pair and a fee model.
        enum Field {
            SourceCurrency = "sourceCurrency",
            TargetCurrency = "targetCurrency",
            UserFeeModel = "userFeeModel",
        }
    }
    use Field::{SourceCurrency, TargetCurrency, UserFeeModel};

    #[test]
    fn refusals_of_kept_fields_go_to_the_choice_that_needs_them() {
        Owner::new().with(|| {
            let draft = Draft::<Field>::new("t");
            let errors = ValidationErrors(vec![
                FieldError {
                    field: "targetCurrency",
                    rule: Rule::SameCurrency,
                },
                FieldError {
                    field: "userFeeBandsConfig",
                    rule: Rule::BandsRequired,
                },
            ]);
            let kept = ExchangeConfigKey::RuleNoStoredBands;
            refuse_kept(draft, errors, "userFeeBandsConfig", UserFeeModel, kept);
            let error = |field| draft.error(field).get_untracked();
            assert_eq!(error(UserFeeModel), Some(kept.into()));
            assert_eq!(
                error(TargetCurrency),
                Some(ConfigKey::RuleSameCurrency.into())
            );
            assert_eq!(
                error(SourceCurrency),
                None,
                "nothing lands on the first field"
            );
        });
    }

    trait Modelled: PairForm {
        const MODEL: Self;
    }

    pair_forms! {
        /// An edit form.
        edit EditField;
        /// A new form.
        new NewField;
        Modelled { MODEL: UserFeeModel = "userFeeModel" }
        extra { MinAmount = "minAmount" }
    }

    #[test]
    fn both_forms_of_a_pair_name_their_shared_fields_alike() {
        fn shared<F: Modelled>() -> [&'static str; 3] {
            [F::SOURCE, F::TARGET, F::MODEL].map(F::name)
        }
        let names = ["sourceCurrency", "targetCurrency", "userFeeModel"];
        assert_eq!(shared::<EditField>(), names);
        assert_eq!(shared::<NewField>(), names);
        assert_eq!(EditField::ALL.len(), names.len());
        assert_eq!(NewField::ALL.last().map(|f| f.name()), Some("minAmount"));
    }

    #[test]
    fn names_the_pair_of_a_request() {
        assert_eq!(request_pair(840, 392), "USD → JPY");
        assert_eq!(request_pair(840, 1), "USD → ?");
    }
}
