//! The demo data written into a fresh database (facts in `crate::demo`).

use portal_api::auth::MfaMethod;
use rusqlite::Connection;

use super::accounts::{self, AccountRow};
use super::institutions::{self, InstitutionRow};
use super::invitations::{self, InvitationRow};
use super::meta;
use super::seed_recharges;
use super::{seed_accounts, seed_channels, seed_exchange_config, seed_exchanges, seed_files};
use super::{seed_notifications, seed_provider_connections, seed_referrals};
use super::{seed_tariffs, seed_transfers, seed_wallet_currencies};
use crate::demo::{self, DemoAccount};
use crate::enums::{AccountStatus, PortalKind};
use crate::envelope::ApiError;
use crate::{clock, ids, passwords};

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// (id, name, type, status, description)
const INSTITUTIONS: [(&str, &str, &str, &str, &str); 6] = [
    (
        demo::INSTITUTION_PORTAL_OPS,
        "Portal Operations",
        "SERVICE",
        "ACTIVE",
        "The operator of the platform.",
    ),
    (
        demo::INSTITUTION_ACME,
        "Acme Payments",
        "TENANT",
        "ACTIVE",
        "Card issuing and wallets for Acme's customers.",
    ),
    (
        demo::INSTITUTION_GLOBEX,
        "Globex Wallet",
        "TENANT",
        "ACTIVE",
        "Consumer wallet of the Globex group.",
    ),
    (
        demo::INSTITUTION_INITECH,
        "Initech Card Services",
        "PARTNER",
        "ACTIVE",
        "Card processing partner.",
    ),
    (
        demo::INSTITUTION_UMBRELLA,
        "Umbrella Consumer Club",
        "CONSUMER",
        "ACTIVE",
        "Loyalty club for consumers.",
    ),
    (
        demo::INSTITUTION_HOOLI,
        "Hooli Pay",
        "TENANT",
        "SUSPENDED",
        "Suspended pending a compliance review.",
    ),
];

/// (account, institution, role)
const MEMBERSHIPS: [(&str, &str, &str); 6] = [
    (demo::ADMIN_BIZ_ID, demo::INSTITUTION_PORTAL_OPS, "Owner"),
    (demo::TENANT_ADMIN_BIZ_ID, demo::INSTITUTION_ACME, "Owner"),
    (demo::TENANT_ADMIN_BIZ_ID, demo::INSTITUTION_GLOBEX, "Owner"),
    (demo::OPS_BIZ_ID, demo::INSTITUTION_ACME, "Operator"),
    (demo::OPS_BIZ_ID, demo::INSTITUTION_GLOBEX, "Operator"),
    (demo::PENDING_BIZ_ID, demo::INSTITUTION_GLOBEX, "Member"),
];

