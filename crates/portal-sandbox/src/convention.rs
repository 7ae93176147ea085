//! Which error convention (symbolic or numeric) and envelope shape (full or short) a route answers with.

use axum::http::Extensions;
use axum::Extension;
use portal_api::ErrorCode;

/// Which envelope an endpoint answers with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Shape {
    /// `version`, `timestamp`, `success`, `code`, `message`, `data`.
    #[default]
    Full,
    /// `code`, `message`, `data`.
    Short,
}

/// An endpoint's error convention and envelope shape; set per route as a request extension.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Convention {
    /// Numeric codes (4000, 4010, ...) instead of symbolic ones.
    pub numeric: bool,
    /// The envelope shape of successes and errors.
    pub shape: Shape,
}

impl Convention {
    /// Tenant endpoints: symbolic codes, full envelope.
    pub const SYMBOLIC: Self = Self {
        numeric: false,
        shape: Shape::Full,
    };
    /// Numeric codes in the short envelope (the workspace institution query).
    pub const NUMERIC_SHORT: Self = Self {
        numeric: true,
        shape: Shape::Short,
    };
    /// Numeric codes in the full envelope.
    pub const NUMERIC_FULL: Self = Self {
        numeric: true,
        shape: Shape::Full,
    };

    /// The convention a request was routed with (symbolic when none was set).
    pub fn of(extensions: &Extensions) -> Self {
        extensions.get::<Self>().copied().unwrap_or_default()
    }

    /// The layer that marks a route with this convention: `post(h).layer(c.layer())`.
    pub fn layer(self) -> Extension<Self> {
        Extension(self)
    }

    /// The code this convention sends for `code`.
    pub(crate) fn map(self, code: ErrorCode) -> ErrorCode {
        if !self.numeric || code.is_numeric() {
            return code;
        }
        match code {
            ErrorCode::InvalidParameter => ErrorCode::Validation4000,
            ErrorCode::ResourceNotFound => ErrorCode::ChannelNotFound4040,
            ErrorCode::TokenMissing | ErrorCode::TokenInvalid => ErrorCode::Unauthorized4010,
            ErrorCode::PermissionDenied => ErrorCode::BotChallenge4030,
            other => other,
        }
    }
}
