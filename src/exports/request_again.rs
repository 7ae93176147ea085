//! Asking again for the export a failed one held, from the failed export's page.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use portal_api::exports::ExportRequest;

use crate::api;
use crate::components::{use_toasts, Button, ButtonVariant, ChangeAccess, ErrorView};
use crate::forms::Sending;
use crate::i18n::ExportsKey;
use crate::registry::{record_path, use_area_path, Area};

/// "Request again": sends `request` once more and opens the new export (or the list, when the
/// server does not name it). A refusal shows beside the button.
#[component]
pub fn RequestAgain(
    /// What the failed export held.
    request: ExportRequest,
) -> impl IntoView {
    let toasts = use_toasts();
    let navigate = use_navigate();
    let base = use_area_path(Area::Exports);
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    let request = StoredValue::new(request);
    let again = Callback::new(move |_| {
        let navigate = navigate.clone();
        let body = request.get_value();
        sending.send(
            async move { api::exports::create(&body).await },
            move |record| {
                toasts.success(ExportsKey::Requested);
                let to = match record {
                    Some(record) => record_path(&base(), &record.biz_id),
                    None => base(),
                };
                navigate(&to, Default::default());
            },
        );
    });
    view! {
        <Button
            label=ExportsKey::RequestAgain
            variant=ButtonVariant::Secondary
            pending
            on_click=again
            changes=ChangeAccess::of(Area::Exports)
        />
        <ErrorView error/>
    }
}
