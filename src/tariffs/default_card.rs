//! The default template at the top of the tariffs page, or a clear state when there is none.

use crate::components::A;
use leptos::prelude::*;
use portal_api::tariffs::TariffTemplate;

use super::display::{fee_model_text, rate_text};
use crate::api::ApiError;
use crate::components::{not_shown, EmptyState};
use crate::i18n::{use_i18n, ConfigKey, TariffsKey};
use crate::registry::{sub_path, use_area_path, Area};

fn row(label: TariffsKey, value: String) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="details__row">
            <dt>{move || i18n.t(label)}</dt>
            <dd>{value}</dd>
        </div>
    }
}

/// The default template's terms with a link to its page; "No default template yet" when the
/// server has none (its 404), which is a state, not an error.
#[component]
pub fn DefaultCard(
    /// The server's answer: `None` while loading, `Ok(None)` when there is no default.
    #[prop(into)]
    default: Signal<Option<Result<Option<TariffTemplate>, ApiError>>>,
    /// Asks again after an error.
    retry: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path(Area::Tariffs);
    let content = move || match default.get() {
        None => not_shown(None, retry),
        Some(Err(e)) => not_shown(Some(e), retry),
        Some(Ok(None)) => {
            view! { <EmptyState title=TariffsKey::NoDefaultTitle body=TariffsKey::NoDefaultBody/> }
                .into_any()
        }
        Some(Ok(Some(t))) => {
            let href = sub_path(&base(), &["templates", &t.biz_id]);
            view! {
                <dl class="details">
                    {row(TariffsKey::Name, t.template_name.clone().unwrap_or_default())}
                    {row(TariffsKey::Code, t.template_code.clone().unwrap_or_default())}
                    {row(TariffsKey::FeeModel, fee_model_text(i18n, t.fee_model))}
                    {row(TariffsKey::FieldFixedFee, t.fee_fixed_amount.map(|a| a.to_string()).unwrap_or_default())}
                    {row(TariffsKey::FeeRate, rate_text(i18n, &t.fee_rate))}
                </dl>
                <A href>{move || i18n.t(ConfigKey::Details)}</A>
            }
            .into_any()
        }
    };
    view! {
        <section class="card" aria-labelledby="default-template-title">
            <h2 id="default-template-title" class="card__title">
                {move || i18n.t(TariffsKey::DefaultTitle)}
            </h2>
            {content}
        </section>
    }
}
