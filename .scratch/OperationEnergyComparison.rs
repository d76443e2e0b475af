/**Energy per add, multiply and multiply-accumulate in a wide and a narrow number format, and one off-chip memory read counted in narrow multiply-accumulates.

The narrow format's MAC accumulates in a wider integer, so its add is a separate input. The
memory read is an energy per access, compared with the energy of one narrow MAC operation.

# Equation

MAC = multiply + add (the narrow MAC adds at the accumulator's width); ratios = wide ÷ narrow; reads in MACs = E_read ÷ (E_narrow MAC × 1 operation)

# Assumptions

- Energies per operation are constants of the process technology (45 nm in the preset), independent of the operands' values.
- Every energy is above zero; the reference divides by zero or reports negative ratios otherwise.
- The memory read is an energy per access; one narrow MAC is one operation at its energy per operation.

# Excludes

- Data movement on chip, and the energy of control and instruction fetch around each operation.

# Derivation

- Energies per operation add along a datapath: a MAC is a multiply followed by an add.

# Examples

```rust
// One DRAM read costs over two thousand INT8 MACs
use mlsysim_compute::quantization::int8_vs_fp32_operation_energy_45nm;

let s = int8_vs_fp32_operation_energy_45nm()?;
assert!(s.read_over_narrow_mac()? > 2000.0);
assert!((s.mul_ratio()? - 18.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OperationEnergyComparison {
    ///Energy of an add in the wide format. *Shown in `PICOJOULE_PER_FLOP`; allowed > 0.*
    pub wide_add: EnergyPerFlop,
    ///Energy of a multiply in the wide format. *Shown in `PICOJOULE_PER_FLOP`; allowed > 0.*
    pub wide_mul: EnergyPerFlop,
    ///Energy of an add in the narrow format. *Shown in `PICOJOULE_PER_FLOP`; allowed > 0.*
    pub narrow_add: EnergyPerFlop,
    ///Energy of a multiply in the narrow format. *Shown in `PICOJOULE_PER_FLOP`; allowed > 0.*
    pub narrow_mul: EnergyPerFlop,
    ///Energy of the add into the narrow MAC's wider accumulator. *Shown in `PICOJOULE_PER_FLOP`; allowed > 0.*
    pub accumulate_add: EnergyPerFlop,
    ///Energy of one off-chip memory read. *Shown in `PICOJOULE`; allowed > 0.*
    pub memory_read: Energy,
}
///Builds a [`OperationEnergyComparison`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OperationEnergyComparisonBuilder {
    wide_add: ::core::option::Option<EnergyPerFlop>,
    wide_mul: ::core::option::Option<EnergyPerFlop>,
    narrow_add: ::core::option::Option<EnergyPerFlop>,
    narrow_mul: ::core::option::Option<EnergyPerFlop>,
    accumulate_add: ::core::option::Option<EnergyPerFlop>,
    memory_read: ::core::option::Option<Energy>,
}
///Every property of a [`OperationEnergyComparison`], each computed once (see [`OperationEnergyComparison::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OperationEnergyComparisonValues<'a> {
    scenario: &'a OperationEnergyComparison,
    ///Energy of a wide multiply-accumulate.
    pub wide_mac: ::core::result::Result<EnergyPerFlop, ::mlsysim_core::EvalError>,
    ///Energy of a narrow multiply-accumulate.
    pub narrow_mac: ::core::result::Result<EnergyPerFlop, ::mlsysim_core::EvalError>,
    ///How many times more a wide add costs than a narrow one.
    pub add_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times more a wide multiply costs than a narrow one.
    pub mul_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times more a wide MAC costs than a narrow one.
    pub mac_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Narrow MACs one memory read costs.
    pub read_over_narrow_mac: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "wide_add",
            ty: "EnergyPerFlop",
            doc: "Energy of an add in the wide format.",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "wide_mul",
            ty: "EnergyPerFlop",
            doc: "Energy of a multiply in the wide format.",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "narrow_add",
            ty: "EnergyPerFlop",
            doc: "Energy of an add in the narrow format.",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "narrow_mul",
            ty: "EnergyPerFlop",
            doc: "Energy of a multiply in the narrow format.",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accumulate_add",
            ty: "EnergyPerFlop",
            doc: "Energy of the add into the narrow MAC's wider accumulator.",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "memory_read",
            ty: "Energy",
            doc: "Energy of one off-chip memory read.",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::PICOJOULE);
                __c::units::label(&::mlsysim_core::units::PICOJOULE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "wide_mac",
            doc: "Energy of a wide multiply-accumulate.",
            equation: "multiply_accumulate_energy(wide_mul, wide_add)",
            result_type: "EnergyPerFlop",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            depends_on: &["wide_mul", "wide_add"],
            calls: &["multiply_accumulate_energy"],
            template: "multiply_accumulate_energy({wide_mul}, {wide_add})",
            named_calls: "multiply_accumulate_energy(wide_mul, wide_add)",
            operation: "result of `multiply_accumulate_energy`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "narrow_mac",
            doc: "Energy of a narrow multiply-accumulate.",
            equation: "multiply_accumulate_energy(narrow_mul, accumulate_add)",
            result_type: "EnergyPerFlop",
            label: {
                __c::units::unit_for::<
                    EnergyPerFlop,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_FLOP);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_FLOP)
            },
            depends_on: &["narrow_mul", "accumulate_add"],
            calls: &["multiply_accumulate_energy"],
            template: "multiply_accumulate_energy({narrow_mul}, {accumulate_add})",
            named_calls: "multiply_accumulate_energy(narrow_mul, accumulate_add)",
            operation: "result of `multiply_accumulate_energy`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "add_ratio",
            doc: "How many times more a wide add costs than a narrow one.",
            equation: "wide_add / narrow_add",
            result_type: "f64",
            depends_on: &["wide_add", "narrow_add"],
            template: "{wide_add} / {narrow_add}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mul_ratio",
            doc: "How many times more a wide multiply costs than a narrow one.",
            equation: "wide_mul / narrow_mul",
            result_type: "f64",
            depends_on: &["wide_mul", "narrow_mul"],
            template: "{wide_mul} / {narrow_mul}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mac_ratio",
            doc: "How many times more a wide MAC costs than a narrow one.",
            equation: "wide_mac / narrow_mac",
            result_type: "f64",
            depends_on: &["wide_mac", "narrow_mac"],
            template: "{wide_mac} / {narrow_mac}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "read_over_narrow_mac",
            doc: "Narrow MACs one memory read costs.",
            equation: "memory_read / (narrow_mac * FLOP.of(1.0))",
            result_type: "f64",
            depends_on: &["memory_read", "narrow_mac"],
            template: "{memory_read} / ({narrow_mac} * FLOP.of(1.0))",
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
    impl OperationEnergyComparison {
        ///Starts a [`OperationEnergyComparisonBuilder`]; required inputs must be set before [`OperationEnergyComparisonBuilder::build`].
        #[must_use]
        pub fn builder() -> OperationEnergyComparisonBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OperationEnergyComparisonBuilder {
            OperationEnergyComparisonBuilder {
                wide_add: Some(__Clone::clone(&self.wide_add)),
                wide_mul: Some(__Clone::clone(&self.wide_mul)),
                narrow_add: Some(__Clone::clone(&self.narrow_add)),
                narrow_mul: Some(__Clone::clone(&self.narrow_mul)),
                accumulate_add: Some(__Clone::clone(&self.accumulate_add)),
                memory_read: Some(__Clone::clone(&self.memory_read)),
            }
        }
        ///Energy of a wide multiply-accumulate. Equation: `multiply_accumulate_energy(wide_mul, wide_add)`.
        #[inline]
        pub fn wide_mac(&self) -> __Result<EnergyPerFlop, __c::EvalError> {
            let wide_mul = __Clone::clone(&self.wide_mul);
            let wide_add = __Clone::clone(&self.wide_add);
            struct wide_mac {}
            __c::member(
                (|| __c::conform::<
                    EnergyPerFlop,
                    _,
                    wide_mac,
                >(
                    ::mlsysim_core::equation::multiply_accumulate_energy(
                        wide_mul,
                        wide_add,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Energy of a narrow multiply-accumulate. Equation: `multiply_accumulate_energy(narrow_mul, accumulate_add)`.
        #[inline]
        pub fn narrow_mac(&self) -> __Result<EnergyPerFlop, __c::EvalError> {
            let narrow_mul = __Clone::clone(&self.narrow_mul);
            let accumulate_add = __Clone::clone(&self.accumulate_add);
            struct narrow_mac {}
            __c::member(
                (|| __c::conform::<
                    EnergyPerFlop,
                    _,
                    narrow_mac,
                >(
                    ::mlsysim_core::equation::multiply_accumulate_energy(
                        narrow_mul,
                        accumulate_add,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///How many times more a wide add costs than a narrow one. Equation: `wide_add / narrow_add`.
        #[inline]
        pub fn add_ratio(&self) -> __Result<f64, __c::EvalError> {
            let wide_add = __Clone::clone(&self.wide_add);
            let narrow_add = __Clone::clone(&self.narrow_add);
            struct add_ratio {}
            __c::member(
                (|| __c::conform::<f64, _, add_ratio>(wide_add.eq_div(narrow_add)?))(),
                &__PROPERTIES[2],
            )
        }
        ///How many times more a wide multiply costs than a narrow one. Equation: `wide_mul / narrow_mul`.
        #[inline]
        pub fn mul_ratio(&self) -> __Result<f64, __c::EvalError> {
            let wide_mul = __Clone::clone(&self.wide_mul);
            let narrow_mul = __Clone::clone(&self.narrow_mul);
            struct mul_ratio {}
            __c::member(
                (|| __c::conform::<f64, _, mul_ratio>(wide_mul.eq_div(narrow_mul)?))(),
                &__PROPERTIES[3],
            )
        }
        ///How many times more a wide MAC costs than a narrow one. Equation: `wide_mac / narrow_mac`.
        #[inline]
        pub fn mac_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_mac_ratio(self.wide_mac()?, self.narrow_mac()?)
        }
        #[doc(hidden)]
        fn __eq_mac_ratio(
            &self,
            wide_mac: EnergyPerFlop,
            narrow_mac: EnergyPerFlop,
        ) -> __Result<f64, __c::EvalError> {
            struct mac_ratio {}
            __c::member(
                (|| __c::conform::<f64, _, mac_ratio>(wide_mac.eq_div(narrow_mac)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Narrow MACs one memory read costs. Equation: `memory_read / (narrow_mac * FLOP.of(1.0))`.
        #[inline]
        pub fn read_over_narrow_mac(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_read_over_narrow_mac(self.narrow_mac()?)
        }
        #[doc(hidden)]
        fn __eq_read_over_narrow_mac(
            &self,
            narrow_mac: EnergyPerFlop,
        ) -> __Result<f64, __c::EvalError> {
            let memory_read = __Clone::clone(&self.memory_read);
            struct read_over_narrow_mac {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    read_over_narrow_mac,
                >(memory_read.eq_div(narrow_mac.eq_mul(FLOP.of(1.0))?)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OperationEnergyComparisonValues`].
        #[must_use]
        pub fn evaluate(&self) -> OperationEnergyComparisonValues<'_> {
            let wide_mac = self.wide_mac();
            let narrow_mac = self.narrow_mac();
            let add_ratio = self.add_ratio();
            let mul_ratio = self.mul_ratio();
            let mac_ratio = __c::after(
                (&wide_mac, &narrow_mac),
                |(v0, v1)| self.__eq_mac_ratio(v0, v1),
            );
            let read_over_narrow_mac = __c::after(
                (&narrow_mac,),
                |(v0,)| self.__eq_read_over_narrow_mac(v0),
            );
            OperationEnergyComparisonValues {
                scenario: self,
                wide_mac,
                narrow_mac,
                add_ratio,
                mul_ratio,
                mac_ratio,
                read_over_narrow_mac,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.wide_add, &__INPUTS[0])?;
            __c::bounded(&self.wide_mul, &__INPUTS[1])?;
            __c::bounded(&self.narrow_add, &__INPUTS[2])?;
            __c::bounded(&self.narrow_mul, &__INPUTS[3])?;
            __c::bounded(&self.accumulate_add, &__INPUTS[4])?;
            __c::bounded(&self.memory_read, &__INPUTS[5])?;
            Ok(())
        }
    }
    impl OperationEnergyComparisonBuilder {
        ///Sets `wide_add`: Energy of an add in the wide format.
        #[must_use]
        pub fn wide_add(mut self, value: EnergyPerFlop) -> Self {
            self.wide_add = Some(value);
            self
        }
        ///Sets `wide_mul`: Energy of a multiply in the wide format.
        #[must_use]
        pub fn wide_mul(mut self, value: EnergyPerFlop) -> Self {
            self.wide_mul = Some(value);
            self
        }
        ///Sets `narrow_add`: Energy of an add in the narrow format.
        #[must_use]
        pub fn narrow_add(mut self, value: EnergyPerFlop) -> Self {
            self.narrow_add = Some(value);
            self
        }
        ///Sets `narrow_mul`: Energy of a multiply in the narrow format.
        #[must_use]
        pub fn narrow_mul(mut self, value: EnergyPerFlop) -> Self {
            self.narrow_mul = Some(value);
            self
        }
        ///Sets `accumulate_add`: Energy of the add into the narrow MAC's wider accumulator.
        #[must_use]
        pub fn accumulate_add(mut self, value: EnergyPerFlop) -> Self {
            self.accumulate_add = Some(value);
            self
        }
        ///Sets `memory_read`: Energy of one off-chip memory read.
        #[must_use]
        pub fn memory_read(mut self, value: Energy) -> Self {
            self.memory_read = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<OperationEnergyComparison, __c::InputError> {
            let scenario = OperationEnergyComparison {
                wide_add: __c::given(self.wide_add, "wide_add")?,
                wide_mul: __c::given(self.wide_mul, "wide_mul")?,
                narrow_add: __c::given(self.narrow_add, "narrow_add")?,
                narrow_mul: __c::given(self.narrow_mul, "narrow_mul")?,
                accumulate_add: __c::given(self.accumulate_add, "accumulate_add")?,
                memory_read: __c::given(self.memory_read, "memory_read")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OperationEnergyComparisonBuilder {
        type Scenario = OperationEnergyComparison;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "wide_add" => self.wide_add = __c::set(value, &__INPUTS[0])?,
                "wide_mul" => self.wide_mul = __c::set(value, &__INPUTS[1])?,
                "narrow_add" => self.narrow_add = __c::set(value, &__INPUTS[2])?,
                "narrow_mul" => self.narrow_mul = __c::set(value, &__INPUTS[3])?,
                "accumulate_add" => self.accumulate_add = __c::set(value, &__INPUTS[4])?,
                "memory_read" => self.memory_read = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<OperationEnergyComparison, __c::InputError> {
            OperationEnergyComparisonBuilder::build(self)
        }
    }
    impl<'a> OperationEnergyComparisonValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a OperationEnergyComparison {
            self.scenario
        }
    }
    impl __c::Scenario for OperationEnergyComparison {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "OperationEnergyComparison",
            family: &QUANTIZATION,
            summary: "Energy per add, multiply and multiply-accumulate in a wide and a narrow number format, and one off-chip memory read counted in narrow multiply-accumulates.",
            description: "The narrow format's MAC accumulates in a wider integer, so its add is a separate input. The\nmemory read is an energy per access, compared with the energy of one narrow MAC operation.",
            notes: __c::meta::Notes {
                equation: "MAC = multiply + add (the narrow MAC adds at the accumulator's width); ratios = wide ÷ narrow; reads in MACs = E_read ÷ (E_narrow MAC × 1 operation)",
                assumptions: &[
                    "Energies per operation are constants of the process technology (45 nm in the preset), independent of the operands' values.",
                    "Every energy is above zero; the reference divides by zero or reports negative ratios otherwise.",
                    "The memory read is an energy per access; one narrow MAC is one operation at its energy per operation.",
                ],
                rules: __RULES,
                excludes: &[
                    "Data movement on chip, and the energy of control and instruction fetch around each operation.",
                ],
                derivation: &[
                    "Energies per operation add along a datapath: a MAC is a multiply followed by an add.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "One DRAM read costs over two thousand INT8 MACs",
                    code: "// One DRAM read costs over two thousand INT8 MACs\nuse mlsysim_compute::quantization::int8_vs_fp32_operation_energy_45nm;\n\nlet s = int8_vs_fp32_operation_energy_45nm()?;\nassert!(s.read_over_narrow_mac()? > 2000.0);\nassert!((s.mul_ratio()? - 18.5).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OperationEnergyComparisonBuilder;
        fn to_builder(&self) -> OperationEnergyComparisonBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.wide_add,
                    &self.wide_mul,
                    &self.narrow_add,
                    &self.narrow_mul,
                    &self.accumulate_add,
                    &self.memory_read,
                ],
                &[
                    &values.wide_mac,
                    &values.narrow_mac,
                    &values.add_ratio,
                    &values.mul_ratio,
                    &values.mac_ratio,
                    &values.read_over_narrow_mac,
                ],
            )
        }
    }
    __c::glue!(OperationEnergyComparison);
};
