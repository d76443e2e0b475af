/**Bytes, arithmetic intensity and energy per image when a batch shares one read of the weights.

Each image of a batch of B moves its share W ÷ B of the weights, which the batch reads
once, plus its own activations a number of times (written once and read once, say). Its
arithmetic intensity is its forward work over those bytes. Its energy is the bytes at an
energy per byte plus the work at an energy per FLOP; the share spent moving data falls as
the batch grows.

# Equation

bytes(B) = W ÷ B + passes × activations; intensity = F ÷ bytes(B); energy = bytes(B) × e_byte + F × e_flop

# Assumptions

- The weights are read once per batch and every activation byte moves `activation_passes` times; caches and reuse are left out.
- A batch holds at least one image.

# Rules across inputs

- `workload` has its forward work (inference FLOPs) in the registry (`workload.forward_flops().is_ok()`)

# Excludes

- Static power, and energy spent outside memory and arithmetic (interconnect, host).

# Derivation

- Energy adds over the bytes moved and the operations done, each at its own cost per unit.

# Examples

```rust
// Batching cuts the movement energy of an image
use mlsysim_serving::one_machine::resnet50_batch_energy_per_image;

let s = resnet50_batch_energy_per_image()?;
assert!(s.movement_share(32)? < s.movement_share(1)?);
assert!((s.intensity(8)?.value - 217.0545820275206).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchEnergyPerImage {
    ///The model served.
    pub workload: &'static Workload,
    ///Storage width of one weight. *Shown in `BYTE`; allowed > 0.*
    pub weight_bytes_per_param: Information,
    ///Activation bytes of one image. *Shown in `MB`; allowed >= 0.*
    pub activation_bytes: Information,
    ///Times each activation byte moves (written once and read once is 2).
    pub activation_passes: u32,
    ///Energy of moving one byte through memory. *Shown in `PICOJOULE_PER_BYTE`; allowed >= 0.*
    pub byte_energy: EnergyPerByte,
    ///Energy of one floating-point operation. *Shown in `PICOJOULE_PER_FLOP`; allowed >= 0.*
    pub flop_energy: EnergyPerFlop,
}
///Builds a [`BatchEnergyPerImage`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BatchEnergyPerImageBuilder {
    workload: ::core::option::Option<&'static Workload>,
    weight_bytes_per_param: ::core::option::Option<Information>,
    activation_bytes: ::core::option::Option<Information>,
    activation_passes: ::core::option::Option<u32>,
    byte_energy: ::core::option::Option<EnergyPerByte>,
    flop_energy: ::core::option::Option<EnergyPerFlop>,
}
///Every property of a [`BatchEnergyPerImage`], each computed once (see [`BatchEnergyPerImage::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchEnergyPerImageValues<'a> {
    scenario: &'a BatchEnergyPerImage,
    ///Bytes of the weights.
    pub weights: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Energy of one image's forward work.
    pub compute_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "weight_bytes_per_param",
            ty: "Information",
            doc: "Storage width of one weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "activation_bytes",
            ty: "Information",
            doc: "Activation bytes of one image.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "activation_passes",
            ty: "u32",
            doc: "Times each activation byte moves (written once and read once is 2).",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "byte_energy",
            ty: "EnergyPerByte",
            doc: "Energy of moving one byte through memory.",
            label: {
                __c::units::unit_for::<
                    EnergyPerByte,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "flop_energy",
            ty: "EnergyPerFlop",
            doc: "Energy of one floating-point operation.",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weights",
            doc: "Bytes of the weights.",
            equation: "weight_bytes(workload, weight_bytes_per_param)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "weight_bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {weight_bytes_per_param})",
            named_calls: "weight_bytes(workload, weight_bytes_per_param)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_energy",
            doc: "Energy of one image's forward work.",
            equation: "arithmetic_energy(workload.forward_flops(), flop_energy)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MILLIJOULE);
                __c::units::label(&::mlsysim_core::units::MILLIJOULE)
            },
            depends_on: &["workload", "flop_energy"],
            reaches: &[("workload", "forward_flops")],
            calls: &["arithmetic_energy"],
            template: "arithmetic_energy({#0 workload.forward_flops()}, {flop_energy})",
            operation: "result of `arithmetic_energy`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weight_per_image",
            kind: __c::MemberKind::Method,
            doc: "The weights' share of one image in a batch of `batch_size`.",
            equation: "{\n    require(batch_size >= 1, \"a batch holds at least one image\");\n    weights / batch_size\n}",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("32"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["weights"],
            calls: &["require"],
            template: "{{\n    require({batch_size} >= 1, \"a batch holds at least one image\");\n    {weights} / {batch_size}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bytes_per_image",
            kind: __c::MemberKind::Method,
            doc: "Bytes one image moves in a batch of `batch_size`.",
            equation: "weight_per_image(batch_size) + activation_passes * activation_bytes",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("32"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["activation_passes", "activation_bytes"],
            template: "{#0 weight_per_image(batch_size)} + {activation_passes} * {activation_bytes}",
            named_calls: "weight_per_image(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intensity",
            kind: __c::MemberKind::Method,
            doc: "Forward work of one image over the bytes it moves.",
            equation: "arithmetic_intensity(workload.forward_flops(), bytes_per_image(batch_size))",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("32"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["workload"],
            reaches: &[("workload", "forward_flops")],
            calls: &["arithmetic_intensity"],
            template: "arithmetic_intensity({#0 workload.forward_flops()}, {#1 bytes_per_image(batch_size)})",
            named_calls: "bytes_per_image(batch_size)",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "movement_energy",
            kind: __c::MemberKind::Method,
            doc: "Energy of the bytes one image moves.",
            equation: "data_movement_energy(bytes_per_image(batch_size), byte_energy)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("32"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MILLIJOULE);
                __c::units::label(&::mlsysim_core::units::MILLIJOULE)
            },
            depends_on: &["byte_energy"],
            calls: &["data_movement_energy"],
            template: "data_movement_energy({#0 bytes_per_image(batch_size)}, {byte_energy})",
            named_calls: "bytes_per_image(batch_size)",
            operation: "result of `data_movement_energy`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy",
            kind: __c::MemberKind::Method,
            doc: "Energy of one image in a batch of `batch_size`.",
            equation: "movement_energy(batch_size) + compute_energy",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("32"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MILLIJOULE);
                __c::units::label(&::mlsysim_core::units::MILLIJOULE)
            },
            depends_on: &["compute_energy"],
            template: "{#0 movement_energy(batch_size)} + {compute_energy}",
            named_calls: "movement_energy(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "movement_share",
            kind: __c::MemberKind::Method,
            doc: "Share of that energy spent moving data.",
            equation: "movement_energy(batch_size) / energy(batch_size)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("32"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            template: "{#0 movement_energy(batch_size)} / {#1 energy(batch_size)}",
            named_calls: "movement_energy(batch_size); energy(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` has its forward work (inference FLOPs) in the registry",
            condition: "workload.forward_flops().is_ok()",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl BatchEnergyPerImage {
        ///Starts a [`BatchEnergyPerImageBuilder`]; required inputs must be set before [`BatchEnergyPerImageBuilder::build`].
        #[must_use]
        pub fn builder() -> BatchEnergyPerImageBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BatchEnergyPerImageBuilder {
            BatchEnergyPerImageBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                weight_bytes_per_param: Some(
                    __Clone::clone(&self.weight_bytes_per_param),
                ),
                activation_bytes: Some(__Clone::clone(&self.activation_bytes)),
                activation_passes: Some(__Clone::clone(&self.activation_passes)),
                byte_energy: Some(__Clone::clone(&self.byte_energy)),
                flop_energy: Some(__Clone::clone(&self.flop_energy)),
            }
        }
        ///Bytes of the weights. Equation: `weight_bytes(workload, weight_bytes_per_param)`.
        #[inline]
        pub fn weights(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes_per_param = __Clone::clone(&self.weight_bytes_per_param);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weights,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                            workload,
                            weight_bytes_per_param,
                        )?
                        .quantity(),
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**The weights' share of one image in a batch of `batch_size`.

Equation:

```text
{
    require(batch_size >= 1, "a batch holds at least one image");
    weights / batch_size
}
```
*/
        #[inline]
        pub fn weight_per_image(
            &self,
            batch_size: i64,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_weight_per_image(self.weights()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_weight_per_image(
            &self,
            weights: Information,
            batch_size: i64,
        ) -> __Result<Information, __c::EvalError> {
            __c::argument(&batch_size, "weight_per_image", &(&__METHODS[0]).args[0])?;
            struct weight_per_image {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weight_per_image,
                >({
                    ::mlsysim_core::equation::require(
                        batch_size >= 1,
                        "a batch holds at least one image",
                    )?;
                    weights.eq_div(batch_size)?
                }))(),
                &__METHODS[0],
            )
        }
        ///Bytes one image moves in a batch of `batch_size`. Equation: `weight_per_image(batch_size) + activation_passes * activation_bytes`.
        #[inline]
        pub fn bytes_per_image(
            &self,
            batch_size: i64,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_bytes_per_image(self.weights()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_bytes_per_image(
            &self,
            weights: Information,
            batch_size: i64,
        ) -> __Result<Information, __c::EvalError> {
            __c::argument(&batch_size, "bytes_per_image", &(&__METHODS[1]).args[0])?;
            let activation_passes = __Clone::clone(&self.activation_passes);
            let activation_bytes = __Clone::clone(&self.activation_bytes);
            let weight_per_image = |batch_size: i64| {
                self.__eq_weight_per_image(__Clone::clone(&weights), batch_size)
            };
            struct bytes_per_image {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    bytes_per_image,
                >(
                    weight_per_image(batch_size)?
                        .eq_add(activation_passes.eq_mul(activation_bytes)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Forward work of one image over the bytes it moves. Equation: `arithmetic_intensity(workload.forward_flops(), bytes_per_image(batch_size))`.
        #[inline]
        pub fn intensity(&self, batch_size: i64) -> __Result<Intensity, __c::EvalError> {
            self.__eq_intensity(self.weights()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_intensity(
            &self,
            weights: Information,
            batch_size: i64,
        ) -> __Result<Intensity, __c::EvalError> {
            __c::argument(&batch_size, "intensity", &(&__METHODS[2]).args[0])?;
            let workload = __Clone::clone(&self.workload);
            let bytes_per_image = |batch_size: i64| {
                self.__eq_bytes_per_image(__Clone::clone(&weights), batch_size)
            };
            struct intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        workload.forward_flops()?,
                        bytes_per_image(batch_size)?,
                    )?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Energy of the bytes one image moves. Equation: `data_movement_energy(bytes_per_image(batch_size), byte_energy)`.
        #[inline]
        pub fn movement_energy(
            &self,
            batch_size: i64,
        ) -> __Result<Energy, __c::EvalError> {
            self.__eq_movement_energy(self.weights()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_movement_energy(
            &self,
            weights: Information,
            batch_size: i64,
        ) -> __Result<Energy, __c::EvalError> {
            __c::argument(&batch_size, "movement_energy", &(&__METHODS[3]).args[0])?;
            let byte_energy = __Clone::clone(&self.byte_energy);
            let bytes_per_image = |batch_size: i64| {
                self.__eq_bytes_per_image(__Clone::clone(&weights), batch_size)
            };
            struct movement_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    movement_energy,
                >(
                    ::mlsysim_core::equation::data_movement_energy(
                        bytes_per_image(batch_size)?,
                        byte_energy,
                    )?,
                ))(),
                &__METHODS[3],
            )
        }
        ///Energy of one image's forward work. Equation: `arithmetic_energy(workload.forward_flops(), flop_energy)`.
        #[inline]
        pub fn compute_energy(&self) -> __Result<Energy, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let flop_energy = __Clone::clone(&self.flop_energy);
            struct compute_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    compute_energy,
                >(
                    ::mlsysim_core::equation::arithmetic_energy(
                        workload.forward_flops()?,
                        flop_energy,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Energy of one image in a batch of `batch_size`. Equation: `movement_energy(batch_size) + compute_energy`.
        #[inline]
        pub fn energy(&self, batch_size: i64) -> __Result<Energy, __c::EvalError> {
            self.__eq_energy(self.compute_energy()?, self.weights()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_energy(
            &self,
            compute_energy: Energy,
            weights: Information,
            batch_size: i64,
        ) -> __Result<Energy, __c::EvalError> {
            __c::argument(&batch_size, "energy", &(&__METHODS[4]).args[0])?;
            let movement_energy = |batch_size: i64| {
                self.__eq_movement_energy(__Clone::clone(&weights), batch_size)
            };
            struct energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy,
                >(movement_energy(batch_size)?.eq_add(compute_energy)?))(),
                &__METHODS[4],
            )
        }
        ///Share of that energy spent moving data. Equation: `movement_energy(batch_size) / energy(batch_size)`.
        #[inline]
        pub fn movement_share(&self, batch_size: i64) -> __Result<f64, __c::EvalError> {
            self.__eq_movement_share(self.weights()?, self.compute_energy()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_movement_share(
            &self,
            weights: Information,
            compute_energy: Energy,
            batch_size: i64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&batch_size, "movement_share", &(&__METHODS[5]).args[0])?;
            let movement_energy = |batch_size: i64| {
                self.__eq_movement_energy(__Clone::clone(&weights), batch_size)
            };
            let energy = |batch_size: i64| {
                self
                    .__eq_energy(
                        __Clone::clone(&compute_energy),
                        __Clone::clone(&weights),
                        batch_size,
                    )
            };
            struct movement_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    movement_share,
                >(movement_energy(batch_size)?.eq_div(energy(batch_size)?)?))(),
                &__METHODS[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BatchEnergyPerImageValues`].
        #[must_use]
        pub fn evaluate(&self) -> BatchEnergyPerImageValues<'_> {
            let weights = self.weights();
            let compute_energy = self.compute_energy();
            BatchEnergyPerImageValues {
                scenario: self,
                weights,
                compute_energy,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.weight_bytes_per_param, &__INPUTS[1])?;
            __c::bounded(&self.activation_bytes, &__INPUTS[2])?;
            __c::finite(&self.activation_passes, &__INPUTS[3])?;
            __c::bounded(&self.byte_energy, &__INPUTS[4])?;
            __c::bounded(&self.flop_energy, &__INPUTS[5])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.forward_flops().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_weight_per_image(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.weight_per_image(__Clone::clone(&batch_size)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "require", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let batch_size =
                    __Clone::clone(& batch_size); let part = batch_size >= 1; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part =
                    "a batch holds at least one image"; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_bytes_per_image(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.bytes_per_image(__Clone::clone(&batch_size)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let
                    weight_per_image = | batch_size : i64 | self
                    .weight_per_image(batch_size); let part =
                    weight_per_image(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "weight_per_image", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_intensity(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.intensity(__Clone::clone(&batch_size)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.forward_flops() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let batch_size = __Clone::clone(&
                    batch_size); let bytes_per_image = | batch_size : i64 | self
                    .bytes_per_image(batch_size); let part = bytes_per_image(batch_size)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_intensity", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.forward_flops()
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let batch_size = __Clone::clone(&
                    batch_size); let bytes_per_image = | batch_size : i64 | self
                    .bytes_per_image(batch_size); let part = bytes_per_image(batch_size)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ())] },
                    __c::CallSite { name : "bytes_per_image", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_movement_energy(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.movement_energy(__Clone::clone(&batch_size)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let
                    bytes_per_image = | batch_size : i64 | self
                    .bytes_per_image(batch_size); let part = bytes_per_image(batch_size)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "data_movement_energy", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let batch_size =
                    __Clone::clone(& batch_size); let bytes_per_image = | batch_size :
                    i64 | self.bytes_per_image(batch_size); let part =
                    bytes_per_image(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Name("byte_energy")] },
                    __c::CallSite { name : "bytes_per_image", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_compute_energy(&self) -> __c::Parts {
            __c::traced(
                self.compute_energy(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.forward_flops() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_energy", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.forward_flops()
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("flop_energy")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_energy(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.energy(__Clone::clone(&batch_size)),
                &__METHODS[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let
                    movement_energy = | batch_size : i64 | self
                    .movement_energy(batch_size); let part = movement_energy(batch_size)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "movement_energy", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_movement_share(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.movement_share(__Clone::clone(&batch_size)),
                &__METHODS[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let
                    movement_energy = | batch_size : i64 | self
                    .movement_energy(batch_size); let part = movement_energy(batch_size)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let batch_size = __Clone::clone(& batch_size); let energy = |
                    batch_size : i64 | self.energy(batch_size); let part =
                    energy(batch_size) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "movement_energy", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }, __c::CallSite { name
                    : "energy", args : ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
    }
    impl BatchEnergyPerImageBuilder {
        ///Sets `workload`: The model served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `weight_bytes_per_param`: Storage width of one weight.
        #[must_use]
        pub fn weight_bytes_per_param(mut self, value: Information) -> Self {
            self.weight_bytes_per_param = Some(value);
            self
        }
        ///Sets `activation_bytes`: Activation bytes of one image.
        #[must_use]
        pub fn activation_bytes(mut self, value: Information) -> Self {
            self.activation_bytes = Some(value);
            self
        }
        ///Sets `activation_passes`: Times each activation byte moves (written once and read once is 2).
        #[must_use]
        pub fn activation_passes(mut self, value: u32) -> Self {
            self.activation_passes = Some(value);
            self
        }
        ///Sets `byte_energy`: Energy of moving one byte through memory.
        #[must_use]
        pub fn byte_energy(mut self, value: EnergyPerByte) -> Self {
            self.byte_energy = Some(value);
            self
        }
        ///Sets `flop_energy`: Energy of one floating-point operation.
        #[must_use]
        pub fn flop_energy(mut self, value: EnergyPerFlop) -> Self {
            self.flop_energy = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BatchEnergyPerImage, __c::InputError> {
            let scenario = BatchEnergyPerImage {
                workload: __c::given(self.workload, "workload")?,
                weight_bytes_per_param: __c::given(
                    self.weight_bytes_per_param,
                    "weight_bytes_per_param",
                )?,
                activation_bytes: __c::given(self.activation_bytes, "activation_bytes")?,
                activation_passes: __c::given(
                    self.activation_passes,
                    "activation_passes",
                )?,
                byte_energy: __c::given(self.byte_energy, "byte_energy")?,
                flop_energy: __c::given(self.flop_energy, "flop_energy")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BatchEnergyPerImageBuilder {
        type Scenario = BatchEnergyPerImage;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "weight_bytes_per_param" => {
                    self.weight_bytes_per_param = __c::set(value, &__INPUTS[1])?;
                }
                "activation_bytes" => {
                    self.activation_bytes = __c::set(value, &__INPUTS[2])?;
                }
                "activation_passes" => {
                    self.activation_passes = __c::set(value, &__INPUTS[3])?;
                }
                "byte_energy" => self.byte_energy = __c::set(value, &__INPUTS[4])?,
                "flop_energy" => self.flop_energy = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BatchEnergyPerImage, __c::InputError> {
            BatchEnergyPerImageBuilder::build(self)
        }
    }
    impl<'a> BatchEnergyPerImageValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BatchEnergyPerImage {
            self.scenario
        }
        ///[`BatchEnergyPerImage::weight_per_image`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn weight_per_image(
            &self,
            batch_size: i64,
        ) -> __Result<Information, __c::EvalError> {
            self.scenario
                .__eq_weight_per_image(__Clone::clone(&self.weights)?, batch_size)
        }
        ///[`BatchEnergyPerImage::bytes_per_image`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn bytes_per_image(
            &self,
            batch_size: i64,
        ) -> __Result<Information, __c::EvalError> {
            self.scenario
                .__eq_bytes_per_image(__Clone::clone(&self.weights)?, batch_size)
        }
        ///[`BatchEnergyPerImage::intensity`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn intensity(&self, batch_size: i64) -> __Result<Intensity, __c::EvalError> {
            self.scenario.__eq_intensity(__Clone::clone(&self.weights)?, batch_size)
        }
        ///[`BatchEnergyPerImage::movement_energy`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn movement_energy(
            &self,
            batch_size: i64,
        ) -> __Result<Energy, __c::EvalError> {
            self.scenario
                .__eq_movement_energy(__Clone::clone(&self.weights)?, batch_size)
        }
        ///[`BatchEnergyPerImage::energy`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn energy(&self, batch_size: i64) -> __Result<Energy, __c::EvalError> {
            self.scenario
                .__eq_energy(
                    __Clone::clone(&self.compute_energy)?,
                    __Clone::clone(&self.weights)?,
                    batch_size,
                )
        }
        ///[`BatchEnergyPerImage::movement_share`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn movement_share(&self, batch_size: i64) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_movement_share(
                    __Clone::clone(&self.weights)?,
                    __Clone::clone(&self.compute_energy)?,
                    batch_size,
                )
        }
    }
    impl __c::Scenario for BatchEnergyPerImage {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BatchEnergyPerImage",
            family: &ONE_MACHINE,
            summary: "Bytes, arithmetic intensity and energy per image when a batch shares one read of the weights.",
            description: "Each image of a batch of B moves its share W ÷ B of the weights, which the batch reads\nonce, plus its own activations a number of times (written once and read once, say). Its\narithmetic intensity is its forward work over those bytes. Its energy is the bytes at an\nenergy per byte plus the work at an energy per FLOP; the share spent moving data falls as\nthe batch grows.",
            notes: __c::meta::Notes {
                equation: "bytes(B) = W ÷ B + passes × activations; intensity = F ÷ bytes(B); energy = bytes(B) × e_byte + F × e_flop",
                assumptions: &[
                    "The weights are read once per batch and every activation byte moves `activation_passes` times; caches and reuse are left out.",
                    "A batch holds at least one image.",
                ],
                rules: __RULES,
                excludes: &[
                    "Static power, and energy spent outside memory and arithmetic (interconnect, host).",
                ],
                derivation: &[
                    "Energy adds over the bytes moved and the operations done, each at its own cost per unit.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Batching cuts the movement energy of an image",
                    code: "// Batching cuts the movement energy of an image\nuse mlsysim_serving::one_machine::resnet50_batch_energy_per_image;\n\nlet s = resnet50_batch_energy_per_image()?;\nassert!(s.movement_share(32)? < s.movement_share(1)?);\nassert!((s.intensity(8)?.value - 217.0545820275206).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BatchEnergyPerImageBuilder;
        fn to_builder(&self) -> BatchEnergyPerImageBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.weight_bytes_per_param,
                    &self.activation_bytes,
                    &self.activation_passes,
                    &self.byte_energy,
                    &self.flop_energy,
                ],
                &[&values.weights, &values.compute_energy],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "weight_per_image" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.weight_per_image(a0), &__METHODS[0])
                }
                "bytes_per_image" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.bytes_per_image(a0), &__METHODS[1])
                }
                "intensity" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.intensity(a0), &__METHODS[2])
                }
                "movement_energy" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.movement_energy(a0), &__METHODS[3])
                }
                "energy" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.energy(a0), &__METHODS[4])
                }
                "movement_share" => {
                    let (a0,) = __c::args(args, &__METHODS[5])?;
                    __c::method_value(self.movement_share(a0), &__METHODS[5])
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
                "weight_per_image" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_weight_per_image(a0)),
                    )
                }
                "bytes_per_image" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_bytes_per_image(a0)),
                    )
                }
                "intensity" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_intensity(a0)),
                    )
                }
                "movement_energy" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_movement_energy(a0)),
                    )
                }
                "compute_energy" => Some(Ok(self.__explain_compute_energy())),
                "energy" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_energy(a0)),
                    )
                }
                "movement_share" => {
                    Some(
                        __c::args(args, &__METHODS[5])
                            .map(|(a0,)| self.__explain_movement_share(a0)),
                    )
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(BatchEnergyPerImage);
};
