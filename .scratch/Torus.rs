/**A number of endpoints wired as a torus against a non-blocking fat-tree, at the same bandwidth per link: links across the bisection, its bandwidth, and the longest path.

A torus of side s in d dimensions holds s^d nodes; a plane cuts s^(d − 1) rings, each twice
through its wraparound link. A non-blocking fat-tree's cut carries half its endpoints' links.

# Equation

side = round(n^(1/d)); torus cut = 2 side^(d − 1) links; fat-tree cut = n/2 links; bisection = cut × link; diameter = d ⌊side/2⌋; fat-tree path = 2L − 1 switches

# Assumptions

- The endpoints form a cube: the side is the rounded d-th root of their count.
- Every link of both fabrics has the same bandwidth.

# Rules across inputs

- `n_endpoints` makes a torus side of at least 2 in `dims` dimensions (`side >= 2`)

# Excludes

- Routing, adaptive or not, and the cost of either fabric.

# Derivation

- Bisection and diameter of k-ary d-cubes (Dally and Towles 2004); fat-trees after Al-Fares et al. (2008).

# Examples

```rust
// A 16-cube torus has a quarter of the fat-tree's cut
use mlsysim_cluster::fabrics::torus_vs_fat_tree_4k;

let s = torus_vs_fat_tree_4k()?;
assert_eq!(s.side()?, 16);
assert_eq!(s.torus_cut_links()? * 4, s.fat_tree_cut_links()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Torus {
    ///Endpoints wired. *Allowed >= 1.*
    pub n_endpoints: u32,
    ///Bandwidth of one link, in either fabric. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub link_bandwidth: DataRate,
    ///Dimensions of the torus. *Default `3`; allowed [1, 8].*
    pub dims: u32,
    ///Tiers of the fat-tree compared. *Default `3`; allowed [1, 8].*
    pub fat_tree_tiers: u32,
}
///Builds a [`Torus`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TorusBuilder {
    n_endpoints: ::core::option::Option<u32>,
    link_bandwidth: ::core::option::Option<DataRate>,
    dims: ::core::option::Option<u32>,
    fat_tree_tiers: ::core::option::Option<u32>,
}
///Every property of a [`Torus`], each computed once (see [`Torus::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TorusValues<'a> {
    scenario: &'a Torus,
    ///Nodes along one side of the torus.
    pub side: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Links crossing a bisection of the torus.
    pub torus_cut_links: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Links crossing a bisection of the fat-tree.
    pub fat_tree_cut_links: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bandwidth across the torus's bisection.
    pub torus_bisection: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Bandwidth across the fat-tree's bisection.
    pub fat_tree_bisection: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Hops on the torus's longest shortest path.
    pub torus_diameter: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Switches on the fat-tree's longest path.
    pub fat_tree_path_switches: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "n_endpoints",
            ty: "u32",
            doc: "Endpoints wired.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of one link, in either fabric.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dims",
            ty: "u32",
            doc: "Dimensions of the torus.",
            default: Some("3"),
            bounds: __c::Bounds::range(Some(1f64), Some(8f64), true, "[1, 8]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fat_tree_tiers",
            ty: "u32",
            doc: "Tiers of the fat-tree compared.",
            default: Some("3"),
            bounds: __c::Bounds::range(Some(1f64), Some(8f64), true, "[1, 8]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "side",
            doc: "Nodes along one side of the torus.",
            equation: "round_half_even(powf(f64::from(n_endpoints), 1.0 / f64::from(dims)))",
            result_type: "i64",
            depends_on: &["n_endpoints", "dims"],
            calls: &["round_half_even", "powf"],
            template: "round_half_even(powf(f64::from({n_endpoints}), 1.0 / f64::from({dims})))",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "torus_cut_links",
            doc: "Links crossing a bisection of the torus.",
            equation: "torus_bisection_links(side, dims)",
            result_type: "i64",
            depends_on: &["dims", "side"],
            calls: &["torus_bisection_links"],
            template: "torus_bisection_links({side}, {dims})",
            named_calls: "torus_bisection_links(side, dims)",
            operation: "result of `torus_bisection_links`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fat_tree_cut_links",
            doc: "Links crossing a bisection of the fat-tree.",
            equation: "floor_div(n_endpoints, 2)",
            result_type: "i64",
            depends_on: &["n_endpoints"],
            calls: &["floor_div"],
            template: "floor_div({n_endpoints}, 2)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "torus_bisection",
            doc: "Bandwidth across the torus's bisection.",
            equation: "torus_cut_links * link_bandwidth",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            depends_on: &["link_bandwidth", "torus_cut_links"],
            template: "{torus_cut_links} * {link_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fat_tree_bisection",
            doc: "Bandwidth across the fat-tree's bisection.",
            equation: "fat_tree_cut_links * link_bandwidth",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            depends_on: &["link_bandwidth", "fat_tree_cut_links"],
            template: "{fat_tree_cut_links} * {link_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "torus_diameter",
            doc: "Hops on the torus's longest shortest path.",
            equation: "torus_diameter(side, dims)",
            equation_is_code: false,
            result_type: "i64",
            depends_on: &["dims", "side"],
            template: "::mlsysim_core::equation::torus_diameter({side}, {dims})",
            operation: "result of `torus_diameter`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fat_tree_path_switches",
            doc: "Switches on the fat-tree's longest path.",
            equation: "fat_tree_path_switches(fat_tree_tiers)",
            equation_is_code: false,
            result_type: "i64",
            depends_on: &["fat_tree_tiers"],
            template: "::mlsysim_core::equation::fat_tree_path_switches({fat_tree_tiers})",
            operation: "result of `fat_tree_path_switches`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`n_endpoints` makes a torus side of at least 2 in `dims` dimensions",
            condition: "side >= 2",
            inputs: &["n_endpoints", "dims"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl Torus {
        ///Starts a [`TorusBuilder`]; required inputs must be set before [`TorusBuilder::build`].
        #[must_use]
        pub fn builder() -> TorusBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TorusBuilder {
            TorusBuilder {
                n_endpoints: Some(__Clone::clone(&self.n_endpoints)),
                link_bandwidth: Some(__Clone::clone(&self.link_bandwidth)),
                dims: Some(__Clone::clone(&self.dims)),
                fat_tree_tiers: Some(__Clone::clone(&self.fat_tree_tiers)),
            }
        }
        ///Nodes along one side of the torus. Equation: `round_half_even(powf(f64::from(n_endpoints), 1.0 / f64::from(dims)))`.
        #[inline]
        pub fn side(&self) -> __Result<i64, __c::EvalError> {
            let n_endpoints = __Clone::clone(&self.n_endpoints);
            let dims = __Clone::clone(&self.dims);
            struct side {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    side,
                >(
                    ::mlsysim_core::equation::round_half_even(
                        ::mlsysim_core::equation::powf(
                            f64::from(n_endpoints),
                            (1.0).eq_div(f64::from(dims))?,
                        )?,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Links crossing a bisection of the torus. Equation: `torus_bisection_links(side, dims)`.
        #[inline]
        pub fn torus_cut_links(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_torus_cut_links(self.side()?)
        }
        #[doc(hidden)]
        fn __eq_torus_cut_links(&self, side: i64) -> __Result<i64, __c::EvalError> {
            let dims = __Clone::clone(&self.dims);
            struct torus_cut_links {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    torus_cut_links,
                >(::mlsysim_core::equation::torus_bisection_links(side, dims)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Links crossing a bisection of the fat-tree. Equation: `floor_div(n_endpoints, 2)`.
        #[inline]
        pub fn fat_tree_cut_links(&self) -> __Result<i64, __c::EvalError> {
            let n_endpoints = __Clone::clone(&self.n_endpoints);
            struct fat_tree_cut_links {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    fat_tree_cut_links,
                >(::mlsysim_core::equation::floor_div(n_endpoints, 2)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Bandwidth across the torus's bisection. Equation: `torus_cut_links * link_bandwidth`.
        #[inline]
        pub fn torus_bisection(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_torus_bisection(self.torus_cut_links()?)
        }
        #[doc(hidden)]
        fn __eq_torus_bisection(
            &self,
            torus_cut_links: i64,
        ) -> __Result<DataRate, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            struct torus_bisection {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    torus_bisection,
                >(torus_cut_links.eq_mul(link_bandwidth)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Bandwidth across the fat-tree's bisection. Equation: `fat_tree_cut_links * link_bandwidth`.
        #[inline]
        pub fn fat_tree_bisection(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_fat_tree_bisection(self.fat_tree_cut_links()?)
        }
        #[doc(hidden)]
        fn __eq_fat_tree_bisection(
            &self,
            fat_tree_cut_links: i64,
        ) -> __Result<DataRate, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            struct fat_tree_bisection {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    fat_tree_bisection,
                >(fat_tree_cut_links.eq_mul(link_bandwidth)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Hops on the torus's longest shortest path. Equation: torus_diameter(side, dims).
        #[inline]
        pub fn torus_diameter(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_torus_diameter(self.side()?)
        }
        #[doc(hidden)]
        fn __eq_torus_diameter(&self, side: i64) -> __Result<i64, __c::EvalError> {
            let dims = __Clone::clone(&self.dims);
            struct torus_diameter {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    torus_diameter,
                >(::mlsysim_core::equation::torus_diameter(side, dims)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Switches on the fat-tree's longest path. Equation: fat_tree_path_switches(fat_tree_tiers).
        #[inline]
        pub fn fat_tree_path_switches(&self) -> __Result<i64, __c::EvalError> {
            let fat_tree_tiers = __Clone::clone(&self.fat_tree_tiers);
            struct fat_tree_path_switches {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    fat_tree_path_switches,
                >(::mlsysim_core::equation::fat_tree_path_switches(fat_tree_tiers)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TorusValues`].
        #[must_use]
        pub fn evaluate(&self) -> TorusValues<'_> {
            let side = self.side();
            let torus_cut_links = __c::after(
                (&side,),
                |(v0,)| self.__eq_torus_cut_links(v0),
            );
            let fat_tree_cut_links = self.fat_tree_cut_links();
            let torus_bisection = __c::after(
                (&torus_cut_links,),
                |(v0,)| self.__eq_torus_bisection(v0),
            );
            let fat_tree_bisection = __c::after(
                (&fat_tree_cut_links,),
                |(v0,)| self.__eq_fat_tree_bisection(v0),
            );
            let torus_diameter = __c::after(
                (&side,),
                |(v0,)| self.__eq_torus_diameter(v0),
            );
            let fat_tree_path_switches = self.fat_tree_path_switches();
            TorusValues {
                scenario: self,
                side,
                torus_cut_links,
                fat_tree_cut_links,
                torus_bisection,
                fat_tree_bisection,
                torus_diameter,
                fat_tree_path_switches,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.n_endpoints, &__INPUTS[0])?;
            __c::bounded(&self.link_bandwidth, &__INPUTS[1])?;
            __c::bounded_plain(&self.dims, &__INPUTS[2])?;
            __c::bounded_plain(&self.fat_tree_tiers, &__INPUTS[3])?;
            {
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let side = self.side()?;
                    __c::RuleOutcome::decided(side >= 2)
                })();
                __c::rule(
                    outcome,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.n_endpoints, &self.dims],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_side(&self) -> __c::Parts {
            __c::traced(
                self.side(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let n_endpoints =
                    __Clone::clone(& self.n_endpoints); let dims = __Clone::clone(& self
                    .dims); let part =
                    ::mlsysim_core::equation::powf(f64::from(n_endpoints), (1.0)
                    .eq_div(f64::from(dims)) ?) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }, __c::CallSite { name : "powf", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let n_endpoints =
                    __Clone::clone(& self.n_endpoints); let part =
                    f64::from(n_endpoints); Ok((& __c::Showing(& part, None)).__shown())
                    }) ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dims = __Clone::clone(& self
                    .dims); let part = (1.0).eq_div(f64::from(dims)) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_fat_tree_cut_links(&self) -> __c::Parts {
            __c::traced(
                self.fat_tree_cut_links(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Name("n_endpoints"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 2; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl TorusBuilder {
        ///Sets `n_endpoints`: Endpoints wired.
        #[must_use]
        pub fn n_endpoints(mut self, value: u32) -> Self {
            self.n_endpoints = Some(value);
            self
        }
        ///Sets `link_bandwidth`: Bandwidth of one link, in either fabric.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Sets `dims`: Dimensions of the torus.
        #[must_use]
        pub fn dims(mut self, value: u32) -> Self {
            self.dims = Some(value);
            self
        }
        ///Sets `fat_tree_tiers`: Tiers of the fat-tree compared.
        #[must_use]
        pub fn fat_tree_tiers(mut self, value: u32) -> Self {
            self.fat_tree_tiers = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Torus, __c::InputError> {
            let scenario = Torus {
                n_endpoints: __c::given(self.n_endpoints, "n_endpoints")?,
                link_bandwidth: __c::given(self.link_bandwidth, "link_bandwidth")?,
                dims: self.dims.unwrap_or_else(|| 3),
                fat_tree_tiers: self.fat_tree_tiers.unwrap_or_else(|| 3),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TorusBuilder {
        type Scenario = Torus;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "n_endpoints" => self.n_endpoints = __c::set(value, &__INPUTS[0])?,
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[1])?,
                "dims" => self.dims = __c::set(value, &__INPUTS[2])?,
                "fat_tree_tiers" => self.fat_tree_tiers = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Torus, __c::InputError> {
            TorusBuilder::build(self)
        }
    }
    impl<'a> TorusValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Torus {
            self.scenario
        }
    }
    impl __c::Scenario for Torus {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Torus",
            family: &NETWORK_FABRICS,
            summary: "A number of endpoints wired as a torus against a non-blocking fat-tree, at the same bandwidth per link: links across the bisection, its bandwidth, and the longest path.",
            description: "A torus of side s in d dimensions holds s^d nodes; a plane cuts s^(d − 1) rings, each twice\nthrough its wraparound link. A non-blocking fat-tree's cut carries half its endpoints' links.",
            notes: __c::meta::Notes {
                equation: "side = round(n^(1/d)); torus cut = 2 side^(d − 1) links; fat-tree cut = n/2 links; bisection = cut × link; diameter = d ⌊side/2⌋; fat-tree path = 2L − 1 switches",
                assumptions: &[
                    "The endpoints form a cube: the side is the rounded d-th root of their count.",
                    "Every link of both fabrics has the same bandwidth.",
                ],
                rules: __RULES,
                excludes: &["Routing, adaptive or not, and the cost of either fabric."],
                derivation: &[
                    "Bisection and diameter of k-ary d-cubes (Dally and Towles 2004); fat-trees after Al-Fares et al. (2008).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 16-cube torus has a quarter of the fat-tree's cut",
                    code: "// A 16-cube torus has a quarter of the fat-tree's cut\nuse mlsysim_cluster::fabrics::torus_vs_fat_tree_4k;\n\nlet s = torus_vs_fat_tree_4k()?;\nassert_eq!(s.side()?, 16);\nassert_eq!(s.torus_cut_links()? * 4, s.fat_tree_cut_links()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TorusBuilder;
        fn to_builder(&self) -> TorusBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.n_endpoints,
                    &self.link_bandwidth,
                    &self.dims,
                    &self.fat_tree_tiers,
                ],
                &[
                    &values.side,
                    &values.torus_cut_links,
                    &values.fat_tree_cut_links,
                    &values.torus_bisection,
                    &values.fat_tree_bisection,
                    &values.torus_diameter,
                    &values.fat_tree_path_switches,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "side" => Some(Ok(self.__explain_side())),
                "fat_tree_cut_links" => Some(Ok(self.__explain_fat_tree_cut_links())),
                _ => None,
            }
        }
    }
    __c::glue!(Torus);
};
