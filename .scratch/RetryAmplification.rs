/**Attempts that reach a dependency when each of several nested layers retries on its own.

# Equation

attempts through L layers = a^L; one coordinated retry budget = a

# Assumptions

- Every layer retries the full allowance on every failure below it.

# Excludes

- Timeouts that cut retries short, and backoff between attempts.

# Derivation

- Each layer multiplies the attempts of the layer below by a, so L layers give a^L.

# Examples

```rust
// Three layers of retries
use mlsysim_scenarios::recovery::three_layer_retry_amplification;

let s = three_layer_retry_amplification()?;
assert_eq!(s.by_layer()?, [1, 3, 9, 27]);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetryAmplification {
    ///The layers that retry, outermost first.
    pub layer_names: Vec<String>,
    ///Attempts each layer makes. *Allowed >= 1.*
    pub attempts_per_layer: u32,
}
///Builds a [`RetryAmplification`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RetryAmplificationBuilder {
    layer_names: ::core::option::Option<Vec<String>>,
    attempts_per_layer: ::core::option::Option<u32>,
}
///Every property of a [`RetryAmplification`], each computed once (see [`RetryAmplification::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetryAmplificationValues<'a> {
    scenario: &'a RetryAmplification,
    ///Number of layers.
    pub layers: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Attempts reaching the dependency with the first k layers retrying, k = 0 to all.
    pub by_layer: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///Attempts reaching the dependency with every layer retrying.
    pub layered: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Attempts with one coordinated retry budget.
    pub coordinated: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "layer_names",
            ty: "Vec<String>",
            doc: "The layers that retry, outermost first.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "attempts_per_layer",
            ty: "u32",
            doc: "Attempts each layer makes.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "layers",
            doc: "Number of layers.",
            equation: "len(&layer_names)",
            result_type: "i64",
            depends_on: &["layer_names"],
            calls: &["len"],
            template: "len(&{layer_names})",
            operation: "result of `len`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "by_layer",
            doc: "Attempts reaching the dependency with the first k layers retrying, k = 0 to all.",
            equation: "(0..=layers).map(|k| pow(attempts_per_layer, k)).collect::<Result<Vec<i64>, _>>()",
            result_type: "Vec<i64>",
            depends_on: &["attempts_per_layer", "layers"],
            calls: &["pow"],
            template: "(0..={layers})\n    .map(|k| pow({attempts_per_layer}, k))\n    .collect::<Result<Vec<i64>, _>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "layered",
            doc: "Attempts reaching the dependency with every layer retrying.",
            equation: "pow(attempts_per_layer, layers)",
            result_type: "i64",
            depends_on: &["attempts_per_layer", "layers"],
            calls: &["pow"],
            template: "pow({attempts_per_layer}, {layers})",
            named_calls: "pow(attempts_per_layer, layers)",
            operation: "result of `pow`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "coordinated",
            doc: "Attempts with one coordinated retry budget.",
            equation: "i64::from(attempts_per_layer)",
            result_type: "i64",
            depends_on: &["attempts_per_layer"],
            template: "i64::from({attempts_per_layer})",
            operation: "result of `from`",
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
    impl RetryAmplification {
        ///Starts a [`RetryAmplificationBuilder`]; required inputs must be set before [`RetryAmplificationBuilder::build`].
        #[must_use]
        pub fn builder() -> RetryAmplificationBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RetryAmplificationBuilder {
            RetryAmplificationBuilder {
                layer_names: Some(__Clone::clone(&self.layer_names)),
                attempts_per_layer: Some(__Clone::clone(&self.attempts_per_layer)),
            }
        }
        ///Number of layers. Equation: `len(&layer_names)`.
        #[inline]
        pub fn layers(&self) -> __Result<i64, __c::EvalError> {
            let layer_names = __Clone::clone(&self.layer_names);
            struct layers {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    layers,
                >(::mlsysim_core::equation::len(&layer_names)))(),
                &__PROPERTIES[0],
            )
        }
        ///Attempts reaching the dependency with the first k layers retrying, k = 0 to all. Equation: `(0..=layers).map(|k| pow(attempts_per_layer, k)).collect::<Result<Vec<i64>, _>>()`.
        #[inline]
        pub fn by_layer(&self) -> __Result<Vec<i64>, __c::EvalError> {
            self.__eq_by_layer(self.layers()?)
        }
        #[doc(hidden)]
        fn __eq_by_layer(&self, layers: i64) -> __Result<Vec<i64>, __c::EvalError> {
            let attempts_per_layer = __Clone::clone(&self.attempts_per_layer);
            struct by_layer {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    by_layer,
                >(
                    (0..=layers)
                        .map(|k| ::mlsysim_core::equation::pow(attempts_per_layer, k))
                        .collect::<Result<Vec<i64>, _>>()?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Attempts reaching the dependency with every layer retrying. Equation: `pow(attempts_per_layer, layers)`.
        #[inline]
        pub fn layered(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_layered(self.layers()?)
        }
        #[doc(hidden)]
        fn __eq_layered(&self, layers: i64) -> __Result<i64, __c::EvalError> {
            let attempts_per_layer = __Clone::clone(&self.attempts_per_layer);
            struct layered {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    layered,
                >(::mlsysim_core::equation::pow(attempts_per_layer, layers)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Attempts with one coordinated retry budget. Equation: `i64::from(attempts_per_layer)`.
        #[inline]
        pub fn coordinated(&self) -> __Result<i64, __c::EvalError> {
            let attempts_per_layer = __Clone::clone(&self.attempts_per_layer);
            struct coordinated {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    coordinated,
                >(i64::from(attempts_per_layer)))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RetryAmplificationValues`].
        #[must_use]
        pub fn evaluate(&self) -> RetryAmplificationValues<'_> {
            let layers = self.layers();
            let by_layer = __c::after((&layers,), |(v0,)| self.__eq_by_layer(v0));
            let layered = __c::after((&layers,), |(v0,)| self.__eq_layered(v0));
            let coordinated = self.coordinated();
            RetryAmplificationValues {
                scenario: self,
                layers,
                by_layer,
                layered,
                coordinated,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.layer_names, &__INPUTS[0])?;
            __c::bounded_plain(&self.attempts_per_layer, &__INPUTS[1])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_layers(&self) -> __c::Parts {
            __c::traced(
                self.layers(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let layer_names =
                    __Clone::clone(& self.layer_names); let part = & layer_names; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl RetryAmplificationBuilder {
        ///Sets `layer_names`: The layers that retry, outermost first.
        #[must_use]
        pub fn layer_names(mut self, value: Vec<String>) -> Self {
            self.layer_names = Some(value);
            self
        }
        ///Sets `attempts_per_layer`: Attempts each layer makes.
        #[must_use]
        pub fn attempts_per_layer(mut self, value: u32) -> Self {
            self.attempts_per_layer = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RetryAmplification, __c::InputError> {
            let scenario = RetryAmplification {
                layer_names: __c::given(self.layer_names, "layer_names")?,
                attempts_per_layer: __c::given(
                    self.attempts_per_layer,
                    "attempts_per_layer",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RetryAmplificationBuilder {
        type Scenario = RetryAmplification;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "layer_names" => self.layer_names = __c::set(value, &__INPUTS[0])?,
                "attempts_per_layer" => {
                    self.attempts_per_layer = __c::set(value, &__INPUTS[1])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RetryAmplification, __c::InputError> {
            RetryAmplificationBuilder::build(self)
        }
    }
    impl<'a> RetryAmplificationValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RetryAmplification {
            self.scenario
        }
    }
    impl __c::Scenario for RetryAmplification {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RetryAmplification",
            family: &RECOVERY,
            summary: "Attempts that reach a dependency when each of several nested layers retries on its own.",
            description: "",
            notes: __c::meta::Notes {
                equation: "attempts through L layers = a^L; one coordinated retry budget = a",
                assumptions: &[
                    "Every layer retries the full allowance on every failure below it.",
                ],
                rules: __RULES,
                excludes: &[
                    "Timeouts that cut retries short, and backoff between attempts.",
                ],
                derivation: &[
                    "Each layer multiplies the attempts of the layer below by a, so L layers give a^L.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Three layers of retries",
                    code: "// Three layers of retries\nuse mlsysim_scenarios::recovery::three_layer_retry_amplification;\n\nlet s = three_layer_retry_amplification()?;\nassert_eq!(s.by_layer()?, [1, 3, 9, 27]);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RetryAmplificationBuilder;
        fn to_builder(&self) -> RetryAmplificationBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.layer_names, &self.attempts_per_layer],
                &[&values.layers, &values.by_layer, &values.layered, &values.coordinated],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "layers" => Some(Ok(self.__explain_layers())),
                _ => None,
            }
        }
    }
    __c::glue!(RetryAmplification);
};
