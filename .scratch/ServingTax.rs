/**A request's end-to-end latency target split between the model's own execution and the rest of the request path.

What the model does not take is left for routing, network, serialization, coordination and
queueing. A number of sequential network exchanges on the path is priced at a low and a
high latency per exchange.

# Equation

outside = target − model time; exchanges = n × per-exchange latency, at the low and the high end

# Assumptions

- The model time is measured on an idle replica; the exchanges happen one after another.

# Rules across inputs

- `model_time` is at most `latency_target` (`model_time <= latency_target`)
- `exchange_low` is at most `exchange_high` (`exchange_low <= exchange_high`)

# Excludes

- Queueing inside the model server, which the idle-replica model time leaves out.

# Derivation

- Latencies of steps done one after another add.

# Examples

```rust
// 30 ms outside the model
use mlsysim_serving::at_scale::interactive_request_serving_tax;

let s = interactive_request_serving_tax()?;
assert!((s.outside_model()?.value - 0.030).abs() < 1e-15);
assert!((s.exchanges_high()?.value - 0.002).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingTax {
    ///The request's end-to-end latency target. *Shown in `MILLISECOND`; allowed > 0.*
    pub latency_target: Time,
    ///The model's execution time on an idle replica. *Shown in `MILLISECOND`; allowed >= 0.*
    pub model_time: Time,
    ///Sequential network exchanges on the request path.
    pub exchanges: u32,
    ///Latency of one exchange at the low end. *Shown in `MICROSECOND`; allowed >= 0.*
    pub exchange_low: Time,
    ///Latency of one exchange at the high end. *Shown in `MICROSECOND`; allowed >= 0.*
    pub exchange_high: Time,
}
///Builds a [`ServingTax`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ServingTaxBuilder {
    latency_target: ::core::option::Option<Time>,
    model_time: ::core::option::Option<Time>,
    exchanges: ::core::option::Option<u32>,
    exchange_low: ::core::option::Option<Time>,
    exchange_high: ::core::option::Option<Time>,
}
///Every property of a [`ServingTax`], each computed once (see [`ServingTax::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingTaxValues<'a> {
    scenario: &'a ServingTax,
    ///Time left outside the model.
    pub outside_model: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The exchanges at the low latency.
    pub exchanges_low: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The exchanges at the high latency.
    pub exchanges_high: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "latency_target",
            ty: "Time",
            doc: "The request's end-to-end latency target.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "model_time",
            ty: "Time",
            doc: "The model's execution time on an idle replica.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "exchanges",
            ty: "u32",
            doc: "Sequential network exchanges on the request path.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "exchange_low",
            ty: "Time",
            doc: "Latency of one exchange at the low end.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "exchange_high",
            ty: "Time",
            doc: "Latency of one exchange at the high end.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "outside_model",
            doc: "Time left outside the model.",
            equation: "latency_target - model_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["latency_target", "model_time"],
            template: "{latency_target} - {model_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exchanges_low",
            doc: "The exchanges at the low latency.",
            equation: "exchanges * exchange_low",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["exchanges", "exchange_low"],
            template: "{exchanges} * {exchange_low}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exchanges_high",
            doc: "The exchanges at the high latency.",
            equation: "exchanges * exchange_high",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["exchanges", "exchange_high"],
            template: "{exchanges} * {exchange_high}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`model_time` is at most `latency_target`",
            condition: "model_time <= latency_target",
            inputs: &["model_time", "latency_target"],
        },
        __c::RuleInfo {
            text: "`exchange_low` is at most `exchange_high`",
            condition: "exchange_low <= exchange_high",
            inputs: &["exchange_low", "exchange_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ServingTax {
        ///Starts a [`ServingTaxBuilder`]; required inputs must be set before [`ServingTaxBuilder::build`].
        #[must_use]
        pub fn builder() -> ServingTaxBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ServingTaxBuilder {
            ServingTaxBuilder {
                latency_target: Some(__Clone::clone(&self.latency_target)),
                model_time: Some(__Clone::clone(&self.model_time)),
                exchanges: Some(__Clone::clone(&self.exchanges)),
                exchange_low: Some(__Clone::clone(&self.exchange_low)),
                exchange_high: Some(__Clone::clone(&self.exchange_high)),
            }
        }
        ///Time left outside the model. Equation: `latency_target - model_time`.
        #[inline]
        pub fn outside_model(&self) -> __Result<Time, __c::EvalError> {
            let latency_target = __Clone::clone(&self.latency_target);
            let model_time = __Clone::clone(&self.model_time);
            struct outside_model {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    outside_model,
                >(latency_target.eq_sub(model_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The exchanges at the low latency. Equation: `exchanges * exchange_low`.
        #[inline]
        pub fn exchanges_low(&self) -> __Result<Time, __c::EvalError> {
            let exchanges = __Clone::clone(&self.exchanges);
            let exchange_low = __Clone::clone(&self.exchange_low);
            struct exchanges_low {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    exchanges_low,
                >(exchanges.eq_mul(exchange_low)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The exchanges at the high latency. Equation: `exchanges * exchange_high`.
        #[inline]
        pub fn exchanges_high(&self) -> __Result<Time, __c::EvalError> {
            let exchanges = __Clone::clone(&self.exchanges);
            let exchange_high = __Clone::clone(&self.exchange_high);
            struct exchanges_high {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    exchanges_high,
                >(exchanges.eq_mul(exchange_high)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ServingTaxValues`].
        #[must_use]
        pub fn evaluate(&self) -> ServingTaxValues<'_> {
            let outside_model = self.outside_model();
            let exchanges_low = self.exchanges_low();
            let exchanges_high = self.exchanges_high();
            ServingTaxValues {
                scenario: self,
                outside_model,
                exchanges_low,
                exchanges_high,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.latency_target, &__INPUTS[0])?;
            __c::bounded(&self.model_time, &__INPUTS[1])?;
            __c::finite(&self.exchanges, &__INPUTS[2])?;
            __c::bounded(&self.exchange_low, &__INPUTS[3])?;
            __c::bounded(&self.exchange_high, &__INPUTS[4])?;
            {
                let model_time = __Clone::clone(&self.model_time);
                let latency_target = __Clone::clone(&self.latency_target);
                __c::rule(
                    model_time <= latency_target,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.model_time, &self.latency_target],
                )?;
            }
            {
                let exchange_low = __Clone::clone(&self.exchange_low);
                let exchange_high = __Clone::clone(&self.exchange_high);
                __c::rule(
                    exchange_low <= exchange_high,
                    &__RULES[1],
                    __INPUTS,
                    &[&self.exchange_low, &self.exchange_high],
                )?;
            }
            Ok(())
        }
    }
    impl ServingTaxBuilder {
        ///Sets `latency_target`: The request's end-to-end latency target.
        #[must_use]
        pub fn latency_target(mut self, value: Time) -> Self {
            self.latency_target = Some(value);
            self
        }
        ///Sets `model_time`: The model's execution time on an idle replica.
        #[must_use]
        pub fn model_time(mut self, value: Time) -> Self {
            self.model_time = Some(value);
            self
        }
        ///Sets `exchanges`: Sequential network exchanges on the request path.
        #[must_use]
        pub fn exchanges(mut self, value: u32) -> Self {
            self.exchanges = Some(value);
            self
        }
        ///Sets `exchange_low`: Latency of one exchange at the low end.
        #[must_use]
        pub fn exchange_low(mut self, value: Time) -> Self {
            self.exchange_low = Some(value);
            self
        }
        ///Sets `exchange_high`: Latency of one exchange at the high end.
        #[must_use]
        pub fn exchange_high(mut self, value: Time) -> Self {
            self.exchange_high = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ServingTax, __c::InputError> {
            let scenario = ServingTax {
                latency_target: __c::given(self.latency_target, "latency_target")?,
                model_time: __c::given(self.model_time, "model_time")?,
                exchanges: __c::given(self.exchanges, "exchanges")?,
                exchange_low: __c::given(self.exchange_low, "exchange_low")?,
                exchange_high: __c::given(self.exchange_high, "exchange_high")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ServingTaxBuilder {
        type Scenario = ServingTax;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "latency_target" => self.latency_target = __c::set(value, &__INPUTS[0])?,
                "model_time" => self.model_time = __c::set(value, &__INPUTS[1])?,
                "exchanges" => self.exchanges = __c::set(value, &__INPUTS[2])?,
                "exchange_low" => self.exchange_low = __c::set(value, &__INPUTS[3])?,
                "exchange_high" => self.exchange_high = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ServingTax, __c::InputError> {
            ServingTaxBuilder::build(self)
        }
    }
    impl<'a> ServingTaxValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ServingTax {
            self.scenario
        }
    }
    impl __c::Scenario for ServingTax {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ServingTax",
            family: &AT_SCALE,
            summary: "A request's end-to-end latency target split between the model's own execution and the rest of the request path.",
            description: "What the model does not take is left for routing, network, serialization, coordination and\nqueueing. A number of sequential network exchanges on the path is priced at a low and a\nhigh latency per exchange.",
            notes: __c::meta::Notes {
                equation: "outside = target − model time; exchanges = n × per-exchange latency, at the low and the high end",
                assumptions: &[
                    "The model time is measured on an idle replica; the exchanges happen one after another.",
                ],
                rules: __RULES,
                excludes: &[
                    "Queueing inside the model server, which the idle-replica model time leaves out.",
                ],
                derivation: &["Latencies of steps done one after another add."],
            },
            examples: &[
                __c::meta::Example {
                    title: "30 ms outside the model",
                    code: "// 30 ms outside the model\nuse mlsysim_serving::at_scale::interactive_request_serving_tax;\n\nlet s = interactive_request_serving_tax()?;\nassert!((s.outside_model()?.value - 0.030).abs() < 1e-15);\nassert!((s.exchanges_high()?.value - 0.002).abs() < 1e-15);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ServingTaxBuilder;
        fn to_builder(&self) -> ServingTaxBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.latency_target,
                    &self.model_time,
                    &self.exchanges,
                    &self.exchange_low,
                    &self.exchange_high,
                ],
                &[&values.outside_model, &values.exchanges_low, &values.exchanges_high],
            )
        }
    }
    __c::glue!(ServingTax);
};
