//! One of a connection's record lists (virtual accounts, payment handles, transactions) and
//! the record chosen in it, field by field.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_query_map;
use portal_api::provider_connections::ProviderRecord;
use portal_api::EnumValue;
use serde_json::Value;

use super::provider_error::ProviderError;
use super::recent::{self, recent_virtual_accounts};
use super::record_amounts::show_record_amounts;
use crate::api::provider_connections::{self, Record};
use crate::api::ApiError;
use crate::components::{focus_soon, EmptyState, EnumBadge, LoadingState, LocalTime};
use crate::i18n::field_key;
use crate::i18n::{use_i18n, ProviderConnectionsKey};
use crate::lists::{Column, DataTable};
use crate::money::{amount_of, money_of};
use crate::records::{code_label, RecentList, RecordView};
use crate::registry::RecordKind;
use crate::web::recent_ids;

/// Which list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Virtual accounts (each read again when chosen).
    VirtualAccounts,
    /// Payment handles (no read of one: the row is shown).
    Handles,
    /// Transactions (each read again when chosen, with its fees).
    Transactions,
}

impl Source {
    fn title(self) -> ProviderConnectionsKey {
        match self {
            Self::VirtualAccounts => ProviderConnectionsKey::VirtualAccounts,
            Self::Handles => ProviderConnectionsKey::Handles,
            Self::Transactions => ProviderConnectionsKey::Transactions,
        }
    }

    fn slug(self) -> &'static str {
        match self {
            Self::VirtualAccounts => "virtual-accounts",
            Self::Handles => "handles",
            Self::Transactions => "transactions",
        }
    }

    /// The id of the viewed record's heading, which takes focus when the record shows.
    fn detail_id(self) -> &'static str {
        match self {
            Self::VirtualAccounts => "virtual-accounts-detail",
            Self::Handles => "handles-detail",
            Self::Transactions => "transactions-detail",
        }
    }
}

async fn list(connection: &str, source: Source) -> Result<Vec<ProviderRecord>, ApiError> {
    match source {
        Source::VirtualAccounts => provider_connections::virtual_accounts(connection).await,
        Source::Handles => provider_connections::handles(connection).await,
        Source::Transactions => provider_connections::transactions(connection).await,
    }
}

/// The chosen record (and a transaction's fees) as the server has it now.
async fn detail(
    connection: &str,
    source: Source,
    row: ProviderRecord,
) -> Result<(Record, Option<Record>), ApiError> {
    let id = row.biz_id.clone().unwrap_or_default();
    match source {
        Source::VirtualAccounts => Ok((
            provider_connections::virtual_account(connection, &id).await?,
            None,
        )),
        Source::Transactions => {
            let record = provider_connections::transaction(connection, &id).await?;
            let fees = provider_connections::fee_details(connection, &id).await?;
            Ok((record, Some(fees)))
        }
        Source::Handles => {
            let record = serde_json::to_value(row)
                .ok()
                .and_then(|v| v.as_object().cloned())
                .unwrap_or_default();
            Ok((record, None))
        }
    }
}

/// Fields a list shows between its identifier and its status when its rows carry them: the
/// contract does not show these records, so a column appears only for what the server sent.
const LISTED: [&str; 5] = ["accountName", "type", "amount", "balance", "createdAt"];

/// The identifier, the [`LISTED`] fields some row carries, and the status.
fn columns(list: &[ProviderRecord]) -> Vec<Column<ProviderRecord>> {
    let i18n = use_i18n();
    let mut columns = vec![Column::new(
        ProviderConnectionsKey::Id,
        |r: &ProviderRecord| {
            view! { <code>{r.biz_id.clone().unwrap_or_default()}</code> }.into_any()
        },
    )];
    for field in LISTED {
        let Some(header) =
            field_key(field).filter(|_| list.iter().any(|r| r.other.contains_key(field)))
        else {
            continue;
        };
        columns.push(match field {
            "amount" | "balance" => Column::new(header, move |r: &ProviderRecord| {
                amount_of(&r.other, field, "currency").into_any()
            })
            .numeric()
            .amount(move |r: &ProviderRecord| money_of(&r.other, field, "currency")),
            "createdAt" => Column::new(header, move |r: &ProviderRecord| {
                r.other
                    .get(field)
                    .and_then(Value::as_str)
                    .map(|iso| view! { <LocalTime iso=iso.to_owned()/> })
                    .into_any()
            }),
            "type" => Column::new(header, move |r: &ProviderRecord| {
                r.other
                    .get(field)
                    .and_then(Value::as_str)
                    .map(|code| code_label(code.to_owned(), i18n))
                    .into_any()
            }),
            _ => Column::new(header, move |r: &ProviderRecord| {
                r.other
                    .get(field)
                    .and_then(Value::as_str)
                    .map(str::to_owned)
                    .into_any()
            }),
        });
    }
    columns.push(Column::new(
        ProviderConnectionsKey::Status,
        |r: &ProviderRecord| {
            r.status_code()
                .map(|s| view! { <EnumBadge value=EnumValue::Plain(s.to_owned())/> })
                .into_any()
        },
    ));
    columns
}

