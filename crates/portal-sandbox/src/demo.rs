//! The demo data's facts: access codes, accounts, secrets and ids, shared by seed, banner and tests.

use portal_api::auth::MfaMethod;
use portal_api::exports::ExportStatus;

/// Default `X-PORTAL-ACCESS-CODE` of the service portal.
pub const SERVICE_ACCESS_CODE: &str = "service-portal-demo";
/// Default `X-PORTAL-ACCESS-CODE` of tenant portals.
pub const TENANT_ACCESS_CODE: &str = "tenant-portal-demo";
/// Where the sandbox serves the portal a second time, as the service portal (its own
/// `config.json`); at the root it is the tenant portal that `dist/config.json` describes.
pub const SERVICE_PORTAL_PATH: &str = "/service/";

/// The service administrator (SERVICE portal; EMAIL, OTP and BACKUP_CODE).
pub const ADMIN_EMAIL: &str = "admin@portal.test";
/// Its password.
pub const ADMIN_PASSWORD: &str = "Admin-Pass-1";
/// Its business id.
pub const ADMIN_BIZ_ID: &str = "acc_admin";

/// The tenant administrator (TENANT portal; EMAIL).
pub const TENANT_ADMIN_EMAIL: &str = "tenant.admin@portal.test";
/// Its password.
pub const TENANT_ADMIN_PASSWORD: &str = "Tenant-Pass-1";
/// Its business id.
pub const TENANT_ADMIN_BIZ_ID: &str = "acc_tenant_admin";

/// A user waiting for approval (TENANT portal; EMAIL); signs in to `pendingApproval: true`.
pub const PENDING_EMAIL: &str = "pending@portal.test";
/// Its password.
pub const PENDING_PASSWORD: &str = "Pending-Pass-1";
/// Its business id.
pub const PENDING_BIZ_ID: &str = "acc_pending";

/// An operator (TENANT portal; EMAIL and OTP), for tests that sign out or change things.
pub const OPS_EMAIL: &str = "ops@portal.test";
/// Its password.
pub const OPS_PASSWORD: &str = "Ops-Pass-1";
/// Its business id.
pub const OPS_BIZ_ID: &str = "acc_ops";

/// TOTP secret (base32, 160 bits) of the administrator and the operator: SHA-1, 6 digits, 30 s.
pub const TOTP_SECRET: &str = "PORTALSANDBOXDEMOTOTPSECRETKEY23";

/// The administrator's eight backup codes (each usable once).
pub const BACKUP_CODES: [&str; 8] = [
    "7KQ2-M4XP",
    "3HNW-8RTC",
    "Q9ZD-2VLB",
    "M6FJ-K7YS",
    "X4PT-9GEN",
    "B2RC-5WQH",
    "L8VK-3DMZ",
    "T5YE-6JAU",
];

/// The service portal's own institution.
pub const INSTITUTION_PORTAL_OPS: &str = "ins_portal_ops";
/// TENANT "Acme Payments": home of the tenant administrator and the operator.
pub const INSTITUTION_ACME: &str = "ins_acme_payments";
/// TENANT "Globex Wallet": the second workspace of the tenant administrator and the operator.
pub const INSTITUTION_GLOBEX: &str = "ins_globex_wallet";
/// PARTNER "Initech Card Services".
pub const INSTITUTION_INITECH: &str = "ins_initech_cards";
/// CONSUMER "Umbrella Consumer Club".
pub const INSTITUTION_UMBRELLA: &str = "ins_umbrella_club";
/// TENANT "Hooli Pay", SUSPENDED.
pub const INSTITUTION_HOOLI: &str = "ins_hooli_pay";

/// The tenant administrator's open invitation (to Initech).
pub const INVITATION_TENANT_ADMIN: &str = "inv_tenant_admin_initech";
/// The administrator's open invitation (to Umbrella).
pub const INVITATION_ADMIN: &str = "inv_admin_umbrella";

/// Recharge channel "SWIFT Transfer" (USD, bank transfer, fixed fee).
pub const RECHARGE_CHANNEL_SWIFT_USD: &str = "rch_swift_usd";
/// Recharge channel "SEPA Credit Transfer" (EUR, bank transfer, fixed fee plus rate).
pub const RECHARGE_CHANNEL_SEPA_EUR: &str = "rch_sepa_eur";
/// Recharge channel "Card Acquiring Japan" (JPY, card, rate).
pub const RECHARGE_CHANNEL_CARD_JPY: &str = "rch_card_jpy";
/// Recharge channel "KNET Kuwait" (KWD, e-wallet, fee bands).
pub const RECHARGE_CHANNEL_KNET_KWD: &str = "rch_knet_kwd";

