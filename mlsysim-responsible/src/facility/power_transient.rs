use super::FACILITY;
use mlsysim_core::registry::Hardware;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::units::{MICROSECOND, NANOSECOND, PICOHENRY, volts, watts};
use mlsysim_core::{
    Current, HardwareNode, Inductance, InputError, Named, Power, PowerRamp, Time,
    Voltage, preset, scenario,
};

/// A barrier-aligned load step: each accelerator jumps from its communication-phase power to
/// its rated power at once, on its own core rail and across the cluster.
///
/// When a collective barrier releases every device from communication into dense arithmetic,
/// each steps toward its rated power together. On one device's core rail the step is a change
/// of current, the power step over the rail voltage, and the board loop's inductance turns a
/// fast edge into a voltage droop, L × dI ÷ dt. Across the cluster the same step, aligned by
/// the barrier, is a power ramp the facility's supply must follow.
#[scenario(
    family = FACILITY,
    assumption = "Each device steps from `low_power` to its rated power, and all of them within `ramp_window`.",
    assumption = "The rail's current changes linearly over each rise time.",
    excludes = "The decoupling capacitors' and the regulator's response, which set the real rise time.",
    excludes = "Power conversion between the facility and the core rail.",
    derivation = "The reference's PowerTransientModel, calc_rail_current_step and calc_inductive_droop.",
    rule(low_power <= high_power, "`low_power` is at most the device's rated power: the step is a rise (the reference reports a negative step)"),
)]
pub struct PowerTransient {
    /// The accelerator: its rated power is the top of the step.
    pub hardware: &'static HardwareNode,
    /// Power of one device in the communication phase, before the step.
    #[input(non_negative, unit = WATT)]
    pub low_power: Power,
    /// Voltage of the accelerator's core rail.
    #[input(positive, unit = VOLT)]
    pub rail_voltage: Voltage,
    /// Inductance of the loop from the voltage regulator to the package.
    #[input(non_negative, unit = PICOHENRY)]
    pub loop_inductance: Inductance,
    /// Rise times of the current's edge, by name.
    #[input(positive, unit = NANOSECOND)]
    pub rise_times: Named<Time>,
    /// Devices that step together.
    #[input(range = 1..)]
    pub n_devices: u32,
    /// Time over which the whole cluster's step arrives.
    #[input(positive, unit = MICROSECOND)]
    pub ramp_window: Time,

    /// Rated power of one device: the top of the step.
    #[property(from_registry(hardware.tdp, "rated power", hardware.path)?, unit = WATT)]
    pub high_power: Power,
    /// Power step of one device.
    #[property(high_power - low_power, unit = WATT)]
    pub power_step: Power,
    /// Current step on one device's core rail.
    #[property(rail_current_step(power_step, rail_voltage)?, unit = AMPERE)]
    pub current_step: Current,
    /// Voltage droop for each rise time.
    #[property(
        each!(r in rise_times, inductive_droop(loop_inductance, current_step, rise_times[r])?),
        unit = MILLIVOLT,
    )]
    pub droop: Named<Voltage>,
    /// Each droop as a share of the rail voltage.
    #[property(each!(d in droop, droop[d] / rail_voltage))]
    pub droop_share: Named<f64>,
    /// Power step of the whole cluster.
    #[property(n_devices * power_step, unit = KILOWATT)]
    pub cluster_power_step: Power,
    /// How fast the cluster's power rises across the window.
    #[property(cluster_power_step / ramp_window, unit = GIGAWATT_PER_SECOND)]
    pub ramp_rate: PowerRamp,
}

/// Each H100 of the 1,024-GPU training cluster stepping from 400 W of communication-phase power
/// to its rated power: a 0.8 V core rail, a 50 pH board loop, an edge of 1 µs once the package
/// capacitors act and 100 ns without them, and the cluster's step within 100 µs.
#[preset(name = "H100BarrierLoadStep")]
pub fn h100_barrier_load_step() -> Result<PowerTransient, InputError> {
    let cluster = &Clusters::Training_1K;
    PowerTransient::builder()
        .hardware(Hardware::Cloud::H100)
        .low_power(watts(400.0))
        .rail_voltage(volts(0.8))
        .loop_inductance(PICOHENRY.of(50.0))
        .rise_times(Named::from_iter([
            ("slow", MICROSECOND.of(1.0)),
            ("fast", NANOSECOND.of(100.0)),
        ]))
        .n_devices(cluster.count * cluster.node.accelerators_per_node)
        .ramp_window(MICROSECOND.of(100.0))
        .build()
}
