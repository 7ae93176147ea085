//! The tabs of one browser share a session over a `BroadcastChannel`: a tab opened on a link
//! joins the session the others hold, and tabs holding one session renew one at a time and
//! sign out together (docs/decisions/session.md, "Tabs sharing one session").

mod join;
mod news;
mod renewal_turn;

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use web_sys::{BroadcastChannel, MessageEvent};

pub use join::join_open_session;
use news::{News, Pair};
pub(crate) use renewal_turn::{take_renewal_turn, Turn};

use super::session;

const CHANNEL: &str = "portal.session";

thread_local! {
    static CHANNEL_HANDLE: RefCell<Option<BroadcastChannel>> = const { RefCell::new(None) };
}

/// Starts listening to the other tabs of this browser; called once at start-up.
pub fn listen() {
    let Ok(channel) = BroadcastChannel::new(CHANNEL) else {
        return;
    };
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(|event: MessageEvent| {
        if let Some(news) = event.data().as_string().and_then(|t| News::from_text(&t)) {
            hear(news);
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The listener lives as long as the page.
    on_message.forget();
    CHANNEL_HANDLE.with(|slot| *slot.borrow_mut() = Some(channel));
}

/// Whether this tab can talk to the others (no `BroadcastChannel` in this browser, or not yet
/// listening: it is on its own).
fn connected() -> bool {
    CHANNEL_HANDLE.with(|slot| slot.borrow().is_some())
}

fn hear(news: News) {
    let mine = session::refresh_token();
    match news {
        News::Renewed { was, pair } if mine.as_deref() == Some(was.as_str()) => {
            keep(&pair);
            renewal_turn::renewed_from(was);
        }
        News::SignedOut { was } if mine.as_deref() == Some(was.as_str()) => {
            session::end_as(session::Ending::SignedOut);
        }
        // Signing out ends every session of that account on the server; a tab signed in on its
        // own finds out now, through the usual refresh, rather than at its next click.
        News::SignedOut { .. } if mine.is_some() => {
            leptos::task::spawn_local(async {
                let _ = super::profile::profile().await;
            });
        }
        News::Ask { nonce } => join::answer(nonce),
        News::Share { nonce, pair } => join::take(&nonce, &pair),
        // A tab about to renew a pair this tab renewed already (it loaded after the news went
        // out) is told again: sending that spent token would end the session for all.
        News::Renewing { was, .. } if renewal_turn::was_renewed(&was) => tell_renewed(was),
        News::Renewing { was, tab } => renewal_turn::heard(was, tab),
        _ => {}
    }
}

fn tell(news: &News) {
    let text = news.to_text();
    CHANNEL_HANDLE.with(|slot| {
        if let Some(channel) = slot.borrow().as_ref() {
            let _ = channel.post_message(&JsValue::from_str(&text));
        }
    });
}

/// The pair this tab holds, as told to the others.
fn held_pair() -> Option<Pair> {
    let (ends, lifetime) = session::expiry()?;
    Some(Pair {
        access: session::access_token()?,
        refresh: session::refresh_token()?,
        // Whole milliseconds: printing an f64 would pull the float printer into the app.
        ends: ends as u64,
        lifetime,
    })
}

/// Keeps a pair another tab told of.
fn keep(pair: &Pair) {
    session::keep_tokens(&pair.access, &pair.refresh, pair.ends as f64, pair.lifetime);
}

/// Tells tabs that held `was` the pair this tab now holds.
pub(crate) fn tell_renewed(was: String) {
    renewal_turn::renewed_from(was.clone());
    if let Some(pair) = held_pair() {
        tell(&News::Renewed { was, pair });
    }
}

/// Tells tabs that held `was` that the person signed out.
pub(crate) fn tell_signed_out(was: String) {
    tell(&News::SignedOut { was });
}
