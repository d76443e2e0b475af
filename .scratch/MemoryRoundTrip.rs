/**Energy of moving one tensor to or from off-chip memory a number of times.

A layer boundary writes an activation to memory and the next layer reads it back: two trips
of the tensor's bytes at a fixed energy per byte.

# Equation

E = trips × tensor_bytes × energy_per_byte

# Assumptions

- Every byte costs the same energy on every trip, whatever the access pattern.
- The energy is per byte; sizes, energies and trips are at least zero (the reference takes negatives, and a per-access energy without a byte in it).

# Excludes

- On-chip buffering that would save a trip, and the energy of the arithmetic.

# Derivation

- Energy adds over bytes and trips at a constant energy per byte.

# Examples

```rust
// Reading one ResNet-50 stage-2 map once
use mlsysim_compute::mapping::resnet50_stage2_map_int8_read_once;

let s = resnet50_stage2_map_int8_read_once()?;
assert!((mlsysim_core::units::MICROJOULE.in_unit(s.energy()?) - 32.11264).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MemoryRoundTrip {
    ///Bytes of the tensor. *Shown in `BYTE`; allowed >= 0.*
    pub tensor_bytes: Information,
    ///Energy of moving one byte to or from memory. *Shown in `PICOJOULE_PER_BYTE`; allowed >= 0.*
    pub energy_per_byte: EnergyPerByte,
    ///Trips the tensor makes. *Default `2`; allowed >= 0.*
    pub trips: i64,
}
///Builds a [`MemoryRoundTrip`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MemoryRoundTripBuilder {
    tensor_bytes: ::core::option::Option<Information>,
    energy_per_byte: ::core::option::Option<EnergyPerByte>,
    trips: ::core::option::Option<i64>,
}
///Every property of a [`MemoryRoundTrip`], each computed once (see [`MemoryRoundTrip::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MemoryRoundTripValues<'a> {
    scenario: &'a MemoryRoundTrip,
    ///Energy of all the trips.
    pub energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "tensor_bytes",
            ty: "Information",
            doc: "Bytes of the tensor.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "energy_per_byte",
            ty: "EnergyPerByte",
            doc: "Energy of moving one byte to or from memory.",
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
            name: "trips",
            ty: "i64",
            doc: "Trips the tensor makes.",
            default: Some("2"),
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "energy",
            doc: "Energy of all the trips.",
            equation: "trips * tensor_bytes * energy_per_byte",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MICROJOULE);
                __c::units::label(&::mlsysim_core::units::MICROJOULE)
            },
            depends_on: &["trips", "tensor_bytes", "energy_per_byte"],
            template: "{trips} * {tensor_bytes} * {energy_per_byte}",
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
    impl MemoryRoundTrip {
        ///Starts a [`MemoryRoundTripBuilder`]; required inputs must be set before [`MemoryRoundTripBuilder::build`].
        #[must_use]
        pub fn builder() -> MemoryRoundTripBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MemoryRoundTripBuilder {
            MemoryRoundTripBuilder {
                tensor_bytes: Some(__Clone::clone(&self.tensor_bytes)),
                energy_per_byte: Some(__Clone::clone(&self.energy_per_byte)),
                trips: Some(__Clone::clone(&self.trips)),
            }
        }
        ///Energy of all the trips. Equation: `trips * tensor_bytes * energy_per_byte`.
        #[inline]
        pub fn energy(&self) -> __Result<Energy, __c::EvalError> {
            let trips = __Clone::clone(&self.trips);
            let tensor_bytes = __Clone::clone(&self.tensor_bytes);
            let energy_per_byte = __Clone::clone(&self.energy_per_byte);
            struct energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy,
                >(trips.eq_mul(tensor_bytes)?.eq_mul(energy_per_byte)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MemoryRoundTripValues`].
        #[must_use]
        pub fn evaluate(&self) -> MemoryRoundTripValues<'_> {
            let energy = self.energy();
            MemoryRoundTripValues {
                scenario: self,
                energy,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.tensor_bytes, &__INPUTS[0])?;
            __c::bounded(&self.energy_per_byte, &__INPUTS[1])?;
            __c::bounded_plain(&self.trips, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl MemoryRoundTripBuilder {
        ///Sets `tensor_bytes`: Bytes of the tensor.
        #[must_use]
        pub fn tensor_bytes(mut self, value: Information) -> Self {
            self.tensor_bytes = Some(value);
            self
        }
        ///Sets `energy_per_byte`: Energy of moving one byte to or from memory.
        #[must_use]
        pub fn energy_per_byte(mut self, value: EnergyPerByte) -> Self {
            self.energy_per_byte = Some(value);
            self
        }
        ///Sets `trips`: Trips the tensor makes.
        #[must_use]
        pub fn trips(mut self, value: i64) -> Self {
            self.trips = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MemoryRoundTrip, __c::InputError> {
            let scenario = MemoryRoundTrip {
                tensor_bytes: __c::given(self.tensor_bytes, "tensor_bytes")?,
                energy_per_byte: __c::given(self.energy_per_byte, "energy_per_byte")?,
                trips: self.trips.unwrap_or_else(|| 2),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MemoryRoundTripBuilder {
        type Scenario = MemoryRoundTrip;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "tensor_bytes" => self.tensor_bytes = __c::set(value, &__INPUTS[0])?,
                "energy_per_byte" => {
                    self.energy_per_byte = __c::set(value, &__INPUTS[1])?;
                }
                "trips" => self.trips = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MemoryRoundTrip, __c::InputError> {
            MemoryRoundTripBuilder::build(self)
        }
    }
    impl<'a> MemoryRoundTripValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MemoryRoundTrip {
            self.scenario
        }
    }
    impl __c::Scenario for MemoryRoundTrip {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MemoryRoundTrip",
            family: &MAPPING,
            summary: "Energy of moving one tensor to or from off-chip memory a number of times.",
            description: "A layer boundary writes an activation to memory and the next layer reads it back: two trips\nof the tensor's bytes at a fixed energy per byte.",
            notes: __c::meta::Notes {
                equation: "E = trips × tensor_bytes × energy_per_byte",
                assumptions: &[
                    "Every byte costs the same energy on every trip, whatever the access pattern.",
                    "The energy is per byte; sizes, energies and trips are at least zero (the reference takes negatives, and a per-access energy without a byte in it).",
                ],
                rules: __RULES,
                excludes: &[
                    "On-chip buffering that would save a trip, and the energy of the arithmetic.",
                ],
                derivation: &[
                    "Energy adds over bytes and trips at a constant energy per byte.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Reading one ResNet-50 stage-2 map once",
                    code: "// Reading one ResNet-50 stage-2 map once\nuse mlsysim_compute::mapping::resnet50_stage2_map_int8_read_once;\n\nlet s = resnet50_stage2_map_int8_read_once()?;\nassert!((mlsysim_core::units::MICROJOULE.in_unit(s.energy()?) - 32.11264).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MemoryRoundTripBuilder;
        fn to_builder(&self) -> MemoryRoundTripBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.tensor_bytes, &self.energy_per_byte, &self.trips],
                &[&values.energy],
            )
        }
    }
    __c::glue!(MemoryRoundTrip);
};
