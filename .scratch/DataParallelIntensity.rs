/**Communication intensity of one data-parallel worker step, bytes sent per FLOP computed, against the balance of its link and accelerator.

A worker trains on `sequences_per_worker` full-length sequences and then sends about twice
its 16-bit gradient. The fabric's balance point is the link's bytes per second over the
accelerator's peak FLOP/s: a step whose intensity lies below it is set by compute, above it
by the network.

# Equation

tokens = sequences × context; bytes = 2 × FP16 weights; FLOPs = 6 × P × tokens; intensity = bytes ÷ FLOPs; balance = link bandwidth ÷ peak

# Assumptions

- The gradients are 16-bit and the ring sends twice them, whatever the worker count.
- Each sequence fills the model's context window.

# Rules across inputs

- `workload` is a transformer with a context length in the registry (`workload.geometry().is_ok_and(|g| g.context_length.is_some())`)

# Excludes

- Overlap of communication with compute and the alpha term of the link.

# Derivation

- The reference's CommunicationIntensityModel; work from the 6PD rule (Kaplan et al. 2020).

# Examples

```rust
// A GPT-3 worker sits just above an A100 HDR link's balance
use mlsysim_cluster::transfer_and_training::gpt3_data_parallel_intensity;

let s = gpt3_data_parallel_intensity()?;
assert_eq!(s.local_tokens()?, 8192);
assert!(s.intensity()? > s.balance()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataParallelIntensity {
    ///The model trained.
    pub workload: &'static Workload,
    ///Full-length sequences each worker trains on a step. *Allowed >= 1.*
    pub sequences_per_worker: u32,
    ///Bandwidth of the worker's link. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub link_bandwidth: DataRate,
    ///The worker's accelerator; its headline peak is read.
    pub accelerator: &'static HardwareNode,
}
///Builds a [`DataParallelIntensity`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataParallelIntensityBuilder {
    workload: ::core::option::Option<&'static Workload>,
    sequences_per_worker: ::core::option::Option<u32>,
    link_bandwidth: ::core::option::Option<DataRate>,
    accelerator: ::core::option::Option<&'static HardwareNode>,
}
///Every property of a [`DataParallelIntensity`], each computed once (see [`DataParallelIntensity::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataParallelIntensityValues<'a> {
    scenario: &'a DataParallelIntensity,
    ///Tokens a worker trains on in one step.
    pub local_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes a worker sends a step.
    pub bytes_per_step: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Work of a worker's step.
    pub flops_per_step: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Bytes sent per FLOP computed.
    pub intensity: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The link's bytes per second over the accelerator's peak FLOP/s.
    pub balance: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time of the step's work at the accelerator's peak.
    pub compute_time_at_peak: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model trained.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sequences_per_worker",
            ty: "u32",
            doc: "Full-length sequences each worker trains on a step.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of the worker's link.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator",
            ty: "&'static HardwareNode",
            doc: "The worker's accelerator; its headline peak is read.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "local_tokens",
            doc: "Tokens a worker trains on in one step.",
            equation: "sequences_per_worker\n    * from_registry(\n        workload.geometry().context_length,\n        \"context length\",\n        workload.path,\n    )",
            result_type: "i64",
            depends_on: &["sequences_per_worker", "workload"],
            reaches: &[("workload", "geometry")],
            calls: &["from_registry"],
            template: "{sequences_per_worker}\n    * from_registry({#0 workload.geometry().context_length}, \"context length\", {#1 workload.path})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bytes_per_step",
            doc: "Bytes a worker sends a step.",
            equation: "Communication::RingAllreduceFactor.value\n    * weight_bytes(workload, precision_width(Precision::Fp16))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload"],
            calls: &["weight_bytes", "precision_width"],
            template: "Communication::RingAllreduceFactor.value\n    * weight_bytes({workload}, precision_width(Precision::Fp16))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flops_per_step",
            doc: "Work of a worker's step.",
            equation: "training_flops(workload.parameter_count(), local_tokens)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["workload", "local_tokens"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops"],
            template: "training_flops({#0 workload.parameter_count()}, {local_tokens})",
            operation: "result of `training_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intensity",
            doc: "Bytes sent per FLOP computed.",
            equation: "bytes_per_step.value / flops_per_step.value",
            result_type: "f64",
            depends_on: &["bytes_per_step", "flops_per_step"],
            template: "{bytes_per_step}.value / {flops_per_step}.value",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "balance",
            doc: "The link's bytes per second over the accelerator's peak FLOP/s.",
            equation: "link_bandwidth.value / accelerator.peak_flops.value",
            result_type: "f64",
            depends_on: &["link_bandwidth", "accelerator"],
            template: "{#0 link_bandwidth.value} / {#1 accelerator.peak_flops.value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_time_at_peak",
            doc: "Time of the step's work at the accelerator's peak.",
            equation: "compute_time(flops_per_step, accelerator.peak_flops)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["accelerator", "flops_per_step"],
            calls: &["compute_time"],
            template: "compute_time({flops_per_step}, {#0 accelerator.peak_flops})",
            operation: "result of `compute_time`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer with a context length in the registry",
            condition: "workload.geometry().is_ok_and(|g| g.context_length.is_some())",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DataParallelIntensity {
        ///Starts a [`DataParallelIntensityBuilder`]; required inputs must be set before [`DataParallelIntensityBuilder::build`].
        #[must_use]
        pub fn builder() -> DataParallelIntensityBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataParallelIntensityBuilder {
            DataParallelIntensityBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                sequences_per_worker: Some(__Clone::clone(&self.sequences_per_worker)),
                link_bandwidth: Some(__Clone::clone(&self.link_bandwidth)),
                accelerator: Some(__Clone::clone(&self.accelerator)),
            }
        }
        /**Tokens a worker trains on in one step.

Equation:

```text
sequences_per_worker
    * from_registry(
        workload.geometry().context_length,
        "context length",
        workload.path,
    )
```
*/
        #[inline]
        pub fn local_tokens(&self) -> __Result<i64, __c::EvalError> {
            let sequences_per_worker = __Clone::clone(&self.sequences_per_worker);
            let workload = __Clone::clone(&self.workload);
            struct local_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    local_tokens,
                >(
                    sequences_per_worker
                        .eq_mul(
                            ::mlsysim_core::equation::from_registry(
                                workload.geometry()?.context_length,
                                "context length",
                                workload.path,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Bytes a worker sends a step.

Equation:

```text
Communication::RingAllreduceFactor.value
    * weight_bytes(workload, precision_width(Precision::Fp16))
```
*/
        #[inline]
        pub fn bytes_per_step(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct bytes_per_step {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    bytes_per_step,
                >(
                    Communication::RingAllreduceFactor
                        .value
                        .eq_mul(
                            ::mlsysim_core::equation::weight_bytes(
                                    workload,
                                    ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                                )?
                                .quantity(),
                        )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Work of a worker's step. Equation: `training_flops(workload.parameter_count(), local_tokens)`.
        #[inline]
        pub fn flops_per_step(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_flops_per_step(self.local_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_flops_per_step(
            &self,
            local_tokens: i64,
        ) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct flops_per_step {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops_per_step,
                >(
                    ::mlsysim_core::equation::training_flops(
                        workload.parameter_count()?,
                        local_tokens,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Bytes sent per FLOP computed. Equation: `bytes_per_step.value / flops_per_step.value`.
        #[inline]
        pub fn intensity(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_intensity(self.bytes_per_step()?, self.flops_per_step()?)
        }
        #[doc(hidden)]
        fn __eq_intensity(
            &self,
            bytes_per_step: Information,
            flops_per_step: FlopCount,
        ) -> __Result<f64, __c::EvalError> {
            struct intensity {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    intensity,
                >(bytes_per_step.value.eq_div(flops_per_step.value)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The link's bytes per second over the accelerator's peak FLOP/s. Equation: `link_bandwidth.value / accelerator.peak_flops.value`.
        #[inline]
        pub fn balance(&self) -> __Result<f64, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            let accelerator = __Clone::clone(&self.accelerator);
            struct balance {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    balance,
                >(link_bandwidth.value.eq_div(accelerator.peak_flops.value)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Time of the step's work at the accelerator's peak. Equation: `compute_time(flops_per_step, accelerator.peak_flops)`.
        #[inline]
        pub fn compute_time_at_peak(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_compute_time_at_peak(self.flops_per_step()?)
        }
        #[doc(hidden)]
        fn __eq_compute_time_at_peak(
            &self,
            flops_per_step: FlopCount,
        ) -> __Result<Time, __c::EvalError> {
            let accelerator = __Clone::clone(&self.accelerator);
            struct compute_time_at_peak {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compute_time_at_peak,
                >(
                    ::mlsysim_core::equation::compute_time(
                        flops_per_step,
                        accelerator.peak_flops,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataParallelIntensityValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataParallelIntensityValues<'_> {
            let local_tokens = self.local_tokens();
            let bytes_per_step = self.bytes_per_step();
            let flops_per_step = __c::after(
                (&local_tokens,),
                |(v0,)| self.__eq_flops_per_step(v0),
            );
            let intensity = __c::after(
                (&bytes_per_step, &flops_per_step),
                |(v0, v1)| self.__eq_intensity(v0, v1),
            );
            let balance = self.balance();
            let compute_time_at_peak = __c::after(
                (&flops_per_step,),
                |(v0,)| self.__eq_compute_time_at_peak(v0),
            );
            DataParallelIntensityValues {
                scenario: self,
                local_tokens,
                bytes_per_step,
                flops_per_step,
                intensity,
                balance,
                compute_time_at_peak,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.sequences_per_worker, &__INPUTS[1])?;
            __c::bounded(&self.link_bandwidth, &__INPUTS[2])?;
            __c::finite(&self.accelerator, &__INPUTS[3])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok_and(|g| g.context_length.is_some()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_local_tokens(&self) -> __c::Parts {
            __c::traced(
                self.local_tokens(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .context_length; Ok((& __c::Showing(& part,
                    None)).__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .context_length; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "context length"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_flops_per_step(&self) -> __c::Parts {
            __c::traced(
                self.flops_per_step(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "training_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Name("local_tokens")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_balance(&self) -> __c::Parts {
            __c::traced(
                self.balance(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let link_bandwidth = __Clone::clone(& self.link_bandwidth); let
                    part = link_bandwidth.value; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let accelerator = __Clone::clone(&
                    self.accelerator); let part = accelerator.peak_flops.value; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_compute_time_at_peak(&self) -> __c::Parts {
            __c::traced(
                self.compute_time_at_peak(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator = __Clone::clone(& self.accelerator); let part =
                    accelerator.peak_flops; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "compute_time", args :
                    ::std::vec![__c::Operand::Name("flops_per_step"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let accelerator = __Clone::clone(&
                    self.accelerator); let part = accelerator.peak_flops; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl DataParallelIntensityBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `sequences_per_worker`: Full-length sequences each worker trains on a step.
        #[must_use]
        pub fn sequences_per_worker(mut self, value: u32) -> Self {
            self.sequences_per_worker = Some(value);
            self
        }
        ///Sets `link_bandwidth`: Bandwidth of the worker's link.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Sets `accelerator`: The worker's accelerator; its headline peak is read.
        #[must_use]
        pub fn accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.accelerator = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataParallelIntensity, __c::InputError> {
            let scenario = DataParallelIntensity {
                workload: __c::given(self.workload, "workload")?,
                sequences_per_worker: __c::given(
                    self.sequences_per_worker,
                    "sequences_per_worker",
                )?,
                link_bandwidth: __c::given(self.link_bandwidth, "link_bandwidth")?,
                accelerator: __c::given(self.accelerator, "accelerator")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataParallelIntensityBuilder {
        type Scenario = DataParallelIntensity;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "sequences_per_worker" => {
                    self.sequences_per_worker = __c::set(value, &__INPUTS[1])?;
                }
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[2])?,
                "accelerator" => self.accelerator = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataParallelIntensity, __c::InputError> {
            DataParallelIntensityBuilder::build(self)
        }
    }
    impl<'a> DataParallelIntensityValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataParallelIntensity {
            self.scenario
        }
    }
    impl __c::Scenario for DataParallelIntensity {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataParallelIntensity",
            family: &TRANSFER_AND_TRAINING,
            summary: "Communication intensity of one data-parallel worker step, bytes sent per FLOP computed, against the balance of its link and accelerator.",
            description: "A worker trains on `sequences_per_worker` full-length sequences and then sends about twice\nits 16-bit gradient. The fabric's balance point is the link's bytes per second over the\naccelerator's peak FLOP/s: a step whose intensity lies below it is set by compute, above it\nby the network.",
            notes: __c::meta::Notes {
                equation: "tokens = sequences × context; bytes = 2 × FP16 weights; FLOPs = 6 × P × tokens; intensity = bytes ÷ FLOPs; balance = link bandwidth ÷ peak",
                assumptions: &[
                    "The gradients are 16-bit and the ring sends twice them, whatever the worker count.",
                    "Each sequence fills the model's context window.",
                ],
                rules: __RULES,
                excludes: &[
                    "Overlap of communication with compute and the alpha term of the link.",
                ],
                derivation: &[
                    "The reference's CommunicationIntensityModel; work from the 6PD rule (Kaplan et al. 2020).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A GPT-3 worker sits just above an A100 HDR link's balance",
                    code: "// A GPT-3 worker sits just above an A100 HDR link's balance\nuse mlsysim_cluster::transfer_and_training::gpt3_data_parallel_intensity;\n\nlet s = gpt3_data_parallel_intensity()?;\nassert_eq!(s.local_tokens()?, 8192);\nassert!(s.intensity()? > s.balance()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataParallelIntensityBuilder;
        fn to_builder(&self) -> DataParallelIntensityBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.sequences_per_worker,
                    &self.link_bandwidth,
                    &self.accelerator,
                ],
                &[
                    &values.local_tokens,
                    &values.bytes_per_step,
                    &values.flops_per_step,
                    &values.intensity,
                    &values.balance,
                    &values.compute_time_at_peak,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "local_tokens" => Some(Ok(self.__explain_local_tokens())),
                "flops_per_step" => Some(Ok(self.__explain_flops_per_step())),
                "balance" => Some(Ok(self.__explain_balance())),
                "compute_time_at_peak" => Some(Ok(self.__explain_compute_time_at_peak())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(DataParallelIntensity);
};
