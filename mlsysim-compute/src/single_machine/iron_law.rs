use super::IRON_LAW;
use mlsysim_core::units::{
    GB_PER_SECOND, GFLOP, GFLOP_PER_SECOND, gigabytes, milliseconds, seconds,
};
use mlsysim_core::{
    DataRate, FlopCount, FlopRate, Information, InputError, Time, preset, scenario,
};

/// The iron law of one machine for one task, and what upgrading the memory or the compute term
/// buys.
///
/// A task spends a memory term moving its data, a compute term doing its work, and a fixed
/// overhead. In sequence the three add; with loading and computing overlapped perfectly the
/// task takes the longer of the two terms plus the overhead. Each term is given directly, or as
/// a volume over a rate. An upgrade divides the memory term by `memory_speedup` and the compute
/// term by `compute_speedup`; the overhead stays, so the whole falls by less than the upgrade
/// suggests.
#[scenario(
    family = IRON_LAW,
    assumption = "Each term is given stated (`memory_time_stated`, `compute_time_stated`) or as a volume over a rate (`data_volume` over `bandwidth`, `operations` over `effective_rate`). A bandwidth alone may accompany a stated memory time (it is what `upgraded_bandwidth` scales).",
    assumption = "Times, volumes and operations are at least zero, rates and speedups above zero; the reference takes negative speedups and gives negative times.",
    assumption = "The overhead is fixed: no upgrade shortens it.",
    rule(optional(memory_time_stated).is_none() || optional(data_volume).is_none(), "`memory_time_stated` and `data_volume` are not both given (the reference silently takes the stated time)"),
    rule(optional(compute_time_stated).is_none() || (optional(operations).is_none() && optional(effective_rate).is_none()), "`compute_time_stated` is not given with `operations` or `effective_rate` (the reference silently takes the stated time)"),
    excludes = "Partial overlap between the two bounds, and upgrades that change the overhead (a faster host).",
    derivation = "Sequential stages add; perfectly overlapped ones take the longer of the two. The naive estimate divides the whole by both speedups, as if the overhead shrank too.",
    example = r#"
// Doubling bandwidth cuts a memory-bound task by under a third
use mlsysim_compute::single_machine::iron_law_memory_bound_example;

let s = iron_law_memory_bound_example()?;
let ms = |t: mlsysim_core::Time| t.value * 1e3;
assert!((ms(s.sequential_time()?) - 35.0).abs() < 1e-9);
assert!((ms(s.naive_upgraded_time()?) - 17.5).abs() < 1e-9);
assert!((s.sequential_reduction()? - 0.2857142857142857).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    requires_one_of(memory_time_stated, (data_volume, bandwidth)),
    requires_one_of(compute_time_stated, (operations, effective_rate)),
)]
pub struct IronLaw {
    /// Fixed overhead no upgrade shortens.
    #[input(non_negative, unit = MILLISECOND)]
    pub overhead: Time,
    /// The memory term, when known directly.
    #[input(non_negative, unit = MILLISECOND)]
    pub memory_time_stated: Option<Time>,
    /// Bytes the task moves, when the memory term is not stated.
    #[input(non_negative, unit = GB)]
    pub data_volume: Option<Information>,
    /// Bandwidth the bytes move at.
    #[input(positive, unit = GB_PER_SECOND)]
    pub bandwidth: Option<DataRate>,
    /// The compute term, when known directly.
    #[input(non_negative, unit = MILLISECOND)]
    pub compute_time_stated: Option<Time>,
    /// Work the task does, when the compute term is not stated.
    #[input(non_negative, unit = GFLOP)]
    pub operations: Option<FlopCount>,
    /// Rate the work runs at: the peak times its utilization.
    #[input(positive, unit = GFLOP_PER_SECOND)]
    pub effective_rate: Option<FlopRate>,
    /// How many times faster the upgrade makes the memory term.
    #[input(default = 1.0, positive)]
    pub memory_speedup: f64,
    /// How many times faster the upgrade makes the compute term.
    #[input(default = 1.0, positive)]
    pub compute_speedup: f64,

    /// The memory term.
    #[property(
        if given(memory_time_stated) { memory_time_stated } else { transfer_time(data_volume, bandwidth)? }
    )]
    pub memory_time: Time,
    /// The compute term.
    #[property(
        if given(compute_time_stated) {
            compute_time_stated
        } else {
            mlsysim_core::laws::compute_time(operations, effective_rate)?
        }
    )]
    pub compute_time: Time,
    /// The bandwidth after the upgrade.
    #[property(bandwidth * memory_speedup, unit = GB_PER_SECOND)]
    pub upgraded_bandwidth: DataRate,
    /// Time with the three terms in sequence.
    #[property(iron_law_sequential_time(memory_time, compute_time, overhead)?)]
    pub sequential_time: Time,
    /// Time with loading and computing overlapped perfectly.
    #[property(iron_law_overlapped_time(memory_time, compute_time, overhead)?)]
    pub overlapped_time: Time,
    /// The memory term after the upgrade.
    #[property(memory_time / memory_speedup)]
    pub upgraded_memory_time: Time,
    /// The compute term after the upgrade.
    #[property(compute_time / compute_speedup)]
    pub upgraded_compute_time: Time,
    /// Time in sequence after the upgrade.
    #[property(iron_law_sequential_time(upgraded_memory_time, upgraded_compute_time, overhead)?)]
    pub upgraded_sequential_time: Time,
    /// Time overlapped after the upgrade.
    #[property(iron_law_overlapped_time(upgraded_memory_time, upgraded_compute_time, overhead)?)]
    pub upgraded_overlapped_time: Time,
    /// What dividing the whole sequential time by both speedups would promise.
    #[property(sequential_time / (memory_speedup * compute_speedup))]
    pub naive_upgraded_time: Time,
    /// Share of the sequential time the upgrade removes.
    #[property(1.0 - upgraded_sequential_time / sequential_time)]
    pub sequential_reduction: f64,
}

/// A memory-bound task on one accelerator: 2 GB at 100 GB/s and 1 GFLOP at an effective 100
/// GFLOP/s, plus 5 ms of overhead; the upgrade doubles the bandwidth.
#[preset(name = "IronLawMemoryBoundExample")]
pub fn iron_law_memory_bound_example() -> Result<IronLaw, InputError> {
    IronLaw::builder()
        .data_volume(gigabytes(2.0))
        .bandwidth(GB_PER_SECOND.of(100.0))
        .operations(GFLOP.of(1.0))
        .effective_rate(GFLOP_PER_SECOND.of(100.0))
        .overhead(milliseconds(5.0))
        .memory_speedup(2.0)
        .build()
}

/// A compute-heavy task: 2 s of data movement, 8 s of computation and 1 s of overhead; the
/// upgrade doubles the arithmetic rate.
#[preset(name = "IronLawComputeHeavyExample")]
pub fn iron_law_compute_heavy_example() -> Result<IronLaw, InputError> {
    IronLaw::builder()
        .memory_time_stated(seconds(2.0))
        .compute_time_stated(seconds(8.0))
        .overhead(seconds(1.0))
        .compute_speedup(2.0)
        .build()
}
