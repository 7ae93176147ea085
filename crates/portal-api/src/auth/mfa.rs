//! The second-factor methods and their numeric values.

use crate::enumeration::EnumObject;

/// MFA methods and their numeric values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MfaMethod {
    /// A code sent by email (needs `mfa/send`).
    Email,
    /// A code from an authenticator app (TOTP).
    Otp,
    /// A one-time backup code.
    BackupCode,
}

impl MfaMethod {
    /// Every method.
    pub const ALL: [MfaMethod; 3] = [Self::Email, Self::Otp, Self::BackupCode];

    /// The symbolic code.
    pub fn code(self) -> &'static str {
        match self {
            Self::Email => "EMAIL",
            Self::Otp => "OTP",
            Self::BackupCode => "BACKUP_CODE",
        }
    }

    /// The numeric value sent as `method`.
    pub fn value(self) -> i64 {
        match self {
            Self::Email => 10011001,
            Self::Otp => 10011002,
            Self::BackupCode => 10011005,
        }
    }

    /// Whether the code is delivered by the server (so `mfa/send` comes first).
    pub fn is_delivered(self) -> bool {
        matches!(self, Self::Email)
    }

    /// Finds the method with this numeric value.
    pub fn from_value(value: i64) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.value() == value)
    }

    /// Finds the method of an enumeration object, by value or else by code.
    pub fn from_enum(e: &EnumObject) -> Option<Self> {
        Self::from_value(e.value).or_else(|| Self::ALL.into_iter().find(|m| m.code() == e.code))
    }

    /// The enumeration object the server lists in `mfaMethods`.
    pub fn to_enum(self) -> EnumObject {
        EnumObject::new(self.code(), self.value())
    }
}
