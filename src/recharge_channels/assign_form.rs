//! "Assign to a workspace": a workspace and who pays the channel's fee there.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::recharge_channels::{
    validate_assignment, RechargeChannelAssignmentRequest, UserFeeModel,
};

use crate::api;
use crate::components::{use_toasts, Button, ChangeAccess, ErrorView};
use crate::forms::{form_fields, Draft, FieldKind, FormField, SelectOption, Sending};
use crate::i18n::{use_i18n, ConfigKey, RechargeChannelsKey};
use crate::money::user_fee_model_options;
use crate::registry::Area;
use crate::state::use_app_state;

form_fields! {
    /// The assignment form's fields.
    enum AssignField { WorkspaceBizId = "workspaceBizId", UserFeeModel = "userFeeModel" }
}

/// The workspaces the user has, by name.
fn workspace_options(choose: &str, state: crate::state::AppState) -> Vec<SelectOption> {
    let choose = SelectOption {
        value: String::new(),
        label: choose.to_owned(),
    };
    state.workspaces.with(|list| {
        std::iter::once(choose)
            .chain(list.iter().flatten().map(|w| SelectOption {
                value: w.biz_id.clone(),
                label: w.institution_name.clone(),
            }))
            .collect()
    })
}

/// Assigns channel `biz_id`; a workspace already assigned gets the new fee model. Success
/// empties the form and runs `on_assigned`.
#[component]
pub fn AssignForm(
    /// The channel.
    biz_id: String,
    /// Runs after an assignment was saved.
    on_assigned: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let toasts = use_toasts();
    let draft = Draft::<AssignField>::new("assign");
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    let id = StoredValue::new(biz_id);

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        draft.clear_errors();
        let workspace_biz_id = draft.text(AssignField::WorkspaceBizId);
        let model = draft.choice_as(AssignField::UserFeeModel, UserFeeModel::from_value);
        // A model not chosen is refused already; a stand-in lets the rules check the
        // workspace too, so both mistakes show at once.
        let request = RechargeChannelAssignmentRequest {
            workspace_biz_id,
            user_fee_model: model.unwrap_or(UserFeeModel::PassThrough),
        };
        if let Err(errors) = validate_assignment(&request) {
            draft.refuse(&errors);
        }
        let Some(request) = Some(request).filter(|_| !draft.has_errors()) else {
            draft.focus_first_error();
            return;
        };
        let request =
            async move { api::recharge_channels::assign(&id.get_value(), &request).await };
        sending.send(request, move |_| {
            toasts.success(RechargeChannelsKey::Assigned);
            draft.reset();
            on_assigned.run(());
        });
    };

    view! {
        <form class="form" on:submit=submit novalidate aria-labelledby="assign-title">
            <h3 id="assign-title" class="form__title">
                {move || i18n.t(RechargeChannelsKey::AssignTitle)}
            </h3>
            <p class="form__aside muted">{move || i18n.t(RechargeChannelsKey::AssignHint)}</p>
            <ErrorView error/>
            <FormField
                id=draft.id(AssignField::WorkspaceBizId)
                label=RechargeChannelsKey::Workspace
                value=draft.value(AssignField::WorkspaceBizId)
                error=draft.error(AssignField::WorkspaceBizId)
                kind=FieldKind::Select
                options=Signal::derive(move || workspace_options(i18n.t(ConfigKey::ChooseOne), state))
                required=true
            />
            <FormField
                id=draft.id(AssignField::UserFeeModel)
                label=RechargeChannelsKey::UserFeeModel
                value=draft.value(AssignField::UserFeeModel)
                error=draft.error(AssignField::UserFeeModel)
                kind=FieldKind::Select
                options=Signal::derive(move || user_fee_model_options(i18n))
                required=true
            />
            <div class="form__actions">
                <Button
                    label=RechargeChannelsKey::Assign
                    submit=true
                    pending
                    changes=ChangeAccess::of(Area::RechargeChannels)
                />
            </div>
        </form>
    }
}
