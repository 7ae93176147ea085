//! Choosing a language translates the portal, is remembered, and changes the request headers.

use anyhow::{ensure, Result};

use portal_sandbox::demo::*;

use super::finish;
use crate::{totp_now, Browser, Engine, Sandbox};

pub async fn simplified_chinese_translates_and_sets_the_headers(engine: Engine) -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let browser = Browser::launch_in(engine, sandbox.url()).await?;
    browser.open("/sign-in").await?;
    browser.heading("Sign in").await?;
    browser.select("Display language", "简体中文").await?;
    browser.heading("登录").await?;
    let lang = browser.eval("return document.documentElement.lang").await?;
    ensure!(lang == "zh", "html lang: {lang}");

    browser.fill("电子邮箱", OPS_EMAIL).await?;
    browser.fill("密码", OPS_PASSWORD).await?;
    browser.click("继续").await?;
    browser.field("身份验证器应用").await?.click().await?;
    browser.fill("验证码", &totp_now()?).await?;
    browser.click("验证").await?;
    browser.wait_for_path("/w/").await?;
    browser.see("概览").await?;
    let chinese = sandbox.requests_in_locale("zh", "zh").await?;
    ensure!(chinese >= 4, "requests sent in zh: {chinese}");

    // Remembered across a reload, then switched back from the header.
    browser.reload().await?;
    browser.see("概览").await?;
    browser.select("显示语言", "English").await?;
    browser.see("Overview").await?;
    let before = sandbox.requests_in_locale("en", "en").await?;
    browser.click_menu_item("Profile").await?;
    browser.heading("Profile").await?;
    let after = sandbox.requests_in_locale("en", "en").await?;
    ensure!(
        after > before,
        "requests after switching back: {before} then {after}"
    );
    finish(browser).await
}
