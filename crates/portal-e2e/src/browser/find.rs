//! Finding and using controls and text the way a person does: by label, name or heading.

use anyhow::{ensure, Context, Result};
use thirtyfour::error::WebDriverErrorInner;
use thirtyfour::prelude::*;

use super::launch::Browser;
use super::shown::Shown;
use super::xpath::xpath_literal;
use crate::eventually::PATIENCE;

impl Browser {
    /// The form control whose visible label reads `label`; while a modal dialog is open, only
    /// the dialog's controls count, as the page behind it is inert.
    pub async fn field(&self, label: &str) -> Result<WebElement> {
        let lit = xpath_literal(label);
        let scope = if self
            .driver
            .find_all(By::XPath("//dialog[@open]"))
            .await?
            .is_empty()
        {
            ""
        } else {
            "//dialog[@open]"
        };
        let by_for = format!(
            "{scope}//*[self::input or self::select or self::textarea][@id=//label[normalize-space(.)={lit}]/@for]"
        );
        let wrapped = format!(
            "{scope}//label[normalize-space(.)={lit}]//*[self::input or self::select or self::textarea]"
        );
        let aria =
            format!("{scope}//*[self::input or self::select or self::textarea][@aria-label={lit}]");
        self.driver
            .query(By::XPath(&by_for))
            .or(By::XPath(&wrapped))
            .or(By::XPath(&aria))
            .shown()
            .first()
            .await
            .with_context(|| format!("no field labelled {label:?}"))
    }

    /// What the field labelled `label` holds now, as the page sees it (its live `value`).
    pub async fn value_of(&self, label: &str) -> Result<String> {
        Ok(self
            .field(label)
            .await?
            .prop("value")
            .await?
            .unwrap_or_default())
    }

    /// The inline error shown beside the field labelled `label`, as its `aria-describedby`
    /// reads it out (empty when none).
    pub async fn field_error(&self, label: &str) -> Result<String> {
        let field = self.field(label).await?;
        let ids = field.attr("aria-describedby").await?.unwrap_or_default();
        let script = format!(
            "return '{ids}'.split(' ').filter(i => i.endsWith('-error')).map(i => document.getElementById(i).innerText).join(' ');"
        );
        Ok(self
            .eval(&script)
            .await?
            .as_str()
            .unwrap_or_default()
            .to_owned())
    }

    /// Types into the field labelled `label`, replacing what it held.
    pub async fn fill(&self, label: &str, text: &str) -> Result<()> {
        let field = self.field(label).await?;
        field.clear().await?;
        if text.is_empty() {
            // WebDriver's clear sends no input event; a person erasing the text does.
            self.driver
                .execute(
                    "arguments[0].dispatchEvent(new Event('input', { bubbles: true }));",
                    vec![field.to_json()?],
                )
                .await?;
        } else {
            field.send_keys(text).await?;
        }
        Ok(())
    }

    /// Chooses the option with visible text `option` in the select labelled `label`.
    pub async fn select(&self, label: &str, option: &str) -> Result<()> {
        let field = self.field(label).await?;
        let lit = xpath_literal(option);
        field
            .query(By::XPath(format!(".//option[normalize-space(.)={lit}]")))
            .first()
            .await
            .with_context(|| format!("no option {option:?} in {label:?}"))?
            .click()
            .await?;
        Ok(())
    }

    /// The button (or link styled as one, or a disclosure's summary) whose visible text or
    /// aria-label is `text`.
    pub async fn button(&self, text: &str) -> Result<WebElement> {
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//*[self::button or @role='button' or self::a or self::summary][normalize-space(.)={lit} or @aria-label={lit}]"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("no button {text:?}"))
    }

    /// Clicks the button named `text` once it can be clicked. When something lies over it (a
    /// toast, a bar fixed at the window's foot) it does what a person does: brings the button
    /// to the middle of the window, or waits for the toast to go, and presses again.
    pub async fn click(&self, text: &str) -> Result<()> {
        let button = self.button(text).await?;
        button.wait_until().enabled().await?;
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let covered = match button.click().await {
                Ok(()) => return Ok(()),
                Err(e) => match e.as_inner() {
                    WebDriverErrorInner::ElementClickIntercepted(_) => e,
                    _ => return Err(e.into()),
                },
            };
            ensure!(
                tokio::time::Instant::now() < deadline,
                "{text:?} stayed covered: {covered}"
            );
            self.driver
                .execute(
                    "arguments[0].scrollIntoView({block: 'center', inline: 'nearest'});",
                    vec![button.to_json()?],
                )
                .await?;
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
    }

