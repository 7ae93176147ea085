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
}
