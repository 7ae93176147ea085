//! The file name a server gives a download in its `Content-Disposition` header.

/// The file name of a `Content-Disposition` value: `filename*=UTF-8''…` (percent-decoded)
/// before `filename="…"`.
pub(crate) fn file_name(disposition: &str) -> Option<String> {
    let param = |key: &str| {
        disposition
            .split(';')
            .map(str::trim)
            .find_map(|p| p.strip_prefix(key))
            .map(|v| v.trim_matches('"').to_owned())
    };
    if let Some(encoded) = param("filename*=") {
        let value = encoded.rsplit("''").next().unwrap_or_default();
        return percent_decode(value);
    }
    param("filename=").filter(|n| !n.is_empty())
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok().filter(|n| !n.is_empty())
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn reads_the_file_name_of_a_disposition() {
        let name = |d: &str| file_name(d);
        assert_eq!(
            name("attachment; filename*=UTF-8''a%20b%C3%A9.pdf").as_deref(),
            Some("a bé.pdf")
        );
        assert_eq!(
            name("attachment; filename=\"t.csv\"").as_deref(),
            Some("t.csv")
        );
        assert_eq!(name("attachment").as_deref(), None);
        assert_eq!(name("attachment; filename*=UTF-8''%ZZ").as_deref(), None);
    }
}
