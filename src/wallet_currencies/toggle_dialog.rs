//! The dialog that enables or disables one wallet type and currency pair after naming it.

use leptos::prelude::*;
use portal_api::wallet_currencies::WalletCurrency;

use super::pair::{pair, pair_args, Pair};
use crate::api::{self, ApiError};
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::ConfirmDialog;
use crate::forms::Sending;
use crate::i18n::{use_i18n, I18n, Key, Message, WalletCurrenciesKey};
use crate::registry::Area;

/// Switches a pair on (`enable`) or off; the pair afterwards when the server answers it.
pub async fn switch(
    (kind, currency): Pair,
    enable: bool,
) -> Result<Option<WalletCurrency>, ApiError> {
    if enable {
        api::wallet_currencies::enable(kind, currency).await
    } else {
        api::wallet_currencies::disable(kind, currency).await
    }
}

/// The toast after switching a pair.
pub fn switched(i18n: I18n, pair: Pair, enable: bool) -> Message {
    let key = if enable {
        WalletCurrenciesKey::EnabledToast
    } else {
        WalletCurrenciesKey::DisabledToast
    };
    Message::with(key, &pair_args(i18n, pair).map(|(k, v)| (k, v.to_owned())))
}

/// Open while `target` holds a record and whether to enable its pair. Confirming closes the
/// dialog and runs `on_changed` with the server's answer; Cancel and Esc send nothing.
#[component]
pub fn ToggleDialog(
    /// The record, and `true` to enable its pair.
    target: RwSignal<Option<(WalletCurrency, bool)>>,
    /// Runs after the server switched it, with the pair afterwards when it answered one.
    on_changed: Callback<Option<WalletCurrency>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let sending = Sending::new();
    let open = Signal::derive(move || target.with(Option::is_some));
    let enabling = Signal::derive(move || target.with(|t| matches!(t, Some((_, true)))));
    let close = Callback::new(move |_| {
        if target.with_untracked(Option::is_some) {
            target.set(None);
        }
    });
    let intro = Signal::derive(move || {
        let chosen = target.with(|t| t.as_ref().and_then(|(r, on)| Some((pair(r)?, *on))));
        chosen.map_or_else(String::new, |(p, enable)| {
            let key = if enable {
                WalletCurrenciesKey::EnableIntro
            } else {
                WalletCurrenciesKey::DisableIntro
            };
            i18n.tf(key, &pair_args(i18n, p))
        })
    });
    let on_confirm = Callback::new(move |_| {
        let Some((p, enable)) =
            target.with_untracked(|t| t.as_ref().and_then(|(r, on)| Some((pair(r)?, *on))))
        else {
            return;
        };
        sending.send(switch(p, enable), move |updated| {
            toasts.success(switched(i18n, p, enable));
            target.set(None);
            on_changed.run(updated);
        });
    });
    let pick = move |on: WalletCurrenciesKey, off: WalletCurrenciesKey| {
        Signal::derive(move || Key::from(if enabling.get() { on } else { off }))
    };

    view! {
        <ConfirmDialog
            open
            on_close=close
            id="wallet-currency-dialog"
            title=pick(
                WalletCurrenciesKey::EnableDialogTitle,
                WalletCurrenciesKey::DisableDialogTitle,
            )
            intro
            action=pick(WalletCurrenciesKey::Enable, WalletCurrenciesKey::Disable)
            danger=Signal::derive(move || !enabling.get())
            changes=ChangeAccess::of(Area::WalletCurrencies)
            sending
            on_confirm
        />
    }
}
