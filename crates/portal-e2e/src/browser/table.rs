//! Reading a data table the way a person does: the visible text of each row's cells.

use anyhow::{Context, Result};
use thirtyfour::prelude::*;

use super::shown::Shown;

use super::launch::Browser;
use super::xpath::xpath_literal;
use crate::eventually;

impl Browser {
    /// The visible text of every cell of every body row of the table named `caption`, once it
    /// has rows and is not loading.
    pub async fn table_rows(&self, caption: &str) -> Result<Vec<Vec<String>>> {
        let lit = xpath_literal(caption);
        let table = self
            .driver
            .query(By::XPath(format!(
                "//table[caption[normalize-space(.)={lit}]][not(@aria-busy='true')][tbody/tr]"
            )))
            .first()
            .await
            .with_context(|| format!("no table {caption:?} with rows"))?;
        let mut rows = Vec::new();
        for row in table.find_all(By::XPath("./tbody/tr")).await? {
            let mut cells = Vec::new();
            for cell in row.find_all(By::XPath("./td")).await? {
                cells.push(cell.text().await?.trim().to_owned());
            }
            rows.push(cells);
        }
        Ok(rows)
    }

    /// Waits until the table named `caption` has finished loading and its rows satisfy `check`.
    pub async fn wait_for_rows(
        &self,
        caption: &str,
        check: impl Fn(&[Vec<String>]) -> bool,
    ) -> Result<Vec<Vec<String>>> {
        // A table redrawn while it is read leaves stale elements: read it again.
        let read = eventually(
            async || Ok(self.table_rows(caption).await),
            |read| read.as_ref().is_ok_and(|rows| check(rows)),
        )
        .await?;
        let rows = read?;
        anyhow::ensure!(check(&rows), "rows of {caption:?} never matched: {rows:?}");
        Ok(rows)
    }
}

impl Browser {
    /// Presses the sort button of the column headed `header` (its arrow aside), as a person
    /// sorts a table by a column.
    pub async fn sort_by(&self, header: &str) -> Result<()> {
        let lit = xpath_literal(header);
        self.driver
            .query(By::XPath(format!(
                "//th[@aria-sort]//button[normalize-space(text())={lit}]"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("no column {header:?} to sort by"))?
            .click()
            .await?;
        Ok(())
    }
}

impl Browser {
    /// Clicks the button reading `text` inside the open dialog.
    pub async fn click_in_dialog(&self, text: &str) -> Result<()> {
        let lit = xpath_literal(text);
        let button = self
            .driver
            .query(By::XPath(format!(
                "//dialog[@open]//button[normalize-space(.)={lit}]"
            )))
            .shown()
            .first()
            .await
            .with_context(|| format!("no button {text:?} in an open dialog"))?;
        button.wait_until().enabled().await?;
        button.click().await?;
        Ok(())
    }
}
