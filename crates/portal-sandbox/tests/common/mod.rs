//! Test harness: an in-process sandbox on 127.0.0.1:0 with a temp database, and a client that
//! speaks the secure channel.

// Each test binary uses a different part of the harness.
#![allow(dead_code)]

pub mod pg_b;

use std::path::Path;
use std::sync::{Arc, OnceLock};

use portal_api::secure_channel::{
    ClientChannel, PublicKeyInfo, RequestContext, SealedRequest, ServerKeyPair,
};
use portal_api::{headers, paths};
use portal_sandbox::{demo, RunningSandbox, SandboxConfig};
use rand::rngs::OsRng;
use reqwest::header::HeaderMap;
use serde_json::{json, Value};
use tempfile::TempDir;

/// One RSA key for every sandbox of a test binary: generating it is the slow part of a seed.
pub fn shared_key() -> Arc<ServerKeyPair> {
    static KEY: OnceLock<Arc<ServerKeyPair>> = OnceLock::new();
    Arc::clone(
        KEY.get_or_init(|| {
            Arc::new(ServerKeyPair::generate(&mut OsRng).expect("generate RSA key"))
        }),
    )
}

/// A running sandbox and an HTTP client for it.
pub struct Sandbox {
    pub running: Option<RunningSandbox>,
    pub base: String,
    pub http: reqwest::Client,
    pub access_code: String,
    pub dir: TempDir,
    /// Tokens of service-portal accounts: sent with the service portal's access code, as each
    /// account calls from its own portal.
    pub service_tokens: std::sync::Mutex<Vec<String>>,
}

/// A response: status, headers, JSON body (Null when the body is not JSON), raw bytes.
#[derive(Debug)]
pub struct Resp {
    pub status: u16,
    pub headers: HeaderMap,
    pub body: Value,
    pub bytes: Vec<u8>,
}

impl Resp {
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or_default()
    }

    pub fn data(&self) -> &Value {
        &self.body["data"]
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }

    /// Asserts a full error envelope with this status and code.
    pub fn assert_error(&self, status: u16, code: &str) {
        assert_eq!(self.status, status, "status of {:?}", self.body);
        assert_eq!(self.code(), code, "code of {:?}", self.body);
        assert_eq!(self.body["success"], false, "{:?}", self.body);
        assert_eq!(self.body["version"], "2.0.0", "{:?}", self.body);
        assert!(self.body["data"].is_null(), "{:?}", self.body);
        assert!(self.body["message"].as_str().is_some_and(|m| !m.is_empty()));
    }

    /// Asserts a full success envelope (200, code 2000) and returns its data.
    pub fn ok(&self) -> &Value {
        assert_eq!(self.status, 200, "status of {:?}", self.body);
        assert_eq!(self.body["success"], true, "{:?}", self.body);
        assert_eq!(self.body["code"], "2000", "{:?}", self.body);
        assert_eq!(self.body["message"], "Success");
        assert_eq!(self.body["version"], "2.0.0");
        assert!(self.body["timestamp"]
            .as_i64()
            .is_some_and(|t| t > 1_600_000_000_000));
        self.data()
    }
}

/// The status, headers and bytes of a response, and its body as JSON (null when it is not).
pub async fn read(response: reqwest::Response) -> Resp {
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let bytes = response.bytes().await.expect("body").to_vec();
    let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    Resp {
        status,
        headers,
        body,
        bytes,
    }
}

/// Starts a sandbox with default settings.
pub async fn start() -> Sandbox {
    start_with(|_| {}).await
}

/// Starts a sandbox with default settings and signs in as the service administrator;
/// returns both.
pub async fn start_as_admin() -> (Sandbox, String) {
    let sb = start().await;
    let admin = sb.admin().await;
    (sb, admin)
}

/// Starts a sandbox after `adjust` changed its settings (the database is a fresh temp file).
pub async fn start_with(adjust: impl FnOnce(&mut SandboxConfig)) -> Sandbox {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut config = config_in(dir.path());
    adjust(&mut config);
    let running = portal_sandbox::start(config).await.expect("sandbox starts");
    Sandbox {
        base: running.url(),
        running: Some(running),
        http: reqwest::Client::new(),
        access_code: demo::TENANT_ACCESS_CODE.to_owned(),
        dir,
        service_tokens: Default::default(),
    }
}

/// Settings with the database and dist folder inside `dir` and the shared key.
pub fn config_in(dir: &Path) -> SandboxConfig {
    SandboxConfig {
        listen: "127.0.0.1:0".parse().expect("address"),
        db_path: dir.join("sandbox.db"),
        dist_dir: dir.join("dist"),
        secure_channel_key: Some(shared_key()),
        ..SandboxConfig::default()
    }
}

/// A client's secure-channel session.
pub struct Channel {
    pub client: ClientChannel,
    pub session_id: String,
}

