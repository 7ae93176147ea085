//! Request counters for `GET /__sandbox/stats`, filled on every route (`Stats::count`).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use serde_json::{json, Value};

/// Path recorded for requests that matched no route (static files, unknown paths).
pub const UNMATCHED: &str = "(fallback)";

/// Distinct (method, route, status) rows, locale pairs and field names kept at most; past
/// them new keys are counted under [`OTHER`] (the counters stay bounded whatever is sent).
const MAX_KEYS: usize = 1000;
/// Longest locale pair kept as it was sent.
const MAX_LOCALE_CHARS: usize = 64;
/// Key under which counts past [`MAX_KEYS`] go.
pub const OTHER: &str = "(other)";

/// Counts of requests by method, route template and status, by locale headers, and of
/// served refreshes.
#[derive(Debug, Default)]
pub struct Stats {
    refreshes: AtomicU64,
    requests: Mutex<BTreeMap<(String, String, u16), u64>>,
    locales: Mutex<BTreeMap<String, u64>>,
    bodies: Mutex<BTreeMap<String, Vec<String>>>,
}

impl Stats {
    /// Counts one answered request.
    pub fn record(&self, method: &str, path: &str, status: u16) {
        let mut requests = self.requests.lock().unwrap_or_else(|e| e.into_inner());
        let mut key = (method.to_owned(), path.to_owned(), status);
        if !requests.contains_key(&key) && requests.len() >= MAX_KEYS {
            key = (OTHER.to_owned(), OTHER.to_owned(), 0);
        }
        *requests.entry(key).or_default() += 1;
    }

    /// Counts one API request's locale headers as `X-LOCALE/Accept-Language`.
    pub fn record_locale(&self, x_locale: &str, accept_language: &str) {
        let mut locales = self.locales.lock().unwrap_or_else(|e| e.into_inner());
        let mut key: String = format!("{x_locale}/{accept_language}")
            .chars()
            .take(MAX_LOCALE_CHARS)
            .collect();
        if !locales.contains_key(&key) && locales.len() >= MAX_KEYS {
            key = OTHER.to_owned();
        }
        *locales.entry(key).or_default() += 1;
    }

    /// Keeps the field names (not the values) of the last body a route took: `name`, and
    /// `parent.name` inside objects, so tests can see what a client sent without secrets.
    pub fn record_body_fields(&self, path: &str, body: &Value) {
        fn walk(prefix: &str, value: &Value, out: &mut Vec<String>) {
            if let Value::Object(map) = value {
                for (key, inner) in map {
                    let name = format!("{prefix}{key}");
                    walk(&format!("{name}."), inner, out);
                    out.push(name);
                }
            }
        }
        let mut fields = Vec::new();
        walk("", body, &mut fields);
        fields.sort();
        fields.truncate(MAX_KEYS);
        let mut bodies = self.bodies.lock().unwrap_or_else(|e| e.into_inner());
        bodies.insert(path.to_owned(), fields);
    }

    /// Counts one successful token refresh.
    pub fn refresh_served(&self) {
        self.refreshes.fetch_add(1, Ordering::Relaxed);
    }

    /// `{"refreshesServed": n, "requests": [{method, path, status, count}], "lastBodyFields":
    /// {path: [field]}, "localeHeaders": {..}}`.
    pub fn snapshot(&self) -> Value {
        let requests = self.requests.lock().unwrap_or_else(|e| e.into_inner());
        let rows: Vec<Value> = requests
            .iter()
            .map(|((method, path, status), count)| {
                json!({"method": method, "path": path, "status": status, "count": count})
            })
            .collect();
        let locales = self
            .locales
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let bodies = self
            .bodies
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        json!({
            "lastBodyFields": bodies,
            "refreshesServed": self.refreshes.load(Ordering::Relaxed),
            "requests": rows,
            "localeHeaders": locales,
        })
    }

    /// Runs the request through `next` and counts it under its route template once answered
    /// (the body of a middleware).
    pub async fn count(&self, req: Request, next: Next) -> Response {
        let method = req.method().as_str().to_owned();
        let path = req
            .extensions()
            .get::<MatchedPath>()
            .map_or(UNMATCHED, MatchedPath::as_str)
            .to_owned();
        if path.starts_with("/web/") {
            let header = |name: &str| {
                req.headers()
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("-")
                    .to_owned()
            };
            self.record_locale(&header("X-LOCALE"), &header("Accept-Language"));
        }
        let response = next.run(req).await;
        self.record(&method, &path, response.status().as_u16());
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_bounded() {
        let stats = Stats::default();
        for i in 0..(MAX_KEYS + 50) {
            stats.record(&format!("M{i}"), "/x", 200);
            stats.record_locale(&"l".repeat(i), "-");
        }
        let snapshot = stats.snapshot();
        assert!(snapshot["requests"].as_array().unwrap().len() <= MAX_KEYS + 1);
        let locales = snapshot["localeHeaders"].as_object().unwrap();
        assert!(locales.len() <= MAX_KEYS + 1);
        assert!(locales
            .keys()
            .all(|k| k.chars().count() <= MAX_LOCALE_CHARS));
    }
}