/// Number of seeded recharges, numbered from 1 (oldest) in creation order.
pub const RECHARGE_COUNT: usize = 6000;
/// Days back from seeding that the seeded recharges were created over.
pub const RECHARGE_DAYS: i64 = 90;
/// Tenant institutions the seeded recharges belong to, with their share in percent.
pub const RECHARGE_INSTITUTIONS: [(&str, u64); 3] = [
    (INSTITUTION_ACME, 50),
    (INSTITUTION_GLOBEX, 35),
    (INSTITUTION_HOOLI, 15),
];
/// Who paid the seeded recharges: names and e-mail addresses.
pub const RECHARGE_PAYERS: [&str; 16] = [
    "Ana Souza",
    "li.wei@example.com",
    "Fatima Al-Sabah",
    "kenji.tanaka@example.jp",
    "Marta Kowalska",
    "omar.haddad@example.com",
    "Chloe Martin",
    "priya.nair@example.in",
    "Jonas Berg",
    "nguyen.thi.mai@example.vn",
    "Lucas Moreau",
    "sara.rossi@example.it",
    "Ahmed Al-Mutairi",
    "emma.schmidt@example.de",
    "Hiroshi Sato",
    "grace.okafor@example.com",
];

/// The business id of seeded recharge number `n` (1 to [`RECHARGE_COUNT`]): `rcg_000042`.
pub fn recharge_biz_id(n: usize) -> String {
    format!("rcg_{n:06}")
}

/// Recharge channels seeded: the four above first, then channels in eight more currencies.
pub const RECHARGE_CHANNEL_COUNT: usize = 30;
/// Recharge channel "PayNow Singapore" (SGD, bank transfer), seeded after the first four.
pub const RECHARGE_CHANNEL_PAYNOW_SGD: &str = "rch_paynow_sgd";
/// Withdrawal channels seeded: bank, card and e-wallet payouts in eight currencies.
pub const WITHDRAWAL_CHANNEL_COUNT: usize = 24;
/// Exchange fees seeded, one per currency pair to or from USD or EUR.
pub const EXCHANGE_FEE_COUNT: usize = 30;
/// Exchange rates seeded: every pair to or from USD or EUR.
pub const EXCHANGE_RATE_COUNT: usize = 42;
/// Exchanges seeded, numbered from 1 (oldest) in creation order.
pub const EXCHANGE_COUNT: usize = 60;
/// Days back from seeding that the seeded exchanges were made over.
pub const EXCHANGE_DAYS: i64 = 30;

/// The business id of seeded exchange number `n` (1 to [`EXCHANGE_COUNT`]): `exc_000042`.
pub fn exchange_biz_id(n: usize) -> String {
    format!("exc_{n:06}")
}

/// Tariff template "Standard" (fixed fee plus rate), the seeded default.
pub const TARIFF_TEMPLATE_STANDARD: &str = "tpl_standard";
/// Number of seeded tariff templates.
pub const TARIFF_TEMPLATE_COUNT: usize = 4;
/// Acme's business USD wallet "Operating account", which has a tariff.
pub const WALLET_ACME_OPERATING: &str = "wal_acme_operating_usd";
/// Acme's card USD wallet "Card funding", which has no tariff.
pub const WALLET_ACME_CARD: &str = "wal_acme_card_usd";
/// Workspaces (TENANT institutions) that have seeded wallets and transfer orders.
pub const WALLET_INSTITUTIONS: [&str; 3] =
    [INSTITUTION_ACME, INSTITUTION_GLOBEX, INSTITUTION_HOOLI];
/// Transfer orders seeded per workspace of [`WALLET_INSTITUTIONS`].
pub const TRANSFERS_PER_WORKSPACE: usize = 60;

/// The business id of seeded transfer order number `n`, counted across workspaces from 1
/// (oldest): `trf_000042`.
pub fn transfer_biz_id(n: usize) -> String {
    format!("trf_{n:06}")
}

