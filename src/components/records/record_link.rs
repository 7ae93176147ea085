//! Links to a record by its kind and identifier: the one place a kind's address is written,
//! the fields that name records, and the link itself (to another workspace when it lives
//! there, saying so).

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::api::records::RecordKind;
use crate::app::use_app_state;
use crate::components::A;
use crate::i18n::{use_i18n, ShellKey};
use crate::workspace::{sub_path, workspace_path};

/// The address parameter naming the workspace a link was followed from, when it opened a
/// record of another workspace (see [`crate::components::ArrivalNotice`]).
pub const FROM_WORKSPACE: &str = "from-workspace";

/// The address parameter naming the virtual account a connection's page shows.
pub const VIRTUAL_ACCOUNT: &str = "virtual-account";

/// The first path segment of `kind`'s area under a workspace (`""` for a workspace itself).
pub fn area_of_kind(kind: RecordKind) -> &'static str {
    kind_path(kind).0.first().copied().unwrap_or_default()
}

/// The path segments before the identifier, and the query parameter that carries it instead
/// of a last segment (a card opens on its connection's page).
fn kind_path(kind: RecordKind) -> (&'static [&'static str], Option<&'static str>) {
    use RecordKind as K;
    match kind {
        K::Recharge => (&["recharges"], None),
        K::Transfer => (&["transfers"], None),
        K::Wallet => (&["transfers", "wallets"], None),
        K::Exchange => (&["exchanges"], None),
        K::RechargeChannel => (&["recharge-channels"], None),
        K::TariffTemplate => (&["tariffs", "templates"], None),
        K::WalletTariff => (&["tariffs", "wallets"], None),
        K::Role => (&["roles"], None),
        K::NotificationChannel => (&["notification-channels"], None),
        K::ProviderConnection | K::Card | K::VirtualAccount => (&["provider-connections"], None),
        K::Account => (&["accounts"], None),
        K::Export => (&["exports"], None),
        K::File => (&["files"], None),
        K::Referral => (&["referrals"], None),
        K::ReferralCode => (&["referral-codes"], None),
        K::Institution => (&["institutions", "search"], Some("id")),
        K::Workspace => (&[], None),
    }
}

/// The address of record `id` of `kind` in `workspace`. A card needs its connection
/// (`parent`); without one its connections' page opens. A workspace's address is its home.
pub fn record_href(workspace: &str, kind: RecordKind, id: &str, parent: Option<&str>) -> String {
    if kind == RecordKind::Workspace {
        return workspace_path(id);
    }
    let (segments, param) = kind_path(kind);
    let path = sub_path(&workspace_path(workspace), segments);
    match (kind, parent, param) {
        (RecordKind::Card, Some(connection), _) => {
            with_param(&sub_path(&path, &[connection]), "card", id)
        }
        (RecordKind::VirtualAccount, Some(connection), _) => {
            with_param(&sub_path(&path, &[connection]), VIRTUAL_ACCOUNT, id)
        }
        (RecordKind::Card | RecordKind::VirtualAccount, None, _) => path,
        (_, _, Some(name)) => with_param(&path, name, id),
        (_, _, None) => sub_path(&path, &[id]),
    }
}

/// `href` with the query parameter `name` set to `value`, after any it has.
fn with_param(href: &str, name: &str, value: &str) -> String {
    let mut out = href.to_owned();
    out.push(if href.contains('?') { '&' } else { '?' });
    out.push_str(name);
    out.push('=');
    portal_api::paths::encode_segment(value, &mut out);
    out
}

