//! The channel type filters: identifier, code, status and "enabled only".

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::notification_channels::{
    validate_type_filter, ChannelTypeFilter, ChannelTypeQuery, TYPE_CODE_MAX,
};
use portal_api::validation::BIZ_ID_MAX;

use super::display::type_status_options;
use crate::components::{Button, ButtonVariant};
use crate::forms::{form_fields, Draft, FieldKind, FormField};
use crate::i18n::{use_i18n, NotificationChannelsKey};

form_fields! {
    /// The type filters' fields.
    enum FilterField {
        BizId = "bizId",
        TypeCode = "typeCode",
        TypeStatus = "typeStatus",
        EnabledOnly = "enabledOnly",
    }
}

/// The form, filled from `query` (and again when the address changes); applying runs
/// `on_apply` with the filters on the first page, same sort. Too long a value is refused
/// beside its field before anything is sent.
#[component]
pub fn TypeFilters(
    /// The query shown.
    #[prop(into)]
    query: Signal<ChannelTypeQuery>,
    /// Runs with the query to show.
    on_apply: Callback<ChannelTypeQuery>,
) -> impl IntoView {
    let i18n = use_i18n();
    let draft = Draft::<FilterField>::new("type-filter");
    crate::reactive::effect(move || {
        let f = query.with(|q| q.filter.clone());
        draft.clear_errors();
        draft.set(FilterField::BizId, f.biz_id.unwrap_or_default());
        draft.set(FilterField::TypeCode, f.type_code.unwrap_or_default());
        draft.set(FilterField::TypeStatus, f.type_status.unwrap_or_default());
        draft.set(
            FilterField::EnabledOnly,
            (f.enabled_only == Some(true)).to_string(),
        );
    });
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        let read = |d: &Draft<FilterField>| {
            Some(ChannelTypeFilter {
                biz_id: d.optional_text(FilterField::BizId),
                type_code: d.optional_text(FilterField::TypeCode),
                type_status: d.optional_text(FilterField::TypeStatus),
                enabled_only: d.flag(FilterField::EnabledOnly).then_some(true),
            })
        };
        let check = |f: &ChannelTypeFilter| {
            if let Err(errors) = validate_type_filter(f) {
                draft.refuse(&errors);
            }
        };
        if let Some(filter) = draft.read_checked(read, check) {
            let q = query.get_untracked();
            on_apply.run(ChannelTypeQuery {
                filter,
                page: 0,
                ..q
            });
        }
    };
    let clear = Callback::new(move |_| {
        let q = query.get_untracked();
        on_apply.run(ChannelTypeQuery {
            filter: ChannelTypeFilter::default(),
            page: 0,
            ..q
        });
    });
    let field = move |name: FilterField| (draft.id(name), draft.value(name), draft.error(name));
    let (id_id, id_value, id_error) = field(FilterField::BizId);
    let (code_id, code, code_error) = field(FilterField::TypeCode);
    let (status_id, status, _) = field(FilterField::TypeStatus);
    let (enabled_id, enabled, _) = field(FilterField::EnabledOnly);
    view! {
        <form
            class="filters"
            on:submit=submit
            novalidate
            aria-label=move || i18n.t(NotificationChannelsKey::Filters)
        >
            <FormField id=id_id label=NotificationChannelsKey::TypeId value=id_value error=id_error max_len=BIZ_ID_MAX/>
            <FormField id=code_id label=NotificationChannelsKey::TypeCode value=code error=code_error max_len=TYPE_CODE_MAX/>
            <FormField
                id=status_id
                label=NotificationChannelsKey::Status
                value=status
                kind=FieldKind::Select
                options=Signal::derive(move || type_status_options(i18n))
            />
            <FormField id=enabled_id label=NotificationChannelsKey::EnabledOnly value=enabled kind=FieldKind::Checkbox/>
            <div class="filters__actions">
                <Button label=NotificationChannelsKey::Apply submit=true/>
                <Button label=NotificationChannelsKey::Clear variant=ButtonVariant::Secondary on_click=clear/>
            </div>
        </form>
    }
}
