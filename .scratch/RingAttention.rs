/**Ring attention on an accelerator: the smallest chunk of the sequence whose attention work hides the next key-value tile, on each candidate link.

Each device computes attention for its chunk of n tokens against one arriving key-value tile
while the next tile crosses the link: work grows as n²d and the tile as n·d·s bytes, so the
transfer hides once n ≥ s·R / (2B).

# Equation

chunk = element bytes × peak × η ÷ (2 × link), for each link

# Assumptions

- Keys and values cross at the link's full rate while the attention runs at its sustained share of peak.

# Rules across inputs

- the registry states a peak of `accelerator` at `precision` (`accelerator.rate_at(precision).is_some()`)

# Excludes

- The softmax and its memory traffic.

# Derivation

- Liu et al. (2023), ring attention with blockwise transformers.

# Examples

```rust
// One NDR port needs chunks of about 10,000 tokens
use mlsysim_cluster::distributed::h100_ring_attention_chunk;

let s = h100_ring_attention_chunk()?;
let chunks = s.min_chunk_tokens()?;
assert!((chunks.get("InfiniBand NDR").copied().unwrap() - 9890.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RingAttention {
    ///The accelerator every device is.
    pub accelerator: &'static HardwareNode,
    ///The precision whose peak the attention runs at. *Default `Precision::Fp16Dense`.*
    pub precision: Precision,
    ///Share of peak the attention sustains. *Allowed > 0 and [0.0, 1.0].*
    pub local_efficiency: f64,
    ///Bytes of one key or value element. *Shown in `BYTE`; allowed > 0.*
    pub element_bytes: Information,
    ///Bandwidth of each candidate link, by name. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub links: Named<DataRate>,
}
///Builds a [`RingAttention`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RingAttentionBuilder {
    accelerator: ::core::option::Option<&'static HardwareNode>,
    precision: ::core::option::Option<Precision>,
    local_efficiency: ::core::option::Option<f64>,
    element_bytes: ::core::option::Option<Information>,
    links: ::core::option::Option<Named<DataRate>>,
}
///Every property of a [`RingAttention`], each computed once (see [`RingAttention::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RingAttentionValues<'a> {
    scenario: &'a RingAttention,
    ///Tokens of the smallest chunk that hides the transfer, on each link.
    pub min_chunk_tokens: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "accelerator",
            ty: "&'static HardwareNode",
            doc: "The accelerator every device is.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "The precision whose peak the attention runs at.",
            default: Some("Precision::Fp16Dense"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "local_efficiency",
            ty: "f64",
            doc: "Share of peak the attention sustains.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "element_bytes",
            ty: "Information",
            doc: "Bytes of one key or value element.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "links",
            ty: "Named<DataRate>",
            doc: "Bandwidth of each candidate link, by name.",
            label: {
                __c::units::unit_for::<
                    Named<DataRate>,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "min_chunk_tokens",
            doc: "Tokens of the smallest chunk that hides the transfer, on each link.",
            equation: "ring_attention_min_chunk(element_bytes, peak × local_efficiency, bandwidth), for each link",
            equation_is_code: false,
            result_type: "Named<f64>",
            depends_on: &[
                "links",
                "accelerator",
                "precision",
                "local_efficiency",
                "element_bytes",
            ],
            reaches: &[("links", "iter"), ("accelerator", "peak_at")],
            calls: &["ring_attention_min_chunk"],
            template: "{links}\n    .iter()\n    .map(|(name, &bandwidth)| {{\n        let rate = {#0 accelerator.peak_at(precision)} * {local_efficiency};\n        Ok((name, ring_attention_min_chunk({element_bytes}, rate, bandwidth)))\n    }})\n    .collect::<Result<Named<f64>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "the registry states a peak of `accelerator` at `precision`",
            condition: "accelerator.rate_at(precision).is_some()",
            inputs: &["accelerator", "precision"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl RingAttention {
        ///Starts a [`RingAttentionBuilder`]; required inputs must be set before [`RingAttentionBuilder::build`].
        #[must_use]
        pub fn builder() -> RingAttentionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RingAttentionBuilder {
            RingAttentionBuilder {
                accelerator: Some(__Clone::clone(&self.accelerator)),
                precision: Some(__Clone::clone(&self.precision)),
                local_efficiency: Some(__Clone::clone(&self.local_efficiency)),
                element_bytes: Some(__Clone::clone(&self.element_bytes)),
                links: Some(__Clone::clone(&self.links)),
            }
        }
        ///Tokens of the smallest chunk that hides the transfer, on each link. Equation: ring_attention_min_chunk(element_bytes, peak × local_efficiency, bandwidth), for each link.
        #[inline]
        pub fn min_chunk_tokens(&self) -> __Result<Named<f64>, __c::EvalError> {
            let links = __Clone::clone(&self.links);
            let accelerator = __Clone::clone(&self.accelerator);
            let precision = __Clone::clone(&self.precision);
            let local_efficiency = __Clone::clone(&self.local_efficiency);
            let element_bytes = __Clone::clone(&self.element_bytes);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct min_chunk_tokens {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    min_chunk_tokens,
                >(
                    links
                        .iter()
                        .map(|(name, &bandwidth)| {
                            let rate = __mlsysim_fault
                                .keep(
                                    accelerator.peak_at(precision)?.eq_mul(local_efficiency),
                                );
                            Ok((
                                name,
                                ::mlsysim_core::equation::ring_attention_min_chunk(
                                    element_bytes,
                                    rate,
                                    bandwidth,
                                )?,
                            ))
                        })
                        .collect::<Result<Named<f64>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RingAttentionValues`].
        #[must_use]
        pub fn evaluate(&self) -> RingAttentionValues<'_> {
            let min_chunk_tokens = self.min_chunk_tokens();
            RingAttentionValues {
                scenario: self,
                min_chunk_tokens,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.accelerator, &__INPUTS[0])?;
            __c::finite(&self.precision, &__INPUTS[1])?;
            __c::bounded_plain(&self.local_efficiency, &__INPUTS[2])?;
            __c::bounded(&self.element_bytes, &__INPUTS[3])?;
            __c::bounded(&self.links, &__INPUTS[4])?;
            {
                let accelerator = __Clone::clone(&self.accelerator);
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    accelerator.rate_at(precision).is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.accelerator, &self.precision],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_min_chunk_tokens(&self) -> __c::Parts {
            __c::traced(
                self.min_chunk_tokens(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator = __Clone::clone(& self.accelerator); let
                    precision = __Clone::clone(& self.precision); let part = accelerator
                    .peak_at(precision) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl RingAttentionBuilder {
        ///Sets `accelerator`: The accelerator every device is.
        #[must_use]
        pub fn accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.accelerator = Some(value);
            self
        }
        ///Sets `precision`: The precision whose peak the attention runs at.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `local_efficiency`: Share of peak the attention sustains.
        #[must_use]
        pub fn local_efficiency(mut self, value: f64) -> Self {
            self.local_efficiency = Some(value);
            self
        }
        ///Sets `element_bytes`: Bytes of one key or value element.
        #[must_use]
        pub fn element_bytes(mut self, value: Information) -> Self {
            self.element_bytes = Some(value);
            self
        }
        ///Sets `links`: Bandwidth of each candidate link, by name.
        #[must_use]
        pub fn links(mut self, value: Named<DataRate>) -> Self {
            self.links = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RingAttention, __c::InputError> {
            let scenario = RingAttention {
                accelerator: __c::given(self.accelerator, "accelerator")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp16Dense),
                local_efficiency: __c::given(self.local_efficiency, "local_efficiency")?,
                element_bytes: __c::given(self.element_bytes, "element_bytes")?,
                links: __c::given(self.links, "links")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RingAttentionBuilder {
        type Scenario = RingAttention;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "accelerator" => self.accelerator = __c::set(value, &__INPUTS[0])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[1])?,
                "local_efficiency" => {
                    self.local_efficiency = __c::set(value, &__INPUTS[2])?;
                }
                "element_bytes" => self.element_bytes = __c::set(value, &__INPUTS[3])?,
                "links" => self.links = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RingAttention, __c::InputError> {
            RingAttentionBuilder::build(self)
        }
    }
    impl<'a> RingAttentionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RingAttention {
            self.scenario
        }
    }
    impl __c::Scenario for RingAttention {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RingAttention",
            family: &DISTRIBUTED_TRAINING,
            summary: "Ring attention on an accelerator: the smallest chunk of the sequence whose attention work hides the next key-value tile, on each candidate link.",
            description: "Each device computes attention for its chunk of n tokens against one arriving key-value tile\nwhile the next tile crosses the link: work grows as n²d and the tile as n·d·s bytes, so the\ntransfer hides once n ≥ s·R / (2B).",
            notes: __c::meta::Notes {
                equation: "chunk = element bytes × peak × η ÷ (2 × link), for each link",
                assumptions: &[
                    "Keys and values cross at the link's full rate while the attention runs at its sustained share of peak.",
                ],
                rules: __RULES,
                excludes: &["The softmax and its memory traffic."],
                derivation: &[
                    "Liu et al. (2023), ring attention with blockwise transformers.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "One NDR port needs chunks of about 10,000 tokens",
                    code: "// One NDR port needs chunks of about 10,000 tokens\nuse mlsysim_cluster::distributed::h100_ring_attention_chunk;\n\nlet s = h100_ring_attention_chunk()?;\nlet chunks = s.min_chunk_tokens()?;\nassert!((chunks.get(\"InfiniBand NDR\").copied().unwrap() - 9890.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RingAttentionBuilder;
        fn to_builder(&self) -> RingAttentionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.accelerator,
                    &self.precision,
                    &self.local_efficiency,
                    &self.element_bytes,
                    &self.links,
                ],
                &[&values.min_chunk_tokens],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "min_chunk_tokens" => Some(Ok(self.__explain_min_chunk_tokens())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "links" => (&__c::explain::Held(&self.links)).__held(),
                "accelerator" => (&__c::explain::Held(&self.accelerator)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(RingAttention);
};
