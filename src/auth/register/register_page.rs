//! The registration page: one route, one step at a time, each a history entry.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

use super::details_step::DetailsStep;
use super::done_step::DoneStep;
use super::draft::{Draft, Step};
use super::password_step::PasswordStep;
use super::start_step::StartStep;
use super::verify_step::VerifyStep;
use crate::auth::hand_over::sign_in_link;
use crate::auth::step_history::steps_in_history;
use crate::auth::AuthLayout;
use crate::components::{LoadingState, Notice, NoticeKind};
use crate::config::config;
use crate::i18n::{use_i18n, RegisterKey};

/// `/register`: email and name, the emailed code, account details, a password when the
/// server did not set one, then a link to sign in. Without self-registration it goes to
/// sign-in.
#[component]
pub fn RegisterPage() -> impl IntoView {
    let i18n = use_i18n();
    if !config().self_registration {
        let navigate = use_navigate();
        request_animation_frame(move || {
            navigate(
                &sign_in_link(),
                NavigateOptions {
                    replace: true,
                    ..Default::default()
                },
            )
        });
        return view! { <LoadingState/> }.into_any();
    }

    let draft = Draft::new(i18n.ui_locale_untracked());
    steps_in_history(draft.step, Step::tag, Step::from_tag, Step::Done);
    view! {
        <AuthLayout title=RegisterKey::Title>
            <Notice message=draft.notice kind=NoticeKind::Warning/>
            {move || match draft.step.get() {
                Step::Start => view! { <StartStep draft/> }.into_any(),
                Step::Verify => view! { <VerifyStep draft/> }.into_any(),
                Step::Details => view! { <DetailsStep draft/> }.into_any(),
                Step::Password => view! { <PasswordStep draft/> }.into_any(),
                Step::Done => view! { <DoneStep/> }.into_any(),
            }}
            <Show when=move || draft.step.get() != Step::Done>
                <p class="auth__links auth__links--footer">
                    <span>{move || i18n.t(RegisterKey::HaveAccount)}</span>
                    " "
                    <A href=sign_in_link()>{move || i18n.t(RegisterKey::SignIn)}</A>
                </p>
            </Show>
        </AuthLayout>
    }
    .into_any()
}
