//! Layout as people see it: the phone header leaves room for the page, phone tables draw
//! their rows as cards, controls in a row line up, a tall dialog's buttons stay in view, the
//! header keeps its place between short and long pages, and a table's time breaks only
//! between its date and its time of day.

use anyhow::{ensure, Context, Result};
use portal_e2e::flows;
use portal_e2e::{Browser, Sandbox};
use portal_sandbox::demo::*;
use serde_json::Value;

/// Signs in as the service administrator and returns the workspace's base path (`/w/ID`).
async fn sign_in(browser: &Browser) -> Result<String> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    let path = browser.path().await?;
    Ok(path.split('/').take(3).collect::<Vec<_>>().join("/"))
}

/// Opens `path` under the workspace and waits for its heading and data.
async fn open(browser: &Browser, base: &str, path: &str) -> Result<()> {
    browser.open(&format!("{base}/{path}")).await?;
    browser.wait_for_css("main h1").await?;
    browser.settle().await
}

/// The box of the first element `selector` matches: `[top, left, width, height]`.
async fn rect(browser: &Browser, selector: &str) -> Result<[f64; 4]> {
    let found = browser
        .eval(&format!(
            "const e = document.querySelector({selector:?}); if (!e) return null; \
             const r = e.getBoundingClientRect(); return [r.top, r.left, r.width, r.height];"
        ))
        .await?;
    let values = found
        .as_array()
        .with_context(|| format!("nothing matches {selector}"))?;
    let number = |i: usize| values[i].as_f64().unwrap_or_default();
    Ok([number(0), number(1), number(2), number(3)])
}

/// The widths of the recharge statistics' bar tracks, and of their charts.
async fn chart_tracks(browser: &Browser) -> Result<(Vec<f64>, f64)> {
    let found = browser
        .eval(
            "return [[...document.querySelectorAll('.chart__track')].map(t => t.getBoundingClientRect().width), \
             document.querySelector('.chart').getBoundingClientRect().width];",
        )
        .await?;
    let tracks = found[0]
        .as_array()
        .context("track widths")?
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    Ok((tracks, found[1].as_f64().unwrap_or_default()))
}

/// The box of the field labelled `label`.
async fn field_rect(browser: &Browser, label: &str) -> Result<[f64; 4]> {
    let id = browser
        .field(label)
        .await?
        .attr("id")
        .await?
        .context("a field id")?;
    rect(browser, &format!("#{id}")).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_header_keeps_its_controls_on_two_lines() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(390, 844).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    let brand = rect(&browser, ".brand").await?;
    let theme = field_rect(&browser, "Theme").await?;
    let language = field_rect(&browser, "Display language").await?;
    ensure!(
        (theme[0] - brand[0]).abs() < 12.0 && (language[0] - brand[0]).abs() < 12.0,
        "signed out, language and theme sit beside the brand: {brand:?} {language:?} {theme:?}"
    );

    sign_in(&browser).await?;
    browser.settle().await?;
    let brand = rect(&browser, ".brand").await?;
    let menu = rect(&browser, ".user-menu__button").await?;
    let theme = field_rect(&browser, "Theme").await?;
    let id = browser
        .menu_button("Workspace")
        .await?
        .attr("id")
        .await?
        .context("the workspace button's id")?;
    let workspace = rect(&browser, &format!("#{id}")).await?;
    ensure!(
        (menu[0] - brand[0]).abs() < 12.0 && (theme[0] - brand[0]).abs() < 12.0,
        "theme and the user menu share the brand's line: {brand:?} {theme:?} {menu:?}"
    );
    ensure!(
        workspace[0] > brand[0] + brand[3],
        "the workspace has the next line: {workspace:?}"
    );
    let header = rect(&browser, ".app-header").await?;
    ensure!(
        header[3] <= 110.0,
        "the header takes {} px of an 844 px phone",
        header[3]
    );
    browser.quit().await
}

