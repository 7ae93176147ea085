//! The names of the record fields the portal knows, in every language, for the record view.

use crate::i18n::FieldKey;

/// By wire name: the fields the records of every area carry. A field not listed is shown by
/// its name made readable, so a field a server adds still shows.
const FIELDS: [(&str, FieldKey); 133] = [
    ("bizId", FieldKey::BizId),
    ("status", FieldKey::Status),
    ("type", FieldKey::Type),
    ("code", FieldKey::Code),
    ("amount", FieldKey::Amount),
    ("currency", FieldKey::Currency),
    ("currencyCode", FieldKey::CurrencyCode),
    ("balance", FieldKey::Balance),
    ("description", FieldKey::Description),
    ("remark", FieldKey::Remark),
    ("createdAt", FieldKey::CreatedAt),
    ("updatedAt", FieldKey::UpdatedAt),
    ("completedAt", FieldKey::CompletedAt),
    ("expiresAt", FieldKey::ExpiresAt),
    ("readyAt", FieldKey::ReadyAt),
    ("workspaceBizId", FieldKey::WorkspaceBizId),
    ("workspaceName", FieldKey::WorkspaceName),
    ("institutionBizId", FieldKey::InstitutionBizId),
    ("institutionName", FieldKey::InstitutionName),
    ("institutionDescription", FieldKey::InstitutionDescription),
    ("institutionRemark", FieldKey::InstitutionRemark),
    ("institutionType", FieldKey::InstitutionType),
    ("institutionStatus", FieldKey::InstitutionStatus),
    ("extraConfig", FieldKey::ExtraConfig),
    ("accountEmail", FieldKey::AccountEmail),
    ("accountName", FieldKey::AccountName),
    ("accountPhone", FieldKey::AccountPhone),
    ("accountPortal", FieldKey::AccountPortal),
    ("accountRemark", FieldKey::AccountRemark),
    ("accountStatus", FieldKey::AccountStatus),
    ("accountNumber", FieldKey::AccountNumber),
    ("defaultCountry", FieldKey::DefaultCountry),
    ("defaultLanguage", FieldKey::DefaultLanguage),
    ("defaultTimezone", FieldKey::DefaultTimezone),
    ("roleName", FieldKey::RoleName),
    ("roleType", FieldKey::RoleType),
    ("permissionCodes", FieldKey::PermissionCodes),
    ("invitedAt", FieldKey::InvitedAt),
    ("invitedBy", FieldKey::InvitedBy),
    ("channelBizId", FieldKey::ChannelBizId),
    ("channelName", FieldKey::ChannelName),
    ("channelType", FieldKey::ChannelType),
    ("channelFeeModel", FieldKey::ChannelFeeModel),
    ("channelFeeFixedAmount", FieldKey::ChannelFeeFixedAmount),
    ("channelFeeRate", FieldKey::ChannelFeeRate),
    ("channelFeeBandsConfig", FieldKey::ChannelFeeBandsConfig),
    ("connectionConfig", FieldKey::ConnectionConfig),
    ("userFeeModel", FieldKey::UserFeeModel),
    ("userFeeFixedAmount", FieldKey::UserFeeFixedAmount),
    ("userFeeRate", FieldKey::UserFeeRate),
    ("userFeeBandsConfig", FieldKey::UserFeeBandsConfig),
    ("payer", FieldKey::Payer),
    ("operatorRemark", FieldKey::OperatorRemark),
    ("decidedBy", FieldKey::DecidedBy),
    ("decidedAt", FieldKey::DecidedAt),
    ("feeModel", FieldKey::FeeModel),
    ("feeFixedAmount", FieldKey::FeeFixedAmount),
    ("feeRate", FieldKey::FeeRate),
    ("feeAmount", FieldKey::FeeAmount),
    ("minAmount", FieldKey::MinAmount),
    ("maxAmount", FieldKey::MaxAmount),
    ("enabled", FieldKey::Enabled),
    ("isDefault", FieldKey::IsDefault),
    ("templateBizId", FieldKey::TemplateBizId),
    ("templateCode", FieldKey::TemplateCode),
    ("templateName", FieldKey::TemplateName),
    ("walletBizId", FieldKey::WalletBizId),
    ("walletName", FieldKey::WalletName),
    ("walletType", FieldKey::WalletType),
    ("fromWalletBizId", FieldKey::FromWalletBizId),
    ("toWalletBizId", FieldKey::ToWalletBizId),
    ("failure", FieldKey::Failure),
    ("failureReason", FieldKey::FailureReason),
    ("sourceAmount", FieldKey::SourceAmount),
    ("sourceCurrency", FieldKey::SourceCurrency),
    ("targetAmount", FieldKey::TargetAmount),
    ("targetCurrency", FieldKey::TargetCurrency),
    ("rate", FieldKey::Rate),
    ("rateSource", FieldKey::RateSource),
    ("fixedRate", FieldKey::FixedRate),
    ("externalProvider", FieldKey::ExternalProvider),
    ("exportType", FieldKey::ExportType),
    ("params", FieldKey::Params),
    ("dateFrom", FieldKey::DateFrom),
    ("dateTo", FieldKey::DateTo),
    ("requestedBy", FieldKey::RequestedBy),
    ("fileName", FieldKey::FileName),
    ("contentType", FieldKey::ContentType),
    ("size", FieldKey::Size),
    ("bucket", FieldKey::Bucket),
    ("sha256", FieldKey::Sha256),
    ("uploadedBy", FieldKey::UploadedBy),
    ("url", FieldKey::Url),
    ("ownerEmail", FieldKey::OwnerEmail),
    ("maxUses", FieldKey::MaxUses),
    ("referralCodeBizId", FieldKey::ReferralCodeBizId),
    ("referredEmail", FieldKey::ReferredEmail),
    ("rewardAmount", FieldKey::RewardAmount),
    ("connectionBizId", FieldKey::ConnectionBizId),
    ("providerName", FieldKey::ProviderName),
    ("cardBizId", FieldKey::CardBizId),
    ("cardholderName", FieldKey::CardholderName),
    ("brand", FieldKey::Brand),
    ("last4", FieldKey::Last4),
    ("expiry", FieldKey::Expiry),
    ("bankName", FieldKey::BankName),
    ("iban", FieldKey::Iban),
    ("bic", FieldKey::Bic),
    ("handleType", FieldKey::HandleType),
    ("handleValue", FieldKey::HandleValue),
    ("reference", FieldKey::Reference),
    ("merchantId", FieldKey::MerchantId),
    ("terminalId", FieldKey::TerminalId),
    ("provider", FieldKey::Provider),
    ("entries", FieldKey::Entries),
    ("callerIp", FieldKey::CallerIp),
    ("channelCategory", FieldKey::ChannelCategory),
    ("channelHost", FieldKey::ChannelHost),
    ("channelRemark", FieldKey::ChannelRemark),
    ("channelStatus", FieldKey::ChannelStatus),
    ("emailConfig", FieldKey::EmailConfig),
    ("smtpHost", FieldKey::SmtpHost),
    ("smtpPort", FieldKey::SmtpPort),
    ("senderEmail", FieldKey::SenderEmail),
    ("senderName", FieldKey::SenderName),
    ("username", FieldKey::Username),
    ("password", FieldKey::Password),
    ("useSsl", FieldKey::UseSsl),
    ("useStartTls", FieldKey::UseStartTls),
    ("connectionTimeout", FieldKey::ConnectionTimeout),
    ("readTimeout", FieldKey::ReadTimeout),
    ("createdBy", FieldKey::CreatedBy),
    ("updatedBy", FieldKey::UpdatedBy),
];

/// The portal's own name of the field `name`, where it has one.
pub fn field_key(name: &str) -> Option<FieldKey> {
    FIELDS.iter().find(|(n, _)| *n == name).map(|(_, key)| *key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_fields_have_keys_and_others_none() {
        assert_eq!(field_key("bizId"), Some(FieldKey::BizId));
        assert_eq!(field_key("channelName"), Some(FieldKey::ChannelName));
        assert_eq!(field_key("somethingNew"), None);
    }

    #[test]
    fn every_field_is_listed_once() {
        let mut names: Vec<&str> = FIELDS.iter().map(|(n, _)| *n).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), FIELDS.len());
    }
}
