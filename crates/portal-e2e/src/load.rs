//! A bounded load on the recharge queue's list and batch endpoints from concurrent API clients,
//! and the checks that nothing was lost or decided twice.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use portal_api::pagination::PageShape;
use portal_api::paths;
use portal_api::recharges::{BatchOutcome, Recharge, RechargeStats};
use serde_json::json;

use crate::api_client::{Answer, ApiClient};

/// How much load: clients, recharges to confirm, ids per batch and list reads between batches.
#[derive(Debug, Clone, Copy)]
pub struct LoadPlan {
    /// Concurrent clients.
    pub clients: usize,
    /// Pending recharges every client tries to confirm.
    pub recharges: usize,
    /// Ids per batch request.
    pub batch_size: usize,
    /// Queue pages each client reads after each batch.
    pub lists_per_batch: usize,
}

/// What happened: every request's time, what went wrong, and how often each id was confirmed.
pub struct LoadReport {
    /// The plan that ran.
    pub plan: LoadPlan,
    /// Wall time of the concurrent part.
    pub elapsed: Duration,
    /// Every request's time, sorted.
    pub latencies: Vec<Duration>,
    /// Requests that failed as a whole (transport, HTTP or envelope errors).
    pub errors: Vec<String>,
    /// For each targeted recharge, how many batch answers reported it confirmed.
    pub confirmations: BTreeMap<String, usize>,
    /// Stats before and after.
    pub before: RechargeStats,
    /// Stats after the load.
    pub after: RechargeStats,
}

impl LoadReport {
    /// Requests per second over the concurrent part.
    pub fn requests_per_second(&self) -> f64 {
        self.latencies.len() as f64 / self.elapsed.as_secs_f64()
    }

    /// The latency below which `percent` of the requests finished, in ms.
    pub fn percentile_ms(&self, percent: f64) -> f64 {
        let Some(last) = self.latencies.len().checked_sub(1) else {
            return 0.0;
        };
        let rank = ((percent / 100.0) * last as f64).round() as usize;
        self.latencies[rank.min(last)].as_secs_f64() * 1000.0
    }

    /// Everything that breaks "no error, nothing lost, each confirmed once, stats add up".
    pub fn problems(&self) -> Vec<String> {
        let mut problems = self.errors.clone();
        for (id, times) in &self.confirmations {
            if *times != 1 {
                problems.push(format!("{id} confirmed {times} times"));
            }
        }
        let target = self.plan.recharges as u64;
        let orders = |stats: &RechargeStats, status: &str| {
            stats.by_status.get(status).map_or(0, |b| b.orders)
        };
        if orders(&self.after, "CONFIRMED") != orders(&self.before, "CONFIRMED") + target {
            problems.push(format!(
                "confirmed went from {} to {}, expected +{target}",
                orders(&self.before, "CONFIRMED"),
                orders(&self.after, "CONFIRMED")
            ));
        }
        if orders(&self.after, "PENDING") + target != orders(&self.before, "PENDING") {
            problems.push(format!(
                "pending went from {} to {}, expected -{target}",
                orders(&self.before, "PENDING"),
                orders(&self.after, "PENDING")
            ));
        }
        if self.after.total_orders != self.before.total_orders {
            problems.push("the total number of recharges changed".to_owned());
        }
        for (name, buckets) in [
            ("status", &self.after.by_status),
            ("currency", &self.after.by_currency),
        ] {
            let sum: u64 = buckets.values().map(|b| b.orders).sum();
            if sum != self.after.total_orders {
                problems.push(format!(
                    "by {name} adds up to {sum}, not {}",
                    self.after.total_orders
                ));
            }
        }
        problems
    }
}

/// Shared between the clients while they run.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    errors: Vec<String>,
    confirmations: BTreeMap<String, usize>,
}

impl Tally {
    fn record(&mut self, what: &str, answer: Result<Answer>) -> Option<serde_json::Value> {
        match answer {
            Ok(answer) => {
                self.latencies.push(answer.took);
                match answer.data() {
                    Ok(data) => Some(data.clone()),
                    Err(e) => {
                        self.errors.push(format!("{what}: {e}"));
                        None
                    }
                }
            }
            Err(e) => {
                self.errors.push(format!("{what}: {e}"));
                None
            }
        }
    }
}

