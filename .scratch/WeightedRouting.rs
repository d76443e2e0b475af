/**Traffic spread over pools of unequal servers in proportion to each server's capacity, against an equal split per server.

Each server receives a share of the offered traffic equal to its capacity over the fleet's
total capacity, so every server runs at the same utilization, the offered load over the total
capacity. Split equally per server instead, every server gets the same load, and the slower
pool runs hotter.

# Equation

total = Σ servers_k × capacity_k; weight(k) = capacity_k ÷ total (per server); utilization(k) = offered × weight(k) ÷ capacity_k; equal split = offered ÷ Σ servers

# Assumptions

- A server's capacity is the request rate it sustains; utilization is offered load over it (above 1 is overload).

# Rules across inputs

- `servers` and `capacity` name the same pools in the same order (the reference fails on a pool missing from the capacities and ignores extra ones) (`servers.names().eq(capacity.names())`)
- `servers` count at least one server in all (`servers.values().any(|&count| count > 0)`)

# Excludes

- Queueing delay at a given utilization, and routing overheads.

# Derivation

- With weights proportional to capacity, offered × capacity_k ÷ total ÷ capacity_k = offered ÷ total for every pool.

# Examples

```rust
// Capacity-weighted routing equalizes utilization
use mlsysim_serving::kv_cache::heterogeneous_h100_a100_routing;

let s = heterogeneous_h100_a100_routing()?;
let (h100, a100) = (s.utilization("H100".into())?, s.utilization("A100".into())?);
assert!((h100 - a100).abs() < 1e-12);
assert!(s.equal_split_utilization("A100".into())? > h100);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct WeightedRouting {
    ///Servers in each pool.
    pub servers: Named<u32>,
    ///Requests a second one server of each pool sustains. *Shown in `PER_SECOND`; allowed > 0.*
    pub capacity: Named<Frequency>,
    ///Requests a second offered to the fleet. *Shown in `PER_SECOND`; allowed >= 0.*
    pub offered: Frequency,
}
///Builds a [`WeightedRouting`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct WeightedRoutingBuilder {
    servers: ::core::option::Option<Named<u32>>,
    capacity: ::core::option::Option<Named<Frequency>>,
    offered: ::core::option::Option<Frequency>,
}
///Every property of a [`WeightedRouting`], each computed once (see [`WeightedRouting::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct WeightedRoutingValues<'a> {
    scenario: &'a WeightedRouting,
    ///Requests a second the whole fleet sustains.
    pub total_capacity: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Servers of the fleet.
    pub total_servers: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Requests a second each server receives under an equal split.
    pub equal_split_load: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "servers",
            ty: "Named<u32>",
            doc: "Servers in each pool.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "capacity",
            ty: "Named<Frequency>",
            doc: "Requests a second one server of each pool sustains.",
            label: {
                __c::units::unit_for::<
                    Named<Frequency>,
                    _,
                >(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "offered",
            ty: "Frequency",
            doc: "Requests a second offered to the fleet.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_capacity",
            doc: "Requests a second the whole fleet sustains.",
            equation: "per_second(\n    sum(servers.values().zip(capacity.values()).map(|(&n, rate)| n * rate.value)),\n)",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["servers", "capacity"],
            reaches: &[("servers", "values"), ("capacity", "values")],
            calls: &["per_second", "sum"],
            template: "per_second(\n    sum({#0 servers.values()}.zip({#1 capacity.values()}).map(|(&n, rate)| n * rate.value)),\n)",
            operation: "result of `per_second`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_servers",
            doc: "Servers of the fleet.",
            equation: "total(&servers.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())",
            result_type: "i64",
            depends_on: &["servers"],
            reaches: &[("servers", "values")],
            calls: &["total"],
            template: "total(&{#0 servers.values()}.map(|&n| i64::from(n)).collect::<Vec<i64>>())",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "equal_split_load",
            doc: "Requests a second each server receives under an equal split.",
            equation: "offered / total_servers",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["offered", "total_servers"],
            template: "{offered} / {total_servers}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weight",
            kind: __c::MemberKind::Method,
            doc: "Share of the offered traffic one server of `pool` receives.",
            equation: "capacity[pool] / total_capacity",
            args: &[
                __c::ArgInfo {
                    name: "pool",
                    ty: "String",
                    samples: &[__c::Sample::From("servers")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["capacity", "total_capacity"],
            template: "{#0 capacity[pool]} / {total_capacity}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "utilization",
            kind: __c::MemberKind::Method,
            doc: "Utilization of a server of `pool` under capacity-weighted routing.",
            equation: "offered * weight(pool.clone()) / capacity[pool]",
            args: &[
                __c::ArgInfo {
                    name: "pool",
                    ty: "String",
                    samples: &[__c::Sample::From("servers")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["offered", "capacity"],
            template: "{offered} * {#0 weight(pool.clone())} / {#1 capacity[pool]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "equal_split_utilization",
            kind: __c::MemberKind::Method,
            doc: "Utilization of a server of `pool` under an equal split.",
            equation: "equal_split_load / capacity[pool]",
            args: &[
                __c::ArgInfo {
                    name: "pool",
                    ty: "String",
                    samples: &[__c::Sample::From("servers")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["capacity", "equal_split_load"],
            template: "{equal_split_load} / {#0 capacity[pool]}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`servers` and `capacity` name the same pools in the same order (the reference fails on a pool missing from the capacities and ignores extra ones)",
            condition: "servers.names().eq(capacity.names())",
            inputs: &["servers", "capacity"],
        },
        __c::RuleInfo {
            text: "`servers` count at least one server in all",
            condition: "servers.values().any(|&count| count > 0)",
            inputs: &["servers"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl WeightedRouting {
        ///Starts a [`WeightedRoutingBuilder`]; required inputs must be set before [`WeightedRoutingBuilder::build`].
        #[must_use]
        pub fn builder() -> WeightedRoutingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> WeightedRoutingBuilder {
            WeightedRoutingBuilder {
                servers: Some(__Clone::clone(&self.servers)),
                capacity: Some(__Clone::clone(&self.capacity)),
                offered: Some(__Clone::clone(&self.offered)),
            }
        }
        /**Requests a second the whole fleet sustains.

Equation:

```text
per_second(
    sum(servers.values().zip(capacity.values()).map(|(&n, rate)| n * rate.value)),
)
```
*/
        #[inline]
        pub fn total_capacity(&self) -> __Result<Frequency, __c::EvalError> {
            let servers = __Clone::clone(&self.servers);
            let capacity = __Clone::clone(&self.capacity);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct total_capacity {}
            __c::member_kept(
                (|| __c::conform::<
                    Frequency,
                    _,
                    total_capacity,
                >(
                    ::mlsysim_core::equation::per_second(
                        ::mlsysim_core::equation::sum(
                            servers
                                .values()
                                .zip(capacity.values())
                                .map(|(&n, rate)| {
                                    __mlsysim_fault.keep(n.eq_mul(rate.value))
                                }),
                        )?,
                    ),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        ///Servers of the fleet. Equation: `total(&servers.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())`.
        #[inline]
        pub fn total_servers(&self) -> __Result<i64, __c::EvalError> {
            let servers = __Clone::clone(&self.servers);
            struct total_servers {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    total_servers,
                >(
                    ::mlsysim_core::equation::total(
                        &servers.values().map(|&n| i64::from(n)).collect::<Vec<i64>>(),
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Share of the offered traffic one server of `pool` receives. Equation: `capacity[pool] / total_capacity`.
        #[inline]
        pub fn weight(&self, pool: String) -> __Result<f64, __c::EvalError> {
            self.__eq_weight(self.total_capacity()?, pool)
        }
        #[doc(hidden)]
        fn __eq_weight(
            &self,
            total_capacity: Frequency,
            pool: String,
        ) -> __Result<f64, __c::EvalError> {
            let capacity = __Clone::clone(&self.capacity);
            struct weight {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    weight,
                >(
                    ::mlsysim_core::equation::at(&capacity, &pool)?
                        .eq_div(total_capacity)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Utilization of a server of `pool` under capacity-weighted routing. Equation: `offered * weight(pool.clone()) / capacity[pool]`.
        #[inline]
        pub fn utilization(&self, pool: String) -> __Result<f64, __c::EvalError> {
            self.__eq_utilization(self.total_capacity()?, pool)
        }
        #[doc(hidden)]
        fn __eq_utilization(
            &self,
            total_capacity: Frequency,
            pool: String,
        ) -> __Result<f64, __c::EvalError> {
            let offered = __Clone::clone(&self.offered);
            let capacity = __Clone::clone(&self.capacity);
            let weight = |pool: String| {
                self.__eq_weight(__Clone::clone(&total_capacity), pool)
            };
            struct utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    utilization,
                >(
                    offered
                        .eq_mul(weight(pool.clone())?)?
                        .eq_div(::mlsysim_core::equation::at(&capacity, &pool)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Requests a second each server receives under an equal split. Equation: `offered / total_servers`.
        #[inline]
        pub fn equal_split_load(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_equal_split_load(self.total_servers()?)
        }
        #[doc(hidden)]
        fn __eq_equal_split_load(
            &self,
            total_servers: i64,
        ) -> __Result<Frequency, __c::EvalError> {
            let offered = __Clone::clone(&self.offered);
            struct equal_split_load {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    equal_split_load,
                >(offered.eq_div(total_servers)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Utilization of a server of `pool` under an equal split. Equation: `equal_split_load / capacity[pool]`.
        #[inline]
        pub fn equal_split_utilization(
            &self,
            pool: String,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_equal_split_utilization(self.equal_split_load()?, pool)
        }
        #[doc(hidden)]
        fn __eq_equal_split_utilization(
            &self,
            equal_split_load: Frequency,
            pool: String,
        ) -> __Result<f64, __c::EvalError> {
            let capacity = __Clone::clone(&self.capacity);
            struct equal_split_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    equal_split_utilization,
                >(
                    equal_split_load
                        .eq_div(::mlsysim_core::equation::at(&capacity, &pool)?)?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`WeightedRoutingValues`].
        #[must_use]
        pub fn evaluate(&self) -> WeightedRoutingValues<'_> {
            let total_capacity = self.total_capacity();
            let total_servers = self.total_servers();
            let equal_split_load = __c::after(
                (&total_servers,),
                |(v0,)| self.__eq_equal_split_load(v0),
            );
            WeightedRoutingValues {
                scenario: self,
                total_capacity,
                total_servers,
                equal_split_load,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.servers, &__INPUTS[0])?;
            __c::bounded(&self.capacity, &__INPUTS[1])?;
            __c::bounded(&self.offered, &__INPUTS[2])?;
            {
                let servers = __Clone::clone(&self.servers);
                let capacity = __Clone::clone(&self.capacity);
                __c::rule(
                    servers.names().eq(capacity.names()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.servers, &self.capacity],
                )?;
            }
            {
                let servers = __Clone::clone(&self.servers);
                __c::rule(
                    servers.values().any(|&count| count > 0),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.servers],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_total_capacity(&self) -> __c::Parts {
            __c::traced(
                self.total_capacity(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let servers = __Clone::clone(& self.servers); let part = servers
                    .values(); Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let capacity = __Clone::clone(& self.capacity); let part = capacity
                    .values(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_total_servers(&self) -> __c::Parts {
            __c::traced(
                self.total_servers(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let servers = __Clone::clone(& self.servers); let part = servers
                    .values(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_weight(&self, pool: String) -> __c::Parts {
            __c::traced(
                self.weight(__Clone::clone(&pool)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let capacity = __Clone::clone(& self.capacity); let pool =
                    __Clone::clone(& pool); let part = ::mlsysim_core::equation::at(&
                    capacity, & pool) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_utilization(&self, pool: String) -> __c::Parts {
            __c::traced(
                self.utilization(__Clone::clone(&pool)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let pool = __Clone::clone(& pool); let weight = | pool : String |
                    self.weight(pool); let part = weight(pool.clone()) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let capacity = __Clone::clone(& self.capacity); let pool =
                    __Clone::clone(& pool); let part = ::mlsysim_core::equation::at(&
                    capacity, & pool) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "weight", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let pool = __Clone::clone(&
                    pool); let part = pool.clone(); Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_equal_split_utilization(&self, pool: String) -> __c::Parts {
            __c::traced(
                self.equal_split_utilization(__Clone::clone(&pool)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let capacity = __Clone::clone(& self.capacity); let pool =
                    __Clone::clone(& pool); let part = ::mlsysim_core::equation::at(&
                    capacity, & pool) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
    }
    impl WeightedRoutingBuilder {
        ///Sets `servers`: Servers in each pool.
        #[must_use]
        pub fn servers(mut self, value: Named<u32>) -> Self {
            self.servers = Some(value);
            self
        }
        ///Sets `capacity`: Requests a second one server of each pool sustains.
        #[must_use]
        pub fn capacity(mut self, value: Named<Frequency>) -> Self {
            self.capacity = Some(value);
            self
        }
        ///Sets `offered`: Requests a second offered to the fleet.
        #[must_use]
        pub fn offered(mut self, value: Frequency) -> Self {
            self.offered = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<WeightedRouting, __c::InputError> {
            let scenario = WeightedRouting {
                servers: __c::given(self.servers, "servers")?,
                capacity: __c::given(self.capacity, "capacity")?,
                offered: __c::given(self.offered, "offered")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for WeightedRoutingBuilder {
        type Scenario = WeightedRouting;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "servers" => self.servers = __c::set(value, &__INPUTS[0])?,
                "capacity" => self.capacity = __c::set(value, &__INPUTS[1])?,
                "offered" => self.offered = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<WeightedRouting, __c::InputError> {
            WeightedRoutingBuilder::build(self)
        }
    }
    impl<'a> WeightedRoutingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a WeightedRouting {
            self.scenario
        }
        ///[`WeightedRouting::weight`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn weight(&self, pool: String) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_weight(__Clone::clone(&self.total_capacity)?, pool)
        }
        ///[`WeightedRouting::utilization`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn utilization(&self, pool: String) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_utilization(__Clone::clone(&self.total_capacity)?, pool)
        }
        ///[`WeightedRouting::equal_split_utilization`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn equal_split_utilization(
            &self,
            pool: String,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_equal_split_utilization(
                    __Clone::clone(&self.equal_split_load)?,
                    pool,
                )
        }
    }
    impl __c::Scenario for WeightedRouting {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "WeightedRouting",
            family: &KV_CACHE,
            summary: "Traffic spread over pools of unequal servers in proportion to each server's capacity, against an equal split per server.",
            description: "Each server receives a share of the offered traffic equal to its capacity over the fleet's\ntotal capacity, so every server runs at the same utilization, the offered load over the total\ncapacity. Split equally per server instead, every server gets the same load, and the slower\npool runs hotter.",
            notes: __c::meta::Notes {
                equation: "total = Σ servers_k × capacity_k; weight(k) = capacity_k ÷ total (per server); utilization(k) = offered × weight(k) ÷ capacity_k; equal split = offered ÷ Σ servers",
                assumptions: &[
                    "A server's capacity is the request rate it sustains; utilization is offered load over it (above 1 is overload).",
                ],
                rules: __RULES,
                excludes: &[
                    "Queueing delay at a given utilization, and routing overheads.",
                ],
                derivation: &[
                    "With weights proportional to capacity, offered × capacity_k ÷ total ÷ capacity_k = offered ÷ total for every pool.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Capacity-weighted routing equalizes utilization",
                    code: "// Capacity-weighted routing equalizes utilization\nuse mlsysim_serving::kv_cache::heterogeneous_h100_a100_routing;\n\nlet s = heterogeneous_h100_a100_routing()?;\nlet (h100, a100) = (s.utilization(\"H100\".into())?, s.utilization(\"A100\".into())?);\nassert!((h100 - a100).abs() < 1e-12);\nassert!(s.equal_split_utilization(\"A100\".into())? > h100);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = WeightedRoutingBuilder;
        fn to_builder(&self) -> WeightedRoutingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.servers, &self.capacity, &self.offered],
                &[
                    &values.total_capacity,
                    &values.total_servers,
                    &values.equal_split_load,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "weight" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.weight(a0), &__METHODS[0])
                }
                "utilization" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.utilization(a0), &__METHODS[1])
                }
                "equal_split_utilization" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.equal_split_utilization(a0), &__METHODS[2])
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
                "total_capacity" => Some(Ok(self.__explain_total_capacity())),
                "total_servers" => Some(Ok(self.__explain_total_servers())),
                "weight" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_weight(a0)),
                    )
                }
                "utilization" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_utilization(a0)),
                    )
                }
                "equal_split_utilization" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_equal_split_utilization(a0)),
                    )
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "servers" => (&__c::explain::Held(&self.servers)).__held(),
                "capacity" => (&__c::explain::Held(&self.capacity)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "servers" => __c::samples(&self.servers, ::core::option::Option::None),
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(WeightedRouting);
};
