/**A run budgeted from peak throughput and then run at its sustained share of peak.

Device-hours scale as one over the sustained share: a plan made from the datasheet rate
needs that many times the hours when the workload sustains only part of the peak.

# Equation

required = planned ÷ sustained share; stretch = 1 ÷ sustained share

# Assumptions

- The work is fixed; only the rate it runs at changes.

# Excludes

- Failures, restarts and any other overhead beyond the sustained share.

# Derivation

- Time is work over rate, and the rate is the sustained share of peak.

# Examples

```rust
// A plan at 40% of peak needs 2.5 times the hours
use mlsysim_cluster::transfer_and_training::peak_planned_training_budget;

let s = peak_planned_training_budget()?;
assert_eq!(s.required_device_hours()?, 2500.0);
assert_eq!(s.stretch()?, 2.5);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SustainedThroughput {
    ///Device-hours planned from the peak rate. *Allowed >= 0.*
    pub planned_device_hours: f64,
    ///Share of peak the workload sustains. *Allowed > 0 and [0.0, 1.0].*
    pub sustained_fraction: f64,
}
///Builds a [`SustainedThroughput`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SustainedThroughputBuilder {
    planned_device_hours: ::core::option::Option<f64>,
    sustained_fraction: ::core::option::Option<f64>,
}
///Every property of a [`SustainedThroughput`], each computed once (see [`SustainedThroughput::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SustainedThroughputValues<'a> {
    scenario: &'a SustainedThroughput,
    ///Device-hours the run needs at its sustained share.
    pub required_device_hours: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times the plan the run takes.
    pub stretch: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "planned_device_hours",
            ty: "f64",
            doc: "Device-hours planned from the peak rate.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sustained_fraction",
            ty: "f64",
            doc: "Share of peak the workload sustains.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "required_device_hours",
            doc: "Device-hours the run needs at its sustained share.",
            equation: "planned_device_hours / sustained_fraction",
            result_type: "f64",
            depends_on: &["planned_device_hours", "sustained_fraction"],
            template: "{planned_device_hours} / {sustained_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stretch",
            doc: "How many times the plan the run takes.",
            equation: "1.0 / sustained_fraction",
            result_type: "f64",
            depends_on: &["sustained_fraction"],
            template: "1.0 / {sustained_fraction}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SustainedThroughput {
        ///Starts a [`SustainedThroughputBuilder`]; required inputs must be set before [`SustainedThroughputBuilder::build`].
        #[must_use]
        pub fn builder() -> SustainedThroughputBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SustainedThroughputBuilder {
            SustainedThroughputBuilder {
                planned_device_hours: Some(__Clone::clone(&self.planned_device_hours)),
                sustained_fraction: Some(__Clone::clone(&self.sustained_fraction)),
            }
        }
        ///Device-hours the run needs at its sustained share. Equation: `planned_device_hours / sustained_fraction`.
        #[inline]
        pub fn required_device_hours(&self) -> __Result<f64, __c::EvalError> {
            let planned_device_hours = __Clone::clone(&self.planned_device_hours);
            let sustained_fraction = __Clone::clone(&self.sustained_fraction);
            struct required_device_hours {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    required_device_hours,
                >(planned_device_hours.eq_div(sustained_fraction)?))(),
                &__PROPERTIES[0],
            )
        }
        ///How many times the plan the run takes. Equation: `1.0 / sustained_fraction`.
        #[inline]
        pub fn stretch(&self) -> __Result<f64, __c::EvalError> {
            let sustained_fraction = __Clone::clone(&self.sustained_fraction);
            struct stretch {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    stretch,
                >((1.0).eq_div(sustained_fraction)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SustainedThroughputValues`].
        #[must_use]
        pub fn evaluate(&self) -> SustainedThroughputValues<'_> {
            let required_device_hours = self.required_device_hours();
            let stretch = self.stretch();
            SustainedThroughputValues {
                scenario: self,
                required_device_hours,
                stretch,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.planned_device_hours, &__INPUTS[0])?;
            __c::bounded_plain(&self.sustained_fraction, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl SustainedThroughputBuilder {
        ///Sets `planned_device_hours`: Device-hours planned from the peak rate.
        #[must_use]
        pub fn planned_device_hours(mut self, value: f64) -> Self {
            self.planned_device_hours = Some(value);
            self
        }
        ///Sets `sustained_fraction`: Share of peak the workload sustains.
        #[must_use]
        pub fn sustained_fraction(mut self, value: f64) -> Self {
            self.sustained_fraction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SustainedThroughput, __c::InputError> {
            let scenario = SustainedThroughput {
                planned_device_hours: __c::given(
                    self.planned_device_hours,
                    "planned_device_hours",
                )?,
                sustained_fraction: __c::given(
                    self.sustained_fraction,
                    "sustained_fraction",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SustainedThroughputBuilder {
        type Scenario = SustainedThroughput;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "planned_device_hours" => {
                    self.planned_device_hours = __c::set(value, &__INPUTS[0])?;
                }
                "sustained_fraction" => {
                    self.sustained_fraction = __c::set(value, &__INPUTS[1])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SustainedThroughput, __c::InputError> {
            SustainedThroughputBuilder::build(self)
        }
    }
    impl<'a> SustainedThroughputValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SustainedThroughput {
            self.scenario
        }
    }
    impl __c::Scenario for SustainedThroughput {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SustainedThroughput",
            family: &TRANSFER_AND_TRAINING,
            summary: "A run budgeted from peak throughput and then run at its sustained share of peak.",
            description: "Device-hours scale as one over the sustained share: a plan made from the datasheet rate\nneeds that many times the hours when the workload sustains only part of the peak.",
            notes: __c::meta::Notes {
                equation: "required = planned ÷ sustained share; stretch = 1 ÷ sustained share",
                assumptions: &["The work is fixed; only the rate it runs at changes."],
                rules: __RULES,
                excludes: &[
                    "Failures, restarts and any other overhead beyond the sustained share.",
                ],
                derivation: &[
                    "Time is work over rate, and the rate is the sustained share of peak.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A plan at 40% of peak needs 2.5 times the hours",
                    code: "// A plan at 40% of peak needs 2.5 times the hours\nuse mlsysim_cluster::transfer_and_training::peak_planned_training_budget;\n\nlet s = peak_planned_training_budget()?;\nassert_eq!(s.required_device_hours()?, 2500.0);\nassert_eq!(s.stretch()?, 2.5);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SustainedThroughputBuilder;
        fn to_builder(&self) -> SustainedThroughputBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.planned_device_hours, &self.sustained_fraction],
                &[&values.required_device_hours, &values.stretch],
            )
        }
    }
    __c::glue!(SustainedThroughput);
};
