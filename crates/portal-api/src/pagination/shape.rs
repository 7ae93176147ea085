//! Which pagination shape an endpoint answers with, and decoding by shape.

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::page::Page;
use super::shapes::{PgA, PgB, PgC, PgD, PgE};

/// Which pagination shape an endpoint answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageShape {
    /// PG-A.
    A,
    /// PG-B.
    B,
    /// PG-C.
    C,
    /// PG-D.
    D,
    /// PG-E.
    E,
}

impl PageShape {
    /// Decodes `data` of this shape into a normalised page.
    pub fn decode<T: DeserializeOwned>(self, data: Value) -> Result<Page<T>, serde_json::Error> {
        Ok(match self {
            Self::A => serde_json::from_value::<PgA<T>>(data)?.into(),
            Self::B => serde_json::from_value::<PgB<T>>(data)?.into(),
            Self::C => serde_json::from_value::<PgC<T>>(data)?.into(),
            Self::D => serde_json::from_value::<PgD<T>>(data)?.into(),
            Self::E => serde_json::from_value::<PgE<T>>(data)?.into(),
        })
    }
}
