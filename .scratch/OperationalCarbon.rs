/**Operational carbon: the energy a facility draws for a workload, times the grid's carbon intensity.

The IT energy is given directly, or as a number of devices drawing a power for a duration.
The facility draws the IT energy times its power usage effectiveness (PUE); the emissions
are that energy times the grid's intensity. An optional anchor (the yearly emissions of one
car, say) expresses the result as a count of it.

# Equation

E_IT = it_energy, or devices × device_power × duration; E = E_IT × PUE; CO2e = E × intensity

# Assumptions

- The grid's intensity is constant over the run; the facility's overhead is a constant factor (PUE) on the IT energy.
- A PUE of 1 means the energy is already counted at the facility boundary; below 1 is refused (a facility cannot use less than its IT equipment).
- Give either `it_energy`, or all of `devices`, `device_power` and `duration`; when both are given, `it_energy` is used.

# Excludes

- Embodied carbon of the hardware, and emissions beyond the electricity (cooling water, transport).

# Derivation

- Emissions are energy times carbon intensity; the facility's energy is the IT energy times the PUE by the PUE's definition.

# Requirements

- give `it_energy`, or all of `devices`, `device_power` and `duration`

# Examples

```rust
// GPT-3's training energy on the US average grid
use mlsysim_scenarios::responsible::gpt3_training_carbon;

let s = gpt3_training_carbon()?;
assert!((mlsysim_core::units::TONNE_CO2E.in_unit(s.carbon()?) - 552.123).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OperationalCarbon {
    ///Carbon intensity of the grid. *Shown in `GRAM_CO2E_PER_KWH`; allowed >= 0.*
    pub intensity: CarbonIntensity,
    ///Power usage effectiveness of the facility. *Default `1.0`; allowed >= 1.0.*
    pub pue: f64,
    ///The IT energy, when known directly. *Optional (absent by default); shown in `MEGAWATT_HOUR`; allowed >= 0.*
    pub it_energy: Option<Energy>,
    ///Devices drawing power, when the energy is not given. *Optional (absent by default); allowed >= 0.*
    pub devices: Option<f64>,
    ///Power one device draws. *Optional (absent by default); shown in `WATT`; allowed >= 0.*
    pub device_power: Option<Power>,
    ///How long the devices run. *Optional (absent by default); shown in `HOUR`; allowed >= 0.*
    pub duration: Option<Time>,
    ///Emissions of one unit of comparison (a car's year, a flight). *Optional (absent by default); shown in `TONNE_CO2E`; allowed > 0.*
    pub comparison: Option<Emissions>,
}
///Builds a [`OperationalCarbon`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OperationalCarbonBuilder {
    intensity: ::core::option::Option<CarbonIntensity>,
    pue: ::core::option::Option<f64>,
    it_energy: ::core::option::Option<Energy>,
    devices: ::core::option::Option<f64>,
    device_power: ::core::option::Option<Power>,
    duration: ::core::option::Option<Time>,
    comparison: ::core::option::Option<Emissions>,
}
///Every property of a [`OperationalCarbon`], each computed once (see [`OperationalCarbon::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OperationalCarbonValues<'a> {
    scenario: &'a OperationalCarbon,
    ///The IT energy: as given, or devices × power × duration.
    pub it_energy_total: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///The facility's energy: the IT energy times the PUE.
    pub energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Emissions of the facility's energy.
    pub carbon: ::core::result::Result<Emissions, ::mlsysim_core::EvalError>,
    ///The emissions as a count of the comparison's unit.
    pub comparisons: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "intensity",
            ty: "CarbonIntensity",
            doc: "Carbon intensity of the grid.",
            label: {
                __c::units::unit_for::<
                    CarbonIntensity,
                    _,
                >(&::mlsysim_core::units::GRAM_CO2E_PER_KWH);
                __c::units::label(&::mlsysim_core::units::GRAM_CO2E_PER_KWH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pue",
            ty: "f64",
            doc: "Power usage effectiveness of the facility.",
            default: Some("1.0"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1.0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "it_energy",
            ty: "Option<Energy>",
            doc: "The IT energy, when known directly.",
            optional: true,
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MEGAWATT_HOUR);
                __c::units::label(&::mlsysim_core::units::MEGAWATT_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "devices",
            ty: "Option<f64>",
            doc: "Devices drawing power, when the energy is not given.",
            optional: true,
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_power",
            ty: "Option<Power>",
            doc: "Power one device draws.",
            optional: true,
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "duration",
            ty: "Option<Time>",
            doc: "How long the devices run.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "comparison",
            ty: "Option<Emissions>",
            doc: "Emissions of one unit of comparison (a car's year, a flight).",
            optional: true,
            label: {
                __c::units::unit_for::<Emissions, _>(&::mlsysim_core::units::TONNE_CO2E);
                __c::units::label(&::mlsysim_core::units::TONNE_CO2E)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "it_energy_total",
            doc: "The IT energy: as given, or devices × power × duration.",
            equation: "match optional(it_energy) {\n    Some(energy) => energy,\n    None => devices * device_power * duration,\n}",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::KILOWATT_HOUR);
                __c::units::label(&::mlsysim_core::units::KILOWATT_HOUR)
            },
            depends_on: &["it_energy", "devices", "device_power", "duration"],
            requires_one_of: &[
                &[&["it_energy"], &["devices", "device_power", "duration"]],
            ],
            template: "match {#0 optional(it_energy)} {{\n    Some(energy) => energy,\n    None => {devices} * {device_power} * {duration},\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy",
            doc: "The facility's energy: the IT energy times the PUE.",
            equation: "it_energy_total * pue",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::KILOWATT_HOUR);
                __c::units::label(&::mlsysim_core::units::KILOWATT_HOUR)
            },
            depends_on: &["pue", "it_energy_total"],
            requires_one_of: &[
                &[&["it_energy"], &["devices", "device_power", "duration"]],
            ],
            template: "{it_energy_total} * {pue}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "carbon",
            doc: "Emissions of the facility's energy.",
            equation: "carbon_from_energy(energy, intensity)",
            result_type: "Emissions",
            label: {
                __c::units::unit_for::<Emissions, _>(&::mlsysim_core::units::TONNE_CO2E);
                __c::units::label(&::mlsysim_core::units::TONNE_CO2E)
            },
            depends_on: &["intensity", "energy"],
            requires_one_of: &[
                &[&["it_energy"], &["devices", "device_power", "duration"]],
            ],
            calls: &["carbon_from_energy"],
            template: "carbon_from_energy({energy}, {intensity})",
            named_calls: "carbon_from_energy(energy, intensity)",
            operation: "result of `carbon_from_energy`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "comparisons",
            doc: "The emissions as a count of the comparison's unit.",
            equation: "carbon / comparison",
            result_type: "f64",
            depends_on: &["comparison", "carbon"],
            requires: &["comparison"],
            requires_one_of: &[
                &[&["it_energy"], &["devices", "device_power", "duration"]],
            ],
            template: "{carbon} / {comparison}",
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
    impl OperationalCarbon {
        ///Starts a [`OperationalCarbonBuilder`]; required inputs must be set before [`OperationalCarbonBuilder::build`].
        #[must_use]
        pub fn builder() -> OperationalCarbonBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OperationalCarbonBuilder {
            OperationalCarbonBuilder {
                intensity: Some(__Clone::clone(&self.intensity)),
                pue: Some(__Clone::clone(&self.pue)),
                it_energy: __Clone::clone(&self.it_energy),
                devices: __Clone::clone(&self.devices),
                device_power: __Clone::clone(&self.device_power),
                duration: __Clone::clone(&self.duration),
                comparison: __Clone::clone(&self.comparison),
            }
        }
        /**The IT energy: as given, or devices × power × duration.

Equation:

```text
match optional(it_energy) {
    Some(energy) => energy,
    None => devices * device_power * duration,
}
```
 Requires: give `it_energy`, or all of `devices`, `device_power` and `duration`.*/
        #[inline]
        pub fn it_energy_total(&self) -> __Result<Energy, __c::EvalError> {
            let it_energy = __Clone::clone(&self.it_energy);
            struct it_energy_total {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    it_energy_total,
                >(
                    match ::mlsysim_core::equation::optional(it_energy) {
                        Some(energy) => energy,
                        None => {
                            ::mlsysim_core::__private::present(
                                    &self.devices,
                                    "it_energy_total",
                                    "devices",
                                )?
                                .eq_mul(
                                    ::mlsysim_core::__private::present(
                                        &self.device_power,
                                        "it_energy_total",
                                        "device_power",
                                    )?,
                                )?
                                .eq_mul(
                                    ::mlsysim_core::__private::present(
                                        &self.duration,
                                        "it_energy_total",
                                        "duration",
                                    )?,
                                )?
                        }
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The facility's energy: the IT energy times the PUE. Equation: `it_energy_total * pue`. Requires: give `it_energy`, or all of `devices`, `device_power` and `duration`.
        #[inline]
        pub fn energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_energy(self.it_energy_total()?)
        }
        #[doc(hidden)]
        fn __eq_energy(
            &self,
            it_energy_total: Energy,
        ) -> __Result<Energy, __c::EvalError> {
            let pue = __Clone::clone(&self.pue);
            struct energy {}
            __c::member(
                (|| __c::conform::<Energy, _, energy>(it_energy_total.eq_mul(pue)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Emissions of the facility's energy. Equation: `carbon_from_energy(energy, intensity)`. Requires: give `it_energy`, or all of `devices`, `device_power` and `duration`.
        #[inline]
        pub fn carbon(&self) -> __Result<Emissions, __c::EvalError> {
            self.__eq_carbon(self.energy()?)
        }
        #[doc(hidden)]
        fn __eq_carbon(&self, energy: Energy) -> __Result<Emissions, __c::EvalError> {
            let intensity = __Clone::clone(&self.intensity);
            struct carbon {}
            __c::member(
                (|| __c::conform::<
                    Emissions,
                    _,
                    carbon,
                >(::mlsysim_core::equation::carbon_from_energy(energy, intensity)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The emissions as a count of the comparison's unit. Equation: `carbon / comparison`. Requires `comparison` (an error names the absent one). Requires: give `it_energy`, or all of `devices`, `device_power` and `duration`.
        #[inline]
        pub fn comparisons(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_comparisons(self.carbon()?)
        }
        #[doc(hidden)]
        fn __eq_comparisons(&self, carbon: Emissions) -> __Result<f64, __c::EvalError> {
            let comparison = __c::present(
                &self.comparison,
                "comparisons",
                "comparison",
            )?;
            struct comparisons {}
            __c::member(
                (|| __c::conform::<f64, _, comparisons>(carbon.eq_div(comparison)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OperationalCarbonValues`].
        #[must_use]
        pub fn evaluate(&self) -> OperationalCarbonValues<'_> {
            let it_energy_total = self.it_energy_total();
            let energy = __c::after((&it_energy_total,), |(v0,)| self.__eq_energy(v0));
            let carbon = __c::after((&energy,), |(v0,)| self.__eq_carbon(v0));
            let comparisons = __c::after((&carbon,), |(v0,)| self.__eq_comparisons(v0));
            OperationalCarbonValues {
                scenario: self,
                it_energy_total,
                energy,
                carbon,
                comparisons,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.intensity, &__INPUTS[0])?;
            __c::bounded_plain(&self.pue, &__INPUTS[1])?;
            __c::bounded(&self.it_energy, &__INPUTS[2])?;
            __c::bounded(&self.devices, &__INPUTS[3])?;
            __c::bounded(&self.device_power, &__INPUTS[4])?;
            __c::bounded(&self.duration, &__INPUTS[5])?;
            __c::bounded(&self.comparison, &__INPUTS[6])?;
            __c::validate::one_of(
                &[
                    (&[self.it_energy.is_some()], &["it_energy"]),
                    (
                        &[
                            self.devices.is_some(),
                            self.device_power.is_some(),
                            self.duration.is_some(),
                        ],
                        &["devices", "device_power", "duration"],
                    ),
                ],
                &[&["it_energy"], &["devices", "device_power", "duration"]],
            )?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_it_energy_total(&self) -> __c::Parts {
            __c::traced(
                self.it_energy_total(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let it_energy = __Clone::clone(& self.it_energy); let part =
                    ::mlsysim_core::equation::optional(it_energy); Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl OperationalCarbonBuilder {
        ///Sets `intensity`: Carbon intensity of the grid.
        #[must_use]
        pub fn intensity(mut self, value: CarbonIntensity) -> Self {
            self.intensity = Some(value);
            self
        }
        ///Sets `pue`: Power usage effectiveness of the facility.
        #[must_use]
        pub fn pue(mut self, value: f64) -> Self {
            self.pue = Some(value);
            self
        }
        ///Sets `it_energy`: The IT energy, when known directly.
        #[must_use]
        pub fn it_energy(mut self, value: Energy) -> Self {
            self.it_energy = Some(value);
            self
        }
        ///Leaves `it_energy` absent.
        #[must_use]
        pub fn without_it_energy(mut self) -> Self {
            self.it_energy = None;
            self
        }
        ///Sets `devices`: Devices drawing power, when the energy is not given.
        #[must_use]
        pub fn devices(mut self, value: f64) -> Self {
            self.devices = Some(value);
            self
        }
        ///Leaves `devices` absent.
        #[must_use]
        pub fn without_devices(mut self) -> Self {
            self.devices = None;
            self
        }
        ///Sets `device_power`: Power one device draws.
        #[must_use]
        pub fn device_power(mut self, value: Power) -> Self {
            self.device_power = Some(value);
            self
        }
        ///Leaves `device_power` absent.
        #[must_use]
        pub fn without_device_power(mut self) -> Self {
            self.device_power = None;
            self
        }
        ///Sets `duration`: How long the devices run.
        #[must_use]
        pub fn duration(mut self, value: Time) -> Self {
            self.duration = Some(value);
            self
        }
        ///Leaves `duration` absent.
        #[must_use]
        pub fn without_duration(mut self) -> Self {
            self.duration = None;
            self
        }
        ///Sets `comparison`: Emissions of one unit of comparison (a car's year, a flight).
        #[must_use]
        pub fn comparison(mut self, value: Emissions) -> Self {
            self.comparison = Some(value);
            self
        }
        ///Leaves `comparison` absent.
        #[must_use]
        pub fn without_comparison(mut self) -> Self {
            self.comparison = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<OperationalCarbon, __c::InputError> {
            let scenario = OperationalCarbon {
                intensity: __c::given(self.intensity, "intensity")?,
                pue: self.pue.unwrap_or_else(|| 1.0),
                it_energy: self.it_energy,
                devices: self.devices,
                device_power: self.device_power,
                duration: self.duration,
                comparison: self.comparison,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OperationalCarbonBuilder {
        type Scenario = OperationalCarbon;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "intensity" => self.intensity = __c::set(value, &__INPUTS[0])?,
                "pue" => self.pue = __c::set(value, &__INPUTS[1])?,
                "it_energy" => self.it_energy = __c::set(value, &__INPUTS[2])?,
                "devices" => self.devices = __c::set(value, &__INPUTS[3])?,
                "device_power" => self.device_power = __c::set(value, &__INPUTS[4])?,
                "duration" => self.duration = __c::set(value, &__INPUTS[5])?,
                "comparison" => self.comparison = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<OperationalCarbon, __c::InputError> {
            OperationalCarbonBuilder::build(self)
        }
    }
    impl<'a> OperationalCarbonValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a OperationalCarbon {
            self.scenario
        }
    }
    impl __c::Scenario for OperationalCarbon {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "OperationalCarbon",
            family: &RESPONSIBLE,
            summary: "Operational carbon: the energy a facility draws for a workload, times the grid's carbon intensity.",
            description: "The IT energy is given directly, or as a number of devices drawing a power for a duration.\nThe facility draws the IT energy times its power usage effectiveness (PUE); the emissions\nare that energy times the grid's intensity. An optional anchor (the yearly emissions of one\ncar, say) expresses the result as a count of it.",
            notes: __c::meta::Notes {
                equation: "E_IT = it_energy, or devices × device_power × duration; E = E_IT × PUE; CO2e = E × intensity",
                assumptions: &[
                    "The grid's intensity is constant over the run; the facility's overhead is a constant factor (PUE) on the IT energy.",
                    "A PUE of 1 means the energy is already counted at the facility boundary; below 1 is refused (a facility cannot use less than its IT equipment).",
                    "Give either `it_energy`, or all of `devices`, `device_power` and `duration`; when both are given, `it_energy` is used.",
                ],
                rules: __RULES,
                excludes: &[
                    "Embodied carbon of the hardware, and emissions beyond the electricity (cooling water, transport).",
                ],
                derivation: &[
                    "Emissions are energy times carbon intensity; the facility's energy is the IT energy times the PUE by the PUE's definition.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-3's training energy on the US average grid",
                    code: "// GPT-3's training energy on the US average grid\nuse mlsysim_scenarios::responsible::gpt3_training_carbon;\n\nlet s = gpt3_training_carbon()?;\nassert!((mlsysim_core::units::TONNE_CO2E.in_unit(s.carbon()?) - 552.123).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[&[&["it_energy"], &["devices", "device_power", "duration"]]],
        };
        type Builder = OperationalCarbonBuilder;
        fn to_builder(&self) -> OperationalCarbonBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.intensity,
                    &self.pue,
                    &self.it_energy,
                    &self.devices,
                    &self.device_power,
                    &self.duration,
                    &self.comparison,
                ],
                &[
                    &values.it_energy_total,
                    &values.energy,
                    &values.carbon,
                    &values.comparisons,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "it_energy_total" => Some(Ok(self.__explain_it_energy_total())),
                _ => None,
            }
        }
    }
    __c::glue!(OperationalCarbon);
};