impl Sandbox {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// The access code a call with `token` carries: the service portal's for a service-portal
    /// account's token, else the sandbox's `access_code`.
    fn code_for(&self, token: Option<&str>) -> String {
        let service = token.is_some_and(|t| {
            self.service_tokens
                .lock()
                .expect("tokens")
                .iter()
                .any(|s| s == t)
        });
        if service {
            demo::SERVICE_ACCESS_CODE.to_owned()
        } else {
            self.access_code.clone()
        }
    }

    /// `builder` with the access code of the portal `token`'s account calls from.
    fn portal(
        &self,
        builder: reqwest::RequestBuilder,
        token: Option<&str>,
    ) -> reqwest::RequestBuilder {
        builder.header(headers::PORTAL_ACCESS_CODE, self.code_for(token))
    }

    /// POST a JSON body with a bearer token, `X-Workspace-Id` and the access code `code`,
    /// whoever's the token.
    pub async fn post_with_code(
        &self,
        path: &str,
        body: Value,
        token: &str,
        workspace: &str,
        code: &str,
    ) -> Resp {
        let request = self
            .http
            .post(self.url(path))
            .header(headers::PORTAL_ACCESS_CODE, code)
            .json(&body)
            .bearer_auth(token)
            .header(headers::WORKSPACE_ID, workspace);
        read(request.send().await.expect("send")).await
    }

