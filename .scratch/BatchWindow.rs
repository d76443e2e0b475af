/**Requests arriving as a Poisson stream into a batching window.

A window of length W collects m = λW arrivals on average, with a spread √m, and is empty
with probability e^(−m). A request waits W ÷ 2 on average for its window to close. The batch
a request finds itself in is size-biased: it holds the request plus the others, 1 + m on
average, and its `tail_quantile` is the smallest s with P(N ≥ s) below 1 − q for a Poisson
count N of mean m.

# Equation

m = λ·W; spread = √m; P(empty) = e^(−m); wait = W ÷ 2; seen batch = 1 + m; tail = min{s : P(N ≥ s) < 1 − q}, N ~ Poisson(m)

# Assumptions

- Arrivals are a Poisson stream at a steady rate; the window closes after W whatever it holds.
- The tail quantile lies in [0, 1); at 1 no finite batch qualifies (the reference overflows).
- The Poisson tail is 1 minus the probabilities of fewer events, summed as the reference sums them; where a term leaves the range of doubles (a mean of about 120 or more) the tail is an error, as in the reference.

# Excludes

- A size cap that closes the window early (see BatchDispatch), and the time to serve the batch.

# Derivation

- A Poisson count over a window W has mean and variance λW and P(0) = e^(−λW); a request lands uniformly in its window, so it waits W ÷ 2 on average; the batch it sees is one plus the Poisson count of the others.

# Examples

```rust
// A 10 ms window at 1000 requests a second
use mlsysim_core::units::per_second;
use mlsysim_serving::one_machine::batch_window_10ms;

let s = batch_window_10ms()?;
assert_eq!(s.mean_arrivals(per_second(1000.0))?, 10.0);
assert_eq!(s.seen_batch_tail(per_second(1000.0))?, 19);
assert!(s.budget_share().is_err()); // no latency budget is given
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchWindow {
    ///Length of the batching window. *Shown in `MILLISECOND`; allowed > 0.*
    pub window: Time,
    ///Arrival rates at which to report the window. *Default `vec![]`; shown in `PER_SECOND`; allowed >= 0.*
    pub arrival_rates: Vec<Frequency>,
    ///The request's latency budget, to compare the mean wait with. *Optional (absent by default); shown in `MILLISECOND`; allowed > 0.*
    pub latency_budget: Option<Time>,
    ///Quantile of the batch a request sees. *Default `0.99`; allowed [0.0, 1.0).*
    pub tail_quantile: f64,
}
///Builds a [`BatchWindow`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BatchWindowBuilder {
    window: ::core::option::Option<Time>,
    arrival_rates: ::core::option::Option<Vec<Frequency>>,
    latency_budget: ::core::option::Option<Time>,
    tail_quantile: ::core::option::Option<f64>,
}
///Every property of a [`BatchWindow`], each computed once (see [`BatchWindow::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchWindowValues<'a> {
    scenario: &'a BatchWindow,
    ///Mean time a request waits for its window to close.
    pub mean_wait: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The mean wait as a share of the latency budget.
    pub budget_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "window",
            ty: "Time",
            doc: "Length of the batching window.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "arrival_rates",
            ty: "Vec<Frequency>",
            doc: "Arrival rates at which to report the window.",
            default: Some("vec![]"),
            label: {
                __c::units::unit_for::<
                    Vec<Frequency>,
                    _,
                >(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "latency_budget",
            ty: "Option<Time>",
            doc: "The request's latency budget, to compare the mean wait with.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tail_quantile",
            ty: "f64",
            doc: "Quantile of the batch a request sees.",
            default: Some("0.99"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "mean_wait",
            doc: "Mean time a request waits for its window to close.",
            equation: "window / 2.0",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["window"],
            template: "{window} / 2.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "budget_share",
            doc: "The mean wait as a share of the latency budget.",
            equation: "mean_wait / latency_budget",
            result_type: "f64",
            depends_on: &["latency_budget", "mean_wait"],
            requires: &["latency_budget"],
            template: "{mean_wait} / {latency_budget}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "mean_arrivals",
            kind: __c::MemberKind::Method,
            doc: "Mean arrivals in one window at `arrival_rate`.",
            equation: "arrival_rate * window",
            args: &[
                __c::ArgInfo {
                    name: "arrival_rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("arrival_rates")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["window"],
            template: "{arrival_rate} * {window}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "arrival_spread",
            kind: __c::MemberKind::Method,
            doc: "Standard deviation of the arrivals in one window.",
            equation: "sqrt(mean_arrivals(arrival_rate))",
            args: &[
                __c::ArgInfo {
                    name: "arrival_rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("arrival_rates")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            calls: &["sqrt"],
            template: "sqrt({#0 mean_arrivals(arrival_rate)})",
            named_calls: "mean_arrivals(arrival_rate)",
            operation: "result of `sqrt`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "empty_share",
            kind: __c::MemberKind::Method,
            doc: "Share of windows that close empty.",
            equation: "exp(-mean_arrivals(arrival_rate))",
            args: &[
                __c::ArgInfo {
                    name: "arrival_rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("arrival_rates")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            calls: &["exp"],
            template: "exp(-{#0 mean_arrivals(arrival_rate)})",
            named_calls: "mean_arrivals(arrival_rate)",
            operation: "result of `exp`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "count_at_least",
            kind: __c::MemberKind::Method,
            doc: "Chance that a window collects at least `at_least` arrivals.",
            equation: "poisson_tail(mean_arrivals(arrival_rate), at_least)",
            args: &[
                __c::ArgInfo {
                    name: "arrival_rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("arrival_rates")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
                __c::ArgInfo {
                    name: "at_least",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("0"),
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("2"),
                        __c::Sample::Literal("5"),
                        __c::Sample::Literal("10"),
                        __c::Sample::Literal("15"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            calls: &["poisson_tail"],
            template: "poisson_tail({#0 mean_arrivals(arrival_rate)}, {at_least})",
            named_calls: "mean_arrivals(arrival_rate)",
            operation: "result of `poisson_tail`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "seen_batch_mean",
            kind: __c::MemberKind::Method,
            doc: "Mean size of the batch a request finds itself in.",
            equation: "1.0 + mean_arrivals(arrival_rate)",
            args: &[
                __c::ArgInfo {
                    name: "arrival_rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("arrival_rates")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            template: "1.0 + {#0 mean_arrivals(arrival_rate)}",
            named_calls: "mean_arrivals(arrival_rate)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "seen_batch_tail",
            kind: __c::MemberKind::Method,
            doc: "The `tail_quantile` of the batch a request finds itself in: the smallest size that many\nwindows' counts reach with probability below 1 − q.",
            equation: "poisson_reserve(mean_arrivals(arrival_rate), 1.0 - tail_quantile)",
            args: &[
                __c::ArgInfo {
                    name: "arrival_rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("arrival_rates")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "i64",
            depends_on: &["tail_quantile"],
            calls: &["poisson_reserve"],
            template: "poisson_reserve({#0 mean_arrivals(arrival_rate)}, 1.0 - {tail_quantile})",
            named_calls: "mean_arrivals(arrival_rate)",
            operation: "result of `poisson_reserve`",
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
    impl BatchWindow {
        ///Starts a [`BatchWindowBuilder`]; required inputs must be set before [`BatchWindowBuilder::build`].
        #[must_use]
        pub fn builder() -> BatchWindowBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BatchWindowBuilder {
            BatchWindowBuilder {
                window: Some(__Clone::clone(&self.window)),
                arrival_rates: Some(__Clone::clone(&self.arrival_rates)),
                latency_budget: __Clone::clone(&self.latency_budget),
                tail_quantile: Some(__Clone::clone(&self.tail_quantile)),
            }
        }
        ///Mean arrivals in one window at `arrival_rate`. Equation: `arrival_rate * window`.
        #[inline]
        pub fn mean_arrivals(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&arrival_rate, "mean_arrivals", &(&__METHODS[0]).args[0])?;
            let window = __Clone::clone(&self.window);
            struct mean_arrivals {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mean_arrivals,
                >(arrival_rate.eq_mul(window)?))(),
                &__METHODS[0],
            )
        }
        ///Standard deviation of the arrivals in one window. Equation: `sqrt(mean_arrivals(arrival_rate))`.
        #[inline]
        pub fn arrival_spread(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&arrival_rate, "arrival_spread", &(&__METHODS[1]).args[0])?;
            let mean_arrivals = |arrival_rate: Frequency| {
                self.mean_arrivals(arrival_rate)
            };
            struct arrival_spread {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    arrival_spread,
                >(::mlsysim_core::equation::sqrt(mean_arrivals(arrival_rate)?)?))(),
                &__METHODS[1],
            )
        }
        ///Share of windows that close empty. Equation: `exp(-mean_arrivals(arrival_rate))`.
        #[inline]
        pub fn empty_share(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&arrival_rate, "empty_share", &(&__METHODS[2]).args[0])?;
            let mean_arrivals = |arrival_rate: Frequency| {
                self.mean_arrivals(arrival_rate)
            };
            struct empty_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    empty_share,
                >(
                    ::mlsysim_core::equation::exp(
                        mean_arrivals(arrival_rate)?.eq_neg()?,
                    )?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Chance that a window collects at least `at_least` arrivals. Equation: `poisson_tail(mean_arrivals(arrival_rate), at_least)`.
        #[inline]
        pub fn count_at_least(
            &self,
            arrival_rate: Frequency,
            at_least: u32,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&arrival_rate, "count_at_least", &(&__METHODS[3]).args[0])?;
            let mean_arrivals = |arrival_rate: Frequency| {
                self.mean_arrivals(arrival_rate)
            };
            struct count_at_least {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    count_at_least,
                >(
                    ::mlsysim_core::equation::poisson_tail(
                        mean_arrivals(arrival_rate)?,
                        at_least,
                    )?,
                ))(),
                &__METHODS[3],
            )
        }
        ///Mean time a request waits for its window to close. Equation: `window / 2.0`.
        #[inline]
        pub fn mean_wait(&self) -> __Result<Time, __c::EvalError> {
            let window = __Clone::clone(&self.window);
            struct mean_wait {}
            __c::member(
                (|| __c::conform::<Time, _, mean_wait>(window.eq_div(2.0)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The mean wait as a share of the latency budget. Equation: `mean_wait / latency_budget`. Requires `latency_budget` (an error names the absent one).
        #[inline]
        pub fn budget_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_budget_share(self.mean_wait()?)
        }
        #[doc(hidden)]
        fn __eq_budget_share(&self, mean_wait: Time) -> __Result<f64, __c::EvalError> {
            let latency_budget = __c::present(
                &self.latency_budget,
                "budget_share",
                "latency_budget",
            )?;
            struct budget_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    budget_share,
                >(mean_wait.eq_div(latency_budget)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Mean size of the batch a request finds itself in. Equation: `1.0 + mean_arrivals(arrival_rate)`.
        #[inline]
        pub fn seen_batch_mean(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&arrival_rate, "seen_batch_mean", &(&__METHODS[4]).args[0])?;
            let mean_arrivals = |arrival_rate: Frequency| {
                self.mean_arrivals(arrival_rate)
            };
            struct seen_batch_mean {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    seen_batch_mean,
                >((1.0).eq_add(mean_arrivals(arrival_rate)?)?))(),
                &__METHODS[4],
            )
        }
        /**The `tail_quantile` of the batch a request finds itself in: the smallest size that many
windows' counts reach with probability below 1 − q. Equation: `poisson_reserve(mean_arrivals(arrival_rate), 1.0 - tail_quantile)`.*/
        #[inline]
        pub fn seen_batch_tail(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<i64, __c::EvalError> {
            __c::argument(&arrival_rate, "seen_batch_tail", &(&__METHODS[5]).args[0])?;
            let tail_quantile = __Clone::clone(&self.tail_quantile);
            let mean_arrivals = |arrival_rate: Frequency| {
                self.mean_arrivals(arrival_rate)
            };
            struct seen_batch_tail {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    seen_batch_tail,
                >(
                    ::mlsysim_core::equation::poisson_reserve(
                        mean_arrivals(arrival_rate)?,
                        (1.0).eq_sub(tail_quantile)?,
                    )?,
                ))(),
                &__METHODS[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BatchWindowValues`].
        #[must_use]
        pub fn evaluate(&self) -> BatchWindowValues<'_> {
            let mean_wait = self.mean_wait();
            let budget_share = __c::after(
                (&mean_wait,),
                |(v0,)| self.__eq_budget_share(v0),
            );
            BatchWindowValues {
                scenario: self,
                mean_wait,
                budget_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.window, &__INPUTS[0])?;
            __c::bounded(&self.arrival_rates, &__INPUTS[1])?;
            __c::bounded(&self.latency_budget, &__INPUTS[2])?;
            __c::bounded_plain(&self.tail_quantile, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_arrival_spread(&self, arrival_rate: Frequency) -> __c::Parts {
            __c::traced(
                self.arrival_spread(__Clone::clone(&arrival_rate)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let arrival_rate = __Clone::clone(& arrival_rate); let
                    mean_arrivals = | arrival_rate : Frequency | self
                    .mean_arrivals(arrival_rate); let part = mean_arrivals(arrival_rate)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "sqrt", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrival_rate =
                    __Clone::clone(& arrival_rate); let mean_arrivals = | arrival_rate :
                    Frequency | self.mean_arrivals(arrival_rate); let part =
                    mean_arrivals(arrival_rate) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }, __c::CallSite { name : "mean_arrivals", args :
                    ::std::vec![__c::Operand::Name("arrival_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_empty_share(&self, arrival_rate: Frequency) -> __c::Parts {
            __c::traced(
                self.empty_share(__Clone::clone(&arrival_rate)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let arrival_rate = __Clone::clone(& arrival_rate); let
                    mean_arrivals = | arrival_rate : Frequency | self
                    .mean_arrivals(arrival_rate); let part = mean_arrivals(arrival_rate)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "exp", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrival_rate =
                    __Clone::clone(& arrival_rate); let mean_arrivals = | arrival_rate :
                    Frequency | self.mean_arrivals(arrival_rate); let part =
                    mean_arrivals(arrival_rate) ? .eq_neg() ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }, __c::CallSite { name : "mean_arrivals",
                    args : ::std::vec![__c::Operand::Name("arrival_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_count_at_least(
            &self,
            arrival_rate: Frequency,
            at_least: u32,
        ) -> __c::Parts {
            __c::traced(
                self
                    .count_at_least(
                        __Clone::clone(&arrival_rate),
                        __Clone::clone(&at_least),
                    ),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let arrival_rate = __Clone::clone(& arrival_rate); let
                    mean_arrivals = | arrival_rate : Frequency | self
                    .mean_arrivals(arrival_rate); let part = mean_arrivals(arrival_rate)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "poisson_tail", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrival_rate =
                    __Clone::clone(& arrival_rate); let mean_arrivals = | arrival_rate :
                    Frequency | self.mean_arrivals(arrival_rate); let part =
                    mean_arrivals(arrival_rate) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Name("at_least")] }, __c::CallSite
                    { name : "mean_arrivals", args :
                    ::std::vec![__c::Operand::Name("arrival_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_seen_batch_mean(&self, arrival_rate: Frequency) -> __c::Parts {
            __c::traced(
                self.seen_batch_mean(__Clone::clone(&arrival_rate)),
                &__METHODS[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let arrival_rate = __Clone::clone(& arrival_rate); let
                    mean_arrivals = | arrival_rate : Frequency | self
                    .mean_arrivals(arrival_rate); let part = mean_arrivals(arrival_rate)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "mean_arrivals", args :
                    ::std::vec![__c::Operand::Name("arrival_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_seen_batch_tail(&self, arrival_rate: Frequency) -> __c::Parts {
            __c::traced(
                self.seen_batch_tail(__Clone::clone(&arrival_rate)),
                &__METHODS[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let arrival_rate = __Clone::clone(& arrival_rate); let
                    mean_arrivals = | arrival_rate : Frequency | self
                    .mean_arrivals(arrival_rate); let part = mean_arrivals(arrival_rate)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "poisson_reserve", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrival_rate =
                    __Clone::clone(& arrival_rate); let mean_arrivals = | arrival_rate :
                    Frequency | self.mean_arrivals(arrival_rate); let part =
                    mean_arrivals(arrival_rate) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let tail_quantile =
                    __Clone::clone(& self.tail_quantile); let part = (1.0)
                    .eq_sub(tail_quantile) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }, __c::CallSite { name : "mean_arrivals", args :
                    ::std::vec![__c::Operand::Name("arrival_rate")] }
                ],
            )
        }
    }
    impl BatchWindowBuilder {
        ///Sets `window`: Length of the batching window.
        #[must_use]
        pub fn window(mut self, value: Time) -> Self {
            self.window = Some(value);
            self
        }
        ///Sets `arrival_rates`: Arrival rates at which to report the window.
        #[must_use]
        pub fn arrival_rates(mut self, value: Vec<Frequency>) -> Self {
            self.arrival_rates = Some(value);
            self
        }
        ///Sets `latency_budget`: The request's latency budget, to compare the mean wait with.
        #[must_use]
        pub fn latency_budget(mut self, value: Time) -> Self {
            self.latency_budget = Some(value);
            self
        }
        ///Leaves `latency_budget` absent.
        #[must_use]
        pub fn without_latency_budget(mut self) -> Self {
            self.latency_budget = None;
            self
        }
        ///Sets `tail_quantile`: Quantile of the batch a request sees.
        #[must_use]
        pub fn tail_quantile(mut self, value: f64) -> Self {
            self.tail_quantile = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BatchWindow, __c::InputError> {
            let scenario = BatchWindow {
                window: __c::given(self.window, "window")?,
                arrival_rates: self.arrival_rates.unwrap_or_else(|| vec![]),
                latency_budget: self.latency_budget,
                tail_quantile: self.tail_quantile.unwrap_or_else(|| 0.99),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BatchWindowBuilder {
        type Scenario = BatchWindow;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "window" => self.window = __c::set(value, &__INPUTS[0])?,
                "arrival_rates" => self.arrival_rates = __c::set(value, &__INPUTS[1])?,
                "latency_budget" => self.latency_budget = __c::set(value, &__INPUTS[2])?,
                "tail_quantile" => self.tail_quantile = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BatchWindow, __c::InputError> {
            BatchWindowBuilder::build(self)
        }
    }
    impl<'a> BatchWindowValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BatchWindow {
            self.scenario
        }
        ///[`BatchWindow::mean_arrivals`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn mean_arrivals(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.mean_arrivals(arrival_rate)
        }
        ///[`BatchWindow::arrival_spread`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn arrival_spread(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.arrival_spread(arrival_rate)
        }
        ///[`BatchWindow::empty_share`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn empty_share(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.empty_share(arrival_rate)
        }
        ///[`BatchWindow::count_at_least`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn count_at_least(
            &self,
            arrival_rate: Frequency,
            at_least: u32,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.count_at_least(arrival_rate, at_least)
        }
        ///[`BatchWindow::seen_batch_mean`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn seen_batch_mean(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.seen_batch_mean(arrival_rate)
        }
        ///[`BatchWindow::seen_batch_tail`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn seen_batch_tail(
            &self,
            arrival_rate: Frequency,
        ) -> __Result<i64, __c::EvalError> {
            self.scenario.seen_batch_tail(arrival_rate)
        }
    }
    impl __c::Scenario for BatchWindow {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BatchWindow",
            family: &ONE_MACHINE,
            summary: "Requests arriving as a Poisson stream into a batching window.",
            description: "A window of length W collects m = λW arrivals on average, with a spread √m, and is empty\nwith probability e^(−m). A request waits W ÷ 2 on average for its window to close. The batch\na request finds itself in is size-biased: it holds the request plus the others, 1 + m on\naverage, and its `tail_quantile` is the smallest s with P(N ≥ s) below 1 − q for a Poisson\ncount N of mean m.",
            notes: __c::meta::Notes {
                equation: "m = λ·W; spread = √m; P(empty) = e^(−m); wait = W ÷ 2; seen batch = 1 + m; tail = min{s : P(N ≥ s) < 1 − q}, N ~ Poisson(m)",
                assumptions: &[
                    "Arrivals are a Poisson stream at a steady rate; the window closes after W whatever it holds.",
                    "The tail quantile lies in [0, 1); at 1 no finite batch qualifies (the reference overflows).",
                    "The Poisson tail is 1 minus the probabilities of fewer events, summed as the reference sums them; where a term leaves the range of doubles (a mean of about 120 or more) the tail is an error, as in the reference.",
                ],
                rules: __RULES,
                excludes: &[
                    "A size cap that closes the window early (see BatchDispatch), and the time to serve the batch.",
                ],
                derivation: &[
                    "A Poisson count over a window W has mean and variance λW and P(0) = e^(−λW); a request lands uniformly in its window, so it waits W ÷ 2 on average; the batch it sees is one plus the Poisson count of the others.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 10 ms window at 1000 requests a second",
                    code: "// A 10 ms window at 1000 requests a second\nuse mlsysim_core::units::per_second;\nuse mlsysim_serving::one_machine::batch_window_10ms;\n\nlet s = batch_window_10ms()?;\nassert_eq!(s.mean_arrivals(per_second(1000.0))?, 10.0);\nassert_eq!(s.seen_batch_tail(per_second(1000.0))?, 19);\nassert!(s.budget_share().is_err()); // no latency budget is given\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BatchWindowBuilder;
        fn to_builder(&self) -> BatchWindowBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.window,
                    &self.arrival_rates,
                    &self.latency_budget,
                    &self.tail_quantile,
                ],
                &[&values.mean_wait, &values.budget_share],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "mean_arrivals" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.mean_arrivals(a0), &__METHODS[0])
                }
                "arrival_spread" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.arrival_spread(a0), &__METHODS[1])
                }
                "empty_share" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.empty_share(a0), &__METHODS[2])
                }
                "count_at_least" => {
                    let (a0, a1) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.count_at_least(a0, a1), &__METHODS[3])
                }
                "seen_batch_mean" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.seen_batch_mean(a0), &__METHODS[4])
                }
                "seen_batch_tail" => {
                    let (a0,) = __c::args(args, &__METHODS[5])?;
                    __c::method_value(self.seen_batch_tail(a0), &__METHODS[5])
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
                "arrival_spread" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_arrival_spread(a0)),
                    )
                }
                "empty_share" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_empty_share(a0)),
                    )
                }
                "count_at_least" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0, a1)| self.__explain_count_at_least(a0, a1)),
                    )
                }
                "seen_batch_mean" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_seen_batch_mean(a0)),
                    )
                }
                "seen_batch_tail" => {
                    Some(
                        __c::args(args, &__METHODS[5])
                            .map(|(a0,)| self.__explain_seen_batch_tail(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "arrival_rates" => {
                    __c::samples(
                        &self.arrival_rates,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::PER_SECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(BatchWindow);
};
