//! The home's "Needs attention": every figure read together, again as the queue watch ticks.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::figure::{Figure, Reading};
use super::reads;
use crate::config::config;
use crate::i18n::{localize_count, use_i18n, WorkspaceKey};
use crate::recharges::on_watch;

/// The figures of the workspace at `base` (its path), each linking to its list filtered to
/// what it counts. They are read on opening and every `queueWatchSeconds` while the person
/// works; a read keeps the figures shown until its answer.
#[component]
pub fn AttentionPanel(
    /// The workspace's path, `/w/<id>`.
    base: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let recharges = RwSignal::new(None::<Reading>);
    let users = RwSignal::new(None::<Reading>);
    let invitations = RwSignal::new(None::<Reading>);
    let ready = RwSignal::new(None::<Reading>);
    let failed = RwSignal::new(None::<Reading>);
    let channels = RwSignal::new(None::<Reading>);
    let reading = StoredValue::new(false);
    let read = move || {
        if reading.get_value() {
            return;
        }
        reading.set_value(true);
        spawn_local(async move {
            let shown = |figure: RwSignal<Option<Reading>>, now: Reading| {
                if figure.try_with_untracked(|f| f.as_ref() != Some(&now)) == Some(true) {
                    figure.set(Some(now));
                }
            };
            // A figure the page no longer holds is not read (the page was left mid-round), and
            // neither is one the role may not read: a role does not change while the page is
            // open, and reads left running would go on counting an outage against the next page.
            let skipped = |figure: RwSignal<Option<Reading>>| {
                figure.try_with_untracked(|f| matches!(f, Some(Reading::NotForRole))) != Some(false)
            };
            if !skipped(recharges) {
                shown(recharges, reads::pending_recharges(i18n).await);
            }
            if !skipped(users) {
                shown(users, reads::users_to_approve().await);
            }
            if !skipped(invitations) {
                shown(invitations, reads::invitations().await);
            }
            if !skipped(ready) {
                let (r, f) = reads::exports(i18n).await;
                shown(ready, r);
                shown(failed, f);
            }
            if !skipped(channels) {
                shown(channels, reads::channels_in_error(i18n).await);
            }
            reading.try_set_value(false);
        });
    };
    read();
    on_watch(read);

    let queue = format!("{base}/recharges?{}", reads::oldest_pending().to_query());
    let every = config().queue_watch_seconds;
    let refresh = (every > 0).then(|| {
        view! {
            <p class="muted attention__refresh">
                {move || i18n.tf(WorkspaceKey::AttentionRefresh, &[("seconds", &localize_count(every))])}
            </p>
        }
    });
    view! {
        <section class="section attention" aria-labelledby="workspace-attention">
            <h2 id="workspace-attention" class="section__title">
                {move || i18n.t(WorkspaceKey::Attention)}
            </h2>
            {refresh}
            <ul class="attention__list">
                <Figure name=WorkspaceKey::PendingRecharges href=queue reading=recharges/>
                <Figure name=WorkspaceKey::UsersToApprove href=format!("{base}/pending-users") reading=users/>
                <Figure name=WorkspaceKey::InvitationsWaiting href=format!("{base}/invitations") reading=invitations/>
                <Figure name=WorkspaceKey::ExportsReady href=format!("{base}/exports?status=READY") reading=ready/>
                <Figure name=WorkspaceKey::ExportsFailed href=format!("{base}/exports?status=FAILED") reading=failed/>
                <Figure name=WorkspaceKey::ChannelsInError href=format!("{base}/notification-channels") reading=channels/>
            </ul>
        </section>
    }
}
