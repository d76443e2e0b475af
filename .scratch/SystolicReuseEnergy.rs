/**Energy per multiply-accumulate with every operand from off-chip memory, against a systolic array that reuses each operand across its width.

A naive streaming design makes `naive_accesses` off-chip accesses for every MAC (load both
operands and the running sum, write the sum back). A systolic array loads `edge_loads`
operands at its edge for every `array_dim` MACs and keeps the partial sums inside. Each
access costs `access_energy`; the arithmetic itself costs `mac_energy`.

# Equation

E_naive = naive_accesses × E_access + E_mac; accesses = edge_loads ÷ array_dim; E_systolic = accesses × E_access + E_mac; ratio = E_naive ÷ E_systolic

# Assumptions

- Every off-chip access costs the same energy, whatever it moves; on-chip movement inside the array is free.
- A MAC costs energy (`mac_energy` > 0), so the systolic energy is never zero; access energy may be zero.
- Counts are at least 1; more edge loads than the array is wide is allowed (a narrow array reuses little).

# Excludes

- On-chip buffers (SRAM) between memory and the array, and the energy of moving partial sums inside it.

# Derivation

- Each operand entering at the edge of a systolic array serves every cell along its row or column, so its access is shared by array_dim MACs.

# Examples

```rust
// Reuse across a 128-wide array saves over 200x
use mlsysim_compute::acceleration::systolic_array_reuse_energy;

let s = systolic_array_reuse_energy()?;
assert_eq!(s.systolic_accesses()?, 0.015625);
assert!(s.ratio()? > 200.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SystolicReuseEnergy {
    ///Energy of one off-chip memory access. *Shown in `PICOJOULE`; allowed >= 0.*
    pub access_energy: Energy,
    ///Energy of the multiply-accumulate itself. *Shown in `PICOJOULE`; allowed > 0.*
    pub mac_energy: Energy,
    ///Off-chip accesses per MAC when nothing is reused. *Allowed >= 1.*
    pub naive_accesses: i64,
    ///Operands loaded at the array's edge for every `array_dim` MACs. *Allowed >= 1.*
    pub edge_loads: i64,
    ///Width of the array: MACs each edge load serves. *Allowed >= 1.*
    pub array_dim: i64,
}
///Builds a [`SystolicReuseEnergy`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SystolicReuseEnergyBuilder {
    access_energy: ::core::option::Option<Energy>,
    mac_energy: ::core::option::Option<Energy>,
    naive_accesses: ::core::option::Option<i64>,
    edge_loads: ::core::option::Option<i64>,
    array_dim: ::core::option::Option<i64>,
}
///Every property of a [`SystolicReuseEnergy`], each computed once (see [`SystolicReuseEnergy::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SystolicReuseEnergyValues<'a> {
    scenario: &'a SystolicReuseEnergy,
    ///Energy of one MAC with every operand from memory.
    pub naive_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Off-chip accesses per MAC in the array.
    pub systolic_accesses: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Energy of one MAC in the array.
    pub systolic_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///How many times less energy a MAC takes in the array.
    pub ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "access_energy",
            ty: "Energy",
            doc: "Energy of one off-chip memory access.",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::PICOJOULE);
                __c::units::label(&::mlsysim_core::units::PICOJOULE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "mac_energy",
            ty: "Energy",
            doc: "Energy of the multiply-accumulate itself.",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::PICOJOULE);
                __c::units::label(&::mlsysim_core::units::PICOJOULE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "naive_accesses",
            ty: "i64",
            doc: "Off-chip accesses per MAC when nothing is reused.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "edge_loads",
            ty: "i64",
            doc: "Operands loaded at the array's edge for every `array_dim` MACs.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "array_dim",
            ty: "i64",
            doc: "Width of the array: MACs each edge load serves.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "naive_energy",
            doc: "Energy of one MAC with every operand from memory.",
            equation: "energy_per_mac(naive_accesses, access_energy, mac_energy)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::PICOJOULE);
                __c::units::label(&::mlsysim_core::units::PICOJOULE)
            },
            depends_on: &["naive_accesses", "access_energy", "mac_energy"],
            calls: &["energy_per_mac"],
            template: "energy_per_mac({naive_accesses}, {access_energy}, {mac_energy})",
            named_calls: "energy_per_mac(naive_accesses, access_energy, mac_energy)",
            operation: "result of `energy_per_mac`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "systolic_accesses",
            doc: "Off-chip accesses per MAC in the array.",
            equation: "edge_loads / array_dim",
            result_type: "f64",
            depends_on: &["edge_loads", "array_dim"],
            template: "{edge_loads} / {array_dim}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "systolic_energy",
            doc: "Energy of one MAC in the array.",
            equation: "energy_per_mac(systolic_accesses, access_energy, mac_energy)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::PICOJOULE);
                __c::units::label(&::mlsysim_core::units::PICOJOULE)
            },
            depends_on: &["access_energy", "mac_energy", "systolic_accesses"],
            calls: &["energy_per_mac"],
            template: "energy_per_mac({systolic_accesses}, {access_energy}, {mac_energy})",
            named_calls: "energy_per_mac(systolic_accesses, access_energy, mac_energy)",
            operation: "result of `energy_per_mac`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratio",
            doc: "How many times less energy a MAC takes in the array.",
            equation: "naive_energy / systolic_energy",
            result_type: "f64",
            depends_on: &["naive_energy", "systolic_energy"],
            template: "{naive_energy} / {systolic_energy}",
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
    impl SystolicReuseEnergy {
        ///Starts a [`SystolicReuseEnergyBuilder`]; required inputs must be set before [`SystolicReuseEnergyBuilder::build`].
        #[must_use]
        pub fn builder() -> SystolicReuseEnergyBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SystolicReuseEnergyBuilder {
            SystolicReuseEnergyBuilder {
                access_energy: Some(__Clone::clone(&self.access_energy)),
                mac_energy: Some(__Clone::clone(&self.mac_energy)),
                naive_accesses: Some(__Clone::clone(&self.naive_accesses)),
                edge_loads: Some(__Clone::clone(&self.edge_loads)),
                array_dim: Some(__Clone::clone(&self.array_dim)),
            }
        }
        ///Energy of one MAC with every operand from memory. Equation: `energy_per_mac(naive_accesses, access_energy, mac_energy)`.
        #[inline]
        pub fn naive_energy(&self) -> __Result<Energy, __c::EvalError> {
            let naive_accesses = __Clone::clone(&self.naive_accesses);
            let access_energy = __Clone::clone(&self.access_energy);
            let mac_energy = __Clone::clone(&self.mac_energy);
            struct naive_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    naive_energy,
                >(
                    ::mlsysim_core::equation::energy_per_mac(
                        naive_accesses,
                        access_energy,
                        mac_energy,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Off-chip accesses per MAC in the array. Equation: `edge_loads / array_dim`.
        #[inline]
        pub fn systolic_accesses(&self) -> __Result<f64, __c::EvalError> {
            let edge_loads = __Clone::clone(&self.edge_loads);
            let array_dim = __Clone::clone(&self.array_dim);
            struct systolic_accesses {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    systolic_accesses,
                >(edge_loads.eq_div(array_dim)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Energy of one MAC in the array. Equation: `energy_per_mac(systolic_accesses, access_energy, mac_energy)`.
        #[inline]
        pub fn systolic_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_systolic_energy(self.systolic_accesses()?)
        }
        #[doc(hidden)]
        fn __eq_systolic_energy(
            &self,
            systolic_accesses: f64,
        ) -> __Result<Energy, __c::EvalError> {
            let access_energy = __Clone::clone(&self.access_energy);
            let mac_energy = __Clone::clone(&self.mac_energy);
            struct systolic_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    systolic_energy,
                >(
                    ::mlsysim_core::equation::energy_per_mac(
                        systolic_accesses,
                        access_energy,
                        mac_energy,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///How many times less energy a MAC takes in the array. Equation: `naive_energy / systolic_energy`.
        #[inline]
        pub fn ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_ratio(self.naive_energy()?, self.systolic_energy()?)
        }
        #[doc(hidden)]
        fn __eq_ratio(
            &self,
            naive_energy: Energy,
            systolic_energy: Energy,
        ) -> __Result<f64, __c::EvalError> {
            struct ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio,
                >(naive_energy.eq_div(systolic_energy)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SystolicReuseEnergyValues`].
        #[must_use]
        pub fn evaluate(&self) -> SystolicReuseEnergyValues<'_> {
            let naive_energy = self.naive_energy();
            let systolic_accesses = self.systolic_accesses();
            let systolic_energy = __c::after(
                (&systolic_accesses,),
                |(v0,)| self.__eq_systolic_energy(v0),
            );
            let ratio = __c::after(
                (&naive_energy, &systolic_energy),
                |(v0, v1)| self.__eq_ratio(v0, v1),
            );
            SystolicReuseEnergyValues {
                scenario: self,
                naive_energy,
                systolic_accesses,
                systolic_energy,
                ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.access_energy, &__INPUTS[0])?;
            __c::bounded(&self.mac_energy, &__INPUTS[1])?;
            __c::bounded_plain(&self.naive_accesses, &__INPUTS[2])?;
            __c::bounded_plain(&self.edge_loads, &__INPUTS[3])?;
            __c::bounded_plain(&self.array_dim, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl SystolicReuseEnergyBuilder {
        ///Sets `access_energy`: Energy of one off-chip memory access.
        #[must_use]
        pub fn access_energy(mut self, value: Energy) -> Self {
            self.access_energy = Some(value);
            self
        }
        ///Sets `mac_energy`: Energy of the multiply-accumulate itself.
        #[must_use]
        pub fn mac_energy(mut self, value: Energy) -> Self {
            self.mac_energy = Some(value);
            self
        }
        ///Sets `naive_accesses`: Off-chip accesses per MAC when nothing is reused.
        #[must_use]
        pub fn naive_accesses(mut self, value: i64) -> Self {
            self.naive_accesses = Some(value);
            self
        }
        ///Sets `edge_loads`: Operands loaded at the array's edge for every `array_dim` MACs.
        #[must_use]
        pub fn edge_loads(mut self, value: i64) -> Self {
            self.edge_loads = Some(value);
            self
        }
        ///Sets `array_dim`: Width of the array: MACs each edge load serves.
        #[must_use]
        pub fn array_dim(mut self, value: i64) -> Self {
            self.array_dim = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SystolicReuseEnergy, __c::InputError> {
            let scenario = SystolicReuseEnergy {
                access_energy: __c::given(self.access_energy, "access_energy")?,
                mac_energy: __c::given(self.mac_energy, "mac_energy")?,
                naive_accesses: __c::given(self.naive_accesses, "naive_accesses")?,
                edge_loads: __c::given(self.edge_loads, "edge_loads")?,
                array_dim: __c::given(self.array_dim, "array_dim")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SystolicReuseEnergyBuilder {
        type Scenario = SystolicReuseEnergy;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "access_energy" => self.access_energy = __c::set(value, &__INPUTS[0])?,
                "mac_energy" => self.mac_energy = __c::set(value, &__INPUTS[1])?,
                "naive_accesses" => self.naive_accesses = __c::set(value, &__INPUTS[2])?,
                "edge_loads" => self.edge_loads = __c::set(value, &__INPUTS[3])?,
                "array_dim" => self.array_dim = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SystolicReuseEnergy, __c::InputError> {
            SystolicReuseEnergyBuilder::build(self)
        }
    }
    impl<'a> SystolicReuseEnergyValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SystolicReuseEnergy {
            self.scenario
        }
    }
    impl __c::Scenario for SystolicReuseEnergy {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SystolicReuseEnergy",
            family: &ACCELERATION,
            summary: "Energy per multiply-accumulate with every operand from off-chip memory, against a systolic array that reuses each operand across its width.",
            description: "A naive streaming design makes `naive_accesses` off-chip accesses for every MAC (load both\noperands and the running sum, write the sum back). A systolic array loads `edge_loads`\noperands at its edge for every `array_dim` MACs and keeps the partial sums inside. Each\naccess costs `access_energy`; the arithmetic itself costs `mac_energy`.",
            notes: __c::meta::Notes {
                equation: "E_naive = naive_accesses × E_access + E_mac; accesses = edge_loads ÷ array_dim; E_systolic = accesses × E_access + E_mac; ratio = E_naive ÷ E_systolic",
                assumptions: &[
                    "Every off-chip access costs the same energy, whatever it moves; on-chip movement inside the array is free.",
                    "A MAC costs energy (`mac_energy` > 0), so the systolic energy is never zero; access energy may be zero.",
                    "Counts are at least 1; more edge loads than the array is wide is allowed (a narrow array reuses little).",
                ],
                rules: __RULES,
                excludes: &[
                    "On-chip buffers (SRAM) between memory and the array, and the energy of moving partial sums inside it.",
                ],
                derivation: &[
                    "Each operand entering at the edge of a systolic array serves every cell along its row or column, so its access is shared by array_dim MACs.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Reuse across a 128-wide array saves over 200x",
                    code: "// Reuse across a 128-wide array saves over 200x\nuse mlsysim_compute::acceleration::systolic_array_reuse_energy;\n\nlet s = systolic_array_reuse_energy()?;\nassert_eq!(s.systolic_accesses()?, 0.015625);\nassert!(s.ratio()? > 200.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SystolicReuseEnergyBuilder;
        fn to_builder(&self) -> SystolicReuseEnergyBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.access_energy,
                    &self.mac_energy,
                    &self.naive_accesses,
                    &self.edge_loads,
                    &self.array_dim,
                ],
                &[
                    &values.naive_energy,
                    &values.systolic_accesses,
                    &values.systolic_energy,
                    &values.ratio,
                ],
            )
        }
    }
    __c::glue!(SystolicReuseEnergy);
};
