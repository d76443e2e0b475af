/**A readiness probe on a serving replica: how soon after a crash the replica leaves rotation.

The probe runs every `interval`, counts as failed `timeout` after it starts, and removes the
replica after `failure_threshold` failures in a row; `success_threshold` clean probes admit
it again.

# Equation

earliest = (failures − 1) × interval + timeout; latest = earliest + interval

# Assumptions

- A crashed replica fails every probe from the next one on.

# Excludes

- Requests routed to the replica before its removal, and the readmission path.

# Derivation

- A crash just before a probe is removed after the threshold's probes; one just after a clean probe waits a whole interval more.

# Examples

```rust
// Between 12 and 17 seconds to removal
use mlsysim_fleet::reliability::inference_readiness_probe;

let w = inference_readiness_probe()?.detection_window()?;
assert_eq!((w[0].value, w[1].value), (12.0, 17.0));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HealthProbe {
    ///Time between probes. *Shown in `SECOND`; allowed > 0.*
    pub interval: Time,
    ///Time after which a probe counts as failed. *Shown in `SECOND`; allowed > 0.*
    pub timeout: Time,
    ///Failed probes in a row that remove the replica. *Allowed >= 1.*
    pub failure_threshold: u32,
    ///Clean probes in a row that admit it again. *Allowed >= 1.*
    pub success_threshold: u32,
}
///Builds a [`HealthProbe`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct HealthProbeBuilder {
    interval: ::core::option::Option<Time>,
    timeout: ::core::option::Option<Time>,
    failure_threshold: ::core::option::Option<u32>,
    success_threshold: ::core::option::Option<u32>,
}
///Every property of a [`HealthProbe`], each computed once (see [`HealthProbe::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HealthProbeValues<'a> {
    scenario: &'a HealthProbe,
    ///The earliest and the latest time from a crash to removal from rotation.
    pub detection_window: ::core::result::Result<Vec<Time>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "interval",
            ty: "Time",
            doc: "Time between probes.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "timeout",
            ty: "Time",
            doc: "Time after which a probe counts as failed.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "failure_threshold",
            ty: "u32",
            doc: "Failed probes in a row that remove the replica.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "success_threshold",
            ty: "u32",
            doc: "Clean probes in a row that admit it again.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "detection_window",
            doc: "The earliest and the latest time from a crash to removal from rotation.",
            equation: "probe_detection_window(interval, timeout, failure_threshold)",
            result_type: "Vec<Time>",
            label: {
                __c::units::unit_for::<Vec<Time>, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["interval", "timeout", "failure_threshold"],
            calls: &["probe_detection_window"],
            template: "probe_detection_window({interval}, {timeout}, {failure_threshold})",
            named_calls: "probe_detection_window(interval, timeout, failure_threshold)",
            operation: "result of `probe_detection_window`",
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
    impl HealthProbe {
        ///Starts a [`HealthProbeBuilder`]; required inputs must be set before [`HealthProbeBuilder::build`].
        #[must_use]
        pub fn builder() -> HealthProbeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> HealthProbeBuilder {
            HealthProbeBuilder {
                interval: Some(__Clone::clone(&self.interval)),
                timeout: Some(__Clone::clone(&self.timeout)),
                failure_threshold: Some(__Clone::clone(&self.failure_threshold)),
                success_threshold: Some(__Clone::clone(&self.success_threshold)),
            }
        }
        ///The earliest and the latest time from a crash to removal from rotation. Equation: `probe_detection_window(interval, timeout, failure_threshold)`.
        #[inline]
        pub fn detection_window(&self) -> __Result<Vec<Time>, __c::EvalError> {
            let interval = __Clone::clone(&self.interval);
            let timeout = __Clone::clone(&self.timeout);
            let failure_threshold = __Clone::clone(&self.failure_threshold);
            struct detection_window {}
            __c::member(
                (|| __c::conform::<
                    Vec<Time>,
                    _,
                    detection_window,
                >(
                    ::mlsysim_core::equation::probe_detection_window(
                        interval,
                        timeout,
                        failure_threshold,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`HealthProbeValues`].
        #[must_use]
        pub fn evaluate(&self) -> HealthProbeValues<'_> {
            let detection_window = self.detection_window();
            HealthProbeValues {
                scenario: self,
                detection_window,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.interval, &__INPUTS[0])?;
            __c::bounded(&self.timeout, &__INPUTS[1])?;
            __c::bounded_plain(&self.failure_threshold, &__INPUTS[2])?;
            __c::bounded_plain(&self.success_threshold, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl HealthProbeBuilder {
        ///Sets `interval`: Time between probes.
        #[must_use]
        pub fn interval(mut self, value: Time) -> Self {
            self.interval = Some(value);
            self
        }
        ///Sets `timeout`: Time after which a probe counts as failed.
        #[must_use]
        pub fn timeout(mut self, value: Time) -> Self {
            self.timeout = Some(value);
            self
        }
        ///Sets `failure_threshold`: Failed probes in a row that remove the replica.
        #[must_use]
        pub fn failure_threshold(mut self, value: u32) -> Self {
            self.failure_threshold = Some(value);
            self
        }
        ///Sets `success_threshold`: Clean probes in a row that admit it again.
        #[must_use]
        pub fn success_threshold(mut self, value: u32) -> Self {
            self.success_threshold = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<HealthProbe, __c::InputError> {
            let scenario = HealthProbe {
                interval: __c::given(self.interval, "interval")?,
                timeout: __c::given(self.timeout, "timeout")?,
                failure_threshold: __c::given(
                    self.failure_threshold,
                    "failure_threshold",
                )?,
                success_threshold: __c::given(
                    self.success_threshold,
                    "success_threshold",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for HealthProbeBuilder {
        type Scenario = HealthProbe;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "interval" => self.interval = __c::set(value, &__INPUTS[0])?,
                "timeout" => self.timeout = __c::set(value, &__INPUTS[1])?,
                "failure_threshold" => {
                    self.failure_threshold = __c::set(value, &__INPUTS[2])?;
                }
                "success_threshold" => {
                    self.success_threshold = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<HealthProbe, __c::InputError> {
            HealthProbeBuilder::build(self)
        }
    }
    impl<'a> HealthProbeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a HealthProbe {
            self.scenario
        }
    }
    impl __c::Scenario for HealthProbe {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "HealthProbe",
            family: &RELIABILITY,
            summary: "A readiness probe on a serving replica: how soon after a crash the replica leaves rotation.",
            description: "The probe runs every `interval`, counts as failed `timeout` after it starts, and removes the\nreplica after `failure_threshold` failures in a row; `success_threshold` clean probes admit\nit again.",
            notes: __c::meta::Notes {
                equation: "earliest = (failures − 1) × interval + timeout; latest = earliest + interval",
                assumptions: &[
                    "A crashed replica fails every probe from the next one on.",
                ],
                rules: __RULES,
                excludes: &[
                    "Requests routed to the replica before its removal, and the readmission path.",
                ],
                derivation: &[
                    "A crash just before a probe is removed after the threshold's probes; one just after a clean probe waits a whole interval more.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Between 12 and 17 seconds to removal",
                    code: "// Between 12 and 17 seconds to removal\nuse mlsysim_fleet::reliability::inference_readiness_probe;\n\nlet w = inference_readiness_probe()?.detection_window()?;\nassert_eq!((w[0].value, w[1].value), (12.0, 17.0));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = HealthProbeBuilder;
        fn to_builder(&self) -> HealthProbeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.interval,
                    &self.timeout,
                    &self.failure_threshold,
                    &self.success_threshold,
                ],
                &[&values.detection_window],
            )
        }
    }
    __c::glue!(HealthProbe);
};
