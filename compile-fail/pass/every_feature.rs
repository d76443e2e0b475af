#![deny(warnings)]
//! One scenario that uses every feature of the DSL.
use mlsysim_core::units::{bytes, hours};
use mlsysim_core::{
    DataSize, EvalError, HardwareNode, Headroom, Information, InputError, InputValue, Scenario, Time, Value,
    Workload, preset, scenario,
};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Every feature at once.
///
/// A longer description that goes to the page and rustdoc.
#[scenario(
    family = TESTING,
    assumption = "one",
    assumption = "two",
    rule(shares.iter().sum::<f64>() <= 1.0, "`shares` sum to at most 1"),
    rule(Self::fits_node, "`node` holds at least one copy of `model` on `device`"),
    excludes = "everything else",
    derivation = "by hand",
    example = r#"
// Build it
let _ = 1 + 1;
"#,
)]
pub struct Everything {
    /// A model.
    pub model: &'static Workload,
    /// A device.
    pub device: &'static HardwareNode,
    /// Width of a weight.
    #[input(positive, unit = BYTE)]
    pub width: Option<Information>,
    /// Accelerators.
    #[input(default = 8, range = 1..=1024)]
    pub node: u32,
    /// A duration.
    #[input(non_negative, unit = HOUR)]
    pub run: Option<Time>,
    /// Shares.
    #[input(positive, range = 0.0..=1.0)]
    pub shares: Option<Vec<f64>>,

    /// Bytes of a copy.
    #[property(equation = "the registry size, or parameters x width", body = self::size(model, optional(width)))]
    pub copy: DataSize,
    /// The copy in the reference's unit: any unit of the right dimension from the unit table.
    #[property(copy, unit = MB)]
    pub copy_mb: DataSize,
    /// Share of device memory.
    #[property(copy / device.memory_capacity)]
    pub fraction: f64,
    /// Devices per copy.
    #[property(ceil(fraction))]
    pub per_copy: i64,
    /// Device time of a run.
    #[property(node * run, unit = HOUR)]
    pub device_time: Time,
    /// Left over after `copies` copies.
    #[method(node - copies * per_copy, samples(copies = 0..=2), args(copies(range = 0..=64)))]
    pub left: fn(copies: u32) -> Headroom,
    /// Two arguments.
    #[method(copies * per_copy + spare, samples(copies = 0..=1, spare = 0..=1))]
    pub with_spare: fn(copies: u32, spare: i64) -> i64,
    /// A negation and a block.
    #[property({ let twice = fraction * 2.0; -twice })]
    pub negated: f64,
}

fn size(model: &Workload, width: Option<Information>) -> Result<DataSize, EvalError> {
    match width {
        Some(w) => model.size_in_bytes(w),
        None => model.model_size,
    }
    .ok_or_else(|| EvalError::domain("no size"))
}

impl Everything {
    /// A rule no single expression says well: a predicate named by the rule.
    fn fits_node(&self) -> bool {
        let per_copy = self.per_copy().unwrap_or(i64::MAX);
        per_copy <= i64::from(self.node)
    }
}

/// A preset.
#[preset(name = "EverythingDlrm")]
pub fn everything_dlrm() -> Result<Everything, InputError> {
    Everything::builder()
        .model(Workload::find("dlrm")?)
        .device(HardwareNode::find("h100")?)
        .build()
}

fn main() {
    let e = everything_dlrm().unwrap();
    assert_eq!(e.node, 8);
    assert_eq!(e.per_copy(), Ok(2));
    assert_eq!(e.left(6).unwrap(), -4);
    assert_eq!(e.with_spare(2, 1), Ok(5));
    assert_eq!(e.device_time().unwrap_err().missing_input(), Some("run"));
    let e = e.variant().run(hours(1.0)).width(bytes(2.0)).build().unwrap();
    assert_eq!(e.device_time(), Ok(hours(8.0)));
    assert_eq!(Scenario::report(&e).calls.len(), 7);
    assert_eq!(Scenario::call(&e, "left", &[InputValue::Integer(1)]), Ok(Value::Headroom(6)));
    assert!(mlsysim_core::catalog::presets().iter().any(|p| p.name == "EverythingDlrm"));
    let rules: Vec<&str> = Everything::INFO.notes.rules.iter().map(|r| r.text).collect();
    assert_eq!(rules, ["`shares` sum to at most 1", "`node` holds at least one copy of `model` on `device`"]);
    assert!(e.variant().shares(vec![0.5, 0.75]).build().is_err());
    assert!(e.variant().node(1).build().is_err());
    assert!(Scenario::call(&e, "left", &[InputValue::Integer(65)]).is_err());
}
