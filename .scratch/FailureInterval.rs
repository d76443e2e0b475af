/**How often some component fails among many identical ones, and how many failures a run of a given length meets.

Each of `n_components` fails on average once per `component_mtbf`; the first of them fails
`n_components` times sooner, and a run meets its length divided by that interval of
failures.

# Equation

interval = MTBF / N; expected failures = run ÷ interval; a day's failures = expected ÷ run in days

# Assumptions

- Failures are independent and exponentially distributed, so their rates add.

# Excludes

- Correlated failures, infant mortality and wear-out (the bathtub curve's ends).

# Derivation

- The minimum of N independent exponential lifetimes is exponential with N times the rate.

# Examples

```rust
// Ten thousand GPUs fail about every five hours
use mlsysim_fleet::reliability::gpu_failures_training_10k;

let s = gpu_failures_training_10k()?;
assert!((s.interval()?.value / 3600.0 - 5.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FailureInterval {
    ///Mean time between failures of one component. *Shown in `HOUR`; allowed > 0.*
    pub component_mtbf: Time,
    ///Identical components the job depends on. *Allowed >= 1.*
    pub n_components: u32,
    ///Length of the run. *Shown in `DAY`; allowed > 0.*
    pub run_duration: Time,
}
///Builds a [`FailureInterval`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FailureIntervalBuilder {
    component_mtbf: ::core::option::Option<Time>,
    n_components: ::core::option::Option<u32>,
    run_duration: ::core::option::Option<Time>,
}
///Every property of a [`FailureInterval`], each computed once (see [`FailureInterval::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FailureIntervalValues<'a> {
    scenario: &'a FailureInterval,
    ///Mean time between failures of any one of the components.
    pub interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Failures expected over the run.
    pub expected_failures: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Failures expected a day.
    pub failures_per_day: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "component_mtbf",
            ty: "Time",
            doc: "Mean time between failures of one component.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_components",
            ty: "u32",
            doc: "Identical components the job depends on.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_duration",
            ty: "Time",
            doc: "Length of the run.",
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
            name: "interval",
            doc: "Mean time between failures of any one of the components.",
            equation: "mtbf_cluster(component_mtbf, n_components)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["component_mtbf", "n_components"],
            calls: &["mtbf_cluster"],
            template: "mtbf_cluster({component_mtbf}, {n_components})",
            named_calls: "mtbf_cluster(component_mtbf, n_components)",
            operation: "result of `mtbf_cluster`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_failures",
            doc: "Failures expected over the run.",
            equation: "run_duration / interval",
            result_type: "f64",
            depends_on: &["run_duration", "interval"],
            template: "{run_duration} / {interval}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "failures_per_day",
            doc: "Failures expected a day.",
            equation: "expected_failures / (run_duration / days(1.0))",
            result_type: "f64",
            depends_on: &["run_duration", "expected_failures"],
            calls: &["days"],
            template: "{expected_failures} / ({run_duration} / days(1.0))",
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
    impl FailureInterval {
        ///Starts a [`FailureIntervalBuilder`]; required inputs must be set before [`FailureIntervalBuilder::build`].
        #[must_use]
        pub fn builder() -> FailureIntervalBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FailureIntervalBuilder {
            FailureIntervalBuilder {
                component_mtbf: Some(__Clone::clone(&self.component_mtbf)),
                n_components: Some(__Clone::clone(&self.n_components)),
                run_duration: Some(__Clone::clone(&self.run_duration)),
            }
        }
        ///Mean time between failures of any one of the components. Equation: `mtbf_cluster(component_mtbf, n_components)`.
        #[inline]
        pub fn interval(&self) -> __Result<Time, __c::EvalError> {
            let component_mtbf = __Clone::clone(&self.component_mtbf);
            let n_components = __Clone::clone(&self.n_components);
            struct interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    interval,
                >(
                    ::mlsysim_core::equation::mtbf_cluster(component_mtbf, n_components)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Failures expected over the run. Equation: `run_duration / interval`.
        #[inline]
        pub fn expected_failures(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_expected_failures(self.interval()?)
        }
        #[doc(hidden)]
        fn __eq_expected_failures(
            &self,
            interval: Time,
        ) -> __Result<f64, __c::EvalError> {
            let run_duration = __Clone::clone(&self.run_duration);
            struct expected_failures {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    expected_failures,
                >(run_duration.eq_div(interval)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Failures expected a day. Equation: `expected_failures / (run_duration / days(1.0))`.
        #[inline]
        pub fn failures_per_day(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_failures_per_day(self.expected_failures()?)
        }
        #[doc(hidden)]
        fn __eq_failures_per_day(
            &self,
            expected_failures: f64,
        ) -> __Result<f64, __c::EvalError> {
            let run_duration = __Clone::clone(&self.run_duration);
            struct failures_per_day {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    failures_per_day,
                >(
                    expected_failures
                        .eq_div(
                            run_duration.eq_div(::mlsysim_core::equation::days(1.0))?,
                        )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FailureIntervalValues`].
        #[must_use]
        pub fn evaluate(&self) -> FailureIntervalValues<'_> {
            let interval = self.interval();
            let expected_failures = __c::after(
                (&interval,),
                |(v0,)| self.__eq_expected_failures(v0),
            );
            let failures_per_day = __c::after(
                (&expected_failures,),
                |(v0,)| self.__eq_failures_per_day(v0),
            );
            FailureIntervalValues {
                scenario: self,
                interval,
                expected_failures,
                failures_per_day,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.component_mtbf, &__INPUTS[0])?;
            __c::bounded_plain(&self.n_components, &__INPUTS[1])?;
            __c::bounded(&self.run_duration, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_failures_per_day(&self) -> __c::Parts {
            __c::traced(
                self.failures_per_day(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl FailureIntervalBuilder {
        ///Sets `component_mtbf`: Mean time between failures of one component.
        #[must_use]
        pub fn component_mtbf(mut self, value: Time) -> Self {
            self.component_mtbf = Some(value);
            self
        }
        ///Sets `n_components`: Identical components the job depends on.
        #[must_use]
        pub fn n_components(mut self, value: u32) -> Self {
            self.n_components = Some(value);
            self
        }
        ///Sets `run_duration`: Length of the run.
        #[must_use]
        pub fn run_duration(mut self, value: Time) -> Self {
            self.run_duration = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FailureInterval, __c::InputError> {
            let scenario = FailureInterval {
                component_mtbf: __c::given(self.component_mtbf, "component_mtbf")?,
                n_components: __c::given(self.n_components, "n_components")?,
                run_duration: __c::given(self.run_duration, "run_duration")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FailureIntervalBuilder {
        type Scenario = FailureInterval;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "component_mtbf" => self.component_mtbf = __c::set(value, &__INPUTS[0])?,
                "n_components" => self.n_components = __c::set(value, &__INPUTS[1])?,
                "run_duration" => self.run_duration = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FailureInterval, __c::InputError> {
            FailureIntervalBuilder::build(self)
        }
    }
    impl<'a> FailureIntervalValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FailureInterval {
            self.scenario
        }
    }
    impl __c::Scenario for FailureInterval {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FailureInterval",
            family: &RELIABILITY,
            summary: "How often some component fails among many identical ones, and how many failures a run of a given length meets.",
            description: "Each of `n_components` fails on average once per `component_mtbf`; the first of them fails\n`n_components` times sooner, and a run meets its length divided by that interval of\nfailures.",
            notes: __c::meta::Notes {
                equation: "interval = MTBF / N; expected failures = run ÷ interval; a day's failures = expected ÷ run in days",
                assumptions: &[
                    "Failures are independent and exponentially distributed, so their rates add.",
                ],
                rules: __RULES,
                excludes: &[
                    "Correlated failures, infant mortality and wear-out (the bathtub curve's ends).",
                ],
                derivation: &[
                    "The minimum of N independent exponential lifetimes is exponential with N times the rate.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Ten thousand GPUs fail about every five hours",
                    code: "// Ten thousand GPUs fail about every five hours\nuse mlsysim_fleet::reliability::gpu_failures_training_10k;\n\nlet s = gpu_failures_training_10k()?;\nassert!((s.interval()?.value / 3600.0 - 5.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FailureIntervalBuilder;
        fn to_builder(&self) -> FailureIntervalBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.component_mtbf, &self.n_components, &self.run_duration],
                &[&values.interval, &values.expected_failures, &values.failures_per_day],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "failures_per_day" => Some(Ok(self.__explain_failures_per_day())),
                _ => None,
            }
        }
    }
    __c::glue!(FailureInterval);
};
