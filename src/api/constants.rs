//! Countries and time zones, fetched once per session.

use std::cell::RefCell;

use portal_api::constants::{Country, Timezone};
use portal_api::paths;

use super::{core, ApiError};

thread_local! {
    static TIMEZONES: RefCell<Option<Vec<Timezone>>> = const { RefCell::new(None) };
    static COUNTRIES: RefCell<Option<Vec<Country>>> = const { RefCell::new(None) };
}

/// IANA time zones.
pub async fn timezones() -> Result<Vec<Timezone>, ApiError> {
    if let Some(cached) = TIMEZONES.with(|c| c.borrow().clone()) {
        return Ok(cached);
    }
    let list: Vec<Timezone> = core::get_public(paths::TIMEZONES).await?;
    TIMEZONES.with(|c| *c.borrow_mut() = Some(list.clone()));
    Ok(list)
}

/// Countries.
pub async fn countries() -> Result<Vec<Country>, ApiError> {
    if let Some(cached) = COUNTRIES.with(|c| c.borrow().clone()) {
        return Ok(cached);
    }
    let list: Vec<Country> = core::get_public(paths::COUNTRIES).await?;
    COUNTRIES.with(|c| *c.borrow_mut() = Some(list.clone()));
    Ok(list)
}
