//! The account's fields, read-only.

use leptos::prelude::*;
use portal_api::Locale;

use crate::api;
use crate::components::{format_timestamp, EnumBadge, Fetched};
use crate::i18n::{country_name, native_name, use_i18n, CommonKey, ProfileKey};
use crate::state::use_app_state;

/// Email, name, portal, status, language, time zone and creation time of the account.
#[component]
pub fn ProfileDetails() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let not_set = move || view! { <span class="muted">{move || i18n.t(CommonKey::NotSet)}</span> };

    move || {
        state.account.get().map(|account| {
            let language = account
                .default_language
                .clone()
                .filter(|l| !l.is_empty())
                .map(|tag| match Locale::from_tag(&tag) {
                    Some(locale) => native_name(locale).to_owned(),
                    None => tag,
                });
            let time_zone = account.default_timezone.clone().filter(|z| !z.is_empty());
            let country = account.default_country.clone().filter(|c| !c.is_empty());
            // The account stores a code; the constants and the browser give it a name.
            let country_text = Fetched::new({
                let country = country.clone();
                move || {
                    let country = country.clone();
                    let locale = i18n.ui_locale();
                    async move {
                        let code = country?;
                        let name = api::constants::countries()
                            .await
                            .ok()
                            .and_then(|list| {
                                list.into_iter()
                                    .find(|c| c.code == code || c.alpha2_code == code)
                            })
                            .map(|c| {
                                let name = country_name(locale, &c.alpha2_code, &c.label);
                                format!("{name} ({})", c.alpha2_code)
                            });
                        Some(name.unwrap_or(code))
                    }
                }
            });
            let created = account.created_at.clone().map(|at| {
                let zone = time_zone.clone();
                move || format_timestamp(&at, zone.as_deref(), i18n.ui_locale().tag())
            });
            view! {
                <section class="card" aria-labelledby="profile-details">
                    <h2 id="profile-details" class="card__title">
                        {move || i18n.t(ProfileKey::DetailsTitle)}
                    </h2>
                    <dl class="details">
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::Email)}</dt>
                            <dd>{account.account_email.clone()}</dd>
                        </div>
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::Name)}</dt>
                            <dd>{account.account_name.clone()}</dd>
                        </div>
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::Portal)}</dt>
                            <dd><EnumBadge value=account.account_portal.clone()/></dd>
                        </div>
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::Status)}</dt>
                            <dd>
                                {match account.account_status.clone() {
                                    Some(status) => view! { <EnumBadge value=status/> }.into_any(),
                                    None => not_set().into_any(),
                                }}
                            </dd>
                        </div>
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::Language)}</dt>
                            <dd>
                                {match language {
                                    Some(l) => view! { <span>{l}</span> }.into_any(),
                                    None => not_set().into_any(),
                                }}
                                <p class="muted details__note">{move || i18n.t(ProfileKey::LanguageNote)}</p>
                            </dd>
                        </div>
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::TimeZone)}</dt>
                            <dd>
                                {match time_zone {
                                    Some(z) => view! { <span>{z}</span> }.into_any(),
                                    None => not_set().into_any(),
                                }}
                            </dd>
                        </div>
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::Country)}</dt>
                            <dd>
                                {move || match country_text.get().flatten() {
                                    Some(name) => view! { <span>{name}</span> }.into_any(),
                                    None => not_set().into_any(),
                                }}
                            </dd>
                        </div>
                        <div class="details__row">
                            <dt>{move || i18n.t(ProfileKey::Created)}</dt>
                            <dd>
                                {match created {
                                    Some(text) => view! { <span>{text}</span> }.into_any(),
                                    None => not_set().into_any(),
                                }}
                            </dd>
                        </div>
                    </dl>
                </section>
            }
        })
    }
}
