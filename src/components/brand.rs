//! The product mark, name and which portal this deployment is (from `config.json`).

use leptos::prelude::*;

use super::Logo;
use crate::config::{config, PortalKind};
use crate::i18n::{use_i18n, CommonKey, ShellKey};

/// Logo, product name and a tag saying service or tenant portal.
#[component]
pub fn Brand() -> impl IntoView {
    let i18n = use_i18n();
    let kind = match config().portal_kind {
        PortalKind::Service => ShellKey::KindService,
        PortalKind::Tenant => ShellKey::KindTenant,
    };
    view! {
        <Logo/>
        <span class="brand__name">{move || i18n.t(CommonKey::ProductName)}</span>
        <span class="brand__kind">{move || i18n.t(kind)}</span>
    }
}
