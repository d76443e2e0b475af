//! One accelerator and a cluster of them: peak ratios, tiles, energy per multiply-accumulate,
//! the iron law of one machine, an inference engine's forward time, training time on a
//! cluster, and the size of an input space.

use crate::law;
use crate::units::{DataRate, Energy, EnergyPerFlop, FlopCount, FlopRate, Time};

/// How many times faster one peak operation rate is than another: `rate` over `baseline`.
#[law(samples(rate = ["1979 TOPS", "989 TFLOP/s"], baseline = ["8 TOPS", "2 TFLOP/s"]))]
pub fn peak_ratio(rate: FlopRate, baseline: FlopRate) -> f64 {
    rate / baseline
}

/// How many times more memory bandwidth one device has than another: `bandwidth` over
/// `baseline`.
#[law(samples(bandwidth = ["3.35 TB/s", "900 GB/s"], baseline = ["50 GB/s", "240 GB/s"]))]
pub fn bandwidth_ratio(bandwidth: DataRate, baseline: DataRate) -> f64 {
    bandwidth / baseline
}

/// Tiles of width `tile` that cover `extent` elements, the last one partly filled: ⌈extent /
/// tile⌉, computed exactly on integers as −(−extent // tile).
#[law(samples(extent = [4096, 1000, 64], tile = [128, 300]))]
pub fn tile_count(extent: i64, tile: i64) -> i64 {
    {
        require(tile >= 1, "a tile spans at least one element")?;
        -floor_div(-extent, tile)?
    }
}

/// Energy of one multiply-accumulate that makes `accesses_per_mac` off-chip accesses of
/// `access_energy` each, on top of the arithmetic's own `mac_energy`.
#[law(samples(
    accesses_per_mac = [4.0, 0.015625],
    access_energy = ["640 pJ"],
    mac_energy = ["1 pJ"]
))]
pub fn energy_per_mac(accesses_per_mac: f64, access_energy: Energy, mac_energy: Energy) -> Energy {
    accesses_per_mac * access_energy + mac_energy
}

/// Energy per operation of a multiply-accumulate: the multiply's and the add's.
#[law(samples(multiply = ["3.7 pJ/FLOP", "0.2 pJ/FLOP"], add = ["0.9 pJ/FLOP", "0.1 pJ/FLOP"]))]
pub fn multiply_accumulate_energy(multiply: EnergyPerFlop, add: EnergyPerFlop) -> EnergyPerFlop {
    multiply + add
}

/// The iron law of one machine with its stages in sequence: the memory term, the compute term
/// and the fixed overhead add up.
#[law(
    reference = "mlsysim.engine.solvers.IronLawModel.solve",
    samples(memory = ["20 ms", "2 s"], compute = ["10 ms", "8 s"], overhead = ["5 ms", "1 s"])
)]
pub fn iron_law_sequential_time(memory: Time, compute: Time, overhead: Time) -> Time {
    memory + compute + overhead
}

/// The iron law of one machine with loading and computing overlapped perfectly: the longer of
/// the memory and compute terms, plus the fixed overhead that nothing hides.
#[law(
    reference = "mlsysim.engine.solvers.IronLawModel.solve",
    samples(memory = ["20 ms", "2 s"], compute = ["10 ms", "8 s"], overhead = ["5 ms", "1 s"])
)]
pub fn iron_law_overlapped_time(memory: Time, compute: Time, overhead: Time) -> Time {
    max(memory, compute) + overhead
}

/// Forward time of an inference engine for a batch: `launches` host dispatches of
/// `host_per_launch` each, `kernels` kernels of at least `kernel_floor` on the device, one read
/// of the weights, and `batch` images of `per_image` device time each, all in sequence.
#[law(
    reference = "mlsysim.engine.serving_profile.ResNet50H100Profile.engine_time",
    samples(
        launches = [1, 174],
        host_per_launch = ["5 us"],
        kernels = [56],
        kernel_floor = ["5 us"],
        weight_read = ["30.51585910447761 us"],
        per_image = ["65.72295247724975 us"],
        batch = [1, 32]
    )
)]
pub fn engine_forward_time(
    launches: i64,
    host_per_launch: Time,
    kernels: i64,
    kernel_floor: Time,
    weight_read: Time,
    per_image: Time,
    batch: i64,
) -> Time {
    {
        require(
            launches >= 0 && kernels >= 0 && batch >= 1,
            "launches and kernels are at least 0, the batch at least 1",
        )?;
        launches * host_per_launch + kernels * kernel_floor + weight_read + batch * per_image
    }
}

/// Time to train on `devices` accelerators that each deliver `efficiency` of `peak`: the
/// training work over the rate they deliver together (compute bound, perfect scaling).
#[law(
    reference = "mlsysim.physics.performance.calc_training_time",
    samples(
        work = ["3.14e23 FLOP", "294.912 TFLOP"],
        devices = [1, 1024],
        peak = ["312 TFLOP/s", "989 TFLOP/s"],
        efficiency = [0.45, 0.5]
    )
)]
pub fn cluster_training_time(
    work: FlopCount,
    devices: i64,
    peak: FlopRate,
    efficiency: f64,
) -> Time {
    {
        require(devices >= 1, "a cluster has at least one device")?;
        require(
            efficiency > 0.0 && efficiency <= 1.0,
            "the efficiency is a share of the peak in (0, 1]",
        )?;
        work / (devices * peak * efficiency)
    }
}

/// The decimal logarithm of how many distinct inputs there are when each of `elements` values
/// takes one of `levels` levels: elements × log10(levels), without forming levels^elements.
#[law(samples(elements = [150528, 3072], levels = [256, 2]))]
pub fn input_space_log10(elements: f64, levels: f64) -> f64 {
    {
        require(levels >= 1.0, "a value takes at least one level")?;
        elements * levels.log10()
    }
}
