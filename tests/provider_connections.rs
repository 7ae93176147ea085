//! Provider connections: an unknown identifier, the lifecycle with confirmations, card freeze,
//! unfreeze and cancel, and the transaction summary.

use anyhow::{ensure, Context, Result};
use portal_api::paths;
use portal_e2e::flows;
use portal_e2e::{eventually, ApiClient, Browser, Sandbox};
use portal_sandbox::demo::*;

async fn open_connection(browser: &Browser, id: &str) -> Result<()> {
    flows::sign_in_with_totp(browser, ADMIN_EMAIL, ADMIN_PASSWORD).await?;
    browser.click("Provider connections").await?;
    browser.heading("Provider connections").await?;
    browser.fill("Connection identifier", id).await?;
    browser.click("Open").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_connection_is_said_and_kept() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, "pcn_nobody").await?;
    browser
        .see("Nothing was found with this identifier, or the provider failed to answer.")
        .await?;
    let kept = browser
        .field("Connection identifier")
        .await?
        .value()
        .await?;
    ensure!(kept.as_deref() == Some("pcn_nobody"), "kept: {kept:?}");
    ensure!(browser.path().await?.ends_with("/provider-connections"));

    // From an old link, the page says so once instead of in every part.
    let list = browser.path().await?;
    browser.open(&format!("{list}/pcn_nobody")).await?;
    browser.heading("Connection pcn_nobody").await?;
    let said = "Nothing was found with this identifier, or the provider failed to answer.";
    browser.see(said).await?;
    ensure!(
        !browser.shows_now("Lifecycle").await?,
        "the parts of a connection that does not exist are drawn"
    );
    browser.open(&list).await?;

    browser
        .fill("Connection identifier", PARTNER_CONNECTION_ACME)
        .await?;
    browser.click("Open").await?;
    browser
        .heading(&format!("Connection {PARTNER_CONNECTION_ACME}"))
        .await?;
    browser.click("Back to provider connections").await?;
    browser.heading("Opened recently in this browser").await?;
    browser.see(PARTNER_CONNECTION_ACME).await?;
    browser.quit().await
}

