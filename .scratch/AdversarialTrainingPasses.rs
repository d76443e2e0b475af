/**The work of adversarial training per batch, in standard forward-backward passes: the passes spent finding each perturbation and those spent on the update, against standard training.

# Equation

passes = attack + update; slowdown = passes ÷ standard passes

# Assumptions

- Every pass costs the same, and nothing is reused across attack steps.

# Excludes

- Cheaper attacks (single-step, reused perturbations).

# Derivation

- Work counted in passes.

# Examples

```rust
// PGD-7 costs eight times standard training
use mlsysim_fleet::security::pgd_seven_training;

assert_eq!(pgd_seven_training()?.slowdown()?, 8.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AdversarialTrainingPasses {
    ///Passes spent finding the perturbation.
    pub attack_passes: u32,
    ///Passes spent on the update (2 for a doubled clean-and-adversarial batch).
    pub update_passes: u32,
    ///Passes per batch of standard training. *Default `1`; allowed >= 1.*
    pub standard_passes: u32,
}
///Builds a [`AdversarialTrainingPasses`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AdversarialTrainingPassesBuilder {
    attack_passes: ::core::option::Option<u32>,
    update_passes: ::core::option::Option<u32>,
    standard_passes: ::core::option::Option<u32>,
}
///Every property of a [`AdversarialTrainingPasses`], each computed once (see [`AdversarialTrainingPasses::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AdversarialTrainingPassesValues<'a> {
    scenario: &'a AdversarialTrainingPasses,
    ///Passes per batch of adversarial training.
    pub passes: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The work as a multiple of standard training's.
    pub slowdown: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "attack_passes",
            ty: "u32",
            doc: "Passes spent finding the perturbation.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "update_passes",
            ty: "u32",
            doc: "Passes spent on the update (2 for a doubled clean-and-adversarial batch).",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "standard_passes",
            ty: "u32",
            doc: "Passes per batch of standard training.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "passes",
            doc: "Passes per batch of adversarial training.",
            equation: "attack_passes + update_passes",
            result_type: "i64",
            depends_on: &["attack_passes", "update_passes"],
            template: "{attack_passes} + {update_passes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slowdown",
            doc: "The work as a multiple of standard training's.",
            equation: "passes / standard_passes",
            result_type: "f64",
            depends_on: &["standard_passes", "passes"],
            template: "{passes} / {standard_passes}",
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
    impl AdversarialTrainingPasses {
        ///Starts a [`AdversarialTrainingPassesBuilder`]; required inputs must be set before [`AdversarialTrainingPassesBuilder::build`].
        #[must_use]
        pub fn builder() -> AdversarialTrainingPassesBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AdversarialTrainingPassesBuilder {
            AdversarialTrainingPassesBuilder {
                attack_passes: Some(__Clone::clone(&self.attack_passes)),
                update_passes: Some(__Clone::clone(&self.update_passes)),
                standard_passes: Some(__Clone::clone(&self.standard_passes)),
            }
        }
        ///Passes per batch of adversarial training. Equation: `attack_passes + update_passes`.
        #[inline]
        pub fn passes(&self) -> __Result<i64, __c::EvalError> {
            let attack_passes = __Clone::clone(&self.attack_passes);
            let update_passes = __Clone::clone(&self.update_passes);
            struct passes {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    passes,
                >(attack_passes.eq_add(update_passes)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The work as a multiple of standard training's. Equation: `passes / standard_passes`.
        #[inline]
        pub fn slowdown(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_slowdown(self.passes()?)
        }
        #[doc(hidden)]
        fn __eq_slowdown(&self, passes: i64) -> __Result<f64, __c::EvalError> {
            let standard_passes = __Clone::clone(&self.standard_passes);
            struct slowdown {}
            __c::member(
                (|| __c::conform::<f64, _, slowdown>(passes.eq_div(standard_passes)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AdversarialTrainingPassesValues`].
        #[must_use]
        pub fn evaluate(&self) -> AdversarialTrainingPassesValues<'_> {
            let passes = self.passes();
            let slowdown = __c::after((&passes,), |(v0,)| self.__eq_slowdown(v0));
            AdversarialTrainingPassesValues {
                scenario: self,
                passes,
                slowdown,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.attack_passes, &__INPUTS[0])?;
            __c::finite(&self.update_passes, &__INPUTS[1])?;
            __c::bounded_plain(&self.standard_passes, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl AdversarialTrainingPassesBuilder {
        ///Sets `attack_passes`: Passes spent finding the perturbation.
        #[must_use]
        pub fn attack_passes(mut self, value: u32) -> Self {
            self.attack_passes = Some(value);
            self
        }
        ///Sets `update_passes`: Passes spent on the update (2 for a doubled clean-and-adversarial batch).
        #[must_use]
        pub fn update_passes(mut self, value: u32) -> Self {
            self.update_passes = Some(value);
            self
        }
        ///Sets `standard_passes`: Passes per batch of standard training.
        #[must_use]
        pub fn standard_passes(mut self, value: u32) -> Self {
            self.standard_passes = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AdversarialTrainingPasses, __c::InputError> {
            let scenario = AdversarialTrainingPasses {
                attack_passes: __c::given(self.attack_passes, "attack_passes")?,
                update_passes: __c::given(self.update_passes, "update_passes")?,
                standard_passes: self.standard_passes.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AdversarialTrainingPassesBuilder {
        type Scenario = AdversarialTrainingPasses;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "attack_passes" => self.attack_passes = __c::set(value, &__INPUTS[0])?,
                "update_passes" => self.update_passes = __c::set(value, &__INPUTS[1])?,
                "standard_passes" => {
                    self.standard_passes = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AdversarialTrainingPasses, __c::InputError> {
            AdversarialTrainingPassesBuilder::build(self)
        }
    }
    impl<'a> AdversarialTrainingPassesValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AdversarialTrainingPasses {
            self.scenario
        }
    }
    impl __c::Scenario for AdversarialTrainingPasses {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AdversarialTrainingPasses",
            family: &SECURITY,
            summary: "The work of adversarial training per batch, in standard forward-backward passes: the passes spent finding each perturbation and those spent on the update, against standard training.",
            description: "",
            notes: __c::meta::Notes {
                equation: "passes = attack + update; slowdown = passes ÷ standard passes",
                assumptions: &[
                    "Every pass costs the same, and nothing is reused across attack steps.",
                ],
                rules: __RULES,
                excludes: &["Cheaper attacks (single-step, reused perturbations)."],
                derivation: &["Work counted in passes."],
            },
            examples: &[
                __c::meta::Example {
                    title: "PGD-7 costs eight times standard training",
                    code: "// PGD-7 costs eight times standard training\nuse mlsysim_fleet::security::pgd_seven_training;\n\nassert_eq!(pgd_seven_training()?.slowdown()?, 8.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AdversarialTrainingPassesBuilder;
        fn to_builder(&self) -> AdversarialTrainingPassesBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.attack_passes, &self.update_passes, &self.standard_passes],
                &[&values.passes, &values.slowdown],
            )
        }
    }
    __c::glue!(AdversarialTrainingPasses);
};
