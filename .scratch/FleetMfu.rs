/**Program goodput (model FLOP utilization) of a training step on one node and on a fleet, and the scaling efficiency between them.

Useful work per step is the model's training arithmetic for the step's tokens (six FLOPs
per parameter per token); MFU divides it by every device's peak over the measured step
time. The fleet's MFU over the node's is the per-device throughput kept at scale.

# Equation

useful = 6 × parameters × tokens; MFU = useful ÷ (devices × peak × step time); scaling = fleet MFU ÷ node MFU; extra = fleet step − node step

# Assumptions

- Both steps do the same work per device; the difference in step time is exposed communication and waiting.

# Excludes

- Recomputed activations, which the six-FLOP rule does not count as useful.

# Derivation

- MFU is achieved model arithmetic over peak (Chowdhery et al. 2022).

# Examples

```rust
// Scaling to 128 GPUs loses some MFU
use mlsysim_data::delivery::llama2_70b_fleet_mfu_128;

let s = llama2_70b_fleet_mfu_128()?;
assert!(s.scaling_efficiency()? < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FleetMfu {
    ///The model trained.
    pub workload: &'static Workload,
    ///The accelerator every device is; its peak is read.
    pub hardware: &'static HardwareNode,
    ///Devices of the node. *Allowed >= 1.*
    pub node_devices: i64,
    ///Devices of the fleet. *Allowed >= 1.*
    pub fleet_devices: i64,
    ///Tokens of one node step. *Allowed >= 0.*
    pub node_tokens: i64,
    ///Tokens of one fleet step. *Allowed >= 0.*
    pub fleet_tokens: i64,
    ///Measured time of a node step. *Shown in `MILLISECOND`; allowed > 0.*
    pub node_step_time: Time,
    ///Measured time of a fleet step. *Shown in `MILLISECOND`; allowed > 0.*
    pub fleet_step_time: Time,
}
///Builds a [`FleetMfu`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FleetMfuBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    node_devices: ::core::option::Option<i64>,
    fleet_devices: ::core::option::Option<i64>,
    node_tokens: ::core::option::Option<i64>,
    fleet_tokens: ::core::option::Option<i64>,
    node_step_time: ::core::option::Option<Time>,
    fleet_step_time: ::core::option::Option<Time>,
}
///Every property of a [`FleetMfu`], each computed once (see [`FleetMfu::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FleetMfuValues<'a> {
    scenario: &'a FleetMfu,
    ///Useful work of a node step.
    pub node_useful_work: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Useful work of a fleet step.
    pub fleet_useful_work: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Every fleet device at peak for one fleet step: the MFU's denominator.
    pub fleet_peak_work: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///MFU of the node.
    pub node_mfu: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///MFU of the fleet.
    pub fleet_mfu: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Per-device throughput on the fleet relative to the node.
    pub scaling_efficiency: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How much longer a fleet step takes.
    pub extra_step_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The extra time as a share of a fleet step.
    pub extra_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
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
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator every device is; its peak is read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "node_devices",
            ty: "i64",
            doc: "Devices of the node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet_devices",
            ty: "i64",
            doc: "Devices of the fleet.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "node_tokens",
            ty: "i64",
            doc: "Tokens of one node step.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet_tokens",
            ty: "i64",
            doc: "Tokens of one fleet step.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "node_step_time",
            ty: "Time",
            doc: "Measured time of a node step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet_step_time",
            ty: "Time",
            doc: "Measured time of a fleet step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "node_useful_work",
            doc: "Useful work of a node step.",
            equation: "training_flops(workload.parameter_count(), node_tokens)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::PFLOP);
                __c::units::label(&::mlsysim_core::units::PFLOP)
            },
            depends_on: &["workload", "node_tokens"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops"],
            template: "training_flops({#0 workload.parameter_count()}, {node_tokens})",
            operation: "result of `training_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fleet_useful_work",
            doc: "Useful work of a fleet step.",
            equation: "training_flops(workload.parameter_count(), fleet_tokens)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::PFLOP);
                __c::units::label(&::mlsysim_core::units::PFLOP)
            },
            depends_on: &["workload", "fleet_tokens"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops"],
            template: "training_flops({#0 workload.parameter_count()}, {fleet_tokens})",
            operation: "result of `training_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fleet_peak_work",
            doc: "Every fleet device at peak for one fleet step: the MFU's denominator.",
            equation: "fleet_devices * hardware.peak_flops * fleet_step_time",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::PFLOP);
                __c::units::label(&::mlsysim_core::units::PFLOP)
            },
            depends_on: &["fleet_devices", "hardware", "fleet_step_time"],
            template: "{fleet_devices} * {#0 hardware.peak_flops} * {fleet_step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "node_mfu",
            doc: "MFU of the node.",
            equation: "node_useful_work / (node_devices * hardware.peak_flops * node_step_time)",
            result_type: "f64",
            depends_on: &[
                "node_devices",
                "hardware",
                "node_step_time",
                "node_useful_work",
            ],
            template: "{node_useful_work} / ({node_devices} * {#0 hardware.peak_flops} * {node_step_time})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fleet_mfu",
            doc: "MFU of the fleet.",
            equation: "fleet_useful_work / fleet_peak_work",
            result_type: "f64",
            depends_on: &["fleet_useful_work", "fleet_peak_work"],
            template: "{fleet_useful_work} / {fleet_peak_work}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scaling_efficiency",
            doc: "Per-device throughput on the fleet relative to the node.",
            equation: "fleet_mfu / node_mfu",
            result_type: "f64",
            depends_on: &["fleet_mfu", "node_mfu"],
            template: "{fleet_mfu} / {node_mfu}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "extra_step_time",
            doc: "How much longer a fleet step takes.",
            equation: "fleet_step_time - node_step_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["fleet_step_time", "node_step_time"],
            template: "{fleet_step_time} - {node_step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "extra_share",
            doc: "The extra time as a share of a fleet step.",
            equation: "extra_step_time / fleet_step_time",
            result_type: "f64",
            depends_on: &["fleet_step_time", "extra_step_time"],
            template: "{extra_step_time} / {fleet_step_time}",
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
    impl FleetMfu {
        ///Starts a [`FleetMfuBuilder`]; required inputs must be set before [`FleetMfuBuilder::build`].
        #[must_use]
        pub fn builder() -> FleetMfuBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FleetMfuBuilder {
            FleetMfuBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                node_devices: Some(__Clone::clone(&self.node_devices)),
                fleet_devices: Some(__Clone::clone(&self.fleet_devices)),
                node_tokens: Some(__Clone::clone(&self.node_tokens)),
                fleet_tokens: Some(__Clone::clone(&self.fleet_tokens)),
                node_step_time: Some(__Clone::clone(&self.node_step_time)),
                fleet_step_time: Some(__Clone::clone(&self.fleet_step_time)),
            }
        }
        ///Useful work of a node step. Equation: `training_flops(workload.parameter_count(), node_tokens)`.
        #[inline]
        pub fn node_useful_work(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let node_tokens = __Clone::clone(&self.node_tokens);
            struct node_useful_work {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    node_useful_work,
                >(
                    ::mlsysim_core::equation::training_flops(
                        workload.parameter_count()?,
                        node_tokens,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Useful work of a fleet step. Equation: `training_flops(workload.parameter_count(), fleet_tokens)`.
        #[inline]
        pub fn fleet_useful_work(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let fleet_tokens = __Clone::clone(&self.fleet_tokens);
            struct fleet_useful_work {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    fleet_useful_work,
                >(
                    ::mlsysim_core::equation::training_flops(
                        workload.parameter_count()?,
                        fleet_tokens,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Every fleet device at peak for one fleet step: the MFU's denominator. Equation: `fleet_devices * hardware.peak_flops * fleet_step_time`.
        #[inline]
        pub fn fleet_peak_work(&self) -> __Result<FlopCount, __c::EvalError> {
            let fleet_devices = __Clone::clone(&self.fleet_devices);
            let hardware = __Clone::clone(&self.hardware);
            let fleet_step_time = __Clone::clone(&self.fleet_step_time);
            struct fleet_peak_work {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    fleet_peak_work,
                >(
                    fleet_devices.eq_mul(hardware.peak_flops)?.eq_mul(fleet_step_time)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///MFU of the node. Equation: `node_useful_work / (node_devices * hardware.peak_flops * node_step_time)`.
        #[inline]
        pub fn node_mfu(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_node_mfu(self.node_useful_work()?)
        }
        #[doc(hidden)]
        fn __eq_node_mfu(
            &self,
            node_useful_work: FlopCount,
        ) -> __Result<f64, __c::EvalError> {
            let node_devices = __Clone::clone(&self.node_devices);
            let hardware = __Clone::clone(&self.hardware);
            let node_step_time = __Clone::clone(&self.node_step_time);
            struct node_mfu {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    node_mfu,
                >(
                    node_useful_work
                        .eq_div(
                            node_devices
                                .eq_mul(hardware.peak_flops)?
                                .eq_mul(node_step_time)?,
                        )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///MFU of the fleet. Equation: `fleet_useful_work / fleet_peak_work`.
        #[inline]
        pub fn fleet_mfu(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_fleet_mfu(self.fleet_useful_work()?, self.fleet_peak_work()?)
        }
        #[doc(hidden)]
        fn __eq_fleet_mfu(
            &self,
            fleet_useful_work: FlopCount,
            fleet_peak_work: FlopCount,
        ) -> __Result<f64, __c::EvalError> {
            struct fleet_mfu {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    fleet_mfu,
                >(fleet_useful_work.eq_div(fleet_peak_work)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Per-device throughput on the fleet relative to the node. Equation: `fleet_mfu / node_mfu`.
        #[inline]
        pub fn scaling_efficiency(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_scaling_efficiency(self.fleet_mfu()?, self.node_mfu()?)
        }
        #[doc(hidden)]
        fn __eq_scaling_efficiency(
            &self,
            fleet_mfu: f64,
            node_mfu: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct scaling_efficiency {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scaling_efficiency,
                >(fleet_mfu.eq_div(node_mfu)?))(),
                &__PROPERTIES[5],
            )
        }
        ///How much longer a fleet step takes. Equation: `fleet_step_time - node_step_time`.
        #[inline]
        pub fn extra_step_time(&self) -> __Result<Time, __c::EvalError> {
            let fleet_step_time = __Clone::clone(&self.fleet_step_time);
            let node_step_time = __Clone::clone(&self.node_step_time);
            struct extra_step_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    extra_step_time,
                >(fleet_step_time.eq_sub(node_step_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///The extra time as a share of a fleet step. Equation: `extra_step_time / fleet_step_time`.
        #[inline]
        pub fn extra_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_extra_share(self.extra_step_time()?)
        }
        #[doc(hidden)]
        fn __eq_extra_share(
            &self,
            extra_step_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            let fleet_step_time = __Clone::clone(&self.fleet_step_time);
            struct extra_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    extra_share,
                >(extra_step_time.eq_div(fleet_step_time)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FleetMfuValues`].
        #[must_use]
        pub fn evaluate(&self) -> FleetMfuValues<'_> {
            let node_useful_work = self.node_useful_work();
            let fleet_useful_work = self.fleet_useful_work();
            let fleet_peak_work = self.fleet_peak_work();
            let node_mfu = __c::after(
                (&node_useful_work,),
                |(v0,)| self.__eq_node_mfu(v0),
            );
            let fleet_mfu = __c::after(
                (&fleet_useful_work, &fleet_peak_work),
                |(v0, v1)| self.__eq_fleet_mfu(v0, v1),
            );
            let scaling_efficiency = __c::after(
                (&fleet_mfu, &node_mfu),
                |(v0, v1)| self.__eq_scaling_efficiency(v0, v1),
            );
            let extra_step_time = self.extra_step_time();
            let extra_share = __c::after(
                (&extra_step_time,),
                |(v0,)| self.__eq_extra_share(v0),
            );
            FleetMfuValues {
                scenario: self,
                node_useful_work,
                fleet_useful_work,
                fleet_peak_work,
                node_mfu,
                fleet_mfu,
                scaling_efficiency,
                extra_step_time,
                extra_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded_plain(&self.node_devices, &__INPUTS[2])?;
            __c::bounded_plain(&self.fleet_devices, &__INPUTS[3])?;
            __c::bounded_plain(&self.node_tokens, &__INPUTS[4])?;
            __c::bounded_plain(&self.fleet_tokens, &__INPUTS[5])?;
            __c::bounded(&self.node_step_time, &__INPUTS[6])?;
            __c::bounded(&self.fleet_step_time, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_node_useful_work(&self) -> __c::Parts {
            __c::traced(
                self.node_useful_work(),
                &__PROPERTIES[0],
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
                    ()), __c::Operand::Name("node_tokens")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_fleet_useful_work(&self) -> __c::Parts {
            __c::traced(
                self.fleet_useful_work(),
                &__PROPERTIES[1],
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
                    ()), __c::Operand::Name("fleet_tokens")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_fleet_peak_work(&self) -> __c::Parts {
            __c::traced(
                self.fleet_peak_work(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.peak_flops; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_node_mfu(&self) -> __c::Parts {
            __c::traced(
                self.node_mfu(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.peak_flops; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
    }
    impl FleetMfuBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator every device is; its peak is read.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `node_devices`: Devices of the node.
        #[must_use]
        pub fn node_devices(mut self, value: i64) -> Self {
            self.node_devices = Some(value);
            self
        }
        ///Sets `fleet_devices`: Devices of the fleet.
        #[must_use]
        pub fn fleet_devices(mut self, value: i64) -> Self {
            self.fleet_devices = Some(value);
            self
        }
        ///Sets `node_tokens`: Tokens of one node step.
        #[must_use]
        pub fn node_tokens(mut self, value: i64) -> Self {
            self.node_tokens = Some(value);
            self
        }
        ///Sets `fleet_tokens`: Tokens of one fleet step.
        #[must_use]
        pub fn fleet_tokens(mut self, value: i64) -> Self {
            self.fleet_tokens = Some(value);
            self
        }
        ///Sets `node_step_time`: Measured time of a node step.
        #[must_use]
        pub fn node_step_time(mut self, value: Time) -> Self {
            self.node_step_time = Some(value);
            self
        }
        ///Sets `fleet_step_time`: Measured time of a fleet step.
        #[must_use]
        pub fn fleet_step_time(mut self, value: Time) -> Self {
            self.fleet_step_time = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FleetMfu, __c::InputError> {
            let scenario = FleetMfu {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                node_devices: __c::given(self.node_devices, "node_devices")?,
                fleet_devices: __c::given(self.fleet_devices, "fleet_devices")?,
                node_tokens: __c::given(self.node_tokens, "node_tokens")?,
                fleet_tokens: __c::given(self.fleet_tokens, "fleet_tokens")?,
                node_step_time: __c::given(self.node_step_time, "node_step_time")?,
                fleet_step_time: __c::given(self.fleet_step_time, "fleet_step_time")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FleetMfuBuilder {
        type Scenario = FleetMfu;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "node_devices" => self.node_devices = __c::set(value, &__INPUTS[2])?,
                "fleet_devices" => self.fleet_devices = __c::set(value, &__INPUTS[3])?,
                "node_tokens" => self.node_tokens = __c::set(value, &__INPUTS[4])?,
                "fleet_tokens" => self.fleet_tokens = __c::set(value, &__INPUTS[5])?,
                "node_step_time" => self.node_step_time = __c::set(value, &__INPUTS[6])?,
                "fleet_step_time" => {
                    self.fleet_step_time = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FleetMfu, __c::InputError> {
            FleetMfuBuilder::build(self)
        }
    }
    impl<'a> FleetMfuValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FleetMfu {
            self.scenario
        }
    }
    impl __c::Scenario for FleetMfu {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FleetMfu",
            family: &DELIVERY,
            summary: "Program goodput (model FLOP utilization) of a training step on one node and on a fleet, and the scaling efficiency between them.",
            description: "Useful work per step is the model's training arithmetic for the step's tokens (six FLOPs\nper parameter per token); MFU divides it by every device's peak over the measured step\ntime. The fleet's MFU over the node's is the per-device throughput kept at scale.",
            notes: __c::meta::Notes {
                equation: "useful = 6 × parameters × tokens; MFU = useful ÷ (devices × peak × step time); scaling = fleet MFU ÷ node MFU; extra = fleet step − node step",
                assumptions: &[
                    "Both steps do the same work per device; the difference in step time is exposed communication and waiting.",
                ],
                rules: __RULES,
                excludes: &[
                    "Recomputed activations, which the six-FLOP rule does not count as useful.",
                ],
                derivation: &[
                    "MFU is achieved model arithmetic over peak (Chowdhery et al. 2022).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Scaling to 128 GPUs loses some MFU",
                    code: "// Scaling to 128 GPUs loses some MFU\nuse mlsysim_data::delivery::llama2_70b_fleet_mfu_128;\n\nlet s = llama2_70b_fleet_mfu_128()?;\nassert!(s.scaling_efficiency()? < 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FleetMfuBuilder;
        fn to_builder(&self) -> FleetMfuBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.hardware,
                    &self.node_devices,
                    &self.fleet_devices,
                    &self.node_tokens,
                    &self.fleet_tokens,
                    &self.node_step_time,
                    &self.fleet_step_time,
                ],
                &[
                    &values.node_useful_work,
                    &values.fleet_useful_work,
                    &values.fleet_peak_work,
                    &values.node_mfu,
                    &values.fleet_mfu,
                    &values.scaling_efficiency,
                    &values.extra_step_time,
                    &values.extra_share,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "node_useful_work" => Some(Ok(self.__explain_node_useful_work())),
                "fleet_useful_work" => Some(Ok(self.__explain_fleet_useful_work())),
                "fleet_peak_work" => Some(Ok(self.__explain_fleet_peak_work())),
                "node_mfu" => Some(Ok(self.__explain_node_mfu())),
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
    __c::glue!(FleetMfu);
};
