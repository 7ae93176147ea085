//! Quoting text for XPath queries.

/// Quotes text as an XPath string literal, whatever quotes it holds.
pub fn xpath_literal(text: &str) -> String {
    if !text.contains('\'') {
        return format!("'{text}'");
    }
    if !text.contains('"') {
        return format!("\"{text}\"");
    }
    let parts: Vec<String> = text.split('\'').map(|p| format!("'{p}'")).collect();
    format!("concat({})", parts.join(", \"'\", "))
}
