//! Whether saving a whitelist could shut people out, and who.

use std::net::IpAddr;

use portal_api::ip_whitelist::covers;

/// Why turning the whitelist on needs a second thought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// On with nothing listed: nobody gets in.
    Empty,
    /// No entry covers the caller's own address.
    ShutsYouOut(String),
    /// The caller's address is unknown, so it could not be checked.
    AddressUnknown,
}

/// The warning for saving `entries` with the whitelist `enabled`, seen from `caller`
/// (as the server reported it); `None` when it is off or the caller is covered.
pub fn warning(enabled: bool, entries: &[String], caller: Option<&str>) -> Option<Warning> {
    if !enabled {
        return None;
    }
    if entries.is_empty() {
        return Some(Warning::Empty);
    }
    match caller.and_then(|c| c.trim().parse::<IpAddr>().ok()) {
        None => Some(Warning::AddressUnknown),
        Some(ip) if covers(entries, ip) => None,
        Some(ip) => Some(Warning::ShutsYouOut(ip.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warns_only_when_on_and_uncovered() {
        let list = |l: &[&str]| l.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(warning(false, &[], Some("127.0.0.1")), None);
        assert_eq!(warning(true, &[], Some("127.0.0.1")), Some(Warning::Empty));
        assert_eq!(
            warning(true, &list(&["10.0.0.0/8"]), Some("127.0.0.1")),
            Some(Warning::ShutsYouOut("127.0.0.1".to_owned()))
        );
        assert_eq!(
            warning(true, &list(&["127.0.0.0/8"]), Some("127.0.0.1")),
            None
        );
        assert_eq!(
            warning(true, &list(&["127.0.0.0/8"]), None),
            Some(Warning::AddressUnknown)
        );
        assert_eq!(
            warning(true, &list(&["127.0.0.0/8"]), Some("not an ip")),
            Some(Warning::AddressUnknown)
        );
    }
}
