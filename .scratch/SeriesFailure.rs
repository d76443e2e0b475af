/**The failure interval of a synchronous job that stops when any one of its components fails, the components differing in lifetime and in count per node.

Each component is stated per node: its mean time to failure and how many a node of
`devices_per_node` devices holds. A redundant part that cannot stop the node on its own
(an N+M power supply) is counted 0. Its failures per device are its count per node over the
devices per node over its MTTF; the job's rate is the sum over components times the
devices. A public scenario: other scenarios take a `SeriesFailure` as an input (a hot
spare's worth, the goodput of a run).

# Equation

rate per device = Σ count per node ÷ devices per node ÷ MTTF; job rate = devices × rate per device; MTBF = 1 ÷ job rate

# Assumptions

- Failures are independent and exponentially distributed; any one failure stops the whole job (a series system), so rates add.
- Every component of `component_mttf` has a count in `per_node`.

# Rules across inputs

- `per_node` gives a count for every component of `component_mttf` (`component_mttf.names().all(|name| per_node.get(name).is_some())`)

# Excludes

- Correlated failures, and the repair time during which a redundant part runs without its spare.

# Derivation

- A series system of independent exponential parts fails at the sum of their rates.

# Examples

```rust
// The 10,000-GPU cluster fails about every four hours
use mlsysim_fleet::reliability::full_system_failures_10k;

let s = full_system_failures_10k()?;
assert!((s.mtbf()?.value / 3600.0 - 3.870967741935484).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SeriesFailure {
    ///Devices (accelerators) in the job. *Allowed >= 1.*
    pub n_devices: u32,
    ///Devices in one node. *Allowed >= 1.*
    pub devices_per_node: u32,
    ///Mean time to failure of each component. *Shown in `HOUR`; allowed > 0.*
    pub component_mttf: Named<Time>,
    ///Each component's count in one node (0 for a redundant part).
    pub per_node: Named<u32>,
}
///Builds a [`SeriesFailure`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SeriesFailureBuilder {
    n_devices: ::core::option::Option<u32>,
    devices_per_node: ::core::option::Option<u32>,
    component_mttf: ::core::option::Option<Named<Time>>,
    per_node: ::core::option::Option<Named<u32>>,
}
///Every property of a [`SeriesFailure`], each computed once (see [`SeriesFailure::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SeriesFailureValues<'a> {
    scenario: &'a SeriesFailure,
    ///Each component's failures per device-hour.
    pub component_rates: ::core::result::Result<
        Named<Frequency>,
        ::mlsysim_core::EvalError,
    >,
    ///Failures per device-hour, all components together.
    pub device_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Failures per hour of the whole job.
    pub system_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Mean time between failures of the job.
    pub mtbf: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Failures of the job a day.
    pub failures_per_day: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "n_devices",
            ty: "u32",
            doc: "Devices (accelerators) in the job.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "devices_per_node",
            ty: "u32",
            doc: "Devices in one node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "component_mttf",
            ty: "Named<Time>",
            doc: "Mean time to failure of each component.",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "per_node",
            ty: "Named<u32>",
            doc: "Each component's count in one node (0 for a redundant part).",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "component_rates",
            doc: "Each component's failures per device-hour.",
            equation: "{\n    let mut rates = Vec::new();\n    for (name, &mttf) in component_mttf.iter() {\n        rates.push((name, per_node[name] / devices_per_node / mttf));\n    }\n    rates.into_iter().collect::<Named<Frequency>>()\n}",
            result_type: "Named<Frequency>",
            label: {
                __c::units::unit_for::<
                    Named<Frequency>,
                    _,
                >(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            depends_on: &["component_mttf", "per_node", "devices_per_node"],
            reaches: &[("component_mttf", "iter")],
            template: "{{\n    let mut rates = Vec::new();\n    for (name, &mttf) in {component_mttf}.iter() {{\n        rates.push((name, {per_node}[name] / {devices_per_node} / mttf));\n    }}\n    rates.into_iter().collect::<Named<Frequency>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "device_rate",
            doc: "Failures per device-hour, all components together.",
            equation: "{\n    let mut total = per_second(0.0);\n    for &rate in component_rates.values() {\n        total += rate;\n    }\n    total\n}",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            depends_on: &["component_rates"],
            calls: &["per_second"],
            template: "{{\n    let mut total = per_second(0.0);\n    for &rate in {component_rates}.values() {{\n        total += rate;\n    }}\n    total\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "system_rate",
            doc: "Failures per hour of the whole job.",
            equation: "n_devices * device_rate",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            depends_on: &["n_devices", "device_rate"],
            template: "{n_devices} * {device_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mtbf",
            doc: "Mean time between failures of the job.",
            equation: "1.0 / system_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["system_rate"],
            template: "1.0 / {system_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "failures_per_day",
            doc: "Failures of the job a day.",
            equation: "system_rate / per_day(1.0)",
            result_type: "f64",
            depends_on: &["system_rate"],
            calls: &["per_day"],
            template: "{system_rate} / per_day(1.0)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`per_node` gives a count for every component of `component_mttf`",
            condition: "component_mttf.names().all(|name| per_node.get(name).is_some())",
            inputs: &["per_node", "component_mttf"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SeriesFailure {
        ///Starts a [`SeriesFailureBuilder`]; required inputs must be set before [`SeriesFailureBuilder::build`].
        #[must_use]
        pub fn builder() -> SeriesFailureBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SeriesFailureBuilder {
            SeriesFailureBuilder {
                n_devices: Some(__Clone::clone(&self.n_devices)),
                devices_per_node: Some(__Clone::clone(&self.devices_per_node)),
                component_mttf: Some(__Clone::clone(&self.component_mttf)),
                per_node: Some(__Clone::clone(&self.per_node)),
            }
        }
        /**Each component's failures per device-hour.

Equation:

```text
{
    let mut rates = Vec::new();
    for (name, &mttf) in component_mttf.iter() {
        rates.push((name, per_node[name] / devices_per_node / mttf));
    }
    rates.into_iter().collect::<Named<Frequency>>()
}
```
*/
        #[inline]
        pub fn component_rates(&self) -> __Result<Named<Frequency>, __c::EvalError> {
            let component_mttf = __Clone::clone(&self.component_mttf);
            let per_node = __Clone::clone(&self.per_node);
            let devices_per_node = __Clone::clone(&self.devices_per_node);
            struct component_rates {}
            __c::member(
                (|| __c::conform::<
                    Named<Frequency>,
                    _,
                    component_rates,
                >({
                    let mut rates = Vec::new();
                    for (name, &mttf) in component_mttf.iter() {
                        rates
                            .push((
                                name,
                                ::mlsysim_core::equation::at(&per_node, &name)?
                                    .eq_div(devices_per_node)?
                                    .eq_div(mttf)?,
                            ));
                    }
                    rates.into_iter().collect::<Named<Frequency>>()
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**Failures per device-hour, all components together.

Equation:

```text
{
    let mut total = per_second(0.0);
    for &rate in component_rates.values() {
        total += rate;
    }
    total
}
```
*/
        #[inline]
        pub fn device_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_device_rate(self.component_rates()?)
        }
        #[doc(hidden)]
        fn __eq_device_rate(
            &self,
            component_rates: Named<Frequency>,
        ) -> __Result<Frequency, __c::EvalError> {
            struct device_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    device_rate,
                >({
                    let mut total = ::mlsysim_core::equation::per_second(0.0);
                    for &rate in component_rates.values() {
                        total = total.eq_add(rate)?;
                    }
                    total
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///Failures per hour of the whole job. Equation: `n_devices * device_rate`.
        #[inline]
        pub fn system_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_system_rate(self.device_rate()?)
        }
        #[doc(hidden)]
        fn __eq_system_rate(
            &self,
            device_rate: Frequency,
        ) -> __Result<Frequency, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            struct system_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    system_rate,
                >(n_devices.eq_mul(device_rate)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Mean time between failures of the job. Equation: `1.0 / system_rate`.
        #[inline]
        pub fn mtbf(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_mtbf(self.system_rate()?)
        }
        #[doc(hidden)]
        fn __eq_mtbf(&self, system_rate: Frequency) -> __Result<Time, __c::EvalError> {
            struct mtbf {}
            __c::member(
                (|| __c::conform::<Time, _, mtbf>((1.0).eq_div(system_rate)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Failures of the job a day. Equation: `system_rate / per_day(1.0)`.
        #[inline]
        pub fn failures_per_day(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_failures_per_day(self.system_rate()?)
        }
        #[doc(hidden)]
        fn __eq_failures_per_day(
            &self,
            system_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            struct failures_per_day {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    failures_per_day,
                >(system_rate.eq_div(::mlsysim_core::equation::per_day(1.0))?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SeriesFailureValues`].
        #[must_use]
        pub fn evaluate(&self) -> SeriesFailureValues<'_> {
            let component_rates = self.component_rates();
            let device_rate = __c::after(
                (&component_rates,),
                |(v0,)| self.__eq_device_rate(v0),
            );
            let system_rate = __c::after(
                (&device_rate,),
                |(v0,)| self.__eq_system_rate(v0),
            );
            let mtbf = __c::after((&system_rate,), |(v0,)| self.__eq_mtbf(v0));
            let failures_per_day = __c::after(
                (&system_rate,),
                |(v0,)| self.__eq_failures_per_day(v0),
            );
            SeriesFailureValues {
                scenario: self,
                component_rates,
                device_rate,
                system_rate,
                mtbf,
                failures_per_day,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.n_devices, &__INPUTS[0])?;
            __c::bounded_plain(&self.devices_per_node, &__INPUTS[1])?;
            __c::bounded(&self.component_mttf, &__INPUTS[2])?;
            __c::finite(&self.per_node, &__INPUTS[3])?;
            {
                let component_mttf = __Clone::clone(&self.component_mttf);
                let per_node = __Clone::clone(&self.per_node);
                __c::rule(
                    component_mttf.names().all(|name| per_node.get(name).is_some()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.per_node, &self.component_mttf],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_device_rate(&self) -> __c::Parts {
            __c::traced(
                self.device_rate(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "per_second", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_failures_per_day(&self) -> __c::Parts {
            __c::traced(
                self.failures_per_day(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "per_day", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl SeriesFailureBuilder {
        ///Sets `n_devices`: Devices (accelerators) in the job.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `devices_per_node`: Devices in one node.
        #[must_use]
        pub fn devices_per_node(mut self, value: u32) -> Self {
            self.devices_per_node = Some(value);
            self
        }
        ///Sets `component_mttf`: Mean time to failure of each component.
        #[must_use]
        pub fn component_mttf(mut self, value: Named<Time>) -> Self {
            self.component_mttf = Some(value);
            self
        }
        ///Sets `per_node`: Each component's count in one node (0 for a redundant part).
        #[must_use]
        pub fn per_node(mut self, value: Named<u32>) -> Self {
            self.per_node = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SeriesFailure, __c::InputError> {
            let scenario = SeriesFailure {
                n_devices: __c::given(self.n_devices, "n_devices")?,
                devices_per_node: __c::given(self.devices_per_node, "devices_per_node")?,
                component_mttf: __c::given(self.component_mttf, "component_mttf")?,
                per_node: __c::given(self.per_node, "per_node")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SeriesFailureBuilder {
        type Scenario = SeriesFailure;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[0])?,
                "devices_per_node" => {
                    self.devices_per_node = __c::set(value, &__INPUTS[1])?;
                }
                "component_mttf" => self.component_mttf = __c::set(value, &__INPUTS[2])?,
                "per_node" => self.per_node = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SeriesFailure, __c::InputError> {
            SeriesFailureBuilder::build(self)
        }
    }
    impl<'a> SeriesFailureValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SeriesFailure {
            self.scenario
        }
    }
    impl __c::Scenario for SeriesFailure {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SeriesFailure",
            family: &RELIABILITY,
            summary: "The failure interval of a synchronous job that stops when any one of its components fails, the components differing in lifetime and in count per node.",
            description: "Each component is stated per node: its mean time to failure and how many a node of\n`devices_per_node` devices holds. A redundant part that cannot stop the node on its own\n(an N+M power supply) is counted 0. Its failures per device are its count per node over the\ndevices per node over its MTTF; the job's rate is the sum over components times the\ndevices. A public scenario: other scenarios take a `SeriesFailure` as an input (a hot\nspare's worth, the goodput of a run).",
            notes: __c::meta::Notes {
                equation: "rate per device = Σ count per node ÷ devices per node ÷ MTTF; job rate = devices × rate per device; MTBF = 1 ÷ job rate",
                assumptions: &[
                    "Failures are independent and exponentially distributed; any one failure stops the whole job (a series system), so rates add.",
                    "Every component of `component_mttf` has a count in `per_node`.",
                ],
                rules: __RULES,
                excludes: &[
                    "Correlated failures, and the repair time during which a redundant part runs without its spare.",
                ],
                derivation: &[
                    "A series system of independent exponential parts fails at the sum of their rates.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The 10,000-GPU cluster fails about every four hours",
                    code: "// The 10,000-GPU cluster fails about every four hours\nuse mlsysim_fleet::reliability::full_system_failures_10k;\n\nlet s = full_system_failures_10k()?;\nassert!((s.mtbf()?.value / 3600.0 - 3.870967741935484).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SeriesFailureBuilder;
        fn to_builder(&self) -> SeriesFailureBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.n_devices,
                    &self.devices_per_node,
                    &self.component_mttf,
                    &self.per_node,
                ],
                &[
                    &values.component_rates,
                    &values.device_rate,
                    &values.system_rate,
                    &values.mtbf,
                    &values.failures_per_day,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "device_rate" => Some(Ok(self.__explain_device_rate())),
                "failures_per_day" => Some(Ok(self.__explain_failures_per_day())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "component_mttf" => (&__c::explain::Held(&self.component_mttf)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(SeriesFailure);
};
