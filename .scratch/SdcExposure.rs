/**Silent data corruption across a synchronous job: the chance that some device corrupts a step, how many steps pass between such events, and how many a run meets.

Each device meets a silent error at `event_rate` per device-hour; one step exposes every
device for its length.

# Equation

exposure = devices × step; p(step) = 1 − (1 − rate × 1 h)^(exposure ÷ 1 h); interval = step ÷ p(step); run events = run ÷ interval

# Assumptions

- Events are independent across devices and steps, at a constant rate per device-hour.

# Excludes

- Detection: every event here is silent until something checks.

# Derivation

- The chance of at least one event among independent exposures, and its reciprocal as the mean count of steps between events.

# Examples

```rust
// The 10,000-GPU cluster corrupts a step about every 100 hours
use mlsysim_fleet::reliability::sdc_exposure_10k;

let s = sdc_exposure_10k()?;
assert!((s.interval()?.value / 3600.0 - 100.0).abs() < 1e-3);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SdcExposure {
    ///Devices in the job. *Allowed >= 1.*
    pub n_devices: u32,
    ///Silent errors per device-hour. *Shown in `PER_HOUR`; allowed >= 0.*
    pub event_rate: Frequency,
    ///Time of one synchronous step. *Shown in `SECOND`; allowed > 0.*
    pub step_time: Time,
    ///Length of the run. *Optional (absent by default); shown in `DAY`; allowed > 0.*
    pub run_duration: Option<Time>,
}
///Builds a [`SdcExposure`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SdcExposureBuilder {
    n_devices: ::core::option::Option<u32>,
    event_rate: ::core::option::Option<Frequency>,
    step_time: ::core::option::Option<Time>,
    run_duration: ::core::option::Option<Time>,
}
///Every property of a [`SdcExposure`], each computed once (see [`SdcExposure::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SdcExposureValues<'a> {
    scenario: &'a SdcExposure,
    ///Device-hours exposed in one step.
    pub exposure: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The chance that some device meets a silent error during one step.
    pub p_step: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Steps between silent errors, on average.
    pub steps_between: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time between silent errors, on average.
    pub interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Silent errors expected over the run.
    pub run_events: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "n_devices",
            ty: "u32",
            doc: "Devices in the job.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "event_rate",
            ty: "Frequency",
            doc: "Silent errors per device-hour.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_time",
            ty: "Time",
            doc: "Time of one synchronous step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_duration",
            ty: "Option<Time>",
            doc: "Length of the run.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "exposure",
            doc: "Device-hours exposed in one step.",
            equation: "n_devices * step_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["n_devices", "step_time"],
            template: "{n_devices} * {step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "p_step",
            doc: "The chance that some device meets a silent error during one step.",
            equation: "step_event_probability(event_rate, n_devices, step_time)",
            result_type: "f64",
            depends_on: &["event_rate", "n_devices", "step_time"],
            calls: &["step_event_probability"],
            template: "step_event_probability({event_rate}, {n_devices}, {step_time})",
            named_calls: "step_event_probability(event_rate, n_devices, step_time)",
            operation: "result of `step_event_probability`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "steps_between",
            doc: "Steps between silent errors, on average.",
            equation: "1.0 / p_step",
            result_type: "f64",
            depends_on: &["p_step"],
            template: "1.0 / {p_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interval",
            doc: "Time between silent errors, on average.",
            equation: "steps_between * step_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["step_time", "steps_between"],
            template: "{steps_between} * {step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_events",
            doc: "Silent errors expected over the run.",
            equation: "run_duration / interval",
            result_type: "f64",
            depends_on: &["run_duration", "interval"],
            requires: &["run_duration"],
            template: "{run_duration} / {interval}",
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
    impl SdcExposure {
        ///Starts a [`SdcExposureBuilder`]; required inputs must be set before [`SdcExposureBuilder::build`].
        #[must_use]
        pub fn builder() -> SdcExposureBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SdcExposureBuilder {
            SdcExposureBuilder {
                n_devices: Some(__Clone::clone(&self.n_devices)),
                event_rate: Some(__Clone::clone(&self.event_rate)),
                step_time: Some(__Clone::clone(&self.step_time)),
                run_duration: __Clone::clone(&self.run_duration),
            }
        }
        ///Device-hours exposed in one step. Equation: `n_devices * step_time`.
        #[inline]
        pub fn exposure(&self) -> __Result<Time, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let step_time = __Clone::clone(&self.step_time);
            struct exposure {}
            __c::member(
                (|| __c::conform::<Time, _, exposure>(n_devices.eq_mul(step_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The chance that some device meets a silent error during one step. Equation: `step_event_probability(event_rate, n_devices, step_time)`.
        #[inline]
        pub fn p_step(&self) -> __Result<f64, __c::EvalError> {
            let event_rate = __Clone::clone(&self.event_rate);
            let n_devices = __Clone::clone(&self.n_devices);
            let step_time = __Clone::clone(&self.step_time);
            struct p_step {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    p_step,
                >(
                    ::mlsysim_core::equation::step_event_probability(
                        event_rate,
                        n_devices,
                        step_time,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Steps between silent errors, on average. Equation: `1.0 / p_step`.
        #[inline]
        pub fn steps_between(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_steps_between(self.p_step()?)
        }
        #[doc(hidden)]
        fn __eq_steps_between(&self, p_step: f64) -> __Result<f64, __c::EvalError> {
            struct steps_between {}
            __c::member(
                (|| __c::conform::<f64, _, steps_between>((1.0).eq_div(p_step)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Time between silent errors, on average. Equation: `steps_between * step_time`.
        #[inline]
        pub fn interval(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_interval(self.steps_between()?)
        }
        #[doc(hidden)]
        fn __eq_interval(&self, steps_between: f64) -> __Result<Time, __c::EvalError> {
            let step_time = __Clone::clone(&self.step_time);
            struct interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    interval,
                >(steps_between.eq_mul(step_time)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Silent errors expected over the run. Equation: `run_duration / interval`. Requires `run_duration` (an error names the absent one).
        #[inline]
        pub fn run_events(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_run_events(self.interval()?)
        }
        #[doc(hidden)]
        fn __eq_run_events(&self, interval: Time) -> __Result<f64, __c::EvalError> {
            let run_duration = __c::present(
                &self.run_duration,
                "run_events",
                "run_duration",
            )?;
            struct run_events {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    run_events,
                >(run_duration.eq_div(interval)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SdcExposureValues`].
        #[must_use]
        pub fn evaluate(&self) -> SdcExposureValues<'_> {
            let exposure = self.exposure();
            let p_step = self.p_step();
            let steps_between = __c::after(
                (&p_step,),
                |(v0,)| self.__eq_steps_between(v0),
            );
            let interval = __c::after((&steps_between,), |(v0,)| self.__eq_interval(v0));
            let run_events = __c::after((&interval,), |(v0,)| self.__eq_run_events(v0));
            SdcExposureValues {
                scenario: self,
                exposure,
                p_step,
                steps_between,
                interval,
                run_events,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.n_devices, &__INPUTS[0])?;
            __c::bounded(&self.event_rate, &__INPUTS[1])?;
            __c::bounded(&self.step_time, &__INPUTS[2])?;
            __c::bounded(&self.run_duration, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl SdcExposureBuilder {
        ///Sets `n_devices`: Devices in the job.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `event_rate`: Silent errors per device-hour.
        #[must_use]
        pub fn event_rate(mut self, value: Frequency) -> Self {
            self.event_rate = Some(value);
            self
        }
        ///Sets `step_time`: Time of one synchronous step.
        #[must_use]
        pub fn step_time(mut self, value: Time) -> Self {
            self.step_time = Some(value);
            self
        }
        ///Sets `run_duration`: Length of the run.
        #[must_use]
        pub fn run_duration(mut self, value: Time) -> Self {
            self.run_duration = Some(value);
            self
        }
        ///Leaves `run_duration` absent.
        #[must_use]
        pub fn without_run_duration(mut self) -> Self {
            self.run_duration = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SdcExposure, __c::InputError> {
            let scenario = SdcExposure {
                n_devices: __c::given(self.n_devices, "n_devices")?,
                event_rate: __c::given(self.event_rate, "event_rate")?,
                step_time: __c::given(self.step_time, "step_time")?,
                run_duration: self.run_duration,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SdcExposureBuilder {
        type Scenario = SdcExposure;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[0])?,
                "event_rate" => self.event_rate = __c::set(value, &__INPUTS[1])?,
                "step_time" => self.step_time = __c::set(value, &__INPUTS[2])?,
                "run_duration" => self.run_duration = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SdcExposure, __c::InputError> {
            SdcExposureBuilder::build(self)
        }
    }
    impl<'a> SdcExposureValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SdcExposure {
            self.scenario
        }
    }
    impl __c::Scenario for SdcExposure {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SdcExposure",
            family: &RELIABILITY,
            summary: "Silent data corruption across a synchronous job: the chance that some device corrupts a step, how many steps pass between such events, and how many a run meets.",
            description: "Each device meets a silent error at `event_rate` per device-hour; one step exposes every\ndevice for its length.",
            notes: __c::meta::Notes {
                equation: "exposure = devices × step; p(step) = 1 − (1 − rate × 1 h)^(exposure ÷ 1 h); interval = step ÷ p(step); run events = run ÷ interval",
                assumptions: &[
                    "Events are independent across devices and steps, at a constant rate per device-hour.",
                ],
                rules: __RULES,
                excludes: &[
                    "Detection: every event here is silent until something checks.",
                ],
                derivation: &[
                    "The chance of at least one event among independent exposures, and its reciprocal as the mean count of steps between events.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The 10,000-GPU cluster corrupts a step about every 100 hours",
                    code: "// The 10,000-GPU cluster corrupts a step about every 100 hours\nuse mlsysim_fleet::reliability::sdc_exposure_10k;\n\nlet s = sdc_exposure_10k()?;\nassert!((s.interval()?.value / 3600.0 - 100.0).abs() < 1e-3);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SdcExposureBuilder;
        fn to_builder(&self) -> SdcExposureBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.n_devices,
                    &self.event_rate,
                    &self.step_time,
                    &self.run_duration,
                ],
                &[
                    &values.exposure,
                    &values.p_step,
                    &values.steps_between,
                    &values.interval,
                    &values.run_events,
                ],
            )
        }
    }
    __c::glue!(SdcExposure);
};
