//! Accessibility: every page passes axe-core (no serious or critical violations) in light and
//! dark, dialogs keep and hand back focus, a task done by keyboard alone, phones without
//! sideways scrolling, and the theme choice remembered.

use anyhow::{ensure, Context, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Key, Sandbox};
use portal_sandbox::demo::*;

/// The workspace's home ("") and the areas' paths, read from the area registry's source so a
/// new area is audited too.
fn area_paths() -> Result<Vec<&'static str>> {
    let source = include_str!("../src/registry/table.rs");
    let rows = &source[source.find("areas! {").context("the registry's table")?..];
    let segments = rows
        .split("segment: \"")
        .skip(1)
        .filter_map(|row| row.split('"').next());
    let paths: Vec<&str> = std::iter::once("").chain(segments).collect();
    ensure!(paths.len() > 20, "the registry's segments: {paths:?}");
    Ok(paths)
}

/// Signs in and returns the workspace's base path (`/w/ID`).
async fn sign_in(browser: &Browser) -> Result<String> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    let path = browser.path().await?;
    Ok(path.split('/').take(3).collect::<Vec<_>>().join("/"))
}

/// Follows the side navigation's link to `path` (as a click, without reloading the app).
async fn visit(browser: &Browser, base: &str, path: &str) -> Result<()> {
    let href = if path.is_empty() {
        base.to_owned()
    } else {
        format!("{base}/{path}")
    };
    let clicked = browser
        .eval(&format!(
            "const a = document.querySelector('nav a[href=\"{href}\"]'); if (a) a.click(); return !!a;"
        ))
        .await?;
    ensure!(clicked == true, "no navigation link to {href}");
    browser.wait_for_path(&href).await?;
    browser
        .wait_for_css("main h1")
        .await
        .with_context(|| format!("{href} has no heading"))?;
    browser.settle().await
}

/// Audits the page and records what failed under `name`; the browser tab is titled by the
/// page's heading too.
async fn audit(browser: &Browser, name: &str, failures: &mut Vec<String>) -> Result<()> {
    let found = browser.audit().await?;
    if !found.is_empty() {
        failures.push(format!("{name}:\n{found}"));
    }
    let titled = browser
        .eval(
            "const h = document.querySelector('h1').textContent.trim(); \
             return document.title === h + ' · Portal' ? '' : document.title + ' / ' + h;",
        )
        .await?;
    if titled != "" {
        failures.push(format!("{name}: tab title and heading differ: {titled}"));
    }
    Ok(())
}

/// Audits the sign-in page, every area, the profile, a record and an open dialog in `theme`
/// ("System" following a system that prefers `scheme`).
async fn audit_every_page(theme: &str, scheme: &str) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let mut failures = Vec::new();
    browser.prefer_color_scheme(scheme).await?;
    browser.open("/sign-in").await?;
    browser.select("Theme", theme).await?;
    browser.heading("Sign in").await?;
    browser.settle().await?;
    audit(&browser, "sign-in", &mut failures).await?;

    let base = sign_in(&browser).await?;
    let paths = area_paths()?;
    ensure!(paths.len() > 20 && paths.contains(&"profile"), "{paths:?}");
    for path in paths {
        visit(&browser, &base, path).await?;
        audit(&browser, &format!("/{path}"), &mut failures).await?;
    }

    browser
        .open(&format!(
            "{base}/recharge-channels/{RECHARGE_CHANNEL_SWIFT_USD}"
        ))
        .await?;
    browser.wait_for_css("main h1").await?;
    browser.settle().await?;
    audit(&browser, "a recharge channel", &mut failures).await?;

    visit(&browser, &base, "accounts").await?;
    browser.click("Create administrator").await?;
    browser.heading("New administrator account").await?;
    browser.click_in_dialog("Create").await?;
    browser.see("This field is required.").await?;
    browser.settle().await?;
    audit(&browser, "the new administrator dialog", &mut failures).await?;

    ensure!(
        failures.is_empty(),
        "axe found serious or critical problems in the {theme} theme:\n{}",
        failures.join("\n")
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_passes_the_audit_in_light() -> Result<()> {
    audit_every_page("Light", "dark").await
}

/// Dark as most people get it: following the system. The theme test below checks that the
/// chosen Dark draws with the same colours.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_passes_the_audit_in_dark() -> Result<()> {
    audit_every_page("System", "dark").await
}

/// The computed value of every colour token the chosen dark theme sets.
async fn dark_tokens(browser: &Browser) -> Result<serde_json::Value> {
    browser
        .eval(
            "const rules = (list) => [...list].flatMap(r => r.styleSheet ? rules(r.styleSheet.cssRules) \
               : r instanceof CSSStyleRule ? [r] : rules(r.cssRules ?? [])); \
             const dark = [...document.styleSheets].flatMap(s => rules(s.cssRules)) \
               .find(r => r.selectorText === ':root[data-theme=\"dark\"]'); \
             const root = getComputedStyle(document.documentElement); \
             return [...dark.style].filter(n => n.startsWith('--color')) \
               .map(n => n + ' ' + root.getPropertyValue(n).trim());",
        )
        .await
}

