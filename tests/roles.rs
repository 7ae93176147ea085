//! Roles: created, renamed, granted permissions through the tree (a parent's tri-state click
//! and the filter) with the summary of changes, saved and read back; deleted after
//! confirming, or found already deleted elsewhere (also when saving its permissions, said in
//! sight); the OWNER role read-only; leaving with
//! unsaved changes (a link, Back or Forward, the workspace switcher, the command palette,
//! signing out) asks first, and unsaved changes come back after a reload, said to be unsaved;
//! a name already used is refused beside the name.

use anyhow::{ensure, Result};
use portal_api::paths;
use portal_e2e::journeys::roles::{aria_checked, open_roles, shown, summary, unload_held, ROLES};
use portal_e2e::{eventually, journeys, ApiClient, Browser, Engine, Key, Sandbox};
use portal_sandbox::demo::*;
use serde_json::json;

/// Opens the Auditor role from the list; its path.
async fn open_auditor(browser: &Browser) -> Result<String> {
    open_roles(browser).await?;
    browser.click("Auditor").await?;
    browser.see("Role Auditor").await?;
    browser.path().await
}

/// Waits for the list of roles at its own address (the router sets it once the page is ready).
async fn on_the_list(browser: &Browser) -> Result<()> {
    browser.heading("Roles").await?;
    let list = format!("/w/{INSTITUTION_PORTAL_OPS}/roles");
    let path = eventually(async || browser.path().await, |path| *path == list).await?;
    ensure!(path == list, "at {path}");
    Ok(())
}

// In Firefox too: tests/firefox.rs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creates_renames_grants_and_saves() -> Result<()> {
    journeys::roles::creates_renames_grants_and_saves(Engine::Chromium).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deletes_after_confirming() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_roles(&browser).await?;
    browser.click("Operator").await?;
    browser.see("Role Operator").await?;
    let role_path = browser.path().await?;
    browser.click("Delete").await?;
    browser.heading("Delete role?").await?;
    browser.see("Delete the role “Operator”?").await?;
    browser.click_in_dialog("Cancel").await?;
    ensure!(sandbox.served("POST", paths::ROLE_DELETE).await? == 0);
    browser.click("Delete").await?;
    browser.click_in_dialog("Delete").await?;
    browser.see("Role deleted").await?;
    let rows = browser.wait_for_rows(ROLES, |rows| rows.len() == 2).await?;
    ensure!(rows.iter().all(|r| r[0] != "Operator"), "{rows:?}");

    // Its old address names the role it was, says it is gone, and leads back to the list.
    browser.open(&role_path).await?;
    let id = role_path.rsplit('/').next().unwrap_or_default();
    browser.heading(&format!("Role {id}")).await?;
    browser
        .see("The item was not found. It may have been removed, or belong to another workspace.")
        .await?;
    browser.click("Back to roles").await?;
    browser.wait_for_rows(ROLES, |rows| rows.len() == 2).await?;
    browser.quit().await
}

