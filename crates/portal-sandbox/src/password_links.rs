//! Emailed "set your password" links: a password-init session, and an outbox message whose link
//! opens the portal's `/set-password` page with it. A new administrator's account gets one, and
//! so does a password reset.

use rusqlite::Connection;

use crate::db::accounts::AccountRow;
use crate::db::outbox::{self, kind};
use crate::db::registrations;
use crate::ids;

/// Why a link is sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The first password of an account an administrator created; works for seven days.
    Invite,
    /// A new password asked for through `password/forgot`; works for an hour.
    Reset,
}

impl Purpose {
    fn lifetime_ms(self) -> i64 {
        match self {
            Self::Invite => 7 * 24 * 3_600_000,
            Self::Reset => 3_600_000,
        }
    }
}

/// Opens a password-init session for `account` and mails its link.
pub fn send(
    conn: &Connection,
    account: &AccountRow,
    purpose: Purpose,
    now: i64,
) -> rusqlite::Result<()> {
    let session = ids::biz_id("pwi");
    let expires_at = now.saturating_add(purpose.lifetime_ms());
    let who = (
        account.biz_id.as_str(),
        account.email.as_str(),
        account.name.as_str(),
    );
    registrations::insert_password_link(conn, &session, who, now, expires_at)?;
    let (message, subject) = match purpose {
        Purpose::Invite => (kind::ACCOUNT_INVITE, "Set the password of your new account"),
        Purpose::Reset => (kind::PASSWORD_RESET, "Reset your password"),
    };
    outbox::push(conn, &account.email, message, Some(&session), subject, now)
}
