//! How many recharges a page of the queue holds: chosen under the pager, kept in the URL.

use leptos::prelude::*;
use portal_api::pagination::DEFAULT_SIZE;
use portal_api::recharges::RechargeQuery;

use crate::forms::{FieldKind, FormField, SelectOption};
use crate::i18n::RechargesKey;

/// The sizes offered (the contract's largest page is 100).
const SIZES: [u64; 3] = [20, 50, 100];

/// The sizes offered, with the one in the URL when it is another.
fn size_options(current: u64) -> Vec<SelectOption> {
    let mut sizes = SIZES.to_vec();
    if !sizes.contains(&current) {
        sizes.insert(0, current);
    }
    sizes
        .into_iter()
        .map(|n| SelectOption {
            value: n.to_string(),
            label: n.to_string(),
        })
        .collect()
}

/// A choice of page size; choosing one runs `on_apply` with the same filters and sort, from
/// the first page (the default size leaves the URL without `size`).
#[component]
pub fn PageSize(
    /// The query shown.
    #[prop(into)]
    query: Signal<RechargeQuery>,
    /// Runs with the query to show.
    on_apply: Callback<RechargeQuery>,
) -> impl IntoView {
    let value = RwSignal::new(String::new());
    // The field follows the URL (back/forward, a shared link).
    crate::reactive::effect(move || value.set(query.with(|q| q.page_size().to_string())));
    crate::reactive::effect(move || {
        let Ok(size) = value.with(|v| v.parse::<u64>()) else {
            return;
        };
        let q = query.get_untracked();
        if size != q.page_size() {
            let size = (size != DEFAULT_SIZE as u64).then_some(size);
            on_apply.run(RechargeQuery { size, page: 0, ..q });
        }
    });
    let options = Signal::derive(move || size_options(query.with(RechargeQuery::page_size)));
    view! {
        <div class="queue__size">
            <FormField id="queue-page-size" label=RechargesKey::PageSize value kind=FieldKind::Select options/>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::size_options;

    #[test]
    fn offers_the_size_in_the_url_too() {
        let values = |n| -> Vec<String> { size_options(n).into_iter().map(|o| o.value).collect() };
        assert_eq!(values(50), ["20", "50", "100"]);
        assert_eq!(values(30), ["30", "20", "50", "100"]);
    }
}
