//! Addresses inside the portal: a workspace's, an area's in it, and a record's.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::{Area, Opens, RecordKind};

/// The home path of a workspace (its id percent-encoded where needed).
pub fn workspace_path(biz_id: &str) -> String {
    let mut path = String::from("/w/");
    portal_api::paths::encode_segment(biz_id, &mut path);
    path
}

/// The current route's workspace (its business id); follows the route.
fn use_route_workspace() -> impl Fn() -> String + Copy + Send + Sync + 'static {
    let params = use_params_map();
    move || params.with(|p| p.get("workspace").unwrap_or_default())
}

/// The address of `area` in the current route's workspace; follows the route.
pub fn use_area_path(area: Area) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    let workspace = use_route_workspace();
    move || format!("{}/{}", workspace_path(&workspace()), area.segment())
}

/// The address of a record of `kind` in the current route's workspace, from its identifier;
/// follows the route.
pub fn use_record_href(kind: RecordKind) -> impl Fn(&str) -> String + Copy + Send + Sync + 'static {
    let workspace = use_route_workspace();
    move |id| kind.href(&workspace(), id, None)
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

/// `href` with the query parameter `name` set to `value`, after any it has.
pub fn with_param(href: &str, name: &str, value: &str) -> String {
    let mut out = href.to_owned();
    out.push(if href.contains('?') { '&' } else { '?' });
    out.push_str(name);
    out.push('=');
    portal_api::paths::encode_segment(value, &mut out);
    out
}

impl RecordKind {
    /// The query parameter that names a record of this kind on the page it opens in, when
    /// the identifier is not a path segment (`card` on its connection's page).
    pub fn param(self) -> Option<&'static str> {
        match Area::of_kind(self)?.1.opens {
            Opens::Query(_, name) | Opens::OnParent(name) => Some(name),
            Opens::At(_) => None,
        }
    }

    /// The address of record `id` of this kind in `workspace`. A card or a virtual account
    /// needs its connection (`parent`); without one the connections' page opens. A
    /// workspace's address is its home.
    pub fn href(self, workspace: &str, id: &str, parent: Option<&str>) -> String {
        let Some((area, place)) = Area::of_kind(self) else {
            return workspace_path(id);
        };
        let path = sub_path(&workspace_path(workspace), &[area.segment()]);
        match (place.opens, parent) {
            (Opens::At(under), _) => sub_path(&sub_path(&path, under), &[id]),
            (Opens::Query(under, name), _) => with_param(&sub_path(&path, under), name, id),
            (Opens::OnParent(name), Some(parent)) => {
                with_param(&sub_path(&path, &[parent]), name, id)
            }
            (Opens::OnParent(_), None) => path,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_workspace_paths() {
        assert_eq!(workspace_path("INS-1"), "/w/INS-1");
        assert_eq!(workspace_path("a/b c"), "/w/a%2Fb%20c");
    }

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

    #[test]
    fn each_kind_opens_under_its_area() {
        let href = |kind: RecordKind, id, parent| kind.href("ins_a", id, parent);
        assert_eq!(
            href(RecordKind::Recharge, "r 1", None),
            "/w/ins_a/recharges/r%201"
        );
        assert_eq!(
            href(RecordKind::Wallet, "w1", None),
            "/w/ins_a/transfers/wallets/w1"
        );
        assert_eq!(
            href(RecordKind::Card, "c1", Some("p1")),
            "/w/ins_a/provider-connections/p1?card=c1"
        );
        assert_eq!(
            href(RecordKind::Card, "c1", None),
            "/w/ins_a/provider-connections"
        );
        assert_eq!(
            href(RecordKind::VirtualAccount, "va 1", Some("p1")),
            "/w/ins_a/provider-connections/p1?virtual-account=va%201"
        );
        assert_eq!(
            href(RecordKind::Institution, "ins_b", None),
            "/w/ins_a/institutions/search?id=ins_b"
        );
        assert_eq!(href(RecordKind::Workspace, "ins_b", None), "/w/ins_b");
    }

    #[test]
    fn a_record_named_in_the_query_says_by_which_parameter() {
        assert_eq!(RecordKind::Card.param(), Some("card"));
        assert_eq!(RecordKind::VirtualAccount.param(), Some("virtual-account"));
        assert_eq!(RecordKind::Recharge.param(), None);
    }
}
