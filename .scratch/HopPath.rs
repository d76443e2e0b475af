/**Named paths through identical switch traversals: the latency of each.

# Equation

latency = hops × per-hop latency, for each path

# Assumptions

- Every hop takes the same time; queueing inside the switches is left out.

# Excludes

- Cable propagation, NIC and software time.

# Derivation

- Latencies of identical stages add.

# Examples

```rust
// A rail switch is a third of leaf-spine-leaf
use mlsysim_cluster::fabrics::rail_vs_leaf_spine_hops;

let s = rail_vs_leaf_spine_hops()?;
let latencies = s.latencies()?;
assert!((latencies.get("rail").unwrap().value - 0.6e-6).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HopPath {
    ///Time of one switch traversal. *Shown in `MICROSECOND`; allowed >= 0.*
    pub hop_latency: Time,
    ///Switch traversals on each path.
    pub hops: Named<u32>,
}
///Builds a [`HopPath`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct HopPathBuilder {
    hop_latency: ::core::option::Option<Time>,
    hops: ::core::option::Option<Named<u32>>,
}
///Every property of a [`HopPath`], each computed once (see [`HopPath::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HopPathValues<'a> {
    scenario: &'a HopPath,
    ///Latency of each path.
    pub latencies: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "hop_latency",
            ty: "Time",
            doc: "Time of one switch traversal.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hops",
            ty: "Named<u32>",
            doc: "Switch traversals on each path.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "latencies",
            doc: "Latency of each path.",
            equation: "hop_latency(hops, per-hop latency) for each path",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["hops", "hop_latency"],
            reaches: &[("hops", "iter")],
            template: "{hops}\n    .iter()\n    .map(|(path, &n)| Ok((\n        path,\n        ::mlsysim_core::equation::hop_latency(n, {hop_latency}),\n    )))\n    .collect::<Result<Named<Time>, EvalError>>()",
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
    impl HopPath {
        ///Starts a [`HopPathBuilder`]; required inputs must be set before [`HopPathBuilder::build`].
        #[must_use]
        pub fn builder() -> HopPathBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> HopPathBuilder {
            HopPathBuilder {
                hop_latency: Some(__Clone::clone(&self.hop_latency)),
                hops: Some(__Clone::clone(&self.hops)),
            }
        }
        ///Latency of each path. Equation: hop_latency(hops, per-hop latency) for each path.
        #[inline]
        pub fn latencies(&self) -> __Result<Named<Time>, __c::EvalError> {
            let hops = __Clone::clone(&self.hops);
            let hop_latency = __Clone::clone(&self.hop_latency);
            struct latencies {}
            __c::member(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    latencies,
                >(
                    hops
                        .iter()
                        .map(|(path, &n)| Ok((
                            path,
                            ::mlsysim_core::equation::hop_latency(n, hop_latency)?,
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`HopPathValues`].
        #[must_use]
        pub fn evaluate(&self) -> HopPathValues<'_> {
            let latencies = self.latencies();
            HopPathValues {
                scenario: self,
                latencies,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.hop_latency, &__INPUTS[0])?;
            __c::finite(&self.hops, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl HopPathBuilder {
        ///Sets `hop_latency`: Time of one switch traversal.
        #[must_use]
        pub fn hop_latency(mut self, value: Time) -> Self {
            self.hop_latency = Some(value);
            self
        }
        ///Sets `hops`: Switch traversals on each path.
        #[must_use]
        pub fn hops(mut self, value: Named<u32>) -> Self {
            self.hops = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<HopPath, __c::InputError> {
            let scenario = HopPath {
                hop_latency: __c::given(self.hop_latency, "hop_latency")?,
                hops: __c::given(self.hops, "hops")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for HopPathBuilder {
        type Scenario = HopPath;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "hop_latency" => self.hop_latency = __c::set(value, &__INPUTS[0])?,
                "hops" => self.hops = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<HopPath, __c::InputError> {
            HopPathBuilder::build(self)
        }
    }
    impl<'a> HopPathValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a HopPath {
            self.scenario
        }
    }
    impl __c::Scenario for HopPath {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "HopPath",
            family: &NETWORK_FABRICS,
            summary: "Named paths through identical switch traversals: the latency of each.",
            description: "",
            notes: __c::meta::Notes {
                equation: "latency = hops × per-hop latency, for each path",
                assumptions: &[
                    "Every hop takes the same time; queueing inside the switches is left out.",
                ],
                rules: __RULES,
                excludes: &["Cable propagation, NIC and software time."],
                derivation: &["Latencies of identical stages add."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A rail switch is a third of leaf-spine-leaf",
                    code: "// A rail switch is a third of leaf-spine-leaf\nuse mlsysim_cluster::fabrics::rail_vs_leaf_spine_hops;\n\nlet s = rail_vs_leaf_spine_hops()?;\nlet latencies = s.latencies()?;\nassert!((latencies.get(\"rail\").unwrap().value - 0.6e-6).abs() < 1e-15);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = HopPathBuilder;
        fn to_builder(&self) -> HopPathBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<Self>(&[&self.hop_latency, &self.hops], &[&values.latencies])
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "hops" => (&__c::explain::Held(&self.hops)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(HopPath);
};
