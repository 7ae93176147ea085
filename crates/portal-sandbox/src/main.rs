//! The `portal-sandbox` binary; everything it does is in `portal_sandbox::cli`.

use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    portal_sandbox::cli::main().await
}
