use super::DELIVERY;
use crate::delivery::{
    llama2_70b_fleet_mfu_128, llama2_70b_runtime_goodput_128, shared_pool_scheduling_snapshot,
};
use crate::derived;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Literature::TrainingRuns as runs;
use mlsysim_core::{InputError, MoneyRate, Named, preset, scenario};

/// ML productivity goodput of a job on a pool: the share of offered capacity-time that
/// becomes work at the ideal rate, as the product of scheduling, runtime and program goodput.
///
/// Scheduling goodput S is held over offered time, runtime goodput R retained over held time,
/// and program goodput P ideal over retained time. Each divides by what the one before passed,
/// so they multiply and every lost interval is charged once, at the first boundary it fails.
/// One point of a factor is worth the product of the other two; a factor raised to its ceiling
/// (its owner's lever, `ceilings` by `S`, `R` or `P`) multiplies MPG by the ceiling's ratio.
#[scenario(
    family = DELIVERY,
    assumption = "The three factors are measured on the same window; where they are not, the product is an estimate.",
    rule(ceilings.names().all(|k| k == "S" || k == "R" || k == "P"), "`ceilings` names only the factors S, R and P"),
    rule(scheduling > 0.0 && runtime > 0.0 && program > 0.0, "`scheduling`, `runtime` and `program` are above 0"),
    excludes = "Work that is retained but not useful (a wrong experiment), which no goodput factor sees.",
    derivation = "Wongpanich et al. (2025), Machine Learning Fleet Efficiency: ML productivity goodput.",
    example = r#"
// A dedicated cluster's goodput
use mlsysim_data::delivery::llama3_405b_goodput_16k;

let s = llama3_405b_goodput_16k()?;
assert!((s.mpg()? - 0.369).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct Goodput {
    /// Scheduling goodput S: held over offered capacity-time.
    #[input(range = 0.0..=1.0)]
    pub scheduling: f64,
    /// Runtime goodput R: retained over held time.
    #[input(range = 0.0..=1.0)]
    pub runtime: f64,
    /// Program goodput P: ideal over retained time (the MFU).
    #[input(range = 0.0..=1.0)]
    pub program: f64,
    /// The value each factor's owner can reach, by factor (`S`, `R`, `P`).
    #[input(default = Named::default(), range = 0.0..=1.0)]
    pub ceilings: Named<f64>,
    /// Price of one offered device-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: Option<MoneyRate>,

    /// ML productivity goodput S × R × P.
    #[property(scheduling * runtime * program)]
    pub mpg: f64,
    /// R × P, the job's own share of its held time.
    #[property(runtime * program)]
    pub job_product: f64,
    /// The share passed by the scheduling boundary: S.
    #[property(scheduling)]
    pub after_scheduling: f64,
    /// The share passed by the runtime boundary too: S × R.
    #[property(scheduling * runtime)]
    pub after_runtime: f64,
    /// The share lost at scheduling: 1 − S.
    #[property(1.0 - scheduling)]
    pub scheduling_share: f64,
    /// The share lost at runtime: S(1 − R).
    #[property(scheduling * (1.0 - runtime))]
    pub runtime_share: f64,
    /// The share lost in the program: SR(1 − P).
    #[property(scheduling * runtime * (1.0 - program))]
    pub program_share: f64,
    /// What one point of each factor is worth: the product of the other two.
    #[property(Named::from_iter([("S", mpg / scheduling), ("R", mpg / runtime), ("P", mpg / program)]))]
    pub point_value: Named<f64>,
    /// Each ceiling over its factor's current value.
    #[property({
        let factors = Named::from_iter([("S", scheduling), ("R", runtime), ("P", program)]);
        ceilings.iter().map(|(k, &c)| (k, c / factors[k])).collect::<Named<f64>>()
    })]
    pub ceiling_ratio: Named<f64>,
    /// MPG gained by raising each factor to its ceiling, the others held.
    #[property({
        let factors = Named::from_iter([("S", scheduling), ("R", runtime), ("P", program)]);
        ceilings.iter().map(|(k, &c)| (k, (c - factors[k]) * point_value[k])).collect::<Named<f64>>()
    })]
    pub ceiling_gain: Named<f64>,
    /// MPG with each factor at its ceiling, the others held.
    #[property(ceiling_gain.iter().map(|(k, &g)| (k, mpg + g)).collect::<Named<f64>>())]
    pub mpg_at_ceiling: Named<f64>,
    /// MPG gained by a perfect scheduling goodput.
    #[property((1.0 - scheduling) * point_value["S"])]
    pub full_scheduling_gain: f64,
    /// Price of a useful unit over the raw price: 1 ÷ MPG.
    #[property(1.0 / mpg)]
    pub cost_multiple: f64,
    /// A chargeback on held hours only: 1 ÷ (R × P).
    #[property(1.0 / (runtime * program))]
    pub job_cost_multiple: f64,
    /// The largest relative gain left in R: 1 ÷ R − 1.
    #[property(1.0 / runtime - 1.0)]
    pub runtime_headroom: f64,
    /// Price of a useful device-hour: the offered rate over MPG.
    #[property(device_hour_rate / mpg, unit = USD_PER_HOUR)]
    pub useful_rate: MoneyRate,
    /// MPG of `other` over this one's: the product of the factor ratios.
    #[method(other.mpg()? / mpg, samples(other = ["Llama3_405BGoodput16K", "Llama3_405BOnSharedPool"]))]
    pub trade_ratio: fn(other: Goodput) -> f64,
}

