//! The workspaces the account can enter, as the choices of a select.

use portal_api::institutions::Institution;

use crate::forms::SelectOption;

/// One choice per workspace: its name, valued by its business id.
pub fn workspace_options(workspaces: &[Institution]) -> Vec<SelectOption> {
    workspaces
        .iter()
        .map(|w| SelectOption {
            value: w.biz_id.clone(),
            label: w.institution_name.clone(),
        })
        .collect()
}
