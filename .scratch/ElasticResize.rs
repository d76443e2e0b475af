/**Three ways to run one job over a window: start small and stay small, wait in the queue for the full allocation, or start small and step up when the full allocation would have freed.

Stepping up pauses the job to rescale and grows it to `step_up_gpus` only, leaving the rest
of the full allocation to queued jobs. Throughputs are epochs per hour at each size; the
GPU-hours of stepping up count the larger size through its resize pause.

# Equation

small = window × r_small; wait = (window − queue) × r_full; step up = queue × r_small + (window − queue − rescale) × r_step

# Assumptions

- Throughput at each size is steady: no warm-up after a rescale beyond the stated pause.

# Rules across inputs

- `queue_wait` and `rescale_overhead` fit inside `window` (`queue_wait + rescale_overhead <= window`)

# Excludes

- What the GPUs left to queued jobs earn for them.

# Derivation

- Epochs are throughput times the hours run at each size.

# Examples

```rust
// Stepping up trails waiting for the full allocation
use mlsysim_fleet::orchestration::elastic_resize_decision;

let s = elastic_resize_decision()?;
assert!(s.step_up_epochs()? > s.start_small_epochs()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ElasticResize {
    ///The window the three schedules are compared over. *Shown in `HOUR`; allowed > 0.*
    pub window: Time,
    ///Time queued before the full allocation frees. *Shown in `HOUR`; allowed >= 0.*
    pub queue_wait: Time,
    ///Pause to rescale the job. *Shown in `MINUTE`; allowed >= 0.*
    pub rescale_overhead: Time,
    ///GPUs of the small start. *Allowed >= 1.*
    pub small_gpus: u32,
    ///GPUs the job steps up to. *Allowed >= 1.*
    pub step_up_gpus: u32,
    ///GPUs of the full allocation. *Allowed >= 1.*
    pub full_gpus: u32,
    ///Epochs an hour on the small start. *Shown in `PER_HOUR`; allowed > 0.*
    pub small_throughput: Frequency,
    ///Epochs an hour after stepping up. *Shown in `PER_HOUR`; allowed > 0.*
    pub step_up_throughput: Frequency,
    ///Epochs an hour on the full allocation. *Shown in `PER_HOUR`; allowed > 0.*
    pub full_throughput: Frequency,
}
///Builds a [`ElasticResize`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ElasticResizeBuilder {
    window: ::core::option::Option<Time>,
    queue_wait: ::core::option::Option<Time>,
    rescale_overhead: ::core::option::Option<Time>,
    small_gpus: ::core::option::Option<u32>,
    step_up_gpus: ::core::option::Option<u32>,
    full_gpus: ::core::option::Option<u32>,
    small_throughput: ::core::option::Option<Frequency>,
    step_up_throughput: ::core::option::Option<Frequency>,
    full_throughput: ::core::option::Option<Frequency>,
}
///Every property of a [`ElasticResize`], each computed once (see [`ElasticResize::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ElasticResizeValues<'a> {
    scenario: &'a ElasticResize,
    ///The window, in hours.
    pub window_h: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The queue wait, in hours.
    pub wait_h: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The rescale pause, in hours.
    pub rescale_h: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Epochs of starting small and staying small.
    pub start_small_epochs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Hours the full allocation runs after the wait.
    pub wait_run_h: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Epochs of waiting for the full allocation.
    pub wait_epochs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Epochs of stepping up, before the step.
    pub step_up_phase1_epochs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Hours run at the stepped-up size.
    pub step_up_phase2_h: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Epochs of stepping up, after the step.
    pub step_up_phase2_epochs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Epochs of stepping up.
    pub step_up_epochs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How far stepping up trails waiting, as a share of waiting's epochs.
    pub step_up_trails_wait: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Stepping up's epochs over starting small's.
    pub step_up_over_small: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The rescale pause at which stepping up only matches starting small.
    pub rescale_break_even_h: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Scaling efficiency of the stepped-up size against the small start.
    pub step_up_efficiency: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Scaling efficiency of the full allocation against the small start.
    pub full_efficiency: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///GPU-hours of each schedule.
    pub gpu_hours: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///Epochs per GPU-hour of each schedule.
    pub epochs_per_gpu_hour: ::core::result::Result<
        Named<Frequency>,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "window",
            ty: "Time",
            doc: "The window the three schedules are compared over.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "queue_wait",
            ty: "Time",
            doc: "Time queued before the full allocation frees.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rescale_overhead",
            ty: "Time",
            doc: "Pause to rescale the job.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small_gpus",
            ty: "u32",
            doc: "GPUs of the small start.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_up_gpus",
            ty: "u32",
            doc: "GPUs the job steps up to.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "full_gpus",
            ty: "u32",
            doc: "GPUs of the full allocation.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small_throughput",
            ty: "Frequency",
            doc: "Epochs an hour on the small start.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_up_throughput",
            ty: "Frequency",
            doc: "Epochs an hour after stepping up.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "full_throughput",
            ty: "Frequency",
            doc: "Epochs an hour on the full allocation.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "window_h",
            doc: "The window, in hours.",
            equation: "window",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["window"],
            template: "{window}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "wait_h",
            doc: "The queue wait, in hours.",
            equation: "queue_wait",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["queue_wait"],
            template: "{queue_wait}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rescale_h",
            doc: "The rescale pause, in hours.",
            equation: "rescale_overhead",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["rescale_overhead"],
            template: "{rescale_overhead}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "start_small_epochs",
            doc: "Epochs of starting small and staying small.",
            equation: "window_h * small_throughput",
            result_type: "f64",
            depends_on: &["small_throughput", "window_h"],
            template: "{window_h} * {small_throughput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "wait_run_h",
            doc: "Hours the full allocation runs after the wait.",
            equation: "window_h - wait_h",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["window_h", "wait_h"],
            template: "{window_h} - {wait_h}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "wait_epochs",
            doc: "Epochs of waiting for the full allocation.",
            equation: "wait_run_h * full_throughput",
            result_type: "f64",
            depends_on: &["full_throughput", "wait_run_h"],
            template: "{wait_run_h} * {full_throughput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_up_phase1_epochs",
            doc: "Epochs of stepping up, before the step.",
            equation: "wait_h * small_throughput",
            result_type: "f64",
            depends_on: &["small_throughput", "wait_h"],
            template: "{wait_h} * {small_throughput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_up_phase2_h",
            doc: "Hours run at the stepped-up size.",
            equation: "window_h - wait_h - rescale_h",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["window_h", "wait_h", "rescale_h"],
            template: "{window_h} - {wait_h} - {rescale_h}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_up_phase2_epochs",
            doc: "Epochs of stepping up, after the step.",
            equation: "step_up_phase2_h * step_up_throughput",
            result_type: "f64",
            depends_on: &["step_up_throughput", "step_up_phase2_h"],
            template: "{step_up_phase2_h} * {step_up_throughput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_up_epochs",
            doc: "Epochs of stepping up.",
            equation: "step_up_phase1_epochs + step_up_phase2_epochs",
            result_type: "f64",
            depends_on: &["step_up_phase1_epochs", "step_up_phase2_epochs"],
            template: "{step_up_phase1_epochs} + {step_up_phase2_epochs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_up_trails_wait",
            doc: "How far stepping up trails waiting, as a share of waiting's epochs.",
            equation: "(wait_epochs - step_up_epochs) / wait_epochs",
            result_type: "f64",
            depends_on: &["wait_epochs", "step_up_epochs"],
            template: "({wait_epochs} - {step_up_epochs}) / {wait_epochs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_up_over_small",
            doc: "Stepping up's epochs over starting small's.",
            equation: "step_up_epochs / start_small_epochs",
            result_type: "f64",
            depends_on: &["step_up_epochs", "start_small_epochs"],
            template: "{step_up_epochs} / {start_small_epochs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rescale_break_even_h",
            doc: "The rescale pause at which stepping up only matches starting small.",
            equation: "window_h - wait_h - (start_small_epochs - step_up_phase1_epochs) / step_up_throughput",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &[
                "step_up_throughput",
                "window_h",
                "wait_h",
                "start_small_epochs",
                "step_up_phase1_epochs",
            ],
            template: "{window_h} - {wait_h}\n    - ({start_small_epochs} - {step_up_phase1_epochs}) / {step_up_throughput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_up_efficiency",
            doc: "Scaling efficiency of the stepped-up size against the small start.",
            equation: "step_up_throughput / (step_up_gpus / small_gpus * small_throughput)",
            result_type: "f64",
            depends_on: &[
                "step_up_throughput",
                "step_up_gpus",
                "small_gpus",
                "small_throughput",
            ],
            template: "{step_up_throughput} / ({step_up_gpus} / {small_gpus} * {small_throughput})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_efficiency",
            doc: "Scaling efficiency of the full allocation against the small start.",
            equation: "full_throughput / (full_gpus / small_gpus * small_throughput)",
            result_type: "f64",
            depends_on: &[
                "full_throughput",
                "full_gpus",
                "small_gpus",
                "small_throughput",
            ],
            template: "{full_throughput} / ({full_gpus} / {small_gpus} * {small_throughput})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gpu_hours",
            doc: "GPU-hours of each schedule.",
            equation: "Named::from_iter([\n    (\"start_small\", small_gpus * window_h),\n    (\"wait\", full_gpus * wait_run_h),\n    (\"step_up\", small_gpus * wait_h + step_up_gpus * wait_run_h),\n])",
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &[
                "small_gpus",
                "full_gpus",
                "step_up_gpus",
                "window_h",
                "wait_run_h",
                "wait_h",
            ],
            template: "Named::from_iter([\n    (\"start_small\", {small_gpus} * {window_h}),\n    (\"wait\", {full_gpus} * {wait_run_h}),\n    (\n        \"step_up\",\n        {small_gpus} * {wait_h} + {step_up_gpus} * {wait_run_h},\n    ),\n])",
            operation: "result of `from_iter`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "epochs_per_gpu_hour",
            doc: "Epochs per GPU-hour of each schedule.",
            equation: "Named::from_iter([\n    (\"start_small\", start_small_epochs / gpu_hours[\"start_small\"]),\n    (\"wait\", wait_epochs / gpu_hours[\"wait\"]),\n    (\"step_up\", step_up_epochs / gpu_hours[\"step_up\"]),\n])",
            result_type: "Named<Frequency>",
            label: {
                __c::units::unit_for::<
                    Named<Frequency>,
                    _,
                >(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            depends_on: &[
                "start_small_epochs",
                "gpu_hours",
                "wait_epochs",
                "step_up_epochs",
            ],
            template: "Named::from_iter([\n    (\"start_small\", {start_small_epochs} / {#0 gpu_hours[\"start_small\"]}),\n    (\"wait\", {wait_epochs} / {#1 gpu_hours[\"wait\"]}),\n    (\"step_up\", {step_up_epochs} / {#2 gpu_hours[\"step_up\"]}),\n])",
            operation: "result of `from_iter`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`queue_wait` and `rescale_overhead` fit inside `window`",
            condition: "queue_wait + rescale_overhead <= window",
            inputs: &["queue_wait", "rescale_overhead", "window"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ElasticResize {
        ///Starts a [`ElasticResizeBuilder`]; required inputs must be set before [`ElasticResizeBuilder::build`].
        #[must_use]
        pub fn builder() -> ElasticResizeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ElasticResizeBuilder {
            ElasticResizeBuilder {
                window: Some(__Clone::clone(&self.window)),
                queue_wait: Some(__Clone::clone(&self.queue_wait)),
                rescale_overhead: Some(__Clone::clone(&self.rescale_overhead)),
                small_gpus: Some(__Clone::clone(&self.small_gpus)),
                step_up_gpus: Some(__Clone::clone(&self.step_up_gpus)),
                full_gpus: Some(__Clone::clone(&self.full_gpus)),
                small_throughput: Some(__Clone::clone(&self.small_throughput)),
                step_up_throughput: Some(__Clone::clone(&self.step_up_throughput)),
                full_throughput: Some(__Clone::clone(&self.full_throughput)),
            }
        }
        ///The window, in hours. Equation: `window`.
        #[inline]
        pub fn window_h(&self) -> __Result<Time, __c::EvalError> {
            let window = __Clone::clone(&self.window);
            struct window_h {}
            __c::member(
                (|| __c::conform::<Time, _, window_h>(window))(),
                &__PROPERTIES[0],
            )
        }
        ///The queue wait, in hours. Equation: `queue_wait`.
        #[inline]
        pub fn wait_h(&self) -> __Result<Time, __c::EvalError> {
            let queue_wait = __Clone::clone(&self.queue_wait);
            struct wait_h {}
            __c::member(
                (|| __c::conform::<Time, _, wait_h>(queue_wait))(),
                &__PROPERTIES[1],
            )
        }
        ///The rescale pause, in hours. Equation: `rescale_overhead`.
        #[inline]
        pub fn rescale_h(&self) -> __Result<Time, __c::EvalError> {
            let rescale_overhead = __Clone::clone(&self.rescale_overhead);
            struct rescale_h {}
            __c::member(
                (|| __c::conform::<Time, _, rescale_h>(rescale_overhead))(),
                &__PROPERTIES[2],
            )
        }
        ///Epochs of starting small and staying small. Equation: `window_h * small_throughput`.
        #[inline]
        pub fn start_small_epochs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_start_small_epochs(self.window_h()?)
        }
        #[doc(hidden)]
        fn __eq_start_small_epochs(
            &self,
            window_h: Time,
        ) -> __Result<f64, __c::EvalError> {
            let small_throughput = __Clone::clone(&self.small_throughput);
            struct start_small_epochs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    start_small_epochs,
                >(window_h.eq_mul(small_throughput)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Hours the full allocation runs after the wait. Equation: `window_h - wait_h`.
        #[inline]
        pub fn wait_run_h(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_wait_run_h(self.window_h()?, self.wait_h()?)
        }
        #[doc(hidden)]
        fn __eq_wait_run_h(
            &self,
            window_h: Time,
            wait_h: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct wait_run_h {}
            __c::member(
                (|| __c::conform::<Time, _, wait_run_h>(window_h.eq_sub(wait_h)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Epochs of waiting for the full allocation. Equation: `wait_run_h * full_throughput`.
        #[inline]
        pub fn wait_epochs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_wait_epochs(self.wait_run_h()?)
        }
        #[doc(hidden)]
        fn __eq_wait_epochs(&self, wait_run_h: Time) -> __Result<f64, __c::EvalError> {
            let full_throughput = __Clone::clone(&self.full_throughput);
            struct wait_epochs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    wait_epochs,
                >(wait_run_h.eq_mul(full_throughput)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Epochs of stepping up, before the step. Equation: `wait_h * small_throughput`.
        #[inline]
        pub fn step_up_phase1_epochs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_step_up_phase1_epochs(self.wait_h()?)
        }
        #[doc(hidden)]
        fn __eq_step_up_phase1_epochs(
            &self,
            wait_h: Time,
        ) -> __Result<f64, __c::EvalError> {
            let small_throughput = __Clone::clone(&self.small_throughput);
            struct step_up_phase1_epochs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_up_phase1_epochs,
                >(wait_h.eq_mul(small_throughput)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Hours run at the stepped-up size. Equation: `window_h - wait_h - rescale_h`.
        #[inline]
        pub fn step_up_phase2_h(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_step_up_phase2_h(
                self.window_h()?,
                self.wait_h()?,
                self.rescale_h()?,
            )
        }
        #[doc(hidden)]
        fn __eq_step_up_phase2_h(
            &self,
            window_h: Time,
            wait_h: Time,
            rescale_h: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct step_up_phase2_h {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    step_up_phase2_h,
                >(window_h.eq_sub(wait_h)?.eq_sub(rescale_h)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Epochs of stepping up, after the step. Equation: `step_up_phase2_h * step_up_throughput`.
        #[inline]
        pub fn step_up_phase2_epochs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_step_up_phase2_epochs(self.step_up_phase2_h()?)
        }
        #[doc(hidden)]
        fn __eq_step_up_phase2_epochs(
            &self,
            step_up_phase2_h: Time,
        ) -> __Result<f64, __c::EvalError> {
            let step_up_throughput = __Clone::clone(&self.step_up_throughput);
            struct step_up_phase2_epochs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_up_phase2_epochs,
                >(step_up_phase2_h.eq_mul(step_up_throughput)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Epochs of stepping up. Equation: `step_up_phase1_epochs + step_up_phase2_epochs`.
        #[inline]
        pub fn step_up_epochs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_step_up_epochs(
                self.step_up_phase1_epochs()?,
                self.step_up_phase2_epochs()?,
            )
        }
        #[doc(hidden)]
        fn __eq_step_up_epochs(
            &self,
            step_up_phase1_epochs: f64,
            step_up_phase2_epochs: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct step_up_epochs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_up_epochs,
                >(step_up_phase1_epochs.eq_add(step_up_phase2_epochs)?))(),
                &__PROPERTIES[9],
            )
        }
        ///How far stepping up trails waiting, as a share of waiting's epochs. Equation: `(wait_epochs - step_up_epochs) / wait_epochs`.
        #[inline]
        pub fn step_up_trails_wait(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_step_up_trails_wait(self.wait_epochs()?, self.step_up_epochs()?)
        }
        #[doc(hidden)]
        fn __eq_step_up_trails_wait(
            &self,
            wait_epochs: f64,
            step_up_epochs: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct step_up_trails_wait {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_up_trails_wait,
                >(wait_epochs.eq_sub(step_up_epochs)?.eq_div(wait_epochs)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Stepping up's epochs over starting small's. Equation: `step_up_epochs / start_small_epochs`.
        #[inline]
        pub fn step_up_over_small(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_step_up_over_small(
                self.step_up_epochs()?,
                self.start_small_epochs()?,
            )
        }
        #[doc(hidden)]
        fn __eq_step_up_over_small(
            &self,
            step_up_epochs: f64,
            start_small_epochs: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct step_up_over_small {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_up_over_small,
                >(step_up_epochs.eq_div(start_small_epochs)?))(),
                &__PROPERTIES[11],
            )
        }
        ///The rescale pause at which stepping up only matches starting small. Equation: `window_h - wait_h - (start_small_epochs - step_up_phase1_epochs) / step_up_throughput`.
        #[inline]
        pub fn rescale_break_even_h(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_rescale_break_even_h(
                self.window_h()?,
                self.wait_h()?,
                self.start_small_epochs()?,
                self.step_up_phase1_epochs()?,
            )
        }
        #[doc(hidden)]
        fn __eq_rescale_break_even_h(
            &self,
            window_h: Time,
            wait_h: Time,
            start_small_epochs: f64,
            step_up_phase1_epochs: f64,
        ) -> __Result<Time, __c::EvalError> {
            let step_up_throughput = __Clone::clone(&self.step_up_throughput);
            struct rescale_break_even_h {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    rescale_break_even_h,
                >(
                    window_h
                        .eq_sub(wait_h)?
                        .eq_sub(
                            start_small_epochs
                                .eq_sub(step_up_phase1_epochs)?
                                .eq_div(step_up_throughput)?,
                        )?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        ///Scaling efficiency of the stepped-up size against the small start. Equation: `step_up_throughput / (step_up_gpus / small_gpus * small_throughput)`.
        #[inline]
        pub fn step_up_efficiency(&self) -> __Result<f64, __c::EvalError> {
            let step_up_throughput = __Clone::clone(&self.step_up_throughput);
            let step_up_gpus = __Clone::clone(&self.step_up_gpus);
            let small_gpus = __Clone::clone(&self.small_gpus);
            let small_throughput = __Clone::clone(&self.small_throughput);
            struct step_up_efficiency {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_up_efficiency,
                >(
                    step_up_throughput
                        .eq_div(
                            step_up_gpus.eq_div(small_gpus)?.eq_mul(small_throughput)?,
                        )?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///Scaling efficiency of the full allocation against the small start. Equation: `full_throughput / (full_gpus / small_gpus * small_throughput)`.
        #[inline]
        pub fn full_efficiency(&self) -> __Result<f64, __c::EvalError> {
            let full_throughput = __Clone::clone(&self.full_throughput);
            let full_gpus = __Clone::clone(&self.full_gpus);
            let small_gpus = __Clone::clone(&self.small_gpus);
            let small_throughput = __Clone::clone(&self.small_throughput);
            struct full_efficiency {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    full_efficiency,
                >(
                    full_throughput
                        .eq_div(full_gpus.eq_div(small_gpus)?.eq_mul(small_throughput)?)?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        /**GPU-hours of each schedule.

Equation:

```text
Named::from_iter([
    ("start_small", small_gpus * window_h),
    ("wait", full_gpus * wait_run_h),
    ("step_up", small_gpus * wait_h + step_up_gpus * wait_run_h),
])
```
*/
        #[inline]
        pub fn gpu_hours(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_gpu_hours(self.window_h()?, self.wait_run_h()?, self.wait_h()?)
        }
        #[doc(hidden)]
        fn __eq_gpu_hours(
            &self,
            window_h: Time,
            wait_run_h: Time,
            wait_h: Time,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let small_gpus = __Clone::clone(&self.small_gpus);
            let full_gpus = __Clone::clone(&self.full_gpus);
            let step_up_gpus = __Clone::clone(&self.step_up_gpus);
            struct gpu_hours {}
            __c::member(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    gpu_hours,
                >(
                    Named::from_iter([
                        ("start_small", small_gpus.eq_mul(window_h)?),
                        ("wait", full_gpus.eq_mul(wait_run_h)?),
                        (
                            "step_up",
                            small_gpus
                                .eq_mul(wait_h)?
                                .eq_add(step_up_gpus.eq_mul(wait_run_h)?)?,
                        ),
                    ]),
                ))(),
                &__PROPERTIES[15],
            )
        }
        /**Epochs per GPU-hour of each schedule.

Equation:

```text
Named::from_iter([
    ("start_small", start_small_epochs / gpu_hours["start_small"]),
    ("wait", wait_epochs / gpu_hours["wait"]),
    ("step_up", step_up_epochs / gpu_hours["step_up"]),
])
```
*/
        #[inline]
        pub fn epochs_per_gpu_hour(&self) -> __Result<Named<Frequency>, __c::EvalError> {
            self.__eq_epochs_per_gpu_hour(
                self.start_small_epochs()?,
                self.gpu_hours()?,
                self.wait_epochs()?,
                self.step_up_epochs()?,
            )
        }
        #[doc(hidden)]
        fn __eq_epochs_per_gpu_hour(
            &self,
            start_small_epochs: f64,
            gpu_hours: Named<Time>,
            wait_epochs: f64,
            step_up_epochs: f64,
        ) -> __Result<Named<Frequency>, __c::EvalError> {
            struct epochs_per_gpu_hour {}
            __c::member(
                (|| __c::conform::<
                    Named<Frequency>,
                    _,
                    epochs_per_gpu_hour,
                >(
                    Named::from_iter([
                        (
                            "start_small",
                            start_small_epochs
                                .eq_div(
                                    ::mlsysim_core::equation::at(&gpu_hours, &"start_small")?,
                                )?,
                        ),
                        (
                            "wait",
                            wait_epochs
                                .eq_div(::mlsysim_core::equation::at(&gpu_hours, &"wait")?)?,
                        ),
                        (
                            "step_up",
                            step_up_epochs
                                .eq_div(
                                    ::mlsysim_core::equation::at(&gpu_hours, &"step_up")?,
                                )?,
                        ),
                    ]),
                ))(),
                &__PROPERTIES[16],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ElasticResizeValues`].
        #[must_use]
        pub fn evaluate(&self) -> ElasticResizeValues<'_> {
            let window_h = self.window_h();
            let wait_h = self.wait_h();
            let rescale_h = self.rescale_h();
            let start_small_epochs = __c::after(
                (&window_h,),
                |(v0,)| self.__eq_start_small_epochs(v0),
            );
            let wait_run_h = __c::after(
                (&window_h, &wait_h),
                |(v0, v1)| self.__eq_wait_run_h(v0, v1),
            );
            let wait_epochs = __c::after(
                (&wait_run_h,),
                |(v0,)| self.__eq_wait_epochs(v0),
            );
            let step_up_phase1_epochs = __c::after(
                (&wait_h,),
                |(v0,)| self.__eq_step_up_phase1_epochs(v0),
            );
            let step_up_phase2_h = __c::after(
                (&window_h, &wait_h, &rescale_h),
                |(v0, v1, v2)| self.__eq_step_up_phase2_h(v0, v1, v2),
            );
            let step_up_phase2_epochs = __c::after(
                (&step_up_phase2_h,),
                |(v0,)| self.__eq_step_up_phase2_epochs(v0),
            );
            let step_up_epochs = __c::after(
                (&step_up_phase1_epochs, &step_up_phase2_epochs),
                |(v0, v1)| self.__eq_step_up_epochs(v0, v1),
            );
            let step_up_trails_wait = __c::after(
                (&wait_epochs, &step_up_epochs),
                |(v0, v1)| self.__eq_step_up_trails_wait(v0, v1),
            );
            let step_up_over_small = __c::after(
                (&step_up_epochs, &start_small_epochs),
                |(v0, v1)| self.__eq_step_up_over_small(v0, v1),
            );
            let rescale_break_even_h = __c::after(
                (&window_h, &wait_h, &start_small_epochs, &step_up_phase1_epochs),
                |(v0, v1, v2, v3)| self.__eq_rescale_break_even_h(v0, v1, v2, v3),
            );
            let step_up_efficiency = self.step_up_efficiency();
            let full_efficiency = self.full_efficiency();
            let gpu_hours = __c::after(
                (&window_h, &wait_run_h, &wait_h),
                |(v0, v1, v2)| self.__eq_gpu_hours(v0, v1, v2),
            );
            let epochs_per_gpu_hour = __c::after(
                (&start_small_epochs, &gpu_hours, &wait_epochs, &step_up_epochs),
                |(v0, v1, v2, v3)| self.__eq_epochs_per_gpu_hour(v0, v1, v2, v3),
            );
            ElasticResizeValues {
                scenario: self,
                window_h,
                wait_h,
                rescale_h,
                start_small_epochs,
                wait_run_h,
                wait_epochs,
                step_up_phase1_epochs,
                step_up_phase2_h,
                step_up_phase2_epochs,
                step_up_epochs,
                step_up_trails_wait,
                step_up_over_small,
                rescale_break_even_h,
                step_up_efficiency,
                full_efficiency,
                gpu_hours,
                epochs_per_gpu_hour,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.window, &__INPUTS[0])?;
            __c::bounded(&self.queue_wait, &__INPUTS[1])?;
            __c::bounded(&self.rescale_overhead, &__INPUTS[2])?;
            __c::bounded_plain(&self.small_gpus, &__INPUTS[3])?;
            __c::bounded_plain(&self.step_up_gpus, &__INPUTS[4])?;
            __c::bounded_plain(&self.full_gpus, &__INPUTS[5])?;
            __c::bounded(&self.small_throughput, &__INPUTS[6])?;
            __c::bounded(&self.step_up_throughput, &__INPUTS[7])?;
            __c::bounded(&self.full_throughput, &__INPUTS[8])?;
            {
                let queue_wait = __Clone::clone(&self.queue_wait);
                let rescale_overhead = __Clone::clone(&self.rescale_overhead);
                let window = __Clone::clone(&self.window);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        queue_wait.eq_add(rescale_overhead)? <= window,
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.queue_wait, &self.rescale_overhead, &self.window],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_epochs_per_gpu_hour(&self) -> __c::Parts {
            __c::traced(
                self.epochs_per_gpu_hour(),
                &__PROPERTIES[16],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let gpu_hours = self.gpu_hours() ?; let part =
                    ::mlsysim_core::equation::at(& gpu_hours, & "start_small") ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let gpu_hours = self.gpu_hours() ?; let part =
                    ::mlsysim_core::equation::at(& gpu_hours, & "wait") ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let gpu_hours = self.gpu_hours() ?; let part =
                    ::mlsysim_core::equation::at(& gpu_hours, & "step_up") ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ElasticResizeBuilder {
        ///Sets `window`: The window the three schedules are compared over.
        #[must_use]
        pub fn window(mut self, value: Time) -> Self {
            self.window = Some(value);
            self
        }
        ///Sets `queue_wait`: Time queued before the full allocation frees.
        #[must_use]
        pub fn queue_wait(mut self, value: Time) -> Self {
            self.queue_wait = Some(value);
            self
        }
        ///Sets `rescale_overhead`: Pause to rescale the job.
        #[must_use]
        pub fn rescale_overhead(mut self, value: Time) -> Self {
            self.rescale_overhead = Some(value);
            self
        }
        ///Sets `small_gpus`: GPUs of the small start.
        #[must_use]
        pub fn small_gpus(mut self, value: u32) -> Self {
            self.small_gpus = Some(value);
            self
        }
        ///Sets `step_up_gpus`: GPUs the job steps up to.
        #[must_use]
        pub fn step_up_gpus(mut self, value: u32) -> Self {
            self.step_up_gpus = Some(value);
            self
        }
        ///Sets `full_gpus`: GPUs of the full allocation.
        #[must_use]
        pub fn full_gpus(mut self, value: u32) -> Self {
            self.full_gpus = Some(value);
            self
        }
        ///Sets `small_throughput`: Epochs an hour on the small start.
        #[must_use]
        pub fn small_throughput(mut self, value: Frequency) -> Self {
            self.small_throughput = Some(value);
            self
        }
        ///Sets `step_up_throughput`: Epochs an hour after stepping up.
        #[must_use]
        pub fn step_up_throughput(mut self, value: Frequency) -> Self {
            self.step_up_throughput = Some(value);
            self
        }
        ///Sets `full_throughput`: Epochs an hour on the full allocation.
        #[must_use]
        pub fn full_throughput(mut self, value: Frequency) -> Self {
            self.full_throughput = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ElasticResize, __c::InputError> {
            let scenario = ElasticResize {
                window: __c::given(self.window, "window")?,
                queue_wait: __c::given(self.queue_wait, "queue_wait")?,
                rescale_overhead: __c::given(self.rescale_overhead, "rescale_overhead")?,
                small_gpus: __c::given(self.small_gpus, "small_gpus")?,
                step_up_gpus: __c::given(self.step_up_gpus, "step_up_gpus")?,
                full_gpus: __c::given(self.full_gpus, "full_gpus")?,
                small_throughput: __c::given(self.small_throughput, "small_throughput")?,
                step_up_throughput: __c::given(
                    self.step_up_throughput,
                    "step_up_throughput",
                )?,
                full_throughput: __c::given(self.full_throughput, "full_throughput")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ElasticResizeBuilder {
        type Scenario = ElasticResize;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "window" => self.window = __c::set(value, &__INPUTS[0])?,
                "queue_wait" => self.queue_wait = __c::set(value, &__INPUTS[1])?,
                "rescale_overhead" => {
                    self.rescale_overhead = __c::set(value, &__INPUTS[2])?;
                }
                "small_gpus" => self.small_gpus = __c::set(value, &__INPUTS[3])?,
                "step_up_gpus" => self.step_up_gpus = __c::set(value, &__INPUTS[4])?,
                "full_gpus" => self.full_gpus = __c::set(value, &__INPUTS[5])?,
                "small_throughput" => {
                    self.small_throughput = __c::set(value, &__INPUTS[6])?;
                }
                "step_up_throughput" => {
                    self.step_up_throughput = __c::set(value, &__INPUTS[7])?;
                }
                "full_throughput" => {
                    self.full_throughput = __c::set(value, &__INPUTS[8])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ElasticResize, __c::InputError> {
            ElasticResizeBuilder::build(self)
        }
    }
    impl<'a> ElasticResizeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ElasticResize {
            self.scenario
        }
    }
    impl __c::Scenario for ElasticResize {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ElasticResize",
            family: &ORCHESTRATION,
            summary: "Three ways to run one job over a window: start small and stay small, wait in the queue for the full allocation, or start small and step up when the full allocation would have freed.",
            description: "Stepping up pauses the job to rescale and grows it to `step_up_gpus` only, leaving the rest\nof the full allocation to queued jobs. Throughputs are epochs per hour at each size; the\nGPU-hours of stepping up count the larger size through its resize pause.",
            notes: __c::meta::Notes {
                equation: "small = window × r_small; wait = (window − queue) × r_full; step up = queue × r_small + (window − queue − rescale) × r_step",
                assumptions: &[
                    "Throughput at each size is steady: no warm-up after a rescale beyond the stated pause.",
                ],
                rules: __RULES,
                excludes: &["What the GPUs left to queued jobs earn for them."],
                derivation: &["Epochs are throughput times the hours run at each size."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Stepping up trails waiting for the full allocation",
                    code: "// Stepping up trails waiting for the full allocation\nuse mlsysim_fleet::orchestration::elastic_resize_decision;\n\nlet s = elastic_resize_decision()?;\nassert!(s.step_up_epochs()? > s.start_small_epochs()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ElasticResizeBuilder;
        fn to_builder(&self) -> ElasticResizeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.window,
                    &self.queue_wait,
                    &self.rescale_overhead,
                    &self.small_gpus,
                    &self.step_up_gpus,
                    &self.full_gpus,
                    &self.small_throughput,
                    &self.step_up_throughput,
                    &self.full_throughput,
                ],
                &[
                    &values.window_h,
                    &values.wait_h,
                    &values.rescale_h,
                    &values.start_small_epochs,
                    &values.wait_run_h,
                    &values.wait_epochs,
                    &values.step_up_phase1_epochs,
                    &values.step_up_phase2_h,
                    &values.step_up_phase2_epochs,
                    &values.step_up_epochs,
                    &values.step_up_trails_wait,
                    &values.step_up_over_small,
                    &values.rescale_break_even_h,
                    &values.step_up_efficiency,
                    &values.full_efficiency,
                    &values.gpu_hours,
                    &values.epochs_per_gpu_hour,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "epochs_per_gpu_hour" => Some(Ok(self.__explain_epochs_per_gpu_hour())),
                _ => None,
            }
        }
    }
    __c::glue!(ElasticResize);
};
