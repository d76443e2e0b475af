//! The agent loop swept: every agent archetype of the registry (its reference model on its
//! serving node's accelerator) × horizons 1..=200 turns × four context windows, each point
//! building and evaluating every property of the loop's scenarios at that point:
//!
//! - `TrajectoryResend`: the history resent and prefilled at the archetype's decode floors;
//! - `AppendOnlyContext`: the last call against the window, and the quadratic resend;
//! - `ContextBudget`: the repair harness's roles budgeted against the window over the horizon;
//! - `AcceptedTaskCost`: an attempt priced from the resent and generated tokens, accepted with
//!   the unchecked success of 99% steps over the horizon.
//!
//! One thread and all cores; a checksum of every point's values keeps the work from being
//! optimised away and shows the two runs agree.
//!
//! Run: `cargo bench -p mlsysim-tests --bench agents`.

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_agents::context::{ContextBudget, repair_context_budget};
use mlsysim_agents::model_calls::{TrajectoryResend, coding_agent_resend30_turns};
use mlsysim_agents::trajectories::{
    AcceptedTaskCost, AppendOnlyContext, append_only_repair_context, repair_attempt_cost_levers,
};
use mlsysim_core::Precision;
use mlsysim_core::laws::unchecked_success;
use mlsysim_core::registry::{AgentArchitecture, Registered};
use mlsysim_core::units::{usd, usd_per_mtoken};
use mlsysim_serving::forward::Decode;
use rayon::prelude::*;
use std::hint::black_box;

/// The horizons swept, in turns.
const HORIZONS: u32 = 200;
/// The context windows swept, in tokens.
const WINDOWS: [u32; 4] = [8_192, 32_768, 131_072, 1_048_576];

/// One archetype's fixed parts: its decode floors and the presets each point varies.
struct Archetype {
    resend: TrajectoryResend,
    context: AppendOnlyContext,
    budget: ContextBudget,
    cost: AcceptedTaskCost,
}

fn archetypes() -> Vec<Archetype> {
    AgentArchitecture::all()
        .iter()
        .map(|a| {
            let floors = Decode::builder()
                .workload(a.reference_model)
                .hardware(a.serving_node.accelerator)
                .precision(Precision::Fp16)
                .build()
                .expect("every archetype's model and accelerator decode");
            Archetype {
                resend: coding_agent_resend30_turns()
                    .and_then(|s| s.variant().floors(floors).build())
                    .expect("the preset with the archetype's floors"),
                context: append_only_repair_context().expect("the preset"),
                budget: repair_context_budget().expect("the preset"),
                // The preset's levers without the acceptance gain, which a high acceptance
                // would carry past 1.
                cost: repair_attempt_cost_levers()
                    .and_then(|s| s.variant().without_acceptance_gain().build())
                    .expect("the preset"),
            }
        })
        .collect()
}

/// A count, or 0 where the member failed; folded into the checksum.
fn count(value: &Result<i64, mlsysim_core::EvalError>) -> u64 {
    value.as_ref().map_or(0, |n| *n as u64)
}

/// The bits of a number, or 0 where the member failed; folded into the checksum.
fn bits(value: &Result<f64, mlsysim_core::EvalError>) -> u64 {
    value.as_ref().map_or(0, |x| x.to_bits())
}

/// Builds and evaluates every scenario of the loop at one point; returns the checksum.
fn point(a: &Archetype, turns: u32, window: u32) -> u64 {
    let resend = a
        .resend
        .variant()
        .turns(turns)
        .build()
        .expect("valid turns");
    let r = black_box(resend.evaluate());
    let context = a
        .context
        .variant()
        .turns(turns)
        .context_window(window)
        .build()
        .expect("valid window");
    let budget = a
        .budget
        .variant()
        .window(window)
        .output_reserve(window / 16)
        .turns(turns)
        .build()
        .expect("valid budget");
    // An attempt's model cost: its resent input and its output at the repair bill's prices.
    let resent = count(&r.resent_tokens) as f64;
    let output = count(&r.output_tokens) as f64;
    let model_cost = usd_per_mtoken(3.0) * resent + usd_per_mtoken(15.0) * output;
    let acceptance = unchecked_success(0.99, turns).expect("a probability");
    let cost = a
        .cost
        .variant()
        .model_cost(model_cost)
        .other_cost(usd(0.80))
        .acceptance(acceptance)
        .build()
        .expect("valid attempt");
    // Every property of each scenario is computed by `evaluate`; a few of them make the
    // checksum that shows the serial and the parallel runs agree.
    let c = black_box(context.evaluate());
    let b = black_box(budget.evaluate());
    let k = black_box(cost.evaluate());
    [
        count(&r.reused_prefix_tokens),
        bits(&r.reuse_reduction),
        count(&c.cumulative_input_tokens),
        bits(&c.window_fraction),
        count(&b.append_bill),
        count(&b.turns_fit),
        bits(&k.token_share),
        k.cost_per_accepted
            .as_ref()
            .map_or(0, |x| x.value.to_bits()),
    ]
    .into_iter()
    .fold(0, u64::wrapping_add)
}

fn points() -> Vec<(usize, u32, u32)> {
    let count = AgentArchitecture::all().len();
    let mut out = Vec::new();
    for a in 0..count {
        for turns in 1..=HORIZONS {
            for window in WINDOWS {
                out.push((a, turns, window));
            }
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let archetypes = archetypes();
    let all = points();
    let run = |&(a, turns, window): &(usize, u32, u32)| point(&archetypes[a], turns, window);
    let serial = all.iter().map(run).fold(0, u64::wrapping_add);
    let parallel = all.par_iter().map(run).reduce(|| 0, u64::wrapping_add);
    assert_eq!(serial, parallel);
    let scenarios = all.len() as u64 * 4;
    println!(
        "agents: {} archetypes, {} points, {scenarios} scenarios built and evaluated per run",
        archetypes.len(),
        all.len()
    );
    let mut group = c.benchmark_group("agent_loop");
    group.throughput(criterion::Throughput::Elements(scenarios));
    group.sample_size(10);
    group.bench_function("single_thread", |b| {
        b.iter(|| black_box(&all).iter().map(run).fold(0, u64::wrapping_add))
    });
    group.bench_function("all_cores", |b| {
        b.iter(|| {
            black_box(&all)
                .par_iter()
                .map(run)
                .reduce(|| 0, u64::wrapping_add)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
