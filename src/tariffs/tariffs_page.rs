//! `/w/:workspace/tariffs`: the default template, every template with its form, and wallet tariffs.

use leptos::prelude::*;
use portal_api::tariffs::TariffTemplate;

use super::default_card::DefaultCard;
use super::delete_dialog::DeleteDialog;
use super::template_columns::{columns, TemplateColumns};
use super::template_form::{FormMode, TemplateForm};
use super::wallet_tariffs::WalletTariffs;
use crate::api;
use crate::components::{focus_soon, Button, DataTable, EmptyState, ErrorView, LoadingState};
use crate::i18n::{use_i18n, TariffKey};
use crate::workspace::use_area_path;

/// The templates are read again after every change, with the default: making one the default
/// or deleting it changes others.
#[component]
pub fn TariffsPage() -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path("tariffs");
    let templates = LocalResource::new(api::tariffs::templates);
    let default = LocalResource::new(api::tariffs::default_template);
    let reload = move || {
        templates.refetch();
        default.refetch();
    };
    let form = RwSignal::new(None::<FormMode>);
    let deleting = RwSignal::new(None::<TariffTemplate>);
    let open_form = move |mode: FormMode| {
        let first = match mode {
            FormMode::Create => "template-form-templateCode",
            FormMode::Edit(_) => "template-form-templateName",
        };
        form.set(Some(mode));
        focus_soon(first);
    };
    let on_saved = Callback::new(move |_| {
        form.set(None);
        reload();
    });
    let on_cancel = Callback::new(move |_| form.set(None));
    let on_deleted = Callback::new(move |_| {
        // The form must not keep editing a template that is gone.
        if matches!(form.get_untracked(), Some(FormMode::Edit(_))) {
            form.set(None);
        }
        reload();
    });
    let table_columns = columns(TemplateColumns {
        base,
        edit: Callback::new(move |t| open_form(FormMode::Edit(Box::new(t)))),
        delete: Callback::new(move |t| deleting.set(Some(t))),
    });
    let rows = Signal::derive(move || templates.get().and_then(Result::ok).unwrap_or_default());
    let caption = Signal::derive(move || i18n.t(TariffKey::TemplatesTitle).to_owned());
    let list = move || match templates.get() {
        None => view! { <LoadingState/> }.into_any(),
        Some(Err(e)) => {
            view! { <ErrorView error=e retry=Callback::new(move |_| templates.refetch())/> }
                .into_any()
        }
        Some(Ok(list)) if list.is_empty() => view! {
            <EmptyState title=TariffKey::NoTemplatesTitle body=TariffKey::NoTemplatesBody/>
        }
        .into_any(),
        Some(Ok(_)) => view! {
            <DataTable
                caption
                columns=table_columns.clone()
                rows
                sort=Signal::derive(|| None)
                on_sort=Callback::new(|_| {})
                busy=Signal::derive(|| false)
                row_class=|_| ""
            />
        }
        .into_any(),
    };

    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(TariffKey::Title)}</h1>
                <p class="muted">{move || i18n.t(TariffKey::Intro)}</p>
            </header>
            <DefaultCard
                default=Signal::derive(move || default.get())
                retry=Callback::new(move |_| default.refetch())
            />
            <section class="section" aria-labelledby="templates-title">
                <div class="section__bar">
                    <h2 id="templates-title" class="section__title">
                        {move || i18n.t(TariffKey::TemplatesTitle)}
                    </h2>
                    <Button
                        label=TariffKey::NewTemplate
                        on_click=Callback::new(move |_| open_form(FormMode::Create))
                    />
                </div>
                {move || form.get().map(|mode| view! { <TemplateForm mode on_saved on_cancel/> })}
                {list}
            </section>
            <WalletTariffs/>
            <DeleteDialog target=deleting on_deleted/>
        </div>
    }
}
