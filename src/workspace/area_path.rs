//! Addresses of an area and of its records in the workspace of the current route.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::workspace_path;

/// The address of `area` (`recharges`, `transfers`) in the current route's workspace;
/// follows the route.
pub fn use_area_path(area: &'static str) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    let params = use_params_map();
    move || {
        let workspace = params.with(|p| p.get("workspace").unwrap_or_default());
        format!("{}/{area}", workspace_path(&workspace))
    }
}

/// `base` followed by `segments`, each percent-encoded where needed.
pub fn sub_path(base: &str, segments: &[&str]) -> String {
    let mut path = base.to_owned();
    for segment in segments {
        path.push('/');
        portal_api::paths::encode_segment(segment, &mut path);
    }
    path
}

/// The address of record `biz_id` under the list at `list`.
pub fn record_path(list: &str, biz_id: &str) -> String {
    sub_path(list, &[biz_id])
}

#[cfg(test)]
mod tests {
    use super::{record_path, sub_path};

    #[test]
    fn encodes_each_segment() {
        assert_eq!(
            record_path("/w/ins_a/exchanges", "exc 1/2"),
            "/w/ins_a/exchanges/exc%201%2F2"
        );
        assert_eq!(
            sub_path("/w/a/transfers", &["wallets", "w 1"]),
            "/w/a/transfers/wallets/w%201"
        );
    }
}
