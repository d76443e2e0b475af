/**Arithmetic intensity of an element-wise or normalization kernel run without fusion.

A LayerNorm, a softmax or an activation reads each of its elements from device memory
`reads` times and writes it back `writes` times, at `bytes_per_value` each, and reads a small
vector of parameters (a LayerNorm's scale and shift) once. It does `flops_per_element`
operations per element. Its work over that traffic is the intensity that places it on a
roofline: a few operations per byte, far below any accelerator's ridge.

# Equation

F = elements × flops_per_element; bytes = (reads + writes) × elements × b + parameter_values × b; I = F ÷ bytes

# Assumptions

- Nothing is fused: every read and write goes to device memory, and no element is reused from a cache.
- Counts are at least 1 element and 0 parameters, reads or writes, and the operations per element and the value width are above zero; the reference also takes negative counts and zero widths.

# Rules across inputs

- `reads` + `writes` is at least 1: a kernel that moves none of its elements has no intensity (`reads > 0 || writes > 0`)

# Excludes

- Launch overhead, and the time the kernel takes: this places it on the roofline, it does not time it.

# Derivation

- Arithmetic intensity is operations over bytes moved between the arithmetic units and memory.

# Examples

```rust
// An unfused LayerNorm does about 2 FLOP per byte
use mlsysim_compute::acceleration::gpt2_xl_layer_norm_prefill;

let s = gpt2_xl_layer_norm_prefill()?;
assert_eq!(s.traffic_bytes()?.value, 52_435_200.0);
assert!((s.intensity()?.value - 1.9997558891736849).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ElementwiseOp {
    ///Elements the kernel processes. *Allowed >= 1.*
    pub elements: i64,
    ///Operations per element. *Allowed > 0.*
    pub flops_per_element: f64,
    ///Storage width of one value. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
    ///Parameter values read once (a LayerNorm's scale and shift). *Default `0`; allowed >= 0.*
    pub parameter_values: i64,
    ///Times each element is read from memory. *Default `1`; allowed >= 0.*
    pub reads: i64,
    ///Times each element is written to memory. *Default `1`; allowed >= 0.*
    pub writes: i64,
}
///Builds a [`ElementwiseOp`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ElementwiseOpBuilder {
    elements: ::core::option::Option<i64>,
    flops_per_element: ::core::option::Option<f64>,
    bytes_per_value: ::core::option::Option<Information>,
    parameter_values: ::core::option::Option<i64>,
    reads: ::core::option::Option<i64>,
    writes: ::core::option::Option<i64>,
}
///Every property of a [`ElementwiseOp`], each computed once (see [`ElementwiseOp::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ElementwiseOpValues<'a> {
    scenario: &'a ElementwiseOp,
    ///Operations over all elements.
    pub flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Bytes the kernel reads for its elements.
    pub input_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes the kernel writes for its elements.
    pub output_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the parameters, read once.
    pub parameter_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Every byte the unfused kernel moves.
    pub traffic_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Operations per byte of that traffic.
    pub intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "elements",
            ty: "i64",
            doc: "Elements the kernel processes.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "flops_per_element",
            ty: "f64",
            doc: "Operations per element.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_value",
            ty: "Information",
            doc: "Storage width of one value.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "parameter_values",
            ty: "i64",
            doc: "Parameter values read once (a LayerNorm's scale and shift).",
            default: Some("0"),
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reads",
            ty: "i64",
            doc: "Times each element is read from memory.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "writes",
            ty: "i64",
            doc: "Times each element is written to memory.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "flops",
            doc: "Operations over all elements.",
            equation: "elements * flops_per_element * FLOP.of(1.0)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["elements", "flops_per_element"],
            template: "{elements} * {flops_per_element} * FLOP.of(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "input_bytes",
            doc: "Bytes the kernel reads for its elements.",
            equation: "reads * elements * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["reads", "elements", "bytes_per_value"],
            template: "{reads} * {elements} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "output_bytes",
            doc: "Bytes the kernel writes for its elements.",
            equation: "writes * elements * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["writes", "elements", "bytes_per_value"],
            template: "{writes} * {elements} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "parameter_bytes",
            doc: "Bytes of the parameters, read once.",
            equation: "parameter_values * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["parameter_values", "bytes_per_value"],
            template: "{parameter_values} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "traffic_bytes",
            doc: "Every byte the unfused kernel moves.",
            equation: "input_bytes + output_bytes + parameter_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["input_bytes", "output_bytes", "parameter_bytes"],
            template: "{input_bytes} + {output_bytes} + {parameter_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intensity",
            doc: "Operations per byte of that traffic.",
            equation: "arithmetic_intensity(flops, traffic_bytes)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["flops", "traffic_bytes"],
            calls: &["arithmetic_intensity"],
            template: "arithmetic_intensity({flops}, {traffic_bytes})",
            named_calls: "arithmetic_intensity(flops, traffic_bytes)",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`reads` + `writes` is at least 1: a kernel that moves none of its elements has no intensity",
            condition: "reads > 0 || writes > 0",
            inputs: &["reads", "writes"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ElementwiseOp {
        ///Starts a [`ElementwiseOpBuilder`]; required inputs must be set before [`ElementwiseOpBuilder::build`].
        #[must_use]
        pub fn builder() -> ElementwiseOpBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ElementwiseOpBuilder {
            ElementwiseOpBuilder {
                elements: Some(__Clone::clone(&self.elements)),
                flops_per_element: Some(__Clone::clone(&self.flops_per_element)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
                parameter_values: Some(__Clone::clone(&self.parameter_values)),
                reads: Some(__Clone::clone(&self.reads)),
                writes: Some(__Clone::clone(&self.writes)),
            }
        }
        ///Operations over all elements. Equation: `elements * flops_per_element * FLOP.of(1.0)`.
        #[inline]
        pub fn flops(&self) -> __Result<FlopCount, __c::EvalError> {
            let elements = __Clone::clone(&self.elements);
            let flops_per_element = __Clone::clone(&self.flops_per_element);
            struct flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops,
                >(elements.eq_mul(flops_per_element)?.eq_mul(FLOP.of(1.0))?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes the kernel reads for its elements. Equation: `reads * elements * bytes_per_value`.
        #[inline]
        pub fn input_bytes(&self) -> __Result<Information, __c::EvalError> {
            let reads = __Clone::clone(&self.reads);
            let elements = __Clone::clone(&self.elements);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct input_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    input_bytes,
                >(reads.eq_mul(elements)?.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes the kernel writes for its elements. Equation: `writes * elements * bytes_per_value`.
        #[inline]
        pub fn output_bytes(&self) -> __Result<Information, __c::EvalError> {
            let writes = __Clone::clone(&self.writes);
            let elements = __Clone::clone(&self.elements);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct output_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    output_bytes,
                >(writes.eq_mul(elements)?.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Bytes of the parameters, read once. Equation: `parameter_values * bytes_per_value`.
        #[inline]
        pub fn parameter_bytes(&self) -> __Result<Information, __c::EvalError> {
            let parameter_values = __Clone::clone(&self.parameter_values);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct parameter_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    parameter_bytes,
                >(parameter_values.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Every byte the unfused kernel moves. Equation: `input_bytes + output_bytes + parameter_bytes`.
        #[inline]
        pub fn traffic_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_traffic_bytes(
                self.input_bytes()?,
                self.output_bytes()?,
                self.parameter_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_traffic_bytes(
            &self,
            input_bytes: Information,
            output_bytes: Information,
            parameter_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct traffic_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    traffic_bytes,
                >(input_bytes.eq_add(output_bytes)?.eq_add(parameter_bytes)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Operations per byte of that traffic. Equation: `arithmetic_intensity(flops, traffic_bytes)`.
        #[inline]
        pub fn intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_intensity(self.flops()?, self.traffic_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_intensity(
            &self,
            flops: FlopCount,
            traffic_bytes: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            struct intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(flops, traffic_bytes)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ElementwiseOpValues`].
        #[must_use]
        pub fn evaluate(&self) -> ElementwiseOpValues<'_> {
            let flops = self.flops();
            let input_bytes = self.input_bytes();
            let output_bytes = self.output_bytes();
            let parameter_bytes = self.parameter_bytes();
            let traffic_bytes = __c::after(
                (&input_bytes, &output_bytes, &parameter_bytes),
                |(v0, v1, v2)| self.__eq_traffic_bytes(v0, v1, v2),
            );
            let intensity = __c::after(
                (&flops, &traffic_bytes),
                |(v0, v1)| self.__eq_intensity(v0, v1),
            );
            ElementwiseOpValues {
                scenario: self,
                flops,
                input_bytes,
                output_bytes,
                parameter_bytes,
                traffic_bytes,
                intensity,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.elements, &__INPUTS[0])?;
            __c::bounded(&self.flops_per_element, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[2])?;
            __c::bounded_plain(&self.parameter_values, &__INPUTS[3])?;
            __c::bounded_plain(&self.reads, &__INPUTS[4])?;
            __c::bounded_plain(&self.writes, &__INPUTS[5])?;
            {
                let reads = __Clone::clone(&self.reads);
                let writes = __Clone::clone(&self.writes);
                __c::rule(
                    reads > 0 || writes > 0,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.reads, &self.writes],
                )?;
            }
            Ok(())
        }
    }
    impl ElementwiseOpBuilder {
        ///Sets `elements`: Elements the kernel processes.
        #[must_use]
        pub fn elements(mut self, value: i64) -> Self {
            self.elements = Some(value);
            self
        }
        ///Sets `flops_per_element`: Operations per element.
        #[must_use]
        pub fn flops_per_element(mut self, value: f64) -> Self {
            self.flops_per_element = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Storage width of one value.
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        ///Sets `parameter_values`: Parameter values read once (a LayerNorm's scale and shift).
        #[must_use]
        pub fn parameter_values(mut self, value: i64) -> Self {
            self.parameter_values = Some(value);
            self
        }
        ///Sets `reads`: Times each element is read from memory.
        #[must_use]
        pub fn reads(mut self, value: i64) -> Self {
            self.reads = Some(value);
            self
        }
        ///Sets `writes`: Times each element is written to memory.
        #[must_use]
        pub fn writes(mut self, value: i64) -> Self {
            self.writes = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ElementwiseOp, __c::InputError> {
            let scenario = ElementwiseOp {
                elements: __c::given(self.elements, "elements")?,
                flops_per_element: __c::given(
                    self.flops_per_element,
                    "flops_per_element",
                )?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
                parameter_values: self.parameter_values.unwrap_or_else(|| 0),
                reads: self.reads.unwrap_or_else(|| 1),
                writes: self.writes.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ElementwiseOpBuilder {
        type Scenario = ElementwiseOp;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "elements" => self.elements = __c::set(value, &__INPUTS[0])?,
                "flops_per_element" => {
                    self.flops_per_element = __c::set(value, &__INPUTS[1])?;
                }
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[2])?;
                }
                "parameter_values" => {
                    self.parameter_values = __c::set(value, &__INPUTS[3])?;
                }
                "reads" => self.reads = __c::set(value, &__INPUTS[4])?,
                "writes" => self.writes = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ElementwiseOp, __c::InputError> {
            ElementwiseOpBuilder::build(self)
        }
    }
    impl<'a> ElementwiseOpValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ElementwiseOp {
            self.scenario
        }
    }
    impl __c::Scenario for ElementwiseOp {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ElementwiseOp",
            family: &ACCELERATION,
            summary: "Arithmetic intensity of an element-wise or normalization kernel run without fusion.",
            description: "A LayerNorm, a softmax or an activation reads each of its elements from device memory\n`reads` times and writes it back `writes` times, at `bytes_per_value` each, and reads a small\nvector of parameters (a LayerNorm's scale and shift) once. It does `flops_per_element`\noperations per element. Its work over that traffic is the intensity that places it on a\nroofline: a few operations per byte, far below any accelerator's ridge.",
            notes: __c::meta::Notes {
                equation: "F = elements × flops_per_element; bytes = (reads + writes) × elements × b + parameter_values × b; I = F ÷ bytes",
                assumptions: &[
                    "Nothing is fused: every read and write goes to device memory, and no element is reused from a cache.",
                    "Counts are at least 1 element and 0 parameters, reads or writes, and the operations per element and the value width are above zero; the reference also takes negative counts and zero widths.",
                ],
                rules: __RULES,
                excludes: &[
                    "Launch overhead, and the time the kernel takes: this places it on the roofline, it does not time it.",
                ],
                derivation: &[
                    "Arithmetic intensity is operations over bytes moved between the arithmetic units and memory.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "An unfused LayerNorm does about 2 FLOP per byte",
                    code: "// An unfused LayerNorm does about 2 FLOP per byte\nuse mlsysim_compute::acceleration::gpt2_xl_layer_norm_prefill;\n\nlet s = gpt2_xl_layer_norm_prefill()?;\nassert_eq!(s.traffic_bytes()?.value, 52_435_200.0);\nassert!((s.intensity()?.value - 1.9997558891736849).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ElementwiseOpBuilder;
        fn to_builder(&self) -> ElementwiseOpBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.elements,
                    &self.flops_per_element,
                    &self.bytes_per_value,
                    &self.parameter_values,
                    &self.reads,
                    &self.writes,
                ],
                &[
                    &values.flops,
                    &values.input_bytes,
                    &values.output_bytes,
                    &values.parameter_bytes,
                    &values.traffic_bytes,
                    &values.intensity,
                ],
            )
        }
    }
    __c::glue!(ElementwiseOp);
};
