//! The template table's columns: code, name, default, fee model, fixed fee, fee rate, actions.

use crate::components::{ChangeAccess, A};
use crate::registry::Area;
use leptos::prelude::*;
use portal_api::tariffs::TariffTemplate;

use super::display::{fee_model_text, rate_text};
use crate::i18n::{use_i18n, ConfigKey, TariffsKey};
use crate::lists::{CellValue, Choice, Column, Finding, ListFilter};
use crate::registry::sub_path;

/// What the columns need from the page.
pub struct TemplateColumns<B> {
    /// The tariffs' address; a template's page is under it.
    pub base: B,
    /// Opens the form on a template.
    pub edit: Callback<TariffTemplate>,
    /// Asks to delete a template.
    pub delete: Callback<TariffTemplate>,
}

/// The columns of the template table.
pub fn columns(
    page: TemplateColumns<impl Fn() -> String + Send + Sync + 'static>,
) -> Vec<Column<TariffTemplate>> {
    let i18n = use_i18n();
    let TemplateColumns { base, edit, delete } = page;
    let changes = ChangeAccess::of(Area::Tariffs);
    let code = |t: &TariffTemplate| t.template_code.clone().unwrap_or_else(|| t.biz_id.clone());
    vec![
        Column::new(TariffsKey::Code, move |t: &TariffTemplate| {
            let (href, text) = (sub_path(&base(), &["templates", &t.biz_id]), code(t));
            view! { <A href attr:class="table__link">{text}</A> }.into_any()
        })
        .found_by("code", move |t: &TariffTemplate| CellValue::text(code(t))),
        Column::new(TariffsKey::Name, |t: &TariffTemplate| {
            t.template_name.clone().unwrap_or_default().into_any()
        })
        .found_by("name", |t: &TariffTemplate| {
            CellValue::text(t.template_name.clone().unwrap_or_default())
        }),
        Column::new(TariffsKey::Default, move |t: &TariffTemplate| {
            (t.is_default == Some(true))
                .then(|| {
                    view! { <span class="badge badge--accent">{move || i18n.t(TariffsKey::Default)}</span> }
                })
                .into_any()
        })
        .found_by("default", move |t: &TariffTemplate| {
            CellValue::text(if t.is_default == Some(true) {
                i18n.t(TariffsKey::Default)
            } else {
                ""
            })
        }),
        Column::new(TariffsKey::FeeModel, move |t: &TariffTemplate| {
            fee_model_text(i18n, t.fee_model).into_any()
        })
        .found_by("feeModel", move |t: &TariffTemplate| {
            CellValue::text(fee_model_text(i18n, t.fee_model))
        }),
        // A template has no currency, so its fixed fee is a count of minor units and says so.
        Column::new(TariffsKey::FieldFixedFee, |t: &TariffTemplate| {
            t.fee_fixed_amount.map(|a| a.to_string()).into_any()
        })
        .numeric()
        .found_by("feeFixedAmount", |t: &TariffTemplate| {
            t.fee_fixed_amount
                .map_or(CellValue::Empty, |a| CellValue::Number(a as f64, a.to_string()))
        }),
        Column::new(TariffsKey::FeeRate, move |t: &TariffTemplate| {
            rate_text(i18n, &t.fee_rate).into_any()
        })
        .numeric()
        .found_by("feeRate", move |t: &TariffTemplate| {
            CellValue::decimal(t.fee_rate.as_ref().map(|r| r.as_str()), rate_text(i18n, &t.fee_rate))
        }),
        Column::new(TariffsKey::Actions, move |t: &TariffTemplate| {
            let (for_edit, for_delete) = (t.clone(), t.clone());
            let name = code(t);
            let named = move |key: TariffsKey| {
                let name = name.clone();
                move || i18n.tf(key, &[("code", &name)])
            };
            view! {
                <div class="table__actions">
                    <button
                        type="button"
                        class="btn btn--secondary btn--small"
                        aria-label=named(TariffsKey::EditOne)
                        disabled=move || changes.closed()
                        title=move || changes.title()
                        on:click=move |_| edit.run(for_edit.clone())
                    >
                        {move || i18n.t(ConfigKey::Edit)}
                    </button>
                    <button
                        type="button"
                        class="btn btn--danger btn--small"
                        aria-label=named(TariffsKey::DeleteOne)
                        disabled=move || changes.closed()
                        title=move || changes.title()
                        on:click=move |_| delete.run(for_delete.clone())
                    >
                        {move || i18n.t(ConfigKey::Delete)}
                    </button>
                </div>
            }
            .into_any()
        })
        .actions(),
    ]
}

/// The fee model filter; the templates' parameters start `templates-` (`?templates-type=`), as
/// the wallet tariffs below them are the page's main list.
pub fn finding() -> Finding<TariffTemplate> {
    let i18n = use_i18n();
    Finding::new("tariff-templates")
        .keyed("templates")
        .filter(ListFilter::new(
            "type",
            TariffsKey::FeeModel,
            move |t: &TariffTemplate| {
                t.fee_model.map(|model| Choice {
                    code: model.to_string(),
                    label: fee_model_text(i18n, Some(model)),
                })
            },
        ))
}