/// Writes the demo data, the token secret and the secure channel's key pair.
pub fn seed(conn: &mut Connection, key_pkcs8: &[u8]) -> Result<(), ApiError> {
    let now = clock::now_ms();
    let tx = conn.transaction()?;
    meta::put(&tx, meta::TOKEN_SECRET, ids::secret(32).as_bytes())?;
    meta::put(&tx, meta::CHANNEL_KEY, key_pkcs8)?;
    meta::put(&tx, meta::CHANNEL_KEY_ID, ids::biz_id("key").as_bytes())?;
    meta::put(&tx, meta::CHANNEL_KEY_CREATED, now.to_string().as_bytes())?;
    for (i, (biz_id, name, kind, status, description)) in INSTITUTIONS.iter().enumerate() {
        // Distinct creation times keep listings in a stable, meaningful order.
        let created = now - DAY_MS * (30 - i as i64);
        institutions::insert(
            &tx,
            &InstitutionRow {
                biz_id: (*biz_id).to_owned(),
                name: (*name).to_owned(),
                description: Some((*description).to_owned()),
                remark: None,
                kind: (*kind).to_owned(),
                status: (*status).to_owned(),
                extra_config: None,
                created_at: created,
                updated_at: created,
            },
        )?;
    }
    // The demo accounts came first, before any staff (the oldest staff joined 24 days ago),
    // so the account list's order (oldest first) agrees with their dates.
    for (i, account) in demo::ACCOUNTS.iter().enumerate() {
        let created = now - 25 * DAY_MS + i as i64 * 60_000;
        accounts::insert(&tx, &account_row(account, created)?)?;
    }
    accounts::add_backup_codes(&tx, demo::ADMIN_BIZ_ID, &demo::BACKUP_CODES)?;
    for (account, institution, role) in MEMBERSHIPS {
        institutions::add_member(&tx, account, institution, role, now)?;
    }
    seed_accounts::seed(&tx, now)?;
    for (biz_id, account, institution, by) in [
        (
            demo::INVITATION_TENANT_ADMIN,
            demo::TENANT_ADMIN_BIZ_ID,
            demo::INSTITUTION_INITECH,
            demo::ADMIN_EMAIL,
        ),
        (
            demo::INVITATION_ADMIN,
            demo::ADMIN_BIZ_ID,
            demo::INSTITUTION_UMBRELLA,
            demo::TENANT_ADMIN_EMAIL,
        ),
    ] {
        invitations::insert(
            &tx,
            &InvitationRow {
                biz_id: biz_id.to_owned(),
                account_biz_id: account.to_owned(),
                institution_biz_id: institution.to_owned(),
                institution_name: String::new(),
                role_name: "Operator".to_owned(),
                invited_by: by.to_owned(),
                invited_at: now - DAY_MS,
                expires_at: now + 30 * DAY_MS,
            },
        )?;
    }
    seed_recharges::seed(&tx, now)?;
    seed_channels::seed(&tx, now)?;
    seed_exchange_config::seed(&tx, now)?;
    seed_exchanges::seed(&tx, now)?;
    seed_tariffs::seed(&tx, now)?;
    seed_transfers::seed(&tx, now)?;
    seed_wallet_currencies::seed(&tx, now)?;
    seed_notifications::seed(&tx, now)?;
    seed_provider_connections::seed(&tx, now)?;
    seed_referrals::seed(&tx, now)?;
    seed_files::seed(&tx, now)?;
    tx.commit()?;
    Ok(())
}

fn account_row(a: &DemoAccount, created: i64) -> Result<AccountRow, ApiError> {
    let (institution, name, country) = match a.biz_id {
        demo::ADMIN_BIZ_ID => (demo::INSTITUTION_PORTAL_OPS, "Service Administrator", "SG"),
        demo::TENANT_ADMIN_BIZ_ID => (demo::INSTITUTION_ACME, "Acme Administrator", "SG"),
        demo::OPS_BIZ_ID => (demo::INSTITUTION_ACME, "Acme Operator", "MY"),
        _ => (demo::INSTITUTION_GLOBEX, "Pending User", "VN"),
    };
    Ok(AccountRow {
        biz_id: a.biz_id.to_owned(),
        institution_biz_id: Some(institution.to_owned()),
        email: a.email.to_owned(),
        phone: String::new(),
        name: name.to_owned(),
        remark: None,
        portal: if a.service_portal {
            PortalKind::Service
        } else {
            PortalKind::Tenant
        },
        status: if a.pending_approval {
            AccountStatus::PendingApproval
        } else {
            AccountStatus::Active
        },
        password_hash: Some(passwords::hash(a.password)?),
        mfa_methods: a.methods.to_vec(),
        totp_secret: a
            .methods
            .contains(&MfaMethod::Otp)
            .then(|| demo::TOTP_SECRET.to_owned()),
        default_language: Some("en".to_owned()),
        default_timezone: Some("Asia/Singapore".to_owned()),
        default_country: Some(country.to_owned()),
        created_at: created,
        updated_at: created,
    })
}
