/**Storage cost of keeping one trajectory's event log and one workspace snapshot for a retention period, against the cost of one attempt.

# Equation

log = turns × (envelope + payload); cost = (log + workspace) × rate × period

# Assumptions

- Storage is priced per byte and per unit of time, linearly.
- A month is 30.4375 days; with a monthly price and a period in months it cancels.

# Excludes

- Requests, retrieval and egress charges.

# Derivation

- Cost is the integral of bytes held times the price over the period.

# Examples

```rust
// A year of retention
use mlsysim_scenarios::durability::repair_trajectory_retention;

let s = repair_trajectory_retention()?;
assert!((s.cost()?.value - 0.01489296).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetentionCost {
    ///Turns in the trajectory.
    pub turns: u32,
    ///Envelope bytes of one logged event. *Shown in `KB`; allowed >= 0.*
    pub envelope: Information,
    ///Payload bytes of one logged event. *Shown in `KB`; allowed >= 0.*
    pub payload: Information,
    ///Bytes of the workspace snapshot. *Shown in `MB`; allowed >= 0.*
    pub workspace: Information,
    ///Storage price. *Shown in `USD_PER_TB_MONTH`; allowed >= 0.*
    pub rate: StoragePrice,
    ///How long the data is kept. *Shown in `MONTH`; allowed >= 0.*
    pub period: Time,
    ///Cost of one attempt, to compare with. *Shown in `USD`; allowed > 0.*
    pub attempt_cost: Usd,
}
///Builds a [`RetentionCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RetentionCostBuilder {
    turns: ::core::option::Option<u32>,
    envelope: ::core::option::Option<Information>,
    payload: ::core::option::Option<Information>,
    workspace: ::core::option::Option<Information>,
    rate: ::core::option::Option<StoragePrice>,
    period: ::core::option::Option<Time>,
    attempt_cost: ::core::option::Option<Usd>,
}
///Every property of a [`RetentionCost`], each computed once (see [`RetentionCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetentionCostValues<'a> {
    scenario: &'a RetentionCost,
    ///Bytes of the event log.
    pub log_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes kept.
    pub total_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cost of keeping everything for the period.
    pub cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Cost of keeping the log alone.
    pub log_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The storage cost as a share of one attempt.
    pub attempt_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The log's storage cost as a share of one attempt.
    pub log_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The workspace's share of the bytes kept.
    pub workspace_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "turns",
            ty: "u32",
            doc: "Turns in the trajectory.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "envelope",
            ty: "Information",
            doc: "Envelope bytes of one logged event.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "payload",
            ty: "Information",
            doc: "Payload bytes of one logged event.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "workspace",
            ty: "Information",
            doc: "Bytes of the workspace snapshot.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rate",
            ty: "StoragePrice",
            doc: "Storage price.",
            label: {
                __c::units::unit_for::<
                    StoragePrice,
                    _,
                >(&::mlsysim_core::units::USD_PER_TB_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_TB_MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "period",
            ty: "Time",
            doc: "How long the data is kept.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "attempt_cost",
            ty: "Usd",
            doc: "Cost of one attempt, to compare with.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "log_bytes",
            doc: "Bytes of the event log.",
            equation: "turns * (envelope + payload)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["turns", "envelope", "payload"],
            template: "{turns} * ({envelope} + {payload})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_bytes",
            doc: "Bytes kept.",
            equation: "log_bytes + workspace",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workspace", "log_bytes"],
            template: "{log_bytes} + {workspace}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost",
            doc: "Cost of keeping everything for the period.",
            equation: "total_bytes * rate * period",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["rate", "period", "total_bytes"],
            template: "{total_bytes} * {rate} * {period}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "log_cost",
            doc: "Cost of keeping the log alone.",
            equation: "log_bytes * rate * period",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["rate", "period", "log_bytes"],
            template: "{log_bytes} * {rate} * {period}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attempt_share",
            doc: "The storage cost as a share of one attempt.",
            equation: "cost / attempt_cost",
            result_type: "f64",
            depends_on: &["attempt_cost", "cost"],
            template: "{cost} / {attempt_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "log_share",
            doc: "The log's storage cost as a share of one attempt.",
            equation: "log_cost / attempt_cost",
            result_type: "f64",
            depends_on: &["attempt_cost", "log_cost"],
            template: "{log_cost} / {attempt_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "workspace_share",
            doc: "The workspace's share of the bytes kept.",
            equation: "workspace / total_bytes",
            result_type: "f64",
            depends_on: &["workspace", "total_bytes"],
            template: "{workspace} / {total_bytes}",
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
    impl RetentionCost {
        ///Starts a [`RetentionCostBuilder`]; required inputs must be set before [`RetentionCostBuilder::build`].
        #[must_use]
        pub fn builder() -> RetentionCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RetentionCostBuilder {
            RetentionCostBuilder {
                turns: Some(__Clone::clone(&self.turns)),
                envelope: Some(__Clone::clone(&self.envelope)),
                payload: Some(__Clone::clone(&self.payload)),
                workspace: Some(__Clone::clone(&self.workspace)),
                rate: Some(__Clone::clone(&self.rate)),
                period: Some(__Clone::clone(&self.period)),
                attempt_cost: Some(__Clone::clone(&self.attempt_cost)),
            }
        }
        ///Bytes of the event log. Equation: `turns * (envelope + payload)`.
        #[inline]
        pub fn log_bytes(&self) -> __Result<Information, __c::EvalError> {
            let turns = __Clone::clone(&self.turns);
            let envelope = __Clone::clone(&self.envelope);
            let payload = __Clone::clone(&self.payload);
            struct log_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    log_bytes,
                >(turns.eq_mul(envelope.eq_add(payload)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes kept. Equation: `log_bytes + workspace`.
        #[inline]
        pub fn total_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_total_bytes(self.log_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_total_bytes(
            &self,
            log_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let workspace = __Clone::clone(&self.workspace);
            struct total_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    total_bytes,
                >(log_bytes.eq_add(workspace)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Cost of keeping everything for the period. Equation: `total_bytes * rate * period`.
        #[inline]
        pub fn cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_cost(self.total_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_cost(&self, total_bytes: Information) -> __Result<Usd, __c::EvalError> {
            let rate = __Clone::clone(&self.rate);
            let period = __Clone::clone(&self.period);
            struct cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost,
                >(total_bytes.eq_mul(rate)?.eq_mul(period)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Cost of keeping the log alone. Equation: `log_bytes * rate * period`.
        #[inline]
        pub fn log_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_log_cost(self.log_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_log_cost(
            &self,
            log_bytes: Information,
        ) -> __Result<Usd, __c::EvalError> {
            let rate = __Clone::clone(&self.rate);
            let period = __Clone::clone(&self.period);
            struct log_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    log_cost,
                >(log_bytes.eq_mul(rate)?.eq_mul(period)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The storage cost as a share of one attempt. Equation: `cost / attempt_cost`.
        #[inline]
        pub fn attempt_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_attempt_share(self.cost()?)
        }
        #[doc(hidden)]
        fn __eq_attempt_share(&self, cost: Usd) -> __Result<f64, __c::EvalError> {
            let attempt_cost = __Clone::clone(&self.attempt_cost);
            struct attempt_share {}
            __c::member(
                (|| __c::conform::<f64, _, attempt_share>(cost.eq_div(attempt_cost)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The log's storage cost as a share of one attempt. Equation: `log_cost / attempt_cost`.
        #[inline]
        pub fn log_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_log_share(self.log_cost()?)
        }
        #[doc(hidden)]
        fn __eq_log_share(&self, log_cost: Usd) -> __Result<f64, __c::EvalError> {
            let attempt_cost = __Clone::clone(&self.attempt_cost);
            struct log_share {}
            __c::member(
                (|| __c::conform::<f64, _, log_share>(log_cost.eq_div(attempt_cost)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The workspace's share of the bytes kept. Equation: `workspace / total_bytes`.
        #[inline]
        pub fn workspace_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_workspace_share(self.total_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_workspace_share(
            &self,
            total_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            let workspace = __Clone::clone(&self.workspace);
            struct workspace_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    workspace_share,
                >(workspace.eq_div(total_bytes)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RetentionCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> RetentionCostValues<'_> {
            let log_bytes = self.log_bytes();
            let total_bytes = __c::after(
                (&log_bytes,),
                |(v0,)| self.__eq_total_bytes(v0),
            );
            let cost = __c::after((&total_bytes,), |(v0,)| self.__eq_cost(v0));
            let log_cost = __c::after((&log_bytes,), |(v0,)| self.__eq_log_cost(v0));
            let attempt_share = __c::after(
                (&cost,),
                |(v0,)| self.__eq_attempt_share(v0),
            );
            let log_share = __c::after((&log_cost,), |(v0,)| self.__eq_log_share(v0));
            let workspace_share = __c::after(
                (&total_bytes,),
                |(v0,)| self.__eq_workspace_share(v0),
            );
            RetentionCostValues {
                scenario: self,
                log_bytes,
                total_bytes,
                cost,
                log_cost,
                attempt_share,
                log_share,
                workspace_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.turns, &__INPUTS[0])?;
            __c::bounded(&self.envelope, &__INPUTS[1])?;
            __c::bounded(&self.payload, &__INPUTS[2])?;
            __c::bounded(&self.workspace, &__INPUTS[3])?;
            __c::bounded(&self.rate, &__INPUTS[4])?;
            __c::bounded(&self.period, &__INPUTS[5])?;
            __c::bounded(&self.attempt_cost, &__INPUTS[6])?;
            Ok(())
        }
    }
    impl RetentionCostBuilder {
        ///Sets `turns`: Turns in the trajectory.
        #[must_use]
        pub fn turns(mut self, value: u32) -> Self {
            self.turns = Some(value);
            self
        }
        ///Sets `envelope`: Envelope bytes of one logged event.
        #[must_use]
        pub fn envelope(mut self, value: Information) -> Self {
            self.envelope = Some(value);
            self
        }
        ///Sets `payload`: Payload bytes of one logged event.
        #[must_use]
        pub fn payload(mut self, value: Information) -> Self {
            self.payload = Some(value);
            self
        }
        ///Sets `workspace`: Bytes of the workspace snapshot.
        #[must_use]
        pub fn workspace(mut self, value: Information) -> Self {
            self.workspace = Some(value);
            self
        }
        ///Sets `rate`: Storage price.
        #[must_use]
        pub fn rate(mut self, value: StoragePrice) -> Self {
            self.rate = Some(value);
            self
        }
        ///Sets `period`: How long the data is kept.
        #[must_use]
        pub fn period(mut self, value: Time) -> Self {
            self.period = Some(value);
            self
        }
        ///Sets `attempt_cost`: Cost of one attempt, to compare with.
        #[must_use]
        pub fn attempt_cost(mut self, value: Usd) -> Self {
            self.attempt_cost = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RetentionCost, __c::InputError> {
            let scenario = RetentionCost {
                turns: __c::given(self.turns, "turns")?,
                envelope: __c::given(self.envelope, "envelope")?,
                payload: __c::given(self.payload, "payload")?,
                workspace: __c::given(self.workspace, "workspace")?,
                rate: __c::given(self.rate, "rate")?,
                period: __c::given(self.period, "period")?,
                attempt_cost: __c::given(self.attempt_cost, "attempt_cost")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RetentionCostBuilder {
        type Scenario = RetentionCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "turns" => self.turns = __c::set(value, &__INPUTS[0])?,
                "envelope" => self.envelope = __c::set(value, &__INPUTS[1])?,
                "payload" => self.payload = __c::set(value, &__INPUTS[2])?,
                "workspace" => self.workspace = __c::set(value, &__INPUTS[3])?,
                "rate" => self.rate = __c::set(value, &__INPUTS[4])?,
                "period" => self.period = __c::set(value, &__INPUTS[5])?,
                "attempt_cost" => self.attempt_cost = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RetentionCost, __c::InputError> {
            RetentionCostBuilder::build(self)
        }
    }
    impl<'a> RetentionCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RetentionCost {
            self.scenario
        }
    }
    impl __c::Scenario for RetentionCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RetentionCost",
            family: &DURABILITY,
            summary: "Storage cost of keeping one trajectory's event log and one workspace snapshot for a retention period, against the cost of one attempt.",
            description: "",
            notes: __c::meta::Notes {
                equation: "log = turns × (envelope + payload); cost = (log + workspace) × rate × period",
                assumptions: &[
                    "Storage is priced per byte and per unit of time, linearly.",
                    "A month is 30.4375 days; with a monthly price and a period in months it cancels.",
                ],
                rules: __RULES,
                excludes: &["Requests, retrieval and egress charges."],
                derivation: &[
                    "Cost is the integral of bytes held times the price over the period.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A year of retention",
                    code: "// A year of retention\nuse mlsysim_scenarios::durability::repair_trajectory_retention;\n\nlet s = repair_trajectory_retention()?;\nassert!((s.cost()?.value - 0.01489296).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RetentionCostBuilder;
        fn to_builder(&self) -> RetentionCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.turns,
                    &self.envelope,
                    &self.payload,
                    &self.workspace,
                    &self.rate,
                    &self.period,
                    &self.attempt_cost,
                ],
                &[
                    &values.log_bytes,
                    &values.total_bytes,
                    &values.cost,
                    &values.log_cost,
                    &values.attempt_share,
                    &values.log_share,
                    &values.workspace_share,
                ],
            )
        }
    }
    __c::glue!(RetentionCost);
};