/// Opens the accounts page's "Create administrator" dialog.
async fn open_new_administrator(browser: &Browser) -> Result<()> {
    let base = sign_in(browser).await?;
    visit(browser, &base, "accounts").await?;
    browser.click("Create administrator").await?;
    browser.heading("New administrator account").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dialog_keeps_focus_inside_and_hands_it_back() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_new_administrator(&browser).await?;
    let first = browser.focused().await?;
    ensure!(
        first.contains("Email"),
        "focus starts on the first field: {first}"
    );

    let mut seen = Vec::new();
    for _ in 0..12 {
        browser.press(Key::Tab).await?;
        let now = browser.focused().await?;
        ensure!(
            browser.focus_in_dialog().await?,
            "Tab left the dialog for {now} after {seen:?}"
        );
        seen.push(now);
    }
    ensure!(
        seen.contains(&first),
        "Tab comes round to the first field: {seen:?}"
    );
    for _ in 0..12 {
        browser.press(Key::Shift + Key::Tab).await?;
        let now = browser.focused().await?;
        ensure!(
            browser.focus_in_dialog().await?,
            "Shift+Tab left the dialog for {now}"
        );
    }

    browser.press(Key::Escape).await?;
    browser.wait_for_no_css("dialog[open]").await?;
    let back = browser.focused().await?;
    ensure!(
        back.ends_with("\"Create administrator\""),
        "focus returns to the opener, not {back}"
    );

    // Closing with the dialog's own Cancel button hands focus back too.
    browser.press(Key::Enter).await?;
    browser.heading("New administrator account").await?;
    browser.click_in_dialog("Cancel").await?;
    browser.wait_for_no_css("dialog[open]").await?;
    let back = browser.focused().await?;
    ensure!(
        back.ends_with("\"Create administrator\""),
        "Cancel hands focus back, not {back}"
    );

    // Closed and at once opened again, the dialog stays open: the `close` event of the first
    // closing, which comes later, does not shut it.
    browser.press(Key::Enter).await?;
    browser.heading("New administrator account").await?;
    // `requestClose` closes as Esc does (`cancel`, then `close` as a later task), and the
    // click comes before that task, as a quick person's can.
    browser
        .eval(
            "document.querySelector('dialog[open]').requestClose(); \
             document.activeElement.click();",
        )
        .await?;
    browser.heading("New administrator account").await?;
    let focus = browser.focused().await?;
    let open = browser
        .eval("return document.querySelector('dialog[open]') !== null;")
        .await?;
    ensure!(
        open.as_bool() == Some(true),
        "the dialog opened again stays open (focus on {focus})"
    );
    browser.quit().await
}

