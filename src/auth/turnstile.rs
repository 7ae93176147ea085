//! The Cloudflare Turnstile bot challenge: its container, its script loaded on demand, its token.

use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::i18n::{use_i18n, AuthKey};

const SCRIPT_ID: &str = "cf-turnstile-script";
const SCRIPT_SRC: &str = "https://challenges.cloudflare.com/turnstile/v0/api.js";
const CONTAINER_ID: &str = "bot-challenge";

/// The challenge widget for `site_key`. The script renders every `.cf-turnstile` container
/// when it loads; when it is already loaded (a second visit) the container is rendered here.
#[component]
pub fn Turnstile(
    /// The deployment's site key.
    site_key: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let node = NodeRef::<html::Div>::new();
    crate::reactive::effect(move || {
        if let Some(container) = node.get() {
            render_or_load(&container);
        }
    });
    view! {
        <div class="bot-check">
            <p class="bot-check__label">{move || i18n.t(AuthKey::BotCheckLabel)}</p>
            <div node_ref=node id=CONTAINER_ID class="cf-turnstile" data-sitekey=site_key></div>
        </div>
    }
}

fn turnstile_api() -> Option<JsValue> {
    js_sys::Reflect::get(&window(), &JsValue::from_str("turnstile"))
        .ok()
        .filter(|v| v.is_object())
}

fn render_or_load(container: &web_sys::HtmlDivElement) {
    if let Some(api) = turnstile_api() {
        if container.child_element_count() == 0 {
            call(&api, "render", container);
        }
        return;
    }
    let document = document();
    if document.get_element_by_id(SCRIPT_ID).is_some() {
        return;
    }
    let Ok(script) = document.create_element("script") else {
        return;
    };
    let _ = script.set_attribute("id", SCRIPT_ID);
    let _ = script.set_attribute("src", SCRIPT_SRC);
    let _ = script.set_attribute("async", "");
    let _ = script.set_attribute("defer", "");
    if let Some(head) = document.head() {
        let _ = head.append_child(&script);
    }
}

fn call(api: &JsValue, method: &str, arg: &JsValue) {
    if let Some(function) = js_sys::Reflect::get(api, &JsValue::from_str(method))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = function.call1(api, arg);
    }
}

/// The token the challenge left in its hidden `cf-turnstile-response` input (empty if none).
pub fn turnstile_token() -> String {
    document()
        .query_selector(&format!(
            "#{CONTAINER_ID} input[name=\"cf-turnstile-response\"]"
        ))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|input| input.value())
        .unwrap_or_default()
}

/// Asks for a fresh challenge (a token is good for one use).
pub fn reset_turnstile() {
    if let Some(api) = turnstile_api() {
        call(
            &api,
            "reset",
            &JsValue::from_str(&format!("#{CONTAINER_ID}")),
        );
    }
}
