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

use crate::api;
use crate::components::{use_toasts, Button, ButtonVariant, ChangeAccess, ErrorView};
use crate::forms::{form_fields, Draft, FieldKind, FormField, FormFields, Sending};
use crate::i18n::{use_i18n, CommonKey, ConfigKey, Message, TariffsKey};
use crate::money::{fee_model_options, same_decimal};
use crate::registry::Area;

/// What the form does.
#[derive(Debug, Clone, PartialEq)]
pub enum FormMode {
    /// Creates a template.
    Create,
    /// Changes this template.
    Edit(Box<TariffTemplate>),
}

/// The fields of a form for templates: the code, which only a new template has, and the
/// fields both forms show.
trait TemplateFields: FormFields {
    /// The code, `templateCode`, where the form offers it (a template keeps its code).
    const CODE: Option<Self>;
    /// `templateName`.
    const NAME: Self;
    /// `description`.
    const DESCRIPTION: Self;
    /// `isDefault`.
    const IS_DEFAULT: Self;
    /// `feeModel`.
    const MODEL: Self;
    /// `feeFixedAmount`.
    const FIXED: Self;
    /// `feeRate`.
    const RATE: Self;
}

form_fields! {
    /// The fields of a new template: its code first.
    enum NewTemplateField {
        TemplateCode = "templateCode",
        TemplateName = "templateName",
        Description = "description",
        IsDefault = "isDefault",
        FeeModel = "feeModel",
        FeeFixedAmount = "feeFixedAmount",
        FeeRate = "feeRate",
    }
}

form_fields! {
    /// The fields of a template being changed: all but its code.
    enum EditTemplateField {
        TemplateName = "templateName",
        Description = "description",
        IsDefault = "isDefault",
        FeeModel = "feeModel",
        FeeFixedAmount = "feeFixedAmount",
        FeeRate = "feeRate",
    }
}

impl TemplateFields for NewTemplateField {
    const CODE: Option<Self> = Some(Self::TemplateCode);
    const NAME: Self = Self::TemplateName;
    const DESCRIPTION: Self = Self::Description;
    const IS_DEFAULT: Self = Self::IsDefault;
    const MODEL: Self = Self::FeeModel;
    const FIXED: Self = Self::FeeFixedAmount;
    const RATE: Self = Self::FeeRate;
}

impl TemplateFields for EditTemplateField {
    const CODE: Option<Self> = None;
    const NAME: Self = Self::TemplateName;
    const DESCRIPTION: Self = Self::Description;
    const IS_DEFAULT: Self = Self::IsDefault;
    const MODEL: Self = Self::FeeModel;
    const FIXED: Self = Self::FeeFixedAmount;
    const RATE: Self = Self::FeeRate;
}

/// Every field of the create body, read from the draft (the code is read only for a new
/// template): the fixed fee in minor units (a template has no currency to type it in), the
/// rate as a percentage. The parts the fee model computes with are required. A field that
/// does not parse gets its error and a stand-in value, so the rules still run and every error
/// shows at once.
fn read<F: TemplateFields>(draft: &Draft<F>) -> TariffTemplateCreate {
    let fee_model = draft.choice(F::MODEL).and_then(FeeModel::from_value);
    let uses = |part: fn(FeeModel) -> bool| fee_model.is_some_and(part);
    let fixed = draft.integer(F::FIXED, uses(FeeModel::uses_fixed_amount));
    let rate = draft.percent(F::RATE, uses(FeeModel::uses_rate));
    TariffTemplateCreate {
        template_code: String::new(),
        template_name: draft.text(F::NAME),
        description: draft.text(F::DESCRIPTION),
        is_default: draft.flag(F::IS_DEFAULT),
        fee_model: fee_model.unwrap_or(FeeModel::Fixed),
        fee_fixed_amount: fixed.unwrap_or(0),
        fee_rate: rate.unwrap_or_else(DecimalString::zero),
    }
}

/// The fields of `read` that differ from `old` (a rate written with other zeros is the same).
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
        fee_rate: (!old
            .fee_rate
            .as_ref()
            .is_some_and(|r| same_decimal(r, &new.fee_rate)))
        .then_some(new.fee_rate),
    }
}

fn fill(draft: &Draft<EditTemplateField>, template: &TariffTemplate) {
    use EditTemplateField::{Description, FeeFixedAmount, FeeModel, FeeRate, IsDefault};
    let name = template.template_name.clone();
    draft.set(EditTemplateField::TemplateName, name.unwrap_or_default());
    let description = template.description.clone();
    draft.set(Description, description.unwrap_or_default());
    draft.set(IsDefault, template.is_default.unwrap_or(false).to_string());
    let model = template.fee_model.map(|m| m.to_string());
    draft.set(FeeModel, model.unwrap_or_default());
    let fixed = template.fee_fixed_amount.map(|a| a.to_string());
    draft.set(FeeFixedAmount, fixed.unwrap_or_default());
    draft.set_percent(FeeRate, template.fee_rate.as_ref());
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
    match mode {
        FormMode::Create => {
            let draft = Draft::<NewTemplateField>::new("template-form");
            template_form(draft, None, on_saved, on_cancel).into_any()
        }
        FormMode::Edit(t) => {
            let draft = Draft::<EditTemplateField>::new("template-form");
            fill(&draft, &t);
            template_form(draft, Some(*t), on_saved, on_cancel).into_any()
        }
    }
}

/// [`TemplateForm`] on `draft`, whose fields say whether the code is asked for, for the
/// template `editing` if any.
fn template_form<F: TemplateFields>(
    draft: Draft<F>,
    editing: Option<TariffTemplate>,
    on_saved: Callback<()>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let sending = Sending::new();
    let Sending { pending, error } = sending;
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
                body.template_code = F::CODE.map(|code| draft.text(code)).unwrap_or_default();
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
        draft.send(sending, request, move |()| {
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
    let field = move |name: F| (draft.id(name), draft.value(name), draft.error(name));
    let code_field = F::CODE.map(|code| {
        let (id, value, error) = field(code);
        let hint: Message = TariffsKey::CodeHint.into();
        view! {
            <FormField id label=TariffsKey::FieldCode value error hint required=true max_len=TEMPLATE_CODE_MAX/>
        }
    });
    let (name_id, name, name_error) = field(F::NAME);
    let (description_id, description, description_error) = field(F::DESCRIPTION);
    let (default_id, is_default, default_error) = field(F::IS_DEFAULT);
    let (model_id, model, model_error) = field(F::MODEL);
    let (fixed_id, fixed, fixed_error) = field(F::FIXED);
    let (rate_id, rate, rate_error) = field(F::RATE);
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
                    label=TariffsKey::FieldFeeRate
                    value=rate
                    error=rate_error
                    kind=FieldKind::Decimal
                    hint=rate_hint
                />
                <div class="form__actions">
                    <Button label=action submit=true pending changes=ChangeAccess::of(Area::Tariffs)/>
                    <Button label=CommonKey::Cancel variant=ButtonVariant::Secondary on_click=on_cancel/>
                </div>
            </form>
        </section>
    }
}