    /// GET with the access code and an optional bearer token.
    pub async fn get(&self, path: &str, token: Option<&str>) -> Resp {
        let mut request = self.portal(self.http.get(self.url(path)), token);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("send")).await
    }

    /// GET with the access code, a bearer token and `X-Workspace-Id`.
    pub async fn get_in(&self, path: &str, token: &str, workspace: &str) -> Resp {
        let request = self
            .portal(self.http.get(self.url(path)), Some(token))
            .bearer_auth(token)
            .header(headers::WORKSPACE_ID, workspace);
        read(request.send().await.expect("send")).await
    }

    /// POST a JSON body with the access code, a bearer token and `X-Workspace-Id`.
    pub async fn post_in(&self, path: &str, body: Value, token: &str, workspace: &str) -> Resp {
        let request = self
            .portal(self.http.post(self.url(path)), Some(token))
            .json(&body)
            .bearer_auth(token)
            .header(headers::WORKSPACE_ID, workspace);
        read(request.send().await.expect("send")).await
    }

    /// GET without any header.
    pub async fn get_plain(&self, path: &str) -> Resp {
        read(self.http.get(self.url(path)).send().await.expect("send")).await
    }

    /// POST a JSON body with the access code and an optional bearer token.
    pub async fn post(&self, path: &str, body: Value, token: Option<&str>) -> Resp {
        let mut request = self
            .portal(self.http.post(self.url(path)), token)
            .json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("send")).await
    }

    /// POST raw bytes with a content type, the access code and an optional token.
    pub async fn post_raw(
        &self,
        path: &str,
        content_type: Option<&str>,
        body: &'static str,
        token: Option<&str>,
    ) -> Resp {
        let mut request = self
            .portal(self.http.post(self.url(path)), token)
            .body(body);
        if let Some(content_type) = content_type {
            request = request.header("content-type", content_type);
        }
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("send")).await
    }

    /// The public key info.
    pub async fn public_key(&self) -> PublicKeyInfo {
        let r = self.get(paths::SECURE_CHANNEL_PUBLIC_KEY, None).await;
        serde_json::from_value(r.ok().clone()).expect("public key info")
    }

    /// A new secure-channel session.
    pub async fn channel(&self) -> Channel {
        let info = self.public_key().await;
        let (mut client, request) =
            ClientChannel::establish_with_info(&info, &mut OsRng).expect("establish");
        let r = self
            .post(paths::SECURE_CHANNEL_SESSION, json!(request), None)
            .await;
        let session_id = r.ok()["sessionId"].as_str().expect("sessionId").to_owned();
        client.bind(session_id.clone());
        Channel { client, session_id }
    }

    /// Seals `body` for `path` now, with a fresh request id.
    pub fn seal(&self, ch: &Channel, path: &str, body: &Value) -> (SealedRequest, RequestContext) {
        let request_id = uuid::Uuid::new_v4().to_string();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("clock")
            .as_millis() as i64;
        let plaintext = serde_json::to_vec(body).expect("json");
        ch.client
            .seal_request("POST", path, &request_id, now, &plaintext, &mut OsRng)
            .expect("seal")
    }

    /// Sends an already sealed body; returns the raw response.
    pub async fn send_sealed(&self, ch: &Channel, path: &str, sealed: &SealedRequest) -> Resp {
        let request = self
            .portal(self.http.post(self.url(path)), None)
            .header(headers::SECURE_CHANNEL_SESSION_ID, &ch.session_id)
            .json(sealed);
        read(request.send().await.expect("send")).await
    }

    /// Seals, sends and opens: the response with its decrypted envelope as `body`.
    pub async fn sealed(&self, ch: &Channel, path: &str, body: Value) -> Resp {
        let (sealed, ctx) = self.seal(ch, path, &body);
        let mut r = self.send_sealed(ch, path, &sealed).await;
        assert!(
            r.body.get("v").is_some(),
            "response is sealed: {:?}",
            r.body
        );
        let plain = ch
            .client
            .open_response(&ctx, &r.bytes)
            .expect("open response");
        r.body = serde_json::from_slice(&plain).expect("envelope json");
        r
    }

    /// Outbox messages, newest first, optionally to one address.
    pub async fn outbox(&self, to: Option<&str>) -> Vec<Value> {
        let mut request = self.http.get(self.url("/__sandbox/outbox"));
        if let Some(to) = to {
            request = request.query(&[("to", to)]);
        }
        let r = read(request.send().await.expect("send")).await;
        assert_eq!(r.status, 200);
        r.body.as_array().expect("array").clone()
    }

    /// The newest code of `kind` sent to `to`.
    pub async fn latest_code(&self, to: &str, kind: &str) -> String {
        self.outbox(Some(to))
            .await
            .into_iter()
            .find(|m| m["kind"] == kind)
            .and_then(|m| m["code"].as_str().map(str::to_owned))
            .expect("a code in the outbox")
    }

    /// login/initiate; returns the whole (opened) response.
    pub async fn initiate(&self, ch: &Channel, email: &str, password: &str) -> Resp {
        self.sealed(
            ch,
            paths::LOGIN_INITIATE,
            json!({"email": email, "password": password}),
        )
        .await
    }

    /// Opens a login session and returns its id.
    pub async fn login_session(&self, ch: &Channel, email: &str, password: &str) -> Value {
        self.initiate(ch, email, password).await.ok()["sessionId"].clone()
    }

    /// `login/complete` for a session with an MFA method value and a code.
    pub async fn complete(&self, ch: &Channel, session: &Value, method: i64, code: &str) -> Resp {
        self.sealed(
            ch,
            paths::LOGIN_COMPLETE,
            json!({"sessionId": session, "method": method, "code": code}),
        )
        .await
    }

    /// `login/mfa/send` of a code by `method` for a login session.
    pub async fn send_code(&self, ch: &Channel, session: &Value, method: i64) -> Resp {
        self.sealed(
            ch,
            paths::LOGIN_MFA_SEND,
            json!({"sessionId": session, "method": method}),
        )
        .await
    }

    /// `register/verify` of a registration session with the emailed code.
    pub async fn register_verify(&self, ch: &Channel, session: &Value, code: &str) -> Resp {
        self.sealed(
            ch,
            paths::REGISTER_VERIFY,
            json!({"sessionId": session, "code": code}),
        )
        .await
    }

    /// `password/init` of a registration session.
    pub async fn password_init(&self, ch: &Channel, session: &Value, password: &str) -> Resp {
        self.sealed(
            ch,
            paths::PASSWORD_INIT,
            json!({"sessionId": session, "password": password}),
        )
        .await
    }

    /// Signs in with an emailed code; returns (accessToken, refreshToken).
    pub async fn sign_in(&self, email: &str, password: &str) -> (String, String) {
        let ch = self.channel().await;
        let session = self.login_session(&ch, email, password).await;
        self.send_code(&ch, &session, 10011001).await.ok();
        let code = self.latest_code(email, "LOGIN_MFA").await;
        let r = self.complete(&ch, &session, 10011001, &code).await;
        let data = r.ok();
        (
            data["accessToken"].as_str().expect("access").to_owned(),
            data["refreshToken"].as_str().expect("refresh").to_owned(),
        )
    }

    /// Signs in as the service administrator, who calls from the service portal.
    pub async fn admin(&self) -> String {
        let token = self
            .sign_in(demo::ADMIN_EMAIL, demo::ADMIN_PASSWORD)
            .await
            .0;
        self.service_tokens
            .lock()
            .expect("tokens")
            .push(token.clone());
        token
    }

    /// Signs in as the tenant administrator.
    pub async fn tenant_admin(&self) -> String {
        self.sign_in(demo::TENANT_ADMIN_EMAIL, demo::TENANT_ADMIN_PASSWORD)
            .await
            .0
    }

    /// `POST path` with `body` and no token must be 401 `ACCESS.TOKEN_MISSING`.
    pub async fn assert_post_needs_token(&self, path: &str, body: Value) {
        self.post(path, body, None)
            .await
            .assert_error(401, "ACCESS.TOKEN_MISSING");
    }

    /// Stops the server and waits for it.
    pub async fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.shutdown().await.expect("clean shutdown");
        }
    }
}
