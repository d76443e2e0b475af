/**The retraining cadence that balances one run's cost against the value a stale model loses.

The loss rate of a stale model grows linearly with its age, at a slope taken from a fitted
accuracy decay; the cost per day of retraining every T days is run_cost ÷ T + slope × T ÷ 2,
least at T* = √(2 × run_cost ÷ slope).

# Equation

s = query_rate × value_per_query × A0 × γ; cost_rate(T) = run_cost ÷ T + s·T ÷ 2; T* = √(2 × run_cost ÷ s)

# Assumptions

- Near deployment the value lost grows linearly with the model's age (the first-order term of the exponential decay).
- Each retraining restores the initial accuracy.

# Excludes

- Serving capacity taken by retraining (see the footprint's own members).

# Derivation

- Minimising run_cost ÷ T + s·T ÷ 2 over T gives T* = √(2·run_cost ÷ s), the square-root law of periodic replacement.

# Examples

```rust
// The best retraining interval
use mlsysim_scenarios::watching::ranking_retraining_interval;

let s = ranking_retraining_interval()?;
let days = s.optimal_interval()?.value / 86_400.0;
assert!((days - 3.0053596658753783).abs() < 1e-9);
assert!((s.compute_cost()?.value - 96.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetrainingInterval {
    ///The fitted accuracy decay, as an AccuracyDecay preset or its inputs.
    pub drift: AccuracyDecay,
    ///Queries served. *Shown in `PER_DAY`; allowed >= 0.*
    pub query_rate: Frequency,
    ///Value of one query answered at full accuracy. *Shown in `USD`; allowed >= 0.*
    pub value_per_query: Usd,
    ///Cost of one retraining run. *Shown in `USD`; allowed > 0.*
    pub run_cost: Usd,
    ///The release footprint whose retraining run is priced, as a ReleaseFootprint preset. *Optional (absent by default).*
    pub footprint: Option<ReleaseFootprint>,
    ///Price of one accelerator-hour. *Optional (absent by default); shown in `USD_PER_HOUR`; allowed >= 0.*
    pub accelerator_price: Option<MoneyRate>,
    ///Intervals to compare. *Optional (absent by default); shown in `DAY`; allowed > 0.*
    pub compared_intervals: Option<Vec<Time>>,
    ///The interval in use today. *Optional (absent by default); shown in `DAY`; allowed > 0.*
    pub scheduled_interval: Option<Time>,
}
///Builds a [`RetrainingInterval`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RetrainingIntervalBuilder {
    drift: ::core::option::Option<AccuracyDecay>,
    query_rate: ::core::option::Option<Frequency>,
    value_per_query: ::core::option::Option<Usd>,
    run_cost: ::core::option::Option<Usd>,
    footprint: ::core::option::Option<ReleaseFootprint>,
    accelerator_price: ::core::option::Option<MoneyRate>,
    compared_intervals: ::core::option::Option<Vec<Time>>,
    scheduled_interval: ::core::option::Option<Time>,
}
///Every property of a [`RetrainingInterval`], each computed once (see [`RetrainingInterval::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetrainingIntervalValues<'a> {
    scenario: &'a RetrainingInterval,
    ///Growth of the loss rate per day of model age.
    pub staleness_slope: ::core::result::Result<MoneySlope, ::mlsysim_core::EvalError>,
    ///The interval of least total cost.
    pub optimal_interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Accelerator cost of one retraining run on the footprint's node.
    pub compute_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Share of the run's cost that is accelerator time.
    pub compute_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "drift",
            ty: "AccuracyDecay",
            doc: "The fitted accuracy decay, as an AccuracyDecay preset or its inputs.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "query_rate",
            ty: "Frequency",
            doc: "Queries served.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "value_per_query",
            ty: "Usd",
            doc: "Value of one query answered at full accuracy.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_cost",
            ty: "Usd",
            doc: "Cost of one retraining run.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "footprint",
            ty: "Option<ReleaseFootprint>",
            doc: "The release footprint whose retraining run is priced, as a ReleaseFootprint preset.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator_price",
            ty: "Option<MoneyRate>",
            doc: "Price of one accelerator-hour.",
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
            name: "compared_intervals",
            ty: "Option<Vec<Time>>",
            doc: "Intervals to compare.",
            optional: true,
            label: {
                __c::units::unit_for::<Vec<Time>, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "scheduled_interval",
            ty: "Option<Time>",
            doc: "The interval in use today.",
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
            name: "staleness_slope",
            doc: "Growth of the loss rate per day of model age.",
            equation: "query_rate * value_per_query * drift.initial_accuracy * drift.decay_rate()",
            result_type: "MoneySlope",
            label: {
                __c::units::unit_for::<
                    MoneySlope,
                    _,
                >(&::mlsysim_core::units::USD_PER_DAY2);
                __c::units::label(&::mlsysim_core::units::USD_PER_DAY2)
            },
            depends_on: &["query_rate", "value_per_query", "drift"],
            reaches: &[("drift", "decay_rate")],
            template: "{query_rate} * {value_per_query} * {#0 drift.initial_accuracy} * {#1 drift.decay_rate()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "optimal_interval",
            doc: "The interval of least total cost.",
            equation: "sqrt_time(2.0 * run_cost / staleness_slope)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            depends_on: &["run_cost", "staleness_slope"],
            calls: &["sqrt_time"],
            mark: Some(__c::meta::Mark::Optimum),
            template: "sqrt_time(2.0 * {run_cost} / {staleness_slope})",
            operation: "result of `sqrt_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_cost",
            doc: "Accelerator cost of one retraining run on the footprint's node.",
            equation: "footprint.retrain_accelerator_hours() * accelerator_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["footprint", "accelerator_price"],
            reaches: &[("footprint", "retrain_accelerator_hours")],
            requires: &["footprint", "accelerator_price"],
            template: "{#0 footprint.retrain_accelerator_hours()} * {accelerator_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_share",
            doc: "Share of the run's cost that is accelerator time.",
            equation: "compute_cost / run_cost",
            result_type: "f64",
            depends_on: &["run_cost", "compute_cost"],
            requires: &["footprint", "accelerator_price"],
            template: "{compute_cost} / {run_cost}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "cost_rate",
            kind: __c::MemberKind::Method,
            doc: "Cost per day of retraining every `interval`.",
            equation: "run_cost / interval + 0.5 * staleness_slope * interval",
            args: &[
                __c::ArgInfo {
                    name: "interval",
                    ty: "Time",
                    samples: &[
                        __c::Sample::From("compared_intervals"),
                        __c::Sample::From("scheduled_interval"),
                        __c::Sample::From("optimal_interval"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_DAY);
                __c::units::label(&::mlsysim_core::units::USD_PER_DAY)
            },
            depends_on: &["run_cost", "staleness_slope"],
            template: "{run_cost} / {interval} + 0.5 * {staleness_slope} * {interval}",
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
    impl RetrainingInterval {
        ///Starts a [`RetrainingIntervalBuilder`]; required inputs must be set before [`RetrainingIntervalBuilder::build`].
        #[must_use]
        pub fn builder() -> RetrainingIntervalBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RetrainingIntervalBuilder {
            RetrainingIntervalBuilder {
                drift: Some(__Clone::clone(&self.drift)),
                query_rate: Some(__Clone::clone(&self.query_rate)),
                value_per_query: Some(__Clone::clone(&self.value_per_query)),
                run_cost: Some(__Clone::clone(&self.run_cost)),
                footprint: __Clone::clone(&self.footprint),
                accelerator_price: __Clone::clone(&self.accelerator_price),
                compared_intervals: __Clone::clone(&self.compared_intervals),
                scheduled_interval: __Clone::clone(&self.scheduled_interval),
            }
        }
        ///Growth of the loss rate per day of model age. Equation: `query_rate * value_per_query * drift.initial_accuracy * drift.decay_rate()`.
        #[inline]
        pub fn staleness_slope(&self) -> __Result<MoneySlope, __c::EvalError> {
            let query_rate = __Clone::clone(&self.query_rate);
            let value_per_query = __Clone::clone(&self.value_per_query);
            let drift = __Clone::clone(&self.drift);
            struct staleness_slope {}
            __c::member(
                (|| __c::conform::<
                    MoneySlope,
                    _,
                    staleness_slope,
                >(
                    query_rate
                        .eq_mul(value_per_query)?
                        .eq_mul(drift.initial_accuracy)?
                        .eq_mul(drift.decay_rate()?)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The interval of least total cost. Equation: `sqrt_time(2.0 * run_cost / staleness_slope)`.
        #[inline]
        pub fn optimal_interval(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_optimal_interval(self.staleness_slope()?)
        }
        #[doc(hidden)]
        fn __eq_optimal_interval(
            &self,
            staleness_slope: MoneySlope,
        ) -> __Result<Time, __c::EvalError> {
            let run_cost = __Clone::clone(&self.run_cost);
            struct optimal_interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    optimal_interval,
                >(
                    ::mlsysim_core::equation::sqrt_time(
                        (2.0).eq_mul(run_cost)?.eq_div(staleness_slope)?,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Cost per day of retraining every `interval`. Equation: `run_cost / interval + 0.5 * staleness_slope * interval`.
        #[inline]
        pub fn cost_rate(&self, interval: Time) -> __Result<MoneyRate, __c::EvalError> {
            self.__eq_cost_rate(self.staleness_slope()?, interval)
        }
        #[doc(hidden)]
        fn __eq_cost_rate(
            &self,
            staleness_slope: MoneySlope,
            interval: Time,
        ) -> __Result<MoneyRate, __c::EvalError> {
            __c::argument(&interval, "cost_rate", &(&__METHODS[0]).args[0])?;
            let run_cost = __Clone::clone(&self.run_cost);
            struct cost_rate {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    cost_rate,
                >(
                    run_cost
                        .eq_div(interval)?
                        .eq_add((0.5).eq_mul(staleness_slope)?.eq_mul(interval)?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Accelerator cost of one retraining run on the footprint's node. Equation: `footprint.retrain_accelerator_hours() * accelerator_price`. Requires `footprint`, `accelerator_price` (an error names the absent one).
        #[inline]
        pub fn compute_cost(&self) -> __Result<Usd, __c::EvalError> {
            let footprint = __c::present(&self.footprint, "compute_cost", "footprint")?;
            let accelerator_price = __c::present(
                &self.accelerator_price,
                "compute_cost",
                "accelerator_price",
            )?;
            struct compute_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    compute_cost,
                >(footprint.retrain_accelerator_hours()?.eq_mul(accelerator_price)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of the run's cost that is accelerator time. Equation: `compute_cost / run_cost`. Requires `footprint`, `accelerator_price` (an error names the absent one).
        #[inline]
        pub fn compute_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_compute_share(self.compute_cost()?)
        }
        #[doc(hidden)]
        fn __eq_compute_share(
            &self,
            compute_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let run_cost = __Clone::clone(&self.run_cost);
            struct compute_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    compute_share,
                >(compute_cost.eq_div(run_cost)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RetrainingIntervalValues`].
        #[must_use]
        pub fn evaluate(&self) -> RetrainingIntervalValues<'_> {
            let staleness_slope = self.staleness_slope();
            let optimal_interval = __c::after(
                (&staleness_slope,),
                |(v0,)| self.__eq_optimal_interval(v0),
            );
            let compute_cost = self.compute_cost();
            let compute_share = __c::after(
                (&compute_cost,),
                |(v0,)| self.__eq_compute_share(v0),
            );
            RetrainingIntervalValues {
                scenario: self,
                staleness_slope,
                optimal_interval,
                compute_cost,
                compute_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.drift, &__INPUTS[0])?;
            __c::bounded(&self.query_rate, &__INPUTS[1])?;
            __c::bounded(&self.value_per_query, &__INPUTS[2])?;
            __c::bounded(&self.run_cost, &__INPUTS[3])?;
            __c::finite(&self.footprint, &__INPUTS[4])?;
            __c::bounded(&self.accelerator_price, &__INPUTS[5])?;
            __c::bounded(&self.compared_intervals, &__INPUTS[6])?;
            __c::bounded(&self.scheduled_interval, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_staleness_slope(&self) -> __c::Parts {
            __c::traced(
                self.staleness_slope(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let drift = __Clone::clone(& self.drift); let part = drift
                    .initial_accuracy; Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let drift = __Clone::clone(& self.drift); let part
                    = drift.decay_rate() ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_optimal_interval(&self) -> __c::Parts {
            __c::traced(
                self.optimal_interval(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "sqrt_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let run_cost =
                    __Clone::clone(& self.run_cost); let staleness_slope = self
                    .staleness_slope() ?; let part = (2.0).eq_mul(run_cost) ?
                    .eq_div(staleness_slope) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_compute_cost(&self) -> __c::Parts {
            __c::traced(
                self.compute_cost(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let footprint = __c::present(& self.footprint, "compute_cost",
                    "footprint") ?; let part = footprint.retrain_accelerator_hours() ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl RetrainingIntervalBuilder {
        ///Sets `drift`: The fitted accuracy decay, as an AccuracyDecay preset or its inputs.
        #[must_use]
        pub fn drift(mut self, value: AccuracyDecay) -> Self {
            self.drift = Some(value);
            self
        }
        ///Sets `query_rate`: Queries served.
        #[must_use]
        pub fn query_rate(mut self, value: Frequency) -> Self {
            self.query_rate = Some(value);
            self
        }
        ///Sets `value_per_query`: Value of one query answered at full accuracy.
        #[must_use]
        pub fn value_per_query(mut self, value: Usd) -> Self {
            self.value_per_query = Some(value);
            self
        }
        ///Sets `run_cost`: Cost of one retraining run.
        #[must_use]
        pub fn run_cost(mut self, value: Usd) -> Self {
            self.run_cost = Some(value);
            self
        }
        ///Sets `footprint`: The release footprint whose retraining run is priced, as a ReleaseFootprint preset.
        #[must_use]
        pub fn footprint(mut self, value: ReleaseFootprint) -> Self {
            self.footprint = Some(value);
            self
        }
        ///Leaves `footprint` absent.
        #[must_use]
        pub fn without_footprint(mut self) -> Self {
            self.footprint = None;
            self
        }
        ///Sets `accelerator_price`: Price of one accelerator-hour.
        #[must_use]
        pub fn accelerator_price(mut self, value: MoneyRate) -> Self {
            self.accelerator_price = Some(value);
            self
        }
        ///Leaves `accelerator_price` absent.
        #[must_use]
        pub fn without_accelerator_price(mut self) -> Self {
            self.accelerator_price = None;
            self
        }
        ///Sets `compared_intervals`: Intervals to compare.
        #[must_use]
        pub fn compared_intervals(mut self, value: Vec<Time>) -> Self {
            self.compared_intervals = Some(value);
            self
        }
        ///Leaves `compared_intervals` absent.
        #[must_use]
        pub fn without_compared_intervals(mut self) -> Self {
            self.compared_intervals = None;
            self
        }
        ///Sets `scheduled_interval`: The interval in use today.
        #[must_use]
        pub fn scheduled_interval(mut self, value: Time) -> Self {
            self.scheduled_interval = Some(value);
            self
        }
        ///Leaves `scheduled_interval` absent.
        #[must_use]
        pub fn without_scheduled_interval(mut self) -> Self {
            self.scheduled_interval = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RetrainingInterval, __c::InputError> {
            let scenario = RetrainingInterval {
                drift: __c::given(self.drift, "drift")?,
                query_rate: __c::given(self.query_rate, "query_rate")?,
                value_per_query: __c::given(self.value_per_query, "value_per_query")?,
                run_cost: __c::given(self.run_cost, "run_cost")?,
                footprint: self.footprint,
                accelerator_price: self.accelerator_price,
                compared_intervals: self.compared_intervals,
                scheduled_interval: self.scheduled_interval,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RetrainingIntervalBuilder {
        type Scenario = RetrainingInterval;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "drift" => self.drift = __c::set(value, &__INPUTS[0])?,
                "query_rate" => self.query_rate = __c::set(value, &__INPUTS[1])?,
                "value_per_query" => {
                    self.value_per_query = __c::set(value, &__INPUTS[2])?;
                }
                "run_cost" => self.run_cost = __c::set(value, &__INPUTS[3])?,
                "footprint" => self.footprint = __c::set(value, &__INPUTS[4])?,
                "accelerator_price" => {
                    self.accelerator_price = __c::set(value, &__INPUTS[5])?;
                }
                "compared_intervals" => {
                    self.compared_intervals = __c::set(value, &__INPUTS[6])?;
                }
                "scheduled_interval" => {
                    self.scheduled_interval = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RetrainingInterval, __c::InputError> {
            RetrainingIntervalBuilder::build(self)
        }
    }
    impl<'a> RetrainingIntervalValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RetrainingInterval {
            self.scenario
        }
        ///[`RetrainingInterval::cost_rate`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn cost_rate(&self, interval: Time) -> __Result<MoneyRate, __c::EvalError> {
            self.scenario
                .__eq_cost_rate(__Clone::clone(&self.staleness_slope)?, interval)
        }
    }
    impl __c::Scenario for RetrainingInterval {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RetrainingInterval",
            family: &WATCHING,
            summary: "The retraining cadence that balances one run's cost against the value a stale model loses.",
            description: "The loss rate of a stale model grows linearly with its age, at a slope taken from a fitted\naccuracy decay; the cost per day of retraining every T days is run_cost ÷ T + slope × T ÷ 2,\nleast at T* = √(2 × run_cost ÷ slope).",
            notes: __c::meta::Notes {
                equation: "s = query_rate × value_per_query × A0 × γ; cost_rate(T) = run_cost ÷ T + s·T ÷ 2; T* = √(2 × run_cost ÷ s)",
                assumptions: &[
                    "Near deployment the value lost grows linearly with the model's age (the first-order term of the exponential decay).",
                    "Each retraining restores the initial accuracy.",
                ],
                rules: __RULES,
                excludes: &[
                    "Serving capacity taken by retraining (see the footprint's own members).",
                ],
                derivation: &[
                    "Minimising run_cost ÷ T + s·T ÷ 2 over T gives T* = √(2·run_cost ÷ s), the square-root law of periodic replacement.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The best retraining interval",
                    code: "// The best retraining interval\nuse mlsysim_scenarios::watching::ranking_retraining_interval;\n\nlet s = ranking_retraining_interval()?;\nlet days = s.optimal_interval()?.value / 86_400.0;\nassert!((days - 3.0053596658753783).abs() < 1e-9);\nassert!((s.compute_cost()?.value - 96.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RetrainingIntervalBuilder;
        fn to_builder(&self) -> RetrainingIntervalBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.drift,
                    &self.query_rate,
                    &self.value_per_query,
                    &self.run_cost,
                    &self.footprint,
                    &self.accelerator_price,
                    &self.compared_intervals,
                    &self.scheduled_interval,
                ],
                &[
                    &values.staleness_slope,
                    &values.optimal_interval,
                    &values.compute_cost,
                    &values.compute_share,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "cost_rate" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.cost_rate(a0), &__METHODS[0])
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
                "staleness_slope" => Some(Ok(self.__explain_staleness_slope())),
                "optimal_interval" => Some(Ok(self.__explain_optimal_interval())),
                "compute_cost" => Some(Ok(self.__explain_compute_cost())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "drift" => (&__c::explain::Held(&self.drift)).__held(),
                "footprint" => {
                    self.footprint
                        .as_ref()
                        .and_then(|n| (&__c::explain::Held(n)).__held())
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "compared_intervals" => {
                    __c::samples(
                        &self.compared_intervals,
                        ::core::option::Option::Some(::mlsysim_core::units::DAY.erase()),
                    )
                }
                "scheduled_interval" => {
                    __c::samples(
                        &self.scheduled_interval,
                        ::core::option::Option::Some(::mlsysim_core::units::DAY.erase()),
                    )
                }
                "optimal_interval" => {
                    self.optimal_interval()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(
                                &v,
                                ::core::option::Option::Some(
                                    ::mlsysim_core::units::DAY.erase(),
                                ),
                            ),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(RetrainingInterval);
};
