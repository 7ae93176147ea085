//! `{name}` placeholder filling, and the choice between a singular and a plural text.

/// Replaces each `{name}` in `template` with its value from `args`; unknown names stay as written.
/// A template may give a singular before a `|` ("{count} file|{count} files"): the part
/// before it is used when the `count` argument is 1, the part after otherwise. Only English
/// of the portal's languages inflects a noun for its number, so only its catalog uses this.
pub fn interpolate(template: &str, args: &[(&str, &str)]) -> String {
    let template = match template.split_once('|') {
        Some((one, other)) => {
            let single = args.iter().any(|(k, v)| *k == "count" && *v == "1");
            if single {
                one
            } else {
                other
            }
        }
        None => template,
    };
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        match after.find('}') {
            Some(end) => {
                let name = &after[..end];
                match args.iter().find(|(k, _)| *k == name) {
                    Some((_, value)) => out.push_str(value),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[end + 1..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::interpolate;

    #[test]
    fn fills_known_placeholders() {
        assert_eq!(
            interpolate("Resend in {seconds} s", &[("seconds", "59")]),
            "Resend in 59 s"
        );
        assert_eq!(interpolate("{a}{b}{a}", &[("a", "1"), ("b", "2")]), "121");
    }

    #[test]
    fn one_takes_the_singular() {
        let files = "{count} file|{count} files";
        assert_eq!(interpolate(files, &[("count", "1")]), "1 file");
        assert_eq!(interpolate(files, &[("count", "0")]), "0 files");
        assert_eq!(interpolate(files, &[("count", "1,001")]), "1,001 files");
        assert_eq!(interpolate("{count} 件", &[("count", "1")]), "1 件");
    }

    #[test]
    fn keeps_unknown_and_unclosed_placeholders() {
        assert_eq!(interpolate("x {y} z", &[]), "x {y} z");
        assert_eq!(interpolate("x {y", &[("y", "1")]), "x {y");
        assert_eq!(interpolate("你好，{name}", &[("name", "李")]), "你好，李");
    }
}
