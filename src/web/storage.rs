//! Typed access to the tab's `sessionStorage` and the browser's `localStorage`.

use web_sys::Storage;

/// Which store a key lives in.
#[derive(Clone, Copy)]
pub enum Store {
    /// Per tab, gone when the tab closes.
    Tab,
    /// Per browser, kept.
    Browser,
}

fn store(which: Store) -> Option<Storage> {
    let window = web_sys::window()?;
    match which {
        Store::Tab => window.session_storage().ok().flatten(),
        Store::Browser => window.local_storage().ok().flatten(),
    }
}

/// Reads a value.
pub fn get(which: Store, key: &str) -> Option<String> {
    store(which)?.get_item(key).ok().flatten()
}

/// Writes a value. A full or blocked store keeps nothing, so the user is asked to sign in again.
pub fn set(which: Store, key: &str, value: &str) {
    if let Some(s) = store(which) {
        let _ = s.set_item(key, value);
    }
}

/// Removes a value.
pub fn remove(which: Store, key: &str) {
    if let Some(s) = store(which) {
        let _ = s.remove_item(key);
    }
}

/// Empties the tab's store.
pub fn clear_tab() {
    if let Some(s) = store(Store::Tab) {
        let _ = s.clear();
    }
}
