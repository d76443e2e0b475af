/**A team guaranteed some GPUs that uses only a share of them: the rest can be lent to another team as preemptible, lower-priority work that goes back when the owner's demand returns.

# Equation

used = round(guarantee × used share); lendable = guarantee − used

# Assumptions

- Used GPUs are rounded to the nearest whole GPU, halves to even.

# Excludes

- How fast lent GPUs are reclaimed, and the borrower's own guarantee beyond recording it.

# Derivation

- Hierarchical quotas: a guarantee is a floor the owner can reclaim, not capacity it must hold idle.

# Examples

```rust
// 200 idle GPUs of a 500-GPU guarantee
use mlsysim_fleet::orchestration::team_quota_lending_500;

let s = team_quota_lending_500()?;
assert_eq!(s.lendable()?, 200);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QuotaLending {
    ///GPUs guaranteed to the owning team.
    pub guarantee: u32,
    ///Share of the guarantee the owner uses. *Allowed [0.0, 1.0].*
    pub used_share: f64,
    ///GPUs guaranteed to the borrowing team. *Optional (absent by default).*
    pub borrower_guarantee: Option<u32>,
}
///Builds a [`QuotaLending`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct QuotaLendingBuilder {
    guarantee: ::core::option::Option<u32>,
    used_share: ::core::option::Option<f64>,
    borrower_guarantee: ::core::option::Option<u32>,
}
///Every property of a [`QuotaLending`], each computed once (see [`QuotaLending::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QuotaLendingValues<'a> {
    scenario: &'a QuotaLending,
    ///GPUs the owner uses.
    pub used: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPUs that can be lent.
    pub lendable: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "guarantee",
            ty: "u32",
            doc: "GPUs guaranteed to the owning team.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "used_share",
            ty: "f64",
            doc: "Share of the guarantee the owner uses.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "borrower_guarantee",
            ty: "Option<u32>",
            doc: "GPUs guaranteed to the borrowing team.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "used",
            doc: "GPUs the owner uses.",
            equation: "round_half_even(guarantee * used_share)",
            result_type: "i64",
            depends_on: &["guarantee", "used_share"],
            calls: &["round_half_even"],
            template: "round_half_even({guarantee} * {used_share})",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lendable",
            doc: "GPUs that can be lent.",
            equation: "guarantee - used",
            result_type: "i64",
            depends_on: &["guarantee", "used"],
            template: "{guarantee} - {used}",
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
    impl QuotaLending {
        ///Starts a [`QuotaLendingBuilder`]; required inputs must be set before [`QuotaLendingBuilder::build`].
        #[must_use]
        pub fn builder() -> QuotaLendingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> QuotaLendingBuilder {
            QuotaLendingBuilder {
                guarantee: Some(__Clone::clone(&self.guarantee)),
                used_share: Some(__Clone::clone(&self.used_share)),
                borrower_guarantee: __Clone::clone(&self.borrower_guarantee),
            }
        }
        ///GPUs the owner uses. Equation: `round_half_even(guarantee * used_share)`.
        #[inline]
        pub fn used(&self) -> __Result<i64, __c::EvalError> {
            let guarantee = __Clone::clone(&self.guarantee);
            let used_share = __Clone::clone(&self.used_share);
            struct used {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    used,
                >(
                    ::mlsysim_core::equation::round_half_even(
                        guarantee.eq_mul(used_share)?,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///GPUs that can be lent. Equation: `guarantee - used`.
        #[inline]
        pub fn lendable(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_lendable(self.used()?)
        }
        #[doc(hidden)]
        fn __eq_lendable(&self, used: i64) -> __Result<i64, __c::EvalError> {
            let guarantee = __Clone::clone(&self.guarantee);
            struct lendable {}
            __c::member(
                (|| __c::conform::<i64, _, lendable>(guarantee.eq_sub(used)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`QuotaLendingValues`].
        #[must_use]
        pub fn evaluate(&self) -> QuotaLendingValues<'_> {
            let used = self.used();
            let lendable = __c::after((&used,), |(v0,)| self.__eq_lendable(v0));
            QuotaLendingValues {
                scenario: self,
                used,
                lendable,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.guarantee, &__INPUTS[0])?;
            __c::bounded_plain(&self.used_share, &__INPUTS[1])?;
            __c::finite(&self.borrower_guarantee, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_used(&self) -> __c::Parts {
            __c::traced(
                self.used(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let guarantee =
                    __Clone::clone(& self.guarantee); let used_share = __Clone::clone(&
                    self.used_share); let part = guarantee.eq_mul(used_share) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl QuotaLendingBuilder {
        ///Sets `guarantee`: GPUs guaranteed to the owning team.
        #[must_use]
        pub fn guarantee(mut self, value: u32) -> Self {
            self.guarantee = Some(value);
            self
        }
        ///Sets `used_share`: Share of the guarantee the owner uses.
        #[must_use]
        pub fn used_share(mut self, value: f64) -> Self {
            self.used_share = Some(value);
            self
        }
        ///Sets `borrower_guarantee`: GPUs guaranteed to the borrowing team.
        #[must_use]
        pub fn borrower_guarantee(mut self, value: u32) -> Self {
            self.borrower_guarantee = Some(value);
            self
        }
        ///Leaves `borrower_guarantee` absent.
        #[must_use]
        pub fn without_borrower_guarantee(mut self) -> Self {
            self.borrower_guarantee = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<QuotaLending, __c::InputError> {
            let scenario = QuotaLending {
                guarantee: __c::given(self.guarantee, "guarantee")?,
                used_share: __c::given(self.used_share, "used_share")?,
                borrower_guarantee: self.borrower_guarantee,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for QuotaLendingBuilder {
        type Scenario = QuotaLending;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "guarantee" => self.guarantee = __c::set(value, &__INPUTS[0])?,
                "used_share" => self.used_share = __c::set(value, &__INPUTS[1])?,
                "borrower_guarantee" => {
                    self.borrower_guarantee = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<QuotaLending, __c::InputError> {
            QuotaLendingBuilder::build(self)
        }
    }
    impl<'a> QuotaLendingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a QuotaLending {
            self.scenario
        }
    }
    impl __c::Scenario for QuotaLending {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "QuotaLending",
            family: &ORCHESTRATION,
            summary: "A team guaranteed some GPUs that uses only a share of them: the rest can be lent to another team as preemptible, lower-priority work that goes back when the owner's demand returns.",
            description: "",
            notes: __c::meta::Notes {
                equation: "used = round(guarantee × used share); lendable = guarantee − used",
                assumptions: &[
                    "Used GPUs are rounded to the nearest whole GPU, halves to even.",
                ],
                rules: __RULES,
                excludes: &[
                    "How fast lent GPUs are reclaimed, and the borrower's own guarantee beyond recording it.",
                ],
                derivation: &[
                    "Hierarchical quotas: a guarantee is a floor the owner can reclaim, not capacity it must hold idle.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "200 idle GPUs of a 500-GPU guarantee",
                    code: "// 200 idle GPUs of a 500-GPU guarantee\nuse mlsysim_fleet::orchestration::team_quota_lending_500;\n\nlet s = team_quota_lending_500()?;\nassert_eq!(s.lendable()?, 200);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = QuotaLendingBuilder;
        fn to_builder(&self) -> QuotaLendingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.guarantee, &self.used_share, &self.borrower_guarantee],
                &[&values.used, &values.lendable],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "used" => Some(Ok(self.__explain_used())),
                _ => None,
            }
        }
    }
    __c::glue!(QuotaLending);
};
