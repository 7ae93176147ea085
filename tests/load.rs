//! Load on the sandbox: concurrent clients listing and batch-confirming the same recharges
//! lose nothing, confirm each recharge exactly once, and leave stats that add up.

use anyhow::Result;
use portal_e2e::load::{self, LoadPlan};
use portal_e2e::{ApiClient, Sandbox};
use portal_sandbox::demo::{ADMIN_EMAIL, ADMIN_PASSWORD, INSTITUTION_PORTAL_OPS};

#[tokio::test]
async fn concurrent_batches_confirm_each_recharge_once() -> Result<()> {
    let sandbox = Sandbox::start().await?;
    let api = ApiClient::sign_in(
        &sandbox,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        INSTITUTION_PORTAL_OPS,
    )
    .await?;
    let plan = LoadPlan {
        clients: 8,
        recharges: 300,
        batch_size: 50,
        lists_per_batch: 2,
    };
    let report = load::run(&api, plan).await?;
    assert_eq!(report.problems(), Vec::<String>::new());
    // Every client sent every batch and its list reads: nothing was skipped.
    let per_client = 300 / 50 * (1 + 2);
    assert_eq!(report.latencies.len(), plan.clients * per_client);
    Ok(())
}
