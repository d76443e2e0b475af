/**Assumed shapes of the operational load a portfolio of N models puts on one team (alerts growing as N, deployments as N ln N, pairwise conflicts as N²) against what the team can absorb.

The shapes are a sketch, not measurements. The reference files this class under its
section "Neural computation: dense networks, activations, losses, and number formats".

# Equation

load(N) = a N + N ln N + c N²; crossing = the least N from 1 with load(N) ≥ capacity

# Assumptions

- Every model adds the same alerts; N models form about N²/2 pairs that can conflict.
- A portfolio that never reaches the capacity up to `max_models` has no crossing: an error here, where the reference answers 1.

# Excludes

- Automation that flattens any of the three shapes.

# Derivation

- The sum of the three assumed growth laws, scanned over portfolio sizes.

# Examples

```rust
// The load crosses the team's capacity at 51 models
use mlsysim_scenarios::economics::operational_load_sketch;

let s = operational_load_sketch()?;
assert_eq!(s.crossing_models()?, 51);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OperationalLoad {
    ///Alert units each model adds. *Allowed >= 0.*
    pub alerts_per_model: f64,
    ///Conflict load per model squared (about ½ for pairwise conflicts). *Allowed >= 0.*
    pub conflict_coefficient: f64,
    ///Load one team can absorb. *Allowed >= 0.*
    pub team_capacity: f64,
    ///Largest portfolio considered. *Allowed [1, 100_000].*
    pub max_models: u32,
}
///Builds a [`OperationalLoad`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OperationalLoadBuilder {
    alerts_per_model: ::core::option::Option<f64>,
    conflict_coefficient: ::core::option::Option<f64>,
    team_capacity: ::core::option::Option<f64>,
    max_models: ::core::option::Option<u32>,
}
///Every property of a [`OperationalLoad`], each computed once (see [`OperationalLoad::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OperationalLoadValues<'a> {
    scenario: &'a OperationalLoad,
    ///Portfolio sizes considered: 1 to `max_models`.
    pub model_counts: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///The least portfolio whose load reaches the team's capacity.
    pub crossing_models: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "alerts_per_model",
            ty: "f64",
            doc: "Alert units each model adds.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "conflict_coefficient",
            ty: "f64",
            doc: "Conflict load per model squared (about ½ for pairwise conflicts).",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "team_capacity",
            ty: "f64",
            doc: "Load one team can absorb.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "max_models",
            ty: "u32",
            doc: "Largest portfolio considered.",
            bounds: __c::Bounds::range(
                Some(1f64),
                Some(100000f64),
                true,
                "[1, 100_000]",
            ),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "model_counts",
            doc: "Portfolio sizes considered: 1 to `max_models`.",
            equation: "(1..=i64::from(max_models)).collect::<Vec<i64>>()",
            result_type: "Vec<i64>",
            depends_on: &["max_models"],
            template: "(1..=i64::from({max_models})).collect::<Vec<i64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossing_models",
            doc: "The least portfolio whose load reaches the team's capacity.",
            equation: "{\n    let mut crossing = None;\n    for n in 1..=max_models {\n        if total(n) >= team_capacity {\n            crossing = Some(i64::from(n));\n            break;\n        }\n    }\n    require(\n        crossing.is_some(),\n        \"the load never reaches the team's capacity up to `max_models`\",\n    );\n    crossing.unwrap_or_default()\n}",
            result_type: "i64",
            depends_on: &["max_models", "team_capacity"],
            calls: &["require"],
            template: "{{\n    let mut crossing = None;\n    for n in 1..={max_models} {{\n        if total(n) >= {team_capacity} {{\n            crossing = Some(i64::from(n));\n            break;\n        }}\n    }}\n    require(\n        crossing.is_some(),\n        \"the load never reaches the team's capacity up to `max_models`\",\n    );\n    crossing.unwrap_or_default()\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "alerts",
            kind: __c::MemberKind::Method,
            doc: "Alert load of `n` models.",
            equation: "alerts_per_model * n",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::From("crossing_models"),
                        __c::Sample::From("max_models"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "f64",
            depends_on: &["alerts_per_model"],
            template: "{alerts_per_model} * {n}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "deployments",
            kind: __c::MemberKind::Method,
            doc: "Deployment load of `n` models: n ln n.",
            equation: "n * ln(f64::from(n))",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::From("crossing_models"),
                        __c::Sample::From("max_models"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "f64",
            calls: &["ln"],
            template: "{n} * ln(f64::from({n}))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "conflicts",
            kind: __c::MemberKind::Method,
            doc: "Conflict load of `n` models: c n².",
            equation: "conflict_coefficient * (n * n)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::From("crossing_models"),
                        __c::Sample::From("max_models"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "f64",
            depends_on: &["conflict_coefficient"],
            template: "{conflict_coefficient} * ({n} * {n})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total",
            kind: __c::MemberKind::Method,
            doc: "The whole load of `n` models.",
            equation: "alerts(n) + deployments(n) + conflicts(n)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::From("crossing_models"),
                        __c::Sample::From("max_models"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "f64",
            template: "{#0 alerts(n)} + {#1 deployments(n)} + {#2 conflicts(n)}",
            named_calls: "alerts(n); deployments(n); conflicts(n)",
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
    impl OperationalLoad {
        ///Starts a [`OperationalLoadBuilder`]; required inputs must be set before [`OperationalLoadBuilder::build`].
        #[must_use]
        pub fn builder() -> OperationalLoadBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OperationalLoadBuilder {
            OperationalLoadBuilder {
                alerts_per_model: Some(__Clone::clone(&self.alerts_per_model)),
                conflict_coefficient: Some(__Clone::clone(&self.conflict_coefficient)),
                team_capacity: Some(__Clone::clone(&self.team_capacity)),
                max_models: Some(__Clone::clone(&self.max_models)),
            }
        }
        ///Portfolio sizes considered: 1 to `max_models`. Equation: `(1..=i64::from(max_models)).collect::<Vec<i64>>()`.
        #[inline]
        pub fn model_counts(&self) -> __Result<Vec<i64>, __c::EvalError> {
            let max_models = __Clone::clone(&self.max_models);
            struct model_counts {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    model_counts,
                >((1..=i64::from(max_models)).collect::<Vec<i64>>()))(),
                &__PROPERTIES[0],
            )
        }
        /**The least portfolio whose load reaches the team's capacity.

Equation:

```text
{
    let mut crossing = None;
    for n in 1..=max_models {
        if total(n) >= team_capacity {
            crossing = Some(i64::from(n));
            break;
        }
    }
    require(
        crossing.is_some(),
        "the load never reaches the team's capacity up to `max_models`",
    );
    crossing.unwrap_or_default()
}
```
*/
        #[inline]
        pub fn crossing_models(&self) -> __Result<i64, __c::EvalError> {
            let max_models = __Clone::clone(&self.max_models);
            let team_capacity = __Clone::clone(&self.team_capacity);
            let total = |n: u32| self.total(n);
            struct crossing_models {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    crossing_models,
                >({
                    let mut crossing = None;
                    for n in 1..=max_models {
                        if total(n)? >= team_capacity {
                            crossing = Some(i64::from(n));
                            break;
                        }
                    }
                    ::mlsysim_core::equation::require(
                        crossing.is_some(),
                        "the load never reaches the team's capacity up to `max_models`",
                    )?;
                    crossing.unwrap_or_default()
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///Alert load of `n` models. Equation: `alerts_per_model * n`.
        #[inline]
        pub fn alerts(&self, n: u32) -> __Result<f64, __c::EvalError> {
            __c::argument(&n, "alerts", &(&__METHODS[0]).args[0])?;
            let alerts_per_model = __Clone::clone(&self.alerts_per_model);
            struct alerts {}
            __c::member(
                (|| __c::conform::<f64, _, alerts>(alerts_per_model.eq_mul(n)?))(),
                &__METHODS[0],
            )
        }
        ///Deployment load of `n` models: n ln n. Equation: `n * ln(f64::from(n))`.
        #[inline]
        pub fn deployments(&self, n: u32) -> __Result<f64, __c::EvalError> {
            __c::argument(&n, "deployments", &(&__METHODS[1]).args[0])?;
            struct deployments {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    deployments,
                >(n.eq_mul(::mlsysim_core::equation::ln(f64::from(n))?)?))(),
                &__METHODS[1],
            )
        }
        ///Conflict load of `n` models: c n². Equation: `conflict_coefficient * (n * n)`.
        #[inline]
        pub fn conflicts(&self, n: u32) -> __Result<f64, __c::EvalError> {
            __c::argument(&n, "conflicts", &(&__METHODS[2]).args[0])?;
            let conflict_coefficient = __Clone::clone(&self.conflict_coefficient);
            struct conflicts {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    conflicts,
                >(conflict_coefficient.eq_mul(n.eq_mul(n)?)?))(),
                &__METHODS[2],
            )
        }
        ///The whole load of `n` models. Equation: `alerts(n) + deployments(n) + conflicts(n)`.
        #[inline]
        pub fn total(&self, n: u32) -> __Result<f64, __c::EvalError> {
            __c::argument(&n, "total", &(&__METHODS[3]).args[0])?;
            let alerts = |n: u32| self.alerts(n);
            let deployments = |n: u32| self.deployments(n);
            let conflicts = |n: u32| self.conflicts(n);
            struct total {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    total,
                >(alerts(n)?.eq_add(deployments(n)?)?.eq_add(conflicts(n)?)?))(),
                &__METHODS[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OperationalLoadValues`].
        #[must_use]
        pub fn evaluate(&self) -> OperationalLoadValues<'_> {
            let model_counts = self.model_counts();
            let crossing_models = self.crossing_models();
            OperationalLoadValues {
                scenario: self,
                model_counts,
                crossing_models,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.alerts_per_model, &__INPUTS[0])?;
            __c::bounded(&self.conflict_coefficient, &__INPUTS[1])?;
            __c::bounded(&self.team_capacity, &__INPUTS[2])?;
            __c::bounded_plain(&self.max_models, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_deployments(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.deployments(__Clone::clone(&n)),
                &__METHODS[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ln", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let n = __Clone::clone(&
                    n); let part = f64::from(n); Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_total(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.total(__Clone::clone(&n)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let n = __Clone::clone(& n); let alerts = | n : u32 | self
                    .alerts(n); let part = alerts(n) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let n = __Clone::clone(& n); let
                    deployments = | n : u32 | self.deployments(n); let part =
                    deployments(n) ?; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let n = __Clone::clone(& n); let conflicts = | n : u32 | self
                    .conflicts(n); let part = conflicts(n) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "alerts", args :
                    ::std::vec![__c::Operand::Name("n")] }, __c::CallSite { name :
                    "deployments", args : ::std::vec![__c::Operand::Name("n")] },
                    __c::CallSite { name : "conflicts", args :
                    ::std::vec![__c::Operand::Name("n")] }
                ],
            )
        }
    }
    impl OperationalLoadBuilder {
        ///Sets `alerts_per_model`: Alert units each model adds.
        #[must_use]
        pub fn alerts_per_model(mut self, value: f64) -> Self {
            self.alerts_per_model = Some(value);
            self
        }
        ///Sets `conflict_coefficient`: Conflict load per model squared (about ½ for pairwise conflicts).
        #[must_use]
        pub fn conflict_coefficient(mut self, value: f64) -> Self {
            self.conflict_coefficient = Some(value);
            self
        }
        ///Sets `team_capacity`: Load one team can absorb.
        #[must_use]
        pub fn team_capacity(mut self, value: f64) -> Self {
            self.team_capacity = Some(value);
            self
        }
        ///Sets `max_models`: Largest portfolio considered.
        #[must_use]
        pub fn max_models(mut self, value: u32) -> Self {
            self.max_models = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<OperationalLoad, __c::InputError> {
            let scenario = OperationalLoad {
                alerts_per_model: __c::given(self.alerts_per_model, "alerts_per_model")?,
                conflict_coefficient: __c::given(
                    self.conflict_coefficient,
                    "conflict_coefficient",
                )?,
                team_capacity: __c::given(self.team_capacity, "team_capacity")?,
                max_models: __c::given(self.max_models, "max_models")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OperationalLoadBuilder {
        type Scenario = OperationalLoad;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "alerts_per_model" => {
                    self.alerts_per_model = __c::set(value, &__INPUTS[0])?;
                }
                "conflict_coefficient" => {
                    self.conflict_coefficient = __c::set(value, &__INPUTS[1])?;
                }
                "team_capacity" => self.team_capacity = __c::set(value, &__INPUTS[2])?,
                "max_models" => self.max_models = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<OperationalLoad, __c::InputError> {
            OperationalLoadBuilder::build(self)
        }
    }
    impl<'a> OperationalLoadValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a OperationalLoad {
            self.scenario
        }
        ///[`OperationalLoad::alerts`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn alerts(&self, n: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.alerts(n)
        }
        ///[`OperationalLoad::deployments`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn deployments(&self, n: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.deployments(n)
        }
        ///[`OperationalLoad::conflicts`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn conflicts(&self, n: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.conflicts(n)
        }
        ///[`OperationalLoad::total`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn total(&self, n: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.total(n)
        }
    }
    impl __c::Scenario for OperationalLoad {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "OperationalLoad",
            family: &ECONOMICS,
            summary: "Assumed shapes of the operational load a portfolio of N models puts on one team (alerts growing as N, deployments as N ln N, pairwise conflicts as N²) against what the team can absorb.",
            description: "The shapes are a sketch, not measurements. The reference files this class under its\nsection \"Neural computation: dense networks, activations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "load(N) = a N + N ln N + c N²; crossing = the least N from 1 with load(N) ≥ capacity",
                assumptions: &[
                    "Every model adds the same alerts; N models form about N²/2 pairs that can conflict.",
                    "A portfolio that never reaches the capacity up to `max_models` has no crossing: an error here, where the reference answers 1.",
                ],
                rules: __RULES,
                excludes: &["Automation that flattens any of the three shapes."],
                derivation: &[
                    "The sum of the three assumed growth laws, scanned over portfolio sizes.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The load crosses the team's capacity at 51 models",
                    code: "// The load crosses the team's capacity at 51 models\nuse mlsysim_scenarios::economics::operational_load_sketch;\n\nlet s = operational_load_sketch()?;\nassert_eq!(s.crossing_models()?, 51);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OperationalLoadBuilder;
        fn to_builder(&self) -> OperationalLoadBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.alerts_per_model,
                    &self.conflict_coefficient,
                    &self.team_capacity,
                    &self.max_models,
                ],
                &[&values.model_counts, &values.crossing_models],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "alerts" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.alerts(a0), &__METHODS[0])
                }
                "deployments" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.deployments(a0), &__METHODS[1])
                }
                "conflicts" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.conflicts(a0), &__METHODS[2])
                }
                "total" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.total(a0), &__METHODS[3])
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
                "deployments" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_deployments(a0)),
                    )
                }
                "total" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_total(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "crossing_models" => {
                    self.crossing_models()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                "max_models" => {
                    __c::samples(&self.max_models, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(OperationalLoad);
};
