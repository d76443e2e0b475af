/**One bounded repair attempt against the fallback of undoing the work and rebuilding it, in seconds and in token dollars.

# Equation

expected = repair + (1 − assumed_success) × fallback, for time and for money; break-even = repair ÷ fallback

# Assumptions

- A failed repair is followed by the full fallback (unwind, then rebuild).
- Token prices are per token in both directions; counts are whole tokens.

# Excludes

- The value of the time a person waits, and a repair that fails more than once.

# Derivation

- With success probability p the expected cost is repair + (1 − p) × fallback; repairing first pays while p exceeds repair ÷ fallback.

# Examples

```rust
// Repair first, or rebuild?
use mlsysim_scenarios::recovery::test_config_repair_vs_rebuild;

let s = test_config_repair_vs_rebuild()?;
assert_eq!(s.one_in()?, 16);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RepairBreakEven {
    ///Time to undo the failed work. *Shown in `SECOND`; allowed >= 0.*
    pub unwind_time: Time,
    ///Time to rebuild from scratch. *Shown in `SECOND`; allowed >= 0.*
    pub rebuild_time: Time,
    ///Input tokens of the rebuild.
    pub rebuild_input: u32,
    ///Output tokens of the rebuild.
    pub rebuild_output: u32,
    ///Input tokens of the repair.
    pub repair_input: u32,
    ///Output tokens of the repair.
    pub repair_output: u32,
    ///Time to start the repair. *Shown in `SECOND`; allowed >= 0.*
    pub startup_time: Time,
    ///Tokens the model writes per second. *Shown in `PER_SECOND`; allowed > 0.*
    pub output_rate: Frequency,
    ///Time to check the repaired result. *Shown in `SECOND`; allowed >= 0.*
    pub validation_time: Time,
    ///Price of an input token. *Shown in `USD_PER_MTOKEN`; allowed >= 0.*
    pub input_price: Usd,
    ///Price of an output token. *Shown in `USD_PER_MTOKEN`; allowed >= 0.*
    pub output_price: Usd,
    ///Chance that the repair succeeds. *Allowed [0.0, 1.0].*
    pub assumed_success: f64,
}
///Builds a [`RepairBreakEven`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RepairBreakEvenBuilder {
    unwind_time: ::core::option::Option<Time>,
    rebuild_time: ::core::option::Option<Time>,
    rebuild_input: ::core::option::Option<u32>,
    rebuild_output: ::core::option::Option<u32>,
    repair_input: ::core::option::Option<u32>,
    repair_output: ::core::option::Option<u32>,
    startup_time: ::core::option::Option<Time>,
    output_rate: ::core::option::Option<Frequency>,
    validation_time: ::core::option::Option<Time>,
    input_price: ::core::option::Option<Usd>,
    output_price: ::core::option::Option<Usd>,
    assumed_success: ::core::option::Option<f64>,
}
///Every property of a [`RepairBreakEven`], each computed once (see [`RepairBreakEven::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RepairBreakEvenValues<'a> {
    scenario: &'a RepairBreakEven,
    ///Time of the fallback.
    pub fallback_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Token cost of the fallback.
    pub fallback_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Time of one repair attempt.
    pub repair_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Token cost of one repair attempt.
    pub repair_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Success chance above which repairing first saves time.
    pub break_even_time: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Success chance above which repairing first saves money.
    pub break_even_cost: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Expected time when repairing first.
    pub expected_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Expected token cost when repairing first.
    pub expected_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Share of the fallback's time that repairing first saves.
    pub time_saved_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the fallback's cost that repairing first saves.
    pub cost_saved_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Repairing first pays while at least one attempt in this many succeeds.
    pub one_in: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "unwind_time",
            ty: "Time",
            doc: "Time to undo the failed work.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rebuild_time",
            ty: "Time",
            doc: "Time to rebuild from scratch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rebuild_input",
            ty: "u32",
            doc: "Input tokens of the rebuild.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rebuild_output",
            ty: "u32",
            doc: "Output tokens of the rebuild.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "repair_input",
            ty: "u32",
            doc: "Input tokens of the repair.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "repair_output",
            ty: "u32",
            doc: "Output tokens of the repair.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "startup_time",
            ty: "Time",
            doc: "Time to start the repair.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "output_rate",
            ty: "Frequency",
            doc: "Tokens the model writes per second.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "validation_time",
            ty: "Time",
            doc: "Time to check the repaired result.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "input_price",
            ty: "Usd",
            doc: "Price of an input token.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD_PER_MTOKEN);
                __c::units::label(&::mlsysim_core::units::USD_PER_MTOKEN)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "output_price",
            ty: "Usd",
            doc: "Price of an output token.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD_PER_MTOKEN);
                __c::units::label(&::mlsysim_core::units::USD_PER_MTOKEN)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "assumed_success",
            ty: "f64",
            doc: "Chance that the repair succeeds.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "fallback_time",
            doc: "Time of the fallback.",
            equation: "unwind_time + rebuild_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["unwind_time", "rebuild_time"],
            template: "{unwind_time} + {rebuild_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fallback_cost",
            doc: "Token cost of the fallback.",
            equation: "rebuild_input * input_price + rebuild_output * output_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "rebuild_input",
                "input_price",
                "rebuild_output",
                "output_price",
            ],
            template: "{rebuild_input} * {input_price} + {rebuild_output} * {output_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "repair_time",
            doc: "Time of one repair attempt.",
            equation: "startup_time + repair_output / output_rate + validation_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &[
                "startup_time",
                "repair_output",
                "output_rate",
                "validation_time",
            ],
            template: "{startup_time} + {repair_output} / {output_rate} + {validation_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "repair_cost",
            doc: "Token cost of one repair attempt.",
            equation: "repair_input * input_price + repair_output * output_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "repair_input",
                "input_price",
                "repair_output",
                "output_price",
            ],
            template: "{repair_input} * {input_price} + {repair_output} * {output_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "break_even_time",
            doc: "Success chance above which repairing first saves time.",
            equation: "repair_time / fallback_time",
            result_type: "f64",
            depends_on: &["repair_time", "fallback_time"],
            template: "{repair_time} / {fallback_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "break_even_cost",
            doc: "Success chance above which repairing first saves money.",
            equation: "repair_cost / fallback_cost",
            result_type: "f64",
            depends_on: &["repair_cost", "fallback_cost"],
            template: "{repair_cost} / {fallback_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_time",
            doc: "Expected time when repairing first.",
            equation: "repair_time + (1.0 - assumed_success) * fallback_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["assumed_success", "repair_time", "fallback_time"],
            template: "{repair_time} + (1.0 - {assumed_success}) * {fallback_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_cost",
            doc: "Expected token cost when repairing first.",
            equation: "repair_cost + (1.0 - assumed_success) * fallback_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["assumed_success", "repair_cost", "fallback_cost"],
            template: "{repair_cost} + (1.0 - {assumed_success}) * {fallback_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_saved_fraction",
            doc: "Share of the fallback's time that repairing first saves.",
            equation: "1.0 - expected_time / fallback_time",
            result_type: "f64",
            depends_on: &["expected_time", "fallback_time"],
            template: "1.0 - {expected_time} / {fallback_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_saved_fraction",
            doc: "Share of the fallback's cost that repairing first saves.",
            equation: "1.0 - expected_cost / fallback_cost",
            result_type: "f64",
            depends_on: &["expected_cost", "fallback_cost"],
            template: "1.0 - {expected_cost} / {fallback_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "one_in",
            doc: "Repairing first pays while at least one attempt in this many succeeds.",
            equation: "floor(1.0 / max(break_even_time, break_even_cost))",
            result_type: "i64",
            depends_on: &["break_even_time", "break_even_cost"],
            calls: &["floor", "max"],
            template: "floor(1.0 / max({break_even_time}, {break_even_cost}))",
            named_calls: "max(break_even_time, break_even_cost)",
            operation: "result of `floor`",
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
    impl RepairBreakEven {
        ///Starts a [`RepairBreakEvenBuilder`]; required inputs must be set before [`RepairBreakEvenBuilder::build`].
        #[must_use]
        pub fn builder() -> RepairBreakEvenBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RepairBreakEvenBuilder {
            RepairBreakEvenBuilder {
                unwind_time: Some(__Clone::clone(&self.unwind_time)),
                rebuild_time: Some(__Clone::clone(&self.rebuild_time)),
                rebuild_input: Some(__Clone::clone(&self.rebuild_input)),
                rebuild_output: Some(__Clone::clone(&self.rebuild_output)),
                repair_input: Some(__Clone::clone(&self.repair_input)),
                repair_output: Some(__Clone::clone(&self.repair_output)),
                startup_time: Some(__Clone::clone(&self.startup_time)),
                output_rate: Some(__Clone::clone(&self.output_rate)),
                validation_time: Some(__Clone::clone(&self.validation_time)),
                input_price: Some(__Clone::clone(&self.input_price)),
                output_price: Some(__Clone::clone(&self.output_price)),
                assumed_success: Some(__Clone::clone(&self.assumed_success)),
            }
        }
        ///Time of the fallback. Equation: `unwind_time + rebuild_time`.
        #[inline]
        pub fn fallback_time(&self) -> __Result<Time, __c::EvalError> {
            let unwind_time = __Clone::clone(&self.unwind_time);
            let rebuild_time = __Clone::clone(&self.rebuild_time);
            struct fallback_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    fallback_time,
                >(unwind_time.eq_add(rebuild_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Token cost of the fallback. Equation: `rebuild_input * input_price + rebuild_output * output_price`.
        #[inline]
        pub fn fallback_cost(&self) -> __Result<Usd, __c::EvalError> {
            let rebuild_input = __Clone::clone(&self.rebuild_input);
            let input_price = __Clone::clone(&self.input_price);
            let rebuild_output = __Clone::clone(&self.rebuild_output);
            let output_price = __Clone::clone(&self.output_price);
            struct fallback_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    fallback_cost,
                >(
                    rebuild_input
                        .eq_mul(input_price)?
                        .eq_add(rebuild_output.eq_mul(output_price)?)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Time of one repair attempt. Equation: `startup_time + repair_output / output_rate + validation_time`.
        #[inline]
        pub fn repair_time(&self) -> __Result<Time, __c::EvalError> {
            let startup_time = __Clone::clone(&self.startup_time);
            let repair_output = __Clone::clone(&self.repair_output);
            let output_rate = __Clone::clone(&self.output_rate);
            let validation_time = __Clone::clone(&self.validation_time);
            struct repair_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    repair_time,
                >(
                    startup_time
                        .eq_add(repair_output.eq_div(output_rate)?)?
                        .eq_add(validation_time)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Token cost of one repair attempt. Equation: `repair_input * input_price + repair_output * output_price`.
        #[inline]
        pub fn repair_cost(&self) -> __Result<Usd, __c::EvalError> {
            let repair_input = __Clone::clone(&self.repair_input);
            let input_price = __Clone::clone(&self.input_price);
            let repair_output = __Clone::clone(&self.repair_output);
            let output_price = __Clone::clone(&self.output_price);
            struct repair_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    repair_cost,
                >(
                    repair_input
                        .eq_mul(input_price)?
                        .eq_add(repair_output.eq_mul(output_price)?)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Success chance above which repairing first saves time. Equation: `repair_time / fallback_time`.
        #[inline]
        pub fn break_even_time(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_break_even_time(self.repair_time()?, self.fallback_time()?)
        }
        #[doc(hidden)]
        fn __eq_break_even_time(
            &self,
            repair_time: Time,
            fallback_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct break_even_time {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    break_even_time,
                >(repair_time.eq_div(fallback_time)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Success chance above which repairing first saves money. Equation: `repair_cost / fallback_cost`.
        #[inline]
        pub fn break_even_cost(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_break_even_cost(self.repair_cost()?, self.fallback_cost()?)
        }
        #[doc(hidden)]
        fn __eq_break_even_cost(
            &self,
            repair_cost: Usd,
            fallback_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct break_even_cost {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    break_even_cost,
                >(repair_cost.eq_div(fallback_cost)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Expected time when repairing first. Equation: `repair_time + (1.0 - assumed_success) * fallback_time`.
        #[inline]
        pub fn expected_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_expected_time(self.repair_time()?, self.fallback_time()?)
        }
        #[doc(hidden)]
        fn __eq_expected_time(
            &self,
            repair_time: Time,
            fallback_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let assumed_success = __Clone::clone(&self.assumed_success);
            struct expected_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    expected_time,
                >(
                    repair_time
                        .eq_add((1.0).eq_sub(assumed_success)?.eq_mul(fallback_time)?)?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Expected token cost when repairing first. Equation: `repair_cost + (1.0 - assumed_success) * fallback_cost`.
        #[inline]
        pub fn expected_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_expected_cost(self.repair_cost()?, self.fallback_cost()?)
        }
        #[doc(hidden)]
        fn __eq_expected_cost(
            &self,
            repair_cost: Usd,
            fallback_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let assumed_success = __Clone::clone(&self.assumed_success);
            struct expected_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    expected_cost,
                >(
                    repair_cost
                        .eq_add((1.0).eq_sub(assumed_success)?.eq_mul(fallback_cost)?)?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Share of the fallback's time that repairing first saves. Equation: `1.0 - expected_time / fallback_time`.
        #[inline]
        pub fn time_saved_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_time_saved_fraction(self.expected_time()?, self.fallback_time()?)
        }
        #[doc(hidden)]
        fn __eq_time_saved_fraction(
            &self,
            expected_time: Time,
            fallback_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct time_saved_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    time_saved_fraction,
                >((1.0).eq_sub(expected_time.eq_div(fallback_time)?)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Share of the fallback's cost that repairing first saves. Equation: `1.0 - expected_cost / fallback_cost`.
        #[inline]
        pub fn cost_saved_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_cost_saved_fraction(self.expected_cost()?, self.fallback_cost()?)
        }
        #[doc(hidden)]
        fn __eq_cost_saved_fraction(
            &self,
            expected_cost: Usd,
            fallback_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct cost_saved_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    cost_saved_fraction,
                >((1.0).eq_sub(expected_cost.eq_div(fallback_cost)?)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Repairing first pays while at least one attempt in this many succeeds. Equation: `floor(1.0 / max(break_even_time, break_even_cost))`.
        #[inline]
        pub fn one_in(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_one_in(self.break_even_time()?, self.break_even_cost()?)
        }
        #[doc(hidden)]
        fn __eq_one_in(
            &self,
            break_even_time: f64,
            break_even_cost: f64,
        ) -> __Result<i64, __c::EvalError> {
            struct one_in {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    one_in,
                >(
                    ::mlsysim_core::equation::floor(
                        (1.0)
                            .eq_div(
                                ::mlsysim_core::equation::max(
                                    break_even_time,
                                    break_even_cost,
                                ),
                            )?,
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RepairBreakEvenValues`].
        #[must_use]
        pub fn evaluate(&self) -> RepairBreakEvenValues<'_> {
            let fallback_time = self.fallback_time();
            let fallback_cost = self.fallback_cost();
            let repair_time = self.repair_time();
            let repair_cost = self.repair_cost();
            let break_even_time = __c::after(
                (&repair_time, &fallback_time),
                |(v0, v1)| self.__eq_break_even_time(v0, v1),
            );
            let break_even_cost = __c::after(
                (&repair_cost, &fallback_cost),
                |(v0, v1)| self.__eq_break_even_cost(v0, v1),
            );
            let expected_time = __c::after(
                (&repair_time, &fallback_time),
                |(v0, v1)| self.__eq_expected_time(v0, v1),
            );
            let expected_cost = __c::after(
                (&repair_cost, &fallback_cost),
                |(v0, v1)| self.__eq_expected_cost(v0, v1),
            );
            let time_saved_fraction = __c::after(
                (&expected_time, &fallback_time),
                |(v0, v1)| self.__eq_time_saved_fraction(v0, v1),
            );
            let cost_saved_fraction = __c::after(
                (&expected_cost, &fallback_cost),
                |(v0, v1)| self.__eq_cost_saved_fraction(v0, v1),
            );
            let one_in = __c::after(
                (&break_even_time, &break_even_cost),
                |(v0, v1)| self.__eq_one_in(v0, v1),
            );
            RepairBreakEvenValues {
                scenario: self,
                fallback_time,
                fallback_cost,
                repair_time,
                repair_cost,
                break_even_time,
                break_even_cost,
                expected_time,
                expected_cost,
                time_saved_fraction,
                cost_saved_fraction,
                one_in,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.unwind_time, &__INPUTS[0])?;
            __c::bounded(&self.rebuild_time, &__INPUTS[1])?;
            __c::finite(&self.rebuild_input, &__INPUTS[2])?;
            __c::finite(&self.rebuild_output, &__INPUTS[3])?;
            __c::finite(&self.repair_input, &__INPUTS[4])?;
            __c::finite(&self.repair_output, &__INPUTS[5])?;
            __c::bounded(&self.startup_time, &__INPUTS[6])?;
            __c::bounded(&self.output_rate, &__INPUTS[7])?;
            __c::bounded(&self.validation_time, &__INPUTS[8])?;
            __c::bounded(&self.input_price, &__INPUTS[9])?;
            __c::bounded(&self.output_price, &__INPUTS[10])?;
            __c::bounded_plain(&self.assumed_success, &__INPUTS[11])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_one_in(&self) -> __c::Parts {
            __c::traced(
                self.one_in(),
                &__PROPERTIES[10],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let break_even_time = self
                    .break_even_time() ?; let break_even_cost = self.break_even_cost() ?;
                    let part = (1.0)
                    .eq_div(::mlsysim_core::equation::max(break_even_time,
                    break_even_cost)) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }, __c::CallSite { name : "max", args :
                    ::std::vec![__c::Operand::Name("break_even_time"),
                    __c::Operand::Name("break_even_cost")] }
                ],
            )
        }
    }
    impl RepairBreakEvenBuilder {
        ///Sets `unwind_time`: Time to undo the failed work.
        #[must_use]
        pub fn unwind_time(mut self, value: Time) -> Self {
            self.unwind_time = Some(value);
            self
        }
        ///Sets `rebuild_time`: Time to rebuild from scratch.
        #[must_use]
        pub fn rebuild_time(mut self, value: Time) -> Self {
            self.rebuild_time = Some(value);
            self
        }
        ///Sets `rebuild_input`: Input tokens of the rebuild.
        #[must_use]
        pub fn rebuild_input(mut self, value: u32) -> Self {
            self.rebuild_input = Some(value);
            self
        }
        ///Sets `rebuild_output`: Output tokens of the rebuild.
        #[must_use]
        pub fn rebuild_output(mut self, value: u32) -> Self {
            self.rebuild_output = Some(value);
            self
        }
        ///Sets `repair_input`: Input tokens of the repair.
        #[must_use]
        pub fn repair_input(mut self, value: u32) -> Self {
            self.repair_input = Some(value);
            self
        }
        ///Sets `repair_output`: Output tokens of the repair.
        #[must_use]
        pub fn repair_output(mut self, value: u32) -> Self {
            self.repair_output = Some(value);
            self
        }
        ///Sets `startup_time`: Time to start the repair.
        #[must_use]
        pub fn startup_time(mut self, value: Time) -> Self {
            self.startup_time = Some(value);
            self
        }
        ///Sets `output_rate`: Tokens the model writes per second.
        #[must_use]
        pub fn output_rate(mut self, value: Frequency) -> Self {
            self.output_rate = Some(value);
            self
        }
        ///Sets `validation_time`: Time to check the repaired result.
        #[must_use]
        pub fn validation_time(mut self, value: Time) -> Self {
            self.validation_time = Some(value);
            self
        }
        ///Sets `input_price`: Price of an input token.
        #[must_use]
        pub fn input_price(mut self, value: Usd) -> Self {
            self.input_price = Some(value);
            self
        }
        ///Sets `output_price`: Price of an output token.
        #[must_use]
        pub fn output_price(mut self, value: Usd) -> Self {
            self.output_price = Some(value);
            self
        }
        ///Sets `assumed_success`: Chance that the repair succeeds.
        #[must_use]
        pub fn assumed_success(mut self, value: f64) -> Self {
            self.assumed_success = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RepairBreakEven, __c::InputError> {
            let scenario = RepairBreakEven {
                unwind_time: __c::given(self.unwind_time, "unwind_time")?,
                rebuild_time: __c::given(self.rebuild_time, "rebuild_time")?,
                rebuild_input: __c::given(self.rebuild_input, "rebuild_input")?,
                rebuild_output: __c::given(self.rebuild_output, "rebuild_output")?,
                repair_input: __c::given(self.repair_input, "repair_input")?,
                repair_output: __c::given(self.repair_output, "repair_output")?,
                startup_time: __c::given(self.startup_time, "startup_time")?,
                output_rate: __c::given(self.output_rate, "output_rate")?,
                validation_time: __c::given(self.validation_time, "validation_time")?,
                input_price: __c::given(self.input_price, "input_price")?,
                output_price: __c::given(self.output_price, "output_price")?,
                assumed_success: __c::given(self.assumed_success, "assumed_success")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RepairBreakEvenBuilder {
        type Scenario = RepairBreakEven;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "unwind_time" => self.unwind_time = __c::set(value, &__INPUTS[0])?,
                "rebuild_time" => self.rebuild_time = __c::set(value, &__INPUTS[1])?,
                "rebuild_input" => self.rebuild_input = __c::set(value, &__INPUTS[2])?,
                "rebuild_output" => self.rebuild_output = __c::set(value, &__INPUTS[3])?,
                "repair_input" => self.repair_input = __c::set(value, &__INPUTS[4])?,
                "repair_output" => self.repair_output = __c::set(value, &__INPUTS[5])?,
                "startup_time" => self.startup_time = __c::set(value, &__INPUTS[6])?,
                "output_rate" => self.output_rate = __c::set(value, &__INPUTS[7])?,
                "validation_time" => {
                    self.validation_time = __c::set(value, &__INPUTS[8])?;
                }
                "input_price" => self.input_price = __c::set(value, &__INPUTS[9])?,
                "output_price" => self.output_price = __c::set(value, &__INPUTS[10])?,
                "assumed_success" => {
                    self.assumed_success = __c::set(value, &__INPUTS[11])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RepairBreakEven, __c::InputError> {
            RepairBreakEvenBuilder::build(self)
        }
    }
    impl<'a> RepairBreakEvenValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RepairBreakEven {
            self.scenario
        }
    }
    impl __c::Scenario for RepairBreakEven {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RepairBreakEven",
            family: &RECOVERY,
            summary: "One bounded repair attempt against the fallback of undoing the work and rebuilding it, in seconds and in token dollars.",
            description: "",
            notes: __c::meta::Notes {
                equation: "expected = repair + (1 − assumed_success) × fallback, for time and for money; break-even = repair ÷ fallback",
                assumptions: &[
                    "A failed repair is followed by the full fallback (unwind, then rebuild).",
                    "Token prices are per token in both directions; counts are whole tokens.",
                ],
                rules: __RULES,
                excludes: &[
                    "The value of the time a person waits, and a repair that fails more than once.",
                ],
                derivation: &[
                    "With success probability p the expected cost is repair + (1 − p) × fallback; repairing first pays while p exceeds repair ÷ fallback.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Repair first, or rebuild?",
                    code: "// Repair first, or rebuild?\nuse mlsysim_scenarios::recovery::test_config_repair_vs_rebuild;\n\nlet s = test_config_repair_vs_rebuild()?;\nassert_eq!(s.one_in()?, 16);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RepairBreakEvenBuilder;
        fn to_builder(&self) -> RepairBreakEvenBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.unwind_time,
                    &self.rebuild_time,
                    &self.rebuild_input,
                    &self.rebuild_output,
                    &self.repair_input,
                    &self.repair_output,
                    &self.startup_time,
                    &self.output_rate,
                    &self.validation_time,
                    &self.input_price,
                    &self.output_price,
                    &self.assumed_success,
                ],
                &[
                    &values.fallback_time,
                    &values.fallback_cost,
                    &values.repair_time,
                    &values.repair_cost,
                    &values.break_even_time,
                    &values.break_even_cost,
                    &values.expected_time,
                    &values.expected_cost,
                    &values.time_saved_fraction,
                    &values.cost_saved_fraction,
                    &values.one_in,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "one_in" => Some(Ok(self.__explain_one_in())),
                _ => None,
            }
        }
    }
    __c::glue!(RepairBreakEven);
};
