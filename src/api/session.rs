//! The tab's session: tokens, the chosen workspace and locale, and the signed-out hook.

use std::cell::RefCell;

use portal_api::auth::TokenPair;

use crate::web::storage::{self, Store};

const ACCESS: &str = "portal.access-token";
const REFRESH: &str = "portal.refresh-token";
const WORKSPACE: &str = "portal.workspace";
const CLIENT_HASH: &str = "portal.client-hash";
const EXPIRES: &str = "portal.access-expires";
const LIFETIME: &str = "portal.access-lifetime";
/// Until when (epoch ms) a tab of this browser held a live access token: a new tab's first
/// view waits for the app to join that session rather than show the sign-in (first-view.js).
const HELD_UNTIL: &str = "portal.session-held-until";
/// What forms held when the session ended; it outlives [`clear`] until restored or signed out.
pub(crate) const KEPT_FORMS: &str = "portal.kept-forms";

/// Why a session ended without this tab's user asking.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// It ran out, or the server refused to renew it: forms on screen are kept.
    Expired,
    /// The person signed out in another tab that held the same session.
    SignedOut,
}

/// What the app does when the session ends without this tab's user asking.
type SignedOutHook = Box<dyn Fn(Ending)>;

thread_local! {
    static SIGNED_OUT: RefCell<Option<SignedOutHook>> = const { RefCell::new(None) };
}

/// Whether this tab holds a session.
pub fn is_signed_in() -> bool {
    refresh_token().is_some()
}

/// The current access token.
pub(crate) fn access_token() -> Option<String> {
    storage::get(Store::Tab, ACCESS)
}

/// The current refresh token.
pub(crate) fn refresh_token() -> Option<String> {
    storage::get(Store::Tab, REFRESH)
}

/// Keeps a new token pair.
pub(crate) fn store_tokens(tokens: &TokenPair) {
    let ends = js_sys::Date::now() + tokens.expires_in as f64 * 1000.0;
    keep_tokens(
        &tokens.access_token,
        &tokens.refresh_token,
        ends,
        tokens.expires_in,
    );
}

/// Keeps a token pair that ends at `ends` (epoch milliseconds) after `lifetime` seconds.
pub(crate) fn keep_tokens(access: &str, refresh: &str, ends: f64, lifetime: u64) {
    storage::set(Store::Tab, ACCESS, access);
    storage::set(Store::Tab, REFRESH, refresh);
    // Whole milliseconds as an integer: printing an f64 would pull the float printer into the app.
    storage::set(Store::Tab, EXPIRES, &(ends as u64).to_string());
    storage::set(Store::Tab, LIFETIME, &lifetime.to_string());
    storage::set(Store::Browser, HELD_UNTIL, &(ends as u64).to_string());
}

/// When the access token ends (epoch milliseconds) and how many seconds it was given, as told
/// by the last token pair.
pub fn expiry() -> Option<(f64, u64)> {
    let ends = storage::get(Store::Tab, EXPIRES)?.parse::<u64>().ok()? as f64;
    Some((ends, storage::get(Store::Tab, LIFETIME)?.parse().ok()?))
}

/// Forgets everything this tab kept for the session except forms kept across a sign-in.
pub(crate) fn clear() {
    let kept = storage::get(Store::Tab, KEPT_FORMS);
    storage::clear_tab();
    storage::remove(Store::Browser, HELD_UNTIL);
    if let Some(kept) = kept {
        storage::set(Store::Tab, KEPT_FORMS, &kept);
    }
}

/// Forgets the session and the forms kept across a sign-in: the person chose to sign out, and
/// the next person here must not see them.
pub(crate) fn forget() {
    storage::clear_tab();
    storage::remove(Store::Browser, HELD_UNTIL);
}

/// Ends the session because it ran out unrenewed; the signed-out hook takes over.
pub fn expire() {
    end_as(Ending::Expired);
}

/// Ends the session locally and tells the app (a refused refresh).
pub(crate) fn end() {
    end_as(Ending::Expired);
}

/// Ends the session locally for `why` and tells the app.
pub(crate) fn end_as(why: Ending) {
    match why {
        Ending::Expired => clear(),
        Ending::SignedOut => forget(),
    }
    SIGNED_OUT.with(|hook| {
        if let Some(hook) = hook.borrow().as_ref() {
            hook(why);
        }
    });
}

/// Registers what to do when the session ends without this tab's user asking.
pub fn on_signed_out(f: impl Fn(Ending) + 'static) {
    SIGNED_OUT.with(|hook| *hook.borrow_mut() = Some(Box::new(f)));
}

/// The workspace chosen in this tab.
pub fn workspace() -> Option<String> {
    storage::get(Store::Tab, WORKSPACE)
}

/// Chooses (or forgets) this tab's workspace.
pub fn set_workspace(biz_id: Option<&str>) {
    match biz_id {
        Some(id) => storage::set(Store::Tab, WORKSPACE, id),
        None => storage::remove(Store::Tab, WORKSPACE),
    }
}

/// A stable random id for this browser, sent as `X-Client-Hash`.
pub(crate) fn client_hash() -> String {
    if let Some(hash) = storage::get(Store::Browser, CLIENT_HASH) {
        return hash;
    }
    let hash = super::secure::random_uuid().replace('-', "");
    storage::set(Store::Browser, CLIENT_HASH, &hash);
    hash
}
