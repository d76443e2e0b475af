/**A job that needs every one of its components up at once, and a service that stays up while any one of its replicas is.

Each component is up a share `availability` of the time, independently of the others. In
series (a synchronous job, a request that waits for every leaf) the chance that all are up
is that share to the power of the count; in parallel (replicas behind a balancer) the chance
that at least one is up is one minus the chance that all are down.

# Equation

all up = aᴺ; any up = 1 − (1 − a)ᵏ; downtime in T = (1 − availability) × T

# Assumptions

- Components fail and recover independently of one another.
- A year of downtime is counted over 365 days.

# Excludes

- Correlated failures (a shared power feed, a bad software push) and the time to fail over between replicas.

# Derivation

- Independent events multiply: the product of N availabilities for all of them, the product of k unavailabilities for none of the replicas.

# Examples

```rust
// Ten thousand nodes at three nines are rarely all up
use mlsysim_fleet::reliability::node_availability_10k;

let s = node_availability_10k()?;
assert!(s.all_up()? < 5e-5);
assert!((s.downtime_per_year()?.value - 31_536.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Availability {
    ///Share of the time one component is up. *Allowed [0.0, 1.0].*
    pub availability: f64,
    ///Components the job needs up at once. *Allowed >= 1.*
    pub n_components: u32,
    ///Independent replicas of the service, any one of which keeps it up. *Default `1`; allowed >= 1.*
    pub replicas: u32,
}
///Builds a [`Availability`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AvailabilityBuilder {
    availability: ::core::option::Option<f64>,
    n_components: ::core::option::Option<u32>,
    replicas: ::core::option::Option<u32>,
}
///Every property of a [`Availability`], each computed once (see [`Availability::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AvailabilityValues<'a> {
    scenario: &'a Availability,
    ///The chance that all `n_components` are up at once.
    pub all_up: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Expected time one component is down in a 365-day year.
    pub downtime_per_year: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The chance that at least one of the `replicas` is up.
    pub any_up: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Expected time all the replicas are down at once in a 365-day year.
    pub replicated_downtime_per_year: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "availability",
            ty: "f64",
            doc: "Share of the time one component is up.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_components",
            ty: "u32",
            doc: "Components the job needs up at once.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "replicas",
            ty: "u32",
            doc: "Independent replicas of the service, any one of which keeps it up.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "all_up",
            doc: "The chance that all `n_components` are up at once.",
            equation: "all_up_availability(availability, n_components)",
            result_type: "f64",
            depends_on: &["availability", "n_components"],
            calls: &["all_up_availability"],
            template: "all_up_availability({availability}, {n_components})",
            named_calls: "all_up_availability(availability, n_components)",
            operation: "result of `all_up_availability`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "downtime_per_year",
            doc: "Expected time one component is down in a 365-day year.",
            equation: "downtime(days(365.0))",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            calls: &["days"],
            template: "{#0 downtime(days(365.0))}",
            operation: "result of `downtime`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "any_up",
            doc: "The chance that at least one of the `replicas` is up.",
            equation: "availability_stacked(availability, replicas)",
            result_type: "f64",
            depends_on: &["availability", "replicas"],
            calls: &["availability_stacked"],
            template: "availability_stacked({availability}, {replicas})",
            named_calls: "availability_stacked(availability, replicas)",
            operation: "result of `availability_stacked`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "replicated_downtime_per_year",
            doc: "Expected time all the replicas are down at once in a 365-day year.",
            equation: "expected_downtime(any_up, days(365.0))",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["any_up"],
            calls: &["expected_downtime", "days"],
            template: "expected_downtime({any_up}, days(365.0))",
            operation: "result of `expected_downtime`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "required_availability",
            kind: __c::MemberKind::Method,
            doc: "The availability each component needs for all of them to be up a share `all_up_target`\nof the time: the Nth root of the target.",
            equation: "powf(all_up_target, 1.0 / n_components)",
            args: &[
                __c::ArgInfo {
                    name: "all_up_target",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("0.99"),
                        __c::Sample::Literal("0.9"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "f64",
            depends_on: &["n_components"],
            calls: &["powf"],
            template: "powf({all_up_target}, 1.0 / {n_components})",
            operation: "result of `powf`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "downtime",
            kind: __c::MemberKind::Method,
            doc: "Expected time one component is down in `interval`.",
            equation: "expected_downtime(availability, interval)",
            args: &[
                __c::ArgInfo {
                    name: "interval",
                    ty: "Time",
                    samples: &[
                        __c::Sample::Literal("30 d"),
                        __c::Sample::Literal("365 d"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["availability"],
            calls: &["expected_downtime"],
            template: "expected_downtime({availability}, {interval})",
            named_calls: "expected_downtime(availability, interval)",
            operation: "result of `expected_downtime`",
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
    impl Availability {
        ///Starts a [`AvailabilityBuilder`]; required inputs must be set before [`AvailabilityBuilder::build`].
        #[must_use]
        pub fn builder() -> AvailabilityBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AvailabilityBuilder {
            AvailabilityBuilder {
                availability: Some(__Clone::clone(&self.availability)),
                n_components: Some(__Clone::clone(&self.n_components)),
                replicas: Some(__Clone::clone(&self.replicas)),
            }
        }
        ///The chance that all `n_components` are up at once. Equation: `all_up_availability(availability, n_components)`.
        #[inline]
        pub fn all_up(&self) -> __Result<f64, __c::EvalError> {
            let availability = __Clone::clone(&self.availability);
            let n_components = __Clone::clone(&self.n_components);
            struct all_up {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    all_up,
                >(
                    ::mlsysim_core::equation::all_up_availability(
                        availability,
                        n_components,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Expected time one component is down in a 365-day year. Equation: `downtime(days(365.0))`.
        #[inline]
        pub fn downtime_per_year(&self) -> __Result<Time, __c::EvalError> {
            let downtime = |interval: Time| self.downtime(interval);
            struct downtime_per_year {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    downtime_per_year,
                >(downtime(::mlsysim_core::equation::days(365.0))?))(),
                &__PROPERTIES[1],
            )
        }
        ///The chance that at least one of the `replicas` is up. Equation: `availability_stacked(availability, replicas)`.
        #[inline]
        pub fn any_up(&self) -> __Result<f64, __c::EvalError> {
            let availability = __Clone::clone(&self.availability);
            let replicas = __Clone::clone(&self.replicas);
            struct any_up {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    any_up,
                >(
                    ::mlsysim_core::equation::availability_stacked(
                        availability,
                        replicas,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Expected time all the replicas are down at once in a 365-day year. Equation: `expected_downtime(any_up, days(365.0))`.
        #[inline]
        pub fn replicated_downtime_per_year(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_replicated_downtime_per_year(self.any_up()?)
        }
        #[doc(hidden)]
        fn __eq_replicated_downtime_per_year(
            &self,
            any_up: f64,
        ) -> __Result<Time, __c::EvalError> {
            struct replicated_downtime_per_year {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    replicated_downtime_per_year,
                >(
                    ::mlsysim_core::equation::expected_downtime(
                        any_up,
                        ::mlsysim_core::equation::days(365.0),
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        /**The availability each component needs for all of them to be up a share `all_up_target`
of the time: the Nth root of the target. Equation: `powf(all_up_target, 1.0 / n_components)`.*/
        #[inline]
        pub fn required_availability(
            &self,
            all_up_target: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(
                &all_up_target,
                "required_availability",
                &(&__METHODS[0]).args[0],
            )?;
            let n_components = __Clone::clone(&self.n_components);
            struct required_availability {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    required_availability,
                >(
                    ::mlsysim_core::equation::powf(
                        all_up_target,
                        (1.0).eq_div(n_components)?,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Expected time one component is down in `interval`. Equation: `expected_downtime(availability, interval)`.
        #[inline]
        pub fn downtime(&self, interval: Time) -> __Result<Time, __c::EvalError> {
            __c::argument(&interval, "downtime", &(&__METHODS[1]).args[0])?;
            let availability = __Clone::clone(&self.availability);
            struct downtime {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    downtime,
                >(
                    ::mlsysim_core::equation::expected_downtime(availability, interval)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AvailabilityValues`].
        #[must_use]
        pub fn evaluate(&self) -> AvailabilityValues<'_> {
            let all_up = self.all_up();
            let downtime_per_year = self.downtime_per_year();
            let any_up = self.any_up();
            let replicated_downtime_per_year = __c::after(
                (&any_up,),
                |(v0,)| self.__eq_replicated_downtime_per_year(v0),
            );
            AvailabilityValues {
                scenario: self,
                all_up,
                downtime_per_year,
                any_up,
                replicated_downtime_per_year,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.availability, &__INPUTS[0])?;
            __c::bounded_plain(&self.n_components, &__INPUTS[1])?;
            __c::bounded_plain(&self.replicas, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_downtime_per_year(&self) -> __c::Parts {
            __c::traced(
                self.downtime_per_year(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let downtime = | interval : Time | self.downtime(interval); let
                    part = downtime(::mlsysim_core::equation::days(365.0)) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "downtime", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part =
                    ::mlsysim_core::equation::days(365.0); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_replicated_downtime_per_year(&self) -> __c::Parts {
            __c::traced(
                self.replicated_downtime_per_year(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "expected_downtime", args :
                    ::std::vec![__c::Operand::Name("any_up"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = ::mlsysim_core::equation::days(365.0); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "days", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 365.0; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_required_availability(&self, all_up_target: f64) -> __c::Parts {
            __c::traced(
                self.required_availability(__Clone::clone(&all_up_target)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "powf", args :
                    ::std::vec![__c::Operand::Name("all_up_target"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let n_components = __Clone::clone(&
                    self.n_components); let part = (1.0).eq_div(n_components) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl AvailabilityBuilder {
        ///Sets `availability`: Share of the time one component is up.
        #[must_use]
        pub fn availability(mut self, value: f64) -> Self {
            self.availability = Some(value);
            self
        }
        ///Sets `n_components`: Components the job needs up at once.
        #[must_use]
        pub fn n_components(mut self, value: u32) -> Self {
            self.n_components = Some(value);
            self
        }
        ///Sets `replicas`: Independent replicas of the service, any one of which keeps it up.
        #[must_use]
        pub fn replicas(mut self, value: u32) -> Self {
            self.replicas = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Availability, __c::InputError> {
            let scenario = Availability {
                availability: __c::given(self.availability, "availability")?,
                n_components: __c::given(self.n_components, "n_components")?,
                replicas: self.replicas.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AvailabilityBuilder {
        type Scenario = Availability;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "availability" => self.availability = __c::set(value, &__INPUTS[0])?,
                "n_components" => self.n_components = __c::set(value, &__INPUTS[1])?,
                "replicas" => self.replicas = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Availability, __c::InputError> {
            AvailabilityBuilder::build(self)
        }
    }
    impl<'a> AvailabilityValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Availability {
            self.scenario
        }
        ///[`Availability::required_availability`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn required_availability(
            &self,
            all_up_target: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.required_availability(all_up_target)
        }
        ///[`Availability::downtime`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn downtime(&self, interval: Time) -> __Result<Time, __c::EvalError> {
            self.scenario.downtime(interval)
        }
    }
    impl __c::Scenario for Availability {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Availability",
            family: &RELIABILITY,
            summary: "A job that needs every one of its components up at once, and a service that stays up while any one of its replicas is.",
            description: "Each component is up a share `availability` of the time, independently of the others. In\nseries (a synchronous job, a request that waits for every leaf) the chance that all are up\nis that share to the power of the count; in parallel (replicas behind a balancer) the chance\nthat at least one is up is one minus the chance that all are down.",
            notes: __c::meta::Notes {
                equation: "all up = aᴺ; any up = 1 − (1 − a)ᵏ; downtime in T = (1 − availability) × T",
                assumptions: &[
                    "Components fail and recover independently of one another.",
                    "A year of downtime is counted over 365 days.",
                ],
                rules: __RULES,
                excludes: &[
                    "Correlated failures (a shared power feed, a bad software push) and the time to fail over between replicas.",
                ],
                derivation: &[
                    "Independent events multiply: the product of N availabilities for all of them, the product of k unavailabilities for none of the replicas.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Ten thousand nodes at three nines are rarely all up",
                    code: "// Ten thousand nodes at three nines are rarely all up\nuse mlsysim_fleet::reliability::node_availability_10k;\n\nlet s = node_availability_10k()?;\nassert!(s.all_up()? < 5e-5);\nassert!((s.downtime_per_year()?.value - 31_536.0).abs() < 1e-6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AvailabilityBuilder;
        fn to_builder(&self) -> AvailabilityBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.availability, &self.n_components, &self.replicas],
                &[
                    &values.all_up,
                    &values.downtime_per_year,
                    &values.any_up,
                    &values.replicated_downtime_per_year,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "required_availability" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.required_availability(a0), &__METHODS[0])
                }
                "downtime" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.downtime(a0), &__METHODS[1])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "downtime_per_year" => Some(Ok(self.__explain_downtime_per_year())),
                "replicated_downtime_per_year" => {
                    Some(Ok(self.__explain_replicated_downtime_per_year()))
                }
                "required_availability" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_required_availability(a0)),
                    )
                }
                _ => None,
            }
        }
    }
    __c::glue!(Availability);
};