/// Opens the Operator role, then has another administrator delete it while the page still
/// shows it.
async fn open_operator_deleted_elsewhere(sandbox: &Sandbox, browser: &Browser) -> Result<()> {
    open_roles(browser).await?;
    browser.click("Operator").await?;
    browser.see("Role Operator").await?;
    let role_path = browser.path().await?;
    let role_id = role_path.rsplit('/').next().unwrap_or_default();
    let other =
        ApiClient::sign_in(sandbox, ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_PORTAL_OPS).await?;
    let answer = other
        .post(paths::ROLE_DELETE, &json!({ "roleId": role_id }))
        .await?;
    ensure!(answer.status == 200, "deleted elsewhere: {}", answer.body);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_deleted_elsewhere_is_gone_once_confirmed() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_operator_deleted_elsewhere(&sandbox, &browser).await?;

    browser.click("Delete").await?;
    browser.click_in_dialog("Delete").await?;
    browser
        .see("This had already been deleted elsewhere.")
        .await?;
    let rows = browser.wait_for_rows(ROLES, |rows| rows.len() == 2).await?;
    ensure!(rows.iter().all(|r| r[0] != "Operator"), "{rows:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saving_permissions_of_a_role_deleted_elsewhere_says_so_in_sight() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_operator_deleted_elsewhere(&sandbox, &browser).await?;

    // The Save button is at the foot of the long tree; the refusal is drawn above the tree.
    browser.field("Transfers · Read").await?.click().await?;
    browser.click("Save permissions").await?;
    browser
        .see("The item was not found. It may have been removed")
        .await?;
    // Brought into view once drawn (give the scroll a frame or two).
    let in_sight = eventually(
        async || {
            browser
                .eval(
                    "const m = [...document.querySelectorAll('.error-view__message')] \
                       .find(e => e.textContent.startsWith('The item was not found')); \
                     const r = m.getBoundingClientRect(); \
                     return r.top >= 0 && r.bottom <= window.innerHeight;",
                )
                .await
        },
        |in_sight| *in_sight == true,
    )
    .await?;
    ensure!(in_sight == true, "the refusal is out of sight: {in_sight}");
    browser.quit().await
}

/// The codes the server holds for a role, sorted.
async fn codes_on_server(other: &ApiClient, role_id: &str) -> Result<Vec<String>> {
    let answer = other
        .get(&paths::fill(paths::ROLE_PERMISSIONS, &[role_id]))
        .await?;
    let mut codes: Vec<String> = serde_json::from_value(answer.data()?.clone())?;
    codes.sort();
    Ok(codes)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_saved_elsewhere_meanwhile_is_kept_and_shown_before_saving() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_roles(&browser).await?;
    browser.click("Operator").await?;
    browser.see("Role Operator").await?;
    let role_path = browser.path().await?;
    let role_id = role_path.rsplit('/').next().unwrap_or_default();
    // The role starts narrow, so each change below is one code: set, then read anew.
    let other = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    let narrow = [
        "recharges:read",
        "recharges:write",
        "transfers:read",
        "exchanges:read",
    ];
    other
        .post(
            paths::ROLE_SET_PERMISSIONS,
            &json!({ "roleId": role_id, "permissionCodes": narrow }),
        )
        .await?
        .data()?;
    browser.reload().await?;
    browser.see("Role Operator").await?;
    browser.field("Transfers · Write").await?.click().await?;
    browser.see("Added (1)").await?;

    // Meanwhile another administrator grants Files · Read and takes Recharges · Write away.
    let theirs = [
        "recharges:read",
        "transfers:read",
        "exchanges:read",
        "files:read",
    ];
    let answer = other
        .post(
            paths::ROLE_SET_PERMISSIONS,
            &json!({ "roleId": role_id, "permissionCodes": theirs }),
        )
        .await?;
    answer.data()?;

    browser.click("Save permissions").await?;
    browser
        .see("Someone else changed this role's permissions while you were editing")
        .await?;
    ensure!(
        sandbox.served("POST", paths::ROLE_SET_PERMISSIONS).await? == 2,
        "nothing was sent over their change"
    );
    let text = summary(&browser).await?;
    for part in [
        "Added elsewhere (1)",
        "files:read",
        "Removed elsewhere (1)",
        "recharges:write",
        "Added (1)",
        "transfers:write",
    ] {
        ensure!(text.contains(part), "{part} in {text:?}");
    }
    ensure!(aria_checked(&browser, "Files · Read").await? == "true");
    ensure!(aria_checked(&browser, "Recharges · Write").await? == "false");
    ensure!(aria_checked(&browser, "Transfers · Write").await? == "true");

    browser.click("Save permissions").await?;
    browser.see("Permissions saved").await?;
    browser.see("No unsaved changes.").await?;
    ensure!(
        !summary(&browser).await?.contains("elsewhere"),
        "the warning goes once saved"
    );
    let codes = codes_on_server(&other, role_id).await?;
    ensure!(
        codes
            == [
                "exchanges:read",
                "files:read",
                "recharges:read",
                "transfers:read",
                "transfers:write"
            ],
        "both changes saved: {codes:?}"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_owner_role_is_read_only() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_roles(&browser).await?;
    browser.click("Owner").await?;
    browser
        .see("The built-in OWNER role holds every permission and cannot be changed.")
        .await?;
    let write = browser.field("Roles · Write").await?;
    ensure!(write.is_selected().await?);
    ensure!(!write.is_enabled().await?, "owner boxes are disabled");
    // The description shown under a permission is read out with its box, after its name.
    let read_out = browser
        .eval(
            "const e = document.querySelector('input[aria-label=\"Roles · Write\"]'); \
             const d = document.getElementById(e.getAttribute('aria-describedby') || ''); \
             return d && d.closest('li') === e.closest('li') ? d.textContent : null;",
        )
        .await?;
    ensure!(
        read_out.as_str().is_some_and(|d| !d.trim().is_empty()),
        "the permission's description is not read out with its box: {read_out}"
    );
    for button in ["Rename", "Delete", "Save permissions"] {
        ensure!(!browser.shows_now(button).await?, "{button} shown");
    }
    // A switched-off permission is shown as such.
    let files = browser.field("Files · Write").await?;
    ensure!(!files.is_enabled().await?);
    browser.see("Switched off").await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_with_unsaved_changes_asks() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_roles(&browser).await?;
    browser.click("Auditor").await?;
    browser.see("Role Auditor").await?;
    ensure!(!unload_held(&browser).await?);
    browser.field("Recharges · Write").await?.click().await?;
    browser.see("Added (1)").await?;
    browser.click("Transfers").await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Stay").await?;
    browser.see("Added (1)").await?;
    ensure!(browser.path().await?.contains("/roles/"), "stayed");
    browser.click("Transfers").await?;
    browser.click_in_dialog("Leave").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_PORTAL_OPS}/transfers"))
        .await?;
    ensure!(sandbox.served("POST", paths::ROLE_SET_PERMISSIONS).await? == 0);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn back_with_unsaved_changes_asks() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let role = open_auditor(&browser).await?;
    browser.field("Recharges · Write").await?.click().await?;
    browser.see("Added (1)").await?;

    browser.driver.back().await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Stay").await?;
    browser.see("Added (1)").await?;
    ensure!(aria_checked(&browser, "Recharges · Write").await? == "true");
    ensure!(
        browser.path().await? == role,
        "the address is the role's again"
    );
    ensure!(!browser.shows_now("Leave without saving?").await?);

    browser.driver.back().await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Leave").await?;
    on_the_list(&browser).await?;
    ensure!(sandbox.served("POST", paths::ROLE_SET_PERMISSIONS).await? == 0);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn back_and_forward_ask_only_with_unsaved_changes() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let role = open_auditor(&browser).await?;
    browser.driver.back().await?;
    on_the_list(&browser).await?;
    browser.driver.forward().await?;
    browser.see("Role Auditor").await?;
    ensure!(browser.path().await? == role);
    ensure!(!browser.shows_now("Leave without saving?").await?);

    // Forward with changes asks too, and Leave goes forward.
    browser.click("Transfers").await?;
    let transfers = format!("/w/{INSTITUTION_PORTAL_OPS}/transfers");
    browser.wait_for_path(&transfers).await?;
    browser.driver.back().await?;
    browser.see("Role Auditor").await?;
    browser.field("Recharges · Write").await?.click().await?;
    browser.see("Added (1)").await?;
    browser.driver.forward().await?;
    browser.heading("Leave without saving?").await?;
    ensure!(browser.path().await? == role, "held on the role");
    browser.click_in_dialog("Leave").await?;
    browser.wait_for_path(&transfers).await?;
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_already_used_is_refused_beside_the_name() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_roles(&browser).await?;
    browser.click("New role").await?;
    browser.heading("New role").await?;
    browser.fill("Name", "operator").await?;
    browser.click_in_dialog("Create").await?;
    let taken = "This is already used. Choose another.";
    browser.see(taken).await?;
    ensure!(browser.field_error("Name").await? == taken);
    ensure!(sandbox.served("POST", paths::ROLES).await? == 1);
    let name = browser.field("Name").await?;
    ensure!(
        name.prop("value").await?.as_deref() == Some("operator"),
        "kept"
    );
    ensure!(!browser.shows_now("Check the form and try again.").await?);
    name.send_keys("s").await?;
    ensure!(
        browser.field_error("Name").await?.is_empty(),
        "cleared on edit"
    );
    browser.click_in_dialog("Cancel").await?;

    // Renaming to another role's name is refused the same way.
    browser.click("Auditor").await?;
    browser.click("Rename").await?;
    browser.heading("Rename role").await?;
    browser.fill("Name", "Operator").await?;
    browser.click_in_dialog("Save").await?;
    browser.see(taken).await?;
    ensure!(browser.field_error("Name").await? == taken);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn switching_workspace_or_jumping_with_unsaved_changes_asks() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let role = open_auditor(&browser).await?;
    browser.field("Recharges · Write").await?.click().await?;
    browser.see("Added (1)").await?;

    // The workspace switcher: Stay keeps the changes and shows the workspace still open.
    browser.choose_in_menu("Workspace", "Acme Payments").await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Stay").await?;
    browser.see("Added (1)").await?;
    ensure!(browser.path().await? == role, "stayed");
    let chosen = browser.menu_button("Workspace").await?.text().await?;
    ensure!(
        chosen.trim() == "Portal Operations",
        "the switcher shows where the tab is: {chosen:?}"
    );

    // The command palette: Leave goes where it was asked to.
    browser.click("Go to…").await?;
    browser.heading("Go to").await?;
    browser.press("transfers").await?;
    browser.see("Transfers").await?;
    browser.press(Key::Enter).await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Leave").await?;
    browser
        .wait_for_path(&format!("/w/{INSTITUTION_PORTAL_OPS}/transfers"))
        .await?;
    ensure!(sandbox.served("POST", paths::ROLE_SET_PERMISSIONS).await? == 0);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signing_out_with_unsaved_changes_asks() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    let role = open_auditor(&browser).await?;
    browser.field("Recharges · Write").await?.click().await?;
    browser.see("Added (1)").await?;

    // Stay keeps the session and the changes.
    browser.click_menu_item("Sign out").await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Stay").await?;
    browser.see("Added (1)").await?;
    ensure!(browser.path().await? == role, "stayed");
    let kept = browser.eval("return sessionStorage.length").await?;
    ensure!(kept != 0, "still signed in after Stay");

    // Leave signs out.
    browser.click_menu_item("Sign out").await?;
    browser.heading("Leave without saving?").await?;
    browser.click_in_dialog("Leave").await?;
    browser.wait_for_path("/sign-in").await?;
    browser.see("You have signed out").await?;
    ensure!(sandbox.served("POST", paths::ROLE_SET_PERMISSIONS).await? == 0);
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tree_names_areas_and_actions_in_the_chosen_language() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_auditor(&browser).await?;
    // English keeps the side navigation's names: the server calls this area "Security".
    ensure!(aria_checked(&browser, "IP whitelist · Read").await? == "true");

    browser.select("Display language", "日本語").await?;
    // The areas read as in the side navigation, the actions in Japanese, the group too.
    ensure!(aria_checked(&browser, "チャージ · 閲覧").await? == "true");
    ensure!(aria_checked(&browser, "チャージ · 編集").await? == "false");
    browser.field("運用").await?;
    // The filter finds what is shown, and still the codes.
    browser.fill("権限を絞り込み", "ロール").await?;
    ensure!(
        shown(&browser, "ロール · 閲覧").await?,
        "found by its shown name"
    );
    ensure!(
        !shown(&browser, "チャージ · 閲覧").await?,
        "others are hidden"
    );
    browser.fill("権限を絞り込み", "recharges:write").await?;
    ensure!(
        shown(&browser, "チャージ · 編集").await?,
        "found by its code"
    );
    browser.quit().await
}

/// The box of the first element whose own text reads `text`, and of the side navigation:
/// `[left, top, right, bottom]` each.
async fn boxes_of_text_and_navigation(browser: &Browser, text: &str) -> Result<Vec<f64>> {
    let script = format!(
        "const shown = [...document.querySelectorAll('body *')]
            .find(e => e.children.length === 0 && e.textContent.trim() === {text:?});
         const nav = document.querySelector('nav');
         const r = e => {{ const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }};
         return [...r(shown), ...r(nav)];"
    );
    let value = browser.eval(&script).await?;
    Ok(serde_json::from_value(value)?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_role_is_not_read_again_and_its_toast_goes_with_the_list() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_roles(&browser).await?;
    browser.click("Operator").await?;
    browser.see("Role Operator").await?;
    browser.click("Delete").await?;
    browser.click_in_dialog("Delete").await?;
    browser.see("Role deleted").await?;
    on_the_list(&browser).await?;
    browser.wait_for_rows(ROLES, |rows| rows.len() == 2).await?;
    // The role just deleted is not asked for again (that would be answered "not found").
    let reads = sandbox.requests("GET", paths::ROLE).await?;
    ensure!(
        reads.iter().all(|(status, _)| *status == 200),
        "the role was read after its delete: {reads:?}"
    );

    // The toast stands clear of the side navigation.
    let b = boxes_of_text_and_navigation(&browser, "Role deleted").await?;
    let apart = b[2] <= b[4] || b[0] >= b[6] || b[3] <= b[5] || b[1] >= b[7];
    ensure!(apart, "the toast covers the navigation: {b:?}");
    // It belongs to the page it was shown on: leaving that page takes it away.
    browser.click("Accounts").await?;
    browser.heading("Accounts").await?;
    ensure!(
        !browser.shows_now("Role deleted").await?,
        "the toast followed to another page"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn escape_keeps_what_was_typed_in_the_rename_dialog() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_auditor(&browser).await?;
    browser.click("Rename").await?;
    browser.heading("Rename role").await?;
    browser.fill("Name", "Auditors of the books").await?;
    browser.press(Key::Escape).await?;
    eventually(
        async || browser.shows_now("Rename role").await,
        |open| !open,
    )
    .await?;
    ensure!(
        !browser.shows_now("Rename role").await?,
        "Escape left it open"
    );

    browser.click("Rename").await?;
    browser.heading("Rename role").await?;
    let name = eventually(
        async || browser.value_of("Name").await,
        |name| name == "Auditors of the books",
    )
    .await?;
    ensure!(
        name == "Auditors of the books",
        "the rename reopened with {name:?}"
    );
    ensure!(
        sandbox.served("POST", paths::ROLE_UPDATE).await? == 0,
        "Escape sent the rename"
    );
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_search_box_narrows_the_roles() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_roles(&browser).await?;
    let rows = portal_e2e::flows::search_narrows(&browser, ROLES, "AUDITOR").await?;
    ensure!(rows.iter().all(|r| r[0] == "Auditor"), "{rows:?}");
    browser.quit().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unsaved_permission_changes_come_back_after_a_reload_marked_not_saved() -> Result<()> {
    const KEPT: &str = "Your permission changes from before are back. They are not saved yet.";
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch(sandbox.url()).await?;
    open_auditor(&browser).await?;
    browser.field("Transfers · Write").await?.click().await?;
    browser.see("Added (1)").await?;
    ensure!(
        !browser.shows_now(KEPT).await?,
        "said only of changes brought back"
    );

    browser.reload().await?;
    browser.see("Role Auditor").await?;
    browser.see(KEPT).await?;
    browser.see("Added (1)").await?;
    ensure!(aria_checked(&browser, "Transfers · Write").await? == "true");
    ensure!(sandbox.served("POST", paths::ROLE_SET_PERMISSIONS).await? == 0);

    // Saved, they are no longer "not saved", and a reload brings nothing back.
    browser.click("Save permissions").await?;
    browser.see("Permissions saved").await?;
    let gone = eventually(async || browser.shows_now(KEPT).await, |shown| !shown).await?;
    ensure!(!gone, "still said to be unsaved after saving");
    browser.reload().await?;
    browser.see("Role Auditor").await?;
    browser.see("No unsaved changes.").await?;
    ensure!(!browser.shows_now(KEPT).await?);
    ensure!(aria_checked(&browser, "Transfers · Write").await? == "true");
    browser.quit().await
}
