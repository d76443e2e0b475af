/**The zones one serialized request is laid out in, and the share of it that leading zones shared by every request make up.

A request is serialized as an ordered list of named zones (system prompt, tool schemas,
history, ...), each a count of tokens. The first `shared_zones` of them are the same for
every request, an invariant prefix that a cache can hold once; the rest belong to this
request alone.

# Equation

total = Σ tokens of all zones; shared = Σ tokens of the first shared_zones zones; share = shared ÷ total

# Assumptions

- Zones are listed in the order they are serialized, and the shared prefix is the leading zones only.

# Rules across inputs

- `zones` hold at least one token in all (the reference takes an empty request, then fails on the share) (`zones.values().any(|&tokens| tokens > 0)`)
- `shared_zones` is at most the number of `zones` (the reference reads an oversized count as all of them) (`shared_zones as usize <= zones.len()`)

# Excludes

- Tokenization: the counts are given, not computed from text.

# Derivation

- The prefix is a contiguous head of the sequence, so its tokens are the sum over the leading zones.

# Examples

```rust
// The shared prefix of a repair agent's request
use mlsysim_serving::kv_cache::repair_request_zones;

let s = repair_request_zones()?;
assert_eq!(s.total_tokens()?, 32_768);
assert_eq!(s.shared_tokens()?, 14_336);
assert_eq!(s.shared_share()?, 0.4375);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RequestZones {
    ///Tokens of each zone, in serialization order.
    pub zones: Named<u32>,
    ///Leading zones that form the prefix every request shares.
    pub shared_zones: u32,
}
///Builds a [`RequestZones`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RequestZonesBuilder {
    zones: ::core::option::Option<Named<u32>>,
    shared_zones: ::core::option::Option<u32>,
}
///Every property of a [`RequestZones`], each computed once (see [`RequestZones::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RequestZonesValues<'a> {
    scenario: &'a RequestZones,
    ///Tokens of the whole request.
    pub total_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Tokens of the shared prefix.
    pub shared_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The prefix's share of the request.
    pub shared_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "zones",
            ty: "Named<u32>",
            doc: "Tokens of each zone, in serialization order.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "shared_zones",
            ty: "u32",
            doc: "Leading zones that form the prefix every request shares.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_tokens",
            doc: "Tokens of the whole request.",
            equation: "total(&zones.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())",
            result_type: "i64",
            depends_on: &["zones"],
            reaches: &[("zones", "values")],
            calls: &["total"],
            template: "total(&{#0 zones.values()}.map(|&n| i64::from(n)).collect::<Vec<i64>>())",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_tokens",
            doc: "Tokens of the shared prefix.",
            equation: "total(\n    &zones\n        .values()\n        .take(shared_zones as usize)\n        .map(|&n| i64::from(n))\n        .collect::<Vec<i64>>(),\n)",
            result_type: "i64",
            depends_on: &["zones", "shared_zones"],
            reaches: &[("zones", "values")],
            calls: &["total"],
            template: "total(&{#0 zones.values().take(shared_zones as usize)}.map(|&n| i64::from(n)).collect::<Vec<i64>>())",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_share",
            doc: "The prefix's share of the request.",
            equation: "shared_tokens / total_tokens",
            result_type: "f64",
            depends_on: &["shared_tokens", "total_tokens"],
            template: "{shared_tokens} / {total_tokens}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`zones` hold at least one token in all (the reference takes an empty request, then fails on the share)",
            condition: "zones.values().any(|&tokens| tokens > 0)",
            inputs: &["zones"],
        },
        __c::RuleInfo {
            text: "`shared_zones` is at most the number of `zones` (the reference reads an oversized count as all of them)",
            condition: "shared_zones as usize <= zones.len()",
            inputs: &["shared_zones", "zones"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl RequestZones {
        ///Starts a [`RequestZonesBuilder`]; required inputs must be set before [`RequestZonesBuilder::build`].
        #[must_use]
        pub fn builder() -> RequestZonesBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RequestZonesBuilder {
            RequestZonesBuilder {
                zones: Some(__Clone::clone(&self.zones)),
                shared_zones: Some(__Clone::clone(&self.shared_zones)),
            }
        }
        ///Tokens of the whole request. Equation: `total(&zones.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())`.
        #[inline]
        pub fn total_tokens(&self) -> __Result<i64, __c::EvalError> {
            let zones = __Clone::clone(&self.zones);
            struct total_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    total_tokens,
                >(
                    ::mlsysim_core::equation::total(
                        &zones.values().map(|&n| i64::from(n)).collect::<Vec<i64>>(),
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Tokens of the shared prefix.

Equation:

```text
total(
    &zones
        .values()
        .take(shared_zones as usize)
        .map(|&n| i64::from(n))
        .collect::<Vec<i64>>(),
)
```
*/
        #[inline]
        pub fn shared_tokens(&self) -> __Result<i64, __c::EvalError> {
            let zones = __Clone::clone(&self.zones);
            let shared_zones = __Clone::clone(&self.shared_zones);
            struct shared_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    shared_tokens,
                >(
                    ::mlsysim_core::equation::total(
                        &zones
                            .values()
                            .take(shared_zones as usize)
                            .map(|&n| i64::from(n))
                            .collect::<Vec<i64>>(),
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///The prefix's share of the request. Equation: `shared_tokens / total_tokens`.
        #[inline]
        pub fn shared_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_shared_share(self.shared_tokens()?, self.total_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_shared_share(
            &self,
            shared_tokens: i64,
            total_tokens: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct shared_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    shared_share,
                >(shared_tokens.eq_div(total_tokens)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RequestZonesValues`].
        #[must_use]
        pub fn evaluate(&self) -> RequestZonesValues<'_> {
            let total_tokens = self.total_tokens();
            let shared_tokens = self.shared_tokens();
            let shared_share = __c::after(
                (&shared_tokens, &total_tokens),
                |(v0, v1)| self.__eq_shared_share(v0, v1),
            );
            RequestZonesValues {
                scenario: self,
                total_tokens,
                shared_tokens,
                shared_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.zones, &__INPUTS[0])?;
            __c::finite(&self.shared_zones, &__INPUTS[1])?;
            {
                let zones = __Clone::clone(&self.zones);
                __c::rule(
                    zones.values().any(|&tokens| tokens > 0),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.zones],
                )?;
            }
            {
                let shared_zones = __Clone::clone(&self.shared_zones);
                let zones = __Clone::clone(&self.zones);
                __c::rule(
                    shared_zones as usize <= zones.len(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.shared_zones, &self.zones],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_total_tokens(&self) -> __c::Parts {
            __c::traced(
                self.total_tokens(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let zones = __Clone::clone(& self.zones); let part = zones
                    .values(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_shared_tokens(&self) -> __c::Parts {
            __c::traced(
                self.shared_tokens(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let zones = __Clone::clone(& self.zones); let shared_zones =
                    __Clone::clone(& self.shared_zones); let part = zones.values()
                    .take(shared_zones as usize); Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl RequestZonesBuilder {
        ///Sets `zones`: Tokens of each zone, in serialization order.
        #[must_use]
        pub fn zones(mut self, value: Named<u32>) -> Self {
            self.zones = Some(value);
            self
        }
        ///Sets `shared_zones`: Leading zones that form the prefix every request shares.
        #[must_use]
        pub fn shared_zones(mut self, value: u32) -> Self {
            self.shared_zones = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RequestZones, __c::InputError> {
            let scenario = RequestZones {
                zones: __c::given(self.zones, "zones")?,
                shared_zones: __c::given(self.shared_zones, "shared_zones")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RequestZonesBuilder {
        type Scenario = RequestZones;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "zones" => self.zones = __c::set(value, &__INPUTS[0])?,
                "shared_zones" => self.shared_zones = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RequestZones, __c::InputError> {
            RequestZonesBuilder::build(self)
        }
    }
    impl<'a> RequestZonesValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RequestZones {
            self.scenario
        }
    }
    impl __c::Scenario for RequestZones {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RequestZones",
            family: &KV_CACHE,
            summary: "The zones one serialized request is laid out in, and the share of it that leading zones shared by every request make up.",
            description: "A request is serialized as an ordered list of named zones (system prompt, tool schemas,\nhistory, ...), each a count of tokens. The first `shared_zones` of them are the same for\nevery request, an invariant prefix that a cache can hold once; the rest belong to this\nrequest alone.",
            notes: __c::meta::Notes {
                equation: "total = Σ tokens of all zones; shared = Σ tokens of the first shared_zones zones; share = shared ÷ total",
                assumptions: &[
                    "Zones are listed in the order they are serialized, and the shared prefix is the leading zones only.",
                ],
                rules: __RULES,
                excludes: &[
                    "Tokenization: the counts are given, not computed from text.",
                ],
                derivation: &[
                    "The prefix is a contiguous head of the sequence, so its tokens are the sum over the leading zones.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The shared prefix of a repair agent's request",
                    code: "// The shared prefix of a repair agent's request\nuse mlsysim_serving::kv_cache::repair_request_zones;\n\nlet s = repair_request_zones()?;\nassert_eq!(s.total_tokens()?, 32_768);\nassert_eq!(s.shared_tokens()?, 14_336);\nassert_eq!(s.shared_share()?, 0.4375);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RequestZonesBuilder;
        fn to_builder(&self) -> RequestZonesBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.zones, &self.shared_zones],
                &[&values.total_tokens, &values.shared_tokens, &values.shared_share],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "total_tokens" => Some(Ok(self.__explain_total_tokens())),
                "shared_tokens" => Some(Ok(self.__explain_shared_tokens())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "zones" => (&__c::explain::Held(&self.zones)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(RequestZones);
};
