//! Keys of the notification channel texts.

/// Notification channels: opening, editing and activating one, and the channel types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotificationChannelsKey {
    /// Notification channels
    Title,
    /// Email delivery settings of notification channels, and the channel types the platform offers.
    Intro,
    /// Open a channel
    OpenTitle,
    /// Channel identifier
    ChannelId,
    /// Open
    Open,
    /// Opened recently in this browser
    Recent,
    /// Channel types
    TypesTitle,
    /// Notification channel types
    TypesCaption,
    /// {count} channel types
    TypesCount,
    /// No channel types
    TypesEmptyTitle,
    /// No channel type matches these filters.
    TypesEmptyBody,
    /// Channel type filters
    Filters,
    /// Type identifier
    TypeId,
    /// Type code
    TypeCode,
    /// Status
    Status,
    /// Any status
    AnyStatus,
    /// Enabled types only
    EnabledOnly,
    /// Apply filters
    Apply,
    /// Clear
    Clear,
    /// Name
    Name,
    /// Value
    Value,
    /// Order
    Order,
    /// Description
    Description,
    /// Back to notification channels
    BackToChannels,
    /// Activate
    Activate,
    /// Activate this channel?
    ActivateTitle,
    /// Channel {name} will become active and start delivering notifications.
    ActivateIntro,
    /// Channel activated.
    Activated,
    /// This channel is active.
    IsActive,
    /// Edit channel
    EditTitle,
    /// Only the fields you change are sent.
    EditIntro,
    /// Remark
    Remark,
    /// Host
    Host,
    /// Email delivery
    EmailTitle,
    /// SMTP host
    SmtpHost,
    /// SMTP port
    SmtpPort,
    /// Sender address
    SenderEmail,
    /// Sender name
    SenderName,
    /// Username
    Username,
    /// New password
    Password,
    /// A password is set. Leave this empty to keep it, or type a new one to replace it.
    PasswordSet,
    /// No password is set. Type one to set it.
    PasswordNotSet,
    /// This is the mask shown in place of the password, not a password. Type the new password, or leave the field empty to keep the one set.
    PasswordIsMask,
    /// Connection security
    Security,
    /// None
    SecurityNone,
    /// SSL/TLS
    SecuritySsl,
    /// STARTTLS
    SecurityStartTls,
    /// Connection timeout
    ConnectionTimeout,
    /// Read timeout
    ReadTimeout,
    /// A whole number in the server's unit (commonly milliseconds).
    TimeoutHint,
}