/// Presses Tab until the focused element's description contains `what`.
async fn tab_to(browser: &Browser, what: &str) -> Result<()> {
    let mut seen = Vec::new();
    for _ in 0..80 {
        browser.press(Key::Tab).await?;
        let now = browser.focused().await?;
        if now.contains(what) {
            return Ok(());
        }
        seen.push(now);
    }
    anyhow::bail!("Tab never reached {what}: {seen:?}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_administrator_is_created_by_keyboard_alone() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    sign_in(&browser).await?;
    browser.settle().await?;
    // From the top of the page, as after a fresh load.
    browser
        .eval("document.activeElement && document.activeElement.blur(); return null;")
        .await?;

    tab_to(&browser, "a \"Accounts\"").await?;
    browser.press(Key::Enter).await?;
    browser.heading("Accounts").await?;
    browser.settle().await?;
    tab_to(&browser, "\"Create administrator\"").await?;
    browser.press(Key::Enter).await?;
    browser.heading("New administrator account").await?;
    browser.press("kay.board@portal.test").await?;
    tab_to(&browser, "Display name").await?;
    browser.press("Kay Board").await?;
    tab_to(&browser, "button \"Create\"").await?;
    browser.press(Key::Enter).await?;
    browser.see("Administrator account created").await?;
    browser
        .wait_for_rows("Accounts", |rows| {
            rows.iter()
                .any(|r| r.iter().any(|c| c == "kay.board@portal.test"))
        })
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_never_scrolls_sideways() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(375, 800).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    let width = browser.eval("return window.innerWidth;").await?;
    ensure!(width == 375, "the page is 375 px wide, not {width}");
    let mut wide = Vec::new();
    if browser.sideways_overflow().await? > 0 {
        wide.push("sign-in".to_owned());
    }
    let base = sign_in(&browser).await?;

    // The links are behind the Menu button, which opens them and closes after a move.
    ensure!(
        !browser.shows_now("Recharge channels").await?,
        "links fold away"
    );
    browser.click("Menu").await?;
    browser.click("Recharge channels").await?;
    browser.heading("Recharge channels").await?;
    let expanded = browser.button("Menu").await?.attr("aria-expanded").await?;
    ensure!(
        expanded.as_deref() == Some("false"),
        "the menu closes after a move: {expanded:?}"
    );
    ensure!(
        !browser.shows_now("Withdrawal channels").await?,
        "its links fold away again"
    );
    // Escape folds them too, from inside the navigation, and focus is back on the button.
    browser.click("Menu").await?;
    browser.press(Key::Tab).await?;
    browser.press(Key::Escape).await?;
    browser.wait_for_focus("button \"Menu\"").await?;
    ensure!(
        !browser.shows_now("Withdrawal channels").await?,
        "Escape folds the links away"
    );

    for path in area_paths()? {
        visit(&browser, &base, path).await?;
        let over = browser.sideways_overflow().await?;
        if over > 0 {
            browser
                .screenshot(&format!("phone-{}", path.replace('/', "-")))
                .await?;
            wide.push(format!("/{path} by {over} px"));
        }
    }
    ensure!(wide.is_empty(), "pages wider than a phone: {wide:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_theme_follows_the_system_until_chosen_and_is_remembered() -> Result<()> {
    const DARK: &str = "rgb(14, 16, 20)";
    const LIGHT: &str = "rgb(246, 247, 249)";
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.prefer_color_scheme("dark").await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    let theme = browser.field("Theme").await?;
    ensure!(
        theme.value().await?.as_deref() == Some("system"),
        "System by default"
    );
    ensure!(browser.background().await? == DARK, "follows a dark system");
    browser.prefer_color_scheme("light").await?;
    ensure!(
        browser.background().await? == LIGHT,
        "follows a light system"
    );

    browser.prefer_color_scheme("dark").await?;
    browser.select("Theme", "Light").await?;
    ensure!(
        browser.background().await? == LIGHT,
        "Light overrides a dark system"
    );
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    let kept = browser.field("Theme").await?.value().await?;
    ensure!(
        kept.as_deref() == Some("light"),
        "Light is remembered: {kept:?}"
    );
    ensure!(browser.background().await? == LIGHT, "and applied at start");

    sign_in(&browser).await?;
    let shown = browser.field("Theme").await?.value().await?;
    ensure!(
        shown.as_deref() == Some("light"),
        "the header shows it: {shown:?}"
    );
    browser.select("Theme", "Dark").await?;
    browser.prefer_color_scheme("light").await?;
    ensure!(
        browser.background().await? == DARK,
        "Dark overrides a light system"
    );
    let chosen = dark_tokens(&browser).await?;
    ensure!(chosen.as_array().is_some_and(|t| t.len() > 15), "{chosen}");
    browser.select("Theme", "System").await?;
    browser.prefer_color_scheme("dark").await?;
    let followed = dark_tokens(&browser).await?;
    ensure!(
        followed == chosen,
        "dark by choice and dark by the system differ: {chosen} / {followed}"
    );
    browser.select("Theme", "Dark").await?;
    browser.prefer_color_scheme("light").await?;
    browser.select("Theme", "System").await?;
    ensure!(browser.background().await? == LIGHT, "System follows again");
    let path = browser.path().await?;
    browser.open(&path).await?;
    browser.field("Theme").await?;
    let kept = browser.field("Theme").await?.value().await?;
    ensure!(
        kept.as_deref() == Some("system"),
        "System is remembered: {kept:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_page_opened_takes_focus_to_its_heading_or_is_announced() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let base = sign_in(&browser).await?;
    // From the navigation, focus goes to the new page's heading (read out as it is focused),
    // so Tab carries on in the page.
    visit(&browser, &base, "roles").await?;
    browser.wait_for_focus("h1 \"Roles\"").await?;
    browser.press(Key::Tab).await?;
    let next = browser.focused().await?;
    let in_page = browser
        .eval("return !!document.activeElement.closest('main');")
        .await?;
    ensure!(
        in_page == true,
        "Tab from the heading left the page: {next}"
    );

    // A record opened from its list: its heading, once its name has arrived.
    browser.click("Auditor").await?;
    browser.see("Role Auditor").await?;
    browser.wait_for_focus("h1 \"Role Auditor").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_that_focuses_its_field_keeps_it_and_is_announced() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    browser.click("Forgot password?").await?;
    browser.heading("Reset your password").await?;
    browser.wait_for_announcement("Reset your password").await?;
    browser.wait_for_focus("Email").await?;
    browser.quit().await
}
