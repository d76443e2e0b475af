/**The selection inequality: selecting a subset pays only when selection plus training on the subset takes less than training on everything.

# Equation

total = selection + subset; saving = full − total; pays when total < full; break-even selection = full − subset

# Assumptions

- The subset reaches the same quality as the full run.

# Excludes

- Reuse of one selection across several runs, which divides its cost.

# Derivation

- Compare the two paths' wall-clock times.

# Examples

```rust
// Ten hours of selection for a two-hour subset never pays against eight hours
use mlsysim_data::selection::{expensive_selection_pitfall, proxy_selection_pitfall};

assert!(!expensive_selection_pitfall()?.pays()?);
assert!(proxy_selection_pitfall()?.pays()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SelectionBudget {
    ///Time selection takes. *Shown in `HOUR`; allowed >= 0.*
    pub selection_time: Time,
    ///Time training on the subset takes. *Shown in `HOUR`; allowed > 0.*
    pub subset_time: Time,
    ///Time training on everything takes. *Shown in `HOUR`; allowed > 0.*
    pub full_time: Time,
    ///Examples selected from (context). *Optional (absent by default); allowed >= 0.*
    pub pool: Option<f64>,
    ///Examples kept (context). *Optional (absent by default); allowed >= 0.*
    pub kept: Option<f64>,
}
///Builds a [`SelectionBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SelectionBudgetBuilder {
    selection_time: ::core::option::Option<Time>,
    subset_time: ::core::option::Option<Time>,
    full_time: ::core::option::Option<Time>,
    pool: ::core::option::Option<f64>,
    kept: ::core::option::Option<f64>,
}
///Every property of a [`SelectionBudget`], each computed once (see [`SelectionBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SelectionBudgetValues<'a> {
    scenario: &'a SelectionBudget,
    ///Selection plus subset training.
    pub total_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time selection saves (negative when it costs).
    pub net_saving: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Whether selection saves time.
    pub pays: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
    ///Longest selection that still saves time.
    pub breakeven_selection: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Selection time over subset training time.
    pub overhead_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Selection time over full training time.
    pub selection_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "selection_time",
            ty: "Time",
            doc: "Time selection takes.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "subset_time",
            ty: "Time",
            doc: "Time training on the subset takes.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "full_time",
            ty: "Time",
            doc: "Time training on everything takes.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pool",
            ty: "Option<f64>",
            doc: "Examples selected from (context).",
            optional: true,
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kept",
            ty: "Option<f64>",
            doc: "Examples kept (context).",
            optional: true,
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_time",
            doc: "Selection plus subset training.",
            equation: "selection_time + subset_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["selection_time", "subset_time"],
            template: "{selection_time} + {subset_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "net_saving",
            doc: "Time selection saves (negative when it costs).",
            equation: "full_time - total_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["full_time", "total_time"],
            template: "{full_time} - {total_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pays",
            doc: "Whether selection saves time.",
            equation: "total_time < full_time",
            result_type: "bool",
            depends_on: &["full_time", "total_time"],
            template: "{total_time} < {full_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "breakeven_selection",
            doc: "Longest selection that still saves time.",
            equation: "full_time - subset_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["full_time", "subset_time"],
            template: "{full_time} - {subset_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overhead_ratio",
            doc: "Selection time over subset training time.",
            equation: "selection_time / subset_time",
            result_type: "f64",
            depends_on: &["selection_time", "subset_time"],
            template: "{selection_time} / {subset_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "selection_share",
            doc: "Selection time over full training time.",
            equation: "selection_time / full_time",
            result_type: "f64",
            depends_on: &["selection_time", "full_time"],
            template: "{selection_time} / {full_time}",
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
    impl SelectionBudget {
        ///Starts a [`SelectionBudgetBuilder`]; required inputs must be set before [`SelectionBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> SelectionBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SelectionBudgetBuilder {
            SelectionBudgetBuilder {
                selection_time: Some(__Clone::clone(&self.selection_time)),
                subset_time: Some(__Clone::clone(&self.subset_time)),
                full_time: Some(__Clone::clone(&self.full_time)),
                pool: __Clone::clone(&self.pool),
                kept: __Clone::clone(&self.kept),
            }
        }
        ///Selection plus subset training. Equation: `selection_time + subset_time`.
        #[inline]
        pub fn total_time(&self) -> __Result<Time, __c::EvalError> {
            let selection_time = __Clone::clone(&self.selection_time);
            let subset_time = __Clone::clone(&self.subset_time);
            struct total_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    total_time,
                >(selection_time.eq_add(subset_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time selection saves (negative when it costs). Equation: `full_time - total_time`.
        #[inline]
        pub fn net_saving(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_net_saving(self.total_time()?)
        }
        #[doc(hidden)]
        fn __eq_net_saving(&self, total_time: Time) -> __Result<Time, __c::EvalError> {
            let full_time = __Clone::clone(&self.full_time);
            struct net_saving {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    net_saving,
                >(full_time.eq_sub(total_time)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Whether selection saves time. Equation: `total_time < full_time`.
        #[inline]
        pub fn pays(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_pays(self.total_time()?)
        }
        #[doc(hidden)]
        fn __eq_pays(&self, total_time: Time) -> __Result<bool, __c::EvalError> {
            let full_time = __Clone::clone(&self.full_time);
            struct pays {}
            __c::member(
                (|| __c::conform::<bool, _, pays>(total_time < full_time))(),
                &__PROPERTIES[2],
            )
        }
        ///Longest selection that still saves time. Equation: `full_time - subset_time`.
        #[inline]
        pub fn breakeven_selection(&self) -> __Result<Time, __c::EvalError> {
            let full_time = __Clone::clone(&self.full_time);
            let subset_time = __Clone::clone(&self.subset_time);
            struct breakeven_selection {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    breakeven_selection,
                >(full_time.eq_sub(subset_time)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Selection time over subset training time. Equation: `selection_time / subset_time`.
        #[inline]
        pub fn overhead_ratio(&self) -> __Result<f64, __c::EvalError> {
            let selection_time = __Clone::clone(&self.selection_time);
            let subset_time = __Clone::clone(&self.subset_time);
            struct overhead_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    overhead_ratio,
                >(selection_time.eq_div(subset_time)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Selection time over full training time. Equation: `selection_time / full_time`.
        #[inline]
        pub fn selection_share(&self) -> __Result<f64, __c::EvalError> {
            let selection_time = __Clone::clone(&self.selection_time);
            let full_time = __Clone::clone(&self.full_time);
            struct selection_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    selection_share,
                >(selection_time.eq_div(full_time)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SelectionBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> SelectionBudgetValues<'_> {
            let total_time = self.total_time();
            let net_saving = __c::after(
                (&total_time,),
                |(v0,)| self.__eq_net_saving(v0),
            );
            let pays = __c::after((&total_time,), |(v0,)| self.__eq_pays(v0));
            let breakeven_selection = self.breakeven_selection();
            let overhead_ratio = self.overhead_ratio();
            let selection_share = self.selection_share();
            SelectionBudgetValues {
                scenario: self,
                total_time,
                net_saving,
                pays,
                breakeven_selection,
                overhead_ratio,
                selection_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.selection_time, &__INPUTS[0])?;
            __c::bounded(&self.subset_time, &__INPUTS[1])?;
            __c::bounded(&self.full_time, &__INPUTS[2])?;
            __c::bounded(&self.pool, &__INPUTS[3])?;
            __c::bounded(&self.kept, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl SelectionBudgetBuilder {
        ///Sets `selection_time`: Time selection takes.
        #[must_use]
        pub fn selection_time(mut self, value: Time) -> Self {
            self.selection_time = Some(value);
            self
        }
        ///Sets `subset_time`: Time training on the subset takes.
        #[must_use]
        pub fn subset_time(mut self, value: Time) -> Self {
            self.subset_time = Some(value);
            self
        }
        ///Sets `full_time`: Time training on everything takes.
        #[must_use]
        pub fn full_time(mut self, value: Time) -> Self {
            self.full_time = Some(value);
            self
        }
        ///Sets `pool`: Examples selected from (context).
        #[must_use]
        pub fn pool(mut self, value: f64) -> Self {
            self.pool = Some(value);
            self
        }
        ///Leaves `pool` absent.
        #[must_use]
        pub fn without_pool(mut self) -> Self {
            self.pool = None;
            self
        }
        ///Sets `kept`: Examples kept (context).
        #[must_use]
        pub fn kept(mut self, value: f64) -> Self {
            self.kept = Some(value);
            self
        }
        ///Leaves `kept` absent.
        #[must_use]
        pub fn without_kept(mut self) -> Self {
            self.kept = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SelectionBudget, __c::InputError> {
            let scenario = SelectionBudget {
                selection_time: __c::given(self.selection_time, "selection_time")?,
                subset_time: __c::given(self.subset_time, "subset_time")?,
                full_time: __c::given(self.full_time, "full_time")?,
                pool: self.pool,
                kept: self.kept,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SelectionBudgetBuilder {
        type Scenario = SelectionBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "selection_time" => self.selection_time = __c::set(value, &__INPUTS[0])?,
                "subset_time" => self.subset_time = __c::set(value, &__INPUTS[1])?,
                "full_time" => self.full_time = __c::set(value, &__INPUTS[2])?,
                "pool" => self.pool = __c::set(value, &__INPUTS[3])?,
                "kept" => self.kept = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SelectionBudget, __c::InputError> {
            SelectionBudgetBuilder::build(self)
        }
    }
    impl<'a> SelectionBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SelectionBudget {
            self.scenario
        }
    }
    impl __c::Scenario for SelectionBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SelectionBudget",
            family: &SELECTION,
            summary: "The selection inequality: selecting a subset pays only when selection plus training on the subset takes less than training on everything.",
            description: "",
            notes: __c::meta::Notes {
                equation: "total = selection + subset; saving = full − total; pays when total < full; break-even selection = full − subset",
                assumptions: &["The subset reaches the same quality as the full run."],
                rules: __RULES,
                excludes: &[
                    "Reuse of one selection across several runs, which divides its cost.",
                ],
                derivation: &["Compare the two paths' wall-clock times."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Ten hours of selection for a two-hour subset never pays against eight hours",
                    code: "// Ten hours of selection for a two-hour subset never pays against eight hours\nuse mlsysim_data::selection::{expensive_selection_pitfall, proxy_selection_pitfall};\n\nassert!(!expensive_selection_pitfall()?.pays()?);\nassert!(proxy_selection_pitfall()?.pays()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SelectionBudgetBuilder;
        fn to_builder(&self) -> SelectionBudgetBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.selection_time,
                    &self.subset_time,
                    &self.full_time,
                    &self.pool,
                    &self.kept,
                ],
                &[
                    &values.total_time,
                    &values.net_saving,
                    &values.pays,
                    &values.breakeven_selection,
                    &values.overhead_ratio,
                    &values.selection_share,
                ],
            )
        }
    }
    __c::glue!(SelectionBudget);
};
