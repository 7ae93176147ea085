//! The main journeys again in headless Firefox ESR (through geckodriver): the same test bodies
//! as the Chromium tests named alike (`portal_e2e::journeys`), so a person on Firefox signs in
//! with each second factor, switches workspace, decides a batch in the queue, meets a
//! configuration form's checks and a refused change, edits a role, switches language and signs out as on Chromium.
//! Each also fails on an error in Firefox's console. Which journeys run here, and why those:
//! `docs/testing.md`.

use anyhow::Result;
use portal_e2e::journeys::{
    exchange_config, first_view, locale, recharges, refusals, roles, session, sign_in, workspace,
};
use portal_e2e::Engine::Firefox;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_with_an_emailed_code_and_lands_in_a_workspace() -> Result<()> {
    sign_in::signs_in_with_an_emailed_code_and_lands_in_a_workspace(Firefox).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_with_an_authenticator_code() -> Result<()> {
    sign_in::signs_in_with_an_authenticator_code(Firefox).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_code_works_once() -> Result<()> {
    sign_in::a_backup_code_works_once(Firefox).await
}

/// Focus moves as on Chromium: to each step's first control, with no click.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_in_from_the_keyboard_alone() -> Result<()> {
    sign_in::signs_in_from_the_keyboard_alone(Firefox).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn switches_workspace_from_the_header() -> Result<()> {
    workspace::switches_workspace_from_the_header(Firefox).await
}

/// Modal `<dialog>`s: the batch's confirmation, its hold with Undo, and the decision of another
/// operator; the report's tables and links.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn batch_confirms_a_selection_across_pages_and_reports_each() -> Result<()> {
    recharges::batch_confirms_a_selection_across_pages_and_reports_each(Firefox).await
}

/// A batch of over a thousand: its number typed, then held with Undo.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_large_batch_asks_for_its_number_and_waits_with_undo() -> Result<()> {
    recharges::a_large_batch_asks_for_its_number_and_waits_with_undo(Firefox).await
}

/// A refused decision keeps its remark; the queue's decisions are then disabled with the reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_decision_keeps_the_remark_and_decisions_are_not_offered_again() -> Result<()> {
    refusals::a_refused_decision_keeps_the_remark_and_decisions_are_not_offered_again(Firefox).await
}

/// The portal's date field in Firefox: a date typed only in part is refused, not read as no date.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_date_left_unfinished_or_days_reversed_in_a_link_are_said_not_ignored() -> Result<()> {
    recharges::a_date_left_unfinished_or_days_reversed_in_a_link_are_said_not_ignored(Firefox).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_fees_by_page_and_creates_one_once_it_passes_the_checks() -> Result<()> {
    exchange_config::lists_fees_by_page_and_creates_one_once_it_passes_the_checks(Firefox).await
}

/// A refused save keeps the form, and the refused actions are disabled with their reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_change_keeps_the_form_and_is_not_offered_again() -> Result<()> {
    refusals::a_refused_change_keeps_the_form_and_is_not_offered_again(Firefox).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creates_renames_grants_and_saves() -> Result<()> {
    roles::creates_renames_grants_and_saves(Firefox).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simplified_chinese_translates_and_sets_the_headers() -> Result<()> {
    locale::simplified_chinese_translates_and_sets_the_headers(Firefox).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signs_out_and_forgets_the_tab_session() -> Result<()> {
    workspace::signs_out_and_forgets_the_tab_session(Firefox).await
}

/// Tabs of one session keep in step through `BroadcastChannel`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duplicated_tab_follows_renewals_and_sign_out() -> Result<()> {
    session::a_duplicated_tab_follows_renewals_and_sign_out(Firefox).await
}

/// The sign-in drawn into the page takes typing and an early Enter before the app arrives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn credentials_typed_before_the_app_arrives_sign_in() -> Result<()> {
    first_view::credentials_typed_before_the_app_arrives_sign_in(Firefox).await
}
