//! `/w/:workspace/tariffs`: the default template, every template with its form, and wallet tariffs.

use leptos::prelude::*;
use portal_api::tariffs::TariffTemplate;

use super::default_card::DefaultCard;
use super::delete_dialog::DeleteDialog;
use super::template_columns::{columns, finding, TemplateColumns};
use super::template_form::{FormMode, TemplateForm};
use super::wallet_tariffs::WalletTariffs;
use crate::api;
use crate::components::{focus_soon, Button, ChangeAccess, Fetched, PageHeader};
use crate::i18n::{use_i18n, TariffsKey};
use crate::lists::ListView;
use crate::registry::use_area_path;
use crate::registry::Area;

/// The templates are read again after every change, with the default: making one the default
/// or deleting it changes others.
#[component]
pub fn TariffsPage() -> impl IntoView {
    let i18n = use_i18n();
    let base = use_area_path(Area::Tariffs);
    let templates = Fetched::new(api::tariffs::templates);
    let default = Fetched::new(api::tariffs::default_template);
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
    let list = view! {
        <ListView
            list=templates
            caption=TariffsKey::TemplatesTitle
            columns=table_columns
            finding=finding()
            empty_title=TariffsKey::NoTemplatesTitle
            empty_body=TariffsKey::NoTemplatesBody
        />
    };

    let changes = ChangeAccess::of(Area::Tariffs);
    view! {
        <div class="page page--wide">
            <PageHeader title=TariffsKey::Title intro=TariffsKey::Intro changes/>
            <DefaultCard
                default=Signal::derive(move || default.get())
                retry=Callback::new(move |_| default.refetch())
            />
            <section class="section" aria-labelledby="templates-title">
                <div class="section__bar">
                    <h2 id="templates-title" class="section__title">
                        {move || i18n.t(TariffsKey::TemplatesTitle)}
                    </h2>
                    <Button
                        label=TariffsKey::NewTemplate
                        changes
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
