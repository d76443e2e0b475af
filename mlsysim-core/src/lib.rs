//! The one crate a scenario author depends on: the `#[scenario]`, `#[preset]` and `#[law]`
//! macros, and every part they and their users need, re-exported from the crates that hold
//! them (as `serde` re-exports its derive):
//!
//! | path | crate | what |
//! |---|---|---|
//! | [`units`], [`quantity`] | `mlsysim-units` | dimensions, the one unit table, parsing and display |
//! | [`arith`], [`outcome`], [`error`], [`input`], [`validate`], [`kind`], [`report`], [`meta`], [`catalog`] | `mlsysim-eval` | the evaluation runtime and the catalogs |
//! | [`registry`] | `mlsysim-registry` | hardware, models and the reference's other registries |
//! | [`laws`], [`equation`] | `mlsysim-laws` | every law, and the names an equation calls bare |
//! | [`explain`] | here | worked solutions, down to the inputs |
//!
//! Each crate depends only on those above it in the table, so an edit to a law or a registry
//! entry never rebuilds the unit machinery.

/// The `uom` crate the quantities are built with, for quantity kinds declared outside this
/// crate.
pub use mlsysim_units::uom;

// The macros name this crate as `::mlsysim_core`, also in doctests and `quantity_kind!`.
extern crate self as mlsysim_core;

pub use mlsysim_eval::{
    arith, catalog, choice, error, input, kind, meta, outcome, report, validate,
};
pub use mlsysim_laws::{equation, laws};
pub use mlsysim_registry as registry;
pub use mlsysim_units as units;
pub use mlsysim_units::quantity;

pub mod explain;
#[doc(hidden)]
pub mod own_kind;

pub use catalog::{Builder, DynScenario, PresetEntry, Scenario, ScenarioEntry};
pub use error::{EvalError, EvalErrorKind, InputError, UnknownName};
pub use input::{FromInput, InputValue};
pub use meta::Family;
pub use mlsysim_macros::{Choice, law, preset, scenario};
pub use registry::{HardwareNode, Precision, Tier, Workload};
pub use report::{Report, Value};
pub use units::{
    Acceleration, Angle, AngularAcceleration, AngularJerk, AngularVelocity, Area, BackEmfConstant,
    Capacitance, CarbonIntensity, CarbonPrice, Charge, ComputeEfficiency, Current, CurrentRate,
    DataPrice, DataRate, DataSize, DataTime, Density, Emissions, Energy, EnergyPerByte,
    EnergyPerFlop, EnergyPrice, FlopCount, FlopPrice, FlopRate, Force, ForceRate, Frequency,
    Headroom, HeatCapacity, HeatFlux, Illuminance, Inductance, Information, Intensity, Jerk,
    Length, LuminousFlux, Mass, MassFlow, MechanicalPower, MechanicalWork, MomentOfInertia,
    MoneyPer, MoneyRate, MoneySlope, Named, PerLength, Power, PowerRamp, Ratio, Resistance,
    SpecificHeat, Stiffness, StoragePrice, Temperature, TemperatureCoefficient,
    TemperatureDifference, TemperatureRate, ThermalResistance, Time, TimeSquared, Torque,
    TorqueConstant, TorqueRate, Usd, Velocity, Voltage, Volume, VolumeFlow, WaterIntensity,
};

/// Paths used by generated code. Not part of the public API.
#[doc(hidden)]
pub use mlsysim_eval::__private;
