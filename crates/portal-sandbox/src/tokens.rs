//! Access tokens (minimal HS256 JWTs) and refresh tokens; the server keeps only their hashes.

use std::time::Duration;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use crate::clock::millis;
use crate::db::auth_sessions::TokenHashes;
use crate::envelope::ApiError;
use crate::ids;

/// A freshly minted token pair and what the database keeps of it.
#[derive(Debug, Clone)]
pub struct Minted {
    /// The bearer token.
    pub access: String,
    /// The refresh token.
    pub refresh: String,
    /// Their hashes and expiries.
    pub hashes: TokenHashes,
}

/// Lifetimes of the two tokens.
#[derive(Debug, Clone, Copy)]
pub struct Lifetimes {
    /// Access token.
    pub access: Duration,
    /// Refresh token.
    pub refresh: Duration,
}

/// Mints a pair for auth session `sid` of `account`. The access token is a JWT signed with
/// `secret` over {sub, sid, exp, jti}; validity is still decided by the database, so logout and
/// rotation revoke tokens whatever their `exp` says.
pub fn mint(
    secret: &[u8],
    account: &str,
    sid: &str,
    now_ms: i64,
    lifetimes: Lifetimes,
) -> Result<Minted, ApiError> {
    let access_expires_at = now_ms.saturating_add(millis(lifetimes.access));
    let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"HS256","typ":"JWT"}"#);
    let claims = serde_json::json!({
        "sub": account,
        "sid": sid,
        "exp": access_expires_at / 1000,
        "jti": ids::secret(12),
    });
    let payload = URL_SAFE_NO_PAD.encode(claims.to_string());
    let signing_input = format!("{header}.{payload}");
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).map_err(ApiError::internal)?;
    mac.update(signing_input.as_bytes());
    let signature = URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes());
    let access = format!("{signing_input}.{signature}");
    let refresh = ids::secret(32);
    Ok(Minted {
        hashes: TokenHashes {
            access_hash: hash(&access),
            access_expires_at,
            refresh_hash: hash(&refresh),
            refresh_expires_at: now_ms.saturating_add(millis(lifetimes.refresh)),
        },
        access,
        refresh,
    })
}

/// SHA-256 of a token, lower-case hex.
pub fn hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn looks_like_a_jwt() {
        let lifetimes = Lifetimes {
            access: Duration::from_secs(60),
            refresh: Duration::from_secs(600),
        };
        let m = mint(b"k", "acc_1", "sid_1", 1_000_000, lifetimes).unwrap();
        let parts: Vec<_> = m.access.split('.').collect();
        assert_eq!(parts.len(), 3);
        let claims: serde_json::Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
        assert_eq!(claims["sub"], "acc_1");
        assert_eq!(claims["exp"], 1060);
        assert_eq!(m.hashes.access_hash.len(), 64);
        assert_ne!(m.access, m.refresh);
    }
}
