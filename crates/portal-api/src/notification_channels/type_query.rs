//! The channel type query: filters in the body; page, size and sort in the query string. The
//! portal keeps all of it in its own address so a filtered, sorted page is a link.

use serde::{Deserialize, Serialize};

use crate::error_code::ErrorCode;
use crate::pagination::PageRequest;
use crate::recharges::SortDirection;

/// Fields the type list can be sorted by.
pub const TYPE_SORT_FIELDS: [&str; 6] = [
    "displayOrder",
    "typeCode",
    "typeName",
    "typeStatus",
    "typeValue",
    "createdAt",
];

/// Body of `POST /web/v1/notification-channel-types/query`: every filter optional.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChannelTypeFilter {
    /// One type by business id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub biz_id: Option<String>,
    /// Types with this code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_code: Option<String>,
    /// ENABLED or DISABLED.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_status: Option<String>,
    /// Only enabled types.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled_only: Option<bool>,
}

/// One `sort=field,direction` parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeSort {
    /// One of [`TYPE_SORT_FIELDS`].
    pub field: String,
    /// The direction.
    pub direction: SortDirection,
}

impl TypeSort {
    /// Parses `field,direction` (direction `asc` when left out); a field that cannot be
    /// sorted or another direction is `None`.
    pub fn parse(value: &str) -> Option<Self> {
        let (field, direction) = value.split_once(',').unwrap_or((value, "asc"));
        let direction = match direction.trim().to_ascii_lowercase().as_str() {
            "asc" => SortDirection::Asc,
            "desc" => SortDirection::Desc,
            _ => return None,
        };
        let field = field.trim();
        TYPE_SORT_FIELDS.contains(&field).then(|| Self {
            field: field.to_owned(),
            direction,
        })
    }

    /// `field,asc` or `field,desc`.
    pub fn to_param(&self) -> String {
        let direction = match self.direction {
            SortDirection::Asc => "asc",
            SortDirection::Desc => "desc",
        };
        format!("{},{direction}", self.field)
    }
}

/// Filters, sort and page of the type list as one query string.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ChannelTypeQuery {
    /// The body's filters.
    pub filter: ChannelTypeFilter,
    /// 0-based page.
    pub page: u64,
    /// Page size; `None` is the default.
    pub size: Option<u64>,
    /// Sort keys, first is primary.
    pub sort: Vec<TypeSort>,
}

impl ChannelTypeQuery {
    /// Parses a query string (without `?`). Unknown parameters are ignored; a malformed
    /// number, a negative page or size, or a field that cannot be sorted is
    /// `VALIDATION.INVALID_PARAMETER`.
    pub fn parse(query: &str) -> Result<Self, ErrorCode> {
        let mut q = Self::default();
        let (mut page, mut size) = (None, None);
        let number = |v: &str| v.parse::<i64>().map_err(|_| ErrorCode::InvalidParameter);
        for (key, value) in form_urlencoded::parse(query.trim_start_matches('?').as_bytes()) {
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            let text = Some(value.to_owned());
            match key.as_ref() {
                "page" => page = Some(number(value)?),
                "size" => size = Some(number(value)?),
                "sort" => q
                    .sort
                    .push(TypeSort::parse(value).ok_or(ErrorCode::InvalidParameter)?),
                "bizId" => q.filter.biz_id = text,
                "typeCode" => q.filter.type_code = text,
                "typeStatus" => q.filter.type_status = text,
                "enabledOnly" => q.filter.enabled_only = Some(value == "true"),
                _ => {}
            }
        }
        let request = PageRequest::normalise(page, size)?;
        q.page = request.page as u64;
        q.size = size.map(|_| request.size as u64);
        Ok(q)
    }

    /// The page parameters for the API call: `page`, `size` when set, and every `sort`.
    pub fn api_query(&self) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        out.append_pair("page", &self.page.to_string());
        if let Some(size) = self.size {
            out.append_pair("size", &size.to_string());
        }
        for sort in &self.sort {
            out.append_pair("sort", &sort.to_param());
        }
        out.finish()
    }

    /// The whole query for the address bar, with only what is set.
    pub fn to_query(&self) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        let f = &self.filter;
        for (key, value) in [
            ("bizId", &f.biz_id),
            ("typeCode", &f.type_code),
            ("typeStatus", &f.type_status),
        ] {
            if let Some(v) = value.as_deref().filter(|v| !v.is_empty()) {
                out.append_pair(key, v);
            }
        }
        if f.enabled_only == Some(true) {
            out.append_pair("enabledOnly", "true");
        }
        for sort in &self.sort {
            out.append_pair("sort", &sort.to_param());
        }
        if self.page > 0 {
            out.append_pair("page", &self.page.to_string());
        }
        if let Some(size) = self.size {
            out.append_pair("size", &size.to_string());
        }
        out.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_the_address() {
        let text = "typeStatus=ENABLED&enabledOnly=true&sort=typeCode%2Cdesc&page=2";
        let q = ChannelTypeQuery::parse(text).unwrap();
        assert_eq!(q.filter.type_status.as_deref(), Some("ENABLED"));
        assert_eq!(q.filter.enabled_only, Some(true));
        assert_eq!(q.sort[0].direction, SortDirection::Desc);
        assert_eq!(q.to_query(), text);
        assert_eq!(q.api_query(), "page=2&sort=typeCode%2Cdesc");
    }

    #[test]
    fn refuses_what_cannot_be_sent() {
        for bad in ["sort=password,asc", "sort=typeCode,up", "page=-1", "size=x"] {
            assert_eq!(
                ChannelTypeQuery::parse(bad),
                Err(ErrorCode::InvalidParameter),
                "{bad}"
            );
        }
        assert_eq!(ChannelTypeQuery::parse("size=500").unwrap().size, Some(100));
        assert_eq!(
            TypeSort::parse("displayOrder").map(|s| s.direction),
            Some(SortDirection::Asc)
        );
    }
}
