//! The edit form of the user's own institution: name, description, remark, country and time
//! zone; only what changed is sent.

use leptos::prelude::*;
use portal_api::institutions::{
    extra_text, validate_institution_self_update, Institution, InstitutionSelfUpdate,
    DESCRIPTION_MAX, EXTRA_COUNTRY, EXTRA_TIMEZONE, NAME_MAX, REMARK_MAX,
};
use portal_api::validation::Rule;
use serde_json::{Map, Value};

use crate::api;
use crate::components::{focus_first_refused, use_toasts, ChangeAccess};
use crate::forms::{
    form_fields, ConstantList, Draft, FieldKind, FormCard, FormField, Sending, TimezonePicker,
};
use crate::i18n::{InstitutionsKey, Message};
use crate::registry::Area;

form_fields! {
    /// The own institution form's fields (country and time zone are pickers of their own).
    enum OwnField {
        Name = "institutionName",
        Description = "institutionDescription",
        Remark = "institutionRemark",
    }
}

const FORM: &str = "own-institution";
const COUNTRY_ID: &str = "own-institution-country";
const ZONE_ID: &str = "own-institution-timezone";

/// The update of what differs from `before`; `None` for a field left as it was.
fn changes(
    before: &Institution,
    draft: &Draft<OwnField>,
    country: &str,
    zone: &str,
) -> InstitutionSelfUpdate {
    let changed = |now: String, was: Option<&str>| (now != was.unwrap_or_default()).then_some(now);
    let mut extra = Map::new();
    for (key, now) in [(EXTRA_COUNTRY, country), (EXTRA_TIMEZONE, zone)] {
        if !now.is_empty() && Some(now) != extra_text(before, key) {
            extra.insert(key.to_owned(), Value::String(now.to_owned()));
        }
    }
    InstitutionSelfUpdate {
        institution_name: changed(draft.text(OwnField::Name), Some(&before.institution_name)),
        institution_description: changed(
            draft.text(OwnField::Description),
            before.institution_description.as_deref(),
        ),
        institution_remark: changed(
            draft.text(OwnField::Remark),
            before.institution_remark.as_deref(),
        ),
        extra_config: (!extra.is_empty()).then_some(extra),
    }
}

/// Filled from `institution`. Bad input and "nothing changed" are refused beside the fields;
/// the server's refusal shows above and keeps what was typed; success shows a toast.
#[component]
pub fn OwnForm(
    /// The institution as loaded.
    institution: Institution,
    /// Runs after a save.
    on_saved: Callback<()>,
) -> impl IntoView {
    let toasts = use_toasts();
    let draft = Draft::<OwnField>::new(FORM);
    draft.set(OwnField::Name, institution.institution_name.clone());
    draft.set(
        OwnField::Description,
        institution
            .institution_description
            .clone()
            .unwrap_or_default(),
    );
    draft.set(
        OwnField::Remark,
        institution.institution_remark.clone().unwrap_or_default(),
    );
    let text = |key| extra_text(&institution, key).unwrap_or_default().to_owned();
    let country = RwSignal::new(text(EXTRA_COUNTRY));
    let zone = RwSignal::new(text(EXTRA_TIMEZONE));
    let (country_unchosen, zone_unchosen) = (RwSignal::new(false), RwSignal::new(false));
    let (country_error, zone_error) = (RwSignal::new(None::<Message>), RwSignal::new(None));
    let before = StoredValue::new(institution);
    let sending = Sending::new();
    let submit = Callback::new(move |_| {
        country_error.set(ConstantList::Countries.refusal(country_unchosen.get_untracked()));
        zone_error.set(ConstantList::TimeZones.refusal(zone_unchosen.get_untracked()));
        // The fields above the pickers are checked too, so every mistake shows at once; focus
        // goes to the first refused in the form's order.
        let checked = draft.read_checked(
            |d| {
                let (c, z) = (country.get_untracked(), zone.get_untracked());
                Some(before.with_value(|b| changes(b, d, &c, &z)))
            },
            |update| {
                if let Err(mut e) = validate_institution_self_update(update) {
                    // A country or zone left unchosen is a change tried, refused on its own.
                    if country_error.with_untracked(Option::is_some)
                        || zone_error.with_untracked(Option::is_some)
                    {
                        e.0.retain(|e| e.rule != Rule::NothingToChange);
                    }
                    draft.refuse(&e);
                }
            },
        );
        let Some(update) = checked else { return };
        if focus_first_refused(&[(COUNTRY_ID, country_error), (ZONE_ID, zone_error)]) {
            return;
        }
        draft.send(
            sending,
            async move { api::institutions::update_own(&update).await },
            move |_| {
                toasts.success(InstitutionsKey::Saved);
                on_saved.run(());
            },
        );
    });
    view! {
        <FormCard
            id="own-institution-edit"
            title=InstitutionsKey::EditTitle
            action=InstitutionsKey::Save
            sending
            on_submit=submit
            changes=ChangeAccess::of(Area::Institutions)
        >
            <FormField
                id=draft.id(OwnField::Name)
                label=InstitutionsKey::Name
                value=draft.value(OwnField::Name)
                error=draft.error(OwnField::Name)
                required=true
                max_len=NAME_MAX
            />
            <FormField
                id=draft.id(OwnField::Description)
                label=InstitutionsKey::Description
                kind=FieldKind::Textarea
                value=draft.value(OwnField::Description)
                error=draft.error(OwnField::Description)
                max_len=DESCRIPTION_MAX
            />
            <FormField
                id=draft.id(OwnField::Remark)
                label=InstitutionsKey::Remark
                value=draft.value(OwnField::Remark)
                error=draft.error(OwnField::Remark)
                max_len=REMARK_MAX
            />
            <TimezonePicker
                id=COUNTRY_ID
                value=country
                unchosen=country_unchosen
                error=country_error
                list=ConstantList::Countries
                optional=true
            />
            <TimezonePicker
                id=ZONE_ID
                value=zone
                unchosen=zone_unchosen
                error=zone_error
                optional=true
            />
        </FormCard>
    }
}
