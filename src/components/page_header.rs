//! A page's heading: the link back to its list, the title, a line under it and a main action.

use leptos::prelude::*;

use crate::components::{BackLink, Button, ChangeAccess, Notice, A};
use crate::i18n::{use_i18n, Key};

/// A page title: a fixed text, or one that is worked out (a record's name or identifier).
pub enum Heading {
    /// A fixed text.
    Key(Key),
    /// A text that follows the record and the locale.
    Text(Signal<String>),
}

impl<K: Into<Key>> From<K> for Heading {
    fn from(key: K) -> Self {
        Self::Key(key.into())
    }
}

impl From<Signal<String>> for Heading {
    fn from(text: Signal<String>) -> Self {
        Self::Text(text)
    }
}

/// A link the header shows: an in-app path and its text.
pub struct PageLink {
    to: Signal<String>,
    text: Key,
}

impl<F, K> From<(F, K)> for PageLink
where
    F: Fn() -> String + Send + Sync + 'static,
    K: Into<Key>,
{
    fn from((to, text): (F, K)) -> Self {
        Self {
            to: Signal::derive(to),
            text: text.into(),
        }
    }
}

/// A page's main action: its button text and what pressing it does.
pub struct MainAction {
    label: Key,
    on_click: Callback<()>,
}

impl<K: Into<Key>> From<(K, Callback<()>)> for MainAction {
    fn from((label, on_click): (K, Callback<()>)) -> Self {
        Self {
            label: label.into(),
            on_click,
        }
    }
}

/// The header every page opens with: the heading, and beside it the page's links and main
/// action, if any; `children` follow the intro line.
#[component]
pub fn PageHeader(
    /// The `<h1>`.
    #[prop(into)]
    title: Heading,
    /// The muted line under the title.
    #[prop(optional, into)]
    intro: Option<Key>,
    /// The list a record's page belongs to.
    #[prop(optional, into)]
    back: Option<PageLink>,
    /// The page's main action.
    #[prop(optional, into)]
    action: Option<MainAction>,
    /// Links to the area's other pages, shown as buttons beside the title.
    #[prop(optional)]
    links: Vec<PageLink>,
    /// A small line above the title, naming what kind of page this is.
    #[prop(optional, into)]
    eyebrow: Option<Key>,
    /// Drawn beside the title after the links, for what only some records have (a link on to
    /// the next one).
    #[prop(optional, into)]
    aside: Option<ViewFn>,
    /// The changes of the page's area: while they are unavailable here, the main action is
    /// too, and the reason shows under the intro.
    #[prop(optional)]
    changes: Option<ChangeAccess>,
    /// More lines under the intro.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let i18n = use_i18n();
    let title = move || match &title {
        Heading::Key(key) => i18n.t(*key).to_owned(),
        Heading::Text(text) => text.get(),
    };
    let title = StoredValue::new(title);
    crate::components::use_page_title(move || title.with_value(|t| t()));
    let title = move || title.with_value(|t| t());
    let heading = view! {
        <div class="page__heading">
            {back.map(|PageLink { to, text }| view! { <BackLink to text/> })}
            {eyebrow.map(|key| view! { <p class="page__eyebrow">{move || i18n.t(key)}</p> })}
            <h1>{title}</h1>
            {intro.map(|key| view! { <p class="muted">{move || i18n.t(key)}</p> })}
            {changes.map(|changes| view! { <Notice message=Signal::derive(move || changes.reason())/> })}
            {children.map(|children| children())}
        </div>
    };
    let links = links
        .into_iter()
        .map(|PageLink { to, text }| {
            view! { <A href=move || to.get() attr:class="btn btn--secondary">{move || i18n.t(text)}</A> }
        })
        .collect::<Vec<_>>();
    let action = action.map(|MainAction { label, on_click }| {
        view! { <Button label on_click changes=changes.unwrap_or_default()/> }
    });
    // Drawn again when what it reads changes (the record shown).
    let aside = aside.map(|aside| move || aside.run());
    let actions = (action.is_some() || !links.is_empty() || aside.is_some())
        .then(|| view! { <div class="form__actions">{links} {aside} {action}</div> });
    view! { <header class="page__header">{heading} {actions}</header> }
}
