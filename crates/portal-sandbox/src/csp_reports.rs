//! Content-Security-Policy violation reports the browser posted, kept in memory for tests.

use std::collections::VecDeque;
use std::sync::Mutex;

use serde_json::Value;

/// `POST` a CSP violation report (the policy's `report-uri`), `GET` the reports received.
pub const CSP_REPORTS: &str = "/__sandbox/csp-reports";
/// Most reports kept; older ones are dropped first.
pub const MAX_REPORTS: usize = 1000;
/// Largest report body taken (the route refuses a larger one with 413).
pub const MAX_REPORT_BYTES: usize = 16 * 1024;
/// Most bytes of reports kept (as received); older ones are dropped first.
pub const MAX_TOTAL_BYTES: usize = 1024 * 1024;

/// The received reports, oldest first, each with the size it is counted at.
#[derive(Debug, Default)]
pub struct CspReports {
    reports: Mutex<VecDeque<(usize, Value)>>,
}

impl CspReports {
    /// Stores one report body: `{"csp-report": …}` (report-uri) or an array of reports
    /// (Reporting API), each kept as one entry; a body that is not JSON is kept as text.
    pub fn add(&self, body: &[u8]) {
        let entries = match serde_json::from_slice::<Value>(body) {
            Ok(Value::Array(items)) => items,
            Ok(value) => vec![value],
            Err(_) => vec![Value::String(String::from_utf8_lossy(body).into_owned())],
        };
        let mut reports = self.reports.lock().unwrap_or_else(|e| e.into_inner());
        for entry in entries {
            let size = entry.to_string().len();
            if size <= MAX_TOTAL_BYTES {
                reports.push_back((size, entry));
            }
        }
        let mut total: usize = reports.iter().map(|(size, _)| size).sum();
        while reports.len() > MAX_REPORTS || total > MAX_TOTAL_BYTES {
            let Some((size, _)) = reports.pop_front() else {
                break;
            };
            total -= size;
        }
    }

    /// Every stored report, oldest first.
    pub fn list(&self) -> Vec<Value> {
        self.reports
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|(_, report)| report.clone())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_by_count_and_bytes() {
        let reports = CspReports::default();
        for i in 0..(MAX_REPORTS + 5) {
            reports.add(format!("{{\"n\": {i}}}").as_bytes());
        }
        let kept = reports.list();
        assert_eq!(kept.len(), MAX_REPORTS);
        assert_eq!(kept[0]["n"], 5, "oldest dropped first");
        let big = format!("\"{}\"", "x".repeat(MAX_REPORT_BYTES - 8));
        for _ in 0..200 {
            reports.add(big.as_bytes());
        }
        let bytes: usize = reports.list().iter().map(|r| r.to_string().len()).sum();
        assert!(bytes <= MAX_TOTAL_BYTES, "{bytes}");
    }
}
