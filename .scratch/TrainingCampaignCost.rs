/**A few long training runs a year on an owned cluster, against renting the same accelerators only while each run lasts: the owned cluster's lifetime cost per run and the rent of one run.

The reference files this class under its section "Neural computation: dense networks,
activations, losses, and number formats".

# Equation

runs = runs a year × years; owned per run = owned total ÷ runs; rented per run = GPUs × length × rate

# Assumptions

- The owned cluster does nothing but these runs; rented capacity is paid only while a run lasts.

# Excludes

- Queueing for rented capacity of that size, and reserved-capacity discounts.

# Derivation

- The owned total spread over the runs it serves, against the rent of one run's GPU-hours.

# Examples

```rust
// Bursty training on an owned 1,024-GPU cluster
use mlsysim_scenarios::economics::bursty_training_on_1k_cluster;

let s = bursty_training_on_1k_cluster()?;
assert_eq!(s.runs()?, 18);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrainingCampaignCost {
    ///The owned cluster and its rent, priced over its life.
    pub ownership: OwnVsRent,
    ///Training runs a year. *Allowed >= 1.*
    pub runs_per_year: u32,
    ///Length of a short run. *Shown in `WEEK`; allowed >= 0.*
    pub run_low: Time,
    ///Length of a long run. *Shown in `WEEK`; allowed >= 0.*
    pub run_high: Time,
}
///Builds a [`TrainingCampaignCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TrainingCampaignCostBuilder {
    ownership: ::core::option::Option<OwnVsRent>,
    runs_per_year: ::core::option::Option<u32>,
    run_low: ::core::option::Option<Time>,
    run_high: ::core::option::Option<Time>,
}
///Every property of a [`TrainingCampaignCost`], each computed once (see [`TrainingCampaignCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrainingCampaignCostValues<'a> {
    scenario: &'a TrainingCampaignCost,
    ///Runs over the cluster's life.
    pub runs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The owned cluster's lifetime cost per run.
    pub owned_cost_per_run: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "ownership",
            ty: "OwnVsRent",
            doc: "The owned cluster and its rent, priced over its life.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "runs_per_year",
            ty: "u32",
            doc: "Training runs a year.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_low",
            ty: "Time",
            doc: "Length of a short run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::WEEK);
                __c::units::label(&::mlsysim_core::units::WEEK)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_high",
            ty: "Time",
            doc: "Length of a long run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::WEEK);
                __c::units::label(&::mlsysim_core::units::WEEK)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "runs",
            doc: "Runs over the cluster's life.",
            equation: "runs_per_year * ownership.years",
            result_type: "i64",
            depends_on: &["runs_per_year", "ownership"],
            template: "{runs_per_year} * {#0 ownership.years}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "owned_cost_per_run",
            doc: "The owned cluster's lifetime cost per run.",
            equation: "ownership.owned_total() / runs",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["ownership", "runs"],
            reaches: &[("ownership", "owned_total")],
            template: "{#0 ownership.owned_total()} / {runs}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "rented_cost_per_run",
            kind: __c::MemberKind::Method,
            doc: "Rent of the cluster's accelerators for one run of `length`.",
            equation: "ownership.gpus * length * ownership.rent_rate",
            args: &[
                __c::ArgInfo {
                    name: "length",
                    ty: "Time",
                    samples: &[
                        __c::Sample::From("run_low"),
                        __c::Sample::From("run_high"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["ownership"],
            template: "{#0 ownership.gpus} * {length} * {#1 ownership.rent_rate}",
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
    impl TrainingCampaignCost {
        ///Starts a [`TrainingCampaignCostBuilder`]; required inputs must be set before [`TrainingCampaignCostBuilder::build`].
        #[must_use]
        pub fn builder() -> TrainingCampaignCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TrainingCampaignCostBuilder {
            TrainingCampaignCostBuilder {
                ownership: Some(__Clone::clone(&self.ownership)),
                runs_per_year: Some(__Clone::clone(&self.runs_per_year)),
                run_low: Some(__Clone::clone(&self.run_low)),
                run_high: Some(__Clone::clone(&self.run_high)),
            }
        }
        ///Runs over the cluster's life. Equation: `runs_per_year * ownership.years`.
        #[inline]
        pub fn runs(&self) -> __Result<i64, __c::EvalError> {
            let runs_per_year = __Clone::clone(&self.runs_per_year);
            let ownership = __Clone::clone(&self.ownership);
            struct runs {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    runs,
                >(runs_per_year.eq_mul(ownership.years)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The owned cluster's lifetime cost per run. Equation: `ownership.owned_total() / runs`.
        #[inline]
        pub fn owned_cost_per_run(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_owned_cost_per_run(self.runs()?)
        }
        #[doc(hidden)]
        fn __eq_owned_cost_per_run(&self, runs: i64) -> __Result<Usd, __c::EvalError> {
            let ownership = __Clone::clone(&self.ownership);
            struct owned_cost_per_run {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    owned_cost_per_run,
                >(ownership.owned_total()?.eq_div(runs)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Rent of the cluster's accelerators for one run of `length`. Equation: `ownership.gpus * length * ownership.rent_rate`.
        #[inline]
        pub fn rented_cost_per_run(
            &self,
            length: Time,
        ) -> __Result<Usd, __c::EvalError> {
            __c::argument(&length, "rented_cost_per_run", &(&__METHODS[0]).args[0])?;
            let ownership = __Clone::clone(&self.ownership);
            struct rented_cost_per_run {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    rented_cost_per_run,
                >(ownership.gpus.eq_mul(length)?.eq_mul(ownership.rent_rate)?))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TrainingCampaignCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> TrainingCampaignCostValues<'_> {
            let runs = self.runs();
            let owned_cost_per_run = __c::after(
                (&runs,),
                |(v0,)| self.__eq_owned_cost_per_run(v0),
            );
            TrainingCampaignCostValues {
                scenario: self,
                runs,
                owned_cost_per_run,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.ownership, &__INPUTS[0])?;
            __c::bounded_plain(&self.runs_per_year, &__INPUTS[1])?;
            __c::bounded(&self.run_low, &__INPUTS[2])?;
            __c::bounded(&self.run_high, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_runs(&self) -> __c::Parts {
            __c::traced(
                self.runs(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let ownership = __Clone::clone(& self.ownership); let part =
                    ownership.years; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_owned_cost_per_run(&self) -> __c::Parts {
            __c::traced(
                self.owned_cost_per_run(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let ownership = __Clone::clone(& self.ownership); let part =
                    ownership.owned_total() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_rented_cost_per_run(&self, length: Time) -> __c::Parts {
            __c::traced(
                self.rented_cost_per_run(__Clone::clone(&length)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let ownership = __Clone::clone(& self.ownership); let part =
                    ownership.gpus; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let ownership = __Clone::clone(& self.ownership); let part =
                    ownership.rent_rate; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
    }
    impl TrainingCampaignCostBuilder {
        ///Sets `ownership`: The owned cluster and its rent, priced over its life.
        #[must_use]
        pub fn ownership(mut self, value: OwnVsRent) -> Self {
            self.ownership = Some(value);
            self
        }
        ///Sets `runs_per_year`: Training runs a year.
        #[must_use]
        pub fn runs_per_year(mut self, value: u32) -> Self {
            self.runs_per_year = Some(value);
            self
        }
        ///Sets `run_low`: Length of a short run.
        #[must_use]
        pub fn run_low(mut self, value: Time) -> Self {
            self.run_low = Some(value);
            self
        }
        ///Sets `run_high`: Length of a long run.
        #[must_use]
        pub fn run_high(mut self, value: Time) -> Self {
            self.run_high = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TrainingCampaignCost, __c::InputError> {
            let scenario = TrainingCampaignCost {
                ownership: __c::given(self.ownership, "ownership")?,
                runs_per_year: __c::given(self.runs_per_year, "runs_per_year")?,
                run_low: __c::given(self.run_low, "run_low")?,
                run_high: __c::given(self.run_high, "run_high")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TrainingCampaignCostBuilder {
        type Scenario = TrainingCampaignCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "ownership" => self.ownership = __c::set(value, &__INPUTS[0])?,
                "runs_per_year" => self.runs_per_year = __c::set(value, &__INPUTS[1])?,
                "run_low" => self.run_low = __c::set(value, &__INPUTS[2])?,
                "run_high" => self.run_high = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TrainingCampaignCost, __c::InputError> {
            TrainingCampaignCostBuilder::build(self)
        }
    }
    impl<'a> TrainingCampaignCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TrainingCampaignCost {
            self.scenario
        }
        ///[`TrainingCampaignCost::rented_cost_per_run`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn rented_cost_per_run(
            &self,
            length: Time,
        ) -> __Result<Usd, __c::EvalError> {
            self.scenario.rented_cost_per_run(length)
        }
    }
    impl __c::Scenario for TrainingCampaignCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TrainingCampaignCost",
            family: &ECONOMICS,
            summary: "A few long training runs a year on an owned cluster, against renting the same accelerators only while each run lasts: the owned cluster's lifetime cost per run and the rent of one run.",
            description: "The reference files this class under its section \"Neural computation: dense networks,\nactivations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "runs = runs a year × years; owned per run = owned total ÷ runs; rented per run = GPUs × length × rate",
                assumptions: &[
                    "The owned cluster does nothing but these runs; rented capacity is paid only while a run lasts.",
                ],
                rules: __RULES,
                excludes: &[
                    "Queueing for rented capacity of that size, and reserved-capacity discounts.",
                ],
                derivation: &[
                    "The owned total spread over the runs it serves, against the rent of one run's GPU-hours.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Bursty training on an owned 1,024-GPU cluster",
                    code: "// Bursty training on an owned 1,024-GPU cluster\nuse mlsysim_scenarios::economics::bursty_training_on_1k_cluster;\n\nlet s = bursty_training_on_1k_cluster()?;\nassert_eq!(s.runs()?, 18);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TrainingCampaignCostBuilder;
        fn to_builder(&self) -> TrainingCampaignCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.ownership, &self.runs_per_year, &self.run_low, &self.run_high],
                &[&values.runs, &values.owned_cost_per_run],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "rented_cost_per_run" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.rented_cost_per_run(a0), &__METHODS[0])
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
                "runs" => Some(Ok(self.__explain_runs())),
                "owned_cost_per_run" => Some(Ok(self.__explain_owned_cost_per_run())),
                "rented_cost_per_run" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_rented_cost_per_run(a0)),
                    )
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "ownership" => (&__c::explain::Held(&self.ownership)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "run_low" => {
                    __c::samples(
                        &self.run_low,
                        ::core::option::Option::Some(::mlsysim_core::units::WEEK.erase()),
                    )
                }
                "run_high" => {
                    __c::samples(
                        &self.run_high,
                        ::core::option::Option::Some(::mlsysim_core::units::WEEK.erase()),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(TrainingCampaignCost);
};
