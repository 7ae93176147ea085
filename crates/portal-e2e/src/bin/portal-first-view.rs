//! The build's last step: writes the sign-in, as the built app draws it in each language, into
//! `dist/index.html` as its first view (docs/decisions/first-view.md).

use anyhow::{bail, Context, Result};
use portal_api::Locale;
use portal_e2e::sandbox::dist_dir;
use portal_e2e::{Browser, Sandbox};

/// Where index.html takes the first view (see index.html).
const SLOT: &str = r#"<div id="first-view"></div>"#;

/// The sign-in page's own markup, without what the build cannot know: the portal's kind comes
/// from the deployment's `config.json`, and the app's placeholders (comments) are its own.
/// The field the app focuses is marked `autofocus`, so the first view takes typing at once;
/// each menu marks its chosen option; links resolve against `<base href>`, as the app's do.
const CAPTURE: &str = r#"
const focused = document.activeElement;
if (focused && focused.id) focused.setAttribute('autofocus', '');
for (const option of document.querySelectorAll('.auth option')) {
  option.toggleAttribute('selected', option.selected);
}
const parts = [document.querySelector('.skip-link'), document.querySelector('.auth')];
if (parts.some(part => !part)) return null;
const markup = parts.map(part => {
  const copy = part.cloneNode(true);
  copy.querySelectorAll('.brand__kind').forEach(kind => kind.remove());
  for (const link of copy.querySelectorAll('a[href^="/"]')) {
    link.setAttribute('href', link.getAttribute('href').slice(1) || './');
  }
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach(comment => comment.remove());
  return copy.outerHTML;
}).join('');
if (focused && focused.id) focused.removeAttribute('autofocus');
return markup;
"#;

/// The sign-in page drawn by the app in `locale`.
async fn sign_in_markup(browser: &Browser, locale: Locale) -> Result<String> {
    browser.remember_language(locale.tag()).await?;
    browser.open("/sign-in").await?;
    browser.performance_entries("signin-ready", 1).await?;
    let markup = browser.eval(CAPTURE).await?;
    markup.as_str().map(str::to_owned).with_context(|| {
        format!(
            "the sign-in page in {} has no form to capture",
            locale.tag()
        )
    })
}

/// index.html's tag loading first-view.js (Trunk hashes its name and adds its integrity), to
/// load it again after the first view.
fn script_tag(index: &str) -> Result<&str> {
    let name = index
        .find("first-view-")
        .context("index.html does not load first-view.js")?;
    let start = index[..name]
        .rfind("<script")
        .context("first-view.js is not loaded by a script tag")?;
    let end = index[start..]
        .find("</script>")
        .context("an unterminated script tag")?;
    Ok(&index[start..start + end + "</script>".len()])
}

#[tokio::main]
async fn main() -> Result<()> {
    let index_path = dist_dir()?.join("index.html");
    let index = std::fs::read_to_string(&index_path)?;
    if !index.contains(SLOT) {
        bail!("dist/index.html has no empty first view to fill: build it again (scripts/build.sh)");
    }
    let script = script_tag(&index)?.to_owned();

    let mut sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    let english = sign_in_markup(&browser, Locale::En).await?;
    let mut others = String::new();
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let markup = sign_in_markup(&browser, locale).await?;
        others.push_str(&format!(
            r#"<template lang="{}">{markup}</template>"#,
            locale.tag()
        ));
    }
    browser.quit().await?;
    sandbox.stop().await?;

    let view = format!(r#"<div id="first-view">{english}{others}</div>{script}"#);
    std::fs::write(&index_path, index.replace(SLOT, &view))?;
    println!(
        "first view written: sign-in in {} languages, {} bytes",
        Locale::ALL.len(),
        view.len()
    );
    Ok(())
}
