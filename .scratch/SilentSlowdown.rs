/**A run on a fleet slowed a few percent by a degraded link that raises no alarm: the device-hours and dollars the slowdown costs, and the worst case with nothing overlapped.

The slowdowns are stated per-step figures; with no overlap, only the communicating share of
the step stretches, by 1 / (1 − loss), which bounds them from above.

# Equation

device-hours = accelerators × run; lost = device-hours × slowdown; cost = lost × hourly rate; no-overlap slowdown = (1 − f) + f ÷ (1 − loss) − 1

# Assumptions

- Every device of the fleet runs the job for the whole run.
- With no overlap, only the communicating share of each step stretches.

# Excludes

- The cost of finding the link, and any failure it later causes.

# Derivation

- Amdahl's law applied to a slower link: only its share of the step grows.

# Examples

```rust
// A 2% slowdown costs 14,746 GPU-hours
use mlsysim_cluster::fabrics::degraded_transceiver_run_1k;

let s = degraded_transceiver_run_1k()?;
assert_eq!(s.device_hours()?, 737_280.0);
assert!((s.lost_device_hours()?.get("low").copied().unwrap() - 14_745.6).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SilentSlowdown {
    ///The fleet the run uses.
    pub fleet: &'static Fleet,
    ///Duration of the run. *Shown in `DAY`; allowed > 0.*
    pub run_duration: Time,
    ///Slowdowns of each step, stated, by name. *Allowed >= 0.*
    pub slowdowns: Named<f64>,
    ///Price of one device-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
    ///Bandwidth the degraded link lost. *Allowed [0.0, 1.0).*
    pub bandwidth_loss: f64,
    ///Share of the step spent communicating. *Allowed [0.0, 1.0].*
    pub communication_fraction: f64,
}
///Builds a [`SilentSlowdown`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SilentSlowdownBuilder {
    fleet: ::core::option::Option<&'static Fleet>,
    run_duration: ::core::option::Option<Time>,
    slowdowns: ::core::option::Option<Named<f64>>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
    bandwidth_loss: ::core::option::Option<f64>,
    communication_fraction: ::core::option::Option<f64>,
}
///Every property of a [`SilentSlowdown`], each computed once (see [`SilentSlowdown::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SilentSlowdownValues<'a> {
    scenario: &'a SilentSlowdown,
    ///Device-hours of the run.
    pub device_hours: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Device-hours each slowdown loses.
    pub lost_device_hours: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///What each slowdown's lost device-hours cost.
    pub lost_cost: ::core::result::Result<Named<Usd>, ::mlsysim_core::EvalError>,
    ///Slowdown of a step with nothing overlapped: only the communicating share stretches.
    pub no_overlap_slowdown: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet the run uses.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_duration",
            ty: "Time",
            doc: "Duration of the run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "slowdowns",
            ty: "Named<f64>",
            doc: "Slowdowns of each step, stated, by name.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one device-hour.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bandwidth_loss",
            ty: "f64",
            doc: "Bandwidth the degraded link lost.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "communication_fraction",
            ty: "f64",
            doc: "Share of the step spent communicating.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "device_hours",
            doc: "Device-hours of the run.",
            equation: "fleet.node.accelerators_per_node * fleet.count * run_duration / hours(1.0)",
            result_type: "f64",
            depends_on: &["fleet", "run_duration"],
            calls: &["hours"],
            template: "{#0 fleet.node.accelerators_per_node} * {#1 fleet.count} * {run_duration} / hours(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lost_device_hours",
            doc: "Device-hours each slowdown loses.",
            equation: "device_hours × slowdown, for each slowdown",
            equation_is_code: false,
            result_type: "Named<f64>",
            depends_on: &["slowdowns", "device_hours"],
            reaches: &[("slowdowns", "iter")],
            template: "{slowdowns}\n    .iter()\n    .map(|(name, &f)| (name, {device_hours} * f))\n    .collect::<Named<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lost_cost",
            doc: "What each slowdown's lost device-hours cost.",
            equation: "lost device-hours × device_hour_rate, for each slowdown",
            equation_is_code: false,
            result_type: "Named<Usd>",
            label: {
                __c::units::unit_for::<Named<Usd>, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["device_hour_rate", "lost_device_hours"],
            calls: &["usd"],
            template: "{lost_device_hours}\n    .iter()\n    .map(|(name, &h)| Ok((name, usd(h * USD_PER_HOUR.in_unit({device_hour_rate})))))\n    .collect::<Result<Named<Usd>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "no_overlap_slowdown",
            doc: "Slowdown of a step with nothing overlapped: only the communicating share stretches.",
            equation: "(1.0 - communication_fraction) + communication_fraction / (1.0 - bandwidth_loss)\n    - 1.0",
            result_type: "f64",
            depends_on: &["communication_fraction", "bandwidth_loss"],
            template: "(1.0 - {communication_fraction}) + {communication_fraction} / (1.0 - {bandwidth_loss}) - 1.0",
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
    impl SilentSlowdown {
        ///Starts a [`SilentSlowdownBuilder`]; required inputs must be set before [`SilentSlowdownBuilder::build`].
        #[must_use]
        pub fn builder() -> SilentSlowdownBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SilentSlowdownBuilder {
            SilentSlowdownBuilder {
                fleet: Some(__Clone::clone(&self.fleet)),
                run_duration: Some(__Clone::clone(&self.run_duration)),
                slowdowns: Some(__Clone::clone(&self.slowdowns)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
                bandwidth_loss: Some(__Clone::clone(&self.bandwidth_loss)),
                communication_fraction: Some(
                    __Clone::clone(&self.communication_fraction),
                ),
            }
        }
        ///Device-hours of the run. Equation: `fleet.node.accelerators_per_node * fleet.count * run_duration / hours(1.0)`.
        #[inline]
        pub fn device_hours(&self) -> __Result<f64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            let run_duration = __Clone::clone(&self.run_duration);
            struct device_hours {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    device_hours,
                >(
                    fleet
                        .node
                        .accelerators_per_node
                        .eq_mul(fleet.count)?
                        .eq_mul(run_duration)?
                        .eq_div(::mlsysim_core::equation::hours(1.0))?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Device-hours each slowdown loses. Equation: device_hours × slowdown, for each slowdown.
        #[inline]
        pub fn lost_device_hours(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_lost_device_hours(self.device_hours()?)
        }
        #[doc(hidden)]
        fn __eq_lost_device_hours(
            &self,
            device_hours: f64,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let slowdowns = __Clone::clone(&self.slowdowns);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct lost_device_hours {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    lost_device_hours,
                >(
                    slowdowns
                        .iter()
                        .map(|(name, &f)| (
                            name,
                            __mlsysim_fault.keep(device_hours.eq_mul(f)),
                        ))
                        .collect::<Named<f64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        ///What each slowdown's lost device-hours cost. Equation: lost device-hours × device_hour_rate, for each slowdown.
        #[inline]
        pub fn lost_cost(&self) -> __Result<Named<Usd>, __c::EvalError> {
            self.__eq_lost_cost(self.lost_device_hours()?)
        }
        #[doc(hidden)]
        fn __eq_lost_cost(
            &self,
            lost_device_hours: Named<f64>,
        ) -> __Result<Named<Usd>, __c::EvalError> {
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct lost_cost {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Usd>,
                    _,
                    lost_cost,
                >(
                    lost_device_hours
                        .iter()
                        .map(|(name, &h)| Ok((
                            name,
                            ::mlsysim_core::equation::usd(
                                __mlsysim_fault
                                    .keep(h.eq_mul(USD_PER_HOUR.in_unit(device_hour_rate))),
                            ),
                        )))
                        .collect::<Result<Named<Usd>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[2],
            )
        }
        /**Slowdown of a step with nothing overlapped: only the communicating share stretches.

Equation:

```text
(1.0 - communication_fraction) + communication_fraction / (1.0 - bandwidth_loss)
    - 1.0
```
*/
        #[inline]
        pub fn no_overlap_slowdown(&self) -> __Result<f64, __c::EvalError> {
            let communication_fraction = __Clone::clone(&self.communication_fraction);
            let bandwidth_loss = __Clone::clone(&self.bandwidth_loss);
            struct no_overlap_slowdown {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    no_overlap_slowdown,
                >(
                    (1.0)
                        .eq_sub(communication_fraction)?
                        .eq_add(
                            communication_fraction.eq_div((1.0).eq_sub(bandwidth_loss)?)?,
                        )?
                        .eq_sub(1.0)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SilentSlowdownValues`].
        #[must_use]
        pub fn evaluate(&self) -> SilentSlowdownValues<'_> {
            let device_hours = self.device_hours();
            let lost_device_hours = __c::after(
                (&device_hours,),
                |(v0,)| self.__eq_lost_device_hours(v0),
            );
            let lost_cost = __c::after(
                (&lost_device_hours,),
                |(v0,)| self.__eq_lost_cost(v0),
            );
            let no_overlap_slowdown = self.no_overlap_slowdown();
            SilentSlowdownValues {
                scenario: self,
                device_hours,
                lost_device_hours,
                lost_cost,
                no_overlap_slowdown,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.fleet, &__INPUTS[0])?;
            __c::bounded(&self.run_duration, &__INPUTS[1])?;
            __c::bounded(&self.slowdowns, &__INPUTS[2])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[3])?;
            __c::bounded_plain(&self.bandwidth_loss, &__INPUTS[4])?;
            __c::bounded_plain(&self.communication_fraction, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_device_hours(&self) -> __c::Parts {
            __c::traced(
                self.device_hours(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let fleet = __Clone::clone(& self.fleet); let part
                    = fleet.count; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl SilentSlowdownBuilder {
        ///Sets `fleet`: The fleet the run uses.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `run_duration`: Duration of the run.
        #[must_use]
        pub fn run_duration(mut self, value: Time) -> Self {
            self.run_duration = Some(value);
            self
        }
        ///Sets `slowdowns`: Slowdowns of each step, stated, by name.
        #[must_use]
        pub fn slowdowns(mut self, value: Named<f64>) -> Self {
            self.slowdowns = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one device-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        ///Sets `bandwidth_loss`: Bandwidth the degraded link lost.
        #[must_use]
        pub fn bandwidth_loss(mut self, value: f64) -> Self {
            self.bandwidth_loss = Some(value);
            self
        }
        ///Sets `communication_fraction`: Share of the step spent communicating.
        #[must_use]
        pub fn communication_fraction(mut self, value: f64) -> Self {
            self.communication_fraction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SilentSlowdown, __c::InputError> {
            let scenario = SilentSlowdown {
                fleet: __c::given(self.fleet, "fleet")?,
                run_duration: __c::given(self.run_duration, "run_duration")?,
                slowdowns: __c::given(self.slowdowns, "slowdowns")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
                bandwidth_loss: __c::given(self.bandwidth_loss, "bandwidth_loss")?,
                communication_fraction: __c::given(
                    self.communication_fraction,
                    "communication_fraction",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SilentSlowdownBuilder {
        type Scenario = SilentSlowdown;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fleet" => self.fleet = __c::set(value, &__INPUTS[0])?,
                "run_duration" => self.run_duration = __c::set(value, &__INPUTS[1])?,
                "slowdowns" => self.slowdowns = __c::set(value, &__INPUTS[2])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[3])?;
                }
                "bandwidth_loss" => self.bandwidth_loss = __c::set(value, &__INPUTS[4])?,
                "communication_fraction" => {
                    self.communication_fraction = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SilentSlowdown, __c::InputError> {
            SilentSlowdownBuilder::build(self)
        }
    }
    impl<'a> SilentSlowdownValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SilentSlowdown {
            self.scenario
        }
    }
    impl __c::Scenario for SilentSlowdown {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SilentSlowdown",
            family: &NETWORK_FABRICS,
            summary: "A run on a fleet slowed a few percent by a degraded link that raises no alarm: the device-hours and dollars the slowdown costs, and the worst case with nothing overlapped.",
            description: "The slowdowns are stated per-step figures; with no overlap, only the communicating share of\nthe step stretches, by 1 / (1 − loss), which bounds them from above.",
            notes: __c::meta::Notes {
                equation: "device-hours = accelerators × run; lost = device-hours × slowdown; cost = lost × hourly rate; no-overlap slowdown = (1 − f) + f ÷ (1 − loss) − 1",
                assumptions: &[
                    "Every device of the fleet runs the job for the whole run.",
                    "With no overlap, only the communicating share of each step stretches.",
                ],
                rules: __RULES,
                excludes: &[
                    "The cost of finding the link, and any failure it later causes.",
                ],
                derivation: &[
                    "Amdahl's law applied to a slower link: only its share of the step grows.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 2% slowdown costs 14,746 GPU-hours",
                    code: "// A 2% slowdown costs 14,746 GPU-hours\nuse mlsysim_cluster::fabrics::degraded_transceiver_run_1k;\n\nlet s = degraded_transceiver_run_1k()?;\nassert_eq!(s.device_hours()?, 737_280.0);\nassert!((s.lost_device_hours()?.get(\"low\").copied().unwrap() - 14_745.6).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SilentSlowdownBuilder;
        fn to_builder(&self) -> SilentSlowdownBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fleet,
                    &self.run_duration,
                    &self.slowdowns,
                    &self.device_hour_rate,
                    &self.bandwidth_loss,
                    &self.communication_fraction,
                ],
                &[
                    &values.device_hours,
                    &values.lost_device_hours,
                    &values.lost_cost,
                    &values.no_overlap_slowdown,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "device_hours" => Some(Ok(self.__explain_device_hours())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "slowdowns" => (&__c::explain::Held(&self.slowdowns)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(SilentSlowdown);
};
