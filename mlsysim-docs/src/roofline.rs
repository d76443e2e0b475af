//! The roofline of a scenario that has an arithmetic intensity and a device: the device's
//! attainable rate against intensity (the memory-bound slope up to the ridge, then the flat
//! peak), on log-log axes, with each of the scenario's intensities as a point on it.
//!
//! The device is the scenario's hardware input (one node), or one named by the caller for a
//! scenario without one (a layer's intensity against an H100); its peak is the scenario's own
//! `peak_rate` where it computes one (at the precision it reads), else the node's headline
//! peak; its bandwidth is the node's memory bandwidth.

use mlsysim_chart::{Axis, Chart, Orientation, Reference, Scale, Series};
use mlsysim_core::units::{parse, show};
use mlsysim_core::{DynScenario, HardwareNode, Value};

/// The roofline's figures: the device, its peak and bandwidth (base units), and each named
/// intensity (FLOP/B) with the rate it can attain.
pub struct Roofline {
    pub device: &'static HardwareNode,
    pub peak: f64,
    pub bandwidth: f64,
    pub points: Vec<(String, f64)>,
}

impl Roofline {
    /// Where the memory slope meets the peak, in FLOP/B.
    pub fn ridge(&self) -> f64 {
        self.peak / self.bandwidth
    }

    /// The rate an intensity attains: bandwidth × intensity, at most the peak (FLOP/s).
    pub fn attainable(&self, intensity: f64) -> f64 {
        (self.bandwidth * intensity).min(self.peak)
    }

    /// What bounds an intensity: the memory below the ridge, the compute from it on.
    pub fn bound(&self, intensity: f64) -> &'static str {
        if intensity < self.ridge() {
            "memory"
        } else {
            "compute"
        }
    }
}

/// The scenario's own device: its one hardware input, if it has one.
pub fn device_of(scenario: &dyn DynScenario) -> Option<&'static HardwareNode> {
    own_device(scenario, &scenario.evaluation())
}

fn own_device(
    scenario: &dyn DynScenario,
    report: &mlsysim_core::Report,
) -> Option<&'static HardwareNode> {
    scenario
        .info()
        .inputs
        .iter()
        .filter(|i| i.ty.contains("HardwareNode") && !i.ty.contains("Vec"))
        .find_map(
            |i| match report.inputs.iter().find(|(n, _)| *n == i.name)? {
                (_, Value::Entry(path)) => HardwareNode::find(path).ok(),
                _ => None,
            },
        )
}

/// The roofline of `device` (the scenario's own when `None`) with the scenario's intensities,
/// when there is a device and at least one intensity.
pub fn of(scenario: &dyn DynScenario, device: Option<&'static HardwareNode>) -> Option<Roofline> {
    // Inputs and properties are all it reads: no method's sample calls.
    of_report(scenario, &scenario.evaluation(), device)
}

/// [`of`], from the scenario's report already made.
pub fn of_report(
    scenario: &dyn DynScenario,
    report: &mlsysim_core::Report,
    device: Option<&'static HardwareNode>,
) -> Option<Roofline> {
    let own = own_device(scenario, report);
    let device = device.or(own)?;
    let intensity_dim = parse::expression("FLOP/B").ok()?.0;
    let flop_rate_dim = parse::expression("FLOP/s").ok()?.0;
    let base = |value: &Value, dim| match value {
        Value::Quantity { magnitude, unit } => match parse::expression(unit) {
            Ok((d, factor, _)) if d == dim => Some(magnitude * factor.value()),
            _ => None,
        },
        _ => None,
    };
    // The scenario's own peak (at the precision it reads) only on its own device.
    let own_device = own.is_some_and(|d| d.path == device.path);
    let peak = report
        .properties
        .iter()
        .find(|(n, _)| *n == "peak_rate" && own_device)
        .and_then(|(_, v)| base(v.as_ref().ok()?, flop_rate_dim))
        .unwrap_or(device.peak_flops.value);
    let points: Vec<(String, f64)> = report
        .inputs
        .iter()
        .map(|(n, v)| (*n, Some(v.clone())))
        .chain(report.properties.iter().map(|(n, r)| (*n, r.clone().ok())))
        .filter(|(n, _)| !n.contains("ridge"))
        .filter_map(|(n, v)| Some((n.to_string(), base(&v?, intensity_dim)?)))
        .filter(|(_, i)| *i > 0.0)
        .collect();
    (!points.is_empty() && peak > 0.0 && device.memory_bandwidth.value > 0.0).then_some(Roofline {
        device,
        peak,
        bandwidth: device.memory_bandwidth.value,
        points,
    })
}

/// The roofline as a chart: log-log, the rate in the ladder unit of the peak.
pub fn chart(r: &Roofline, title: &str) -> Chart {
    let ridge = r.ridge();
    let lowest = r.points.iter().map(|p| p.1).fold(ridge, f64::min);
    let highest = r.points.iter().map(|p| p.1).fold(ridge, f64::max);
    let (lo, hi) = (lowest / 10.0, highest * 10.0);
    let rate_unit = show::auto_unit_of("FLOP/s", r.peak);
    let y = |rate: f64| rate / rate_unit.base_per_unit;
    let mut chart = Chart::new(
        title,
        Axis::quantity("arithmetic intensity")
            .with_unit("FLOP/B")
            .with_scale(Scale::Log),
        Axis::quantity("attainable rate")
            .with_unit(rate_unit.symbol)
            .with_scale(Scale::Log),
    );
    chart.series.push(Series::new(
        r.device.name,
        vec![
            (lo, y(r.attainable(lo))),
            (ridge, y(r.peak)),
            (hi, y(r.peak)),
        ],
    ));
    for (name, intensity) in &r.points {
        chart.series.push(Series::new(
            name.clone(),
            vec![(*intensity, y(r.attainable(*intensity)))],
        ));
    }
    chart.series.truncate(mlsysim_chart::MAX_SERIES);
    chart
        .references
        .push(Reference::limit("ridge", Orientation::Vertical, ridge));
    chart
}