/// Each body row of the main table at a phone's width: its cells' column labels as drawn
/// before their values, and whether every cell lies within the window's width.
async fn phone_cards(browser: &Browser) -> Result<Vec<(Vec<String>, bool)>> {
    let found = browser
        .eval(
            "const w = document.documentElement.clientWidth; \
             return [...document.querySelectorAll('main tbody tr')].map(r => [ \
               [...r.cells].map(c => getComputedStyle(c, '::before').content.replace(/^\"|\"$/g, '')) \
                 .filter(l => l !== 'none' && l !== ''), \
               [...r.cells].every(c => c.getBoundingClientRect().right <= w)]);",
        )
        .await?;
    let rows = found.as_array().context("rows")?;
    Ok(rows
        .iter()
        .map(|row| {
            let labels = row[0]
                .as_array()
                .map(|l| {
                    l.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default();
            (labels, row[1] == true)
        })
        .collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_table_draws_each_row_as_a_card_naming_its_values() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(390, 844).await?;
    let base = sign_in(&browser).await?;
    open(&browser, &base, "recharge-channels").await?;
    let cards = phone_cards(&browser).await?;
    ensure!(cards.len() > 5, "rows drawn: {cards:?}");
    ensure!(
        cards.iter().all(|(labels, within)| *within
            && labels.starts_with(&["Name".to_owned(), "Currency".to_owned()])),
        "each row names its values and fits the window: {cards:?}"
    );
    ensure!(
        browser.sideways_overflow().await? == 0,
        "nothing scrolls sideways"
    );

    // The queue's rows keep their decision buttons in view and their choice box; the sort
    // buttons and the "choose this page" box stay above the cards.
    open(&browser, &base, "recharges").await?;
    let cards = phone_cards(&browser).await?;
    ensure!(
        cards.iter().all(|(labels, within)| *within
            && labels.first().map(String::as_str) == Some("Recharge")
            && !labels.iter().any(|l| l == "Actions")),
        "queue cards: {cards:?}"
    );
    let reachable = browser
        .eval(
            "const w = document.documentElement.clientWidth; \
             const first = document.querySelector('main tbody tr'); \
             return ['Confirm', 'Reject'].every(t => [...first.querySelectorAll('button')] \
               .some(b => b.textContent.trim() === t && b.getBoundingClientRect().right <= w)) \
               && !!first.querySelector('input[type=checkbox]');",
        )
        .await?;
    ensure!(
        reachable == true,
        "the first card's buttons and box are in reach"
    );
    let check = browser
        .eval("return document.querySelector('main tbody .table__check').getBoundingClientRect().width;")
        .await?;
    ensure!(
        check.as_f64().unwrap_or_default() >= 24.0,
        "a thumb-sized box: {check}"
    );
    let sorts = browser
        .eval(
            "return [...document.querySelectorAll('main thead .table__sort')] \
               .filter(b => b.getClientRects().length > 0) \
               .map(b => b.firstChild.textContent);",
        )
        .await?;
    ensure!(
        sorts == serde_json::json!(["Amount", "Status", "Created"]),
        "the sort buttons stay: {sorts}"
    );
    browser.field("Select all pending on this page").await?;
    ensure!(
        browser.audit().await?.is_empty(),
        "the cards keep the table accessible"
    );

    // Held sideways or on a small tablet the queue is still too wide for a table: cards.
    browser.resize(700, 900).await?;
    open(&browser, &base, "recharges").await?;
    let cards = phone_cards(&browser).await?;
    ensure!(
        cards
            .iter()
            .all(|(labels, within)| *within && !labels.is_empty()),
        "cards at 700 px: {cards:?}"
    );
    ensure!(browser.sideways_overflow().await? == 0);
    browser.resize(390, 844).await?;

    // "Page 1 of 300" reads on one line.
    open(&browser, &base, "recharges").await?;
    let lines = browser
        .eval(
            "const s = document.querySelector('.pager__status'); \
             return s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight);",
        )
        .await?;
    ensure!(
        lines.as_f64().unwrap_or(9.0) < 1.5,
        "the pager's status takes {lines} lines"
    );
    // Each statistics bar keeps room to be read beside long totals.
    let (tracks, chart) = chart_tracks(&browser).await?;
    ensure!(
        tracks.len() > 4 && tracks.iter().all(|w| *w >= chart / 2.0),
        "bars squeezed on a phone: {tracks:?} in {chart}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn controls_in_a_row_line_up() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1280, 800).await?;
    let base = sign_in(&browser).await?;

    // A page's actions beside its title share one line.
    open(&browser, &base, "institutions").await?;
    let search = browser.button("Search institutions").await?.rect().await?;
    let own = browser.button("Your institution").await?.rect().await?;
    ensure!(
        (search.y - own.y).abs() < 1.0,
        "the page's two actions stack: {search:?} {own:?}"
    );

    // A filter bar's text input, select and date picker are one height on one line.
    open(&browser, &base, "notification-channels").await?;
    let code = field_rect(&browser, "Type code").await?;
    let status = field_rect(&browser, "Status").await?;
    ensure!(
        code[0] == status[0] && code[3] == status[3],
        "input {code:?} and select {status:?} differ"
    );
    // The saved filters' title and note sit on the name field's line.
    let name = field_rect(&browser, "Name for the current filters").await?;
    let title = rect(&browser, ".saved-filters__title").await?;
    let middle = |r: [f64; 4]| r[0] + r[3] / 2.0;
    ensure!(
        (middle(title) - middle(name)).abs() < 2.0,
        "the saved filters' title {title:?} is off the field's line {name:?}"
    );

    open(&browser, &base, "recharges").await?;
    // The queue's first recharge, with its buttons, is on a laptop's first screen.
    browser
        .wait_for_rows("Recharges", |rows| !rows.is_empty())
        .await?;
    let first_row_shows = browser
        .eval(
            "const r = document.querySelector('table tbody tr').getBoundingClientRect(); \
             return r.bottom <= window.innerHeight;",
        )
        .await?;
    ensure!(
        first_row_shows == serde_json::json!(true),
        "the first recharge is below the fold"
    );
    flows::unfold_queue_filters(&browser).await?;
    let currency = field_rect(&browser, "Currency").await?;
    let from = field_rect(&browser, "Created from").await?;
    ensure!(
        currency[0] == from[0] && currency[3] == from[3],
        "select {currency:?} and date {from:?} differ"
    );
    // The statistics' bars of one chart share one track length.
    let (tracks, _) = chart_tracks(&browser).await?;
    let (status, currency) = tracks.split_at(3);
    ensure!(
        [status, currency]
            .iter()
            .all(|chart| chart.iter().all(|w| (w - chart[0]).abs() < 1.0)),
        "bar tracks of one chart differ: {tracks:?}"
    );

    // A workspace chooser shows its longest name whole (beside the arrow).
    open(&browser, &base, "transfers").await?;
    let room = browser
        .eval(
            "const s = document.getElementById('transfers-workspace'); \
             const c = document.createElement('canvas').getContext('2d'); c.font = getComputedStyle(s).font; \
             return s.clientWidth - Math.max(...[...s.options].map(o => c.measureText(o.text).width));",
        )
        .await?;
    ensure!(
        room.as_f64().unwrap_or_default() >= 40.0,
        "the workspace select clips its names: {room} px to spare"
    );

    // The open-by-id box's button matches its field.
    open(&browser, &base, "provider-connections").await?;
    let field = field_rect(&browser, "Connection identifier").await?;
    let button = browser.button("Open").await?.rect().await?;
    ensure!(
        (field[3] - button.height).abs() < 1.0 && (field[0] - button.y).abs() < 1.0,
        "field {field:?} and button {button:?}"
    );
    browser.quit().await
}

// The service portal: the tenant portal offers no new recharge channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tall_dialog_keeps_its_buttons_in_view() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(&sandbox.service_url()).await?;
    browser.resize(390, 844).await?;
    let base = sign_in(&browser).await?;
    open(&browser, &base, "recharge-channels").await?;
    browser.click("New channel").await?;
    browser.heading("New recharge channel").await?;
    browser.settle().await?;
    let dialog = rect(&browser, "dialog[open]").await?;
    let tall = browser
        .eval("const d = document.querySelector('dialog[open]'); return d.scrollHeight > d.clientHeight;")
        .await?;
    ensure!(
        tall == true,
        "the form is taller than the phone: {dialog:?}"
    );
    let actions = rect(&browser, "dialog[open] .form__actions").await?;
    ensure!(
        actions[0] + actions[3] <= dialog[0] + dialog[3] + 1.0 && actions[0] >= dialog[0],
        "the buttons {actions:?} are scrolled out of the dialog {dialog:?}"
    );
    // And they stay there at the foot after scrolling to it.
    browser
        .eval("document.querySelector('dialog[open]').scrollTop = 1e6; return null;")
        .await?;
    let after = rect(&browser, "dialog[open] .form__actions").await?;
    ensure!(
        (after[0] + after[3] - dialog[0] - dialog[3]).abs() < 2.0,
        "at the end the buttons sit at the foot: {after:?} {dialog:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn identifiers_and_the_header_read_steadily() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1280, 800).await?;
    let base = sign_in(&browser).await?;

    // An identifier's underline sits below its underscores (the underscore's depth is about
    // a fifth of the font size).
    open(&browser, &base, "exports").await?;
    let offset = browser
        .eval(
            "const a = document.querySelector('main tbody a.table__link'); const s = getComputedStyle(a); \
             return parseFloat(s.textUnderlineOffset) / parseFloat(s.fontSize);",
        )
        .await?;
    ensure!(
        offset.as_f64().unwrap_or_default() >= 0.3,
        "underline offset per font size: {offset}"
    );

    // The header's controls do not move when a page is long enough to scroll.
    open(&browser, &base, "provider-connections").await?;
    let short = field_rect(&browser, "Theme").await?;
    open(&browser, &base, "exports").await?;
    let long = field_rect(&browser, "Theme").await?;
    ensure!(
        short[1] == long[1],
        "the theme select moves from {} to {} px",
        short[1],
        long[1]
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_list_count_and_its_export_share_a_line() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let base = sign_in(&browser).await?;
    // Wide, both exports sit on the count's line; on a phone, where they do not fit beside it,
    // on a row of their own between the count and the table, at its right.
    for (width, height, beside) in [(1280, 800, true), (390, 844, false)] {
        browser.resize(width, height).await?;
        open(&browser, &base, "exports").await?;
        let count = rect(&browser, ".list__count").await?;
        let table = rect(&browser, ".table-wrap").await?;
        let bottom = |r: &[f64; 4]| r[0] + r[3];
        let mut tools_bottom = bottom(&count);
        for label in ["Export page to CSV", "Export all matching rows to CSV"] {
            let export = browser.button(label).await?.rect().await?;
            let middle = export.y + export.height / 2.0;
            if beside {
                ensure!(
                    (middle - (count[0] + count[3] / 2.0)).abs() < 4.0,
                    "at {width} px {label:?} {export:?} is off the count's line {count:?}"
                );
                ensure!(
                    export.x > count[1] + 100.0,
                    "at {width} px {label:?} {export:?} runs into the count {count:?}"
                );
            } else {
                ensure!(
                    export.y >= bottom(&count) - 1.0 && export.y + export.height <= table[0] + 1.0,
                    "at {width} px {label:?} {export:?} is not between the count {count:?} and the table {table:?}"
                );
                ensure!(
                    export.x + export.width > table[1] + table[2] - 40.0,
                    "at {width} px {label:?} {export:?} is not at the table's right {table:?}"
                );
            }
            tools_bottom = tools_bottom.max(export.y + export.height);
        }
        browser
            .screenshot(&format!("list-count-and-exports-{width}"))
            .await?;
        ensure!(
            table[0] - tools_bottom < 30.0,
            "at {width} px the table starts {} px under the count and its exports",
            table[0] - tools_bottom
        );
    }
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn filter_buttons_line_up_with_the_fields_beside_them() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1280, 800).await?;
    let base = sign_in(&browser).await?;
    open(&browser, &base, "recharges").await?;
    flows::unfold_queue_filters(&browser).await?;
    let search = field_rect(&browser, "Search").await?;
    let apply = browser.button("Apply filters").await?.rect().await?;
    ensure!(
        (apply.y - search[0]).abs() < 1.0 && (apply.height - search[3]).abs() < 1.0,
        "the filter buttons {apply:?} sit off the search field {search:?} (its hint below)"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_time_never_breaks_inside_its_time_of_day() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let base = sign_in(&browser).await?;
    browser.resize(1280, 800).await?;
    // Each time of day ("03:43 PM GMT+8") in a table cell, and the lines its text spans.
    let script = "const split = []; let seen = 0; \
        for (const t of document.querySelectorAll('td time')) { \
          const text = t.textContent; const m = text.match(/\\d{1,2}:\\d{2}.*$/); \
          if (!m) continue; seen++; \
          const start = m.index, end = m.index + m[0].length; \
          const walk = document.createTreeWalker(t, NodeFilter.SHOW_TEXT); \
          const range = document.createRange(); let at = 0, node; \
          while ((node = walk.nextNode())) { \
            if (start >= at && start <= at + node.length) range.setStart(node, start - at); \
            if (end >= at && end <= at + node.length) { range.setEnd(node, end - at); break; } \
            at += node.length; } \
          const tops = new Set([...range.getClientRects()].filter(r => r.width > 0) \
            .map(r => Math.round(r.top))); \
          if (tops.size > 1) split.push(text); } \
        return [seen, split];";
    for area in ["accounts", "exchanges", "recharges"] {
        open(&browser, &base, area).await?;
        browser.wait_for_css("td time").await?;
        let found = browser.eval(script).await?;
        let seen = found[0].as_u64().unwrap_or_default();
        ensure!(seen > 0, "{area}: no times in the table");
        ensure!(
            found[1].as_array().is_some_and(Vec::is_empty),
            "{area}: times broken inside their time of day: {}",
            found[1]
        );
    }
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_list_s_main_action_sits_beside_its_title() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let base = sign_in(&browser).await?;
    browser.resize(1280, 800).await?;
    for (area, action) in [
        ("accounts", "Create administrator"),
        ("exports", "New export"),
        ("files", "Upload"),
        ("recharge-channels", "New channel"),
    ] {
        open(&browser, &base, area).await?;
        let title = rect(&browser, "main h1").await?;
        let button = browser.button(action).await?.rect().await?;
        ensure!(
            button.y < title[0] + title[3] && button.x > title[1] + title[2],
            "{area}: \"{action}\" {button:?} is not beside the title {title:?}"
        );
    }
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_queue_filters_stay_in_their_card_and_fold_on_a_phone() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1280, 800).await?;
    let base = sign_in(&browser).await?;
    open(&browser, &base, "recharges").await?;
    flows::unfold_queue_filters(&browser).await?;
    // At desktop widths the filter buttons stay in their own cell: none runs into the next
    // column or out of the card.
    for width in [1024, 1180, 1280, 1440, 1920] {
        browser.resize(width, 800).await?;
        browser.settle().await?;
        let spill = browser
            .eval(
                "const a = document.querySelector('.filters__actions').getBoundingClientRect(); \
                 const f = document.querySelector('.filters').getBoundingClientRect(); \
                 const b = [...document.querySelectorAll('.filters__actions > *')].map(e => e.getBoundingClientRect().right); \
                 return Math.max(...b) - Math.min(a.right, f.right);",
            )
            .await?;
        let spill = spill.as_f64().context("the buttons' overflow")?;
        ensure!(
            spill <= 0.5,
            "at {width} px the filter buttons spill {spill} px"
        );
    }

    // On a phone the card is short: status, search and a button for the rest.
    browser.resize(390, 844).await?;
    browser.settle().await?;
    let card = rect(&browser, ".filters").await?;
    ensure!(
        card[3] <= 360.0,
        "the phone filter card is {} px tall",
        card[3]
    );
    ensure!(
        !browser.shows_now("Created from").await?,
        "the less-used filters are folded"
    );
    // Every filter is one press away, labelled.
    browser.click("More filters").await?;
    for label in ["Currency", "Channel", "Created from", "Created to"] {
        let field = field_rect(&browser, label).await?;
        ensure!(
            field[2] > 100.0 && field[3] > 20.0,
            "{label} shown: {field:?}"
        );
    }
    // The button counts the folded filters in use.
    browser.select("Currency", "USD").await?;
    browser.click("Apply filters").await?;
    browser.see("More filters (1 in use)").await?;
    browser.quit().await
}

/// How many pixels the chosen option's text of the select labelled by `id` has to spare inside
/// the select (negative when the select cuts it off).
async fn select_text_room(browser: &Browser, id: &str) -> Result<f64> {
    let room = browser
        .eval(&format!(
            "const s = document.getElementById({id:?}); const cs = getComputedStyle(s); \
             const probe = document.createElement('span'); probe.style.font = cs.font; \
             probe.style.whiteSpace = 'pre'; probe.textContent = s.options[s.selectedIndex].text; \
             document.body.appendChild(probe); const text = probe.getBoundingClientRect().width; \
             probe.remove(); \
             return s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - text;"
        ))
        .await?;
    room.as_f64().context("a select's room")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_in_vietnamese_shows_the_queue_and_the_header_whole() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(375, 800).await?;
    let base = sign_in(&browser).await?;
    browser.select("Display language", "Tiếng Việt").await?;
    // The choice is kept once its catalogue has loaded and the page shows it.
    browser.wait_for_css("html[lang='vi']").await?;
    open(&browser, &base, "recharges").await?;
    let over = browser.sideways_overflow().await?;
    ensure!(over == 0, "the queue is {over} px wider than the phone");
    for id in ["locale-select", "theme-select"] {
        let room = select_text_room(&browser, id).await?;
        // Chromium draws the select's arrow in the last 20 px or so of its content box.
        ensure!(
            room >= 20.0,
            "#{id} cuts its choice off ({room:.0} px to spare)"
        );
    }
    let arrow = rect(&browser, ".stats__summary").await?;
    let title = rect(&browser, ".stats__title").await?;
    ensure!(
        (title[0] - arrow[0]).abs() < 4.0,
        "the stats title starts on its arrow's line: {arrow:?} {title:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_queue_keeps_its_headers_and_batch_actions_in_view_as_its_rows_scroll() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    browser.resize(1440, 900).await?;
    let base = sign_in(&browser).await?;
    open(&browser, &base, "recharges?size=100").await?;
    browser
        .wait_for_rows("Recharges", |rows| rows.len() == 100)
        .await?;
    browser
        .field("Select all pending on this page")
        .await?
        .click()
        .await?;
    browser.see(" selected · ").await?;
    browser.eval("window.scrollTo(0, 2000);").await?;
    browser.settle().await?;

    browser.screenshot("queue-scrolled-frame-stays").await?;
    let header = rect(&browser, ".app-header").await?;
    let frame = rect(&browser, "#queue-bar").await?;
    let actions = rect(&browser, "[role=group][aria-label='Selected recharges']").await?;
    let head = rect(&browser, "table thead th").await?;
    let row = rect(&browser, "table tbody tr").await?;
    ensure!(row[0] < 0.0, "the rows did not scroll: first at {}", row[0]);
    let header_foot = header[0] + header[3];
    let frame_foot = frame[0] + frame[3];
    ensure!(
        (frame[0] - header_foot).abs() <= 1.0,
        "the count and actions at {} under a header ending at {header_foot}",
        frame[0]
    );
    ensure!(
        actions[0] >= frame[0] && actions[0] + actions[3] <= frame_foot + 1.0,
        "the selection's actions {actions:?} outside their bar {frame:?}"
    );
    ensure!(
        (head[0] - frame_foot).abs() <= 2.0,
        "the column headers at {}, the bar ends at {frame_foot}",
        head[0]
    );
    // WebDriver gives the button's place in the document: the page is scrolled.
    let confirm = browser.button("Confirm selected").await?.rect().await?;
    let scrolled = browser
        .eval("return window.scrollY")
        .await?
        .as_f64()
        .unwrap_or(0.0);
    let confirm_y = confirm.y - scrolled;
    ensure!(
        confirm_y >= header_foot && confirm_y + confirm.height <= frame_foot + 1.0,
        "Confirm selected out of view at {confirm_y}"
    );
    browser.quit().await
}