/// The list as a table of identifier, what the rows carry of [`LISTED`], and status, with
/// "View"; the viewed record below it, loading while it is read, then focused so keyboard and
/// screen-reader users land on it. A virtual account viewed is kept under "Opened recently"
/// by its name and status, and one named in the address (`?virtual-account=`) is viewed.
#[component]
pub fn RecordList(
    /// The connection.
    connection: String,
    /// Which list.
    source: Source,
    /// The list, when the page has read it already (it checks a connection by its virtual
    /// accounts): not read again.
    #[prop(optional)]
    read: Option<Vec<ProviderRecord>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let connection = StoredValue::new(connection);
    let already = read.is_some();
    let rows = RwSignal::new(read);
    let error = RwSignal::new(None::<ApiError>);
    let chosen = RwSignal::new(None::<(String, Record, Option<Record>)>);
    let detail_error = RwSignal::new(None::<ApiError>);
    let reading = RwSignal::new(false);
    if !already {
        spawn_local(async move {
            match list(&connection.get_value(), source).await {
                Ok(found) => rows.set(Some(found)),
                Err(e) => error.set(Some(e)),
            }
        });
    }
    let recent_list = StoredValue::new(connection.with_value(|c| recent_virtual_accounts(c)));
    let recent = RwSignal::new(recent_list.with_value(|list| recent_ids::recent(list)));
    let view_row = Callback::new(move |row: ProviderRecord| {
        detail_error.set(None);
        chosen.set(None);
        reading.set(true);
        spawn_local(async move {
            let id = row.biz_id.clone().unwrap_or_default();
            let answer = detail(&connection.get_value(), source, row).await;
            reading.set(false);
            match answer {
                Ok((mut record, mut fees)) => {
                    if source == Source::VirtualAccounts {
                        recent_list.with_value(|list| recent::remember(list, &id, Some(&record)));
                        recent.set(recent_list.with_value(|list| recent_ids::recent(list)));
                    }
                    show_record_amounts(&mut record);
                    if let Some(fees) = fees.as_mut() {
                        show_record_amounts(fees);
                    }
                    chosen.set(Some((id, record, fees)));
                    focus_soon(source.detail_id());
                }
                Err(e) => detail_error.set(Some(e)),
            }
        });
    });
    // A link to a virtual account (one opened recently) names it in the address.
    if source == Source::VirtualAccounts {
        let query = use_query_map();
        crate::reactive::effect(move || {
            let named = query
                .with(|q| {
                    RecordKind::VirtualAccount
                        .param()
                        .and_then(|name| q.get(name))
                })
                .filter(|id| !id.trim().is_empty());
            if let Some(id) = named {
                untrack(|| {
                    view_row.run(ProviderRecord {
                        biz_id: Some(id),
                        status: None,
                        other: Default::default(),
                    })
                });
            }
        });
    }
    let view_column = move || {
        Column::new(ProviderConnectionsKey::View, move |r: &ProviderRecord| {
            let row = r.clone();
            let id = r.biz_id.clone().unwrap_or_default();
            view! {
                <button
                    type="button"
                    class="btn btn--ghost btn--small"
                    aria-label=move || i18n.tf(ProviderConnectionsKey::ViewOf, &[("id", &id)])
                    on:click=move |_| view_row.run(row.clone())
                >
                    {move || i18n.t(ProviderConnectionsKey::View)}
                </button>
            }
            .into_any()
        })
        .actions()
    };
    let heading = format!("{}-title", source.slug());
    let caption = Signal::derive(move || i18n.t(source.title()).to_owned());
    view! {
        <section class="card" aria-labelledby=heading.clone()>
            <h2 id=heading.clone() class="card__title">{move || i18n.t(source.title())}</h2>
            <ProviderError error/>
            {move || match rows.get() {
                None if error.with(Option::is_none) => view! { <LoadingState/> }.into_any(),
                None => ().into_any(),
                Some(list) if list.is_empty() => {
                    view! { <EmptyState title=ProviderConnectionsKey::NoRecords/> }.into_any()
                }
                Some(list) => {
                    let mut columns = columns(&list);
                    columns.push(view_column());
                    view! {
                        <DataTable caption columns rows=Signal::derive(move || list.clone())/>
                    }
                    .into_any()
                }
            }}
            {(source == Source::VirtualAccounts).then(|| view! {
                <RecentList
                    title=ProviderConnectionsKey::RecentVirtualAccounts
                    kind=RecordKind::VirtualAccount
                    records=recent
                    parent=Some(connection.get_value())
                />
            })}
            <ProviderError error=detail_error/>
            {move || reading.get().then(|| view! { <LoadingState/> })}
            {move || chosen.get().map(|(id, record, fees)| view! {
                <h3 id=source.detail_id() class="card__subtitle" tabindex="-1">
                    {move || i18n.tf(ProviderConnectionsKey::DetailsOf, &[("id", &id)])}
                </h3>
                <RecordView record/>
                {fees.map(|record| view! {
                    <h3 class="card__subtitle">{move || i18n.t(ProviderConnectionsKey::FeeDetails)}</h3>
                    <RecordView record/>
                })}
            })}
        </section>
    }
}
