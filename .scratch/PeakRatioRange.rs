/**One peak rate against a baseline known only as a range.

The low ratio divides by the high end of the baseline's range and the high ratio by the low
end, so the two bracket the true ratio.

# Equation

ratio_low = rate ÷ baseline_high; ratio_high = rate ÷ baseline_low

# Rules across inputs

- `baseline_low` is at most `baseline_high` (the reference takes swapped bounds and reports a low ratio above the high one) (`baseline_low <= baseline_high`)

# Excludes

- Which of the rates a workload actually sustains.

# Derivation

- Dividing by the larger baseline gives the smaller ratio, and the reverse.

# Examples

```rust
// The H100 against a 1 to 2 TFLOP/s CPU
use mlsysim_compute::acceleration::h100_over_reference_cpu;

let s = h100_over_reference_cpu()?;
assert_eq!((s.ratio_low()?, s.ratio_high()?), (494.5, 989.0));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PeakRatioRange {
    ///The peak rate compared. *Shown in `TFLOP_PER_SECOND`; allowed > 0.*
    pub rate: FlopRate,
    ///Low end of the baseline's range. *Shown in `TFLOP_PER_SECOND`; allowed > 0.*
    pub baseline_low: FlopRate,
    ///High end of the baseline's range. *Shown in `TFLOP_PER_SECOND`; allowed > 0.*
    pub baseline_high: FlopRate,
}
///Builds a [`PeakRatioRange`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PeakRatioRangeBuilder {
    rate: ::core::option::Option<FlopRate>,
    baseline_low: ::core::option::Option<FlopRate>,
    baseline_high: ::core::option::Option<FlopRate>,
}
///Every property of a [`PeakRatioRange`], each computed once (see [`PeakRatioRange::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PeakRatioRangeValues<'a> {
    scenario: &'a PeakRatioRange,
    ///The rate over the high end of the baseline.
    pub ratio_low: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The rate over the low end of the baseline.
    pub ratio_high: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "rate",
            ty: "FlopRate",
            doc: "The peak rate compared.",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_low",
            ty: "FlopRate",
            doc: "Low end of the baseline's range.",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_high",
            ty: "FlopRate",
            doc: "High end of the baseline's range.",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "ratio_low",
            doc: "The rate over the high end of the baseline.",
            equation: "peak_ratio(rate, baseline_high)",
            result_type: "f64",
            depends_on: &["rate", "baseline_high"],
            calls: &["peak_ratio"],
            template: "peak_ratio({rate}, {baseline_high})",
            named_calls: "peak_ratio(rate, baseline_high)",
            operation: "result of `peak_ratio`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratio_high",
            doc: "The rate over the low end of the baseline.",
            equation: "peak_ratio(rate, baseline_low)",
            result_type: "f64",
            depends_on: &["rate", "baseline_low"],
            calls: &["peak_ratio"],
            template: "peak_ratio({rate}, {baseline_low})",
            named_calls: "peak_ratio(rate, baseline_low)",
            operation: "result of `peak_ratio`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`baseline_low` is at most `baseline_high` (the reference takes swapped bounds and reports a low ratio above the high one)",
            condition: "baseline_low <= baseline_high",
            inputs: &["baseline_low", "baseline_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl PeakRatioRange {
        ///Starts a [`PeakRatioRangeBuilder`]; required inputs must be set before [`PeakRatioRangeBuilder::build`].
        #[must_use]
        pub fn builder() -> PeakRatioRangeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PeakRatioRangeBuilder {
            PeakRatioRangeBuilder {
                rate: Some(__Clone::clone(&self.rate)),
                baseline_low: Some(__Clone::clone(&self.baseline_low)),
                baseline_high: Some(__Clone::clone(&self.baseline_high)),
            }
        }
        ///The rate over the high end of the baseline. Equation: `peak_ratio(rate, baseline_high)`.
        #[inline]
        pub fn ratio_low(&self) -> __Result<f64, __c::EvalError> {
            let rate = __Clone::clone(&self.rate);
            let baseline_high = __Clone::clone(&self.baseline_high);
            struct ratio_low {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio_low,
                >(::mlsysim_core::equation::peak_ratio(rate, baseline_high)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The rate over the low end of the baseline. Equation: `peak_ratio(rate, baseline_low)`.
        #[inline]
        pub fn ratio_high(&self) -> __Result<f64, __c::EvalError> {
            let rate = __Clone::clone(&self.rate);
            let baseline_low = __Clone::clone(&self.baseline_low);
            struct ratio_high {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio_high,
                >(::mlsysim_core::equation::peak_ratio(rate, baseline_low)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PeakRatioRangeValues`].
        #[must_use]
        pub fn evaluate(&self) -> PeakRatioRangeValues<'_> {
            let ratio_low = self.ratio_low();
            let ratio_high = self.ratio_high();
            PeakRatioRangeValues {
                scenario: self,
                ratio_low,
                ratio_high,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.rate, &__INPUTS[0])?;
            __c::bounded(&self.baseline_low, &__INPUTS[1])?;
            __c::bounded(&self.baseline_high, &__INPUTS[2])?;
            {
                let baseline_low = __Clone::clone(&self.baseline_low);
                let baseline_high = __Clone::clone(&self.baseline_high);
                __c::rule(
                    baseline_low <= baseline_high,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.baseline_low, &self.baseline_high],
                )?;
            }
            Ok(())
        }
    }
    impl PeakRatioRangeBuilder {
        ///Sets `rate`: The peak rate compared.
        #[must_use]
        pub fn rate(mut self, value: FlopRate) -> Self {
            self.rate = Some(value);
            self
        }
        ///Sets `baseline_low`: Low end of the baseline's range.
        #[must_use]
        pub fn baseline_low(mut self, value: FlopRate) -> Self {
            self.baseline_low = Some(value);
            self
        }
        ///Sets `baseline_high`: High end of the baseline's range.
        #[must_use]
        pub fn baseline_high(mut self, value: FlopRate) -> Self {
            self.baseline_high = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PeakRatioRange, __c::InputError> {
            let scenario = PeakRatioRange {
                rate: __c::given(self.rate, "rate")?,
                baseline_low: __c::given(self.baseline_low, "baseline_low")?,
                baseline_high: __c::given(self.baseline_high, "baseline_high")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PeakRatioRangeBuilder {
        type Scenario = PeakRatioRange;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "rate" => self.rate = __c::set(value, &__INPUTS[0])?,
                "baseline_low" => self.baseline_low = __c::set(value, &__INPUTS[1])?,
                "baseline_high" => self.baseline_high = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PeakRatioRange, __c::InputError> {
            PeakRatioRangeBuilder::build(self)
        }
    }
    impl<'a> PeakRatioRangeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PeakRatioRange {
            self.scenario
        }
    }
    impl __c::Scenario for PeakRatioRange {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PeakRatioRange",
            family: &ACCELERATION,
            summary: "One peak rate against a baseline known only as a range.",
            description: "The low ratio divides by the high end of the baseline's range and the high ratio by the low\nend, so the two bracket the true ratio.",
            notes: __c::meta::Notes {
                equation: "ratio_low = rate ÷ baseline_high; ratio_high = rate ÷ baseline_low",
                assumptions: &[],
                rules: __RULES,
                excludes: &["Which of the rates a workload actually sustains."],
                derivation: &[
                    "Dividing by the larger baseline gives the smaller ratio, and the reverse.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The H100 against a 1 to 2 TFLOP/s CPU",
                    code: "// The H100 against a 1 to 2 TFLOP/s CPU\nuse mlsysim_compute::acceleration::h100_over_reference_cpu;\n\nlet s = h100_over_reference_cpu()?;\nassert_eq!((s.ratio_low()?, s.ratio_high()?), (494.5, 989.0));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PeakRatioRangeBuilder;
        fn to_builder(&self) -> PeakRatioRangeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.rate, &self.baseline_low, &self.baseline_high],
                &[&values.ratio_low, &values.ratio_high],
            )
        }
    }
    __c::glue!(PeakRatioRange);
};
