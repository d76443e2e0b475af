/**One NIC split into rate-capped virtual functions (SR-IOV), and a neighbour's burst at the full line rate.

# Equation

slice = NIC rate ÷ virtual functions; burst time = burst ÷ NIC rate

# Assumptions

- Each virtual function is capped at an equal share of the line rate.

# Excludes

- Queueing on the host and in the switch.

# Derivation

- An equal split of one rate, and bytes over a rate.

# Examples

```rust
// Eight slices of an NDR NIC get 50 Gbit/s each
use mlsysim_cluster::fabrics::sriov_ndr_nic;

let s = sriov_ndr_nic()?;
assert_eq!(s.burst_time()?.value, 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct NicSharing {
    ///Line rate of the NIC. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub nic_bandwidth: DataRate,
    ///Virtual functions the NIC is split into. *Allowed >= 1.*
    pub n_virtual_functions: u32,
    ///Bytes of a burst at the full line rate. *Shown in `GB`; allowed >= 0.*
    pub burst_size: Information,
}
///Builds a [`NicSharing`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct NicSharingBuilder {
    nic_bandwidth: ::core::option::Option<DataRate>,
    n_virtual_functions: ::core::option::Option<u32>,
    burst_size: ::core::option::Option<Information>,
}
///Every property of a [`NicSharing`], each computed once (see [`NicSharing::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct NicSharingValues<'a> {
    scenario: &'a NicSharing,
    ///Rate of one virtual function.
    pub slice_rate: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Time of the burst at the full line rate.
    pub burst_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "nic_bandwidth",
            ty: "DataRate",
            doc: "Line rate of the NIC.",
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
            name: "n_virtual_functions",
            ty: "u32",
            doc: "Virtual functions the NIC is split into.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "burst_size",
            ty: "Information",
            doc: "Bytes of a burst at the full line rate.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "slice_rate",
            doc: "Rate of one virtual function.",
            equation: "nic_bandwidth / n_virtual_functions",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            depends_on: &["nic_bandwidth", "n_virtual_functions"],
            template: "{nic_bandwidth} / {n_virtual_functions}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "burst_time",
            doc: "Time of the burst at the full line rate.",
            equation: "burst_size / nic_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["burst_size", "nic_bandwidth"],
            template: "{burst_size} / {nic_bandwidth}",
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
    impl NicSharing {
        ///Starts a [`NicSharingBuilder`]; required inputs must be set before [`NicSharingBuilder::build`].
        #[must_use]
        pub fn builder() -> NicSharingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> NicSharingBuilder {
            NicSharingBuilder {
                nic_bandwidth: Some(__Clone::clone(&self.nic_bandwidth)),
                n_virtual_functions: Some(__Clone::clone(&self.n_virtual_functions)),
                burst_size: Some(__Clone::clone(&self.burst_size)),
            }
        }
        ///Rate of one virtual function. Equation: `nic_bandwidth / n_virtual_functions`.
        #[inline]
        pub fn slice_rate(&self) -> __Result<DataRate, __c::EvalError> {
            let nic_bandwidth = __Clone::clone(&self.nic_bandwidth);
            let n_virtual_functions = __Clone::clone(&self.n_virtual_functions);
            struct slice_rate {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    slice_rate,
                >(nic_bandwidth.eq_div(n_virtual_functions)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time of the burst at the full line rate. Equation: `burst_size / nic_bandwidth`.
        #[inline]
        pub fn burst_time(&self) -> __Result<Time, __c::EvalError> {
            let burst_size = __Clone::clone(&self.burst_size);
            let nic_bandwidth = __Clone::clone(&self.nic_bandwidth);
            struct burst_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    burst_time,
                >(burst_size.eq_div(nic_bandwidth)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`NicSharingValues`].
        #[must_use]
        pub fn evaluate(&self) -> NicSharingValues<'_> {
            let slice_rate = self.slice_rate();
            let burst_time = self.burst_time();
            NicSharingValues {
                scenario: self,
                slice_rate,
                burst_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.nic_bandwidth, &__INPUTS[0])?;
            __c::bounded_plain(&self.n_virtual_functions, &__INPUTS[1])?;
            __c::bounded(&self.burst_size, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl NicSharingBuilder {
        ///Sets `nic_bandwidth`: Line rate of the NIC.
        #[must_use]
        pub fn nic_bandwidth(mut self, value: DataRate) -> Self {
            self.nic_bandwidth = Some(value);
            self
        }
        ///Sets `n_virtual_functions`: Virtual functions the NIC is split into.
        #[must_use]
        pub fn n_virtual_functions(mut self, value: u32) -> Self {
            self.n_virtual_functions = Some(value);
            self
        }
        ///Sets `burst_size`: Bytes of a burst at the full line rate.
        #[must_use]
        pub fn burst_size(mut self, value: Information) -> Self {
            self.burst_size = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<NicSharing, __c::InputError> {
            let scenario = NicSharing {
                nic_bandwidth: __c::given(self.nic_bandwidth, "nic_bandwidth")?,
                n_virtual_functions: __c::given(
                    self.n_virtual_functions,
                    "n_virtual_functions",
                )?,
                burst_size: __c::given(self.burst_size, "burst_size")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for NicSharingBuilder {
        type Scenario = NicSharing;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "nic_bandwidth" => self.nic_bandwidth = __c::set(value, &__INPUTS[0])?,
                "n_virtual_functions" => {
                    self.n_virtual_functions = __c::set(value, &__INPUTS[1])?;
                }
                "burst_size" => self.burst_size = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<NicSharing, __c::InputError> {
            NicSharingBuilder::build(self)
        }
    }
    impl<'a> NicSharingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a NicSharing {
            self.scenario
        }
    }
    impl __c::Scenario for NicSharing {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "NicSharing",
            family: &NETWORK_FABRICS,
            summary: "One NIC split into rate-capped virtual functions (SR-IOV), and a neighbour's burst at the full line rate.",
            description: "",
            notes: __c::meta::Notes {
                equation: "slice = NIC rate ÷ virtual functions; burst time = burst ÷ NIC rate",
                assumptions: &[
                    "Each virtual function is capped at an equal share of the line rate.",
                ],
                rules: __RULES,
                excludes: &["Queueing on the host and in the switch."],
                derivation: &["An equal split of one rate, and bytes over a rate."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Eight slices of an NDR NIC get 50 Gbit/s each",
                    code: "// Eight slices of an NDR NIC get 50 Gbit/s each\nuse mlsysim_cluster::fabrics::sriov_ndr_nic;\n\nlet s = sriov_ndr_nic()?;\nassert_eq!(s.burst_time()?.value, 2.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = NicSharingBuilder;
        fn to_builder(&self) -> NicSharingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.nic_bandwidth, &self.n_virtual_functions, &self.burst_size],
                &[&values.slice_rate, &values.burst_time],
            )
        }
    }
    __c::glue!(NicSharing);
};
