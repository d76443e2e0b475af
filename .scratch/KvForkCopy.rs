/**Bytes copied when candidates forked from one processed prefix each take a copy of the prefix's cache.

Without block sharing, each of `branches` candidate continuations copies the cache of the
`prefix_tokens` it was forked from; the bytes per token come from a held `KvAdmission`
scenario.

# Equation

copied = branches × prefix_tokens × cache per token

# Assumptions

- Every branch copies the whole prefix (contiguous allocation, no copy-on-write blocks).
- At least one branch is forked; the reference takes zero and negative counts.

# Excludes

- The time the copies take, and the caches the branches grow after the fork.

# Derivation

- Each branch holds its own copy of prefix_tokens tokens at the replica's bytes per token.

# Examples

```rust
// Four candidates forked from an 8,192-token prefix
use mlsysim_serving::kv_cache::forked_candidates_prefix_copy;

let s = forked_candidates_prefix_copy()?;
assert_eq!(s.copied()?, mlsysim_core::units::bytes(10_737_418_240.0));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvForkCopy {
    ///The replica whose bytes per token are copied, as a KvAdmission preset or its inputs.
    pub pool: KvAdmission,
    ///Tokens of the prefix the branches are forked from.
    pub prefix_tokens: u32,
    ///Candidate continuations forked. *Allowed >= 1.*
    pub branches: u32,
}
///Builds a [`KvForkCopy`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct KvForkCopyBuilder {
    pool: ::core::option::Option<KvAdmission>,
    prefix_tokens: ::core::option::Option<u32>,
    branches: ::core::option::Option<u32>,
}
///Every property of a [`KvForkCopy`], each computed once (see [`KvForkCopy::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvForkCopyValues<'a> {
    scenario: &'a KvForkCopy,
    ///Bytes the branches copy.
    pub copied: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "pool",
            ty: "KvAdmission",
            doc: "The replica whose bytes per token are copied, as a KvAdmission preset or its inputs.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prefix_tokens",
            ty: "u32",
            doc: "Tokens of the prefix the branches are forked from.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "branches",
            ty: "u32",
            doc: "Candidate continuations forked.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "copied",
            doc: "Bytes the branches copy.",
            equation: "branches * prefix_tokens * pool.kv_per_token()",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["branches", "prefix_tokens", "pool"],
            reaches: &[("pool", "kv_per_token")],
            template: "{branches} * {prefix_tokens} * {#0 pool.kv_per_token()}",
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
    impl KvForkCopy {
        ///Starts a [`KvForkCopyBuilder`]; required inputs must be set before [`KvForkCopyBuilder::build`].
        #[must_use]
        pub fn builder() -> KvForkCopyBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> KvForkCopyBuilder {
            KvForkCopyBuilder {
                pool: Some(__Clone::clone(&self.pool)),
                prefix_tokens: Some(__Clone::clone(&self.prefix_tokens)),
                branches: Some(__Clone::clone(&self.branches)),
            }
        }
        ///Bytes the branches copy. Equation: `branches * prefix_tokens * pool.kv_per_token()`.
        #[inline]
        pub fn copied(&self) -> __Result<Information, __c::EvalError> {
            let branches = __Clone::clone(&self.branches);
            let prefix_tokens = __Clone::clone(&self.prefix_tokens);
            let pool = __Clone::clone(&self.pool);
            struct copied {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    copied,
                >(branches.eq_mul(prefix_tokens)?.eq_mul(pool.kv_per_token()?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`KvForkCopyValues`].
        #[must_use]
        pub fn evaluate(&self) -> KvForkCopyValues<'_> {
            let copied = self.copied();
            KvForkCopyValues {
                scenario: self,
                copied,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.pool, &__INPUTS[0])?;
            __c::finite(&self.prefix_tokens, &__INPUTS[1])?;
            __c::bounded_plain(&self.branches, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_copied(&self) -> __c::Parts {
            __c::traced(
                self.copied(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let pool = __Clone::clone(& self.pool); let part = pool
                    .kv_per_token() ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl KvForkCopyBuilder {
        ///Sets `pool`: The replica whose bytes per token are copied, as a KvAdmission preset or its inputs.
        #[must_use]
        pub fn pool(mut self, value: KvAdmission) -> Self {
            self.pool = Some(value);
            self
        }
        ///Sets `prefix_tokens`: Tokens of the prefix the branches are forked from.
        #[must_use]
        pub fn prefix_tokens(mut self, value: u32) -> Self {
            self.prefix_tokens = Some(value);
            self
        }
        ///Sets `branches`: Candidate continuations forked.
        #[must_use]
        pub fn branches(mut self, value: u32) -> Self {
            self.branches = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<KvForkCopy, __c::InputError> {
            let scenario = KvForkCopy {
                pool: __c::given(self.pool, "pool")?,
                prefix_tokens: __c::given(self.prefix_tokens, "prefix_tokens")?,
                branches: __c::given(self.branches, "branches")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for KvForkCopyBuilder {
        type Scenario = KvForkCopy;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "pool" => self.pool = __c::set(value, &__INPUTS[0])?,
                "prefix_tokens" => self.prefix_tokens = __c::set(value, &__INPUTS[1])?,
                "branches" => self.branches = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<KvForkCopy, __c::InputError> {
            KvForkCopyBuilder::build(self)
        }
    }
    impl<'a> KvForkCopyValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a KvForkCopy {
            self.scenario
        }
    }
    impl __c::Scenario for KvForkCopy {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "KvForkCopy",
            family: &KV_CACHE,
            summary: "Bytes copied when candidates forked from one processed prefix each take a copy of the prefix's cache.",
            description: "Without block sharing, each of `branches` candidate continuations copies the cache of the\n`prefix_tokens` it was forked from; the bytes per token come from a held `KvAdmission`\nscenario.",
            notes: __c::meta::Notes {
                equation: "copied = branches × prefix_tokens × cache per token",
                assumptions: &[
                    "Every branch copies the whole prefix (contiguous allocation, no copy-on-write blocks).",
                    "At least one branch is forked; the reference takes zero and negative counts.",
                ],
                rules: __RULES,
                excludes: &[
                    "The time the copies take, and the caches the branches grow after the fork.",
                ],
                derivation: &[
                    "Each branch holds its own copy of prefix_tokens tokens at the replica's bytes per token.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Four candidates forked from an 8,192-token prefix",
                    code: "// Four candidates forked from an 8,192-token prefix\nuse mlsysim_serving::kv_cache::forked_candidates_prefix_copy;\n\nlet s = forked_candidates_prefix_copy()?;\nassert_eq!(s.copied()?, mlsysim_core::units::bytes(10_737_418_240.0));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = KvForkCopyBuilder;
        fn to_builder(&self) -> KvForkCopyBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.pool, &self.prefix_tokens, &self.branches], &[&values.copied])
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "copied" => Some(Ok(self.__explain_copied())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "pool" => (&__c::explain::Held(&self.pool)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(KvForkCopy);
};
