//! CSV text from table cells, safe to open in a spreadsheet.

/// Characters that make a spreadsheet read a cell as a formula (or a command, through DDE).
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A cell a spreadsheet will show as text: one starting like a formula gets a leading `'`.
fn neutralised(cell: &str) -> String {
    if cell.starts_with(FORMULA_STARTS) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}

/// A field quoted when it holds a separator, a quote or a line break (RFC 4180).
fn quoted(cell: &str) -> String {
    if cell.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_owned()
    }
}

/// The rows as CSV: CRLF line ends, every cell neutralised then quoted as needed, and a byte
/// order mark so spreadsheets read it as UTF-8.
pub fn to_csv(rows: &[Vec<String>]) -> String {
    let mut out = String::from('\u{feff}');
    for row in rows {
        let line: Vec<String> = row.iter().map(|c| quoted(&neutralised(c))).collect();
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    out
}

/// A file name from a list's name: lower case, words joined by dashes.
pub fn file_name(list_name: &str) -> String {
    let words: Vec<String> = list_name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(crate::web::letter_case::lower)
        .collect();
    if words.is_empty() {
        "list.csv".to_owned()
    } else {
        format!("{}.csv", words.join("-"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|c| (*c).to_owned()).collect()
    }

    #[test]
    fn formula_starts_are_neutralised() {
        let csv = to_csv(&[row(&[
            "=1+1", "+SUM(A1)", "-2", "@cmd", "\tx", "\ry", "plain",
        ])]);
        assert_eq!(
            csv,
            "\u{feff}'=1+1,'+SUM(A1),'-2,'@cmd,'\tx,\"'\ry\",plain\r\n"
        );
    }

    #[test]
    fn separators_quotes_and_line_breaks_are_quoted() {
        let csv = to_csv(&[row(&["a,b", "say \"hi\"", "two\nlines", "1,234.00 USD"])]);
        assert_eq!(
            csv,
            "\u{feff}\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"1,234.00 USD\"\r\n"
        );
    }

    #[test]
    fn every_row_ends_with_crlf() {
        let csv = to_csv(&[row(&["Id", "Status"]), row(&["rcg_1", "Pending"])]);
        assert_eq!(csv, "\u{feff}Id,Status\r\nrcg_1,Pending\r\n");
    }

    #[test]
    fn file_names_come_from_the_list_name() {
        assert_eq!(file_name("Recharge channels"), "recharge-channels.csv");
        assert_eq!(file_name("钱包币种"), "钱包币种.csv");
        assert_eq!(file_name(" — "), "list.csv");
    }
}
