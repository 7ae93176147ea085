//! Tabs of one browser: a duplicated tab, as the browser's "Duplicate tab" makes one.

use anyhow::Result;
use thirtyfour::WindowHandle;

use super::launch::Browser;

impl Browser {
    /// Opens a second tab that starts with a copy of this one's session storage, as "Duplicate
    /// tab" does, and leaves the browser in it on a page of the portal's origin (no app
    /// drawn yet). Answers (this tab, the duplicate).
    pub async fn duplicate_tab(&self) -> Result<(WindowHandle, WindowHandle)> {
        let first = self.driver.window().await?;
        let store = self
            .eval("return JSON.stringify(Object.assign({}, sessionStorage))")
            .await?;
        let second = self.driver.new_tab().await?;
        self.driver.switch_to_window(second.clone()).await?;
        // Session storage is per origin: the copy is written from a page of the portal's.
        self.open("/favicon.svg").await?;
        self.driver
            .execute(
                "for (const [k, v] of Object.entries(JSON.parse(arguments[0]))) \
                   sessionStorage.setItem(k, v); \
                 return null",
                vec![store],
            )
            .await?;
        Ok((first, second))
    }
}