/// One demo account, for the banner and for tests that loop over them.
#[derive(Debug, Clone, Copy)]
pub struct DemoAccount {
    /// Email.
    pub email: &'static str,
    /// Password.
    pub password: &'static str,
    /// Business id.
    pub biz_id: &'static str,
    /// Second factors it offers.
    pub methods: &'static [MfaMethod],
    /// Whether it belongs to the service portal (else a tenant portal).
    pub service_portal: bool,
    /// Whether it is waiting for approval.
    pub pending_approval: bool,
}

/// Every demo account.
pub const ACCOUNTS: [DemoAccount; 4] = [
    DemoAccount {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        biz_id: ADMIN_BIZ_ID,
        methods: &[MfaMethod::Email, MfaMethod::Otp, MfaMethod::BackupCode],
        service_portal: true,
        pending_approval: false,
    },
    DemoAccount {
        email: TENANT_ADMIN_EMAIL,
        password: TENANT_ADMIN_PASSWORD,
        biz_id: TENANT_ADMIN_BIZ_ID,
        methods: &[MfaMethod::Email],
        service_portal: false,
        pending_approval: false,
    },
    DemoAccount {
        email: PENDING_EMAIL,
        password: PENDING_PASSWORD,
        biz_id: PENDING_BIZ_ID,
        methods: &[MfaMethod::Email],
        service_portal: false,
        pending_approval: true,
    },
    DemoAccount {
        email: OPS_EMAIL,
        password: OPS_PASSWORD,
        biz_id: OPS_BIZ_ID,
        methods: &[MfaMethod::Email, MfaMethod::Otp],
        service_portal: false,
        pending_approval: false,
    },
];

/// Notification channel "Operations mail" (ACTIVE), seeded with an SMTP password.
pub const NOTIFICATION_CHANNEL_OPS: &str = "ntc_ops_mail";
/// Notification channel "Customer alerts" (INACTIVE).
pub const NOTIFICATION_CHANNEL_ALERTS: &str = "ntc_customer_alerts";
/// Notification channel "Marketing mail" (ERROR).
pub const NOTIFICATION_CHANNEL_MARKETING: &str = "ntc_marketing_mail";
/// The SMTP password seeded on every demo channel (never answered, always masked).
pub const NOTIFICATION_SMTP_PASSWORD: &str = "Smtp-Demo-Secret-1";
/// Number of seeded notification channel types (EMAIL and four others).
pub const NOTIFICATION_CHANNEL_TYPE_COUNT: usize = 5;
/// Provider connection of Acme's cards (ACTIVE), with cards, accounts, handles, transactions.
pub const PARTNER_CONNECTION_ACME: &str = "pcn_acme_cards";
/// Provider connection of Globex (SUSPENDED).
pub const PARTNER_CONNECTION_GLOBEX: &str = "pcn_globex_issuing";
/// Provider connection of Hooli (PENDING, not yet activated).
pub const PARTNER_CONNECTION_HOOLI: &str = "pcn_hooli_onboarding";
/// Acme's active card.
pub const PARTNER_CARD_ACTIVE: &str = "card_acme_0001";
/// Acme's frozen card.
pub const PARTNER_CARD_FROZEN: &str = "card_acme_0002";
/// Acme's cancelled card.
pub const PARTNER_CARD_CANCELLED: &str = "card_acme_0003";
/// Transactions seeded per connection.
pub const PARTNER_TRANSACTIONS_PER_CONNECTION: usize = 8;

/// The institutions with seeded referral codes and referrals.
pub const REFERRAL_INSTITUTIONS: [&str; 2] = [INSTITUTION_ACME, INSTITUTION_GLOBEX];
/// Referral codes seeded per institution of [`REFERRAL_INSTITUTIONS`].
pub const REFERRAL_CODES_PER_WORKSPACE: usize = 25;
/// Referrals seeded per institution of [`REFERRAL_INSTITUTIONS`].
pub const REFERRALS_PER_WORKSPACE: usize = 40;

/// The business id of seeded referral code `n` (from 1) of workspace `w` (its index in
/// [`REFERRAL_INSTITUTIONS`]).
pub fn referral_code_biz_id(w: usize, n: usize) -> String {
    format!("rfc_{w}{n:05}")
}

