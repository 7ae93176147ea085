//! "Export to CSV" for any table: the rows it shows, as a file the browser downloads.

use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::i18n::{use_i18n, CommonKey};
use crate::lists::csv::{file_name, to_csv};

/// Sort arrows drawn inside sortable headers; not part of the header's text.
const SORT_ICONS: [char; 3] = ['▲', '▼', '↕'];

/// A button that downloads `table` as CSV, named after the list. Not generic over the table's
/// rows: it reads the cells as drawn, so every table exports exactly what it shows.
#[component]
pub fn TableExport(
    /// The table to read.
    table: NodeRef<html::Table>,
    /// The list's name, which names the file.
    #[prop(into)]
    name: Signal<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let export = move |_| {
        if let Some(table) = table.get_untracked() {
            let csv = to_csv(&read_rows(&table));
            if download(&file_name(&name.get_untracked()), &csv).is_err() {
                web_sys::console::warn_1(&"CSV export failed".into());
            }
        }
    };
    view! {
        <div class="table-tools">
            <button type="button" class="btn btn--ghost btn--small" on:click=export>
                {move || i18n.t(CommonKey::ExportCsv)}
            </button>
        </div>
    }
}

/// Controls in a cell are actions, not data.
const CONTROLS: &str = "button, input, select, textarea";

/// A cell's text without its controls, whitespace collapsed; and whether it held only controls.
fn cell_text(cell: &web_sys::Element) -> (String, bool) {
    let copy = match cell
        .clone_node_with_deep(true)
        .map(JsCast::dyn_into::<web_sys::Element>)
    {
        Ok(Ok(copy)) => copy,
        _ => return (String::new(), false),
    };
    let mut had_controls = false;
    if let Ok(controls) = copy.query_selector_all(CONTROLS) {
        for control in (0..controls.length()).filter_map(|i| controls.item(i)) {
            had_controls = true;
            if let Some(parent) = control.parent_node() {
                let _ = parent.remove_child(&control);
            }
        }
    }
    let text = copy.text_content().unwrap_or_default();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let only_controls = had_controls && text.is_empty();
    (text, only_controls)
}

/// The body cells of a row.
fn cells(row: &web_sys::Element) -> Vec<(String, bool)> {
    let Ok(nodes) = row.query_selector_all("td") else {
        return Vec::new();
    };
    (0..nodes.length())
        .filter_map(|i| nodes.item(i))
        .filter_map(|node| node.dyn_into::<web_sys::Element>().ok())
        .map(|cell| cell_text(&cell))
        .collect()
}

/// The header row and every body row. Columns of row checkboxes or action buttons (no header
/// text, an actions column, or nothing but controls in every row) are left out.
fn read_rows(table: &web_sys::HtmlTableElement) -> Vec<Vec<String>> {
    // A sortable header's text is inside its sort button, so headers keep their controls' text.
    // An actions column's header names it, but its cells hold buttons or nothing.
    let header: Vec<(String, bool)> = match table.query_selector_all("thead th") {
        Ok(heads) => (0..heads.length())
            .filter_map(|i| heads.item(i))
            .filter_map(|head| head.dyn_into::<web_sys::Element>().ok())
            .map(|head| {
                let text = head.text_content().unwrap_or_default();
                let actions = head.class_list().contains("table__head--actions");
                (
                    text.trim().trim_end_matches(SORT_ICONS).trim().to_owned(),
                    actions,
                )
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    let mut body = Vec::new();
    if let Ok(rows) = table.query_selector_all("tbody tr") {
        for row in (0..rows.length()).filter_map(|i| rows.item(i)) {
            if let Ok(row) = row.dyn_into::<web_sys::Element>() {
                body.push(cells(&row));
            }
        }
    }
    let keep: Vec<bool> = header
        .iter()
        .enumerate()
        .map(|(column, (h, actions))| {
            let only_controls = !body.is_empty()
                && body
                    .iter()
                    .all(|row| row.get(column).is_none_or(|(_, only)| *only));
            !h.is_empty() && !actions && !only_controls
        })
        .collect();
    let kept = |row: Vec<String>| -> Vec<String> {
        row.into_iter()
            .zip(&keep)
            .filter_map(|(cell, keep)| keep.then_some(cell))
            .collect()
    };
    let mut rows = vec![kept(header.into_iter().map(|(h, _)| h).collect())];
    rows.extend(
        body.into_iter()
            .map(|row| kept(row.into_iter().map(|(text, _)| text).collect())),
    );
    rows
}

/// Hands `text` to the browser as a download named `name`.
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/csv;charset=utf-8");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document().create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // Revoked later: revoking at once can cancel the download in some browsers.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}
