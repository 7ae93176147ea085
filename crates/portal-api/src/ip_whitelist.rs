//! The IP whitelist: its record, its update body, and the entry rules both ends share.

use std::net::IpAddr;

use serde::{Deserialize, Serialize};

/// The most entries a whitelist holds.
pub const ENTRIES_MAX: usize = 100;
/// The longest entry.
pub const ENTRY_MAX: usize = 64;

/// `GET /security/ip-whitelist` (its shape is ours: docs/sandbox-records.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IpWhitelist {
    /// Whether only the listed addresses may call.
    #[serde(default)]
    pub enabled: bool,
    /// Addresses and CIDR ranges, as written.
    #[serde(default)]
    pub entries: Vec<String>,
    /// The address this request came from, as the server saw it; absent when unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller_ip: Option<String>,
    /// Last changed (ISO 8601 UTC); absent before the first change.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated_at: Option<String>,
}

/// `POST /security/ip-whitelist`: the whole whitelist afterwards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IpWhitelistUpdate {
    /// Whether only the listed addresses may call.
    pub enabled: bool,
    /// Addresses and CIDR ranges.
    pub entries: Vec<String>,
}

/// What is wrong with one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryProblem {
    /// Blank.
    Empty,
    /// Not an IPv4 or IPv6 address, with or without `/prefix`.
    NotAnAddress,
    /// A prefix length that is not a number up to 32 (IPv4) or 128 (IPv6).
    BadPrefix,
    /// The same address or range as an earlier entry.
    Duplicate,
    /// Longer than [`ENTRY_MAX`].
    TooLong,
}

impl EntryProblem {
    /// The English sentence the server answers with.
    pub fn describe(self) -> &'static str {
        match self {
            Self::Empty => "is empty",
            Self::NotAnAddress => "is not an IPv4 or IPv6 address or CIDR range",
            Self::BadPrefix => "has a prefix length out of range (0-32 for IPv4, 0-128 for IPv6)",
            Self::Duplicate => "repeats an earlier entry",
            Self::TooLong => "is too long",
        }
    }
}

/// An address range: a network and its prefix length (a single address has the full length).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IpRange {
    network: IpAddr,
    prefix: u8,
}

fn bits(ip: IpAddr) -> (u128, u8) {
    match ip {
        IpAddr::V4(v4) => (u128::from(u32::from(v4)), 32),
        IpAddr::V6(v6) => (u128::from(v6), 128),
    }
}

fn masked(value: u128, width: u8, prefix: u8) -> u128 {
    if prefix == 0 {
        0
    } else {
        let drop = u32::from(width - prefix);
        (value >> drop) << drop
    }
}

impl IpRange {
    /// Reads `10.0.0.1`, `10.0.0.0/8`, `2001:db8::/32` or `::1`; surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<Self, EntryProblem> {
        let text = text.trim();
        if text.is_empty() {
            return Err(EntryProblem::Empty);
        }
        if text.chars().count() > ENTRY_MAX {
            return Err(EntryProblem::TooLong);
        }
        let (address, prefix) = match text.split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (text, None),
        };
        let ip: IpAddr = address.parse().map_err(|_| EntryProblem::NotAnAddress)?;
        let (value, width) = bits(ip);
        let prefix = match prefix {
            None => width,
            Some(p) => {
                let digits = !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit());
                match p.parse::<u8>() {
                    Ok(n) if digits && n <= width => n,
                    _ => return Err(EntryProblem::BadPrefix),
                }
            }
        };
        let network = masked(value, width, prefix);
        let network = match ip {
            IpAddr::V4(_) => IpAddr::from(u32::try_from(network).unwrap_or_default().to_be_bytes()),
            IpAddr::V6(_) => IpAddr::from(network.to_be_bytes()),
        };
        Ok(Self { network, prefix })
    }

    /// Whether `ip` is in this range (an IPv4-mapped IPv6 address counts as its IPv4 one).
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 => v4,
        };
        let (value, width) = bits(ip);
        let (network, network_width) = bits(self.network);
        width == network_width && masked(value, width, self.prefix) == network
    }
}

