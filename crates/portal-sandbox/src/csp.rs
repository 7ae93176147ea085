//! The Content-Security-Policy: fixed directives plus one hash per inline script of index.html.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use axum::http::HeaderValue;
use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use sha2::{Digest, Sha256};

/// `'sha256-…'` sources of every inline `<script>` (one without `src`) in an HTML document.
pub fn inline_script_hashes(html: &str) -> Vec<String> {
    let lower = html.to_ascii_lowercase();
    let mut hashes = Vec::new();
    let mut from = 0;
    while let Some(start) = lower[from..].find("<script").map(|i| from + i) {
        let Some(tag_end) = lower[start..].find('>').map(|i| start + i) else {
            break;
        };
        let Some(close) = lower[tag_end..].find("</script").map(|i| tag_end + i) else {
            break;
        };
        if !has_src(&lower[start + "<script".len()..tag_end]) {
            let body = &html[tag_end + 1..close];
            let digest = Sha256::digest(body.as_bytes());
            hashes.push(format!("'sha256-{}'", STANDARD.encode(digest)));
        }
        from = close;
    }
    hashes
}

fn has_src(attributes: &str) -> bool {
    attributes
        .split(|c: char| c.is_whitespace())
        .any(|a| a == "src" || a.starts_with("src="))
}

/// Where the bot-challenge (Turnstile) widget's script and frame come from.
pub const BOT_CHALLENGE_ORIGIN: &str = "https://challenges.cloudflare.com";

/// The whole policy with these script hashes; violations are reported to the dev endpoint.
/// `base-uri 'self'` admits index.html's own `<base href>`, which names the app's folder.
/// With `bot_challenge`, the widget's origin may serve a script and a frame, and nothing else.
pub fn policy(script_hashes: &[String], bot_challenge: bool) -> String {
    let mut script_src = String::from("'self' 'wasm-unsafe-eval'");
    for hash in script_hashes {
        script_src.push(' ');
        script_src.push_str(hash);
    }
    let frame_src = if bot_challenge {
        script_src.push(' ');
        script_src.push_str(BOT_CHALLENGE_ORIGIN);
        BOT_CHALLENGE_ORIGIN
    } else {
        "'none'"
    };
    format!(
        "default-src 'self'; script-src {script_src}; style-src 'self'; img-src 'self' data:; \
         font-src 'self'; connect-src 'self'; frame-src {frame_src}; object-src 'none'; \
         base-uri 'self'; frame-ancestors 'none'; form-action 'self'; report-uri {}",
        crate::csp_reports::CSP_REPORTS
    )
}

/// Whether the portal's `config.json` names a bot-challenge site key.
fn bot_challenge_configured(config: &Path) -> bool {
    std::fs::read(config)
        .ok()
        .and_then(|bytes| serde_json::from_slice::<serde_json::Value>(&bytes).ok())
        .and_then(|c| {
            c.get("botChallengeSiteKey")?
                .as_str()
                .map(|k| !k.is_empty())
        })
        .unwrap_or(false)
}

type Stamp = (Option<SystemTime>, Option<SystemTime>);

/// The policy for a dist folder, recomputed when its index.html or config.json changes (a
/// rebuild while the sandbox runs gets a new loader script, and so a new hash).
#[derive(Debug)]
pub struct CspSource {
    index: PathBuf,
    config: PathBuf,
    cached: Mutex<(Stamp, HeaderValue)>,
}

impl CspSource {
    /// Reads `dist/index.html` and `dist/config.json` now.
    pub fn new(dist: &Path) -> Self {
        let index = dist.join("index.html");
        let config = dist.join("config.json");
        let stamp = (modified(&index), modified(&config));
        let value = compute(&index, &config);
        Self {
            index,
            config,
            cached: Mutex::new((stamp, value)),
        }
    }

    /// The current header value.
    pub fn header(&self) -> HeaderValue {
        let stamp = (modified(&self.index), modified(&self.config));
        let mut cached = self.cached.lock().unwrap_or_else(|e| e.into_inner());
        if cached.0 != stamp {
            *cached = (stamp, compute(&self.index, &self.config));
        }
        cached.1.clone()
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

fn compute(index: &Path, config: &Path) -> HeaderValue {
    let hashes = std::fs::read_to_string(index)
        .map(|html| inline_script_hashes(&html))
        .unwrap_or_default();
    HeaderValue::from_str(&policy(&hashes, bot_challenge_configured(config)))
        .unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_inline_scripts_only() {
        let html = r#"<html><head><script src="/a.js"></script>
<SCRIPT type="module">console.log(1)</SCRIPT><script>x()</script></head></html>"#;
        let hashes = inline_script_hashes(html);
        assert_eq!(hashes.len(), 2);
        let expected = STANDARD.encode(Sha256::digest(b"console.log(1)"));
        assert_eq!(hashes[0], format!("'sha256-{expected}'"));
        let p = policy(&hashes, false);
        assert!(p.contains(&hashes[1]));
        assert!(!p.contains("unsafe-inline"));
        assert!(p.contains("frame-src 'none'"));
        assert!(!p.contains(BOT_CHALLENGE_ORIGIN));
    }

    #[test]
    fn a_configured_bot_challenge_may_load_its_script_and_frame() {
        let p = policy(&[], true);
        assert!(p.contains(&format!("'wasm-unsafe-eval' {BOT_CHALLENGE_ORIGIN};")));
        assert!(p.contains(&format!("frame-src {BOT_CHALLENGE_ORIGIN};")));
    }

    #[test]
    fn reads_the_site_key_from_config_json() {
        let dir = std::env::temp_dir().join(format!("csp-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let config = dir.join("config.json");
        std::fs::write(&config, r#"{"botChallengeSiteKey": null}"#).expect("write");
        assert!(!bot_challenge_configured(&config));
        std::fs::write(&config, r#"{"botChallengeSiteKey": "0x4AAAA"}"#).expect("write");
        assert!(bot_challenge_configured(&config));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