async fn stats(api: &ApiClient) -> Result<RechargeStats> {
    let answer = api.get(paths::RECHARGES_STATS).await?;
    Ok(serde_json::from_value(answer.data()?.clone())?)
}

/// The first `count` pending recharges, in the queue's order.
async fn pending_ids(api: &ApiClient, count: usize) -> Result<Vec<String>> {
    let mut ids = Vec::new();
    let mut page = 0;
    while ids.len() < count {
        let path = format!("{}?status=PENDING&size=100&page={page}", paths::RECHARGES);
        let data = api.get(&path).await?.data()?.clone();
        let listed = PageShape::B.decode::<Recharge>(data)?;
        if listed.items.is_empty() {
            break;
        }
        ids.extend(listed.items.into_iter().map(|r| r.biz_id));
        page += 1;
    }
    ids.truncate(count);
    anyhow::ensure!(ids.len() == count, "only {} pending recharges", ids.len());
    Ok(ids)
}

/// One client: every batch of the plan, starting at its own offset so clients collide on the
/// same ids, with queue reads in between.
async fn client(
    api: ApiClient,
    batches: Arc<Vec<Vec<String>>>,
    start: usize,
    plan: LoadPlan,
    tally: Arc<Mutex<Tally>>,
) {
    for step in 0..batches.len() {
        let ids = &batches[(start + step) % batches.len()];
        let body = json!({"bizIds": ids, "operatorRemark": "Load test"});
        let answer = api.post(paths::RECHARGES_BATCH_CONFIRM, &body).await;
        let data = tally.lock().expect("tally").record("batch-confirm", answer);
        if let Some(data) = data {
            match serde_json::from_value::<BatchOutcome>(data) {
                Ok(outcome) => {
                    let mut tally = tally.lock().expect("tally");
                    for id in outcome.succeeded.unwrap_or_default() {
                        *tally.confirmations.entry(id).or_default() += 1;
                    }
                }
                Err(e) => tally
                    .lock()
                    .expect("tally")
                    .errors
                    .push(format!("batch answer: {e}")),
            }
        }
        for read in 0..plan.lists_per_batch {
            let page = (start + step + read) % 10;
            let path = format!("{}?page={page}&size=50", paths::RECHARGES);
            let answer = api.get(&path).await;
            tally.lock().expect("tally").record("list", answer);
        }
    }
}

/// Runs the plan: every client tries to confirm every targeted recharge.
pub async fn run(api: &ApiClient, plan: LoadPlan) -> Result<LoadReport> {
    let before = stats(api).await.context("stats before")?;
    let ids = pending_ids(api, plan.recharges).await?;
    let mut confirmations: BTreeMap<String, usize> = ids.iter().map(|id| (id.clone(), 0)).collect();
    let batches: Arc<Vec<Vec<String>>> = Arc::new(
        ids.chunks(plan.batch_size)
            .map(<[String]>::to_vec)
            .collect(),
    );
    let tally = Arc::new(Mutex::new(Tally::default()));
    let started = Instant::now();
    let mut running = Vec::new();
    for n in 0..plan.clients {
        let start = n * batches.len() / plan.clients.max(1);
        running.push(tokio::spawn(client(
            api.clone(),
            Arc::clone(&batches),
            start,
            plan,
            Arc::clone(&tally),
        )));
    }
    for task in running {
        task.await?;
    }
    let elapsed = started.elapsed();
    let after = stats(api).await.context("stats after")?;
    let mut tally = std::mem::take(&mut *tally.lock().expect("tally"));
    for (id, times) in tally.confirmations {
        *confirmations.entry(id).or_default() += times;
    }
    tally.latencies.sort();
    Ok(LoadReport {
        plan,
        elapsed,
        latencies: tally.latencies,
        errors: tally.errors,
        confirmations,
        before,
        after,
    })
}
