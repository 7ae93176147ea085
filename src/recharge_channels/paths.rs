//! Addresses of the channel list and of one channel, in the current route's workspace.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::registry::workspace_path;

/// The list's address in the current route's workspace; follows the route.
pub fn use_list_path() -> impl Fn() -> String + Copy + Send + Sync + 'static {
    let params = use_params_map();
    move || {
        let workspace = params.with(|p| p.get("workspace").unwrap_or_default());
        format!("{}/recharge-channels", workspace_path(&workspace))
    }
}

/// The address of channel `biz_id` under the list at `list`.
pub fn channel_path(list: &str, biz_id: &str) -> String {
    let mut path = format!("{list}/");
    portal_api::paths::encode_segment(biz_id, &mut path);
    path
}
