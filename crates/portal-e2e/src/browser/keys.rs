//! Pressing keys the way a person does: to whatever has focus.

use anyhow::Result;
use thirtyfour::prelude::*;

use super::launch::Browser;

impl Browser {
    /// Presses `keys` on the focused element (the page when nothing has focus).
    pub async fn press(&self, keys: impl Into<TypingData>) -> Result<()> {
        self.driver.action_chain().send_keys(keys).perform().await?;
        Ok(())
    }

    /// Presses `key` with Shift held.
    pub async fn press_with_shift(&self, key: &str) -> Result<()> {
        self.driver
            .action_chain()
            .key_down(Key::Shift)
            .send_keys(key)
            .key_up(Key::Shift)
            .perform()
            .await?;
        Ok(())
    }
}
