//! The form that creates a tariff template or changes one (sending only what changed).

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::decimal::DecimalString;
use portal_api::fees::FeeModel;
use portal_api::tariffs::{
    validate_tariff_template, validate_tariff_template_update, TariffTemplate,
    TariffTemplateCreate, TariffTemplateUpdate, TEMPLATE_CODE_MAX, TEMPLATE_DESCRIPTION_MAX,
    TEMPLATE_NAME_MAX,
};

use crate::api::{self, ApiError};
use crate::components::{use_toasts, Button, ButtonVariant, ErrorView};
use crate::forms::{Draft, FieldKind, FormField};
use crate::i18n::{use_i18n, CommonKey, ConfigKey, Message, TariffsKey};
use crate::money::{fee_model_options, fee_rate_hint};

/// What the form does.
#[derive(Debug, Clone, PartialEq)]
pub enum FormMode {
    /// Creates a template.
    Create,
    /// Changes this template.
    Edit(Box<TariffTemplate>),
}

const FEE_FIELDS: [&str; 6] = [
    "templateName",
    "description",
    "isDefault",
    "feeModel",
    "feeFixedAmount",
    "feeRate",
];

/// Every field of the create body, read from the draft. A field that does not parse gets its
/// error and a stand-in value, so the rules still run and every error shows at once.
fn read(draft: &Draft) -> TariffTemplateCreate {
    let fee_model = draft.choice("feeModel").and_then(FeeModel::from_value);
    let (fixed, rate) = draft.fee_parts(fee_model, "feeFixedAmount", "feeRate");
    TariffTemplateCreate {
        template_code: String::new(),
        template_name: draft.text("templateName"),
        description: draft.text("description"),
        is_default: draft.flag("isDefault"),
        fee_model: fee_model.unwrap_or(FeeModel::Fixed),
        fee_fixed_amount: fixed.unwrap_or(0),
        fee_rate: rate.unwrap_or_else(DecimalString::zero),
    }
}

/// The fields of `read` that differ from `old`.
fn changes(old: &TariffTemplate, new: TariffTemplateCreate) -> TariffTemplateUpdate {
    let differs = |a: Option<&str>, b: &str| a.unwrap_or_default() != b;
    TariffTemplateUpdate {
        biz_id: old.biz_id.clone(),
        template_name: differs(old.template_name.as_deref(), &new.template_name)
            .then_some(new.template_name),
        description: differs(old.description.as_deref(), &new.description)
            .then_some(new.description),
        is_default: (old.is_default.unwrap_or(false) != new.is_default).then_some(new.is_default),
        fee_model: (old.fee_model != Some(new.fee_model.value())).then_some(new.fee_model),
        fee_fixed_amount: (old.fee_fixed_amount != Some(new.fee_fixed_amount))
            .then_some(new.fee_fixed_amount),
        fee_rate: (old.fee_rate.as_ref() != Some(&new.fee_rate)).then_some(new.fee_rate),
    }
}

fn fill(draft: &Draft, template: &TariffTemplate) {
    draft.set(
        "templateName",
        template.template_name.clone().unwrap_or_default(),
    );
    draft.set(
        "description",
        template.description.clone().unwrap_or_default(),
    );
    draft.set(
        "isDefault",
        template.is_default.unwrap_or(false).to_string(),
    );
    let model = template.fee_model.map(|m| m.to_string());
    draft.set("feeModel", model.unwrap_or_default());
    let fixed = template.fee_fixed_amount.map(|a| a.to_string());
    draft.set("feeFixedAmount", fixed.unwrap_or_default());
    draft.set_decimal("feeRate", template.fee_rate.as_ref());
}

