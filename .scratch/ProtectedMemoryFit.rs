/**A model's weights against the protected memory of a trusted execution environment (an enclave page cache), before any activation.

The reference's `weight_bytes` is `weight_footprint` here: `weight_bytes` names the law the
bytes are computed with.

# Equation

weights = parameters × bytes per weight; share = weights ÷ protected memory

# Assumptions

- The whole protected memory is free for the weights.

# Excludes

- Activations, the runtime inside the enclave, and paging out of protected memory (which works, slowly).

# Derivation

- Weights take their parameter count times their width.

# Examples

```rust
// ResNet-50 in FP32 overflows a 128 MiB enclave page cache
use mlsysim_fleet::security::res_net50_fp32_in_sgx_enclave;

assert!(res_net50_fp32_in_sgx_enclave()?.capacity_share()? > 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ProtectedMemoryFit {
    ///The model whose weights are protected.
    pub workload: &'static Workload,
    ///The device whose protected memory holds them.
    pub hardware: &'static HardwareNode,
    ///Bytes of one weight. *Allowed > 0.*
    pub bytes_per_weight: Information,
}
///Builds a [`ProtectedMemoryFit`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ProtectedMemoryFitBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    bytes_per_weight: ::core::option::Option<Information>,
}
///Every property of a [`ProtectedMemoryFit`], each computed once (see [`ProtectedMemoryFit::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ProtectedMemoryFitValues<'a> {
    scenario: &'a ProtectedMemoryFit,
    ///Bytes of the weights (the reference's `weight_bytes`, renamed: that name is the law's).
    pub weight_footprint: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///The protected memory.
    pub capacity: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///The weights as a share of the protected memory.
    pub capacity_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose weights are protected.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The device whose protected memory holds them.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_weight",
            ty: "Information",
            doc: "Bytes of one weight.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weight_footprint",
            doc: "Bytes of the weights (the reference's `weight_bytes`, renamed: that name is the law's).",
            equation: "weight_bytes(workload, bytes_per_weight)",
            result_type: "DataSize",
            depends_on: &["workload", "bytes_per_weight"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {bytes_per_weight})",
            named_calls: "weight_bytes(workload, bytes_per_weight)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "capacity",
            doc: "The protected memory.",
            equation: "hardware.memory_capacity",
            result_type: "DataSize",
            depends_on: &["hardware"],
            template: "{#0 hardware.memory_capacity}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "capacity_share",
            doc: "The weights as a share of the protected memory.",
            equation: "weight_footprint / capacity",
            result_type: "f64",
            depends_on: &["weight_footprint", "capacity"],
            template: "{weight_footprint} / {capacity}",
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
    impl ProtectedMemoryFit {
        ///Starts a [`ProtectedMemoryFitBuilder`]; required inputs must be set before [`ProtectedMemoryFitBuilder::build`].
        #[must_use]
        pub fn builder() -> ProtectedMemoryFitBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ProtectedMemoryFitBuilder {
            ProtectedMemoryFitBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                bytes_per_weight: Some(__Clone::clone(&self.bytes_per_weight)),
            }
        }
        ///Bytes of the weights (the reference's `weight_bytes`, renamed: that name is the law's). Equation: `weight_bytes(workload, bytes_per_weight)`.
        #[inline]
        pub fn weight_footprint(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_weight = __Clone::clone(&self.bytes_per_weight);
            struct weight_footprint {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    weight_footprint,
                >(
                    ::mlsysim_core::equation::weight_bytes(workload, bytes_per_weight)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The protected memory. Equation: `hardware.memory_capacity`.
        #[inline]
        pub fn capacity(&self) -> __Result<DataSize, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct capacity {}
            __c::member(
                (|| __c::conform::<DataSize, _, capacity>(hardware.memory_capacity))(),
                &__PROPERTIES[1],
            )
        }
        ///The weights as a share of the protected memory. Equation: `weight_footprint / capacity`.
        #[inline]
        pub fn capacity_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_capacity_share(self.weight_footprint()?, self.capacity()?)
        }
        #[doc(hidden)]
        fn __eq_capacity_share(
            &self,
            weight_footprint: DataSize,
            capacity: DataSize,
        ) -> __Result<f64, __c::EvalError> {
            struct capacity_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    capacity_share,
                >(weight_footprint.eq_div(capacity)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ProtectedMemoryFitValues`].
        #[must_use]
        pub fn evaluate(&self) -> ProtectedMemoryFitValues<'_> {
            let weight_footprint = self.weight_footprint();
            let capacity = self.capacity();
            let capacity_share = __c::after(
                (&weight_footprint, &capacity),
                |(v0, v1)| self.__eq_capacity_share(v0, v1),
            );
            ProtectedMemoryFitValues {
                scenario: self,
                weight_footprint,
                capacity,
                capacity_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_weight, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_capacity(&self) -> __c::Parts {
            __c::traced(
                self.capacity(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_capacity; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ProtectedMemoryFitBuilder {
        ///Sets `workload`: The model whose weights are protected.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The device whose protected memory holds them.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `bytes_per_weight`: Bytes of one weight.
        #[must_use]
        pub fn bytes_per_weight(mut self, value: Information) -> Self {
            self.bytes_per_weight = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ProtectedMemoryFit, __c::InputError> {
            let scenario = ProtectedMemoryFit {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                bytes_per_weight: __c::given(self.bytes_per_weight, "bytes_per_weight")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ProtectedMemoryFitBuilder {
        type Scenario = ProtectedMemoryFit;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "bytes_per_weight" => {
                    self.bytes_per_weight = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ProtectedMemoryFit, __c::InputError> {
            ProtectedMemoryFitBuilder::build(self)
        }
    }
    impl<'a> ProtectedMemoryFitValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ProtectedMemoryFit {
            self.scenario
        }
    }
    impl __c::Scenario for ProtectedMemoryFit {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ProtectedMemoryFit",
            family: &SECURITY,
            summary: "A model's weights against the protected memory of a trusted execution environment (an enclave page cache), before any activation.",
            description: "The reference's `weight_bytes` is `weight_footprint` here: `weight_bytes` names the law the\nbytes are computed with.",
            notes: __c::meta::Notes {
                equation: "weights = parameters × bytes per weight; share = weights ÷ protected memory",
                assumptions: &["The whole protected memory is free for the weights."],
                rules: __RULES,
                excludes: &[
                    "Activations, the runtime inside the enclave, and paging out of protected memory (which works, slowly).",
                ],
                derivation: &["Weights take their parameter count times their width."],
            },
            examples: &[
                __c::meta::Example {
                    title: "ResNet-50 in FP32 overflows a 128 MiB enclave page cache",
                    code: "// ResNet-50 in FP32 overflows a 128 MiB enclave page cache\nuse mlsysim_fleet::security::res_net50_fp32_in_sgx_enclave;\n\nassert!(res_net50_fp32_in_sgx_enclave()?.capacity_share()? > 0.5);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ProtectedMemoryFitBuilder;
        fn to_builder(&self) -> ProtectedMemoryFitBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.workload, &self.hardware, &self.bytes_per_weight],
                &[&values.weight_footprint, &values.capacity, &values.capacity_share],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "capacity" => Some(Ok(self.__explain_capacity())),
                _ => None,
            }
        }
    }
    __c::glue!(ProtectedMemoryFit);
};
