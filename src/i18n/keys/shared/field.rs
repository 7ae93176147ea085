//! Keys of the names of record fields the generic record view shows.

/// Record fields: what a record's field is called in the record view, by its wire name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldKey {
    /// Identifier
    BizId,
    /// Status
    Status,
    /// Type
    Type,
    /// Code
    Code,
    /// Amount
    Amount,
    /// Currency
    Currency,
    /// Currency code
    CurrencyCode,
    /// Balance
    Balance,
    /// Description
    Description,
    /// Remark
    Remark,
    /// Created at
    CreatedAt,
    /// Updated at
    UpdatedAt,
    /// Completed at
    CompletedAt,
    /// Expires at
    ExpiresAt,
    /// Ready at
    ReadyAt,
    /// Workspace ID
    WorkspaceBizId,
    /// Workspace name
    WorkspaceName,
    /// Institution ID
    InstitutionBizId,
    /// Institution name
    InstitutionName,
    /// Institution description
    InstitutionDescription,
    /// Institution remark
    InstitutionRemark,
    /// Institution type
    InstitutionType,
    /// Institution status
    InstitutionStatus,
    /// Extra config
    ExtraConfig,
    /// Account email
    AccountEmail,
    /// Account name
    AccountName,
    /// Account phone
    AccountPhone,
    /// Account portal
    AccountPortal,
    /// Account remark
    AccountRemark,
    /// Account status
    AccountStatus,
    /// Account number
    AccountNumber,
    /// Default country
    DefaultCountry,
    /// Default language
    DefaultLanguage,
    /// Default timezone
    DefaultTimezone,
    /// Role name
    RoleName,
    /// Role type
    RoleType,
    /// Permission codes
    PermissionCodes,
    /// Invited at
    InvitedAt,
    /// Invited by
    InvitedBy,
    /// Channel ID
    ChannelBizId,
    /// Channel name
    ChannelName,
    /// Channel type
    ChannelType,
    /// Channel fee model
    ChannelFeeModel,
    /// Channel fee fixed amount
    ChannelFeeFixedAmount,
    /// Channel fee rate
    ChannelFeeRate,
    /// Channel fee bands config
    ChannelFeeBandsConfig,
    /// Connection config
    ConnectionConfig,
    /// User fee model
    UserFeeModel,
    /// User fee fixed amount
    UserFeeFixedAmount,
    /// User fee rate
    UserFeeRate,
    /// User fee bands config
    UserFeeBandsConfig,
    /// Payer
    Payer,
    /// Operator remark
    OperatorRemark,
    /// Decided by
    DecidedBy,
    /// Decided at
    DecidedAt,
    /// Fee model
    FeeModel,
    /// Fee fixed amount
    FeeFixedAmount,
    /// Fee rate
    FeeRate,
    /// Fee amount
    FeeAmount,
    /// Min amount
    MinAmount,
    /// Max amount
    MaxAmount,
    /// Enabled
    Enabled,
    /// Is default
    IsDefault,
    /// Template ID
    TemplateBizId,
    /// Template code
    TemplateCode,
    /// Template name
    TemplateName,
    /// Wallet ID
    WalletBizId,
    /// Wallet name
    WalletName,
    /// Wallet type
    WalletType,
    /// From wallet ID
    FromWalletBizId,
    /// To wallet ID
    ToWalletBizId,
    /// Failure
    Failure,
    /// Failure reason
    FailureReason,
    /// Source amount
    SourceAmount,
    /// Source currency
    SourceCurrency,
    /// Target amount
    TargetAmount,
    /// Target currency
    TargetCurrency,
    /// Rate
    Rate,
    /// Rate source
    RateSource,
    /// Fixed rate
    FixedRate,
    /// External provider
    ExternalProvider,
    /// Export type
    ExportType,
    /// Params
    Params,
    /// Date from
    DateFrom,
    /// Date to
    DateTo,
    /// Requested by
    RequestedBy,
    /// File name
    FileName,
    /// Content type
    ContentType,
    /// Size
    Size,
    /// Bucket
    Bucket,
    /// SHA-256
    Sha256,
    /// Uploaded by
    UploadedBy,
    /// URL
    Url,
    /// Owner email
    OwnerEmail,
    /// Max uses
    MaxUses,
    /// Referral code ID
    ReferralCodeBizId,
    /// Referred email
    ReferredEmail,
    /// Reward amount
    RewardAmount,
    /// Connection ID
    ConnectionBizId,
    /// Provider name
    ProviderName,
    /// Card ID
    CardBizId,
    /// Cardholder name
    CardholderName,
    /// Brand
    Brand,
    /// Last 4 digits
    Last4,
    /// Expiry
    Expiry,
    /// Bank name
    BankName,
    /// IBAN
    Iban,
    /// BIC
    Bic,
    /// Handle type
    HandleType,
    /// Handle value
    HandleValue,
    /// Reference
    Reference,
    /// Merchant ID
    MerchantId,
    /// Terminal ID
    TerminalId,
    /// Provider
    Provider,
    /// Entries
    Entries,
    /// Caller IP
    CallerIp,
    /// Channel category
    ChannelCategory,
    /// Channel host
    ChannelHost,
    /// Channel remark
    ChannelRemark,
    /// Channel status
    ChannelStatus,
    /// Email config
    EmailConfig,
    /// SMTP host
    SmtpHost,
    /// SMTP port
    SmtpPort,
    /// Sender email
    SenderEmail,
    /// Sender name
    SenderName,
    /// Username
    Username,
    /// Password
    Password,
    /// Use SSL
    UseSsl,
    /// Use STARTTLS
    UseStartTls,
    /// Connection timeout
    ConnectionTimeout,
    /// Read timeout
    ReadTimeout,
    /// Created by
    CreatedBy,
    /// Updated by
    UpdatedBy,
}
