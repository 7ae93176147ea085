//! The institution search's filter form: identifier, type, status and part of the name.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::institutions::{INSTITUTION_STATUSES, INSTITUTION_TYPES};

use super::search_query::Filters;
use crate::components::{code_name, focus_first_refused, Button, ButtonVariant};
use crate::forms::{validate, FieldKind, FormField, SelectOption};
use crate::i18n::{use_i18n, InstitutionsKey, Message};

const ID_FIELD: &str = "institutions-id";
const NAME_FIELD: &str = "institutions-name";
/// The longest identifier and name part sent: longer ones are refused beside their fields.
const ID_MAX: usize = 64;
const NAME_MAX: usize = 128;

/// The fields, filled from `current` whenever the address changes (Back, reload); Apply
/// runs `on_apply` with what was typed, Clear with no filters.
#[component]
pub fn SearchFilters(
    /// The filters in the address.
    #[prop(into)]
    current: Signal<Filters>,
    /// Runs with the filters to show.
    on_apply: Callback<Filters>,
) -> impl IntoView {
    let i18n = use_i18n();
    let [id, kind, status, name] = std::array::from_fn(|_| RwSignal::new(String::new()));
    let [id_error, name_error] = std::array::from_fn(|_| RwSignal::new(None::<Message>));
    crate::reactive::effect(move || {
        let f = current.get();
        id.set(f.id);
        kind.set(f.kind);
        status.set(f.status);
        name.set(f.name);
    });
    let options = move |any: InstitutionsKey, codes: &'static [&'static str]| {
        Signal::derive(move || {
            let mut all = vec![SelectOption {
                value: String::new(),
                label: i18n.t(any).to_owned(),
            }];
            all.extend(codes.iter().map(|code| SelectOption {
                value: (*code).to_owned(),
                label: code_name(code).map_or(*code, |k| i18n.t(k)).to_owned(),
            }));
            all
        })
    };
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        id_error.set(validate::max_len(id.get_untracked().trim(), ID_MAX));
        name_error.set(validate::max_len(name.get_untracked().trim(), NAME_MAX));
        if focus_first_refused(&[(ID_FIELD, id_error), (NAME_FIELD, name_error)]) {
            return;
        }
        on_apply.run(Filters {
            id: id.get_untracked(),
            kind: kind.get_untracked(),
            status: status.get_untracked(),
            name: name.get_untracked(),
        });
    };
    view! {
        <form class="filters" on:submit=submit novalidate>
            <FormField
                id=ID_FIELD
                label=InstitutionsKey::Identifier
                value=id
                error=id_error
                max_len=ID_MAX
            />
            <FormField
                id="institutions-type"
                label=InstitutionsKey::Type
                value=kind
                kind=FieldKind::Select
                options=options(InstitutionsKey::AnyType, &INSTITUTION_TYPES)
            />
            <FormField
                id="institutions-status"
                label=InstitutionsKey::Status
                value=status
                kind=FieldKind::Select
                options=options(InstitutionsKey::AnyStatus, &INSTITUTION_STATUSES)
            />
            <FormField
                id=NAME_FIELD
                label=InstitutionsKey::NamePart
                value=name
                kind=FieldKind::Search
                error=name_error
                max_len=NAME_MAX
            />
            <div class="filters__actions filters__actions--row">
                <Button label=InstitutionsKey::Apply submit=true/>
                <Button
                    label=InstitutionsKey::Clear
                    variant=ButtonVariant::Secondary
                    on_click=Callback::new(move |_| {
                        id_error.set(None);
                        name_error.set(None);
                        on_apply.run(Filters::default())
                    })
                />
            </div>
        </form>
    }
}
