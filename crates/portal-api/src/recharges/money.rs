//! Amounts in minor units, shown with their currency's ISO 4217 precision.

/// Decimal places of a currency (ISO 4217 minor unit); 2 when the code is not known.
pub fn currency_exponent(code: &str) -> u32 {
    match code {
        "BIF" | "CLP" | "DJF" | "GNF" | "ISK" | "JPY" | "KMF" | "KRW" | "PYG" | "RWF" | "UGX"
        | "UYI" | "VND" | "VUV" | "XAF" | "XOF" | "XPF" => 0,
        "BHD" | "IQD" | "JOD" | "KWD" | "LYD" | "OMR" | "TND" => 3,
        "CLF" | "UYW" => 4,
        _ => 2,
    }
}

/// `12345` USD → `123.45`; `-5` → `-0.05`; JPY `1200` → `1200`. Digits are grouped by commas.
pub fn format_minor_units(amount: i64, code: &str) -> String {
    let plain = plain_minor_units(amount, code);
    let (sign, digits) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain.as_str()),
    };
    let (whole, fraction) = digits
        .split_once('.')
        .map_or((digits, None), |(w, f)| (w, Some(f)));
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match fraction {
        Some(fraction) => format!("{sign}{grouped}.{fraction}"),
        None => format!("{sign}{grouped}"),
    }
}

/// `1217034` USD → `12170.34`: the amount in major units as a plain decimal, in the
/// currency's precision, without grouping or symbol; what CSV files hold.
pub fn plain_minor_units(amount: i64, code: &str) -> String {
    let exponent = currency_exponent(code);
    let digits = amount.unsigned_abs().to_string();
    let width = exponent as usize + 1;
    let padded = format!("{digits:0>width$}");
    let (whole, fraction) = padded.split_at(padded.len() - exponent as usize);
    let sign = if amount < 0 { "-" } else { "" };
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{fraction}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uses_the_currency_precision() {
        assert_eq!(format_minor_units(12345, "USD"), "123.45");
        assert_eq!(format_minor_units(5, "EUR"), "0.05");
        assert_eq!(format_minor_units(-5, "EUR"), "-0.05");
        assert_eq!(format_minor_units(1_234_567, "JPY"), "1,234,567");
        assert_eq!(format_minor_units(1_234_567, "KWD"), "1,234.567");
        assert_eq!(format_minor_units(100_000_000, "USD"), "1,000,000.00");
    }

    #[test]
    fn plain_amounts_have_no_grouping() {
        assert_eq!(plain_minor_units(1_217_034, "USD"), "12170.34");
        assert_eq!(plain_minor_units(-5, "EUR"), "-0.05");
        assert_eq!(plain_minor_units(1_234_567, "JPY"), "1234567");
        assert_eq!(plain_minor_units(1_234_567, "KWD"), "1234.567");
        assert_eq!(plain_minor_units(0, "USD"), "0.00");
    }
}
