//! Staff accounts and pending applicants beyond the demo sign-ins, so account lists page.

use rusqlite::Connection;

use super::accounts::{self, AccountRow};
use crate::demo;
use crate::enums::{AccountStatus, PortalKind};

/// One day in milliseconds.
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Names of the staff accounts; each gets `acc_staff_NN` and an email from its name.
const STAFF: [&str; 24] = [
    "Amelia Tan",
    "Bao Nguyen",
    "Carlos Mendes",
    "Divya Rao",
    "Elif Yilmaz",
    "Farah Aziz",
    "Gustav Berg",
    "Hana Sato",
    "Ivan Petrov",
    "Jia Li",
    "Kofi Mensah",
    "Lena Fischer",
    "Mateo Rossi",
    "Nadia Haddad",
    "Omar Farouk",
    "Priya Shah",
    "Quentin Moreau",
    "Rina Kobayashi",
    "Samuel Okoro",
    "Tara Walsh",
    "Uma Iyer",
    "Victor Lim",
    "Wen Zhao",
    "Yusuf Demir",
];

/// More users waiting for approval besides the demo's pending sign-in.
const APPLICANTS: [(&str, &str); 3] = [
    ("acc_applicant_01", "Grace Applicant"),
    ("acc_applicant_02", "Henry Applicant"),
    ("acc_applicant_03", "Iris Applicant"),
];

fn row(
    biz_id: String,
    name: &str,
    institution: &str,
    status: AccountStatus,
    at: i64,
) -> AccountRow {
    let email = format!("{}@portal.test", name.to_lowercase().replace(' ', "."));
    AccountRow {
        biz_id,
        institution_biz_id: Some(institution.to_owned()),
        email,
        phone: String::new(),
        name: name.to_owned(),
        remark: None,
        portal: if institution == demo::INSTITUTION_PORTAL_OPS {
            PortalKind::Service
        } else {
            PortalKind::Tenant
        },
        status,
        // None of them can sign in: no password is set.
        password_hash: None,
        mfa_methods: vec![portal_api::auth::MfaMethod::Email],
        totp_secret: None,
        default_language: Some("en".to_owned()),
        default_timezone: Some("Asia/Singapore".to_owned()),
        default_country: Some("SG".to_owned()),
        created_at: at,
        updated_at: at,
    }
}

/// Inserts the staff (every seventh disabled, every eleventh awaiting its first password)
/// spread over four institutions, and the applicants (at Globex).
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let homes = [
        demo::INSTITUTION_ACME,
        demo::INSTITUTION_GLOBEX,
        demo::INSTITUTION_PORTAL_OPS,
        demo::INSTITUTION_INITECH,
    ];
    for (i, name) in STAFF.iter().enumerate() {
        let status = match i + 1 {
            n if n % 7 == 0 => AccountStatus::Disabled,
            n if n % 11 == 0 => AccountStatus::PendingInit,
            _ => AccountStatus::Active,
        };
        let at = now - (STAFF.len() - i) as i64 * DAY_MS;
        let id = format!("acc_staff_{:02}", i + 1);
        accounts::insert(conn, &row(id, name, homes[i % homes.len()], status, at))?;
    }
    for (id, name) in APPLICANTS {
        let at = now - DAY_MS;
        let row = row(
            id.to_owned(),
            name,
            demo::INSTITUTION_GLOBEX,
            AccountStatus::PendingApproval,
            at,
        );
        accounts::insert(conn, &row)?;
    }
    Ok(())
}
