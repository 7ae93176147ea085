//! A client of the sandbox's API without a browser: secure-channel sign-in, then token calls.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{anyhow, Context, Result};
use portal_api::auth::MfaMethod;
use portal_api::secure_channel::{ClientChannel, PublicKeyInfo};
use portal_api::{headers, paths};
use portal_sandbox::demo;
use rand_core::{OsRng, RngCore};
use serde_json::{json, Value};

use crate::Sandbox;

/// A signed-in API client working in one workspace.
#[derive(Clone)]
pub struct ApiClient {
    http: reqwest::Client,
    base: String,
    token: String,
    workspace: String,
    /// The access code of the portal the account calls from.
    access_code: &'static str,
}

/// One answer: HTTP status, the envelope, and how long the call took.
pub struct Answer {
    /// HTTP status.
    pub status: u16,
    /// The JSON body (Null when the body is not JSON).
    pub body: Value,
    /// From sending to the whole body read.
    pub took: Duration,
}

impl Answer {
    /// The envelope's data when it reports success, else an error naming the answer.
    pub fn data(&self) -> Result<&Value> {
        let ok = self.status < 400 && self.body["success"] != false;
        ok.then_some(&self.body["data"])
            .ok_or_else(|| anyhow!("HTTP {}: {}", self.status, self.body))
    }
}

/// A request id as the secure channel wants it: a UUID v4.
fn request_id() -> String {
    let mut bytes = [0u8; 16];
    OsRng.fill_bytes(&mut bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

fn now_ms() -> Result<i64> {
    Ok(SystemTime::now().duration_since(UNIX_EPOCH)?.as_millis() as i64)
}

impl ApiClient {
    /// Signs in through the secure channel with an emailed code read from the sandbox's outbox.
    pub async fn sign_in(
        sandbox: &Sandbox,
        email: &str,
        password: &str,
        workspace: &str,
    ) -> Result<Self> {
        let http = reqwest::Client::new();
        let base = sandbox.url().to_owned();
        let access_code = own_portal_code(email);
        let tenant = |builder: reqwest::RequestBuilder| {
            builder.header(headers::PORTAL_ACCESS_CODE, access_code)
        };
        let info: PublicKeyInfo = serde_json::from_value(
            send(tenant(
                http.get(format!("{base}{}", paths::SECURE_CHANNEL_PUBLIC_KEY)),
            ))
            .await?
            .data()?
            .clone(),
        )?;
        let (mut channel, request) = ClientChannel::establish_with_info(&info, &mut OsRng)
            .map_err(|e| anyhow!("secure channel: {e:?}"))?;
        let opened = send(
            tenant(http.post(format!("{base}{}", paths::SECURE_CHANNEL_SESSION))).json(&request),
        )
        .await?;
        let session_id = opened.data()?["sessionId"]
            .as_str()
            .context("no sessionId")?
            .to_owned();
        channel.bind(session_id.clone());
        let sealed = Sealed {
            access_code,
            http: &http,
            base: &base,
            channel: &channel,
            session_id: &session_id,
        };
        let login = sealed
            .post(
                paths::LOGIN_INITIATE,
                json!({"email": email, "password": password}),
            )
            .await?;
        let login_session = login["sessionId"].clone();
        let email_method = MfaMethod::Email.value();
        sealed
            .post(
                paths::LOGIN_MFA_SEND,
                json!({"sessionId": login_session, "method": email_method}),
            )
            .await?;
        let code = sandbox.latest_code(email, "LOGIN_MFA").await?;
        let tokens = sealed
            .post(
                paths::LOGIN_COMPLETE,
                json!({"sessionId": login_session, "method": email_method, "code": code}),
            )
            .await?;
        let token = tokens["accessToken"]
            .as_str()
            .context("no accessToken")?
            .to_owned();
        Ok(Self {
            http,
            base,
            token,
            workspace: workspace.to_owned(),
            access_code,
        })
    }

    fn authorised(&self, builder: reqwest::RequestBuilder) -> reqwest::RequestBuilder {
        builder
            .header(headers::PORTAL_ACCESS_CODE, self.access_code)
            .header(headers::WORKSPACE_ID, &self.workspace)
            .bearer_auth(&self.token)
    }

    /// GET `path` (with its query) with the token.
    pub async fn get(&self, path: &str) -> Result<Answer> {
        send(self.authorised(self.http.get(format!("{}{path}", self.base)))).await
    }

    /// POST a JSON body to `path` with the token.
    pub async fn post(&self, path: &str, body: &Value) -> Result<Answer> {
        send(
            self.authorised(self.http.post(format!("{}{path}", self.base)))
                .json(body),
        )
        .await
    }
}

/// Every tenant call carries the access code of the portal the account `email` signs in at
/// (README's demo accounts): the service portal's for a service-portal account, else a tenant
/// portal's. The sandbox refuses service operations through the tenant portal.
fn own_portal_code(email: &str) -> &'static str {
    let service = demo::ACCOUNTS
        .iter()
        .any(|a| a.email == email && a.service_portal);
    if service {
        demo::SERVICE_ACCESS_CODE
    } else {
        demo::TENANT_ACCESS_CODE
    }
}

/// Sends one request and reads the whole answer, timing both.
async fn send(builder: reqwest::RequestBuilder) -> Result<Answer> {
    let started = Instant::now();
    let response = builder.send().await?;
    let status = response.status().as_u16();
    let bytes = response.bytes().await?;
    Ok(Answer {
        status,
        body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        took: started.elapsed(),
    })
}

/// Pre-login calls sealed for the secure channel.
struct Sealed<'a> {
    access_code: &'static str,
    http: &'a reqwest::Client,
    base: &'a str,
    channel: &'a ClientChannel,
    session_id: &'a str,
}

impl Sealed<'_> {
    async fn post(&self, path: &str, body: Value) -> Result<Value> {
        let plaintext = serde_json::to_vec(&body)?;
        let (sealed, context) = self
            .channel
            .seal_request(
                "POST",
                path,
                &request_id(),
                now_ms()?,
                &plaintext,
                &mut OsRng,
            )
            .map_err(|e| anyhow!("seal: {e:?}"))?;
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .header(headers::PORTAL_ACCESS_CODE, self.access_code)
            .header(headers::SECURE_CHANNEL_SESSION_ID, self.session_id)
            .json(&sealed)
            .send()
            .await?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await?;
        let opened = self
            .channel
            .open_response(&context, &bytes)
            .map_err(|e| anyhow!("open {path}: {e:?}"))?;
        let answer = Answer {
            status,
            body: serde_json::from_slice(&opened)?,
            took: Duration::ZERO,
        };
        Ok(answer.data()?.clone())
    }
}
