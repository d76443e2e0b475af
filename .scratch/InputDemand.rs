/**The input bandwidth a fleet draws: every consumer reads its own batch once per step of compute.

Each consumer (an accelerator) reads `samples_per_step` samples of `bytes_per_sample`
every `step_time` of compute; `busy_fraction` scales the demand down when the consumers
spend part of the wall-clock time not computing.

# Equation

batch = samples_per_step × bytes_per_sample; bandwidth = consumers × batch ÷ step_time × busy_fraction

# Assumptions

- Every consumer reads a distinct batch; nothing is cached or shared between consumers.
- The demand is spread evenly over the step.

# Excludes

- Bursts at epoch boundaries, decode expansion, and read amplification by the file format.

# Derivation

- Bandwidth is bytes over time, summed over the consumers; the page charts what each storage tier of the registry delivers against the demand (marked), and every tier below the line stalls the fleet.

# Examples

```rust
// Images draw far more than token IDs
use mlsysim_data::storage::{image_input_demand_2k, text_input_demand_2k};

let text = text_input_demand_2k()?;
let images = image_input_demand_2k()?;
assert!(images.bandwidth()? > text.bandwidth()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct InputDemand {
    ///Consumers reading at once. *Allowed >= 1.*
    pub consumers: i64,
    ///Samples one consumer reads per step. *Allowed >= 1.*
    pub samples_per_step: i64,
    ///Bytes of one sample as read. *Shown in `KB`; allowed > 0.*
    pub bytes_per_sample: Information,
    ///Compute time of one step. *Shown in `MILLISECOND`; allowed > 0.*
    pub step_time: Time,
    ///Share of the wall-clock time the consumers compute. *Default `1.0`; allowed [0.0, 1.0].*
    pub busy_fraction: f64,
}
///Builds a [`InputDemand`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct InputDemandBuilder {
    consumers: ::core::option::Option<i64>,
    samples_per_step: ::core::option::Option<i64>,
    bytes_per_sample: ::core::option::Option<Information>,
    step_time: ::core::option::Option<Time>,
    busy_fraction: ::core::option::Option<f64>,
}
///Every property of a [`InputDemand`], each computed once (see [`InputDemand::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct InputDemandValues<'a> {
    scenario: &'a InputDemand,
    ///Bytes of one consumer's batch.
    pub batch_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bandwidth the consumers draw together.
    pub bandwidth: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Read bandwidths of the registry's storage subsystems, slowest first, each once: the
    pub storage_tiers: ::core::result::Result<Vec<DataRate>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "consumers",
            ty: "i64",
            doc: "Consumers reading at once.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "samples_per_step",
            ty: "i64",
            doc: "Samples one consumer reads per step.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_sample",
            ty: "Information",
            doc: "Bytes of one sample as read.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_time",
            ty: "Time",
            doc: "Compute time of one step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "busy_fraction",
            ty: "f64",
            doc: "Share of the wall-clock time the consumers compute.",
            default: Some("1.0"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "batch_bytes",
            doc: "Bytes of one consumer's batch.",
            equation: "samples_per_step * bytes_per_sample",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["samples_per_step", "bytes_per_sample"],
            template: "{samples_per_step} * {bytes_per_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bandwidth",
            doc: "Bandwidth the consumers draw together.",
            equation: "consumers * batch_bytes / step_time * busy_fraction",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["consumers", "step_time", "busy_fraction", "batch_bytes"],
            mark: Some(__c::meta::Mark::Limit),
            template: "{consumers} * {batch_bytes} / {step_time} * {busy_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "storage_tiers",
            doc: "Read bandwidths of the registry's storage subsystems, slowest first, each once: the\ntiers `delivered` is drawn over (not in the reference).",
            equation: "{\n    let mut tiers: Vec<DataRate> = <StorageSubsystem as Registered>::all()\n        .iter()\n        .map(|tier| tier.bandwidth)\n        .collect();\n    tiers.sort_by(|a, b| a.value.total_cmp(&b.value));\n    tiers.dedup();\n    tiers\n}",
            result_type: "Vec<DataRate>",
            label: {
                __c::units::unit_for::<
                    Vec<DataRate>,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            template: "{{\n    let mut tiers: Vec<DataRate> = <StorageSubsystem as Registered>::all()\n        .iter()\n        .map(|tier| tier.bandwidth)\n        .collect();\n    tiers.sort_by(|a, b| a.value.total_cmp(&b.value));\n    tiers.dedup();\n    tiers\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "delivered",
            kind: __c::MemberKind::Method,
            doc: "Bandwidth a storage path of `supply` delivers toward the demand: the lesser of the two,\nso every tier below the demand stalls the consumers (not in the reference).",
            equation: "min(supply, bandwidth)",
            args: &[
                __c::ArgInfo {
                    name: "supply",
                    ty: "DataRate",
                    samples: &[__c::Sample::From("storage_tiers")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["bandwidth"],
            calls: &["min"],
            template: "min({supply}, {bandwidth})",
            named_calls: "min(supply, bandwidth)",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl InputDemand {
        ///Starts a [`InputDemandBuilder`]; required inputs must be set before [`InputDemandBuilder::build`].
        #[must_use]
        pub fn builder() -> InputDemandBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> InputDemandBuilder {
            InputDemandBuilder {
                consumers: Some(__Clone::clone(&self.consumers)),
                samples_per_step: Some(__Clone::clone(&self.samples_per_step)),
                bytes_per_sample: Some(__Clone::clone(&self.bytes_per_sample)),
                step_time: Some(__Clone::clone(&self.step_time)),
                busy_fraction: Some(__Clone::clone(&self.busy_fraction)),
            }
        }
        ///Bytes of one consumer's batch. Equation: `samples_per_step * bytes_per_sample`.
        #[inline]
        pub fn batch_bytes(&self) -> __Result<Information, __c::EvalError> {
            let samples_per_step = __Clone::clone(&self.samples_per_step);
            let bytes_per_sample = __Clone::clone(&self.bytes_per_sample);
            struct batch_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    batch_bytes,
                >(samples_per_step.eq_mul(bytes_per_sample)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bandwidth the consumers draw together. Equation: `consumers * batch_bytes / step_time * busy_fraction`.
        #[inline]
        pub fn bandwidth(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_bandwidth(self.batch_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_bandwidth(
            &self,
            batch_bytes: Information,
        ) -> __Result<DataRate, __c::EvalError> {
            let consumers = __Clone::clone(&self.consumers);
            let step_time = __Clone::clone(&self.step_time);
            let busy_fraction = __Clone::clone(&self.busy_fraction);
            struct bandwidth {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    bandwidth,
                >(
                    consumers
                        .eq_mul(batch_bytes)?
                        .eq_div(step_time)?
                        .eq_mul(busy_fraction)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Read bandwidths of the registry's storage subsystems, slowest first, each once: the
tiers `delivered` is drawn over (not in the reference).

Equation:

```text
{
    let mut tiers: Vec<DataRate> = <StorageSubsystem as Registered>::all()
        .iter()
        .map(|tier| tier.bandwidth)
        .collect();
    tiers.sort_by(|a, b| a.value.total_cmp(&b.value));
    tiers.dedup();
    tiers
}
```
*/
        #[inline]
        pub fn storage_tiers(&self) -> __Result<Vec<DataRate>, __c::EvalError> {
            struct storage_tiers {}
            __c::member(
                (|| __c::conform::<
                    Vec<DataRate>,
                    _,
                    storage_tiers,
                >({
                    let mut tiers: Vec<DataRate> = <StorageSubsystem as Registered>::all()
                        .iter()
                        .map(|tier| tier.bandwidth)
                        .collect();
                    tiers.sort_by(|a, b| a.value.total_cmp(&b.value));
                    tiers.dedup();
                    tiers
                }))(),
                &__PROPERTIES[2],
            )
        }
        /**Bandwidth a storage path of `supply` delivers toward the demand: the lesser of the two,
so every tier below the demand stalls the consumers (not in the reference). Equation: `min(supply, bandwidth)`.*/
        #[inline]
        pub fn delivered(&self, supply: DataRate) -> __Result<DataRate, __c::EvalError> {
            self.__eq_delivered(self.bandwidth()?, supply)
        }
        #[doc(hidden)]
        fn __eq_delivered(
            &self,
            bandwidth: DataRate,
            supply: DataRate,
        ) -> __Result<DataRate, __c::EvalError> {
            __c::argument(&supply, "delivered", &(&__METHODS[0]).args[0])?;
            struct delivered {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    delivered,
                >(::mlsysim_core::equation::min(supply, bandwidth)))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`InputDemandValues`].
        #[must_use]
        pub fn evaluate(&self) -> InputDemandValues<'_> {
            let batch_bytes = self.batch_bytes();
            let bandwidth = __c::after((&batch_bytes,), |(v0,)| self.__eq_bandwidth(v0));
            let storage_tiers = self.storage_tiers();
            InputDemandValues {
                scenario: self,
                batch_bytes,
                bandwidth,
                storage_tiers,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.consumers, &__INPUTS[0])?;
            __c::bounded_plain(&self.samples_per_step, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_sample, &__INPUTS[2])?;
            __c::bounded(&self.step_time, &__INPUTS[3])?;
            __c::bounded_plain(&self.busy_fraction, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl InputDemandBuilder {
        ///Sets `consumers`: Consumers reading at once.
        #[must_use]
        pub fn consumers(mut self, value: i64) -> Self {
            self.consumers = Some(value);
            self
        }
        ///Sets `samples_per_step`: Samples one consumer reads per step.
        #[must_use]
        pub fn samples_per_step(mut self, value: i64) -> Self {
            self.samples_per_step = Some(value);
            self
        }
        ///Sets `bytes_per_sample`: Bytes of one sample as read.
        #[must_use]
        pub fn bytes_per_sample(mut self, value: Information) -> Self {
            self.bytes_per_sample = Some(value);
            self
        }
        ///Sets `step_time`: Compute time of one step.
        #[must_use]
        pub fn step_time(mut self, value: Time) -> Self {
            self.step_time = Some(value);
            self
        }
        ///Sets `busy_fraction`: Share of the wall-clock time the consumers compute.
        #[must_use]
        pub fn busy_fraction(mut self, value: f64) -> Self {
            self.busy_fraction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<InputDemand, __c::InputError> {
            let scenario = InputDemand {
                consumers: __c::given(self.consumers, "consumers")?,
                samples_per_step: __c::given(self.samples_per_step, "samples_per_step")?,
                bytes_per_sample: __c::given(self.bytes_per_sample, "bytes_per_sample")?,
                step_time: __c::given(self.step_time, "step_time")?,
                busy_fraction: self.busy_fraction.unwrap_or_else(|| 1.0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for InputDemandBuilder {
        type Scenario = InputDemand;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "consumers" => self.consumers = __c::set(value, &__INPUTS[0])?,
                "samples_per_step" => {
                    self.samples_per_step = __c::set(value, &__INPUTS[1])?;
                }
                "bytes_per_sample" => {
                    self.bytes_per_sample = __c::set(value, &__INPUTS[2])?;
                }
                "step_time" => self.step_time = __c::set(value, &__INPUTS[3])?,
                "busy_fraction" => self.busy_fraction = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<InputDemand, __c::InputError> {
            InputDemandBuilder::build(self)
        }
    }
    impl<'a> InputDemandValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a InputDemand {
            self.scenario
        }
        ///[`InputDemand::delivered`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn delivered(&self, supply: DataRate) -> __Result<DataRate, __c::EvalError> {
            self.scenario.__eq_delivered(__Clone::clone(&self.bandwidth)?, supply)
        }
    }
    impl __c::Scenario for InputDemand {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "InputDemand",
            family: &STORAGE,
            summary: "The input bandwidth a fleet draws: every consumer reads its own batch once per step of compute.",
            description: "Each consumer (an accelerator) reads `samples_per_step` samples of `bytes_per_sample`\nevery `step_time` of compute; `busy_fraction` scales the demand down when the consumers\nspend part of the wall-clock time not computing.",
            notes: __c::meta::Notes {
                equation: "batch = samples_per_step × bytes_per_sample; bandwidth = consumers × batch ÷ step_time × busy_fraction",
                assumptions: &[
                    "Every consumer reads a distinct batch; nothing is cached or shared between consumers.",
                    "The demand is spread evenly over the step.",
                ],
                rules: __RULES,
                excludes: &[
                    "Bursts at epoch boundaries, decode expansion, and read amplification by the file format.",
                ],
                derivation: &[
                    "Bandwidth is bytes over time, summed over the consumers; the page charts what each storage tier of the registry delivers against the demand (marked), and every tier below the line stalls the fleet.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Images draw far more than token IDs",
                    code: "// Images draw far more than token IDs\nuse mlsysim_data::storage::{image_input_demand_2k, text_input_demand_2k};\n\nlet text = text_input_demand_2k()?;\nlet images = image_input_demand_2k()?;\nassert!(images.bandwidth()? > text.bandwidth()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = InputDemandBuilder;
        fn to_builder(&self) -> InputDemandBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.consumers,
                    &self.samples_per_step,
                    &self.bytes_per_sample,
                    &self.step_time,
                    &self.busy_fraction,
                ],
                &[&values.batch_bytes, &values.bandwidth, &values.storage_tiers],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "delivered" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.delivered(a0), &__METHODS[0])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "storage_tiers" => {
                    self.storage_tiers()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(
                                &v,
                                ::core::option::Option::Some(
                                    ::mlsysim_core::units::GB_PER_SECOND.erase(),
                                ),
                            ),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(InputDemand);
};
