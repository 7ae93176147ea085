//! The three response envelopes (full, short, role-delete) and their decoding into success or error.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::error_code::ErrorCode;

/// The `version` value of full envelopes.
pub const ENVELOPE_VERSION: &str = "2.0.0";

/// A response code: success (2000, 2001) or an error code of either convention.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResponseCode {
    /// `2000` (HTTP 200) or `2001` (HTTP 201).
    Success(u16),
    /// Any error code.
    Error(ErrorCode),
}

impl ResponseCode {
    /// Parses a code given as text (`"2000"`, `"AUTH.INVALID_CREDENTIALS"`, `"4040"`).
    pub fn parse(code: &str) -> Self {
        match code {
            "2000" => Self::Success(2000),
            "2001" => Self::Success(2001),
            other => Self::Error(ErrorCode::parse(other)),
        }
    }
}

impl<'de> Deserialize<'de> for ResponseCode {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Text(String),
            Number(i64),
        }
        Ok(match Raw::deserialize(d)? {
            Raw::Text(s) => Self::parse(&s),
            Raw::Number(n) => Self::parse(&n.to_string()),
        })
    }
}

/// The full envelope: `version`, `timestamp`, `success`, `code`, `message`, `data`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    /// Always [`ENVELOPE_VERSION`].
    pub version: String,
    /// Epoch milliseconds.
    pub timestamp: i64,
    /// Whether the call succeeded.
    pub success: bool,
    /// `2000`, `2001` or an error code.
    pub code: String,
    /// `Success`, or the error's message.
    pub message: String,
    /// The payload; null on errors.
    pub data: Option<T>,
}

impl<T> Envelope<T> {
    /// A success envelope with code 2000.
    pub fn ok(data: T, timestamp: i64) -> Self {
        Self::success("2000", data, timestamp)
    }

    /// A success envelope with code 2001 (created).
    pub fn created(data: T, timestamp: i64) -> Self {
        Self::success("2001", data, timestamp)
    }

    fn success(code: &str, data: T, timestamp: i64) -> Self {
        Self {
            version: ENVELOPE_VERSION.to_owned(),
            timestamp,
            success: true,
            code: code.to_owned(),
            message: "Success".to_owned(),
            data: Some(data),
        }
    }

    /// An error envelope (data null) with the code's default message.
    pub fn error(code: &ErrorCode, timestamp: i64) -> Self {
        Self::error_with_message(code, code.default_message(), timestamp)
    }

    /// An error envelope with a specific message.
    pub fn error_with_message(code: &ErrorCode, message: &str, timestamp: i64) -> Self {
        Self {
            version: ENVELOPE_VERSION.to_owned(),
            timestamp,
            success: false,
            code: code.as_str().to_owned(),
            message: message.to_owned(),
            data: None,
        }
    }
}

/// The short envelope: `code`, `message`, `data`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShortEnvelope<T> {
    /// `2000` or an error code.
    pub code: String,
    /// `Success`/`SUCCESS`, or the error's message.
    pub message: String,
    /// The payload.
    pub data: Option<T>,
}

/// The role-delete shape: `success`, `data`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SuccessOnlyEnvelope<T> {
    /// Whether the call succeeded.
    pub success: bool,
    /// The payload (null for role delete).
    pub data: Option<T>,
}

/// Any of the three envelopes, as read from a response body.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct AnyEnvelope {
    /// Present on full envelopes.
    pub version: Option<String>,
    /// Present on full envelopes.
    pub timestamp: Option<i64>,
    /// Present on full and role-delete envelopes.
    pub success: Option<bool>,
    /// Present on full and short envelopes.
    pub code: Option<ResponseCode>,
    /// Present on full and short envelopes.
    pub message: Option<String>,
    /// The payload.
    #[serde(default)]
    pub data: Value,
}

/// Why an envelope was not a success.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnvelopeError {
    /// The error code (an unlisted one when the body named none).
    pub code: ErrorCode,
    /// The server's message, if any.
    pub message: Option<String>,
}

/// What reading a response body produced.
#[derive(Debug)]
pub enum Decoded<T> {
    /// A success envelope whose data decoded as `T`.
    Ok(T),
    /// An error envelope of either convention.
    Failed(EnvelopeError),
    /// A body that is no envelope, or whose data does not have the expected shape.
    Malformed(String),
}

impl AnyEnvelope {
    /// Whether this envelope reports success, in any of the three shapes.
    pub fn is_success(&self) -> bool {
        match (&self.success, &self.code) {
            (Some(false), _) => false,
            (_, Some(ResponseCode::Error(_))) => false,
            (Some(true), _) => true,
            (None, Some(ResponseCode::Success(_))) => true,
            (None, None) => false,
        }
    }

    /// Reads a response body of any envelope shape and decodes the data as `T`.
    pub fn decode<T: DeserializeOwned>(body: &[u8]) -> Decoded<T> {
        let envelope: AnyEnvelope = match serde_json::from_slice(body) {
            Ok(e) => e,
            Err(e) => return Decoded::Malformed(e.to_string()),
        };
        if envelope.success.is_none() && envelope.code.is_none() {
            return Decoded::Malformed("no success flag and no code".to_owned());
        }
        if !envelope.is_success() {
            let code = match envelope.code {
                Some(ResponseCode::Error(code)) => code,
                _ => ErrorCode::Other("UNKNOWN".to_owned()),
            };
            return Decoded::Failed(EnvelopeError {
                code,
                message: envelope.message,
            });
        }
        match serde_json::from_value(envelope.data) {
            Ok(data) => Decoded::Ok(data),
            Err(e) => Decoded::Malformed(e.to_string()),
        }
    }
}
