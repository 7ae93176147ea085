//! Addresses of an area's list and of one record in it, in the workspace of the current route.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::workspace_path;

/// The address of `area` (`recharges`, `exchanges`) in the current route's workspace;
/// follows the route.
pub fn use_area_path(area: &'static str) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    let params = use_params_map();
    move || {
        let workspace = params.with(|p| p.get("workspace").unwrap_or_default());
        format!("{}/{area}", workspace_path(&workspace))
    }
}

/// The address of record `biz_id` under the list at `list`.
pub fn record_path(list: &str, biz_id: &str) -> String {
    let mut path = format!("{list}/");
    portal_api::paths::encode_segment(biz_id, &mut path);
    path
}

#[cfg(test)]
mod tests {
    use super::record_path;

    #[test]
    fn encodes_the_record_id() {
        assert_eq!(
            record_path("/w/ins_a/exchanges", "exc 1/2"),
            "/w/ins_a/exchanges/exc%201%2F2"
        );
    }
}
