//! The institution search's filters and page size as the address carries them, and the
//! request they make.

use portal_api::institutions::WorkspaceInstitutionQuery;
use portal_api::paths::encode_segment;

/// The filters, as typed (empty means "any").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    /// Exact business id (`id`).
    pub id: String,
    /// Institution type code (`type`).
    pub kind: String,
    /// Institution status code (`status`).
    pub status: String,
    /// Part of the name (`name`).
    pub name: String,
}

impl Filters {
    /// The filters in an address's parameters, read with `get`.
    pub fn from_query(get: impl Fn(&str) -> Option<String>) -> Self {
        let read = |key: &str| get(key).map(|v| v.trim().to_owned()).unwrap_or_default();
        Self {
            id: read("id"),
            kind: read("type"),
            status: read("status"),
            name: read("name"),
        }
    }

    /// The query string of the filters given (`id=…&type=…`), without `?`; empty when none.
    pub fn to_search(&self) -> String {
        let mut out = String::new();
        for (key, value) in [
            ("id", &self.id),
            ("type", &self.kind),
            ("status", &self.status),
            ("name", &self.name),
        ] {
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            if !out.is_empty() {
                out.push('&');
            }
            out.push_str(key);
            out.push('=');
            encode_segment(value, &mut out);
        }
        out
    }

    /// The request body of one page; filters left empty are left out.
    pub fn request(&self, page: i64, size: Option<i64>) -> WorkspaceInstitutionQuery {
        let given = |v: &str| Some(v.trim().to_owned()).filter(|v| !v.is_empty());
        WorkspaceInstitutionQuery {
            institution_biz_id: given(&self.id),
            institution_type: given(&self.kind),
            institution_status: given(&self.status),
            institution_name: given(&self.name),
            page: Some(page),
            size,
        }
    }
}

/// The address's `size`: absent is `None` (the server's default); a value that is not a
/// whole number is sent as 0, so the server's refusal explains it.
pub fn size_param(text: Option<String>) -> Option<i64> {
    text.map(|t| t.trim().parse().unwrap_or(0))
}

/// Whether a page size is within the query's limits (1 to 100).
pub fn size_ok(size: Option<i64>) -> bool {
    size.is_none_or(|s| (1..=100).contains(&s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_writes_and_requests() {
        let pairs = [("type", "TENANT"), ("name", " Acme & Co "), ("page", "2")];
        let get = |k: &str| pairs.iter().find(|p| p.0 == k).map(|p| p.1.to_owned());
        let filters = Filters::from_query(get);
        assert_eq!(filters.kind, "TENANT");
        assert_eq!(filters.name, "Acme & Co");
        assert_eq!(filters.id, "");
        assert_eq!(filters.to_search(), "type=TENANT&name=Acme%20%26%20Co");
        let request = filters.request(1, Some(5));
        assert_eq!(request.institution_type.as_deref(), Some("TENANT"));
        assert_eq!(request.institution_status, None);
        assert_eq!(request.institution_biz_id, None);
        assert_eq!(request.page, Some(1));
        assert_eq!(request.size, Some(5));
        assert_eq!(Filters::default().to_search(), "");
    }

    #[test]
    fn sizes() {
        assert_eq!(size_param(None), None);
        assert_eq!(size_param(Some("50".into())), Some(50));
        assert_eq!(size_param(Some("lots".into())), Some(0));
        assert!(size_ok(None));
        assert!(size_ok(Some(100)));
        assert!(!size_ok(Some(0)));
        assert!(!size_ok(Some(500)));
    }
}
