//! The core of mlsysim-rs: units, the hardware and model registries, scenario metadata,
//! evaluation reports and the catalog. Scenarios themselves are declared with
//! [`scenario`](macro@scenario) (re-exported from `mlsysim-macros`).

pub mod arith;
pub mod catalog;
pub mod equation;
pub mod error;
pub mod input;
pub mod meta;
pub mod money;
pub mod registry;
pub mod report;
pub mod units;
pub mod validate;

pub use catalog::{DynScenario, PresetEntry, Scenario, ScenarioEntry};
pub use error::{EvalError, EvalErrorKind, InputError, UnknownName};
pub use input::{FromInput, InputValue};
pub use mlsysim_macros::{preset, scenario};
pub use money::{DataTime, MoneyPer, TimeSquared, Usd};
pub use registry::{HardwareNode, Tier, Workload};
pub use report::{Report, Value};
pub use units::{DataSize, Frequency, Headroom, Information, Named, Ratio, Time};

/// Paths used by generated code. Not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use inventory;

    /// Accepts a member's result as either the value or a `Result` of it, so an equation may
    /// end in a fallible helper (`ceil(x)`) without a trailing `?`.
    #[diagnostic::on_unimplemented(
        message = "the equation's result does not have the member's declared type",
        label = "this computes a value of another type or dimension",
        note = "change the member's declared type, or the equation, so that the two agree"
    )]
    pub trait Outcome<T> {
        fn into_outcome(self) -> Result<T, crate::EvalError>;
    }
    impl<T> Outcome<T> for T {
        #[inline(always)]
        fn into_outcome(self) -> Result<T, crate::EvalError> {
            Ok(self)
        }
    }
    impl<T> Outcome<T> for Result<T, crate::EvalError> {
        #[inline(always)]
        fn into_outcome(self) -> Result<T, crate::EvalError> {
            self
        }
    }
    /// A dimensionless quantity (money over money, time over time) may be declared `f64`.
    impl Outcome<f64> for crate::Ratio {
        #[inline(always)]
        fn into_outcome(self) -> Result<f64, crate::EvalError> {
            Ok(self.value)
        }
    }
    impl Outcome<f64> for Result<crate::Ratio, crate::EvalError> {
        #[inline(always)]
        fn into_outcome(self) -> Result<f64, crate::EvalError> {
            self.map(|r| r.value)
        }
    }
    /// An integer equation may declare its result as [`Headroom`](crate::Headroom).
    impl Outcome<crate::Headroom> for i64 {
        #[inline(always)]
        fn into_outcome(self) -> Result<crate::Headroom, crate::EvalError> {
            Ok(crate::Headroom(self))
        }
    }
}
