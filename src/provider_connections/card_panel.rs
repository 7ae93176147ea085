//! A card looked up by its identifier, with freeze, unfreeze and cancel after a confirmation.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_query_map;
use portal_api::validation::{Rule, BIZ_ID_MAX};
use portal_api::EnumValue;

use super::connection_state::ConnectionState;
use super::offered_actions::offered_actions;
use super::provider_error::ProviderError;
use super::recent::{self, recent_cards};
use crate::api::provider_connections::{self, CardCommand, Record};
use crate::api::ApiError;
use crate::components::{focus_by_id, use_toasts, Button, ButtonVariant, ChangeAccess};
use crate::forms::ConfirmDialog;
use crate::forms::{rule_message, FieldKind, FormField, Sending};
use crate::i18n::{use_i18n, Message, ProviderConnectionsKey};
use crate::records::{RecentList, RecordView};
use crate::registry::{Area, RecordKind};
use crate::web::recent_ids;

/// Title, sentence, button and toast of each card action.
fn texts(
    command: CardCommand,
) -> (
    ProviderConnectionsKey,
    ProviderConnectionsKey,
    ProviderConnectionsKey,
    ProviderConnectionsKey,
) {
    match command {
        CardCommand::Freeze => (
            ProviderConnectionsKey::FreezeTitle,
            ProviderConnectionsKey::FreezeIntro,
            ProviderConnectionsKey::Freeze,
            ProviderConnectionsKey::CardFrozen,
        ),
        CardCommand::Unfreeze => (
            ProviderConnectionsKey::UnfreezeTitle,
            ProviderConnectionsKey::UnfreezeIntro,
            ProviderConnectionsKey::Unfreeze,
            ProviderConnectionsKey::CardUnfrozen,
        ),
        CardCommand::Cancel => (
            ProviderConnectionsKey::CancelTitle,
            ProviderConnectionsKey::CancelIntro,
            ProviderConnectionsKey::CancelCard,
            ProviderConnectionsKey::CardCancelled,
        ),
    }
}

