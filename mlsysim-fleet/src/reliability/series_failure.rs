use super::RELIABILITY;
use mlsysim_core::registry::Systems::{Clusters, Nodes, Reliability};
use mlsysim_core::{Frequency, InputError, Named, Time, preset, scenario};

/// The failure interval of a synchronous job that stops when any one of its components fails,
/// the components differing in lifetime and in count per node.
///
/// Each component is stated per node: its mean time to failure and how many a node of
/// `devices_per_node` devices holds. A redundant part that cannot stop the node on its own
/// (an N+M power supply) is counted 0. Its failures per device are its count per node over the
/// devices per node over its MTTF; the job's rate is the sum over components times the
/// devices. A public scenario: other scenarios take a `SeriesFailure` as an input (a hot
/// spare's worth, the goodput of a run).
#[scenario(
    family = RELIABILITY,
    equation = "rate per device = Σ count per node ÷ devices per node ÷ MTTF; job rate = devices × rate per device; MTBF = 1 ÷ job rate",
    assumption = "Failures are independent and exponentially distributed; any one failure stops the whole job (a series system), so rates add.",
    assumption = "Every component of `component_mttf` has a count in `per_node`.",
    excludes = "Correlated failures, and the repair time during which a redundant part runs without its spare.",
    derivation = "A series system of independent exponential parts fails at the sum of their rates.",
    rule(
        component_mttf.names().all(|name| per_node.get(name).is_some()),
        "`per_node` gives a count for every component of `component_mttf`"
    ),
    example = r#"
// The 10,000-GPU cluster fails about every four hours
use mlsysim_fleet::reliability::full_system_failures_10k;

let s = full_system_failures_10k()?;
assert!((s.mtbf()?.value / 3600.0 - 3.870967741935484).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SeriesFailure {
    /// Devices (accelerators) in the job.
    #[input(range = 1..)]
    pub n_devices: u32,
    /// Devices in one node.
    #[input(range = 1..)]
    pub devices_per_node: u32,
    /// Mean time to failure of each component.
    #[input(positive, unit = HOUR)]
    pub component_mttf: Named<Time>,
    /// Each component's count in one node (0 for a redundant part).
    pub per_node: Named<u32>,

    /// Each component's failures per device-hour.
    #[property(
        {
            let mut rates = Vec::new();
            for (name, &mttf) in component_mttf.iter() {
                rates.push((name, per_node[name] / devices_per_node / mttf));
            }
            rates.into_iter().collect::<Named<Frequency>>()
        },
        unit = PER_HOUR
    )]
    pub component_rates: Named<Frequency>,
    /// Failures per device-hour, all components together.
    #[property(
        {
            let mut total = per_second(0.0);
            for &rate in component_rates.values() {
                total += rate;
            }
            total
        },
        unit = PER_HOUR
    )]
    pub device_rate: Frequency,
    /// Failures per hour of the whole job.
    #[property(n_devices * device_rate, unit = PER_HOUR)]
    pub system_rate: Frequency,
    /// Mean time between failures of the job.
    #[property(1.0 / system_rate, unit = HOUR)]
    pub mtbf: Time,
    /// Failures of the job a day.
    #[property(system_rate / per_day(1.0))]
    pub failures_per_day: f64,
}

/// The 10,000-GPU reference cluster of DGX H100 nodes: each GPU, its PCIe link to the host and
/// the node's network path (NIC and cables, one unit) in series; the node's 4+2 redundant power
/// supplies add no single-failure term (the node's series supplies, 0).
#[preset(name = "FullSystemFailures10K")]
pub fn full_system_failures_10k() -> Result<SeriesFailure, InputError> {
    let node = &Nodes::DGX_H100;
    SeriesFailure::builder()
        .n_devices(Clusters::Training_10K.total_accelerators())
        .devices_per_node(node.accelerators_per_node)
        .component_mttf(Named::from_iter([
            ("gpu", Reliability::Gpu.mttf_hours),
            ("pcie", Reliability::PcieSwitch.mttf_hours),
            ("network", Reliability::Nic.mttf_hours),
            ("power", Reliability::Psu.mttf_hours),
        ]))
        .per_node(Named::from_iter([
            ("gpu", node.accelerators_per_node),
            ("pcie", node.accelerators_per_node),
            ("network", 1),
            ("power", node.series_psus()),
        ]))
        .build()
}

/// A 128-GPU Llama 2 70B training job on sixteen DGX H100 nodes: GPU, PCIe link and the node's
/// one NIC in series.
#[preset(name = "Llama2_70BJobFailures128")]
pub fn llama2_70b_job_failures_128() -> Result<SeriesFailure, InputError> {
    let node = &Nodes::DGX_H100;
    SeriesFailure::builder()
        .n_devices(16 * node.accelerators_per_node)
        .devices_per_node(node.accelerators_per_node)
        .component_mttf(Named::from_iter([
            ("gpu", Reliability::Gpu.mttf_hours),
            ("pcie", Reliability::PcieSwitch.mttf_hours),
            ("network", Reliability::Nic.mttf_hours),
        ]))
        .per_node(Named::from_iter([
            ("gpu", node.accelerators_per_node),
            ("pcie", node.accelerators_per_node),
            ("network", 1),
        ]))
        .build()
}