/// The 128-GPU Llama 2 70B job on the shared pool: the pool's scheduling goodput, the job's
/// runtime goodput and its fleet MFU, each with its owner's ceiling (partial holds refilled,
/// input waits removed, the node's MFU), at the fleet GPU-hour price.
#[preset(name = "Llama2_70BSharedPoolGoodput128")]
pub fn llama2_70b_shared_pool_goodput_128() -> Result<Goodput, InputError> {
    let pool = shared_pool_scheduling_snapshot()?;
    let runtime = llama2_70b_runtime_goodput_128()?;
    let mfu = llama2_70b_fleet_mfu_128()?;
    let r = derived("runtime", runtime.runtime_goodput())?;
    let waits = derived("ceilings", runtime.input_wait_share())?;
    Goodput::builder()
        .scheduling(derived("scheduling", pool.scheduling_goodput())?)
        .runtime(r)
        .program(derived("program", mfu.fleet_mfu())?)
        .ceilings(Named::from_iter([
            ("S", derived("ceilings", pool.partial_hold_ceiling())?),
            ("R", r + waits),
            ("P", derived("ceilings", mfu.node_mfu())?),
        ]))
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}

/// Llama 3 405B on its dedicated 16,384-GPU cluster: the effective-training-time lower bound
/// as R and the BF16 MFU at 16,384 GPUs as P, with S = 1 on a dedicated cluster. The two come
/// from different windows, so the product is an estimate.
#[preset(name = "Llama3_405BGoodput16K")]
pub fn llama3_405b_goodput_16k() -> Result<Goodput, InputError> {
    Goodput::builder()
        .scheduling(1.0)
        .runtime(runs::Llama3_405B_EffectiveTrainingTimeFraction.value)
        .program(runs::Llama3_405B_Mfu16K.value)
        .build()
}

/// The same runtime and program goodput on the shared pool of the scheduling snapshot.
#[preset(name = "Llama3_405BOnSharedPool")]
pub fn llama3_405b_on_shared_pool() -> Result<Goodput, InputError> {
    let pool = shared_pool_scheduling_snapshot()?;
    llama3_405b_goodput_16k()?
        .variant()
        .scheduling(derived("scheduling", pool.scheduling_goodput())?)
        .build()
}