/// The business id of seeded referral `m` (from 1) of workspace `w`.
pub fn referral_biz_id(w: usize, m: usize) -> String {
    format!("rfl_{w}{m:05}")
}

/// A seeded file: uploaded to a workspace some days before seeding, its bytes in
/// `demo-files/` and served exactly as stored there.
#[derive(Debug, Clone, Copy)]
pub struct DemoFile {
    /// Business id.
    pub biz_id: &'static str,
    /// The workspace (institution) it belongs to.
    pub institution: &'static str,
    /// The bucket it was filed in.
    pub bucket: &'static str,
    /// The name it was uploaded under.
    pub file_name: &'static str,
    /// Its media type.
    pub content_type: &'static str,
    /// What it is.
    pub remark: &'static str,
    /// Who uploaded it (an e-mail address).
    pub uploaded_by: &'static str,
    /// Days before seeding it was uploaded.
    pub days_ago: i64,
    /// Its bytes.
    pub content: &'static [u8],
}

/// Acme's settlement summary (CSV).
pub const FILE_ACME_SETTLEMENT: &str = "fil_acme_settlement_summary";
/// Acme's certificate of incorporation (PDF).
pub const FILE_ACME_CERTIFICATE: &str = "fil_acme_incorporation";
/// Globex's chargeback report (CSV).
pub const FILE_GLOBEX_CHARGEBACKS: &str = "fil_globex_chargebacks_q1";
/// Globex's terms of service (PDF).
pub const FILE_GLOBEX_TERMS: &str = "fil_globex_terms_v3";
/// Globex's webhook signing notes (plain text).
pub const FILE_GLOBEX_WEBHOOKS: &str = "fil_globex_webhook_notes";

/// Every seeded file, oldest first (the lists show them newest first).
pub const FILES: [DemoFile; 5] = [
    DemoFile {
        biz_id: FILE_ACME_CERTIFICATE,
        institution: INSTITUTION_ACME,
        bucket: "compliance",
        file_name: "certificate-of-incorporation.pdf",
        content_type: "application/pdf",
        remark: "Know-your-business review",
        uploaded_by: TENANT_ADMIN_EMAIL,
        days_ago: 41,
        content: include_bytes!("../demo-files/acme-certificate-of-incorporation.pdf"),
    },
    DemoFile {
        biz_id: FILE_GLOBEX_TERMS,
        institution: INSTITUTION_GLOBEX,
        bucket: "legal",
        file_name: "terms-of-service-v3.pdf",
        content_type: "application/pdf",
        remark: "Published terms, version 3",
        uploaded_by: TENANT_ADMIN_EMAIL,
        days_ago: 33,
        content: include_bytes!("../demo-files/globex-terms-of-service-v3.pdf"),
    },
    DemoFile {
        biz_id: FILE_GLOBEX_WEBHOOKS,
        institution: INSTITUTION_GLOBEX,
        bucket: "integration",
        file_name: "webhook-signing.txt",
        content_type: "text/plain; charset=utf-8",
        remark: "How to verify webhook signatures",
        uploaded_by: OPS_EMAIL,
        days_ago: 12,
        content: include_bytes!("../demo-files/globex-webhook-signing.txt"),
    },
    DemoFile {
        biz_id: FILE_GLOBEX_CHARGEBACKS,
        institution: INSTITUTION_GLOBEX,
        bucket: "reports",
        file_name: "chargebacks-q1.csv",
        content_type: "text/csv",
        remark: "Chargeback cases this quarter",
        uploaded_by: OPS_EMAIL,
        days_ago: 6,
        content: include_bytes!("../demo-files/globex-chargebacks-q1.csv"),
    },
    DemoFile {
        biz_id: FILE_ACME_SETTLEMENT,
        institution: INSTITUTION_ACME,
        bucket: "reports",
        file_name: "settlement-summary.csv",
        content_type: "text/csv",
        remark: "Daily settlement by channel",
        uploaded_by: OPS_EMAIL,
        days_ago: 2,
        content: include_bytes!("../demo-files/acme-settlement-summary.csv"),
    },
];

