//! The AllReduce chart of a scenario that schedules one: the ring's and the tree's time against
//! the message size, for the scenario's largest group, with the size where the two cross marked.
//!
//! The chart reads nothing but the scenario: each point is the scenario rebuilt with another
//! `message` and its own `ring_time` and `tree_time` methods called at the group size, and the
//! mark is its own `crossover_exact`, so the chart and the page's numbers cannot disagree.
//! A scenario has such a chart when it has a `message` input, a `group_sizes` list and those
//! three methods of a group size (`AllReduceSchedule` does).

use mlsysim_chart::{Axis, Chart, Orientation, Reference, Scale, Series};
use mlsysim_core::units::show;
use mlsysim_core::{DynScenario, InputValue, Value};

/// Message sizes drawn: this many per decade, over three decades either side of the crossover.
pub(crate) const POINTS_PER_DECADE: usize = 4;
const DECADES_EACH_SIDE: i32 = 3;

/// The chart's figures: the group size, the crossover (bytes) and each algorithm's time
/// (seconds) at each message size (bytes).
pub struct AllReduceCurves {
    pub group: i64,
    pub crossover: f64,
    pub ring: Vec<(f64, f64)>,
    pub tree: Vec<(f64, f64)>,
}

fn schedules_an_allreduce(scenario: &dyn DynScenario) -> bool {
    let info = scenario.info();
    let method = |name: &str| {
        info.methods
            .iter()
            .any(|m| m.name == name && m.args.len() == 1)
    };
    info.inputs.iter().any(|i| i.name == "message")
        && info.inputs.iter().any(|i| i.name == "group_sizes")
        && ["ring_time", "tree_time", "crossover_exact"]
            .into_iter()
            .all(method)
}

/// The curves of a scenario that schedules an AllReduce at its largest group of at least two
/// ranks; none for any other scenario, or when a point fails to evaluate.
pub fn of(scenario: &dyn DynScenario) -> Option<AllReduceCurves> {
    if !schedules_an_allreduce(scenario) {
        return None;
    }
    let report = scenario.evaluation();
    let group = match report.inputs.iter().find(|(n, _)| *n == "group_sizes")? {
        (_, Value::List(sizes)) => sizes
            .iter()
            .filter_map(|v| match v {
                Value::Integer(n) => Some(*n),
                _ => None,
            })
            .max()?,
        _ => return None,
    };
    if group < 2 {
        return None;
    }
    let n = [InputValue::Integer(group)];
    let crossover = scenario.call("crossover_exact", &n).ok()?.in_base_units()?;
    if !(crossover.is_finite() && crossover > 0.0) {
        return None;
    }
    let steps = 2 * DECADES_EACH_SIDE * POINTS_PER_DECADE as i32;
    let mut ring = Vec::new();
    let mut tree = Vec::new();
    for step in 0..=steps {
        let exponent = f64::from(step) / POINTS_PER_DECADE as f64 - f64::from(DECADES_EACH_SIDE);
        let message = crossover * 10f64.powf(exponent);
        let changed = [(
            "message".to_string(),
            InputValue::Text(format!("{message:e} B")),
        )];
        let at = scenario.with_inputs(&changed).ok()?;
        ring.push((message, at.call("ring_time", &n).ok()?.in_base_units()?));
        tree.push((message, at.call("tree_time", &n).ok()?.in_base_units()?));
    }
    Some(AllReduceCurves {
        group,
        crossover,
        ring,
        tree,
    })
}

/// The curves as a chart: log-log, sizes and times each in a unit chosen for their range.
pub fn chart(c: &AllReduceCurves, title: &str) -> Chart {
    let size_unit = show::auto_unit_of("B", c.crossover);
    let slowest = c
        .ring
        .iter()
        .chain(&c.tree)
        .map(|p| p.1)
        .fold(0.0, f64::max);
    let time_unit = show::auto_unit_of("s", slowest);
    let scaled = |points: &[(f64, f64)]| {
        points
            .iter()
            .map(|(m, t)| (m / size_unit.base_per_unit, t / time_unit.base_per_unit))
            .collect::<Vec<_>>()
    };
    let mut chart = Chart::new(
        title,
        Axis::quantity("message size")
            .with_unit(size_unit.symbol)
            .with_scale(Scale::Log),
        Axis::quantity("AllReduce time")
            .with_unit(time_unit.symbol)
            .with_scale(Scale::Log),
    );
    chart.series.push(Series::new("ring", scaled(&c.ring)));
    chart.series.push(Series::new("tree", scaled(&c.tree)));
    chart.references.push(Reference::limit(
        "crossover",
        Orientation::Vertical,
        c.crossover / size_unit.base_per_unit,
    ));
    chart
}
