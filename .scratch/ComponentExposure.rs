/**Independent components, each affected with one probability (in a day, or at one instant): how many are affected, and the chance that none or some are.

The count is a product of factors (devices, links per device, modules per link), so the
breakdown stays visible.

# Equation

n = Π counts; expected = n × p; none = (1 − p)^n; any = 1 − none

# Assumptions

- Components are affected independently, each with the same probability.

# Excludes

- Correlated failures (a shared power feed, a bad batch of modules).

# Derivation

- The chance that none of n independent events happens is the product of their complements.

# Examples

```rust
// One module in five degrades somewhere each day
use mlsysim_cluster::fabrics::transceiver_degradation_roce_4k;

let s = transceiver_degradation_roce_4k()?;
assert_eq!(s.n_components()?, 24_576);
assert!((s.p_any()? - 0.2178910522809766).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ComponentExposure {
    ///The factors whose product is the component count, by name. *Allowed >= 1.*
    pub counts: Named<u32>,
    ///Probability that one component is affected. *Allowed [0.0, 1.0].*
    pub probability: f64,
}
///Builds a [`ComponentExposure`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ComponentExposureBuilder {
    counts: ::core::option::Option<Named<u32>>,
    probability: ::core::option::Option<f64>,
}
///Every property of a [`ComponentExposure`], each computed once (see [`ComponentExposure::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ComponentExposureValues<'a> {
    scenario: &'a ComponentExposure,
    ///Components in all.
    pub n_components: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Components expected to be affected.
    pub expected_events: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Probability that no component is affected.
    pub p_none: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Probability that at least one component is affected.
    pub p_any: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "counts",
            ty: "Named<u32>",
            doc: "The factors whose product is the component count, by name.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "probability",
            ty: "f64",
            doc: "Probability that one component is affected.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "n_components",
            doc: "Components in all.",
            equation: "the product of the counts",
            equation_is_code: false,
            result_type: "i64",
            depends_on: &["counts"],
            reaches: &[("counts", "values")],
            template: "{#0 counts.values()}\n    .try_fold(1_i64, |n, &c| n.checked_mul(i64::from(c)))\n    .ok_or_else(|| EvalError::domain(\"the component count overflows\"))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_events",
            doc: "Components expected to be affected.",
            equation: "n_components * probability",
            result_type: "f64",
            depends_on: &["probability", "n_components"],
            template: "{n_components} * {probability}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "p_none",
            doc: "Probability that no component is affected.",
            equation: "all_up_availability(1.0 - probability, n_components)",
            result_type: "f64",
            depends_on: &["probability", "n_components"],
            calls: &["all_up_availability"],
            template: "all_up_availability(1.0 - {probability}, {n_components})",
            operation: "result of `all_up_availability`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "p_any",
            doc: "Probability that at least one component is affected.",
            equation: "1.0 - p_none",
            result_type: "f64",
            depends_on: &["p_none"],
            template: "1.0 - {p_none}",
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
    impl ComponentExposure {
        ///Starts a [`ComponentExposureBuilder`]; required inputs must be set before [`ComponentExposureBuilder::build`].
        #[must_use]
        pub fn builder() -> ComponentExposureBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ComponentExposureBuilder {
            ComponentExposureBuilder {
                counts: Some(__Clone::clone(&self.counts)),
                probability: Some(__Clone::clone(&self.probability)),
            }
        }
        ///Components in all. Equation: the product of the counts.
        #[inline]
        pub fn n_components(&self) -> __Result<i64, __c::EvalError> {
            let counts = __Clone::clone(&self.counts);
            struct n_components {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    n_components,
                >(
                    counts
                        .values()
                        .try_fold(1_i64, |n, &c| n.checked_mul(i64::from(c)))
                        .ok_or_else(|| EvalError::domain(
                            "the component count overflows",
                        ))?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Components expected to be affected. Equation: `n_components * probability`.
        #[inline]
        pub fn expected_events(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_expected_events(self.n_components()?)
        }
        #[doc(hidden)]
        fn __eq_expected_events(
            &self,
            n_components: i64,
        ) -> __Result<f64, __c::EvalError> {
            let probability = __Clone::clone(&self.probability);
            struct expected_events {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    expected_events,
                >(n_components.eq_mul(probability)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Probability that no component is affected. Equation: `all_up_availability(1.0 - probability, n_components)`.
        #[inline]
        pub fn p_none(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_p_none(self.n_components()?)
        }
        #[doc(hidden)]
        fn __eq_p_none(&self, n_components: i64) -> __Result<f64, __c::EvalError> {
            let probability = __Clone::clone(&self.probability);
            struct p_none {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    p_none,
                >(
                    ::mlsysim_core::equation::all_up_availability(
                        (1.0).eq_sub(probability)?,
                        n_components,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Probability that at least one component is affected. Equation: `1.0 - p_none`.
        #[inline]
        pub fn p_any(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_p_any(self.p_none()?)
        }
        #[doc(hidden)]
        fn __eq_p_any(&self, p_none: f64) -> __Result<f64, __c::EvalError> {
            struct p_any {}
            __c::member(
                (|| __c::conform::<f64, _, p_any>((1.0).eq_sub(p_none)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ComponentExposureValues`].
        #[must_use]
        pub fn evaluate(&self) -> ComponentExposureValues<'_> {
            let n_components = self.n_components();
            let expected_events = __c::after(
                (&n_components,),
                |(v0,)| self.__eq_expected_events(v0),
            );
            let p_none = __c::after((&n_components,), |(v0,)| self.__eq_p_none(v0));
            let p_any = __c::after((&p_none,), |(v0,)| self.__eq_p_any(v0));
            ComponentExposureValues {
                scenario: self,
                n_components,
                expected_events,
                p_none,
                p_any,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.counts, &__INPUTS[0])?;
            __c::bounded_plain(&self.probability, &__INPUTS[1])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_n_components(&self) -> __c::Parts {
            __c::traced(
                self.n_components(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let counts = __Clone::clone(& self.counts); let part = counts
                    .values(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_p_none(&self) -> __c::Parts {
            __c::traced(
                self.p_none(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "all_up_availability", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let probability =
                    __Clone::clone(& self.probability); let part = (1.0)
                    .eq_sub(probability) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()), __c::Operand::Name("n_components")] }
                ],
            )
        }
    }
    impl ComponentExposureBuilder {
        ///Sets `counts`: The factors whose product is the component count, by name.
        #[must_use]
        pub fn counts(mut self, value: Named<u32>) -> Self {
            self.counts = Some(value);
            self
        }
        ///Sets `probability`: Probability that one component is affected.
        #[must_use]
        pub fn probability(mut self, value: f64) -> Self {
            self.probability = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ComponentExposure, __c::InputError> {
            let scenario = ComponentExposure {
                counts: __c::given(self.counts, "counts")?,
                probability: __c::given(self.probability, "probability")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ComponentExposureBuilder {
        type Scenario = ComponentExposure;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "counts" => self.counts = __c::set(value, &__INPUTS[0])?,
                "probability" => self.probability = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ComponentExposure, __c::InputError> {
            ComponentExposureBuilder::build(self)
        }
    }
    impl<'a> ComponentExposureValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ComponentExposure {
            self.scenario
        }
    }
    impl __c::Scenario for ComponentExposure {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ComponentExposure",
            family: &NETWORK_FABRICS,
            summary: "Independent components, each affected with one probability (in a day, or at one instant): how many are affected, and the chance that none or some are.",
            description: "The count is a product of factors (devices, links per device, modules per link), so the\nbreakdown stays visible.",
            notes: __c::meta::Notes {
                equation: "n = Π counts; expected = n × p; none = (1 − p)^n; any = 1 − none",
                assumptions: &[
                    "Components are affected independently, each with the same probability.",
                ],
                rules: __RULES,
                excludes: &[
                    "Correlated failures (a shared power feed, a bad batch of modules).",
                ],
                derivation: &[
                    "The chance that none of n independent events happens is the product of their complements.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "One module in five degrades somewhere each day",
                    code: "// One module in five degrades somewhere each day\nuse mlsysim_cluster::fabrics::transceiver_degradation_roce_4k;\n\nlet s = transceiver_degradation_roce_4k()?;\nassert_eq!(s.n_components()?, 24_576);\nassert!((s.p_any()? - 0.2178910522809766).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ComponentExposureBuilder;
        fn to_builder(&self) -> ComponentExposureBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.counts, &self.probability],
                &[
                    &values.n_components,
                    &values.expected_events,
                    &values.p_none,
                    &values.p_any,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "n_components" => Some(Ok(self.__explain_n_components())),
                "p_none" => Some(Ok(self.__explain_p_none())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "counts" => (&__c::explain::Held(&self.counts)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(ComponentExposure);
};