/// The kind of record a field names, by the field's name (`walletBizId`, `fromWalletBizId`).
/// A record's own `bizId` names nothing else.
pub fn linked_kind(field: &str) -> Option<RecordKind> {
    use RecordKind as K;
    let kind = match field {
        "rechargeBizId" => K::Recharge,
        "orderBizId" | "transferBizId" | "transferOrderBizId" => K::Transfer,
        "walletBizId" | "fromWalletBizId" | "toWalletBizId" => K::Wallet,
        "exchangeBizId" => K::Exchange,
        // In the contract only a recharge names a channel by this field.
        "channelBizId" | "rechargeChannelBizId" => K::RechargeChannel,
        "templateBizId" | "tariffTemplateBizId" => K::TariffTemplate,
        "roleBizId" => K::Role,
        "notificationChannelBizId" => K::NotificationChannel,
        "connectionBizId" => K::ProviderConnection,
        "cardBizId" => K::Card,
        "virtualAccountBizId" => K::VirtualAccount,
        "accountBizId" | "userBizId" => K::Account,
        "exportBizId" => K::Export,
        "fileBizId" => K::File,
        "referralBizId" => K::Referral,
        "referralCodeBizId" => K::ReferralCode,
        "institutionBizId" => K::Institution,
        "workspaceBizId" | "targetWorkspaceBizId" => K::Workspace,
        _ => return None,
    };
    Some(kind)
}

/// `href` followed from `here`, marked so the page it opens says it is in another workspace.
pub fn marked_from(href: &str, here: &str) -> String {
    with_param(href, FROM_WORKSPACE, here)
}

/// A link to record `id` of `kind`, reading `text` (the identifier by default). A record of
/// another `workspace` than the route's opens there: the link names that workspace and the
/// page it opens says where it is.
#[component]
pub fn RecordLink(
    /// What the record is.
    kind: RecordKind,
    /// Its identifier.
    #[prop(into)]
    id: String,
    /// What the link reads; the identifier when not given.
    #[prop(optional, into)]
    text: Option<String>,
    /// The workspace it lives in, when known and perhaps not the route's.
    #[prop(optional_no_strip)]
    workspace: Option<String>,
    /// The record it belongs to (a card's connection).
    #[prop(optional_no_strip)]
    parent: Option<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let here = use_params_map().with_untracked(|p| p.get("workspace").unwrap_or_default());
    let text = text.unwrap_or_else(|| id.clone());
    let elsewhere = workspace.filter(|w| *w != here && kind != RecordKind::Workspace);
    let target = elsewhere.clone().unwrap_or_else(|| here.clone());
    let href = record_href(&target, kind, &id, parent.as_deref());
    let (href, label) = match elsewhere {
        Some(other) => {
            let name = state
                .find_workspace(&other)
                .map_or(other, |w| w.institution_name);
            let label = Signal::derive(move || {
                i18n.tf(
                    ShellKey::RecordInWorkspace,
                    &[("record", &text), ("workspace", &name)],
                )
            });
            (marked_from(&href, &here), label)
        }
        None => (href, Signal::stored(text)),
    };
    view! { <A href attr:class="record-link">{move || label.get()}</A> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_opens_under_its_area() {
        let href = |kind, id, parent| record_href("ins_a", kind, id, parent);
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
    fn a_link_to_another_workspace_names_the_one_it_left() {
        assert_eq!(
            marked_from("/w/b/recharges/r1", "a"),
            "/w/b/recharges/r1?from-workspace=a"
        );
        assert_eq!(
            marked_from("/w/b/provider-connections/p?card=c", "a"),
            "/w/b/provider-connections/p?card=c&from-workspace=a"
        );
    }

    #[test]
    fn fields_name_records_by_their_name_not_the_records_own_id() {
        assert_eq!(linked_kind("fromWalletBizId"), Some(RecordKind::Wallet));
        assert_eq!(
            linked_kind("institutionBizId"),
            Some(RecordKind::Institution)
        );
        assert_eq!(linked_kind("bizId"), None);
        assert_eq!(linked_kind("payer"), None);
    }

    #[test]
    fn the_area_of_a_kind_is_its_first_segment() {
        assert_eq!(area_of_kind(RecordKind::WalletTariff), "tariffs");
        assert_eq!(area_of_kind(RecordKind::Workspace), "");
    }
}
