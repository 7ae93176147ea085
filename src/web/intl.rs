//! The browser's `Intl` services made and called by name, through Reflect, so that a value
//! one of them refuses (an unknown zone, code or locale) is `None` here, not a trap.

use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// A new `Intl.{service}` for `locale` with string `options`.
pub fn construct(service: &str, locale: &str, options: &[(&str, &str)]) -> Option<JsValue> {
    let object = Object::new();
    for (key, value) in options {
        Reflect::set(&object, &JsValue::from_str(key), &JsValue::from_str(value)).ok()?;
    }
    let intl = Reflect::get(&js_sys::global(), &JsValue::from_str("Intl")).ok()?;
    let constructor: Function = Reflect::get(&intl, &JsValue::from_str(service))
        .ok()?
        .dyn_into()
        .ok()?;
    let args = Array::of2(&JsValue::from_str(locale), &object);
    Reflect::construct(&constructor, &args).ok()
}

/// `object`'s method `name` called with `argument`.
pub fn call(object: &JsValue, name: &str, argument: &JsValue) -> Option<JsValue> {
    let method: Function = Reflect::get(object, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()?;
    method.call1(object, argument).ok()
}
