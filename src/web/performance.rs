//! Performance marks and measures the benchmark reads; they never break a page.

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// Sets a mark named `name`.
pub fn mark(name: &str) {
    if let Some(performance) = performance() {
        let _ = performance.mark(name);
    }
}

/// Sets a mark named `name` once the browser has painted what the page holds now: in the
/// first task after the next frame.
pub fn mark_after_paint(name: &'static str) {
    leptos::prelude::request_animation_frame(move || {
        leptos::prelude::set_timeout(move || mark(name), std::time::Duration::ZERO);
    });
}

/// Records the time between two marks as a measure named `name`.
pub fn measure(name: &str, start_mark: &str, end_mark: &str) {
    if let Some(performance) = performance() {
        let _ = performance.measure_with_start_mark_and_end_mark(name, start_mark, end_mark);
    }
}
