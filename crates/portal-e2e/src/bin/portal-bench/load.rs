//! Sandbox load: concurrent clients reading the queue and batch-confirming the same recharges.

use anyhow::{ensure, Result};
use portal_e2e::load::{self, LoadPlan};
use portal_e2e::{ApiClient, Sandbox};
use portal_sandbox::demo::{ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_PORTAL_OPS};

const PLAN: LoadPlan = LoadPlan {
    clients: 16,
    recharges: 1000,
    batch_size: 100,
    lists_per_batch: 5,
};

/// Runs the load on a fresh sandbox, prints throughput and latency percentiles, and fails when
/// anything was lost or confirmed twice.
pub async fn print() -> Result<()> {
    let mut sandbox = Sandbox::start().await?;
    let api = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    let report = load::run(&api, PLAN).await?;
    sandbox.stop().await?;
    println!(
        "\nSandbox load: {} clients batch-confirming the same {} recharges ({} per request), \
         {} queue reads after each batch",
        PLAN.clients, PLAN.recharges, PLAN.batch_size, PLAN.lists_per_batch
    );
    println!(
        "  {} requests in {:.2} s: {:.0} requests/s; latency p50 {:.1} ms, p95 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        report.latencies.len(),
        report.elapsed.as_secs_f64(),
        report.requests_per_second(),
        report.percentile_ms(50.0),
        report.percentile_ms(95.0),
        report.percentile_ms(99.0),
        report.percentile_ms(100.0)
    );
    let problems = report.problems();
    ensure!(problems.is_empty(), "load problems: {problems:?}");
    println!("  no error; each recharge confirmed exactly once; stats add up");
    Ok(())
}
