//! Registration step 3: name, language and time zone; creates the account.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::auth::RegisterCompleteRequest;
use portal_api::{ErrorCode, Locale};

use super::draft::{Draft, Step};
use super::start_step::NAME_MAX;
use crate::api;
use crate::components::{focus_first_refused, focus_soon, Button, ErrorView};
use crate::forms::validate;
use crate::forms::{ConstantList, FieldKind, FormField, SelectOption, Sending, TimezonePicker};
use crate::i18n::{native_name, use_i18n, CommonKey, Message, RegisterKey};

const NAME_ID: &str = "register-details-name";
const TIMEZONE_ID: &str = "register-timezone";

/// Name (prefilled), language (the five locales by native name) and time zone (the
/// browser's by default); then the account is created.
#[component]
pub fn DetailsStep(
    /// The registration in progress.
    draft: Draft,
) -> impl IntoView {
    let i18n = use_i18n();
    let name_error = RwSignal::new(None::<Message>);
    let timezone_unchosen = RwSignal::new(false);
    let timezone_error = RwSignal::new(None::<Message>);
    let sending = Sending::new();
    let Sending {
        pending,
        error: form_error,
    } = sending;
    let languages = Signal::stored(
        Locale::ALL
            .iter()
            .map(|l| SelectOption {
                value: l.tag().to_owned(),
                label: native_name(*l).to_owned(),
            })
            .collect::<Vec<_>>(),
    );

    focus_soon(NAME_ID);

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let name = draft.name.get_untracked();
        let timezone = draft.timezone.get_untracked();
        name_error.set(validate::first([
            validate::required(&name, RegisterKey::NameRequired),
            validate::max_len(&name, NAME_MAX),
        ]));
        timezone_error.set(
            ConstantList::TimeZones
                .refusal(timezone_unchosen.get_untracked())
                .or_else(|| validate::required(&timezone, CommonKey::TimeZoneRequired)),
        );
        if focus_first_refused(&[(NAME_ID, name_error), (TIMEZONE_ID, timezone_error)]) {
            return;
        }
        let request = RegisterCompleteRequest {
            session_id: draft.session_id.get_untracked(),
            account_name: name.trim().to_owned(),
            default_language: draft.language.get_untracked(),
            default_timezone: timezone,
        };
        let sent = async move { api::auth::register_complete(&request).await };
        sending.send_then(sent, move |result| match result {
            Ok(r) if r.password_initialized => draft.go(Step::Done),
            Ok(_) => draft.go(Step::Password),
            Err(e) if e.is(&ErrorCode::SessionNotFound) => draft.restart(),
            Err(e) => form_error.set(Some(e)),
        });
    };

    view! {
        <form class="form" on:submit=submit novalidate>
            <h2 class="form__title">{move || i18n.t(RegisterKey::DetailsTitle)}</h2>
            <ErrorView error=form_error/>
            <FormField
                id=NAME_ID
                label=RegisterKey::Name
                value=draft.name
                error=name_error
                required=true
                autocomplete="name"
                max_len=NAME_MAX
            />
            <FormField
                id="register-language"
                label=RegisterKey::Language
                kind=FieldKind::Select
                value=draft.language
                options=languages
                required=true
            />
            <TimezonePicker
                id=TIMEZONE_ID
                value=draft.timezone
                unchosen=timezone_unchosen
                error=timezone_error
            />
            <Button label=RegisterKey::CreateAccount submit=true pending=pending block=true/>
        </form>
    }
}
