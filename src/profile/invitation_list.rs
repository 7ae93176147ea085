//! The list of open invitations with its loading, error and empty states.

use leptos::prelude::*;

use super::decline_dialog::DeclineDialog;
use super::invitation_card::InvitationCard;
use crate::api;
use crate::components::{EmptyState, Fetched};
use crate::i18n::ProfileKey;

/// Loads the invitations and shows each with Accept and Decline; the list refreshes after
/// either. `on_accepted` runs after an invitation is accepted.
#[component]
pub fn InvitationList(
    /// Runs after an accept.
    #[prop(optional)]
    on_accepted: Option<Callback<()>>,
    /// The heading level of the cards (2 by default; 3 inside a section).
    #[prop(optional)]
    heading_level: Option<u8>,
) -> impl IntoView {
    let invitations = Fetched::new(api::profile::invitations);
    let declining = RwSignal::new(None::<String>);
    let refresh = Callback::new(move |_| invitations.refetch());
    let accepted = Callback::new(move |_| {
        invitations.refetch();
        if let Some(cb) = on_accepted {
            cb.run(());
        }
    });

    view! {
        {invitations
            .show(move |list| {
                if list.is_empty() {
                    return view! {
                        <EmptyState title=ProfileKey::NoInvitations body=ProfileKey::NoInvitationsBody/>
                    }
                    .into_any();
                }
                view! {
                    <ul class="invitation-list">
                        {list
                            .into_iter()
                            .enumerate()
                            .map(|(index, invitation)| {
                                view! {
                                    <li>
                                        <InvitationCard
                                            invitation
                                            index=index + 1
                                            heading_level=heading_level.unwrap_or(2)
                                            on_accepted=accepted
                                            on_decline=Callback::new(move |id| declining.set(Some(id)))
                                        />
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                }
                .into_any()
            })}
        <DeclineDialog invitation=declining on_declined=refresh/>
    }
}
