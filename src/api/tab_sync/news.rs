//! What the tabs of one browser tell each other about the session, written as lines of text.

/// One tab's news. `was` is the refresh token the sending tab held before, so only a tab
/// holding that very token acts on it: no tab gains a session it did not have by renewal.
/// Sent as lines of text (tokens hold no line breaks), which keeps a decoder out of the app.
#[derive(Debug, PartialEq)]
pub(super) enum News {
    /// The tab renewed the pair it held as `was`; the pair is the new one.
    Renewed { was: String, pair: Pair },
    /// The person signed out in a tab holding `was`.
    SignedOut { was: String },
    /// A tab opened without a session asks for the one the other tabs hold.
    Ask { nonce: String },
    /// A signed-in tab answers the ask `nonce` with its pair.
    Share { nonce: String, pair: Pair },
    /// The tab `tab` is about to renew `was`: tabs holding it wait for its news instead of
    /// renewing too (the server takes a refresh token once).
    Renewing { was: String, tab: String },
}

/// A token pair with its end (epoch milliseconds, whole) and lifetime in seconds.
#[derive(Debug, PartialEq, Clone)]
pub(super) struct Pair {
    pub access: String,
    pub refresh: String,
    pub ends: u64,
    pub lifetime: u64,
}

impl Pair {
    fn lines(&self) -> String {
        let Pair {
            access,
            refresh,
            ends,
            lifetime,
        } = self;
        format!("{access}\n{refresh}\n{ends}\n{lifetime}")
    }

    fn read<'a>(lines: &mut impl Iterator<Item = &'a str>) -> Option<Pair> {
        Some(Pair {
            access: lines.next()?.to_owned(),
            refresh: lines.next()?.to_owned(),
            ends: lines.next()?.parse().ok()?,
            lifetime: lines.next()?.parse().ok()?,
        })
    }
}

impl News {
    pub(super) fn to_text(&self) -> String {
        match self {
            News::Renewed { was, pair } => format!("renewed\n{was}\n{}", pair.lines()),
            News::SignedOut { was } => format!("signed-out\n{was}"),
            News::Ask { nonce } => format!("ask\n{nonce}"),
            News::Share { nonce, pair } => format!("share\n{nonce}\n{}", pair.lines()),
            News::Renewing { was, tab } => format!("renewing\n{was}\n{tab}"),
        }
    }

    pub(super) fn from_text(text: &str) -> Option<News> {
        let mut lines = text.split('\n');
        let kind = lines.next()?;
        let first = lines.next()?.to_owned();
        let news = match kind {
            "renewed" => News::Renewed {
                was: first,
                pair: Pair::read(&mut lines)?,
            },
            "signed-out" => News::SignedOut { was: first },
            "ask" => News::Ask { nonce: first },
            "share" => News::Share {
                nonce: first,
                pair: Pair::read(&mut lines)?,
            },
            "renewing" => News::Renewing {
                was: first,
                tab: lines.next()?.to_owned(),
            },
            _ => return None,
        };
        lines.next().is_none().then_some(news)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair() -> Pair {
        Pair {
            access: "a1".into(),
            refresh: "r1".into(),
            ends: 1_700_000_000_123,
            lifetime: 3600,
        }
    }

    #[test]
    fn every_kind_of_news_reads_back_as_written() {
        let all = [
            News::Renewed {
                was: "r0".into(),
                pair: pair(),
            },
            News::SignedOut { was: "r1".into() },
            News::Ask { nonce: "n1".into() },
            News::Share {
                nonce: "n1".into(),
                pair: pair(),
            },
            News::Renewing {
                was: "r1".into(),
                tab: "t1".into(),
            },
        ];
        for news in all {
            assert_eq!(News::from_text(&news.to_text()), Some(news));
        }
    }

    #[test]
    fn cut_short_or_unknown_news_is_ignored() {
        assert_eq!(News::from_text("renewed\nr0\na1"), None);
        assert_eq!(News::from_text("share\nn1\na1\nr1\nsoon\n3600"), None);
        assert_eq!(News::from_text("hello\nthere"), None);
        assert_eq!(News::from_text("ask\nn1\nmore"), None);
    }
}