/// Whether the page shows a button whose text is exactly `text` (a closed dialog's do not count).
async fn has_button(browser: &Browser, text: &str) -> Result<bool> {
    let found = browser
        .driver
        .execute(
            "return [...document.querySelectorAll('button')].some(b => b.offsetParent !== null && b.textContent.trim() === arguments[0]);",
            vec![serde_json::Value::String(text.to_owned())],
        )
        .await?;
    Ok(found.json().as_bool().unwrap_or(false))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lifecycle_actions_confirm_first() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, PARTNER_CONNECTION_ACME).await?;
    browser.heading("Lifecycle").await?;

    browser.click("Suspend").await?;
    browser
        .see("its cards and payments stop until it is activated again.")
        .await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(sandbox.served("POST", paths::PARTNER_SUSPEND).await? == 0);
    browser.click("Suspend").await?;
    browser.click_in_dialog("Suspend").await?;
    browser.see("Connection suspended.").await?;
    browser
        .see("Status after the last action: Suspended")
        .await?;
    ensure!(
        !has_button(&browser, "Suspend").await?,
        "a suspended connection is offered Suspend"
    );

    browser.click("Activate").await?;
    browser.click_in_dialog("Activate").await?;
    browser.see("Connection activated.").await?;

    browser.click("Close connection").await?;
    browser
        .see("a closed connection cannot be activated again.")
        .await?;
    browser.click_in_dialog("Close connection").await?;
    browser.see("Connection closed.").await?;
    browser.see("Status after the last action: Closed").await?;
    ensure!(sandbox.served("POST", paths::PARTNER_CLOSE).await? == 1);
    // Closed for good: no action is offered any more.
    browser
        .see("This connection is closed for good: nothing more can be done with it.")
        .await?;
    ensure!(
        !has_button(&browser, "Activate").await?,
        "Activate still offered"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn opened_recently_names_connections_and_cards_with_their_status() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, PARTNER_CONNECTION_ACME).await?;
    browser.heading("Lifecycle").await?;

    // A card looked up is kept by its holder's name and its status.
    browser.fill("Card identifier", PARTNER_CARD_FROZEN).await?;
    browser.click("Look up").await?;
    browser.see("5353").await?;
    let cards = browser
        .items_under("Cards opened recently in this browser")
        .await?;
    ensure!(
        cards == [format!("Li Wei Frozen {PARTNER_CARD_FROZEN}")],
        "{cards:?}"
    );

    // The contract reads no connection: its name and status come with an action's answer.
    browser.click("Suspend").await?;
    browser.click_in_dialog("Suspend").await?;
    browser.see("Connection suspended.").await?;
    browser.click("Back to provider connections").await?;
    let connections = browser
        .items_under("Opened recently in this browser")
        .await?;
    ensure!(
        connections
            == [format!(
                "Card issuing partner Suspended {PARTNER_CONNECTION_ACME}"
            )],
        "{connections:?}"
    );

    // Each opens as it was: the connection, then the card looked up again.
    browser.click("Card issuing partner").await?;
    browser
        .heading(&format!("Connection {PARTNER_CONNECTION_ACME}"))
        .await?;
    let served = sandbox.served("GET", paths::PARTNER_CARD).await?;
    browser.click("Li Wei").await?;
    browser.see("5353").await?;
    ensure!(
        browser.value_of("Card identifier").await? == PARTNER_CARD_FROZEN,
        "the card's identifier is in its field"
    );
    ensure!(sandbox.served("GET", paths::PARTNER_CARD).await? == served + 1);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_virtual_account_viewed_is_kept_by_name_and_status_and_opens_again() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, PARTNER_CONNECTION_ACME).await?;
    let account = "va_acme_usd";
    browser.click(&format!("View {account}")).await?;
    browser.heading(&format!("Details of {account}")).await?;
    let title = "Virtual accounts opened recently in this browser";
    let kept = browser.items_under(title).await?;
    ensure!(
        kept == [format!("Card issuing partner USD Active {account}")],
        "{kept:?}"
    );
    browser
        .screenshot("virtual-account-opened-recently")
        .await?;

    // On the connection's page again, the name opens the account as the server has it now.
    let page = browser.path().await?;
    browser.open(&page).await?;
    browser.items_under(title).await?;
    ensure!(
        !browser.shows_now(&format!("Details of {account}")).await?,
        "an account shows before one was chosen"
    );
    let served = sandbox
        .served("GET", paths::PARTNER_VIRTUAL_ACCOUNT)
        .await?;
    browser.click("Card issuing partner USD").await?;
    browser.heading(&format!("Details of {account}")).await?;
    ensure!(browser
        .path()
        .await?
        .contains(&format!("virtual-account={account}")));
    ensure!(
        sandbox
            .served("GET", paths::PARTNER_VIRTUAL_ACCOUNT)
            .await?
            == served + 1
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cards_freeze_unfreeze_and_cancel() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, PARTNER_CONNECTION_ACME).await?;
    // An empty look-up is refused beside the field, and sends nothing.
    browser.click("Look up").await?;
    browser.see("This field is required.").await?;
    let focused = browser.focused().await?;
    ensure!(focused.starts_with("input#card-id"), "focus: {focused}");
    ensure!(sandbox.served("GET", paths::PARTNER_CARD).await? == 0);
    browser.fill("Card identifier", "card_missing").await?;
    browser.click("Look up").await?;
    browser
        .see("Nothing was found with this identifier, or the provider failed to answer.")
        .await?;
    ensure!(sandbox.served("GET", paths::PARTNER_CARD).await? == 1);
    let kept = browser.field("Card identifier").await?.value().await?;
    ensure!(kept.as_deref() == Some("card_missing"));

    browser.fill("Card identifier", PARTNER_CARD_ACTIVE).await?;
    browser.click("Look up").await?;
    browser.see("4242").await?;
    browser.click("Freeze").await?;
    browser
        .see("payments with it are declined until it is unfrozen.")
        .await?;
    browser.click_in_dialog("Freeze").await?;
    browser.see("Card frozen.").await?;
    browser.see("Frozen").await?;
    // A frozen card is offered Unfreeze and Cancel, not Freeze again.
    ensure!(
        !has_button(&browser, "Freeze").await?,
        "a frozen card is offered Freeze"
    );
    browser.click("Unfreeze").await?;
    browser.click_in_dialog("Unfreeze").await?;
    browser.see("Card unfrozen.").await?;

    browser.click("Cancel card").await?;
    browser.see("This cannot be undone").await?;
    // Focus starts on the safe answer, which does not read like the action.
    browser.wait_for_focus("Leave the card as it is").await?;
    browser.click_in_dialog("Leave the card as it is").await?;
    ensure!(sandbox.served("POST", paths::PARTNER_CARD_CANCEL).await? == 0);
    browser.click("Cancel card").await?;
    browser.click_in_dialog("Cancel card").await?;
    browser.see("Card cancelled.").await?;
    browser.see("Cancelled").await?;
    ensure!(sandbox.served("POST", paths::PARTNER_CARD_CANCEL).await? == 1);
    browser
        .see("This card is cancelled: nothing more can be done with it.")
        .await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn transactions_are_summarised_and_detailed() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, PARTNER_CONNECTION_ACME).await?;
    browser.heading("Summary").await?;
    browser.see("8 transactions").await?;
    // The open form and the page each check the connection by its virtual accounts; the page
    // shows the list it read for that, rather than reading it a third time.
    browser
        .wait_for_rows("Virtual accounts", |rows| !rows.is_empty())
        .await?;
    ensure!(
        sandbox
            .served("GET", paths::PARTNER_VIRTUAL_ACCOUNTS)
            .await?
            == 2
    );
    // The lists show what their rows carry, amounts in their currency and codes as words.
    let accounts = browser.table_rows("Virtual accounts").await?;
    ensure!(
        accounts.iter().all(|r| r.iter().any(|c| {
            c.contains('.') && c.rsplit(' ').next().is_some_and(|code| code.len() == 3)
        })),
        "balances in their currency: {accounts:?}"
    );
    let transactions = browser.table_rows("Transactions").await?;
    let second = transactions
        .iter()
        .find(|r| r[0] == "ptx_acme_0002")
        .context("the second transaction is listed")?;
    ensure!(
        second.iter().any(|c| c == "Transfer in")
            && second.iter().any(|c| {
                c.contains('.') && c.rsplit(' ').next().is_some_and(|code| code.len() == 3)
            }),
        "a transaction's type and amount: {second:?}"
    );
    browser.see("By currency").await?;
    browser.see("By status").await?;
    // Four of the eight seeded transactions are settled.
    browser.see("4 transactions").await?;
    browser.see("USD in total").await?;
    // Statuses are named as the tables name them, not by their codes.
    let statuses = browser
        .eval(
            "const c = document.querySelectorAll('.stats__charts .chart')[1]; \
             return c ? [...c.querySelectorAll('.chart__label')].map(l => l.textContent) : [];",
        )
        .await?;
    ensure!(
        statuses
            .as_array()
            .is_some_and(|s| s.iter().any(|l| l == "Settled"))
            && !statuses.to_string().contains("SETTLED"),
        "status bars {statuses}"
    );

    browser.click("View ptx_acme_0002").await?;
    browser.heading("Details of ptx_acme_0002").await?;
    browser.heading("Fee details").await?;
    // Codes the portal has no name for read as words, not as codes.
    browser.see("FX conversion").await?;
    ensure!(!browser.shows_now("FX_CONVERSION").await?);
    let kind = browser.record_value("Type").await?;
    ensure!(kind == "Transfer in", "the type reads {kind:?}");
    // Amounts read in their currency, as the summary's totals do, not as minor units.
    let amount = browser.record_value("Amount").await?;
    ensure!(
        amount.contains('.') && amount.rsplit(' ').next().is_some_and(|c| c.len() == 3),
        "amount {amount:?}"
    );
    let fee = browser.record_value("Total fee").await?;
    ensure!(
        fee.contains('.') && fee.ends_with(&amount[amount.len() - 4..]),
        "fee {fee:?}"
    );
    // Keyboard and screen-reader users land on what they asked to see, below the table.
    let focused = eventually(
        async || browser.focused().await,
        |focused| focused.starts_with("h3#transactions-detail"),
    )
    .await?;
    ensure!(
        focused == "h3#transactions-detail \"Details of ptx_acme_0002\"",
        "focus is on {focused}"
    );
    browser.quit().await
}

