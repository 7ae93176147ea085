//! Content-Security-Policy violation reports the browser posted, kept in memory for tests.

use std::sync::Mutex;

use serde_json::Value;

/// Most reports kept; older ones are dropped first.
const MAX_REPORTS: usize = 1000;

/// The received reports, oldest first.
#[derive(Debug, Default)]
pub struct CspReports {
    reports: Mutex<Vec<Value>>,
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
        reports.extend(entries);
        let excess = reports.len().saturating_sub(MAX_REPORTS);
        reports.drain(..excess);
    }

    /// Every stored report, oldest first.
    pub fn list(&self) -> Vec<Value> {
        self.reports
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}
