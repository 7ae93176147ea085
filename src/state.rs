//! App-wide reactive state: the signed-in account, its workspaces and this tab's workspace.

use leptos::prelude::*;
use portal_api::institutions::Institution;
use portal_api::profile::Account;

use crate::api::{self, ApiError};

/// What the signed-in part of the app shares. Cheap to copy; read it with [`use_app_state`].
#[derive(Clone, Copy)]
pub struct AppState {
    /// The signed-in account, once loaded.
    pub account: RwSignal<Option<Account>>,
    /// The workspaces the account can enter, once loaded.
    pub workspaces: RwSignal<Option<Vec<Institution>>>,
    /// This tab's workspace (its business id).
    pub workspace: RwSignal<Option<String>>,
}

impl AppState {
    /// Creates the state and provides it as context.
    pub fn provide() -> Self {
        let state = Self {
            account: RwSignal::new(None),
            workspaces: RwSignal::new(None),
            workspace: RwSignal::new(api::session::workspace()),
        };
        provide_context(state);
        state
    }

    /// Whether both the account and its workspaces are loaded (tracked).
    pub fn is_loaded(&self) -> bool {
        self.account.with(Option::is_some) && self.workspaces.with(Option::is_some)
    }

    /// Whether both are loaded, without tracking.
    pub fn is_loaded_untracked(&self) -> bool {
        self.account.with_untracked(Option::is_some)
            && self.workspaces.with_untracked(Option::is_some)
    }

    /// Reads the account and its workspaces together.
    pub async fn read() -> Result<(Account, Vec<Institution>), ApiError> {
        let (account, workspaces) =
            futures::future::join(api::profile::profile(), api::institutions::workspaces()).await;
        Ok((account?, workspaces?))
    }

    /// Holds the account and its workspaces, as read.
    pub fn set_loaded(&self, account: Account, workspaces: Vec<Institution>) {
        self.account.set(Some(account));
        self.workspaces.set(Some(workspaces));
    }

    /// Reloads the account (after a profile change), keeping the old one on failure.
    pub async fn reload_account(&self) -> Result<(), ApiError> {
        let account = api::profile::profile().await?;
        self.account.set(Some(account));
        Ok(())
    }

    /// Reloads the workspaces (after accepting an invitation).
    pub async fn reload_workspaces(&self) -> Result<(), ApiError> {
        let workspaces = api::institutions::workspaces().await?;
        self.workspaces.set(Some(workspaces));
        Ok(())
    }

    /// Chooses (or forgets) this tab's workspace; API calls carry it from now on.
    pub fn select_workspace(&self, biz_id: Option<&str>) {
        api::session::set_workspace(biz_id);
        let next = biz_id.map(str::to_owned);
        if self.workspace.get_untracked() != next {
            self.workspace.set(next);
        }
    }

    /// The loaded workspace with this id, tracked.
    pub fn find_workspace(&self, biz_id: &str) -> Option<Institution> {
        self.workspaces.with(|list| {
            list.as_ref()
                .and_then(|list| list.iter().find(|w| w.biz_id == biz_id).cloned())
        })
    }

    /// The signed-in account's time zone, the one its times are shown in (`None`: the
    /// browser's), tracked.
    pub fn time_zone(&self) -> Option<String> {
        self.account
            .with(|a| a.as_ref().and_then(|a| a.default_timezone.clone()))
            .filter(|z| !z.is_empty())
    }

    /// Forgets everything about the previous session (sign-out, expiry, a new sign-in).
    pub fn clear(&self) {
        self.account.set(None);
        self.workspaces.set(None);
        self.workspace.set(None);
        api::refusal::forget();
    }
}

/// The app state provided by [`crate::app::App`].
pub fn use_app_state() -> AppState {
    expect_context::<AppState>()
}