/// The open dialog's text, once it names `text` (or whatever it shows when time runs out).
async fn dialog_text_with(browser: &Browser, text: &str) -> Result<String> {
    eventually(
        async || {
            let shown = browser
                .eval("return document.querySelector('dialog[open]')?.innerText ?? '';")
                .await?;
            Ok(shown.as_str().unwrap_or_default().to_owned())
        },
        |shown| shown.contains(text),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_the_provider_refuses_says_why_in_its_dialog() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, PARTNER_CONNECTION_ACME).await?;
    browser.heading("Lifecycle").await?;
    let path = browser.path().await?;
    let workspace = path.split('/').nth(2).unwrap_or_default().to_owned();
    // Another administrator closes it while this page still offers Suspend.
    let other = ApiClient::sign_in(&sandbox, ADMIN_EMAIL, ADMIN_PASSWORD, &workspace).await?;
    other
        .post(
            paths::PARTNER_CLOSE,
            &serde_json::json!({ "connectionBizId": PARTNER_CONNECTION_ACME }),
        )
        .await?;
    browser.click("Suspend").await?;
    browser.click_in_dialog("Suspend").await?;
    let said = "this action needs ACTIVE";
    let shown = dialog_text_with(&browser, said).await?;
    ensure!(shown.contains(said), "the dialog says: {shown:?}");
    // There is no form to check: the refusal is the provider's.
    ensure!(
        shown.contains("The provider refused this, as things stand now.")
            && !shown.contains("Check the form"),
        "the dialog says: {shown:?}"
    );
    ensure!(sandbox.served("POST", paths::PARTNER_SUSPEND).await? == 1);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cards_of_a_connection_closed_here_offer_no_action() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_connection(&browser, PARTNER_CONNECTION_ACME).await?;
    // Before its state is known, a card offers what its own status allows.
    browser.fill("Card identifier", PARTNER_CARD_ACTIVE).await?;
    browser.click("Look up").await?;
    browser.see("4242").await?;
    ensure!(has_button(&browser, "Freeze").await?, "Freeze not offered");

    browser.click("Close connection").await?;
    browser.click_in_dialog("Close connection").await?;
    browser.see("Status after the last action: Closed").await?;
    // The answer says the connection is closed: its card is offered nothing more.
    browser
        .see("The connection is closed: its cards take no more actions.")
        .await?;
    for action in ["Freeze", "Unfreeze", "Cancel card"] {
        ensure!(
            !has_button(&browser, action).await?,
            "{action} still offered"
        );
    }
    browser.quit().await
}
