//! The channel types: filters, sort and page kept in the address; loading, error and empty
//! states; a sortable table and the pager.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_location;
use portal_api::notification_channels::{ChannelTypeQuery, NotificationChannelType, TypeSort};
use portal_api::recharges::SortDirection;
use portal_api::{EnumValue, ErrorCode, Page};

use super::type_filters::TypeFilters;
use crate::api::{self, ApiError};
use crate::components::{not_shown, EmptyState, EnumBadge};
use crate::i18n::{localize_count, use_i18n, NotificationChannelsKey};
use crate::lists::{use_url_query, Column, DataTable, Pager, SavedFilters, SortState};

fn text_cell(value: Option<String>) -> AnyView {
    view! { <span>{value.unwrap_or_default()}</span> }.into_any()
}

fn columns() -> Vec<Column<NotificationChannelType>> {
    let number = |n: Option<i64>| text_cell(n.map(|n| n.to_string()));
    vec![
        Column::new(
            NotificationChannelsKey::Order,
            move |t: &NotificationChannelType| number(t.display_order),
        )
        .sorted_by("displayOrder")
        .numeric(),
        Column::new(
            NotificationChannelsKey::TypeCode,
            |t: &NotificationChannelType| {
                view! { <code>{t.type_code.clone().unwrap_or_else(|| t.biz_id.clone())}</code> }
                    .into_any()
            },
        )
        .sorted_by("typeCode"),
        Column::new(
            NotificationChannelsKey::Name,
            |t: &NotificationChannelType| text_cell(t.type_name.clone()),
        )
        .sorted_by("typeName"),
        Column::new(
            NotificationChannelsKey::Value,
            move |t: &NotificationChannelType| number(t.type_value),
        )
        .sorted_by("typeValue")
        .numeric(),
        Column::new(
            NotificationChannelsKey::Status,
            |t: &NotificationChannelType| match t.type_status.clone() {
                Some(s) => view! { <EnumBadge value=EnumValue::Plain(s)/> }.into_any(),
                None => text_cell(None),
            },
        )
        .sorted_by("typeStatus"),
        Column::new(
            NotificationChannelsKey::Description,
            |t: &NotificationChannelType| text_cell(t.type_description.clone()),
        ),
        Column::new(
            NotificationChannelsKey::TypeId,
            |t: &NotificationChannelType| view! { <code>{t.biz_id.clone()}</code> }.into_any(),
        ),
    ]
}

/// Pressing a header sorts by it ascending, pressing it again descending.
fn next_sort(query: &ChannelTypeQuery, field: &'static str) -> Vec<TypeSort> {
    let direction = match query.sort.first() {
        Some(s) if s.field == field && s.direction == SortDirection::Asc => SortDirection::Desc,
        _ => SortDirection::Asc,
    };
    vec![TypeSort {
        field: field.to_owned(),
        direction,
    }]
}

type Loaded = Option<Result<Page<NotificationChannelType>, ApiError>>;

/// Filters, sort and page live in the address: changing them navigates, and the address
/// loads the page (so Back, reload and a shared link show the same list).
#[component]
pub fn TypesSection() -> impl IntoView {
    let i18n = use_i18n();
    let location = use_location();
    let parsed = Memo::new(move |_| ChannelTypeQuery::parse(&location.search.get()));
    let query = Signal::derive(move || parsed.get().unwrap_or_default());
    let loaded = RwSignal::new(None as Loaded);
    let rows = RwSignal::new(Vec::<NotificationChannelType>::new());
    let busy = RwSignal::new(false);
    let generation = StoredValue::new(0u64);
    let load = move |q: Result<ChannelTypeQuery, ErrorCode>| {
        let n = generation.get_value() + 1;
        generation.set_value(n);
        busy.set(true);
        spawn_local(async move {
            let result = match q {
                Ok(q) => api::notification_channels::types(&q).await,
                Err(code) => Err(ApiError::Server {
                    status: 400,
                    code,
                    message: None,
                }),
            };
            // Overtaken by a newer request, or the section was left meanwhile.
            if generation.try_get_value() != Some(n) {
                return;
            }
            rows.set(result.as_ref().map(|p| p.items.clone()).unwrap_or_default());
            loaded.set(Some(result));
            busy.set(false);
        });
    };
    crate::reactive::effect(move || load(parsed.get()));
    let url = use_url_query();
    let go = move |q: ChannelTypeQuery| url.show(&q.to_query());
    let on_apply = Callback::new(go);
    let on_page = Callback::new(move |page: u64| {
        let q = ChannelTypeQuery {
            page,
            ..query.get_untracked()
        };
        go(q);
    });
    let on_sort = Callback::new(move |field: &'static str| {
        let q = query.get_untracked();
        let q = ChannelTypeQuery {
            sort: next_sort(&q, field),
            page: 0,
            ..q
        };
        go(q);
    });
    let sort = Signal::derive(move || -> SortState {
        query.with(|q| q.sort.first().map(|s| (s.field.clone(), s.direction)))
    });
    let page_of = move || {
        loaded.with(|l| {
            l.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map(|p| (p.total_items, p.total_pages))
        })
    };
    let total_pages = Signal::derive(move || page_of().map_or(0, |p| p.1));
    let error =
        Signal::derive(move || loaded.with(|l| l.as_ref().and_then(|r| r.as_ref().err().cloned())));
    let retry = Callback::new(move |_| load(parsed.get_untracked()));
    let caption = Signal::derive(move || i18n.t(NotificationChannelsKey::TypesCaption).to_owned());
    let table = columns();

    view! {
        <section class="card" aria-labelledby="channel-types-title">
            <h2 id="channel-types-title" class="card__title">
                {move || i18n.t(NotificationChannelsKey::TypesTitle)}
            </h2>
            <TypeFilters query on_apply/>
            <SavedFilters list="channel-types"/>
            {move || match (loaded.with(Option::is_some), error.get(), page_of()) {
                (false, _, _) => not_shown(None, retry),
                (true, Some(e), _) => not_shown(Some(e), retry),
                (true, None, Some((total, _))) if total > 0 && !rows.with(Vec::is_empty) => {
                    view! {
                        <p class="list__count" aria-live="polite">
                            {move || i18n.tf(NotificationChannelsKey::TypesCount, &[("count", &localize_count(total))])}
                        </p>
                        <DataTable caption columns=table.clone() rows sort on_sort busy/>
                        <Pager
                            page=Signal::derive(move || query.with(|q| q.page))
                            total_pages
                            busy
                            on_page
                        />
                    }
                    .into_any()
                }
                _ => view! {
                    <EmptyState
                        title=NotificationChannelsKey::TypesEmptyTitle
                        body=NotificationChannelsKey::TypesEmptyBody
                    />
                }
                .into_any(),
            }}
        </section>
    }
}
