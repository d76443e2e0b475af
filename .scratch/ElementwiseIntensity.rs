/**The arithmetic intensity of an unfused elementwise operation: a few FLOPs per element against every operand read or written.

# Equation

bytes per element = operands × bytes_per_value; intensity = flops_per_element ÷ bytes per element

# Assumptions

- Each operand moves once between memory and the processor; nothing stays in cache between kernels.
- At least one operand moves and the byte width is above zero, checked when the scenario is built (the reference divides by zero or goes negative).

# Excludes

- Fusion with neighbouring kernels, which would keep the operands on chip.

# Derivation

- Intensity is work over bytes moved; per element both are fixed, so the whole kernel has the same ratio.

# Examples

```rust
// An FP32 residual add
use mlsysim_compute::layers::residual_add_fp32;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = residual_add_fp32()?;
assert_eq!(s.bytes_per_element()?.value, 12.0);
assert!((FLOP_PER_BYTE.in_unit(s.intensity()?) - 1.0 / 12.0).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ElementwiseIntensity {
    ///FLOPs per element.
    pub flops_per_element: u32,
    ///Values read or written per element. *Allowed >= 1.*
    pub operands_moved: u32,
    ///Storage width of one value. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
}
///Builds a [`ElementwiseIntensity`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ElementwiseIntensityBuilder {
    flops_per_element: ::core::option::Option<u32>,
    operands_moved: ::core::option::Option<u32>,
    bytes_per_value: ::core::option::Option<Information>,
}
///Every property of a [`ElementwiseIntensity`], each computed once (see [`ElementwiseIntensity::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ElementwiseIntensityValues<'a> {
    scenario: &'a ElementwiseIntensity,
    ///Bytes moved per element.
    pub bytes_per_element: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///FLOPs per byte moved.
    pub intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "flops_per_element",
            ty: "u32",
            doc: "FLOPs per element.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "operands_moved",
            ty: "u32",
            doc: "Values read or written per element.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
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
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "bytes_per_element",
            doc: "Bytes moved per element.",
            equation: "operands_moved * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["operands_moved", "bytes_per_value"],
            template: "{operands_moved} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intensity",
            doc: "FLOPs per byte moved.",
            equation: "arithmetic_intensity(flops_per_element * flops(1.0), bytes_per_element)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["flops_per_element", "bytes_per_element"],
            calls: &["arithmetic_intensity", "flops"],
            template: "arithmetic_intensity({flops_per_element} * flops(1.0), {bytes_per_element})",
            operation: "result of `arithmetic_intensity`",
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
    impl ElementwiseIntensity {
        ///Starts a [`ElementwiseIntensityBuilder`]; required inputs must be set before [`ElementwiseIntensityBuilder::build`].
        #[must_use]
        pub fn builder() -> ElementwiseIntensityBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ElementwiseIntensityBuilder {
            ElementwiseIntensityBuilder {
                flops_per_element: Some(__Clone::clone(&self.flops_per_element)),
                operands_moved: Some(__Clone::clone(&self.operands_moved)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
            }
        }
        ///Bytes moved per element. Equation: `operands_moved * bytes_per_value`.
        #[inline]
        pub fn bytes_per_element(&self) -> __Result<Information, __c::EvalError> {
            let operands_moved = __Clone::clone(&self.operands_moved);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct bytes_per_element {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    bytes_per_element,
                >(operands_moved.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[0],
            )
        }
        ///FLOPs per byte moved. Equation: `arithmetic_intensity(flops_per_element * flops(1.0), bytes_per_element)`.
        #[inline]
        pub fn intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_intensity(self.bytes_per_element()?)
        }
        #[doc(hidden)]
        fn __eq_intensity(
            &self,
            bytes_per_element: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            let flops_per_element = __Clone::clone(&self.flops_per_element);
            struct intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        flops_per_element.eq_mul(::mlsysim_core::equation::flops(1.0))?,
                        bytes_per_element,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ElementwiseIntensityValues`].
        #[must_use]
        pub fn evaluate(&self) -> ElementwiseIntensityValues<'_> {
            let bytes_per_element = self.bytes_per_element();
            let intensity = __c::after(
                (&bytes_per_element,),
                |(v0,)| self.__eq_intensity(v0),
            );
            ElementwiseIntensityValues {
                scenario: self,
                bytes_per_element,
                intensity,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.flops_per_element, &__INPUTS[0])?;
            __c::bounded_plain(&self.operands_moved, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_intensity(&self) -> __c::Parts {
            __c::traced(
                self.intensity(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_intensity", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let flops_per_element =
                    __Clone::clone(& self.flops_per_element); let part =
                    flops_per_element.eq_mul(::mlsysim_core::equation::flops(1.0)) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("bytes_per_element")] }, __c::CallSite { name :
                    "flops", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl ElementwiseIntensityBuilder {
        ///Sets `flops_per_element`: FLOPs per element.
        #[must_use]
        pub fn flops_per_element(mut self, value: u32) -> Self {
            self.flops_per_element = Some(value);
            self
        }
        ///Sets `operands_moved`: Values read or written per element.
        #[must_use]
        pub fn operands_moved(mut self, value: u32) -> Self {
            self.operands_moved = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Storage width of one value.
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ElementwiseIntensity, __c::InputError> {
            let scenario = ElementwiseIntensity {
                flops_per_element: __c::given(
                    self.flops_per_element,
                    "flops_per_element",
                )?,
                operands_moved: __c::given(self.operands_moved, "operands_moved")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ElementwiseIntensityBuilder {
        type Scenario = ElementwiseIntensity;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "flops_per_element" => {
                    self.flops_per_element = __c::set(value, &__INPUTS[0])?;
                }
                "operands_moved" => self.operands_moved = __c::set(value, &__INPUTS[1])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ElementwiseIntensity, __c::InputError> {
            ElementwiseIntensityBuilder::build(self)
        }
    }
    impl<'a> ElementwiseIntensityValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ElementwiseIntensity {
            self.scenario
        }
    }
    impl __c::Scenario for ElementwiseIntensity {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ElementwiseIntensity",
            family: &LAYERS,
            summary: "The arithmetic intensity of an unfused elementwise operation: a few FLOPs per element against every operand read or written.",
            description: "",
            notes: __c::meta::Notes {
                equation: "bytes per element = operands × bytes_per_value; intensity = flops_per_element ÷ bytes per element",
                assumptions: &[
                    "Each operand moves once between memory and the processor; nothing stays in cache between kernels.",
                    "At least one operand moves and the byte width is above zero, checked when the scenario is built (the reference divides by zero or goes negative).",
                ],
                rules: __RULES,
                excludes: &[
                    "Fusion with neighbouring kernels, which would keep the operands on chip.",
                ],
                derivation: &[
                    "Intensity is work over bytes moved; per element both are fixed, so the whole kernel has the same ratio.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "An FP32 residual add",
                    code: "// An FP32 residual add\nuse mlsysim_compute::layers::residual_add_fp32;\nuse mlsysim_core::units::FLOP_PER_BYTE;\n\nlet s = residual_add_fp32()?;\nassert_eq!(s.bytes_per_element()?.value, 12.0);\nassert!((FLOP_PER_BYTE.in_unit(s.intensity()?) - 1.0 / 12.0).abs() < 1e-15);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ElementwiseIntensityBuilder;
        fn to_builder(&self) -> ElementwiseIntensityBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.flops_per_element, &self.operands_moved, &self.bytes_per_value],
                &[&values.bytes_per_element, &values.intensity],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "intensity" => Some(Ok(self.__explain_intensity())),
                _ => None,
            }
        }
    }
    __c::glue!(ElementwiseIntensity);
};
