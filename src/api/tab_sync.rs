//! Tabs holding one session (a duplicated tab copies the tokens) follow each other's renewals
//! and sign-outs, so renewing in one tab no longer signs the other out.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use web_sys::{BroadcastChannel, MessageEvent};

use super::session;

const CHANNEL: &str = "portal.session";

/// What one tab tells the others. `was` is the refresh token the sending tab held before, so
/// only a tab holding that very token acts on it: no tab gains a session it did not have.
/// Sent as lines of text (tokens hold no line breaks), which keeps a decoder out of the app.
enum News {
    Renewed {
        was: String,
        access: String,
        refresh: String,
        ends: f64,
        lifetime: u64,
    },
    SignedOut {
        was: String,
    },
}

impl News {
    fn to_text(&self) -> String {
        match self {
            News::Renewed {
                was,
                access,
                refresh,
                ends,
                lifetime,
            } => {
                // Whole milliseconds: printing an f64 would pull the float printer into the app.
                let ends = *ends as u64;
                format!("renewed\n{was}\n{access}\n{refresh}\n{ends}\n{lifetime}")
            }
            News::SignedOut { was } => format!("signed-out\n{was}"),
        }
    }

    fn from_text(text: &str) -> Option<News> {
        let mut lines = text.split('\n').map(str::to_owned);
        let kind = lines.next()?;
        let was = lines.next()?;
        match kind.as_str() {
            "renewed" => Some(News::Renewed {
                was,
                access: lines.next()?,
                refresh: lines.next()?,
                ends: lines.next()?.parse::<u64>().ok()? as f64,
                lifetime: lines.next()?.parse().ok()?,
            }),
            "signed-out" => Some(News::SignedOut { was }),
            _ => None,
        }
    }
}

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

fn hear(news: News) {
    let mine = session::refresh_token();
    match news {
        News::Renewed {
            was,
            access,
            refresh,
            ends,
            lifetime,
        } if mine.as_deref() == Some(was.as_str()) => {
            session::keep_tokens(&access, &refresh, ends, lifetime);
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

/// Tells tabs that held `was` the pair this tab now holds.
pub(crate) fn tell_renewed(was: String) {
    let (Some(access), Some(refresh), Some((ends, lifetime))) = (
        session::access_token(),
        session::refresh_token(),
        session::expiry(),
    ) else {
        return;
    };
    tell(&News::Renewed {
        was,
        access,
        refresh,
        ends,
        lifetime,
    });
}

/// Tells tabs that held `was` that the person signed out.
pub(crate) fn tell_signed_out(was: String) {
    tell(&News::SignedOut { was });
}

#[cfg(test)]
// A test states what it expects by unwrapping: the module's no-panic rule is for the app.
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn news_reads_back_as_written() {
        let renewed = News::Renewed {
            was: "r0".into(),
            access: "a1".into(),
            refresh: "r1".into(),
            ends: 1_700_000_000_123.0,
            lifetime: 3600,
        };
        let Some(News::Renewed {
            was,
            access,
            refresh,
            ends,
            lifetime,
        }) = News::from_text(&renewed.to_text())
        else {
            panic!("renewed news read back");
        };
        assert_eq!(
            (
                was.as_str(),
                access.as_str(),
                refresh.as_str(),
                ends,
                lifetime
            ),
            ("r0", "a1", "r1", 1_700_000_000_123.0, 3600)
        );
        let signed_out = News::SignedOut { was: "r1".into() }.to_text();
        assert!(
            matches!(News::from_text(&signed_out), Some(News::SignedOut { was }) if was == "r1")
        );
        assert!(News::from_text("renewed\nr0\na1").is_none());
        assert!(News::from_text("hello").is_none());
    }
}
