//! Starting the sandbox: open or seed the database, load the keys, bind, serve until shut down.

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use portal_api::secure_channel::{SecretBytes, SecureChannelError, ServerKeyPair};
use rand::rngs::OsRng;
use tokio::net::TcpListener;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::app;
use crate::attempts::PasswordGuard;
use crate::channel_store::ChannelStore;
use crate::clock::iso;
use crate::config::SandboxConfig;
use crate::csp::CspSource;
use crate::csp_reports::CspReports;
use crate::db::{meta, seed, Db};
use crate::envelope::ApiError;
use crate::state::{AppState, Inner};
use crate::stats::Stats;

/// Why the sandbox did not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database file could not be opened or its schema applied.
    #[error("cannot open the database {path}: {source}")]
    Database {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: rusqlite::Error,
    },
    /// Seeding or reading the database failed.
    #[error("database: {0}")]
    Data(#[from] ApiError),
    /// The database lacks something the seed writes (an old or foreign file).
    #[error("the database has no {0}; start with --reset")]
    Incomplete(&'static str),
    /// The secure channel's key could not be generated or loaded.
    #[error("secure channel key: {0}")]
    Key(#[from] SecureChannelError),
    /// Key generation panicked or was cancelled.
    #[error("key generation did not finish: {0}")]
    KeyTask(#[from] tokio::task::JoinError),
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// The cause.
        source: io::Error,
    },
}

/// A sandbox serving in the background. Dropping it (or [`RunningSandbox::shutdown`]) stops it.
#[derive(Debug)]
pub struct RunningSandbox {
    addr: SocketAddr,
    shutdown: Option<oneshot::Sender<()>>,
    task: JoinHandle<io::Result<()>>,
}

impl RunningSandbox {
    /// The bound address (the real port when the configuration asked for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://` and the bound address, without a trailing slash.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Stops accepting connections, lets open requests finish, and waits for the server.
    pub async fn shutdown(mut self) -> io::Result<()> {
        if let Some(tx) = self.shutdown.take() {
            // The server may have stopped already; then there is nobody to tell.
            let _ = tx.send(());
        }
        self.join().await
    }

    /// Waits until the server stops (it only stops on shutdown or an I/O error).
    pub async fn wait(mut self) -> io::Result<()> {
        self.join().await
    }

    async fn join(&mut self) -> io::Result<()> {
        match (&mut self.task).await {
            Ok(result) => result,
            Err(e) => Err(io::Error::other(e)),
        }
    }
}

/// Opens (or creates and seeds) the database, binds `config.listen` and serves in the
/// background on the current Tokio runtime.
pub async fn start(config: SandboxConfig) -> Result<RunningSandbox, StartError> {
    let opened =
        Db::open(&config.db_path, config.reset).map_err(|source| StartError::Database {
            path: config.db_path.clone(),
            source,
        })?;
    let db = opened.db;
    if opened.fresh {
        let key = match &config.secure_channel_key {
            Some(key) => Arc::clone(key),
            None => Arc::new(
                tokio::task::spawn_blocking(|| ServerKeyPair::generate(&mut OsRng)).await??,
            ),
        };
        let der = key.to_pkcs8_der()?;
        db.with(|c| seed::seed(c, der.as_bytes()))?;
        tracing::info!(path = %config.db_path.display(), "seeded a new database");
    }
    let state = load_state(config, db)?;
    let addr = state.config.listen;
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|source| StartError::Bind { addr, source })?;
    let addr = listener
        .local_addr()
        .map_err(|source| StartError::Bind { addr, source })?;
    let (tx, rx) = oneshot::channel::<()>();
    let router = app::router(state);
    let task = tokio::spawn(async move {
        axum::serve(
            listener,
            // The IP whitelist answer names the caller's address.
            router.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async {
            // A dropped sender means the handle is gone: stop as well.
            let _ = rx.await;
        })
        .await
    });
    tracing::info!(%addr, "sandbox listening");
    Ok(RunningSandbox {
        addr,
        shutdown: Some(tx),
        task,
    })
}

fn load_state(config: SandboxConfig, db: Db) -> Result<AppState, StartError> {
    let read = |key: &'static str| -> Result<Vec<u8>, StartError> {
        db.with(|c| Ok(meta::get(c, key)?))?
            .ok_or(StartError::Incomplete(key))
    };
    let key_der = SecretBytes::new(read(meta::CHANNEL_KEY)?);
    let key = Arc::new(ServerKeyPair::from_pkcs8_der(key_der.as_bytes())?);
    let key_id = String::from_utf8_lossy(&read(meta::CHANNEL_KEY_ID)?).into_owned();
    let created: i64 = String::from_utf8_lossy(&read(meta::CHANNEL_KEY_CREATED)?)
        .parse()
        .unwrap_or(0);
    let public_key = key.public_key_info(key_id, iso(created))?;
    let token_secret = SecretBytes::new(read(meta::TOKEN_SECRET)?);
    let channels = ChannelStore::new(config.secure_channel_ttl);
    let csp = CspSource::new(&config.dist_dir);
    crate::passwords::warm_up();
    let password_guard = PasswordGuard::new(
        config.password_attempts_per_account,
        config.password_attempts_per_client,
    );
    Ok(AppState::new(Inner {
        config,
        db,
        channels,
        stats: Stats::default(),
        key,
        public_key,
        token_secret,
        csp,
        csp_reports: CspReports::default(),
        password_guard,
    }))
}
