/**A non-blocking fat-tree built of switches of one radix: hosts and switches by tier count.

Every switch below the top splits its ports half down and half up, so each tier multiplies
the reach by k/2 and the top tier uses all k ports (Al-Fares et al. 2008).

# Equation

hosts = 2(k/2)^L; switches = (2L − 1)(k/2)^(L − 1); pod hosts = (k/2)²

# Assumptions

- Every switch has the same radix, and the tree is non-blocking at every tier.

# Excludes

- Cabling, rails and oversubscribed designs.

# Derivation

- Al-Fares, Loukissas and Vahdat (2008), a scalable commodity data-center network architecture.

# Examples

```rust
// 64-port switches reach 65,536 hosts in three tiers
use mlsysim_cluster::fabrics::fat_tree_ndr_switch;

let s = fat_tree_ndr_switch()?;
assert_eq!(s.three_tier_hosts()?, 65_536);
assert_eq!(s.switches(3)?, 5_120);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FatTree {
    ///Ports of one switch. *Allowed >= 2.*
    pub radix: u32,
}
///Builds a [`FatTree`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FatTreeBuilder {
    radix: ::core::option::Option<u32>,
}
///Every property of a [`FatTree`], each computed once (see [`FatTree::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FatTreeValues<'a> {
    scenario: &'a FatTree,
    ///Hosts of a two-tier fat-tree.
    pub two_tier_hosts: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Hosts of a three-tier fat-tree.
    pub three_tier_hosts: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Switches of a three-tier fat-tree.
    pub three_tier_switches: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Hosts in one pod of the three-tier design: k/2 leaves of k/2 host ports.
    pub pod_hosts: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "radix",
            ty: "u32",
            doc: "Ports of one switch.",
            bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "two_tier_hosts",
            doc: "Hosts of a two-tier fat-tree.",
            equation: "hosts(2)",
            result_type: "i64",
            template: "{#0 hosts(2)}",
            operation: "result of `hosts`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "three_tier_hosts",
            doc: "Hosts of a three-tier fat-tree.",
            equation: "hosts(3)",
            result_type: "i64",
            template: "{#0 hosts(3)}",
            operation: "result of `hosts`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "three_tier_switches",
            doc: "Switches of a three-tier fat-tree.",
            equation: "switches(3)",
            result_type: "i64",
            template: "{#0 switches(3)}",
            operation: "result of `switches`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pod_hosts",
            doc: "Hosts in one pod of the three-tier design: k/2 leaves of k/2 host ports.",
            equation: "pow(floor_div(radix, 2), 2)",
            result_type: "i64",
            depends_on: &["radix"],
            calls: &["pow", "floor_div"],
            template: "pow(floor_div({radix}, 2), 2)",
            operation: "result of `pow`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "hosts",
            kind: __c::MemberKind::Method,
            doc: "Hosts a fat-tree of `tiers` tiers reaches.",
            equation: "fat_tree_hosts(radix, tiers)",
            args: &[
                __c::ArgInfo {
                    name: "tiers",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("2"),
                        __c::Sample::Literal("3"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), Some(8f64), true, "[1, 8]"),
                },
            ],
            result_type: "i64",
            depends_on: &["radix"],
            calls: &["fat_tree_hosts"],
            template: "fat_tree_hosts({radix}, {tiers})",
            named_calls: "fat_tree_hosts(radix, tiers)",
            operation: "result of `fat_tree_hosts`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "switches",
            kind: __c::MemberKind::Method,
            doc: "Switches in a fat-tree of `tiers` tiers.",
            equation: "fat_tree_switches(radix, tiers)",
            args: &[
                __c::ArgInfo {
                    name: "tiers",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("2"),
                        __c::Sample::Literal("3"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), Some(8f64), true, "[1, 8]"),
                },
            ],
            result_type: "i64",
            depends_on: &["radix"],
            calls: &["fat_tree_switches"],
            template: "fat_tree_switches({radix}, {tiers})",
            named_calls: "fat_tree_switches(radix, tiers)",
            operation: "result of `fat_tree_switches`",
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
    impl FatTree {
        ///Starts a [`FatTreeBuilder`]; required inputs must be set before [`FatTreeBuilder::build`].
        #[must_use]
        pub fn builder() -> FatTreeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FatTreeBuilder {
            FatTreeBuilder {
                radix: Some(__Clone::clone(&self.radix)),
            }
        }
        ///Hosts a fat-tree of `tiers` tiers reaches. Equation: `fat_tree_hosts(radix, tiers)`.
        #[inline]
        pub fn hosts(&self, tiers: u32) -> __Result<i64, __c::EvalError> {
            __c::argument(&tiers, "hosts", &(&__METHODS[0]).args[0])?;
            let radix = __Clone::clone(&self.radix);
            struct hosts {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    hosts,
                >(::mlsysim_core::equation::fat_tree_hosts(radix, tiers)?))(),
                &__METHODS[0],
            )
        }
        ///Switches in a fat-tree of `tiers` tiers. Equation: `fat_tree_switches(radix, tiers)`.
        #[inline]
        pub fn switches(&self, tiers: u32) -> __Result<i64, __c::EvalError> {
            __c::argument(&tiers, "switches", &(&__METHODS[1]).args[0])?;
            let radix = __Clone::clone(&self.radix);
            struct switches {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    switches,
                >(::mlsysim_core::equation::fat_tree_switches(radix, tiers)?))(),
                &__METHODS[1],
            )
        }
        ///Hosts of a two-tier fat-tree. Equation: `hosts(2)`.
        #[inline]
        pub fn two_tier_hosts(&self) -> __Result<i64, __c::EvalError> {
            let hosts = |tiers: u32| self.hosts(tiers);
            struct two_tier_hosts {}
            __c::member(
                (|| __c::conform::<i64, _, two_tier_hosts>(hosts(2)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Hosts of a three-tier fat-tree. Equation: `hosts(3)`.
        #[inline]
        pub fn three_tier_hosts(&self) -> __Result<i64, __c::EvalError> {
            let hosts = |tiers: u32| self.hosts(tiers);
            struct three_tier_hosts {}
            __c::member(
                (|| __c::conform::<i64, _, three_tier_hosts>(hosts(3)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Switches of a three-tier fat-tree. Equation: `switches(3)`.
        #[inline]
        pub fn three_tier_switches(&self) -> __Result<i64, __c::EvalError> {
            let switches = |tiers: u32| self.switches(tiers);
            struct three_tier_switches {}
            __c::member(
                (|| __c::conform::<i64, _, three_tier_switches>(switches(3)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Hosts in one pod of the three-tier design: k/2 leaves of k/2 host ports. Equation: `pow(floor_div(radix, 2), 2)`.
        #[inline]
        pub fn pod_hosts(&self) -> __Result<i64, __c::EvalError> {
            let radix = __Clone::clone(&self.radix);
            struct pod_hosts {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    pod_hosts,
                >(
                    ::mlsysim_core::equation::pow(
                        ::mlsysim_core::equation::floor_div(radix, 2)?,
                        2,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FatTreeValues`].
        #[must_use]
        pub fn evaluate(&self) -> FatTreeValues<'_> {
            let two_tier_hosts = self.two_tier_hosts();
            let three_tier_hosts = self.three_tier_hosts();
            let three_tier_switches = self.three_tier_switches();
            let pod_hosts = self.pod_hosts();
            FatTreeValues {
                scenario: self,
                two_tier_hosts,
                three_tier_hosts,
                three_tier_switches,
                pod_hosts,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.radix, &__INPUTS[0])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_two_tier_hosts(&self) -> __c::Parts {
            __c::traced(
                self.two_tier_hosts(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hosts = | tiers : u32 | self.hosts(tiers); let part =
                    hosts(2) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "hosts", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 2; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_three_tier_hosts(&self) -> __c::Parts {
            __c::traced(
                self.three_tier_hosts(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hosts = | tiers : u32 | self.hosts(tiers); let part =
                    hosts(3) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "hosts", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 3; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_three_tier_switches(&self) -> __c::Parts {
            __c::traced(
                self.three_tier_switches(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let switches = | tiers : u32 | self.switches(tiers); let part =
                    switches(3) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "switches", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 3; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_pod_hosts(&self) -> __c::Parts {
            __c::traced(
                self.pod_hosts(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "pow", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let radix =
                    __Clone::clone(& self.radix); let part =
                    ::mlsysim_core::equation::floor_div(radix, 2) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 2; Ok((& __c::Showing(& part, None)).__shown()) }) ())] },
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Name("radix"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 2; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl FatTreeBuilder {
        ///Sets `radix`: Ports of one switch.
        #[must_use]
        pub fn radix(mut self, value: u32) -> Self {
            self.radix = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FatTree, __c::InputError> {
            let scenario = FatTree {
                radix: __c::given(self.radix, "radix")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FatTreeBuilder {
        type Scenario = FatTree;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "radix" => self.radix = __c::set(value, &__INPUTS[0])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FatTree, __c::InputError> {
            FatTreeBuilder::build(self)
        }
    }
    impl<'a> FatTreeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FatTree {
            self.scenario
        }
        ///[`FatTree::hosts`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn hosts(&self, tiers: u32) -> __Result<i64, __c::EvalError> {
            self.scenario.hosts(tiers)
        }
        ///[`FatTree::switches`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn switches(&self, tiers: u32) -> __Result<i64, __c::EvalError> {
            self.scenario.switches(tiers)
        }
    }
    impl __c::Scenario for FatTree {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FatTree",
            family: &NETWORK_FABRICS,
            summary: "A non-blocking fat-tree built of switches of one radix: hosts and switches by tier count.",
            description: "Every switch below the top splits its ports half down and half up, so each tier multiplies\nthe reach by k/2 and the top tier uses all k ports (Al-Fares et al. 2008).",
            notes: __c::meta::Notes {
                equation: "hosts = 2(k/2)^L; switches = (2L − 1)(k/2)^(L − 1); pod hosts = (k/2)²",
                assumptions: &[
                    "Every switch has the same radix, and the tree is non-blocking at every tier.",
                ],
                rules: __RULES,
                excludes: &["Cabling, rails and oversubscribed designs."],
                derivation: &[
                    "Al-Fares, Loukissas and Vahdat (2008), a scalable commodity data-center network architecture.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "64-port switches reach 65,536 hosts in three tiers",
                    code: "// 64-port switches reach 65,536 hosts in three tiers\nuse mlsysim_cluster::fabrics::fat_tree_ndr_switch;\n\nlet s = fat_tree_ndr_switch()?;\nassert_eq!(s.three_tier_hosts()?, 65_536);\nassert_eq!(s.switches(3)?, 5_120);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FatTreeBuilder;
        fn to_builder(&self) -> FatTreeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.radix],
                &[
                    &values.two_tier_hosts,
                    &values.three_tier_hosts,
                    &values.three_tier_switches,
                    &values.pod_hosts,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "hosts" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.hosts(a0), &__METHODS[0])
                }
                "switches" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.switches(a0), &__METHODS[1])
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
                "two_tier_hosts" => Some(Ok(self.__explain_two_tier_hosts())),
                "three_tier_hosts" => Some(Ok(self.__explain_three_tier_hosts())),
                "three_tier_switches" => Some(Ok(self.__explain_three_tier_switches())),
                "pod_hosts" => Some(Ok(self.__explain_pod_hosts())),
                _ => None,
            }
        }
    }
    __c::glue!(FatTree);
};
