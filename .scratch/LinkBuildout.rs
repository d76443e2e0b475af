/**Links bought for every accelerator of a fleet, each at a price and drawing a module's power.

# Equation

links = links per device × accelerators; cost = links × price; power = links × module power

# Assumptions

- Each link is priced and powered once; the module at its far end is left out.

# Excludes

- Switches, cabling labour and the cooling of the optics.

# Derivation

- Counts multiply: a buildout is its links times what one link costs.

# Examples

```rust
// Spine optics for 10,000 GPUs draw 400 kW
use mlsysim_cluster::fabrics::spine_optics_training_10k;

let s = spine_optics_training_10k()?;
assert_eq!(s.n_links()?, 20_000);
assert_eq!(s.total_power()?.value, 400_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LinkBuildout {
    ///The fleet the links serve.
    pub fleet: &'static Fleet,
    ///Links bought for each accelerator. *Allowed >= 0.*
    pub links_per_device: u32,
    ///Price of one link. *Shown in `USD`; allowed >= 0.*
    pub cost_per_link: Usd,
    ///Power of one link's module. *Shown in `WATT`; allowed >= 0.*
    pub power_per_link: Power,
}
///Builds a [`LinkBuildout`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LinkBuildoutBuilder {
    fleet: ::core::option::Option<&'static Fleet>,
    links_per_device: ::core::option::Option<u32>,
    cost_per_link: ::core::option::Option<Usd>,
    power_per_link: ::core::option::Option<Power>,
}
///Every property of a [`LinkBuildout`], each computed once (see [`LinkBuildout::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LinkBuildoutValues<'a> {
    scenario: &'a LinkBuildout,
    ///Links in the buildout.
    pub n_links: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Price of every link.
    pub total_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Power of every link's module.
    pub total_power: ::core::result::Result<Power, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet the links serve.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "links_per_device",
            ty: "u32",
            doc: "Links bought for each accelerator.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "cost_per_link",
            ty: "Usd",
            doc: "Price of one link.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "power_per_link",
            ty: "Power",
            doc: "Power of one link's module.",
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "n_links",
            doc: "Links in the buildout.",
            equation: "links_per_device * fleet.node.accelerators_per_node * fleet.count",
            result_type: "i64",
            depends_on: &["links_per_device", "fleet"],
            template: "{links_per_device} * {#0 fleet.node.accelerators_per_node} * {#1 fleet.count}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_cost",
            doc: "Price of every link.",
            equation: "n_links * cost_per_link",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["cost_per_link", "n_links"],
            template: "{n_links} * {cost_per_link}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_power",
            doc: "Power of every link's module.",
            equation: "n_links * power_per_link",
            result_type: "Power",
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::KILOWATT);
                __c::units::label(&::mlsysim_core::units::KILOWATT)
            },
            depends_on: &["power_per_link", "n_links"],
            template: "{n_links} * {power_per_link}",
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
    impl LinkBuildout {
        ///Starts a [`LinkBuildoutBuilder`]; required inputs must be set before [`LinkBuildoutBuilder::build`].
        #[must_use]
        pub fn builder() -> LinkBuildoutBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LinkBuildoutBuilder {
            LinkBuildoutBuilder {
                fleet: Some(__Clone::clone(&self.fleet)),
                links_per_device: Some(__Clone::clone(&self.links_per_device)),
                cost_per_link: Some(__Clone::clone(&self.cost_per_link)),
                power_per_link: Some(__Clone::clone(&self.power_per_link)),
            }
        }
        ///Links in the buildout. Equation: `links_per_device * fleet.node.accelerators_per_node * fleet.count`.
        #[inline]
        pub fn n_links(&self) -> __Result<i64, __c::EvalError> {
            let links_per_device = __Clone::clone(&self.links_per_device);
            let fleet = __Clone::clone(&self.fleet);
            struct n_links {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    n_links,
                >(
                    links_per_device
                        .eq_mul(fleet.node.accelerators_per_node)?
                        .eq_mul(fleet.count)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Price of every link. Equation: `n_links * cost_per_link`.
        #[inline]
        pub fn total_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_total_cost(self.n_links()?)
        }
        #[doc(hidden)]
        fn __eq_total_cost(&self, n_links: i64) -> __Result<Usd, __c::EvalError> {
            let cost_per_link = __Clone::clone(&self.cost_per_link);
            struct total_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    total_cost,
                >(n_links.eq_mul(cost_per_link)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Power of every link's module. Equation: `n_links * power_per_link`.
        #[inline]
        pub fn total_power(&self) -> __Result<Power, __c::EvalError> {
            self.__eq_total_power(self.n_links()?)
        }
        #[doc(hidden)]
        fn __eq_total_power(&self, n_links: i64) -> __Result<Power, __c::EvalError> {
            let power_per_link = __Clone::clone(&self.power_per_link);
            struct total_power {}
            __c::member(
                (|| __c::conform::<
                    Power,
                    _,
                    total_power,
                >(n_links.eq_mul(power_per_link)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LinkBuildoutValues`].
        #[must_use]
        pub fn evaluate(&self) -> LinkBuildoutValues<'_> {
            let n_links = self.n_links();
            let total_cost = __c::after((&n_links,), |(v0,)| self.__eq_total_cost(v0));
            let total_power = __c::after((&n_links,), |(v0,)| self.__eq_total_power(v0));
            LinkBuildoutValues {
                scenario: self,
                n_links,
                total_cost,
                total_power,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.fleet, &__INPUTS[0])?;
            __c::bounded_plain(&self.links_per_device, &__INPUTS[1])?;
            __c::bounded(&self.cost_per_link, &__INPUTS[2])?;
            __c::bounded(&self.power_per_link, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_n_links(&self) -> __c::Parts {
            __c::traced(
                self.n_links(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let fleet = __Clone::clone(& self.fleet); let part
                    = fleet.count; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl LinkBuildoutBuilder {
        ///Sets `fleet`: The fleet the links serve.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `links_per_device`: Links bought for each accelerator.
        #[must_use]
        pub fn links_per_device(mut self, value: u32) -> Self {
            self.links_per_device = Some(value);
            self
        }
        ///Sets `cost_per_link`: Price of one link.
        #[must_use]
        pub fn cost_per_link(mut self, value: Usd) -> Self {
            self.cost_per_link = Some(value);
            self
        }
        ///Sets `power_per_link`: Power of one link's module.
        #[must_use]
        pub fn power_per_link(mut self, value: Power) -> Self {
            self.power_per_link = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LinkBuildout, __c::InputError> {
            let scenario = LinkBuildout {
                fleet: __c::given(self.fleet, "fleet")?,
                links_per_device: __c::given(self.links_per_device, "links_per_device")?,
                cost_per_link: __c::given(self.cost_per_link, "cost_per_link")?,
                power_per_link: __c::given(self.power_per_link, "power_per_link")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LinkBuildoutBuilder {
        type Scenario = LinkBuildout;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fleet" => self.fleet = __c::set(value, &__INPUTS[0])?,
                "links_per_device" => {
                    self.links_per_device = __c::set(value, &__INPUTS[1])?;
                }
                "cost_per_link" => self.cost_per_link = __c::set(value, &__INPUTS[2])?,
                "power_per_link" => self.power_per_link = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LinkBuildout, __c::InputError> {
            LinkBuildoutBuilder::build(self)
        }
    }
    impl<'a> LinkBuildoutValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LinkBuildout {
            self.scenario
        }
    }
    impl __c::Scenario for LinkBuildout {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LinkBuildout",
            family: &NETWORK_FABRICS,
            summary: "Links bought for every accelerator of a fleet, each at a price and drawing a module's power.",
            description: "",
            notes: __c::meta::Notes {
                equation: "links = links per device × accelerators; cost = links × price; power = links × module power",
                assumptions: &[
                    "Each link is priced and powered once; the module at its far end is left out.",
                ],
                rules: __RULES,
                excludes: &["Switches, cabling labour and the cooling of the optics."],
                derivation: &[
                    "Counts multiply: a buildout is its links times what one link costs.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Spine optics for 10,000 GPUs draw 400 kW",
                    code: "// Spine optics for 10,000 GPUs draw 400 kW\nuse mlsysim_cluster::fabrics::spine_optics_training_10k;\n\nlet s = spine_optics_training_10k()?;\nassert_eq!(s.n_links()?, 20_000);\nassert_eq!(s.total_power()?.value, 400_000.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LinkBuildoutBuilder;
        fn to_builder(&self) -> LinkBuildoutBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fleet,
                    &self.links_per_device,
                    &self.cost_per_link,
                    &self.power_per_link,
                ],
                &[&values.n_links, &values.total_cost, &values.total_power],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "n_links" => Some(Ok(self.__explain_n_links())),
                _ => None,
            }
        }
    }
    __c::glue!(LinkBuildout);
};
