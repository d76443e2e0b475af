/**A training step that slowed, and a pairwise link test that finds one link at a fraction of its expected rate.

A healthy link test reports the port's rate times the payload share it delivers; the
degraded pair reports a fraction of that.

# Equation

slowdown = step after ÷ step before − 1; expected = delivered share × port rate; measured = expected × measured fraction

# Assumptions

- The link test's healthy figure is the port rate times the payload share it delivers.

# Excludes

- Which link it is: the scenario prices the finding, not the search.

# Derivation

- Ratios of the stated measurements.

# Examples

```rust
// A half-rate pair reports 192 Gbit/s
use mlsysim_cluster::fabrics::half_rate_link_diagnosis;

let s = half_rate_link_diagnosis()?;
assert!((s.slowdown()? - 0.1428571428571428).abs() < 1e-12);
assert!((s.measured_bandwidth()?.value - 24e9).abs() < 1e-3);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SlowdownDiagnosis {
    ///Step time before the slowdown. *Shown in `SECOND`; allowed > 0.*
    pub step_before: Time,
    ///Step time after it. *Shown in `SECOND`; allowed > 0.*
    pub step_after: Time,
    ///Accelerator utilization before. *Allowed [0.0, 1.0].*
    pub utilization_before: f64,
    ///Accelerator utilization after. *Allowed [0.0, 1.0].*
    pub utilization_after: f64,
    ///Days from launch to the slowdown.
    pub days_since_launch: u32,
    ///Rate of the port tested. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub port_bandwidth: DataRate,
    ///Payload share a healthy link test reports. *Allowed [0.0, 1.0].*
    pub delivered_efficiency: f64,
    ///The degraded pair's share of the expected rate. *Allowed [0.0, 1.0].*
    pub measured_fraction: f64,
}
///Builds a [`SlowdownDiagnosis`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SlowdownDiagnosisBuilder {
    step_before: ::core::option::Option<Time>,
    step_after: ::core::option::Option<Time>,
    utilization_before: ::core::option::Option<f64>,
    utilization_after: ::core::option::Option<f64>,
    days_since_launch: ::core::option::Option<u32>,
    port_bandwidth: ::core::option::Option<DataRate>,
    delivered_efficiency: ::core::option::Option<f64>,
    measured_fraction: ::core::option::Option<f64>,
}
///Every property of a [`SlowdownDiagnosis`], each computed once (see [`SlowdownDiagnosis::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SlowdownDiagnosisValues<'a> {
    scenario: &'a SlowdownDiagnosis,
    ///How much longer a step takes.
    pub slowdown: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Rate a healthy link test reports.
    pub expected_bandwidth: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Rate the degraded pair reports.
    pub measured_bandwidth: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "step_before",
            ty: "Time",
            doc: "Step time before the slowdown.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_after",
            ty: "Time",
            doc: "Step time after it.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_before",
            ty: "f64",
            doc: "Accelerator utilization before.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_after",
            ty: "f64",
            doc: "Accelerator utilization after.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "days_since_launch",
            ty: "u32",
            doc: "Days from launch to the slowdown.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "port_bandwidth",
            ty: "DataRate",
            doc: "Rate of the port tested.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "delivered_efficiency",
            ty: "f64",
            doc: "Payload share a healthy link test reports.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "measured_fraction",
            ty: "f64",
            doc: "The degraded pair's share of the expected rate.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "slowdown",
            doc: "How much longer a step takes.",
            equation: "step_after / step_before - 1.0",
            result_type: "f64",
            depends_on: &["step_after", "step_before"],
            template: "{step_after} / {step_before} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_bandwidth",
            doc: "Rate a healthy link test reports.",
            equation: "delivered_efficiency * port_bandwidth",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            depends_on: &["delivered_efficiency", "port_bandwidth"],
            template: "{delivered_efficiency} * {port_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "measured_bandwidth",
            doc: "Rate the degraded pair reports.",
            equation: "expected_bandwidth * measured_fraction",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            depends_on: &["measured_fraction", "expected_bandwidth"],
            template: "{expected_bandwidth} * {measured_fraction}",
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
    impl SlowdownDiagnosis {
        ///Starts a [`SlowdownDiagnosisBuilder`]; required inputs must be set before [`SlowdownDiagnosisBuilder::build`].
        #[must_use]
        pub fn builder() -> SlowdownDiagnosisBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SlowdownDiagnosisBuilder {
            SlowdownDiagnosisBuilder {
                step_before: Some(__Clone::clone(&self.step_before)),
                step_after: Some(__Clone::clone(&self.step_after)),
                utilization_before: Some(__Clone::clone(&self.utilization_before)),
                utilization_after: Some(__Clone::clone(&self.utilization_after)),
                days_since_launch: Some(__Clone::clone(&self.days_since_launch)),
                port_bandwidth: Some(__Clone::clone(&self.port_bandwidth)),
                delivered_efficiency: Some(__Clone::clone(&self.delivered_efficiency)),
                measured_fraction: Some(__Clone::clone(&self.measured_fraction)),
            }
        }
        ///How much longer a step takes. Equation: `step_after / step_before - 1.0`.
        #[inline]
        pub fn slowdown(&self) -> __Result<f64, __c::EvalError> {
            let step_after = __Clone::clone(&self.step_after);
            let step_before = __Clone::clone(&self.step_before);
            struct slowdown {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    slowdown,
                >(step_after.eq_div(step_before)?.eq_sub(1.0)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Rate a healthy link test reports. Equation: `delivered_efficiency * port_bandwidth`.
        #[inline]
        pub fn expected_bandwidth(&self) -> __Result<DataRate, __c::EvalError> {
            let delivered_efficiency = __Clone::clone(&self.delivered_efficiency);
            let port_bandwidth = __Clone::clone(&self.port_bandwidth);
            struct expected_bandwidth {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    expected_bandwidth,
                >(delivered_efficiency.eq_mul(port_bandwidth)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Rate the degraded pair reports. Equation: `expected_bandwidth * measured_fraction`.
        #[inline]
        pub fn measured_bandwidth(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_measured_bandwidth(self.expected_bandwidth()?)
        }
        #[doc(hidden)]
        fn __eq_measured_bandwidth(
            &self,
            expected_bandwidth: DataRate,
        ) -> __Result<DataRate, __c::EvalError> {
            let measured_fraction = __Clone::clone(&self.measured_fraction);
            struct measured_bandwidth {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    measured_bandwidth,
                >(expected_bandwidth.eq_mul(measured_fraction)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SlowdownDiagnosisValues`].
        #[must_use]
        pub fn evaluate(&self) -> SlowdownDiagnosisValues<'_> {
            let slowdown = self.slowdown();
            let expected_bandwidth = self.expected_bandwidth();
            let measured_bandwidth = __c::after(
                (&expected_bandwidth,),
                |(v0,)| self.__eq_measured_bandwidth(v0),
            );
            SlowdownDiagnosisValues {
                scenario: self,
                slowdown,
                expected_bandwidth,
                measured_bandwidth,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.step_before, &__INPUTS[0])?;
            __c::bounded(&self.step_after, &__INPUTS[1])?;
            __c::bounded_plain(&self.utilization_before, &__INPUTS[2])?;
            __c::bounded_plain(&self.utilization_after, &__INPUTS[3])?;
            __c::finite(&self.days_since_launch, &__INPUTS[4])?;
            __c::bounded(&self.port_bandwidth, &__INPUTS[5])?;
            __c::bounded_plain(&self.delivered_efficiency, &__INPUTS[6])?;
            __c::bounded_plain(&self.measured_fraction, &__INPUTS[7])?;
            Ok(())
        }
    }
    impl SlowdownDiagnosisBuilder {
        ///Sets `step_before`: Step time before the slowdown.
        #[must_use]
        pub fn step_before(mut self, value: Time) -> Self {
            self.step_before = Some(value);
            self
        }
        ///Sets `step_after`: Step time after it.
        #[must_use]
        pub fn step_after(mut self, value: Time) -> Self {
            self.step_after = Some(value);
            self
        }
        ///Sets `utilization_before`: Accelerator utilization before.
        #[must_use]
        pub fn utilization_before(mut self, value: f64) -> Self {
            self.utilization_before = Some(value);
            self
        }
        ///Sets `utilization_after`: Accelerator utilization after.
        #[must_use]
        pub fn utilization_after(mut self, value: f64) -> Self {
            self.utilization_after = Some(value);
            self
        }
        ///Sets `days_since_launch`: Days from launch to the slowdown.
        #[must_use]
        pub fn days_since_launch(mut self, value: u32) -> Self {
            self.days_since_launch = Some(value);
            self
        }
        ///Sets `port_bandwidth`: Rate of the port tested.
        #[must_use]
        pub fn port_bandwidth(mut self, value: DataRate) -> Self {
            self.port_bandwidth = Some(value);
            self
        }
        ///Sets `delivered_efficiency`: Payload share a healthy link test reports.
        #[must_use]
        pub fn delivered_efficiency(mut self, value: f64) -> Self {
            self.delivered_efficiency = Some(value);
            self
        }
        ///Sets `measured_fraction`: The degraded pair's share of the expected rate.
        #[must_use]
        pub fn measured_fraction(mut self, value: f64) -> Self {
            self.measured_fraction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SlowdownDiagnosis, __c::InputError> {
            let scenario = SlowdownDiagnosis {
                step_before: __c::given(self.step_before, "step_before")?,
                step_after: __c::given(self.step_after, "step_after")?,
                utilization_before: __c::given(
                    self.utilization_before,
                    "utilization_before",
                )?,
                utilization_after: __c::given(
                    self.utilization_after,
                    "utilization_after",
                )?,
                days_since_launch: __c::given(
                    self.days_since_launch,
                    "days_since_launch",
                )?,
                port_bandwidth: __c::given(self.port_bandwidth, "port_bandwidth")?,
                delivered_efficiency: __c::given(
                    self.delivered_efficiency,
                    "delivered_efficiency",
                )?,
                measured_fraction: __c::given(
                    self.measured_fraction,
                    "measured_fraction",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SlowdownDiagnosisBuilder {
        type Scenario = SlowdownDiagnosis;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "step_before" => self.step_before = __c::set(value, &__INPUTS[0])?,
                "step_after" => self.step_after = __c::set(value, &__INPUTS[1])?,
                "utilization_before" => {
                    self.utilization_before = __c::set(value, &__INPUTS[2])?;
                }
                "utilization_after" => {
                    self.utilization_after = __c::set(value, &__INPUTS[3])?;
                }
                "days_since_launch" => {
                    self.days_since_launch = __c::set(value, &__INPUTS[4])?;
                }
                "port_bandwidth" => self.port_bandwidth = __c::set(value, &__INPUTS[5])?,
                "delivered_efficiency" => {
                    self.delivered_efficiency = __c::set(value, &__INPUTS[6])?;
                }
                "measured_fraction" => {
                    self.measured_fraction = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SlowdownDiagnosis, __c::InputError> {
            SlowdownDiagnosisBuilder::build(self)
        }
    }
    impl<'a> SlowdownDiagnosisValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SlowdownDiagnosis {
            self.scenario
        }
    }
    impl __c::Scenario for SlowdownDiagnosis {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SlowdownDiagnosis",
            family: &NETWORK_FABRICS,
            summary: "A training step that slowed, and a pairwise link test that finds one link at a fraction of its expected rate.",
            description: "A healthy link test reports the port's rate times the payload share it delivers; the\ndegraded pair reports a fraction of that.",
            notes: __c::meta::Notes {
                equation: "slowdown = step after ÷ step before − 1; expected = delivered share × port rate; measured = expected × measured fraction",
                assumptions: &[
                    "The link test's healthy figure is the port rate times the payload share it delivers.",
                ],
                rules: __RULES,
                excludes: &[
                    "Which link it is: the scenario prices the finding, not the search.",
                ],
                derivation: &["Ratios of the stated measurements."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A half-rate pair reports 192 Gbit/s",
                    code: "// A half-rate pair reports 192 Gbit/s\nuse mlsysim_cluster::fabrics::half_rate_link_diagnosis;\n\nlet s = half_rate_link_diagnosis()?;\nassert!((s.slowdown()? - 0.1428571428571428).abs() < 1e-12);\nassert!((s.measured_bandwidth()?.value - 24e9).abs() < 1e-3);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SlowdownDiagnosisBuilder;
        fn to_builder(&self) -> SlowdownDiagnosisBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.step_before,
                    &self.step_after,
                    &self.utilization_before,
                    &self.utilization_after,
                    &self.days_since_launch,
                    &self.port_bandwidth,
                    &self.delivered_efficiency,
                    &self.measured_fraction,
                ],
                &[
                    &values.slowdown,
                    &values.expected_bandwidth,
                    &values.measured_bandwidth,
                ],
            )
        }
    }
    __c::glue!(SlowdownDiagnosis);
};
