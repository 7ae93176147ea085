//! The dialog that asks for an export: its type, a remark, its days, and other parameters.

use leptos::html::Details;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use portal_api::exports::{
    validate_export_request, ExportRequest, ExportType, EXPORT_REMARK_MAX, PARAM_CREATED_BEFORE,
    PARAM_CREATED_SINCE, PARAM_DATE_FROM, PARAM_DATE_TO,
};
use portal_api::validation::{Rule, ValidationErrors};
use serde_json::{Map, Value};

use crate::api;
use crate::components::{day_end, day_start, use_toasts, use_zone, ChangeAccess};
use crate::forms::{
    form_fields, rule_message, Draft, FieldKind, FormDialog, FormField, FormFields, SelectOption,
    Sending,
};
use crate::i18n::{use_i18n, CodeKey, ExportsKey, Message};
use crate::registry::{record_path, use_area_path, Area};

form_fields! {
    /// The new export form's fields (the days are `PARAM_DATE_FROM` and `PARAM_DATE_TO`).
    enum ExportField {
        ExportType = "exportType",
        Remark = "remark",
        DateFrom = "dateFrom",
        DateTo = "dateTo",
        Params = "params",
    }
}

/// The other parameters typed as JSON: an object, or nothing.
fn other_params(text: &str) -> Result<Map<String, Value>, Rule> {
    if text.trim().is_empty() {
        return Ok(Map::new());
    }
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => Ok(map),
        _ => Err(Rule::NotJsonObject),
    }
}

