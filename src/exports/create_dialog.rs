//! The dialog that asks for an export: its type, a remark and its parameters as JSON.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use portal_api::exports::{validate_export_request, ExportRequest, ExportType, EXPORT_REMARK_MAX};
use portal_api::validation::{Rule, ValidationErrors};
use serde_json::Value;

use crate::api::{self, ApiError};
use crate::components::{
    rule_message, send_form, use_toasts, Draft, FieldKind, FormDialog, FormField, SelectOption,
};
use crate::i18n::{use_i18n, CodeKey, ExportKey, Message};
use crate::workspace::{record_path, use_area_path};

const FIELDS: [&str; 3] = ["exportType", "remark", "params"];

/// The request the fields describe; parameters that are not a JSON object are refused
/// beside their field, and the contract's rules beside theirs.
fn read(draft: &Draft) -> Option<ExportRequest> {
    let text = draft.text("params");
    let params = if text.is_empty() {
        Value::Object(Default::default())
    } else {
        match serde_json::from_str::<Value>(&text) {
            Ok(value @ Value::Object(_)) => value,
            _ => {
                draft
                    .error("params")
                    .set(Some(rule_message(Rule::NotJsonObject)));
                return None;
            }
        }
    };
    Some(ExportRequest {
        export_type: draft.text("exportType"),
        remark: draft.text("remark"),
        params,
    })
}

/// Places the refusals; the parameters' get this form's own words (the shared ones speak of
/// lists and minimums).
fn refuse(draft: Draft, errors: ValidationErrors) {
    let (params, others): (Vec<_>, Vec<_>) =
        errors.0.into_iter().partition(|e| e.field == "params");
    if let Some(e) = params.first() {
        let message = match e.rule {
            Rule::MinAboveMax => Message::from(ExportKey::ParamsOrder),
            Rule::Unknown => Message::from(ExportKey::ParamsUnknown),
            rule => rule_message(rule),
        };
        draft.error("params").set(Some(message));
    }
    if !others.is_empty() {
        draft.refuse(&ValidationErrors(others));
    }
}

/// Open while `open`. Success opens the new export's page (when the server names it) or
/// closes the dialog; a refusal keeps what was typed.
#[component]
pub fn CreateDialog(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let navigate = use_navigate();
    let base = use_area_path("exports");
    let draft = Draft::new("export-new", &FIELDS);
    draft.set("exportType", ExportType::Transfers.code());
    let pending = RwSignal::new(false);
    let error = RwSignal::new(None::<ApiError>);
    let on_submit = Callback::new(move |_| {
        let Some(request) = draft.read_checked(read, |r| {
            if let Err(errors) = validate_export_request(r) {
                refuse(draft, errors);
            }
        }) else {
            return;
        };
        let navigate = navigate.clone();
        send_form(
            pending,
            error,
            async move { api::exports::create(&request).await },
            move |record| {
                toasts.success(ExportKey::Requested);
                open.set(false);
                draft.reset();
                draft.set("exportType", ExportType::Transfers.code());
                if let Some(record) = record {
                    navigate(&record_path(&base(), &record.biz_id), Default::default());
                }
            },
        );
    });
    let options = Signal::derive(move || {
        ExportType::ALL
            .iter()
            .map(|t| SelectOption {
                value: t.code().to_owned(),
                label: i18n.t(type_key(*t)).to_owned(),
            })
            .collect()
    });
    view! {
        <FormDialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="export-new"
            title=Signal::derive(|| ExportKey::CreateTitle.into())
            action=ExportKey::Create
            pending
            error
            on_submit
        >
            <FormField
                id=draft.id("exportType")
                label=ExportKey::Type
                value=draft.value("exportType")
                error=draft.error("exportType")
                kind=FieldKind::Select
                options
                required=true
            />
            <FormField
                id=draft.id("remark")
                label=ExportKey::Remark
                value=draft.value("remark")
                error=draft.error("remark")
                kind=FieldKind::Textarea
                max_len=EXPORT_REMARK_MAX
            />
            <FormField
                id=draft.id("params")
                label=ExportKey::Params
                value=draft.value("params")
                error=draft.error("params")
                kind=FieldKind::Textarea
                hint=Message::from(ExportKey::ParamsHint)
            />
        </FormDialog>
    }
}

/// The visible name of an export type.
pub fn type_key(kind: ExportType) -> CodeKey {
    match kind {
        ExportType::Recharges => CodeKey::Recharges,
        ExportType::Transfers => CodeKey::Transfers,
        ExportType::Exchanges => CodeKey::Exchanges,
    }
}
