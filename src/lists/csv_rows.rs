//! The cells of a CSV from a list's rows and columns: each cell's text as the table draws it,
//! and each amount as a plain number in major units with its currency's code beside it.

use leptos::prelude::*;
use leptos::tachys::view::{Mountable, Render};
use portal_api::recharges::plain_minor_units;
use wasm_bindgen::JsCast;

use crate::i18n::{CommonKey, I18n};
use crate::lists::data_table::Money;
use crate::lists::{AnyRow, Column};

/// Controls in a cell are actions, not data.
const CONTROLS: &str = "button, input, select, textarea";

/// A drawn cell's text without its controls, whitespace collapsed; and whether it held only
/// controls.
fn cell_text(cell: &web_sys::Element) -> (String, bool) {
    let mut had_controls = false;
    if let Ok(controls) = cell.query_selector_all(CONTROLS) {
        for control in (0..controls.length()).filter_map(|i| controls.item(i)) {
            had_controls = true;
            if let Some(parent) = control.parent_node() {
                let _ = parent.remove_child(&control);
            }
        }
    }
    let text = cell.text_content().unwrap_or_default();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let only_controls = had_controls && text.is_empty();
    (text, only_controls)
}

/// The text `view` draws, drawn into a cell apart from the page. Run it under an owner that is
/// cleaned up afterwards: what the view set up (its effects) goes with it.
fn drawn(view: AnyView) -> (String, bool) {
    let Some(cell) = document()
        .create_element("td")
        .ok()
        .and_then(|c| c.dyn_into::<web_sys::Element>().ok())
    else {
        return (String::new(), false);
    };
    let mut state = view.build();
    state.mount(&cell, None);
    cell_text(&cell)
}

/// One amount's two cells: the plain number and the currency's code; empty without one.
fn money_cells(money: Option<&Money>) -> [String; 2] {
    match money {
        Some((minor, code)) => [plain_minor_units(*minor, code), code.clone()],
        None => [String::new(), String::new()],
    }
}

/// A column as the CSV writes it.
enum Written {
    /// Text as drawn: the header, then per row the text and whether it held only controls.
    Text(String, Vec<(String, bool)>),
    /// Amounts: the headers (number, currency per part), then per row the cells.
    Money(Vec<String>, Vec<Vec<String>>),
}

/// The header row and one row per row of `rows`. Columns of row checkboxes or buttons (a
/// header drawn as a control, no header text, an actions column, or nothing but controls in
/// every row) are left out; an amount column becomes a number and a currency per amount.
pub fn csv_rows(columns: &[Column<AnyRow>], rows: &[AnyRow], i18n: I18n) -> Vec<Vec<String>> {
    let written: Vec<Written> = columns
        .iter()
        .filter(|c| !c.actions && c.header_cell.is_none())
        .filter_map(|column| {
            let header = i18n.t(column.header).to_owned();
            if header.trim().is_empty() {
                return None;
            }
            if let Some(amounts) = &column.amounts {
                let mut headers = Vec::new();
                for part in &amounts.parts {
                    let name = part.map_or_else(|| header.clone(), |k| i18n.t(k).to_owned());
                    let currency = i18n.tf(CommonKey::CsvCurrency, &[("column", &name)]);
                    headers.extend([name, currency]);
                }
                let cells = rows
                    .iter()
                    .map(|row| {
                        let money = (amounts.read)(row);
                        (0..amounts.parts.len())
                            .flat_map(|i| money_cells(money.get(i).and_then(Option::as_ref)))
                            .collect()
                    })
                    .collect();
                return Some(Written::Money(headers, cells));
            }
            let cells: Vec<(String, bool)> =
                rows.iter().map(|row| drawn((column.cell)(row))).collect();
            let only_controls = !cells.is_empty() && cells.iter().all(|(_, only)| *only);
            (!only_controls).then_some(Written::Text(header, cells))
        })
        .collect();
    let mut out = Vec::with_capacity(rows.len() + 1);
    out.push(
        written
            .iter()
            .flat_map(|w| match w {
                Written::Text(header, _) => vec![header.clone()],
                Written::Money(headers, _) => headers.clone(),
            })
            .collect(),
    );
    for index in 0..rows.len() {
        out.push(
            written
                .iter()
                .flat_map(|w| match w {
                    Written::Text(_, cells) => vec![cells[index].0.clone()],
                    Written::Money(_, cells) => cells[index].clone(),
                })
                .collect(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_amount_is_a_plain_number_and_its_currency() {
        assert_eq!(
            money_cells(Some(&(1_217_034, "USD".to_owned()))),
            ["12170.34".to_owned(), "USD".to_owned()]
        );
        assert_eq!(
            money_cells(Some(&(30_000, "JPY".to_owned()))),
            ["30000".to_owned(), "JPY".to_owned()]
        );
        assert_eq!(money_cells(None), [String::new(), String::new()]);
    }
}
