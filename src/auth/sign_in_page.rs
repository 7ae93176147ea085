//! The sign-in page: credentials, then the second factor, then on to the return path.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_query_map};
use leptos_router::NavigateOptions;
use portal_api::auth::LoginSession;

use super::credentials_form::CredentialsForm;
use super::hand_over::{handed_email, onward, return_to};
use super::restart::{CodeTries, Restart};
use super::second_factor_form::SecondFactorForm;
use super::step_history::second_step_in_history;
use super::AuthLayout;
use crate::api;
use crate::components::{Notice, NoticeKind};
use crate::config::config;
use crate::i18n::{use_i18n, AuthKey, Message};
use crate::web::performance;

/// `/sign-in`: email and password, then the second factor. `?return=` (validated) says where
/// to go afterwards; `?reason=expired|signed-out` shows why the person is here.
#[component]
pub fn SignInPage() -> impl IntoView {
    let i18n = use_i18n();
    let query = use_query_map();
    let return_to = return_to();
    let reason = Memo::new(move |_| {
        query.with(|q| match q.get_str("reason") {
            Some("expired") => Some(Message::from(AuthKey::SessionExpiredNotice)),
            Some("signed-out") => Some(Message::from(AuthKey::SignedOutNotice)),
            _ => None,
        })
    });

    if api::session::is_signed_in() {
        let navigate = use_navigate();
        let target = return_to.clone();
        request_animation_frame(move || {
            navigate(
                &target,
                NavigateOptions {
                    replace: true,
                    ..Default::default()
                },
            )
        });
    }

    let email = handed_email();
    let password = RwSignal::new(String::new());
    let session = RwSignal::new(None::<LoginSession>);
    let restart_notice = RwSignal::new(None::<Message>);
    let restart = Restart {
        session,
        password,
        notice: restart_notice,
        codes: RwSignal::new(CodeTries::default()),
    };

    second_step_in_history(session, restart);

    let forgot_link = onward("/forgot-password", &return_to);
    let register_link = onward("/register", &return_to);
    // The benchmark reads this mark: the form is on screen and takes input from here on.
    crate::reactive::effect(move || performance::mark_after_paint("signin-ready"));

    view! {
        <AuthLayout title=AuthKey::SignInTitle>
            <Notice message=reason/>
            <Notice message=restart_notice kind=NoticeKind::Warning/>
            {move || match session.get() {
                None => {
                    view! {
                        <CredentialsForm
                            email
                            password
                            session
                            restart_notice
                            forgot_password=forgot_link.clone()
                        />
                    }.into_any()
                }
                Some(login) => {
                    view! { <SecondFactorForm login restart return_to=return_to.clone()/> }
                        .into_any()
                }
            }}
            {config()
                .self_registration
                .then(|| {
                    view! {
                        <p class="auth__links auth__links--footer">
                            <span>{move || i18n.t(AuthKey::NoAccount)}</span>
                            " "
                            <A href=register_link>
                                {move || i18n.t(AuthKey::CreateAccount)}
                            </A>
                        </p>
                    }
                })}
        </AuthLayout>
    }
}
