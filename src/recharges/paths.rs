//! Addresses of the queue and of one recharge, in the workspace of the current route.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::workspace::workspace_path;

/// The queue's address in the current route's workspace; follows the route.
pub fn use_queue_path() -> impl Fn() -> String + Copy + Send + Sync + 'static {
    let params = use_params_map();
    move || {
        let workspace = params.with(|p| p.get("workspace").unwrap_or_default());
        format!("{}/recharges", workspace_path(&workspace))
    }
}

/// The address of recharge `biz_id` under the queue at `queue`.
pub fn recharge_path(queue: &str, biz_id: &str) -> String {
    let mut path = format!("{queue}/");
    portal_api::paths::encode_segment(biz_id, &mut path);
    path
}