/// The days of the date fields (and the instants they start and end at) merged into the other
/// parameters; a parameter given both ways is refused with its key.
fn merge_days<const N: usize>(
    mut params: Map<String, Value>,
    days: [(&'static str, String); N],
) -> Result<Map<String, Value>, &'static str> {
    for (key, day) in days {
        if day.is_empty() {
            continue;
        }
        if params.contains_key(key) {
            return Err(key);
        }
        params.insert(key.to_owned(), Value::String(day));
    }
    Ok(params)
}

/// The request the fields describe; other parameters that are not a JSON object, or that
/// repeat a day of the date fields, are refused beside their field, and the request is read
/// without them so the other fields' rules still run and every refusal shows at once.
/// The days are the user's: beside them go the instants they start and end at in `zone`, the
/// time zone the portal shows times in, which a server reads in place of UTC days.
fn read(draft: &Draft<ExportField>, zone: Option<&str>) -> Option<ExportRequest> {
    let other = other_params(&draft.text(ExportField::Params)).unwrap_or_else(|rule| {
        draft
            .error(ExportField::Params)
            .set(Some(rule_message(rule)));
        Map::new()
    });
    let days = || {
        let (from, to) = (
            draft.day(ExportField::DateFrom),
            draft.day(ExportField::DateTo),
        );
        let since = day_start(&from, zone).unwrap_or_default();
        let before = day_end(&to, zone).unwrap_or_default();
        [
            (PARAM_DATE_FROM, from),
            (PARAM_DATE_TO, to),
            (PARAM_CREATED_SINCE, since),
            (PARAM_CREATED_BEFORE, before),
        ]
    };
    let params = merge_days(other, days()).unwrap_or_else(|key| {
        let message = Message::with(ExportsKey::ParamsTwice, &[("key", key.to_owned())]);
        draft.error(ExportField::Params).set(Some(message));
        merge_days(Map::new(), days()).unwrap_or_default()
    });
    Some(ExportRequest {
        export_type: draft.text(ExportField::ExportType),
        remark: draft.text(ExportField::Remark),
        params: Value::Object(params),
    })
}

/// Places the refusals of the shared rules. Days out of order are said beside From when the
/// date fields gave both; a day given as other than `YYYY-MM-DD` in the other parameters is
/// said beside them. (Other keys pass: a deployment may accept more than the days.)
fn refuse(draft: Draft<ExportField>, errors: ValidationErrors) {
    let (params, others): (Vec<_>, Vec<_>) = errors
        .0
        .into_iter()
        .partition(|e| e.field == ExportField::Params.name());
    if params.iter().any(|e| e.rule == Rule::Unknown) {
        draft
            .error(ExportField::Params)
            .set(Some(ExportsKey::ParamsDay.into()));
    }
    if params.iter().any(|e| e.rule == Rule::MinAboveMax) {
        let typed = |key| !draft.text(key).is_empty();
        if typed(ExportField::DateFrom) && typed(ExportField::DateTo) {
            draft
                .error(ExportField::DateFrom)
                .set(Some(ExportsKey::DatesOrder.into()));
        } else {
            draft
                .error(ExportField::Params)
                .set(Some(ExportsKey::ParamsOrder.into()));
        }
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
    let base = use_area_path(Area::Exports);
    let draft = Draft::<ExportField>::new("export-new");
    let more = NodeRef::<Details>::new();
    // Folded away, the other parameters unfold when refused or holding something.
    crate::reactive::effect(move || {
        let show = draft.error(ExportField::Params).with(Option::is_some)
            || !draft.value(ExportField::Params).with(String::is_empty);
        if let (true, Some(details)) = (show, more.get()) {
            details.set_open(true);
        }
    });
    draft.set(ExportField::ExportType, ExportType::Transfers.code());
    let sending = Sending::new();
    let zone = use_zone();
    let on_submit = Callback::new(move |_| {
        let zone = zone.get_untracked();
        let read = |d: &Draft<ExportField>| read(d, zone.as_deref());
        let Some(request) = draft.read_checked(read, |r| {
            if let Err(errors) = validate_export_request(r) {
                refuse(draft, errors);
            }
        }) else {
            return;
        };
        let navigate = navigate.clone();
        draft.send(
            sending,
            async move { api::exports::create(&request).await },
            move |record| {
                toasts.success(ExportsKey::Requested);
                open.set(false);
                draft.reset();
                draft.set(ExportField::ExportType, ExportType::Transfers.code());
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
            title=Signal::stored(ExportsKey::CreateTitle.into())
            action=ExportsKey::Create
            sending
            on_submit
            changes=ChangeAccess::of(Area::Exports)
        >
            <FormField
                id=draft.id(ExportField::ExportType)
                label=ExportsKey::Type
                value=draft.value(ExportField::ExportType)
                error=draft.error(ExportField::ExportType)
                kind=FieldKind::Select
                options
                required=true
            />
            <FormField
                id=draft.id(ExportField::Remark)
                label=ExportsKey::Remark
                value=draft.value(ExportField::Remark)
                error=draft.error(ExportField::Remark)
                kind=FieldKind::Textarea
                max_len=EXPORT_REMARK_MAX
            />
            <div class="form__pair">
                <FormField
                    id=draft.id(ExportField::DateFrom)
                    label=ExportsKey::DateFrom
                    value=draft.value(ExportField::DateFrom)
                    error=draft.error(ExportField::DateFrom)
                    kind=FieldKind::Date
                    hint=Message::from(ExportsKey::DatesHint)
                />
                <FormField
                    id=draft.id(ExportField::DateTo)
                    label=ExportsKey::DateTo
                    value=draft.value(ExportField::DateTo)
                    error=draft.error(ExportField::DateTo)
                    kind=FieldKind::Date
                />
            </div>
            <details class="form__more" node_ref=more>
                <summary>{move || i18n.t(ExportsKey::MoreParams)}</summary>
                <FormField
                    id=draft.id(ExportField::Params)
                    label=ExportsKey::Params
                    value=draft.value(ExportField::Params)
                    error=draft.error(ExportField::Params)
                    kind=FieldKind::Json
                    hint=Message::from(ExportsKey::ParamsHint)
                />
            </details>
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn days(from: &str, to: &str) -> [(&'static str, String); 2] {
        [(PARAM_DATE_FROM, from.into()), (PARAM_DATE_TO, to.into())]
    }

    #[test]
    fn the_date_fields_are_named_as_the_parameters() {
        assert_eq!(ExportField::DateFrom.name(), PARAM_DATE_FROM);
        assert_eq!(ExportField::DateTo.name(), PARAM_DATE_TO);
    }

    #[test]
    fn other_parameters_are_an_object_or_nothing() {
        assert_eq!(other_params("  "), Ok(Map::new()));
        assert_eq!(other_params("[1]"), Err(Rule::NotJsonObject));
        assert_eq!(other_params("{"), Err(Rule::NotJsonObject));
        let map = other_params(r#"{"region": "eu"}"#).unwrap();
        assert_eq!(Value::Object(map), json!({"region": "eu"}));
    }

    #[test]
    fn days_join_the_other_parameters_once() {
        let other = other_params(r#"{"region": "eu"}"#).unwrap();
        let merged = merge_days(other, days("2026-01-01", "")).unwrap();
        assert_eq!(
            Value::Object(merged),
            json!({"region": "eu", "dateFrom": "2026-01-01"})
        );
        let twice = other_params(r#"{"dateTo": "2026-02-01"}"#).unwrap();
        assert_eq!(
            merge_days(twice.clone(), days("", "2026-01-31")),
            Err("dateTo")
        );
        // Given only one way, a day passes as given.
        assert!(merge_days(twice, days("2026-01-01", "")).is_ok());
    }
}
