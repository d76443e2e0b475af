//! The core of mlsysim-rs: units, the hardware and model registries, scenario metadata,
//! evaluation reports and the catalog. Scenarios themselves are declared with
//! [`scenario`](macro@scenario) (re-exported from `mlsysim-macros`).

/// The `uom` crate the quantities are built with, for quantity kinds declared outside this
/// crate.
#[macro_use]
pub extern crate uom;

// The macros name this crate as `::mlsysim_core`, also in the laws it declares itself.
extern crate self as mlsysim_core;

pub mod arith;
pub mod catalog;
pub mod equation;
pub mod error;
pub mod explain;
pub mod input;
pub mod kind;
pub mod laws;
pub mod meta;
pub mod outcome;
#[doc(hidden)]
pub mod own_kind;
pub mod quantity;
pub mod registry;
pub mod report;
pub mod units;
pub mod validate;

pub use catalog::{DynScenario, PresetEntry, Scenario, ScenarioEntry};
pub use error::{EvalError, EvalErrorKind, InputError, UnknownName};
pub use input::{FromInput, InputValue};
pub use meta::Family;
pub use mlsysim_macros::{law, preset, scenario};
pub use registry::{HardwareNode, Precision, Tier, Workload};
pub use report::{Report, Value};
pub use units::{
    CarbonIntensity, DataPrice, DataRate, DataSize, DataTime, Emissions, Energy, EnergyPerByte,
    EnergyPerFlop, EnergyPrice, FlopCount, FlopPrice, FlopRate, Frequency, Headroom, Information,
    Intensity, MoneyPer, MoneyRate, MoneySlope, Named, Power, Ratio, StoragePrice, Time,
    TimeSquared, Usd,
};

/// Paths used by generated code. Not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use crate::kind::conform;
    pub use crate::outcome::{finish, first_error, present};
    pub use inventory;
}
