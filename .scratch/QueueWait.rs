/**A fleet seen as one server working through jobs (M/G/1): how long a job queues, as a multiple of the mean job, at a given load and spread of job durations.

The wait is a load factor ρ/(1 − ρ) times a variability factor (1 + C²)/2, C being the
coefficient of variation of job durations.

# Equation

wait ÷ mean job = ρ/(1 − ρ) × (1 + C²)/2

# Assumptions

- Jobs arrive as a Poisson stream and are served one at a time, first come first served.

# Excludes

- Gang packing and jobs admitted in parallel: the model isolates load and the spread of durations.

# Derivation

- The Pollaczek-Khinchine formula for the mean wait of an M/G/1 queue.

# Examples

```rust
// Mixed job lengths triple the wait at 80% load
use mlsysim_fleet::orchestration::{mg1_exponential_job_queue_at_80, mg1_mixed_job_queue_at_80};

let mixed = mg1_mixed_job_queue_at_80()?.wait_ratio()?;
let exponential = mg1_exponential_job_queue_at_80()?.wait_ratio()?;
assert!((mixed / exponential - 5.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QueueWait {
    ///Offered load ρ: the share of the time the fleet is busy. *Allowed [0.0, 1.0).*
    pub utilization: f64,
    ///Coefficient of variation of job durations (1 for exponential durations). *Allowed >= 0.*
    pub service_cv: f64,
}
///Builds a [`QueueWait`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct QueueWaitBuilder {
    utilization: ::core::option::Option<f64>,
    service_cv: ::core::option::Option<f64>,
}
///Every property of a [`QueueWait`], each computed once (see [`QueueWait::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QueueWaitValues<'a> {
    scenario: &'a QueueWait,
    ///The load factor ρ/(1 − ρ).
    pub load_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The variability factor (1 + C²)/2.
    pub variability_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Mean queue wait divided by the mean job duration.
    pub wait_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "utilization",
            ty: "f64",
            doc: "Offered load ρ: the share of the time the fleet is busy.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "service_cv",
            ty: "f64",
            doc: "Coefficient of variation of job durations (1 for exponential durations).",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "load_factor",
            doc: "The load factor ρ/(1 − ρ).",
            equation: "utilization / (1.0 - utilization)",
            result_type: "f64",
            depends_on: &["utilization"],
            template: "{utilization} / (1.0 - {utilization})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "variability_factor",
            doc: "The variability factor (1 + C²)/2.",
            equation: "(1.0 + service_cv * service_cv) / 2.0",
            result_type: "f64",
            depends_on: &["service_cv"],
            template: "(1.0 + {service_cv} * {service_cv}) / 2.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "wait_ratio",
            doc: "Mean queue wait divided by the mean job duration.",
            equation: "mg1_wait_ratio(utilization, service_cv)",
            result_type: "f64",
            depends_on: &["utilization", "service_cv"],
            calls: &["mg1_wait_ratio"],
            template: "mg1_wait_ratio({utilization}, {service_cv})",
            named_calls: "mg1_wait_ratio(utilization, service_cv)",
            operation: "result of `mg1_wait_ratio`",
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
    impl QueueWait {
        ///Starts a [`QueueWaitBuilder`]; required inputs must be set before [`QueueWaitBuilder::build`].
        #[must_use]
        pub fn builder() -> QueueWaitBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> QueueWaitBuilder {
            QueueWaitBuilder {
                utilization: Some(__Clone::clone(&self.utilization)),
                service_cv: Some(__Clone::clone(&self.service_cv)),
            }
        }
        ///The load factor ρ/(1 − ρ). Equation: `utilization / (1.0 - utilization)`.
        #[inline]
        pub fn load_factor(&self) -> __Result<f64, __c::EvalError> {
            let utilization = __Clone::clone(&self.utilization);
            struct load_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    load_factor,
                >(utilization.eq_div((1.0).eq_sub(utilization)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The variability factor (1 + C²)/2. Equation: `(1.0 + service_cv * service_cv) / 2.0`.
        #[inline]
        pub fn variability_factor(&self) -> __Result<f64, __c::EvalError> {
            let service_cv = __Clone::clone(&self.service_cv);
            struct variability_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    variability_factor,
                >((1.0).eq_add(service_cv.eq_mul(service_cv)?)?.eq_div(2.0)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Mean queue wait divided by the mean job duration. Equation: `mg1_wait_ratio(utilization, service_cv)`.
        #[inline]
        pub fn wait_ratio(&self) -> __Result<f64, __c::EvalError> {
            let utilization = __Clone::clone(&self.utilization);
            let service_cv = __Clone::clone(&self.service_cv);
            struct wait_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    wait_ratio,
                >(::mlsysim_core::equation::mg1_wait_ratio(utilization, service_cv)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`QueueWaitValues`].
        #[must_use]
        pub fn evaluate(&self) -> QueueWaitValues<'_> {
            let load_factor = self.load_factor();
            let variability_factor = self.variability_factor();
            let wait_ratio = self.wait_ratio();
            QueueWaitValues {
                scenario: self,
                load_factor,
                variability_factor,
                wait_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.utilization, &__INPUTS[0])?;
            __c::bounded(&self.service_cv, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl QueueWaitBuilder {
        ///Sets `utilization`: Offered load ρ: the share of the time the fleet is busy.
        #[must_use]
        pub fn utilization(mut self, value: f64) -> Self {
            self.utilization = Some(value);
            self
        }
        ///Sets `service_cv`: Coefficient of variation of job durations (1 for exponential durations).
        #[must_use]
        pub fn service_cv(mut self, value: f64) -> Self {
            self.service_cv = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<QueueWait, __c::InputError> {
            let scenario = QueueWait {
                utilization: __c::given(self.utilization, "utilization")?,
                service_cv: __c::given(self.service_cv, "service_cv")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for QueueWaitBuilder {
        type Scenario = QueueWait;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "utilization" => self.utilization = __c::set(value, &__INPUTS[0])?,
                "service_cv" => self.service_cv = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<QueueWait, __c::InputError> {
            QueueWaitBuilder::build(self)
        }
    }
    impl<'a> QueueWaitValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a QueueWait {
            self.scenario
        }
    }
    impl __c::Scenario for QueueWait {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "QueueWait",
            family: &ORCHESTRATION,
            summary: "A fleet seen as one server working through jobs (M/G/1): how long a job queues, as a multiple of the mean job, at a given load and spread of job durations.",
            description: "The wait is a load factor ρ/(1 − ρ) times a variability factor (1 + C²)/2, C being the\ncoefficient of variation of job durations.",
            notes: __c::meta::Notes {
                equation: "wait ÷ mean job = ρ/(1 − ρ) × (1 + C²)/2",
                assumptions: &[
                    "Jobs arrive as a Poisson stream and are served one at a time, first come first served.",
                ],
                rules: __RULES,
                excludes: &[
                    "Gang packing and jobs admitted in parallel: the model isolates load and the spread of durations.",
                ],
                derivation: &[
                    "The Pollaczek-Khinchine formula for the mean wait of an M/G/1 queue.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Mixed job lengths triple the wait at 80% load",
                    code: "// Mixed job lengths triple the wait at 80% load\nuse mlsysim_fleet::orchestration::{mg1_exponential_job_queue_at_80, mg1_mixed_job_queue_at_80};\n\nlet mixed = mg1_mixed_job_queue_at_80()?.wait_ratio()?;\nlet exponential = mg1_exponential_job_queue_at_80()?.wait_ratio()?;\nassert!((mixed / exponential - 5.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = QueueWaitBuilder;
        fn to_builder(&self) -> QueueWaitBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.utilization, &self.service_cv],
                &[&values.load_factor, &values.variability_factor, &values.wait_ratio],
            )
        }
    }
    __c::glue!(QueueWait);
};
