//! `/w/:workspace/tariffs/templates/:template`: every field of one tariff template.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde_json::Value;

use crate::api;
use crate::components::{Fetched, PageHeader};
use crate::i18n::{use_i18n, Key, TariffsKey};
use crate::money::{show_choices, show_rates};
use crate::records::RecordView;
use crate::registry::use_area_path;
use crate::registry::Area;

/// A template has no currency, so its fixed fee is a bare count of minor units and says so.
const LABELS: &[(&str, Key)] = &[("feeFixedAmount", Key::Tariffs(TariffsKey::FieldFixedFee))];

/// The record through the generic record view; the title names its code once it is read.
#[component]
pub fn TariffTemplatePage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = use_area_path(Area::Tariffs);
    let biz_id = move || params.with(|p| p.get("template").unwrap_or_default());
    let record = Fetched::new(move || {
        let id = biz_id();
        async move { api::tariffs::template(&id).await }
    });
    let code = move || {
        record
            .get()
            .and_then(Result::ok)
            .and_then(|r| {
                r.get("templateCode")
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            })
            .unwrap_or_else(biz_id)
    };
    let content = record.show(move |mut map| {
        show_choices(&mut map, i18n);
        show_rates(&mut map, i18n);
        view! { <section class="card"><RecordView record=map labels=LABELS/></section> }.into_any()
    });

    view! {
        <div class="page">
            <PageHeader
                back=(base, TariffsKey::BackToTariffs)
                title=Signal::derive(move || i18n.tf(TariffsKey::TemplateTitle, &[("code", &code())]))
            />
            {content}
        </div>
    }
}