/// Creates a template, or changes the one being edited (its code stays). Bad input gets its
/// message beside the field and nothing is sent; a refusal shows above the form and keeps
/// what was typed. `on_saved` runs after the server accepted.
#[component]
pub fn TemplateForm(
    /// Create, or edit which template.
    mode: FormMode,
    /// Runs once the template is saved.
    on_saved: Callback<()>,
    /// Closes the form without sending.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let editing = match &mode {
        FormMode::Edit(t) => Some(t.as_ref().clone()),
        FormMode::Create => None,
    };
    let mut names = Vec::from(FEE_FIELDS);
    if editing.is_none() {
        names.insert(0, "templateCode");
    }
    let draft = Draft::new("template-form", &names);
    if let Some(t) = &editing {
        fill(&draft, t);
    }
    let pending = RwSignal::new(false);
    let error = RwSignal::new(None::<ApiError>);
    let original = StoredValue::new(editing.clone());

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        draft.clear_errors();
        let mut body = read(&draft);
        let update = original.get_value().map(|old| changes(&old, body.clone()));
        let checked = match &update {
            Some(update) => validate_tariff_template_update(update),
            None => {
                body.template_code = draft.text("templateCode");
                validate_tariff_template(&body)
            }
        };
        if let Err(errors) = checked {
            draft.refuse(&errors);
        }
        if draft.has_errors() {
            draft.focus_first_error();
            return;
        }
        let editing = update.is_some();
        // A code already used is the code field's error, not the form's.
        let request = async move {
            match &update {
                Some(update) => api::tariffs::update_template(update).await.map(|_| ()),
                None => api::tariffs::create_template(&body).await.map(|_| ()),
            }
        };
        draft.send(pending, error, request, move |()| {
            let done: Message = if editing {
                ConfigKey::Saved.into()
            } else {
                TariffsKey::Created.into()
            };
            toasts.success(done);
            on_saved.run(());
        });
    };

    let title = match &editing {
        Some(t) => {
            let name = t.template_name.clone().unwrap_or_else(|| t.biz_id.clone());
            Signal::derive(move || i18n.tf(TariffsKey::EditTitle, &[("name", &name)]))
        }
        None => Signal::derive(move || i18n.t(TariffsKey::CreateTitle).to_owned()),
    };
    let field = move |name: &'static str| (draft.id(name), draft.value(name), draft.error(name));
    let code_field = editing.is_none().then(|| {
        let (id, value, error) = field("templateCode");
        let hint: Message = TariffsKey::CodeHint.into();
        view! {
            <FormField id label=TariffsKey::FieldCode value error hint required=true max_len=TEMPLATE_CODE_MAX/>
        }
    });
    let (name_id, name, name_error) = field("templateName");
    let (description_id, description, description_error) = field("description");
    let (default_id, is_default, default_error) = field("isDefault");
    let (model_id, model, model_error) = field("feeModel");
    let (fixed_id, fixed, fixed_error) = field("feeFixedAmount");
    let (rate_id, rate, rate_error) = field("feeRate");
    // One template is the default at a time: changing the box says what saving will do.
    let was_default = editing
        .as_ref()
        .is_some_and(|t| t.is_default.unwrap_or(false));
    let default_hint =
        Signal::derive(
            move || match (was_default, is_default.with(|v| v == "true")) {
                (true, false) => Some(Message::from(TariffsKey::UndefaultNote)),
                (false, true) => Some(Message::from(TariffsKey::NewDefaultNote)),
                _ => None,
            },
        );
    let models = Signal::derive(move || fee_model_options(i18n, false));
    let fixed_hint: Message = TariffsKey::FixedFeeHint.into();
    let rate_hint: Message = TariffsKey::FeeRateHint.into();
    let action = if editing.is_some() {
        ConfigKey::Save
    } else {
        ConfigKey::Create
    };

    view! {
        <section class="card" aria-labelledby="template-form-title">
            <h2 id="template-form-title" class="card__title">{title}</h2>
            <form class="form" on:submit=submit novalidate>
                <ErrorView error/>
                {code_field}
                <FormField id=name_id label=TariffsKey::FieldName value=name error=name_error required=true max_len=TEMPLATE_NAME_MAX/>
                <FormField
                    id=description_id
                    label=TariffsKey::FieldDescription
                    value=description
                    error=description_error
                    kind=FieldKind::Textarea
                    max_len=TEMPLATE_DESCRIPTION_MAX
                />
                <FormField
                    id=default_id
                    label=TariffsKey::FieldDefault
                    value=is_default
                    error=default_error
                    kind=FieldKind::Checkbox
                    hint=default_hint
                />
                <FormField
                    id=model_id
                    label=TariffsKey::FeeModel
                    value=model
                    error=model_error
                    kind=FieldKind::Select
                    options=models
                    required=true
                />
                <FormField
                    id=fixed_id
                    label=TariffsKey::FieldFixedFee
                    value=fixed
                    error=fixed_error
                    kind=FieldKind::Integer
                    hint=fixed_hint
                />
                <FormField
                    id=rate_id
                    label=TariffsKey::FeeRate
                    value=rate
                    error=rate_error
                    kind=FieldKind::Decimal
                    hint=fee_rate_hint(rate, rate_hint)
                />
                <div class="form__actions">
                    <Button label=action submit=true pending/>
                    <Button label=CommonKey::Cancel variant=ButtonVariant::Secondary on_click=on_cancel/>
                </div>
            </form>
        </section>
    }
}
