//! Entry point: loads the runtime configuration and the chosen locale's texts, then mounts the app.
// The workspace denies unwrap, expect and panic; the API module keeps that rule
// (src/api/mod.rs), while UI code may state an invariant of its own state this way.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod accounts;
mod api;
mod app;
mod auth;
mod components;
mod config;
mod exchange_config;
mod exchanges;
mod exports;
mod files;
mod forms;
mod i18n;
mod institutions;
mod ip_whitelist;
mod lists;
mod money;
mod notification_channels;
mod order;
mod profile;
mod provider_connections;
mod reactive;
mod recharge_channels;
mod recharges;
mod records;
mod referrals;
mod registry;
mod roles;
mod shell;
mod state;
mod tariffs;
mod transfers;
mod wallet_currencies;
mod web;
mod withdrawal_channels;
mod workspace;

// Smaller and faster in wasm than Rust's default allocator (docs/decisions/download-size.md).
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    console_error_panic_hook::set_once();
    // Leptos's executor starts with the mount, so the config is awaited on the browser's own.
    wasm_bindgen_futures::spawn_local(async {
        let locale = web::locale::locale();
        futures::join!(config::load(), i18n::preload(locale));
        auth::first_view::settle();
        leptos::mount::mount_to_body(app::App);
    });
}
