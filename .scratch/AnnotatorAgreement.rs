/**Two annotators with the same mix of labels: the agreement they reach by chance alone, and Cohen's kappa at an observed agreement.

Raters who label independently of the item agree only by chance, so their observed
agreement is the chance agreement and their kappa is zero.

# Equation

p_e = Σ share²; p_o = observed, or p_e for independent raters; κ = (p_o − p_e) ÷ (1 − p_e)

# Assumptions

- Both annotators label with the same class mix.

# Rules across inputs

- `observed_agreement` is given unless `independent_raters` is set (`independent_raters || optional(observed_agreement).is_some()`)

# Excludes

- Agreement by class, and more than two annotators (Fleiss' kappa).

# Derivation

- Cohen (1960): agreement beyond chance, scaled by the most beyond chance possible.

# Examples

```rust
// 85% raw agreement is below chance for a 90/10 label mix
use mlsysim_data::engineering::binary_label_chance_agreement;

let s = binary_label_chance_agreement()?;
assert!((s.chance_agreement()? - 0.82).abs() < 1e-12);
assert!(s.kappa()? < 0.2);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AnnotatorAgreement {
    ///Share of items each class takes, summing to 1. *Allowed [0.0, 1.0].*
    pub class_shares: Vec<f64>,
    ///Share of items the two annotators label alike. *Optional (absent by default); allowed [0.0, 1.0].*
    pub observed_agreement: Option<f64>,
    ///Whether the raters label independently of the item. *Default `false`.*
    pub independent_raters: bool,
}
///Builds a [`AnnotatorAgreement`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AnnotatorAgreementBuilder {
    class_shares: ::core::option::Option<Vec<f64>>,
    observed_agreement: ::core::option::Option<f64>,
    independent_raters: ::core::option::Option<bool>,
}
///Every property of a [`AnnotatorAgreement`], each computed once (see [`AnnotatorAgreement::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AnnotatorAgreementValues<'a> {
    scenario: &'a AnnotatorAgreement,
    ///Agreement by chance alone.
    pub chance_agreement: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The observed agreement: as stated, or the chance agreement for independent raters.
    pub agreement: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Cohen's kappa.
    pub kappa: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "class_shares",
            ty: "Vec<f64>",
            doc: "Share of items each class takes, summing to 1.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "observed_agreement",
            ty: "Option<f64>",
            doc: "Share of items the two annotators label alike.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "independent_raters",
            ty: "bool",
            doc: "Whether the raters label independently of the item.",
            default: Some("false"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "chance_agreement",
            doc: "Agreement by chance alone.",
            equation: "chance_agreement(class_shares.clone())",
            result_type: "f64",
            depends_on: &["class_shares"],
            reaches: &[("class_shares", "clone")],
            calls: &["chance_agreement"],
            template: "chance_agreement({#0 class_shares.clone()})",
            operation: "result of `chance_agreement`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "agreement",
            doc: "The observed agreement: as stated, or the chance agreement for independent raters.",
            equation: "if independent_raters {\n    chance_agreement\n} else {\n    optional(observed_agreement).unwrap_or(f64::NAN)\n}",
            result_type: "f64",
            depends_on: &[
                "independent_raters",
                "observed_agreement",
                "chance_agreement",
            ],
            template: "if {independent_raters} {{\n    {chance_agreement}\n}} else {{\n    {#0 optional(observed_agreement)}.unwrap_or(f64::NAN)\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kappa",
            doc: "Cohen's kappa.",
            equation: "cohens_kappa(agreement, chance_agreement)",
            result_type: "f64",
            depends_on: &["agreement", "chance_agreement"],
            calls: &["cohens_kappa"],
            template: "cohens_kappa({agreement}, {chance_agreement})",
            named_calls: "cohens_kappa(agreement, chance_agreement)",
            operation: "result of `cohens_kappa`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`observed_agreement` is given unless `independent_raters` is set",
            condition: "independent_raters || optional(observed_agreement).is_some()",
            inputs: &["observed_agreement", "independent_raters"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AnnotatorAgreement {
        ///Starts a [`AnnotatorAgreementBuilder`]; required inputs must be set before [`AnnotatorAgreementBuilder::build`].
        #[must_use]
        pub fn builder() -> AnnotatorAgreementBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AnnotatorAgreementBuilder {
            AnnotatorAgreementBuilder {
                class_shares: Some(__Clone::clone(&self.class_shares)),
                observed_agreement: __Clone::clone(&self.observed_agreement),
                independent_raters: Some(__Clone::clone(&self.independent_raters)),
            }
        }
        ///Agreement by chance alone. Equation: `chance_agreement(class_shares.clone())`.
        #[inline]
        pub fn chance_agreement(&self) -> __Result<f64, __c::EvalError> {
            let class_shares = __Clone::clone(&self.class_shares);
            struct chance_agreement {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    chance_agreement,
                >(mlsysim_core::laws::chance_agreement(class_shares.clone())?))(),
                &__PROPERTIES[0],
            )
        }
        /**The observed agreement: as stated, or the chance agreement for independent raters.

Equation:

```text
if independent_raters {
    chance_agreement
} else {
    optional(observed_agreement).unwrap_or(f64::NAN)
}
```
*/
        #[inline]
        pub fn agreement(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_agreement(self.chance_agreement()?)
        }
        #[doc(hidden)]
        fn __eq_agreement(
            &self,
            chance_agreement: f64,
        ) -> __Result<f64, __c::EvalError> {
            let independent_raters = __Clone::clone(&self.independent_raters);
            let observed_agreement = __Clone::clone(&self.observed_agreement);
            struct agreement {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    agreement,
                >(
                    if independent_raters {
                        chance_agreement
                    } else {
                        ::mlsysim_core::equation::optional(observed_agreement)
                            .unwrap_or(f64::NAN)
                    },
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Cohen's kappa. Equation: `cohens_kappa(agreement, chance_agreement)`.
        #[inline]
        pub fn kappa(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_kappa(self.agreement()?, self.chance_agreement()?)
        }
        #[doc(hidden)]
        fn __eq_kappa(
            &self,
            agreement: f64,
            chance_agreement: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct kappa {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    kappa,
                >(
                    ::mlsysim_core::equation::cohens_kappa(agreement, chance_agreement)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AnnotatorAgreementValues`].
        #[must_use]
        pub fn evaluate(&self) -> AnnotatorAgreementValues<'_> {
            let chance_agreement = self.chance_agreement();
            let agreement = __c::after(
                (&chance_agreement,),
                |(v0,)| self.__eq_agreement(v0),
            );
            let kappa = __c::after(
                (&agreement, &chance_agreement),
                |(v0, v1)| self.__eq_kappa(v0, v1),
            );
            AnnotatorAgreementValues {
                scenario: self,
                chance_agreement,
                agreement,
                kappa,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.class_shares, &__INPUTS[0])?;
            __c::bounded_plain(&self.observed_agreement, &__INPUTS[1])?;
            __c::finite(&self.independent_raters, &__INPUTS[2])?;
            {
                let independent_raters = __Clone::clone(&self.independent_raters);
                let observed_agreement = __Clone::clone(&self.observed_agreement);
                __c::rule(
                    independent_raters
                        || ::mlsysim_core::equation::optional(observed_agreement)
                            .is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.observed_agreement, &self.independent_raters],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_chance_agreement(&self) -> __c::Parts {
            __c::traced(
                self.chance_agreement(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let class_shares = __Clone::clone(& self.class_shares); let part
                    = class_shares.clone(); Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_agreement(&self) -> __c::Parts {
            __c::traced(
                self.agreement(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let observed_agreement = __Clone::clone(& self
                    .observed_agreement); let part =
                    ::mlsysim_core::equation::optional(observed_agreement); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl AnnotatorAgreementBuilder {
        ///Sets `class_shares`: Share of items each class takes, summing to 1.
        #[must_use]
        pub fn class_shares(mut self, value: Vec<f64>) -> Self {
            self.class_shares = Some(value);
            self
        }
        ///Sets `observed_agreement`: Share of items the two annotators label alike.
        #[must_use]
        pub fn observed_agreement(mut self, value: f64) -> Self {
            self.observed_agreement = Some(value);
            self
        }
        ///Leaves `observed_agreement` absent.
        #[must_use]
        pub fn without_observed_agreement(mut self) -> Self {
            self.observed_agreement = None;
            self
        }
        ///Sets `independent_raters`: Whether the raters label independently of the item.
        #[must_use]
        pub fn independent_raters(mut self, value: bool) -> Self {
            self.independent_raters = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AnnotatorAgreement, __c::InputError> {
            let scenario = AnnotatorAgreement {
                class_shares: __c::given(self.class_shares, "class_shares")?,
                observed_agreement: self.observed_agreement,
                independent_raters: self.independent_raters.unwrap_or_else(|| false),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AnnotatorAgreementBuilder {
        type Scenario = AnnotatorAgreement;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "class_shares" => self.class_shares = __c::set(value, &__INPUTS[0])?,
                "observed_agreement" => {
                    self.observed_agreement = __c::set(value, &__INPUTS[1])?;
                }
                "independent_raters" => {
                    self.independent_raters = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AnnotatorAgreement, __c::InputError> {
            AnnotatorAgreementBuilder::build(self)
        }
    }
    impl<'a> AnnotatorAgreementValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AnnotatorAgreement {
            self.scenario
        }
    }
    impl __c::Scenario for AnnotatorAgreement {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AnnotatorAgreement",
            family: &ENGINEERING,
            summary: "Two annotators with the same mix of labels: the agreement they reach by chance alone, and Cohen's kappa at an observed agreement.",
            description: "Raters who label independently of the item agree only by chance, so their observed\nagreement is the chance agreement and their kappa is zero.",
            notes: __c::meta::Notes {
                equation: "p_e = Σ share²; p_o = observed, or p_e for independent raters; κ = (p_o − p_e) ÷ (1 − p_e)",
                assumptions: &["Both annotators label with the same class mix."],
                rules: __RULES,
                excludes: &[
                    "Agreement by class, and more than two annotators (Fleiss' kappa).",
                ],
                derivation: &[
                    "Cohen (1960): agreement beyond chance, scaled by the most beyond chance possible.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "85% raw agreement is below chance for a 90/10 label mix",
                    code: "// 85% raw agreement is below chance for a 90/10 label mix\nuse mlsysim_data::engineering::binary_label_chance_agreement;\n\nlet s = binary_label_chance_agreement()?;\nassert!((s.chance_agreement()? - 0.82).abs() < 1e-12);\nassert!(s.kappa()? < 0.2);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AnnotatorAgreementBuilder;
        fn to_builder(&self) -> AnnotatorAgreementBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.class_shares,
                    &self.observed_agreement,
                    &self.independent_raters,
                ],
                &[&values.chance_agreement, &values.agreement, &values.kappa],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "chance_agreement" => Some(Ok(self.__explain_chance_agreement())),
                "agreement" => Some(Ok(self.__explain_agreement())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "class_shares" => (&__c::explain::Held(&self.class_shares)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(AnnotatorAgreement);
};
