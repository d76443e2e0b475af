/**A published training run: its total compute spread over its accelerators and days, against the accelerator's peak.

The run's compute is the registry's training FLOPs, or 6PD from its training tokens where
the registry gives none. The rate achieved is that compute over the run's accelerator-time,
idle time included: the registry's accelerator count and days, or the model card's
accelerator-hours where given. With a power per accelerator, the hours become energy.

# Equation

compute = training FLOPs (or 6PD); rate = compute ÷ accelerator-hours (or ÷ (accelerators × days)); energy = accelerator-hours × power; peak fraction = rate ÷ peak

# Assumptions

- Every accelerator is busy for the whole run: the rate is an average that includes idle time.

# Excludes

- Restarts, evaluation runs and experiments before the final run.

# Derivation

- Patterson et al. (2021) for the published runs' accelerator counts and days.

# Examples

```rust
// GPT-3 averaged a fifth of the V100 peak
use mlsysim_cluster::transfer_and_training::gpt3_published_run;

let s = gpt3_published_run()?;
assert!((s.peak_fraction()? - 0.19644644644644643).abs() < 1e-12);
assert_eq!(s.energy().unwrap_err().missing_input(), Some("accelerator_hours"));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PublishedRun {
    ///The model whose run is published.
    pub workload: &'static Workload,
    ///The accelerator the run used; its headline peak is read.
    pub accelerator: &'static HardwareNode,
    ///Accelerator-hours the run reports (a model card's GPU hours). *Optional (absent by default); shown in `HOUR`; allowed > 0.*
    pub accelerator_hours: Option<Time>,
    ///Power of one accelerator over the run. *Optional (absent by default); shown in `WATT`; allowed >= 0.*
    pub device_power: Option<Power>,
}
///Builds a [`PublishedRun`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PublishedRunBuilder {
    workload: ::core::option::Option<&'static Workload>,
    accelerator: ::core::option::Option<&'static HardwareNode>,
    accelerator_hours: ::core::option::Option<Time>,
    device_power: ::core::option::Option<Power>,
}
///Every property of a [`PublishedRun`], each computed once (see [`PublishedRun::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PublishedRunValues<'a> {
    scenario: &'a PublishedRun,
    ///Work of the run: the registry's training FLOPs, else 6 × parameters × tokens.
    pub training_operations: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
    ///Average rate one accelerator delivered over the run, idle time included.
    pub achieved_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Energy of every accelerator-hour at `device_power`.
    pub energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///The achieved rate as a share of the accelerator's peak.
    pub peak_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose run is published.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator",
            ty: "&'static HardwareNode",
            doc: "The accelerator the run used; its headline peak is read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator_hours",
            ty: "Option<Time>",
            doc: "Accelerator-hours the run reports (a model card's GPU hours).",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_power",
            ty: "Option<Power>",
            doc: "Power of one accelerator over the run.",
            optional: true,
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "training_operations",
            doc: "Work of the run: the registry's training FLOPs, else 6 × parameters × tokens.",
            equation: "match workload.training.ops {\n    Some(ops) => ops,\n    None => {\n        training_flops(\n            workload.parameter_count(),\n            from_registry(workload.training.tokens, \"training tokens\", workload.path),\n        )\n    }\n}",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops", "from_registry"],
            template: "match {#0 workload.training.ops} {{\n    Some(ops) => ops,\n    None => {{\n        training_flops(\n            {#1 workload.parameter_count()},\n            from_registry({#2 workload.training.tokens}, \"training tokens\", {#3 workload.path}),\n        )\n    }}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "achieved_rate",
            doc: "Average rate one accelerator delivered over the run, idle time included.",
            equation: "match optional(accelerator_hours) {\n    Some(hours) => training_operations / hours,\n    None => {\n        from_registry(workload.training.ops, \"training FLOPs\", workload.path)\n            / (from_registry(\n                workload.training.accelerators_ref,\n                \"training accelerators\",\n                workload.path,\n            )\n                * from_registry(\n                    workload.training.days_ref,\n                    \"training days\",\n                    workload.path,\n                ))\n    }\n}",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["accelerator_hours", "workload", "training_operations"],
            calls: &["from_registry"],
            template: "match {#0 optional(accelerator_hours)} {{\n    Some(hours) => {training_operations} / hours,\n    None => {{\n        from_registry({#1 workload.training.ops}, \"training FLOPs\", {#2 workload.path})\n            / (from_registry(\n                {#3 workload.training.accelerators_ref},\n                \"training accelerators\",\n                {#4 workload.path},\n            ) * from_registry({#5 workload.training.days_ref}, \"training days\", {#6 workload.path}))\n    }}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy",
            doc: "Energy of every accelerator-hour at `device_power`.",
            equation: "accelerator_hours * device_power",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::GIGAWATT_HOUR);
                __c::units::label(&::mlsysim_core::units::GIGAWATT_HOUR)
            },
            depends_on: &["accelerator_hours", "device_power"],
            requires: &["accelerator_hours", "device_power"],
            template: "{accelerator_hours} * {device_power}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_fraction",
            doc: "The achieved rate as a share of the accelerator's peak.",
            equation: "achieved_rate / accelerator.peak_flops",
            result_type: "f64",
            depends_on: &["accelerator", "achieved_rate"],
            template: "{achieved_rate} / {#0 accelerator.peak_flops}",
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
    impl PublishedRun {
        ///Starts a [`PublishedRunBuilder`]; required inputs must be set before [`PublishedRunBuilder::build`].
        #[must_use]
        pub fn builder() -> PublishedRunBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PublishedRunBuilder {
            PublishedRunBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                accelerator: Some(__Clone::clone(&self.accelerator)),
                accelerator_hours: __Clone::clone(&self.accelerator_hours),
                device_power: __Clone::clone(&self.device_power),
            }
        }
        /**Work of the run: the registry's training FLOPs, else 6 × parameters × tokens.

Equation:

```text
match workload.training.ops {
    Some(ops) => ops,
    None => {
        training_flops(
            workload.parameter_count(),
            from_registry(workload.training.tokens, "training tokens", workload.path),
        )
    }
}
```
*/
        #[inline]
        pub fn training_operations(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct training_operations {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    training_operations,
                >(
                    match workload.training.ops {
                        Some(ops) => ops,
                        None => {
                            ::mlsysim_core::equation::training_flops(
                                workload.parameter_count()?,
                                ::mlsysim_core::equation::from_registry(
                                    workload.training.tokens,
                                    "training tokens",
                                    workload.path,
                                )?,
                            )?
                        }
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Average rate one accelerator delivered over the run, idle time included.

Equation:

```text
match optional(accelerator_hours) {
    Some(hours) => training_operations / hours,
    None => {
        from_registry(workload.training.ops, "training FLOPs", workload.path)
            / (from_registry(
                workload.training.accelerators_ref,
                "training accelerators",
                workload.path,
            )
                * from_registry(
                    workload.training.days_ref,
                    "training days",
                    workload.path,
                ))
    }
}
```
*/
        #[inline]
        pub fn achieved_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            self.__eq_achieved_rate(self.training_operations()?)
        }
        #[doc(hidden)]
        fn __eq_achieved_rate(
            &self,
            training_operations: FlopCount,
        ) -> __Result<FlopRate, __c::EvalError> {
            let accelerator_hours = __Clone::clone(&self.accelerator_hours);
            let workload = __Clone::clone(&self.workload);
            struct achieved_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    achieved_rate,
                >(
                    match ::mlsysim_core::equation::optional(accelerator_hours) {
                        Some(hours) => training_operations.eq_div(hours)?,
                        None => {
                            ::mlsysim_core::equation::from_registry(
                                    workload.training.ops,
                                    "training FLOPs",
                                    workload.path,
                                )?
                                .eq_div(
                                    ::mlsysim_core::equation::from_registry(
                                            workload.training.accelerators_ref,
                                            "training accelerators",
                                            workload.path,
                                        )?
                                        .eq_mul(
                                            ::mlsysim_core::equation::from_registry(
                                                workload.training.days_ref,
                                                "training days",
                                                workload.path,
                                            )?,
                                        )?,
                                )?
                        }
                    },
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Energy of every accelerator-hour at `device_power`. Equation: `accelerator_hours * device_power`. Requires `accelerator_hours`, `device_power` (an error names the absent one).
        #[inline]
        pub fn energy(&self) -> __Result<Energy, __c::EvalError> {
            let accelerator_hours = __c::present(
                &self.accelerator_hours,
                "energy",
                "accelerator_hours",
            )?;
            let device_power = __c::present(
                &self.device_power,
                "energy",
                "device_power",
            )?;
            struct energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy,
                >(accelerator_hours.eq_mul(device_power)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The achieved rate as a share of the accelerator's peak. Equation: `achieved_rate / accelerator.peak_flops`.
        #[inline]
        pub fn peak_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_peak_fraction(self.achieved_rate()?)
        }
        #[doc(hidden)]
        fn __eq_peak_fraction(
            &self,
            achieved_rate: FlopRate,
        ) -> __Result<f64, __c::EvalError> {
            let accelerator = __Clone::clone(&self.accelerator);
            struct peak_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    peak_fraction,
                >(achieved_rate.eq_div(accelerator.peak_flops)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PublishedRunValues`].
        #[must_use]
        pub fn evaluate(&self) -> PublishedRunValues<'_> {
            let training_operations = self.training_operations();
            let achieved_rate = __c::after(
                (&training_operations,),
                |(v0,)| self.__eq_achieved_rate(v0),
            );
            let energy = self.energy();
            let peak_fraction = __c::after(
                (&achieved_rate,),
                |(v0,)| self.__eq_peak_fraction(v0),
            );
            PublishedRunValues {
                scenario: self,
                training_operations,
                achieved_rate,
                energy,
                peak_fraction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.accelerator, &__INPUTS[1])?;
            __c::bounded(&self.accelerator_hours, &__INPUTS[2])?;
            __c::bounded(&self.device_power, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_training_operations(&self) -> __c::Parts {
            __c::traced(
                self.training_operations(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.training.ops; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let workload = __Clone::clone(& self.workload);
                    let part = workload.parameter_count() ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.training.tokens; Ok((& __c::Showing(&
                    part, None)).__shown()) }) (), (|| -> ::core::result::Result < Option
                    < __c::Value >, __c::EvalError > { let workload = __Clone::clone(&
                    self.workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "training_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part =
                    ::mlsysim_core::equation::from_registry(workload.training.tokens,
                    "training tokens", workload.path) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }, __c::CallSite { name : "from_registry",
                    args : ::std::vec![__c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.training.tokens;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training tokens"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_achieved_rate(&self) -> __c::Parts {
            __c::traced(
                self.achieved_rate(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator_hours = __Clone::clone(& self.accelerator_hours);
                    let part = ::mlsysim_core::equation::optional(accelerator_hours);
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .training.ops; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.path; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.training.accelerators_ref; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.training.days_ref; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
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
                    None)).__shown()) }) ())] }, __c::CallSite { name : "from_registry",
                    args : ::std::vec![__c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.training
                    .accelerators_ref; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training accelerators";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }, __c::CallSite { name : "from_registry",
                    args : ::std::vec![__c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.training
                    .days_ref; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training days"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_peak_fraction(&self) -> __c::Parts {
            __c::traced(
                self.peak_fraction(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator = __Clone::clone(& self.accelerator); let part =
                    accelerator.peak_flops; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl PublishedRunBuilder {
        ///Sets `workload`: The model whose run is published.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `accelerator`: The accelerator the run used; its headline peak is read.
        #[must_use]
        pub fn accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.accelerator = Some(value);
            self
        }
        ///Sets `accelerator_hours`: Accelerator-hours the run reports (a model card's GPU hours).
        #[must_use]
        pub fn accelerator_hours(mut self, value: Time) -> Self {
            self.accelerator_hours = Some(value);
            self
        }
        ///Leaves `accelerator_hours` absent.
        #[must_use]
        pub fn without_accelerator_hours(mut self) -> Self {
            self.accelerator_hours = None;
            self
        }
        ///Sets `device_power`: Power of one accelerator over the run.
        #[must_use]
        pub fn device_power(mut self, value: Power) -> Self {
            self.device_power = Some(value);
            self
        }
        ///Leaves `device_power` absent.
        #[must_use]
        pub fn without_device_power(mut self) -> Self {
            self.device_power = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PublishedRun, __c::InputError> {
            let scenario = PublishedRun {
                workload: __c::given(self.workload, "workload")?,
                accelerator: __c::given(self.accelerator, "accelerator")?,
                accelerator_hours: self.accelerator_hours,
                device_power: self.device_power,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PublishedRunBuilder {
        type Scenario = PublishedRun;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "accelerator" => self.accelerator = __c::set(value, &__INPUTS[1])?,
                "accelerator_hours" => {
                    self.accelerator_hours = __c::set(value, &__INPUTS[2])?;
                }
                "device_power" => self.device_power = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PublishedRun, __c::InputError> {
            PublishedRunBuilder::build(self)
        }
    }
    impl<'a> PublishedRunValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PublishedRun {
            self.scenario
        }
    }
    impl __c::Scenario for PublishedRun {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PublishedRun",
            family: &TRANSFER_AND_TRAINING,
            summary: "A published training run: its total compute spread over its accelerators and days, against the accelerator's peak.",
            description: "The run's compute is the registry's training FLOPs, or 6PD from its training tokens where\nthe registry gives none. The rate achieved is that compute over the run's accelerator-time,\nidle time included: the registry's accelerator count and days, or the model card's\naccelerator-hours where given. With a power per accelerator, the hours become energy.",
            notes: __c::meta::Notes {
                equation: "compute = training FLOPs (or 6PD); rate = compute ÷ accelerator-hours (or ÷ (accelerators × days)); energy = accelerator-hours × power; peak fraction = rate ÷ peak",
                assumptions: &[
                    "Every accelerator is busy for the whole run: the rate is an average that includes idle time.",
                ],
                rules: __RULES,
                excludes: &[
                    "Restarts, evaluation runs and experiments before the final run.",
                ],
                derivation: &[
                    "Patterson et al. (2021) for the published runs' accelerator counts and days.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-3 averaged a fifth of the V100 peak",
                    code: "// GPT-3 averaged a fifth of the V100 peak\nuse mlsysim_cluster::transfer_and_training::gpt3_published_run;\n\nlet s = gpt3_published_run()?;\nassert!((s.peak_fraction()? - 0.19644644644644643).abs() < 1e-12);\nassert_eq!(s.energy().unwrap_err().missing_input(), Some(\"accelerator_hours\"));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PublishedRunBuilder;
        fn to_builder(&self) -> PublishedRunBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.accelerator,
                    &self.accelerator_hours,
                    &self.device_power,
                ],
                &[
                    &values.training_operations,
                    &values.achieved_rate,
                    &values.energy,
                    &values.peak_fraction,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "training_operations" => Some(Ok(self.__explain_training_operations())),
                "achieved_rate" => Some(Ok(self.__explain_achieved_rate())),
                "peak_fraction" => Some(Ok(self.__explain_peak_fraction())),
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
    __c::glue!(PublishedRun);
};
