//! The connection's lifecycle: activate, suspend and close, each after saying what it does.

use leptos::prelude::*;
use portal_api::EnumValue;

use super::connection_state::ConnectionState;
use super::offered_actions::offered_actions;
use super::provider_error::ProviderError;
use super::recent::{self, RECENT};
use crate::api::provider_connections::{self, Lifecycle};
use crate::components::{use_toasts, Button, ButtonVariant, ChangeAccess, EnumBadge};
use crate::forms::ConfirmDialog;
use crate::forms::Sending;
use crate::i18n::{use_i18n, ProviderConnectionsKey};
use crate::registry::Area;

/// Title, sentence, button and toast of each action.
fn texts(
    action: Lifecycle,
) -> (
    ProviderConnectionsKey,
    ProviderConnectionsKey,
    ProviderConnectionsKey,
    ProviderConnectionsKey,
) {
    match action {
        Lifecycle::Activate => (
            ProviderConnectionsKey::ActivateTitle,
            ProviderConnectionsKey::ActivateIntro,
            ProviderConnectionsKey::Activate,
            ProviderConnectionsKey::Activated,
        ),
        Lifecycle::Suspend => (
            ProviderConnectionsKey::SuspendTitle,
            ProviderConnectionsKey::SuspendIntro,
            ProviderConnectionsKey::Suspend,
            ProviderConnectionsKey::Suspended,
        ),
        Lifecycle::Close => (
            ProviderConnectionsKey::CloseTitle,
            ProviderConnectionsKey::CloseIntro,
            ProviderConnectionsKey::Close,
            ProviderConnectionsKey::Closed,
        ),
    }
}

/// Three buttons; each opens a confirmation, and the answer's status (when it has one) shows
/// beside them and is what the page knows of the connection ([`ConnectionState`]).
#[component]
pub fn LifecycleCard(
    /// The connection.
    connection: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let asking = RwSignal::new(None::<Lifecycle>);
    let sending = Sending::new();
    let error = sending.error;
    let state = ConnectionState::of_page();
    let id = StoredValue::new(connection);
    let current = move || asking.get().unwrap_or(Lifecycle::Activate);
    let intro = Signal::derive(move || {
        let (_, intro, _, _) = texts(current());
        id.with_value(|id| i18n.tf(intro, &[("id", id)]))
    });
    let on_confirm = Callback::new(move |_| {
        let Some(action) = asking.get_untracked() else {
            return;
        };
        let connection = id.get_value();
        sending.send(
            async move { provider_connections::lifecycle(&connection, action).await },
            move |answer| {
                toasts.success(texts(action).3);
                recent::remember(RECENT, &id.get_value(), answer.as_ref());
                let shown = answer
                    .and_then(|r| r.get("status").cloned())
                    .and_then(|s| serde_json::from_value(s).ok());
                state.learn(shown);
                asking.set(None);
            },
        );
    });
    let button = move |action: Lifecycle, variant: ButtonVariant| {
        let ask = Callback::new(move |_| {
            error.set(None);
            asking.set(Some(action));
        });
        view! { <Button label=texts(action).2 variant on_click=ask changes=ChangeAccess::of(Area::ProviderConnections)/> }
    };
    view! {
        <section class="card" aria-labelledby="lifecycle-title">
            <h2 id="lifecycle-title" class="card__title">{move || i18n.t(ProviderConnectionsKey::Lifecycle)}</h2>
            <p class="muted">{move || i18n.t(ProviderConnectionsKey::LifecycleIntro)}</p>
            {move || state.status().map(|s| view! {
                <p>{move || i18n.t(ProviderConnectionsKey::StatusNow)}" "<EnumBadge value=s.clone()/></p>
            })}
            // Before any action the status is not known (the contract reads no connection):
            // every action is offered; after one, only those that can apply.
            {move || {
                let now = state.status();
                offered_actions(
                    [
                        (Lifecycle::Activate, ButtonVariant::Primary),
                        (Lifecycle::Suspend, ButtonVariant::Secondary),
                        (Lifecycle::Close, ButtonVariant::Danger),
                    ],
                    now.as_ref().map(EnumValue::code),
                    Lifecycle::applies_to,
                    |a, variant| button(a, variant).into_any(),
                    ProviderConnectionsKey::ConnectionIsFinal,
                )
            }}
            <ConfirmDialog
                open=Signal::derive(move || asking.with(Option::is_some))
                on_close=Callback::new(move |_| asking.set(None))
                id="lifecycle-dialog"
                title=Signal::derive(move || texts(current()).0.into())
                intro
                action=Signal::derive(move || texts(current()).2.into())
                danger=Signal::derive(move || current() == Lifecycle::Close)
                sending
                on_confirm
                changes=ChangeAccess::of(Area::ProviderConnections)
                error_view=ViewFn::from(move || view! { <ProviderError error/> })
            />
        </section>
    }
}
