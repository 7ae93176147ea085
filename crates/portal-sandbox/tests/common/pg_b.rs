//! PG-B lists paged through the query string: one page, and the paging rules every such list keeps.

use serde_json::{json, Value};

use super::Sandbox;

/// The rows of a PG-B page.
pub fn items(data: &Value) -> &Vec<Value> {
    data["items"].as_array().expect("items")
}

/// The row count across all pages.
pub fn total(data: &Value) -> u64 {
    data["pagination"]["totalRecords"]
        .as_u64()
        .expect("totalRecords")
}

/// `path?query` as `token`; the data of the success envelope.
pub async fn page(sb: &Sandbox, path: &str, query: &str, token: &str) -> Value {
    sb.get(&format!("{path}?{query}"), Some(token))
        .await
        .ok()
        .clone()
}

/// The business ids of a page's rows.
pub fn ids(data: &Value) -> Vec<String> {
    items(data)
        .iter()
        .map(|r| r["bizId"].as_str().expect("bizId").to_owned())
        .collect()
}

/// Every row of the list, read 100 at a time.
pub async fn all(sb: &Sandbox, path: &str, token: &str) -> Vec<Value> {
    let mut rows = Vec::new();
    for n in 0.. {
        let data = page(sb, path, &format!("page={n}&size=100"), token).await;
        rows.extend(items(&data).iter().cloned());
        if data["pagination"]["hasNext"] != true {
            return rows;
        }
    }
    rows
}

/// The paging rules on a list of `count` rows (more than 20): the default first page of 20,
/// pages that continue without overlap, a page past the end, size capped at 100, blank values
/// taken as absent, and a negative or non-numeric page or size refused.
pub async fn assert_paging(sb: &Sandbox, path: &str, token: &str, count: u64) {
    assert!(count > 20, "a list of {count} rows has one page");
    let first = sb.get(path, Some(token)).await.ok().clone();
    let pages = count.div_ceil(20);
    assert_eq!(
        first["pagination"],
        json!({"totalPages": pages, "totalRecords": count, "currentPage": 0, "pageSize": 20,
               "hasNext": true, "empty": false, "paginated": true}),
        "{path}"
    );
    assert_eq!(items(&first).len(), 20);
    let second = page(sb, path, "page=1&size=20", token).await;
    let (a, b) = (ids(&first), ids(&second));
    assert!(
        a.iter().all(|id| !b.contains(id)),
        "pages overlap: {a:?} {b:?}"
    );
    let last = page(sb, path, &format!("page={}&size=20", pages - 1), token).await;
    assert_eq!(items(&last).len() as u64, count - 20 * (pages - 1));
    assert_eq!(last["pagination"]["hasNext"], false);
    let beyond = page(sb, path, &format!("page={pages}"), token).await;
    assert_eq!(beyond["items"], json!([]));
    assert_eq!(total(&beyond), count);
    assert_eq!(beyond["pagination"]["empty"], true);
    let capped = page(sb, path, "size=500", token).await;
    assert_eq!(capped["pagination"]["pageSize"], 100);
    assert_eq!(items(&capped).len() as u64, count.min(100));
    let blank = page(sb, path, "page=&size=%203", token).await;
    assert_eq!(ids(&blank), a[..3], "blank means absent, spaces trimmed");
    for query in ["page=-1", "size=-1", "size=many", "page=1.5"] {
        sb.get(&format!("{path}?{query}"), Some(token))
            .await
            .assert_error(400, "VALIDATION.INVALID_PARAMETER");
    }
}