/// A seeded export of a workspace.
#[derive(Debug, Clone, Copy)]
pub struct DemoExport {
    /// Business id.
    pub biz_id: &'static str,
    /// The workspace (institution) whose data it holds.
    pub institution: &'static str,
    /// An export type code.
    pub export_type: &'static str,
    /// Why it was asked for.
    pub remark: &'static str,
    /// Its status for good: `Ready` (downloadable), `Processing` (never finishes) or `Failed`.
    pub status: ExportStatus,
    /// Why it failed (only for `Failed`).
    pub failure: Option<&'static str>,
    /// `dateFrom` and `dateTo` as days before seeding, if it is narrowed to them.
    pub days: Option<(i64, i64)>,
    /// Who asked (an e-mail address).
    pub requested_by: &'static str,
    /// Hours before seeding it was asked for.
    pub hours_ago: i64,
}

/// Acme's month-end transfers export (READY).
pub const EXPORT_ACME_READY: &str = "exp_acme_month_end";
/// Acme's exchange history export (PROCESSING for good).
pub const EXPORT_ACME_PROCESSING: &str = "exp_acme_exchange_audit";
/// Acme's recharges export (FAILED).
pub const EXPORT_ACME_FAILED: &str = "exp_acme_recharges_retry";
/// Globex's recharges export (READY).
pub const EXPORT_GLOBEX_READY: &str = "exp_globex_reconciliation";
/// Globex's transfers export (PROCESSING for good).
pub const EXPORT_GLOBEX_PROCESSING: &str = "exp_globex_transfers_year";
/// Globex's exchanges export (FAILED).
pub const EXPORT_GLOBEX_FAILED: &str = "exp_globex_exchanges_q1";

/// Every seeded export, oldest first (the lists show them newest first).
pub const EXPORTS: [DemoExport; 6] = [
    DemoExport {
        biz_id: EXPORT_ACME_READY,
        institution: INSTITUTION_ACME,
        export_type: "TRANSFERS",
        remark: "Month-end close",
        status: ExportStatus::Ready,
        failure: None,
        days: Some((30, 1)),
        requested_by: TENANT_ADMIN_EMAIL,
        hours_ago: 70,
    },
    DemoExport {
        biz_id: EXPORT_GLOBEX_READY,
        institution: INSTITUTION_GLOBEX,
        export_type: "RECHARGES",
        remark: "Bank statement reconciliation",
        status: ExportStatus::Ready,
        failure: None,
        days: Some((7, 1)),
        requested_by: OPS_EMAIL,
        hours_ago: 50,
    },
    DemoExport {
        biz_id: EXPORT_GLOBEX_FAILED,
        institution: INSTITUTION_GLOBEX,
        export_type: "EXCHANGES",
        remark: "Quarterly FX report",
        status: ExportStatus::Failed,
        failure: Some("The report service timed out; request the export again."),
        days: Some((90, 1)),
        requested_by: TENANT_ADMIN_EMAIL,
        hours_ago: 26,
    },
    DemoExport {
        biz_id: EXPORT_ACME_FAILED,
        institution: INSTITUTION_ACME,
        export_type: "RECHARGES",
        remark: "Recharges for the auditors",
        status: ExportStatus::Failed,
        failure: Some("The export was cancelled by maintenance; request it again."),
        days: None,
        requested_by: OPS_EMAIL,
        hours_ago: 20,
    },
    DemoExport {
        biz_id: EXPORT_GLOBEX_PROCESSING,
        institution: INSTITUTION_GLOBEX,
        export_type: "TRANSFERS",
        remark: "Transfers of the year",
        status: ExportStatus::Processing,
        failure: None,
        days: Some((365, 0)),
        requested_by: OPS_EMAIL,
        hours_ago: 3,
    },
    DemoExport {
        biz_id: EXPORT_ACME_PROCESSING,
        institution: INSTITUTION_ACME,
        export_type: "EXCHANGES",
        remark: "Exchange history for the audit",
        status: ExportStatus::Processing,
        failure: None,
        days: None,
        requested_by: TENANT_ADMIN_EMAIL,
        hours_ago: 1,
    },
];

/// The seeded files of one workspace.
pub fn files_of(institution: &str) -> impl DoubleEndedIterator<Item = &'static DemoFile> + '_ {
    FILES.iter().filter(move |f| f.institution == institution)
}

/// The seeded exports of one workspace.
pub fn exports_of(institution: &str) -> impl DoubleEndedIterator<Item = &'static DemoExport> + '_ {
    EXPORTS.iter().filter(move |e| e.institution == institution)
}
