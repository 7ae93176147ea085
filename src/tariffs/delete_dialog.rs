//! The dialog that deletes a tariff template after naming it.

use leptos::prelude::*;
use portal_api::tariffs::TariffTemplate;

use crate::api;
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::{ConfirmDialog, Sending};
use crate::i18n::{use_i18n, ConfigKey, TariffsKey};
use crate::registry::Area;

/// Open while `target` holds a template. Deleting closes the dialog and runs `on_deleted`, as
/// does finding it already deleted elsewhere; Cancel and Esc send nothing.
#[component]
pub fn DeleteDialog(
    /// The template to delete.
    target: RwSignal<Option<TariffTemplate>>,
    /// Runs after the server deleted it.
    on_deleted: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let sending = Sending::new();
    let open = Signal::derive(move || target.with(Option::is_some));
    let close = Callback::new(move |_| {
        if target.with_untracked(Option::is_some) {
            target.set(None);
        }
    });
    let intro = Signal::derive(move || {
        target.with(|t| {
            t.as_ref().map_or_else(String::new, |t| {
                let code = t.template_code.clone().unwrap_or_else(|| t.biz_id.clone());
                let name = t.template_name.clone().unwrap_or_else(|| code.clone());
                let intro = i18n.tf(TariffsKey::DeleteIntro, &[("name", &name), ("code", &code)]);
                // Deleting the default leaves new wallets without one: said before, not after.
                if t.is_default == Some(true) {
                    format!("{intro} {}", i18n.t(TariffsKey::DeleteDefaultNote))
                } else {
                    intro
                }
            })
        })
    });
    let on_confirm = Callback::new(move |_| {
        let Some(template) = target.get_untracked() else {
            return;
        };
        let request = async move { api::tariffs::delete_template(&template.biz_id).await };
        sending.delete(
            async { request.await.map(drop) },
            TariffsKey::Deleted,
            toasts,
            move || {
                target.set(None);
                on_deleted.run(());
            },
        );
    });

    view! {
        <ConfirmDialog
            open
            on_close=close
            id="template-delete-dialog"
            title=Signal::stored(TariffsKey::DeleteTitle.into())
            intro
            action=Signal::stored(ConfigKey::Delete.into())
            danger=Signal::stored(true)
            changes=ChangeAccess::of(Area::Tariffs)
            sending
            on_confirm
        />
    }
}
