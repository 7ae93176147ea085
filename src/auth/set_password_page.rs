//! `/set-password?session=…`: the page an emailed link opens (a new administrator's first
//! password, or a reset), which sets the password through `password/init`.

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_query_map};
use leptos_router::NavigateOptions;
use portal_api::ErrorCode;

use super::hand_over::{hand_email, onward, return_to, sign_in_link};
use super::new_password_form::NewPasswordForm;
use super::AuthLayout;
use crate::api;
use crate::components::{focus_soon, Notice, NoticeKind, A};
use crate::forms::Sending;
use crate::i18n::{use_i18n, Message, RegisterKey};

const DONE_ID: &str = "set-password-sign-in";

/// Where the page is.
#[derive(Debug, Clone, PartialEq)]
enum Stage {
    /// Typing the password.
    Choosing,
    /// Set for this email.
    Set(String),
    /// The address names no link, or the server no longer knows it.
    Unusable(RegisterKey),
}

/// The address without the link's `session` parameter and without a fragment; the other
/// parameters (`return`) stay as they were. `None` when there is nothing to drop.
fn without_session(path: &str, search: &str, hash: &str) -> Option<String> {
    let query = search.trim_start_matches('?');
    let kept: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes())
        .filter(|(name, _)| name != "session")
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    let mut rest = form_urlencoded::Serializer::new(String::new());
    rest.extend_pairs(&kept);
    let rest = rest.finish();
    let dropped = form_urlencoded::parse(query.as_bytes()).any(|(name, _)| name == "session");
    if !dropped && hash.is_empty() {
        return None;
    }
    Some(if rest.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{rest}")
    })
}

/// Replaces this history entry's address by one without the link's session, so that it is in
/// neither the address bar, the history, nor a bookmark or copy of the address made afterwards.
/// Through the router, so that its own idea of the address (which it writes back) is the same.
fn forget_link_session() {
    let location = window().location();
    let (Ok(path), Ok(search), Ok(hash)) =
        (location.pathname(), location.search(), location.hash())
    else {
        return;
    };
    let Some(address) = without_session(&crate::web::without_base(&path), &search, &hash) else {
        return;
    };
    let navigate = use_navigate();
    request_animation_frame(move || {
        navigate(
            &address,
            NavigateOptions {
                replace: true,
                scroll: false,
                ..Default::default()
            },
        );
    });
}

/// The password twice, then a link to sign in with the email handed on. A link that is
/// missing, expired or used says so and offers to ask for a new one.
#[component]
pub fn SetPasswordPage() -> impl IntoView {
    let i18n = use_i18n();
    let session = use_query_map()
        .with_untracked(|q| q.get("session"))
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty());
    // Read into memory: the address bar and the history forget it from here on.
    forget_link_session();
    let stage = RwSignal::new(match session {
        Some(_) => Stage::Choosing,
        None => Stage::Unusable(RegisterKey::SetPasswordLinkMissing),
    });
    let session = StoredValue::new(session.unwrap_or_default());
    let password = RwSignal::new(String::new());
    let confirm = RwSignal::new(String::new());
    let sending = Sending::new();
    let forgot = onward("/forgot-password", &return_to());

    let on_valid = Callback::new(move |typed: String| {
        let request = async move { api::auth::password_init(&session.get_value(), &typed).await };
        sending.send_then(request, move |result| match result {
            Ok(done) => {
                password.set(String::new());
                confirm.set(String::new());
                hand_email(&done.email);
                stage.set(Stage::Set(done.email));
                focus_soon(DONE_ID);
            }
            Err(e) if e.is(&ErrorCode::SessionNotFound) => {
                stage.set(Stage::Unusable(RegisterKey::SetPasswordLinkExpired));
            }
            Err(e) => sending.error.set(Some(e)),
        });
    });

    let content = move || match stage.get() {
        Stage::Choosing => view! {
            <p class="muted">{move || i18n.t(RegisterKey::SetPasswordIntro)}</p>
            <NewPasswordForm
                ids=("set-password", "set-password-confirm")
                title=RegisterKey::PasswordTitle
                password
                confirm
                sending
                on_valid
            />
        }
        .into_any(),
        Stage::Set(email) => view! {
            <div class="form">
                <h2 class="form__title">{move || i18n.t(RegisterKey::PasswordSetTitle)}</h2>
                <p role="status">
                    {move || i18n.tf(RegisterKey::PasswordSetBody, &[("email", &email)])}
                </p>
                <A href=sign_in_link() attr:id=DONE_ID attr:class="btn btn--primary btn--block">
                    {move || i18n.t(RegisterKey::SignIn)}
                </A>
            </div>
        }
        .into_any(),
        Stage::Unusable(why) => view! {
            <Notice message=Signal::stored(Some(Message::from(why))) kind=NoticeKind::Warning/>
            <p class="auth__links">
                <A href=forgot.clone()>{move || i18n.t(RegisterKey::RequestNewLink)}</A>
                " · "
                <A href=sign_in_link()>{move || i18n.t(RegisterKey::SignIn)}</A>
            </p>
        }
        .into_any(),
    };

    view! { <AuthLayout title=RegisterKey::SetPasswordTitle>{content}</AuthLayout> }
}

#[cfg(test)]
mod tests {
    use super::without_session;

    #[test]
    fn the_session_and_the_fragment_leave_the_address() {
        assert_eq!(
            without_session("/set-password", "?session=abc", ""),
            Some("/set-password".to_owned())
        );
        assert_eq!(
            without_session("/set-password", "?session=abc&return=%2Fw%2Fa", "#x"),
            Some("/set-password?return=%2Fw%2Fa".to_owned())
        );
        assert_eq!(
            without_session("/app/set-password", "?return=%2Fw&session=a%20b", ""),
            Some("/app/set-password?return=%2Fw".to_owned())
        );
        assert_eq!(
            without_session("/set-password", "", "#session=abc"),
            Some("/set-password".to_owned())
        );
        assert_eq!(without_session("/set-password", "?return=%2Fw", ""), None);
        assert_eq!(without_session("/set-password", "", ""), None);
    }
}
