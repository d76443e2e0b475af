/**Wall-clock time, energy and rental cost of training a workload on a cluster of identical accelerators.

The workload's total training work runs on `n_devices` accelerators that each deliver
`efficiency` of their peak (end-to-end utilization), compute bound and scaling perfectly.
Optionally the run is cut into steps of `tokens_per_step` tokens at six FLOPs per parameter
per token, priced at an hourly rental rate per device, or run at the peak of another
precision than the dense 16-bit one. Energy counts every device at its TDP for the whole
run.

# Equation

T = F ÷ (N × peak × η); tokens = F ÷ 6P; step work = 6P × tokens_per_step; steps = F ÷ step work; energy = N × TDP × T; device-hours = N × T; cost = device-hours × hourly price

# Assumptions

- The run is compute bound at a constant end-to-end utilization η of the peak, and scales perfectly across the devices: no communication or straggler cost.
- A training step costs six FLOPs per parameter per token (two forward, four backward).
- Every device draws its TDP for the whole run; the rental price is per device-hour.
- `peak_precision` is read regardless of case, where the reference matches it exactly.

# Rules across inputs

- the registry states a peak rate of `hardware` at `peak_precision`, when `peak_precision` is given (`hardware.peak_at(peak_precision).is_ok()`)

# Excludes

- Checkpointing, failures and restarts, data loading, and idle power.

# Derivation

- Time is work over delivered rate (the iron law of training); energy is power times time.

# Examples

```rust
// GPT-3 on 1,024 A100s takes about 25 days at 45%
use mlsysim_compute::single_machine::gpt3_training_time_1k_a100;

let s = gpt3_training_time_1k_a100()?;
let days = s.training_time()?.value / 86_400.0;
assert!((days - 25.278356893663606).abs() < 1e-9);
assert_eq!(s.step_time().unwrap_err().missing_input(), Some("tokens_per_step"));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ClusterTrainingTime {
    ///The model trained; its total training work comes from the registry.
    pub workload: &'static Workload,
    ///The accelerator every device is.
    pub hardware: &'static HardwareNode,
    ///Devices training together. *Allowed >= 1.*
    pub n_devices: i64,
    ///Share of the peak each device delivers end to end. *Allowed > 0 and [0.0, 1.0].*
    pub efficiency: f64,
    ///Tokens one training step processes. *Optional (absent by default); allowed >= 1.*
    pub tokens_per_step: Option<i64>,
    ///Rental price of one device for an hour. *Optional (absent by default); shown in `USD_PER_HOUR`; allowed >= 0.*
    pub hourly_price: Option<MoneyRate>,
    ///Precision whose peak the devices run at; the dense 16-bit headline peak when absent. *Optional (absent by default).*
    pub peak_precision: Option<Precision>,
}
///Builds a [`ClusterTrainingTime`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ClusterTrainingTimeBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    n_devices: ::core::option::Option<i64>,
    efficiency: ::core::option::Option<f64>,
    tokens_per_step: ::core::option::Option<i64>,
    hourly_price: ::core::option::Option<MoneyRate>,
    peak_precision: ::core::option::Option<Precision>,
}
///Every property of a [`ClusterTrainingTime`], each computed once (see [`ClusterTrainingTime::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ClusterTrainingTimeValues<'a> {
    scenario: &'a ClusterTrainingTime,
    ///Peak rate of one device at the precision run.
    pub peak_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Total training work of the workload, from the registry.
    pub training_ops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Wall-clock time of the whole run.
    pub training_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Rate the devices deliver together.
    pub delivered_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Tokens the training work covers at six FLOPs per parameter per token.
    pub training_tokens: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Work of one training step.
    pub step_operations: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Wall-clock time of one step.
    pub step_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Steps the training work makes.
    pub steps: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Energy of every device at its TDP for the whole run.
    pub energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Energy of every device at its TDP for one step.
    pub step_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Device-hours of the run.
    pub device_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Rent of those device-hours.
    pub rental_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model trained; its total training work comes from the registry.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator every device is.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_devices",
            ty: "i64",
            doc: "Devices training together.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "efficiency",
            ty: "f64",
            doc: "Share of the peak each device delivers end to end.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tokens_per_step",
            ty: "Option<i64>",
            doc: "Tokens one training step processes.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hourly_price",
            ty: "Option<MoneyRate>",
            doc: "Rental price of one device for an hour.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "peak_precision",
            ty: "Option<Precision>",
            doc: "Precision whose peak the devices run at; the dense 16-bit headline peak when absent.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "peak_rate",
            doc: "Peak rate of one device at the precision run.",
            equation: "match optional(peak_precision) {\n    Some(p) => hardware.peak_at(p),\n    None => hardware.peak_flops,\n}",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["peak_precision", "hardware"],
            reaches: &[("hardware", "peak_at")],
            template: "match {#0 optional(peak_precision)} {{\n    Some(p) => {hardware}.peak_at(p),\n    None => {#1 hardware.peak_flops},\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_ops",
            doc: "Total training work of the workload, from the registry.",
            equation: "from_registry(workload.training.ops, \"training FLOPs\", workload.path)",
            result_type: "FlopCount",
            depends_on: &["workload"],
            calls: &["from_registry"],
            template: "from_registry({#0 workload.training.ops}, \"training FLOPs\", {#1 workload.path})",
            operation: "result of `from_registry`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_time",
            doc: "Wall-clock time of the whole run.",
            equation: "cluster_training_time(training_ops, n_devices, peak_rate, efficiency)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            depends_on: &["n_devices", "efficiency", "training_ops", "peak_rate"],
            calls: &["cluster_training_time"],
            template: "cluster_training_time(\n    {training_ops},\n    {n_devices},\n    {peak_rate},\n    {efficiency},\n)",
            named_calls: "cluster_training_time(training_ops, n_devices, peak_rate, efficiency)",
            operation: "result of `cluster_training_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "delivered_rate",
            doc: "Rate the devices deliver together.",
            equation: "n_devices * peak_rate * efficiency",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["n_devices", "efficiency", "peak_rate"],
            template: "{n_devices} * {peak_rate} * {efficiency}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_tokens",
            doc: "Tokens the training work covers at six FLOPs per parameter per token.",
            equation: "training_ops / training_flops(workload.parameter_count(), 1.0)",
            result_type: "f64",
            depends_on: &["workload", "training_ops"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops"],
            template: "{training_ops} / training_flops({#0 workload.parameter_count()}, 1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_operations",
            doc: "Work of one training step.",
            equation: "training_flops(workload.parameter_count(), tokens_per_step)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::TFLOP);
                __c::units::label(&::mlsysim_core::units::TFLOP)
            },
            depends_on: &["workload", "tokens_per_step"],
            reaches: &[("workload", "parameter_count")],
            requires: &["tokens_per_step"],
            calls: &["training_flops"],
            template: "training_flops({#0 workload.parameter_count()}, {tokens_per_step})",
            operation: "result of `training_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_time",
            doc: "Wall-clock time of one step.",
            equation: "cluster_training_time(step_operations, n_devices, peak_rate, efficiency)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["n_devices", "efficiency", "step_operations", "peak_rate"],
            requires: &["tokens_per_step"],
            calls: &["cluster_training_time"],
            template: "cluster_training_time(\n    {step_operations},\n    {n_devices},\n    {peak_rate},\n    {efficiency},\n)",
            named_calls: "cluster_training_time(step_operations, n_devices, peak_rate, efficiency)",
            operation: "result of `cluster_training_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "steps",
            doc: "Steps the training work makes.",
            equation: "training_ops / step_operations",
            result_type: "f64",
            depends_on: &["training_ops", "step_operations"],
            requires: &["tokens_per_step"],
            template: "{training_ops} / {step_operations}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy",
            doc: "Energy of every device at its TDP for the whole run.",
            equation: "n_devices * from_registry(hardware.tdp, \"thermal design power\", hardware.path)\n    * training_time",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::KILOWATT_HOUR);
                __c::units::label(&::mlsysim_core::units::KILOWATT_HOUR)
            },
            depends_on: &["n_devices", "hardware", "training_time"],
            calls: &["from_registry"],
            template: "{n_devices}\n    * from_registry({#0 hardware.tdp}, \"thermal design power\", {#1 hardware.path})\n    * {training_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_energy",
            doc: "Energy of every device at its TDP for one step.",
            equation: "n_devices * from_registry(hardware.tdp, \"thermal design power\", hardware.path)\n    * step_time",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["n_devices", "hardware", "step_time"],
            requires: &["tokens_per_step"],
            calls: &["from_registry"],
            template: "{n_devices}\n    * from_registry({#0 hardware.tdp}, \"thermal design power\", {#1 hardware.path})\n    * {step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "device_hours",
            doc: "Device-hours of the run.",
            equation: "n_devices * training_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["n_devices", "training_time"],
            template: "{n_devices} * {training_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rental_cost",
            doc: "Rent of those device-hours.",
            equation: "device_hours * hourly_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["hourly_price", "device_hours"],
            requires: &["hourly_price"],
            template: "{device_hours} * {hourly_price}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "the registry states a peak rate of `hardware` at `peak_precision`, when `peak_precision` is given",
            condition: "hardware.peak_at(peak_precision).is_ok()",
            inputs: &["hardware", "peak_precision"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ClusterTrainingTime {
        ///Starts a [`ClusterTrainingTimeBuilder`]; required inputs must be set before [`ClusterTrainingTimeBuilder::build`].
        #[must_use]
        pub fn builder() -> ClusterTrainingTimeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ClusterTrainingTimeBuilder {
            ClusterTrainingTimeBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                n_devices: Some(__Clone::clone(&self.n_devices)),
                efficiency: Some(__Clone::clone(&self.efficiency)),
                tokens_per_step: __Clone::clone(&self.tokens_per_step),
                hourly_price: __Clone::clone(&self.hourly_price),
                peak_precision: __Clone::clone(&self.peak_precision),
            }
        }
        /**Peak rate of one device at the precision run.

Equation:

```text
match optional(peak_precision) {
    Some(p) => hardware.peak_at(p),
    None => hardware.peak_flops,
}
```
*/
        #[inline]
        pub fn peak_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            let peak_precision = __Clone::clone(&self.peak_precision);
            let hardware = __Clone::clone(&self.hardware);
            struct peak_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    peak_rate,
                >(
                    match ::mlsysim_core::equation::optional(peak_precision) {
                        Some(p) => hardware.peak_at(p)?,
                        None => hardware.peak_flops,
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Total training work of the workload, from the registry. Equation: `from_registry(workload.training.ops, "training FLOPs", workload.path)`.
        #[inline]
        pub fn training_ops(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct training_ops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    training_ops,
                >(
                    ::mlsysim_core::equation::from_registry(
                        workload.training.ops,
                        "training FLOPs",
                        workload.path,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Wall-clock time of the whole run. Equation: `cluster_training_time(training_ops, n_devices, peak_rate, efficiency)`.
        #[inline]
        pub fn training_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_training_time(self.training_ops()?, self.peak_rate()?)
        }
        #[doc(hidden)]
        fn __eq_training_time(
            &self,
            training_ops: FlopCount,
            peak_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let efficiency = __Clone::clone(&self.efficiency);
            struct training_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    training_time,
                >(
                    ::mlsysim_core::equation::cluster_training_time(
                        training_ops,
                        n_devices,
                        peak_rate,
                        efficiency,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Rate the devices deliver together. Equation: `n_devices * peak_rate * efficiency`.
        #[inline]
        pub fn delivered_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            self.__eq_delivered_rate(self.peak_rate()?)
        }
        #[doc(hidden)]
        fn __eq_delivered_rate(
            &self,
            peak_rate: FlopRate,
        ) -> __Result<FlopRate, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let efficiency = __Clone::clone(&self.efficiency);
            struct delivered_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    delivered_rate,
                >(n_devices.eq_mul(peak_rate)?.eq_mul(efficiency)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Tokens the training work covers at six FLOPs per parameter per token. Equation: `training_ops / training_flops(workload.parameter_count(), 1.0)`.
        #[inline]
        pub fn training_tokens(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_training_tokens(self.training_ops()?)
        }
        #[doc(hidden)]
        fn __eq_training_tokens(
            &self,
            training_ops: FlopCount,
        ) -> __Result<f64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct training_tokens {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    training_tokens,
                >(
                    training_ops
                        .eq_div(
                            ::mlsysim_core::equation::training_flops(
                                workload.parameter_count()?,
                                1.0,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Work of one training step. Equation: `training_flops(workload.parameter_count(), tokens_per_step)`. Requires `tokens_per_step` (an error names the absent one).
        #[inline]
        pub fn step_operations(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let tokens_per_step = __c::present(
                &self.tokens_per_step,
                "step_operations",
                "tokens_per_step",
            )?;
            struct step_operations {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    step_operations,
                >(
                    ::mlsysim_core::equation::training_flops(
                        workload.parameter_count()?,
                        tokens_per_step,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Wall-clock time of one step. Equation: `cluster_training_time(step_operations, n_devices, peak_rate, efficiency)`. Requires `tokens_per_step` (an error names the absent one).
        #[inline]
        pub fn step_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_step_time(self.step_operations()?, self.peak_rate()?)
        }
        #[doc(hidden)]
        fn __eq_step_time(
            &self,
            step_operations: FlopCount,
            peak_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let efficiency = __Clone::clone(&self.efficiency);
            struct step_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    step_time,
                >(
                    ::mlsysim_core::equation::cluster_training_time(
                        step_operations,
                        n_devices,
                        peak_rate,
                        efficiency,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Steps the training work makes. Equation: `training_ops / step_operations`. Requires `tokens_per_step` (an error names the absent one).
        #[inline]
        pub fn steps(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_steps(self.training_ops()?, self.step_operations()?)
        }
        #[doc(hidden)]
        fn __eq_steps(
            &self,
            training_ops: FlopCount,
            step_operations: FlopCount,
        ) -> __Result<f64, __c::EvalError> {
            struct steps {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    steps,
                >(training_ops.eq_div(step_operations)?))(),
                &__PROPERTIES[7],
            )
        }
        /**Energy of every device at its TDP for the whole run.

Equation:

```text
n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path)
    * training_time
```
*/
        #[inline]
        pub fn energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_energy(self.training_time()?)
        }
        #[doc(hidden)]
        fn __eq_energy(&self, training_time: Time) -> __Result<Energy, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let hardware = __Clone::clone(&self.hardware);
            struct energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy,
                >(
                    n_devices
                        .eq_mul(
                            ::mlsysim_core::equation::from_registry(
                                hardware.tdp,
                                "thermal design power",
                                hardware.path,
                            )?,
                        )?
                        .eq_mul(training_time)?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        /**Energy of every device at its TDP for one step.

Equation:

```text
n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path)
    * step_time
```
 Requires `tokens_per_step` (an error names the absent one).*/
        #[inline]
        pub fn step_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_step_energy(self.step_time()?)
        }
        #[doc(hidden)]
        fn __eq_step_energy(&self, step_time: Time) -> __Result<Energy, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let hardware = __Clone::clone(&self.hardware);
            struct step_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    step_energy,
                >(
                    n_devices
                        .eq_mul(
                            ::mlsysim_core::equation::from_registry(
                                hardware.tdp,
                                "thermal design power",
                                hardware.path,
                            )?,
                        )?
                        .eq_mul(step_time)?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Device-hours of the run. Equation: `n_devices * training_time`.
        #[inline]
        pub fn device_hours(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_device_hours(self.training_time()?)
        }
        #[doc(hidden)]
        fn __eq_device_hours(
            &self,
            training_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            struct device_hours {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    device_hours,
                >(n_devices.eq_mul(training_time)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Rent of those device-hours. Equation: `device_hours * hourly_price`. Requires `hourly_price` (an error names the absent one).
        #[inline]
        pub fn rental_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_rental_cost(self.device_hours()?)
        }
        #[doc(hidden)]
        fn __eq_rental_cost(&self, device_hours: Time) -> __Result<Usd, __c::EvalError> {
            let hourly_price = __c::present(
                &self.hourly_price,
                "rental_cost",
                "hourly_price",
            )?;
            struct rental_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    rental_cost,
                >(device_hours.eq_mul(hourly_price)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ClusterTrainingTimeValues`].
        #[must_use]
        pub fn evaluate(&self) -> ClusterTrainingTimeValues<'_> {
            let peak_rate = self.peak_rate();
            let training_ops = self.training_ops();
            let training_time = __c::after(
                (&training_ops, &peak_rate),
                |(v0, v1)| self.__eq_training_time(v0, v1),
            );
            let delivered_rate = __c::after(
                (&peak_rate,),
                |(v0,)| self.__eq_delivered_rate(v0),
            );
            let training_tokens = __c::after(
                (&training_ops,),
                |(v0,)| self.__eq_training_tokens(v0),
            );
            let step_operations = self.step_operations();
            let step_time = __c::after(
                (&step_operations, &peak_rate),
                |(v0, v1)| self.__eq_step_time(v0, v1),
            );
            let steps = __c::after(
                (&training_ops, &step_operations),
                |(v0, v1)| self.__eq_steps(v0, v1),
            );
            let energy = __c::after((&training_time,), |(v0,)| self.__eq_energy(v0));
            let step_energy = __c::after(
                (&step_time,),
                |(v0,)| self.__eq_step_energy(v0),
            );
            let device_hours = __c::after(
                (&training_time,),
                |(v0,)| self.__eq_device_hours(v0),
            );
            let rental_cost = __c::after(
                (&device_hours,),
                |(v0,)| self.__eq_rental_cost(v0),
            );
            ClusterTrainingTimeValues {
                scenario: self,
                peak_rate,
                training_ops,
                training_time,
                delivered_rate,
                training_tokens,
                step_operations,
                step_time,
                steps,
                energy,
                step_energy,
                device_hours,
                rental_cost,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded_plain(&self.n_devices, &__INPUTS[2])?;
            __c::bounded_plain(&self.efficiency, &__INPUTS[3])?;
            __c::bounded_plain(&self.tokens_per_step, &__INPUTS[4])?;
            __c::bounded(&self.hourly_price, &__INPUTS[5])?;
            __c::finite(&self.peak_precision, &__INPUTS[6])?;
            if let Some(peak_precision) = &self.peak_precision {
                let peak_precision = __Clone::clone(peak_precision);
                let hardware = __Clone::clone(&self.hardware);
                __c::rule(
                    hardware.peak_at(peak_precision).is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.hardware, &self.peak_precision],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_peak_rate(&self) -> __c::Parts {
            __c::traced(
                self.peak_rate(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let peak_precision = __Clone::clone(& self.peak_precision); let
                    part = ::mlsysim_core::equation::optional(peak_precision); Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .peak_flops; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_training_ops(&self) -> __c::Parts {
            __c::traced(
                self.training_ops(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.training.ops; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let workload = __Clone::clone(& self.workload);
                    let part = workload.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.training.ops;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training FLOPs"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_training_tokens(&self) -> __c::Parts {
            __c::traced(
                self.training_tokens(),
                &__PROPERTIES[4],
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
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1.0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_step_operations(&self) -> __c::Parts {
            __c::traced(
                self.step_operations(),
                &__PROPERTIES[5],
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
                    ()), __c::Operand::Name("tokens_per_step")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_energy(&self) -> __c::Parts {
            __c::traced(
                self.energy(),
                &__PROPERTIES[8],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part = hardware.tdp; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "thermal design power";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_step_energy(&self) -> __c::Parts {
            __c::traced(
                self.step_energy(),
                &__PROPERTIES[9],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part = hardware.tdp; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "thermal design power";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl ClusterTrainingTimeBuilder {
        ///Sets `workload`: The model trained; its total training work comes from the registry.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator every device is.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `n_devices`: Devices training together.
        #[must_use]
        pub fn n_devices(mut self, value: i64) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `efficiency`: Share of the peak each device delivers end to end.
        #[must_use]
        pub fn efficiency(mut self, value: f64) -> Self {
            self.efficiency = Some(value);
            self
        }
        ///Sets `tokens_per_step`: Tokens one training step processes.
        #[must_use]
        pub fn tokens_per_step(mut self, value: i64) -> Self {
            self.tokens_per_step = Some(value);
            self
        }
        ///Leaves `tokens_per_step` absent.
        #[must_use]
        pub fn without_tokens_per_step(mut self) -> Self {
            self.tokens_per_step = None;
            self
        }
        ///Sets `hourly_price`: Rental price of one device for an hour.
        #[must_use]
        pub fn hourly_price(mut self, value: MoneyRate) -> Self {
            self.hourly_price = Some(value);
            self
        }
        ///Leaves `hourly_price` absent.
        #[must_use]
        pub fn without_hourly_price(mut self) -> Self {
            self.hourly_price = None;
            self
        }
        ///Sets `peak_precision`: Precision whose peak the devices run at; the dense 16-bit headline peak when absent.
        #[must_use]
        pub fn peak_precision(mut self, value: Precision) -> Self {
            self.peak_precision = Some(value);
            self
        }
        ///Leaves `peak_precision` absent.
        #[must_use]
        pub fn without_peak_precision(mut self) -> Self {
            self.peak_precision = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ClusterTrainingTime, __c::InputError> {
            let scenario = ClusterTrainingTime {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                n_devices: __c::given(self.n_devices, "n_devices")?,
                efficiency: __c::given(self.efficiency, "efficiency")?,
                tokens_per_step: self.tokens_per_step,
                hourly_price: self.hourly_price,
                peak_precision: self.peak_precision,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ClusterTrainingTimeBuilder {
        type Scenario = ClusterTrainingTime;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[2])?,
                "efficiency" => self.efficiency = __c::set(value, &__INPUTS[3])?,
                "tokens_per_step" => {
                    self.tokens_per_step = __c::set(value, &__INPUTS[4])?;
                }
                "hourly_price" => self.hourly_price = __c::set(value, &__INPUTS[5])?,
                "peak_precision" => self.peak_precision = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ClusterTrainingTime, __c::InputError> {
            ClusterTrainingTimeBuilder::build(self)
        }
    }
    impl<'a> ClusterTrainingTimeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ClusterTrainingTime {
            self.scenario
        }
    }
    impl __c::Scenario for ClusterTrainingTime {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ClusterTrainingTime",
            family: &IRON_LAW,
            summary: "Wall-clock time, energy and rental cost of training a workload on a cluster of identical accelerators.",
            description: "The workload's total training work runs on `n_devices` accelerators that each deliver\n`efficiency` of their peak (end-to-end utilization), compute bound and scaling perfectly.\nOptionally the run is cut into steps of `tokens_per_step` tokens at six FLOPs per parameter\nper token, priced at an hourly rental rate per device, or run at the peak of another\nprecision than the dense 16-bit one. Energy counts every device at its TDP for the whole\nrun.",
            notes: __c::meta::Notes {
                equation: "T = F ÷ (N × peak × η); tokens = F ÷ 6P; step work = 6P × tokens_per_step; steps = F ÷ step work; energy = N × TDP × T; device-hours = N × T; cost = device-hours × hourly price",
                assumptions: &[
                    "The run is compute bound at a constant end-to-end utilization η of the peak, and scales perfectly across the devices: no communication or straggler cost.",
                    "A training step costs six FLOPs per parameter per token (two forward, four backward).",
                    "Every device draws its TDP for the whole run; the rental price is per device-hour.",
                    "`peak_precision` is read regardless of case, where the reference matches it exactly.",
                ],
                rules: __RULES,
                excludes: &[
                    "Checkpointing, failures and restarts, data loading, and idle power.",
                ],
                derivation: &[
                    "Time is work over delivered rate (the iron law of training); energy is power times time.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-3 on 1,024 A100s takes about 25 days at 45%",
                    code: "// GPT-3 on 1,024 A100s takes about 25 days at 45%\nuse mlsysim_compute::single_machine::gpt3_training_time_1k_a100;\n\nlet s = gpt3_training_time_1k_a100()?;\nlet days = s.training_time()?.value / 86_400.0;\nassert!((days - 25.278356893663606).abs() < 1e-9);\nassert_eq!(s.step_time().unwrap_err().missing_input(), Some(\"tokens_per_step\"));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ClusterTrainingTimeBuilder;
        fn to_builder(&self) -> ClusterTrainingTimeBuilder {
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
                    &self.n_devices,
                    &self.efficiency,
                    &self.tokens_per_step,
                    &self.hourly_price,
                    &self.peak_precision,
                ],
                &[
                    &values.peak_rate,
                    &values.training_ops,
                    &values.training_time,
                    &values.delivered_rate,
                    &values.training_tokens,
                    &values.step_operations,
                    &values.step_time,
                    &values.steps,
                    &values.energy,
                    &values.step_energy,
                    &values.device_hours,
                    &values.rental_cost,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "peak_rate" => Some(Ok(self.__explain_peak_rate())),
                "training_ops" => Some(Ok(self.__explain_training_ops())),
                "training_tokens" => Some(Ok(self.__explain_training_tokens())),
                "step_operations" => Some(Ok(self.__explain_step_operations())),
                "energy" => Some(Ok(self.__explain_energy())),
                "step_energy" => Some(Ok(self.__explain_step_energy())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "hardware" => (&__c::explain::Held(&self.hardware)).__held(),
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(ClusterTrainingTime);
};
