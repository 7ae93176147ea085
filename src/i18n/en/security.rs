//! English texts of the IP whitelist.

use crate::i18n::SecurityKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: SecurityKey) -> &'static str {
    match key {
        SecurityKey::Title => "IP whitelist",
        SecurityKey::Intro => "While the whitelist is on, only the listed addresses and ranges may use this workspace.",
        SecurityKey::Enabled => "Whitelist on",
        SecurityKey::StatusOn => "On",
        SecurityKey::StatusOff => "Off",
        SecurityKey::Status => "Status",
        SecurityKey::EntriesTitle => "Addresses and ranges",
        SecurityKey::EntryLabel => "Entry {n}",
        SecurityKey::EntryHint => "An IPv4 or IPv6 address, or a CIDR range such as 10.0.0.0/8 or 2001:db8::/32.",
        SecurityKey::NoEntries => "No addresses listed.",
        SecurityKey::AddEntry => "Add entry",
        SecurityKey::RemoveEntry => "Remove entry {n}",
        SecurityKey::Remove => "Remove",
        SecurityKey::ErrEmpty => "Enter an address or remove this entry.",
        SecurityKey::ErrNotAnAddress => "Not an IPv4 or IPv6 address or CIDR range.",
        SecurityKey::ErrBadPrefix => "The prefix length must be 0–32 for IPv4 and 0–128 for IPv6.",
        SecurityKey::ErrDuplicate => "Already listed above.",
        SecurityKey::ErrTooLong => "Too long: at most 64 characters.",
        SecurityKey::TooMany => "At most {max} entries.",
        SecurityKey::YourAddress => "You are connecting from {ip}.",
        SecurityKey::AddressUnknown => "The server did not say which address you are connecting from.",
        SecurityKey::Save => "Save whitelist",
        SecurityKey::Saved => "Whitelist saved",
        SecurityKey::Reset => "Discard changes",
        SecurityKey::FixEntries => "Fix the marked entries before saving.",
        SecurityKey::WarnTitle => "Turn on the whitelist?",
        SecurityKey::WarnEmpty => "The whitelist would be on with no address listed: nobody could use this workspace, you included.",
        SecurityKey::WarnLockout => "No entry covers your address {ip}: once saved, you would be shut out of this workspace.",
        SecurityKey::WarnUnknownAddress => "Your own address is unknown, so it cannot be checked against the list: make sure it is covered or you may be shut out.",
        SecurityKey::SaveAnyway => "Save anyway",
        SecurityKey::LastSaved => "Last saved",
        SecurityKey::NeverSaved => "Never saved",
    }
}
