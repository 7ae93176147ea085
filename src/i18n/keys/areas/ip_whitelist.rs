//! Keys of the IP whitelist texts.

/// IP whitelist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IpWhitelistKey {
    /// IP whitelist
    Title,
    /// While the whitelist is on, only the listed addresses and ranges may use this workspace.
    Intro,
    /// Whitelist on
    Enabled,
    /// On
    StatusOn,
    /// Off
    StatusOff,
    /// Status
    Status,
    /// Addresses and ranges
    EntriesTitle,
    /// Entry {n}
    EntryLabel,
    /// An IPv4 or IPv6 address, or a CIDR range such as 10.0.0.0/8 or 2001:db8::/32.
    EntryHint,
    /// No addresses listed.
    NoEntries,
    /// Add entry
    AddEntry,
    /// Remove entry {n}
    RemoveEntry,
    /// Remove
    Remove,
    /// Enter an address or remove this entry.
    ErrEmpty,
    /// Not an IPv4 or IPv6 address or CIDR range.
    ErrNotAnAddress,
    /// The prefix length must be 0–32 for IPv4 and 0–128 for IPv6.
    ErrBadPrefix,
    /// Already listed above.
    ErrDuplicate,
    /// Too long: at most 64 characters.
    ErrTooLong,
    /// At most {max} entries.
    TooMany,
    /// You are connecting from {ip}.
    YourAddress,
    /// The server did not say which address you are connecting from.
    AddressUnknown,
    /// Save whitelist
    Save,
    /// Whitelist saved
    Saved,
    /// Discard changes
    Reset,
    /// Fix the marked entries before saving.
    FixEntries,
    /// Turn on the whitelist?
    WarnTitle,
    /// The whitelist would be on with no address listed: nobody could use this workspace, you included.
    WarnEmpty,
    /// No entry covers your address {ip}: once saved, you would be shut out of this workspace.
    WarnLockout,
    /// Your own address is unknown, so it cannot be checked against the list: make sure it is covered or you may be shut out.
    WarnUnknownAddress,
    /// Save anyway
    SaveAnyway,
    /// Last saved
    LastSaved,
    /// Never saved
    NeverSaved,
    /// Someone else saved the whitelist while you were editing, so nothing was saved. Your
    /// changes are kept on top of theirs: check the entries and save again.
    ChangedElsewhere,
    /// Turned on elsewhere
    TurnedOnElsewhere,
    /// Turned off elsewhere
    TurnedOffElsewhere,
}
