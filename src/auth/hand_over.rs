//! What the signed-out pages hand each other: the email typed, and where sign-in leads after.

use std::cell::RefCell;

use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

use crate::web::{safe_return_path, sign_in_path, signed_out_path};

thread_local! {
    static EMAIL: RefCell<String> = const { RefCell::new(String::new()) };
}

/// An email field's value that starts with what was typed on the signed-out page before
/// (sign-in, forgotten password, registration) and hands on what is typed here. Kept in memory
/// only, never in the address or in storage; a completed sign-in forgets it.
pub(super) fn handed_email() -> RwSignal<String> {
    let email = RwSignal::new(EMAIL.with(|kept| kept.borrow().clone()));
    crate::reactive::effect(move || {
        let typed = email.get();
        EMAIL.with(|kept| *kept.borrow_mut() = typed);
    });
    email
}

/// Hands `email` to the next signed-out page: the account whose session just ended here signs
/// in again without typing it.
pub fn hand_email(email: &str) {
    EMAIL.with(|kept| *kept.borrow_mut() = email.to_owned());
}

/// Forgets the handed-over email once someone is signed in.
pub(super) fn forget_email() {
    EMAIL.with(|kept| kept.borrow_mut().clear());
}

/// The page sign-in leads to afterwards: this address's `?return=` when it is safe.
pub(super) fn return_to() -> String {
    use_query_map().with_untracked(|q| safe_return_path(q.get_str("return")))
}

/// The sign-in page, leading afterwards where this page's `?return=` says.
pub(super) fn sign_in_link() -> String {
    sign_in_path(&return_to(), None)
}

/// `page` (a signed-out page) carrying `return_to` on, so going through it to sign in still
/// leads there.
pub(super) fn onward(page: &str, return_to: &str) -> String {
    signed_out_path(page, return_to, None)
}