/// "Look up" reads the card (an empty field or a refusal shows under the field, which keeps
/// its text); the card shows field by field with the actions its status allows, none once the
/// connection is known closed ([`ConnectionState`]). An action shows the card as
/// answered, or reads it again when the answer carries no card.
#[component]
pub fn CardPanel(
    /// The connection.
    connection: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let connection = StoredValue::new(connection);
    let state = ConnectionState::of_page();
    let typed = RwSignal::new(String::new());
    let invalid = RwSignal::new(None::<Message>);
    let card = RwSignal::new(None::<(String, Record)>);
    let looking = RwSignal::new(false);
    let lookup_error = RwSignal::new(None::<ApiError>);
    let asking = RwSignal::new(None::<CardCommand>);
    let sending = Sending::new();
    let error = sending.error;

    let recent_list = connection.with_value(|c| recent_cards(c));
    let recent = RwSignal::new(recent_ids::recent(&recent_list));
    let list = StoredValue::new(recent_list);
    let remember = move |id: &str, record: Option<&Record>| {
        list.with_value(|list| recent::remember(list, id, record));
        recent.set(list.with_value(|list| recent_ids::recent(list)));
    };
    let look_up = move |id: String| {
        looking.set(true);
        lookup_error.set(None);
        spawn_local(async move {
            let result = provider_connections::card(&connection.get_value(), &id).await;
            looking.set(false);
            match result {
                Ok(record) => {
                    remember(&id, Some(&record));
                    card.set(Some((id, record)));
                }
                Err(e) => {
                    card.set(None);
                    lookup_error.set(Some(e));
                }
            }
        });
    };
    // A link to a card (a transaction's, or one opened recently) names it in the address.
    let query = use_query_map();
    crate::reactive::effect(move || {
        let named = query
            .with(|q| RecordKind::Card.param().and_then(|name| q.get(name)))
            .filter(|id| !id.trim().is_empty());
        if let Some(id) = named {
            typed.set(id.clone());
            look_up(id);
        }
    });
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        let id = typed.get_untracked().trim().to_owned();
        invalid.set(id.is_empty().then(|| rule_message(Rule::Required)));
        if id.is_empty() {
            focus_by_id("card-id");
        } else if !looking.get_untracked() {
            look_up(id);
        }
    };
    let card_id = move || card.with(|c| c.as_ref().map(|(id, _)| id.clone()).unwrap_or_default());
    let current = move || asking.get().unwrap_or(CardCommand::Freeze);
    let intro = Signal::derive(move || i18n.tf(texts(current()).1, &[("id", &card_id())]));
    let on_confirm = Callback::new(move |_| {
        let (Some(command), id) = (asking.get_untracked(), card_id()) else {
            return;
        };
        let request = {
            let id = id.clone();
            async move {
                provider_connections::card_command(&connection.get_value(), &id, command).await
            }
        };
        sending.send(request, move |answer| {
            toasts.success(texts(command).3);
            asking.set(None);
            match answer {
                Some(record) => {
                    remember(&id, Some(&record));
                    card.set(Some((id, record)));
                }
                None => look_up(id),
            }
        });
    });
    let action = move |command: CardCommand, variant: ButtonVariant| {
        let ask = Callback::new(move |_| {
            error.set(None);
            asking.set(Some(command));
        });
        view! { <Button label=texts(command).2 variant on_click=ask changes=ChangeAccess::of(Area::ProviderConnections)/> }
    };
    view! {
        <section class="card" aria-labelledby="cards-title">
            <h2 id="cards-title" class="card__title">{move || i18n.t(ProviderConnectionsKey::Cards)}</h2>
            <form class="form form--inline" on:submit=submit novalidate>
                <FormField
                    id="card-id"
                    label=ProviderConnectionsKey::CardId
                    value=typed
                    kind=FieldKind::Search
                    error=invalid
                    required=true
                    max_len=BIZ_ID_MAX
                />
                <div class="form__actions">
                    <Button label=ProviderConnectionsKey::LookUp submit=true pending=looking/>
                </div>
            </form>
            <ProviderError error=lookup_error/>
            <RecentList
                title=ProviderConnectionsKey::RecentCards
                kind=RecordKind::Card
                records=recent
                parent=Some(connection.get_value())
            />
            {move || card.get().map(|(_, record)| {
                // Only what can apply to the card as it stands (every command for a status
                // the portal does not know).
                let status = record
                    .get("status")
                    .and_then(|s| serde_json::from_value::<EnumValue>(s.clone()).ok());
                let actions = move || if state.closed() {
                    view! { <p class="muted">{move || i18n.t(ProviderConnectionsKey::CardsOfClosedConnection)}</p> }.into_any()
                } else { offered_actions(
                    [
                        (CardCommand::Freeze, ButtonVariant::Secondary),
                        (CardCommand::Unfreeze, ButtonVariant::Secondary),
                        (CardCommand::Cancel, ButtonVariant::Danger),
                    ],
                    status.as_ref().map(EnumValue::code),
                    CardCommand::applies_to,
                    |c, variant| action(c, variant).into_any(),
                    ProviderConnectionsKey::CardIsFinal,
                ) };
                view! {
                    <RecordView record/>
                    {actions}
                }
            })}
            <ConfirmDialog
                open=Signal::derive(move || asking.with(Option::is_some))
                on_close=Callback::new(move |_| asking.set(None))
                id="card-dialog"
                title=Signal::derive(move || texts(current()).0.into())
                intro
                action=Signal::derive(move || texts(current()).2.into())
                danger=Signal::derive(move || current() == CardCommand::Cancel)
                cancel=ProviderConnectionsKey::LeaveCardAsIs
                sending
                on_confirm
                changes=ChangeAccess::of(Area::ProviderConnections)
                error_view=ViewFn::from(move || view! { <ProviderError error/> })
            />
        </section>
    }
}
