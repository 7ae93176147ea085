//! Links to a record by its kind and identifier (its address is the registry's): the fields
//! that name records, and the link itself (to another workspace when it lives there, saying
//! so).

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::components::A;
use crate::i18n::{use_i18n, ShellKey};
use crate::registry::{with_param, RecordKind};
use crate::state::use_app_state;

/// The address parameter naming the workspace a link was followed from, when it opened a
/// record of another workspace (see [`crate::records::ArrivalNotice`]).
pub const FROM_WORKSPACE: &str = "from-workspace";

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
    let href = kind.href(&target, &id, parent.as_deref());
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
}