/// Each entry's problem, in order (`None` for a good entry). A range written twice, even
/// differently (`10.0.0.1/8` and `10.0.0.0/8`), is a duplicate at its second writing.
pub fn entry_problems(entries: &[String]) -> Vec<Option<EntryProblem>> {
    let mut seen: Vec<IpRange> = Vec::new();
    entries
        .iter()
        .map(|entry| match IpRange::parse(entry) {
            Err(problem) => Some(problem),
            Ok(range) if seen.contains(&range) => Some(EntryProblem::Duplicate),
            Ok(range) => {
                seen.push(range);
                None
            }
        })
        .collect()
}

/// Whether some valid entry covers `ip`.
pub fn covers(entries: &[String], ip: IpAddr) -> bool {
    entries
        .iter()
        .filter_map(|e| IpRange::parse(e).ok())
        .any(|range| range.contains(ip))
}

/// The refusal of an update: too many entries, or each bad entry with its position and
/// problem. `Ok` when every entry is a distinct address or range.
pub fn validate_ip_whitelist(update: &IpWhitelistUpdate) -> Result<(), String> {
    if update.entries.len() > ENTRIES_MAX {
        return Err(format!("entries must hold at most {ENTRIES_MAX} addresses"));
    }
    let problems: Vec<String> = entry_problems(&update.entries)
        .into_iter()
        .enumerate()
        .filter_map(|(i, p)| {
            p.map(|p| format!("entries[{i}] \"{}\" {}", update.entries[i], p.describe()))
        })
        .collect();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn reads_addresses_and_ranges() {
        for good in [
            "10.0.0.1",
            "10.0.0.0/8",
            "0.0.0.0/0",
            " 192.168.1.0/24 ",
            "::1",
            "2001:db8::/32",
            "::/0",
            "fe80::1/128",
        ] {
            assert!(IpRange::parse(good).is_ok(), "{good}");
        }
        let bad = [
            ("", EntryProblem::Empty),
            ("10.0.0.300", EntryProblem::NotAnAddress),
            ("10.0.0", EntryProblem::NotAnAddress),
            ("010.0.0.1", EntryProblem::NotAnAddress),
            ("example.com", EntryProblem::NotAnAddress),
            ("10.0.0.0/33", EntryProblem::BadPrefix),
            ("10.0.0.0/", EntryProblem::BadPrefix),
            ("10.0.0.0/-1", EntryProblem::BadPrefix),
            ("10.0.0.0/+8", EntryProblem::BadPrefix),
            ("2001:db8::/129", EntryProblem::BadPrefix),
        ];
        for (text, problem) in bad {
            assert_eq!(IpRange::parse(text), Err(problem), "{text}");
        }
    }

    #[test]
    fn duplicates_compare_ranges() {
        let problems = entry_problems(&strings(&[
            "10.0.0.0/8",
            "10.1.2.3/8",
            "10.0.0.1",
            "10.0.0.1/32",
            "bad",
            "bad",
        ]));
        assert_eq!(
            problems,
            [
                None,
                Some(EntryProblem::Duplicate),
                None,
                Some(EntryProblem::Duplicate),
                Some(EntryProblem::NotAnAddress),
                Some(EntryProblem::NotAnAddress),
            ]
        );
    }

    #[test]
    fn coverage() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let entries = strings(&["192.168.0.0/16", "2001:db8::/32"]);
        assert!(covers(&entries, ip("192.168.4.5")));
        assert!(covers(&entries, ip("::ffff:192.168.4.5")));
        assert!(covers(&entries, ip("2001:db8::9")));
        assert!(!covers(&entries, ip("127.0.0.1")));
        assert!(!covers(&[], ip("127.0.0.1")));
        assert!(covers(&strings(&["0.0.0.0/0"]), ip("8.8.8.8")));
    }

    #[test]
    fn the_server_names_each_bad_entry() {
        let update = IpWhitelistUpdate {
            enabled: true,
            entries: strings(&["10.0.0.1", "10.0.0.1", "1.2.3.4/40"]),
        };
        assert_eq!(
            validate_ip_whitelist(&update).unwrap_err(),
            "entries[1] \"10.0.0.1\" repeats an earlier entry; entries[2] \"1.2.3.4/40\" has a \
             prefix length out of range (0-32 for IPv4, 0-128 for IPv6)"
        );
        let many = IpWhitelistUpdate {
            enabled: false,
            entries: (0..101)
                .map(|i| format!("10.0.{}.{}", i / 256, i % 256))
                .collect(),
        };
        assert!(validate_ip_whitelist(&many).is_err());
    }
}