    /// Opens the user menu in the header (the account's button) and chooses `text` from it.
    pub async fn click_menu_item(&self, text: &str) -> Result<()> {
        self.driver
            .query(By::XPath(
                "//header//*[contains(@class,'user-menu')]/button[@aria-haspopup='menu']",
            ))
            .shown()
            .first()
            .await
            .context("no user menu in the header")?
            .click()
            .await?;
        self.menu_item(text).await?.click().await?;
        Ok(())
    }

    /// The menu button named by the visible label `label` beside it (such as "Workspace").
    pub async fn menu_button(&self, label: &str) -> Result<WebElement> {
        let lit = xpath_literal(label);
        self.driver
            .query(By::XPath(format!(
                "//button[@aria-haspopup='menu'][substring-before(concat(@aria-labelledby, ' '), ' ') = //*[@id][normalize-space(.)={lit}]/@id]"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("no menu button labelled {label:?}"))
    }

    /// The shown menu item (plain, radio or checkbox) reading `text`.
    pub async fn menu_item(&self, text: &str) -> Result<WebElement> {
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//*[starts-with(@role, 'menuitem')][normalize-space(.)={lit}]"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("no menu item {text:?}"))
    }

    /// Opens the menu button labelled `label` and chooses `item` from it.
    pub async fn choose_in_menu(&self, label: &str, item: &str) -> Result<()> {
        self.menu_button(label).await?.click().await?;
        self.menu_item(item).await?.click().await?;
        Ok(())
    }

    /// Waits until `text` is visible somewhere on the page.
    pub async fn see(&self, text: &str) -> Result<WebElement> {
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//body//*[contains(normalize-space(.), {lit})][not(*[contains(normalize-space(.), {lit})])]"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("{text:?} never appeared"))
    }

    /// Waits for the record view's row named `name` (a term such as "Amount") and returns
    /// the value it shows beside it.
    pub async fn record_value(&self, name: &str) -> Result<String> {
        let lit = xpath_literal(name);
        let value = self
            .driver
            .query(By::XPath(format!(
                "//div[@class='record__row'][dt[normalize-space(.)={lit}]]/dd"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("no record field {name:?}"))?;
        Ok(value.text().await?.trim().to_owned())
    }

    /// Waits until a heading reads `text`.
    pub async fn heading(&self, text: &str) -> Result<WebElement> {
        let lit = xpath_literal(text);
        self.driver
            .query(By::XPath(format!(
                "//*[self::h1 or self::h2 or self::h3][normalize-space(.)={lit}]"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("no heading {text:?}"))
    }

    /// The items of the list right after the heading `title` (as read, spaces collapsed),
    /// once the heading is shown.
    pub async fn items_under(&self, title: &str) -> Result<Vec<String>> {
        self.heading(title).await?;
        let lit = xpath_literal(title);
        let items = self
            .driver
            .find_all(By::XPath(format!(
                "//*[self::h2 or self::h3][normalize-space(.)={lit}]/following-sibling::*[self::ul or self::ol][1]/li"
            )))
            .await?;
        let mut texts = Vec::new();
        for item in items {
            let text = item.text().await?;
            texts.push(text.split_whitespace().collect::<Vec<_>>().join(" "));
        }
        Ok(texts)
    }

    /// Whether `text` is visible now, without waiting.
    pub async fn shows_now(&self, text: &str) -> Result<bool> {
        let lit = xpath_literal(text);
        let found = self
            .driver
            .find_all(By::XPath(format!(
                "//body//*[contains(normalize-space(.), {lit})][not(*[contains(normalize-space(.), {lit})])]"
            )))
            .await?;
        for element in found {
            if element.is_displayed().await.unwrap_or(false) {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
