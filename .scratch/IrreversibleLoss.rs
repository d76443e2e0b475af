/**Expected loss from wrong changes that cannot be undone, with and without a canary check ahead of the point of no return, and what one more step of catch rate is worth.

# Equation

without check: p × I; with check: caught = p × v × I × (1 − ρ), missed = p × (1 − v) × I; a step Δv saves p × I × ρ × Δv

# Assumptions

- A caught wrong change still costs the share it could not recover (1 − ρ of its impact); a missed one costs all of it.
- The reference reads the nine rates and costs from a remediation workload of its agent registry, which this port does not carry; they are inputs here.

# Rules across inputs

- `canary_catch_rate` + `catch_step` is at most 1 (the reference lets the raised catch rate exceed 1, and the missed loss turns negative) (`canary_catch_rate + catch_step <= 1.0`)

# Excludes

- The cost of running the canary itself beyond each attempt's cost.

# Derivation

- Expected loss is probability × impact, split by whether the canary catches the change.

# Examples

```rust
// What the canary saves
use mlsysim_scenarios::recovery::remediation_canary_pivot_loss;

let s = remediation_canary_pivot_loss()?;
assert!((s.reduction()? - 3.571428571428572).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct IrreversibleLoss {
    ///Model cost of one remediation attempt. *Shown in `USD`; allowed >= 0.*
    pub model_cost_per_attempt: Usd,
    ///Environment cost of one attempt. *Shown in `USD`; allowed >= 0.*
    pub environment_cost_per_attempt: Usd,
    ///Assessment cost of one attempt. *Shown in `USD`; allowed >= 0.*
    pub assessment_cost_per_attempt: Usd,
    ///Time a person spends approving one attempt. *Shown in `MINUTE`; allowed >= 0.*
    pub approver_review_time: Time,
    ///What that person's time costs. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub approver_hourly_rate: mlsysim_core::MoneyRate,
    ///Chance that a change is wrong. *Allowed [0.0, 1.0].*
    pub wrong_change_probability: f64,
    ///Cost of a wrong change that goes through. *Shown in `USD`; allowed >= 0.*
    pub wrong_change_impact: Usd,
    ///Share of wrong changes the canary catches. *Allowed [0.0, 1.0].*
    pub canary_catch_rate: f64,
    ///Share of a caught change's impact that is recovered. *Allowed [0.0, 1.0].*
    pub canary_recovery_fraction: f64,
    ///A step up in the catch rate to price. *Allowed [0.0, 1.0].*
    pub catch_step: f64,
}
///Builds a [`IrreversibleLoss`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct IrreversibleLossBuilder {
    model_cost_per_attempt: ::core::option::Option<Usd>,
    environment_cost_per_attempt: ::core::option::Option<Usd>,
    assessment_cost_per_attempt: ::core::option::Option<Usd>,
    approver_review_time: ::core::option::Option<Time>,
    approver_hourly_rate: ::core::option::Option<mlsysim_core::MoneyRate>,
    wrong_change_probability: ::core::option::Option<f64>,
    wrong_change_impact: ::core::option::Option<Usd>,
    canary_catch_rate: ::core::option::Option<f64>,
    canary_recovery_fraction: ::core::option::Option<f64>,
    catch_step: ::core::option::Option<f64>,
}
///Every property of a [`IrreversibleLoss`], each computed once (see [`IrreversibleLoss::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct IrreversibleLossValues<'a> {
    scenario: &'a IrreversibleLoss,
    ///Cost of one attempt, approval included.
    pub attempt_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Expected loss with no canary.
    pub loss_without_check: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Expected loss from caught changes.
    pub loss_caught: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Expected loss from missed changes.
    pub loss_missed: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Expected loss with the canary.
    pub loss_with_check: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///How many times smaller the loss is with the canary.
    pub reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the remaining loss that comes from missed changes.
    pub missed_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Loss saved by raising the catch rate by `catch_step`.
    pub loss_per_catch_step: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The catch rate after the step.
    pub raised_catch_rate: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Loss from caught changes at the raised rate.
    pub loss_caught_raised: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Loss from missed changes at the raised rate.
    pub loss_missed_raised: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Loss with the canary at the raised rate.
    pub loss_with_check_raised: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Expected loss with the canary, in attempts' worth.
    pub loss_vs_attempt: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The catch step's saving, in attempts' worth.
    pub step_vs_attempt: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "model_cost_per_attempt",
            ty: "Usd",
            doc: "Model cost of one remediation attempt.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "environment_cost_per_attempt",
            ty: "Usd",
            doc: "Environment cost of one attempt.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "assessment_cost_per_attempt",
            ty: "Usd",
            doc: "Assessment cost of one attempt.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "approver_review_time",
            ty: "Time",
            doc: "Time a person spends approving one attempt.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "approver_hourly_rate",
            ty: "mlsysim_core::MoneyRate",
            doc: "What that person's time costs.",
            label: {
                __c::units::unit_for::<
                    mlsysim_core::MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "wrong_change_probability",
            ty: "f64",
            doc: "Chance that a change is wrong.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "wrong_change_impact",
            ty: "Usd",
            doc: "Cost of a wrong change that goes through.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "canary_catch_rate",
            ty: "f64",
            doc: "Share of wrong changes the canary catches.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "canary_recovery_fraction",
            ty: "f64",
            doc: "Share of a caught change's impact that is recovered.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "catch_step",
            ty: "f64",
            doc: "A step up in the catch rate to price.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "attempt_cost",
            doc: "Cost of one attempt, approval included.",
            equation: "model_cost_per_attempt + environment_cost_per_attempt + assessment_cost_per_attempt\n    + approver_review_time * approver_hourly_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "model_cost_per_attempt",
                "environment_cost_per_attempt",
                "assessment_cost_per_attempt",
                "approver_review_time",
                "approver_hourly_rate",
            ],
            template: "{model_cost_per_attempt} + {environment_cost_per_attempt} + {assessment_cost_per_attempt}\n    + {approver_review_time} * {approver_hourly_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_without_check",
            doc: "Expected loss with no canary.",
            equation: "wrong_change_probability * wrong_change_impact * (1.0 - 0.0)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["wrong_change_probability", "wrong_change_impact"],
            template: "{wrong_change_probability} * {wrong_change_impact} * (1.0 - 0.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_caught",
            doc: "Expected loss from caught changes.",
            equation: "caught_at(canary_catch_rate)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["canary_catch_rate"],
            template: "{#0 caught_at(canary_catch_rate)}",
            named_calls: "caught_at(canary_catch_rate)",
            operation: "result of `caught_at`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_missed",
            doc: "Expected loss from missed changes.",
            equation: "missed_at(canary_catch_rate)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["canary_catch_rate"],
            template: "{#0 missed_at(canary_catch_rate)}",
            named_calls: "missed_at(canary_catch_rate)",
            operation: "result of `missed_at`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_with_check",
            doc: "Expected loss with the canary.",
            equation: "loss_caught + loss_missed",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["loss_caught", "loss_missed"],
            template: "{loss_caught} + {loss_missed}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reduction",
            doc: "How many times smaller the loss is with the canary.",
            equation: "loss_without_check / loss_with_check",
            result_type: "f64",
            depends_on: &["loss_without_check", "loss_with_check"],
            template: "{loss_without_check} / {loss_with_check}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "missed_share",
            doc: "Share of the remaining loss that comes from missed changes.",
            equation: "loss_missed / loss_with_check",
            result_type: "f64",
            depends_on: &["loss_missed", "loss_with_check"],
            template: "{loss_missed} / {loss_with_check}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_per_catch_step",
            doc: "Loss saved by raising the catch rate by `catch_step`.",
            equation: "wrong_change_probability * wrong_change_impact * canary_recovery_fraction\n    * catch_step",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "wrong_change_probability",
                "wrong_change_impact",
                "canary_recovery_fraction",
                "catch_step",
            ],
            template: "{wrong_change_probability} * {wrong_change_impact} * {canary_recovery_fraction} * {catch_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "raised_catch_rate",
            doc: "The catch rate after the step.",
            equation: "canary_catch_rate + catch_step",
            result_type: "f64",
            depends_on: &["canary_catch_rate", "catch_step"],
            template: "{canary_catch_rate} + {catch_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_caught_raised",
            doc: "Loss from caught changes at the raised rate.",
            equation: "caught_at(raised_catch_rate)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["raised_catch_rate"],
            template: "{#0 caught_at(raised_catch_rate)}",
            named_calls: "caught_at(raised_catch_rate)",
            operation: "result of `caught_at`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_missed_raised",
            doc: "Loss from missed changes at the raised rate.",
            equation: "missed_at(raised_catch_rate)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["raised_catch_rate"],
            template: "{#0 missed_at(raised_catch_rate)}",
            named_calls: "missed_at(raised_catch_rate)",
            operation: "result of `missed_at`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_with_check_raised",
            doc: "Loss with the canary at the raised rate.",
            equation: "loss_caught_raised + loss_missed_raised",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["loss_caught_raised", "loss_missed_raised"],
            template: "{loss_caught_raised} + {loss_missed_raised}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_vs_attempt",
            doc: "Expected loss with the canary, in attempts' worth.",
            equation: "loss_with_check / attempt_cost",
            result_type: "f64",
            depends_on: &["loss_with_check", "attempt_cost"],
            template: "{loss_with_check} / {attempt_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_vs_attempt",
            doc: "The catch step's saving, in attempts' worth.",
            equation: "loss_per_catch_step / attempt_cost",
            result_type: "f64",
            depends_on: &["loss_per_catch_step", "attempt_cost"],
            template: "{loss_per_catch_step} / {attempt_cost}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "caught_at",
            kind: __c::MemberKind::Method,
            doc: "Expected loss from wrong changes the canary catches at `catch_rate`.",
            equation: "wrong_change_probability * catch_rate * wrong_change_impact\n    * (1.0 - canary_recovery_fraction)",
            args: &[
                __c::ArgInfo {
                    name: "catch_rate",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("canary_catch_rate"),
                        __c::Sample::From("raised_catch_rate"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "wrong_change_probability",
                "wrong_change_impact",
                "canary_recovery_fraction",
            ],
            template: "{wrong_change_probability} * {catch_rate} * {wrong_change_impact} * (1.0 - {canary_recovery_fraction})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "missed_at",
            kind: __c::MemberKind::Method,
            doc: "Expected loss from wrong changes the canary misses at `catch_rate`.",
            equation: "wrong_change_probability * (1.0 - catch_rate) * wrong_change_impact * (1.0 - 0.0)",
            args: &[
                __c::ArgInfo {
                    name: "catch_rate",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("canary_catch_rate"),
                        __c::Sample::From("raised_catch_rate"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["wrong_change_probability", "wrong_change_impact"],
            template: "{wrong_change_probability} * (1.0 - {catch_rate}) * {wrong_change_impact} * (1.0 - 0.0)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`canary_catch_rate` + `catch_step` is at most 1 (the reference lets the raised catch rate exceed 1, and the missed loss turns negative)",
            condition: "canary_catch_rate + catch_step <= 1.0",
            inputs: &["canary_catch_rate", "catch_step"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl IrreversibleLoss {
        ///Starts a [`IrreversibleLossBuilder`]; required inputs must be set before [`IrreversibleLossBuilder::build`].
        #[must_use]
        pub fn builder() -> IrreversibleLossBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> IrreversibleLossBuilder {
            IrreversibleLossBuilder {
                model_cost_per_attempt: Some(
                    __Clone::clone(&self.model_cost_per_attempt),
                ),
                environment_cost_per_attempt: Some(
                    __Clone::clone(&self.environment_cost_per_attempt),
                ),
                assessment_cost_per_attempt: Some(
                    __Clone::clone(&self.assessment_cost_per_attempt),
                ),
                approver_review_time: Some(__Clone::clone(&self.approver_review_time)),
                approver_hourly_rate: Some(__Clone::clone(&self.approver_hourly_rate)),
                wrong_change_probability: Some(
                    __Clone::clone(&self.wrong_change_probability),
                ),
                wrong_change_impact: Some(__Clone::clone(&self.wrong_change_impact)),
                canary_catch_rate: Some(__Clone::clone(&self.canary_catch_rate)),
                canary_recovery_fraction: Some(
                    __Clone::clone(&self.canary_recovery_fraction),
                ),
                catch_step: Some(__Clone::clone(&self.catch_step)),
            }
        }
        /**Cost of one attempt, approval included.

Equation:

```text
model_cost_per_attempt + environment_cost_per_attempt + assessment_cost_per_attempt
    + approver_review_time * approver_hourly_rate
```
*/
        #[inline]
        pub fn attempt_cost(&self) -> __Result<Usd, __c::EvalError> {
            let model_cost_per_attempt = __Clone::clone(&self.model_cost_per_attempt);
            let environment_cost_per_attempt = __Clone::clone(
                &self.environment_cost_per_attempt,
            );
            let assessment_cost_per_attempt = __Clone::clone(
                &self.assessment_cost_per_attempt,
            );
            let approver_review_time = __Clone::clone(&self.approver_review_time);
            let approver_hourly_rate = __Clone::clone(&self.approver_hourly_rate);
            struct attempt_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    attempt_cost,
                >(
                    model_cost_per_attempt
                        .eq_add(environment_cost_per_attempt)?
                        .eq_add(assessment_cost_per_attempt)?
                        .eq_add(approver_review_time.eq_mul(approver_hourly_rate)?)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Expected loss with no canary. Equation: `wrong_change_probability * wrong_change_impact * (1.0 - 0.0)`.
        #[inline]
        pub fn loss_without_check(&self) -> __Result<Usd, __c::EvalError> {
            let wrong_change_probability = __Clone::clone(
                &self.wrong_change_probability,
            );
            let wrong_change_impact = __Clone::clone(&self.wrong_change_impact);
            struct loss_without_check {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_without_check,
                >(
                    wrong_change_probability
                        .eq_mul(wrong_change_impact)?
                        .eq_mul((1.0).eq_sub(0.0)?)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Expected loss from wrong changes the canary catches at `catch_rate`.

Equation:

```text
wrong_change_probability * catch_rate * wrong_change_impact
    * (1.0 - canary_recovery_fraction)
```
*/
        #[inline]
        pub fn caught_at(&self, catch_rate: f64) -> __Result<Usd, __c::EvalError> {
            __c::argument(&catch_rate, "caught_at", &(&__METHODS[0]).args[0])?;
            let wrong_change_probability = __Clone::clone(
                &self.wrong_change_probability,
            );
            let wrong_change_impact = __Clone::clone(&self.wrong_change_impact);
            let canary_recovery_fraction = __Clone::clone(
                &self.canary_recovery_fraction,
            );
            struct caught_at {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    caught_at,
                >(
                    wrong_change_probability
                        .eq_mul(catch_rate)?
                        .eq_mul(wrong_change_impact)?
                        .eq_mul((1.0).eq_sub(canary_recovery_fraction)?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Expected loss from wrong changes the canary misses at `catch_rate`. Equation: `wrong_change_probability * (1.0 - catch_rate) * wrong_change_impact * (1.0 - 0.0)`.
        #[inline]
        pub fn missed_at(&self, catch_rate: f64) -> __Result<Usd, __c::EvalError> {
            __c::argument(&catch_rate, "missed_at", &(&__METHODS[1]).args[0])?;
            let wrong_change_probability = __Clone::clone(
                &self.wrong_change_probability,
            );
            let wrong_change_impact = __Clone::clone(&self.wrong_change_impact);
            struct missed_at {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    missed_at,
                >(
                    wrong_change_probability
                        .eq_mul((1.0).eq_sub(catch_rate)?)?
                        .eq_mul(wrong_change_impact)?
                        .eq_mul((1.0).eq_sub(0.0)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Expected loss from caught changes. Equation: `caught_at(canary_catch_rate)`.
        #[inline]
        pub fn loss_caught(&self) -> __Result<Usd, __c::EvalError> {
            let canary_catch_rate = __Clone::clone(&self.canary_catch_rate);
            let caught_at = |catch_rate: f64| self.caught_at(catch_rate);
            struct loss_caught {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_caught,
                >(caught_at(canary_catch_rate)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Expected loss from missed changes. Equation: `missed_at(canary_catch_rate)`.
        #[inline]
        pub fn loss_missed(&self) -> __Result<Usd, __c::EvalError> {
            let canary_catch_rate = __Clone::clone(&self.canary_catch_rate);
            let missed_at = |catch_rate: f64| self.missed_at(catch_rate);
            struct loss_missed {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_missed,
                >(missed_at(canary_catch_rate)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Expected loss with the canary. Equation: `loss_caught + loss_missed`.
        #[inline]
        pub fn loss_with_check(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_loss_with_check(self.loss_caught()?, self.loss_missed()?)
        }
        #[doc(hidden)]
        fn __eq_loss_with_check(
            &self,
            loss_caught: Usd,
            loss_missed: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct loss_with_check {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_with_check,
                >(loss_caught.eq_add(loss_missed)?))(),
                &__PROPERTIES[4],
            )
        }
        ///How many times smaller the loss is with the canary. Equation: `loss_without_check / loss_with_check`.
        #[inline]
        pub fn reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_reduction(self.loss_without_check()?, self.loss_with_check()?)
        }
        #[doc(hidden)]
        fn __eq_reduction(
            &self,
            loss_without_check: Usd,
            loss_with_check: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    reduction,
                >(loss_without_check.eq_div(loss_with_check)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Share of the remaining loss that comes from missed changes. Equation: `loss_missed / loss_with_check`.
        #[inline]
        pub fn missed_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_missed_share(self.loss_missed()?, self.loss_with_check()?)
        }
        #[doc(hidden)]
        fn __eq_missed_share(
            &self,
            loss_missed: Usd,
            loss_with_check: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct missed_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    missed_share,
                >(loss_missed.eq_div(loss_with_check)?))(),
                &__PROPERTIES[6],
            )
        }
        /**Loss saved by raising the catch rate by `catch_step`.

Equation:

```text
wrong_change_probability * wrong_change_impact * canary_recovery_fraction
    * catch_step
```
*/
        #[inline]
        pub fn loss_per_catch_step(&self) -> __Result<Usd, __c::EvalError> {
            let wrong_change_probability = __Clone::clone(
                &self.wrong_change_probability,
            );
            let wrong_change_impact = __Clone::clone(&self.wrong_change_impact);
            let canary_recovery_fraction = __Clone::clone(
                &self.canary_recovery_fraction,
            );
            let catch_step = __Clone::clone(&self.catch_step);
            struct loss_per_catch_step {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_per_catch_step,
                >(
                    wrong_change_probability
                        .eq_mul(wrong_change_impact)?
                        .eq_mul(canary_recovery_fraction)?
                        .eq_mul(catch_step)?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///The catch rate after the step. Equation: `canary_catch_rate + catch_step`.
        #[inline]
        pub fn raised_catch_rate(&self) -> __Result<f64, __c::EvalError> {
            let canary_catch_rate = __Clone::clone(&self.canary_catch_rate);
            let catch_step = __Clone::clone(&self.catch_step);
            struct raised_catch_rate {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    raised_catch_rate,
                >(canary_catch_rate.eq_add(catch_step)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Loss from caught changes at the raised rate. Equation: `caught_at(raised_catch_rate)`.
        #[inline]
        pub fn loss_caught_raised(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_loss_caught_raised(self.raised_catch_rate()?)
        }
        #[doc(hidden)]
        fn __eq_loss_caught_raised(
            &self,
            raised_catch_rate: f64,
        ) -> __Result<Usd, __c::EvalError> {
            let caught_at = |catch_rate: f64| self.caught_at(catch_rate);
            struct loss_caught_raised {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_caught_raised,
                >(caught_at(raised_catch_rate)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Loss from missed changes at the raised rate. Equation: `missed_at(raised_catch_rate)`.
        #[inline]
        pub fn loss_missed_raised(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_loss_missed_raised(self.raised_catch_rate()?)
        }
        #[doc(hidden)]
        fn __eq_loss_missed_raised(
            &self,
            raised_catch_rate: f64,
        ) -> __Result<Usd, __c::EvalError> {
            let missed_at = |catch_rate: f64| self.missed_at(catch_rate);
            struct loss_missed_raised {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_missed_raised,
                >(missed_at(raised_catch_rate)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Loss with the canary at the raised rate. Equation: `loss_caught_raised + loss_missed_raised`.
        #[inline]
        pub fn loss_with_check_raised(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_loss_with_check_raised(
                self.loss_caught_raised()?,
                self.loss_missed_raised()?,
            )
        }
        #[doc(hidden)]
        fn __eq_loss_with_check_raised(
            &self,
            loss_caught_raised: Usd,
            loss_missed_raised: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct loss_with_check_raised {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_with_check_raised,
                >(loss_caught_raised.eq_add(loss_missed_raised)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Expected loss with the canary, in attempts' worth. Equation: `loss_with_check / attempt_cost`.
        #[inline]
        pub fn loss_vs_attempt(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_loss_vs_attempt(self.loss_with_check()?, self.attempt_cost()?)
        }
        #[doc(hidden)]
        fn __eq_loss_vs_attempt(
            &self,
            loss_with_check: Usd,
            attempt_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct loss_vs_attempt {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    loss_vs_attempt,
                >(loss_with_check.eq_div(attempt_cost)?))(),
                &__PROPERTIES[12],
            )
        }
        ///The catch step's saving, in attempts' worth. Equation: `loss_per_catch_step / attempt_cost`.
        #[inline]
        pub fn step_vs_attempt(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_step_vs_attempt(self.loss_per_catch_step()?, self.attempt_cost()?)
        }
        #[doc(hidden)]
        fn __eq_step_vs_attempt(
            &self,
            loss_per_catch_step: Usd,
            attempt_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct step_vs_attempt {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_vs_attempt,
                >(loss_per_catch_step.eq_div(attempt_cost)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`IrreversibleLossValues`].
        #[must_use]
        pub fn evaluate(&self) -> IrreversibleLossValues<'_> {
            let attempt_cost = self.attempt_cost();
            let loss_without_check = self.loss_without_check();
            let loss_caught = self.loss_caught();
            let loss_missed = self.loss_missed();
            let loss_with_check = __c::after(
                (&loss_caught, &loss_missed),
                |(v0, v1)| self.__eq_loss_with_check(v0, v1),
            );
            let reduction = __c::after(
                (&loss_without_check, &loss_with_check),
                |(v0, v1)| self.__eq_reduction(v0, v1),
            );
            let missed_share = __c::after(
                (&loss_missed, &loss_with_check),
                |(v0, v1)| self.__eq_missed_share(v0, v1),
            );
            let loss_per_catch_step = self.loss_per_catch_step();
            let raised_catch_rate = self.raised_catch_rate();
            let loss_caught_raised = __c::after(
                (&raised_catch_rate,),
                |(v0,)| self.__eq_loss_caught_raised(v0),
            );
            let loss_missed_raised = __c::after(
                (&raised_catch_rate,),
                |(v0,)| self.__eq_loss_missed_raised(v0),
            );
            let loss_with_check_raised = __c::after(
                (&loss_caught_raised, &loss_missed_raised),
                |(v0, v1)| self.__eq_loss_with_check_raised(v0, v1),
            );
            let loss_vs_attempt = __c::after(
                (&loss_with_check, &attempt_cost),
                |(v0, v1)| self.__eq_loss_vs_attempt(v0, v1),
            );
            let step_vs_attempt = __c::after(
                (&loss_per_catch_step, &attempt_cost),
                |(v0, v1)| self.__eq_step_vs_attempt(v0, v1),
            );
            IrreversibleLossValues {
                scenario: self,
                attempt_cost,
                loss_without_check,
                loss_caught,
                loss_missed,
                loss_with_check,
                reduction,
                missed_share,
                loss_per_catch_step,
                raised_catch_rate,
                loss_caught_raised,
                loss_missed_raised,
                loss_with_check_raised,
                loss_vs_attempt,
                step_vs_attempt,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.model_cost_per_attempt, &__INPUTS[0])?;
            __c::bounded(&self.environment_cost_per_attempt, &__INPUTS[1])?;
            __c::bounded(&self.assessment_cost_per_attempt, &__INPUTS[2])?;
            __c::bounded(&self.approver_review_time, &__INPUTS[3])?;
            __c::bounded(&self.approver_hourly_rate, &__INPUTS[4])?;
            __c::bounded_plain(&self.wrong_change_probability, &__INPUTS[5])?;
            __c::bounded(&self.wrong_change_impact, &__INPUTS[6])?;
            __c::bounded_plain(&self.canary_catch_rate, &__INPUTS[7])?;
            __c::bounded_plain(&self.canary_recovery_fraction, &__INPUTS[8])?;
            __c::bounded_plain(&self.catch_step, &__INPUTS[9])?;
            {
                let canary_catch_rate = __Clone::clone(&self.canary_catch_rate);
                let catch_step = __Clone::clone(&self.catch_step);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        canary_catch_rate.eq_add(catch_step)? <= 1.0,
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.canary_catch_rate, &self.catch_step],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_loss_caught(&self) -> __c::Parts {
            __c::traced(
                self.loss_caught(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let canary_catch_rate = __Clone::clone(& self.canary_catch_rate);
                    let caught_at = | catch_rate : f64 | self.caught_at(catch_rate); let
                    part = caught_at(canary_catch_rate) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "caught_at", args :
                    ::std::vec![__c::Operand::Name("canary_catch_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_loss_missed(&self) -> __c::Parts {
            __c::traced(
                self.loss_missed(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let canary_catch_rate = __Clone::clone(& self.canary_catch_rate);
                    let missed_at = | catch_rate : f64 | self.missed_at(catch_rate); let
                    part = missed_at(canary_catch_rate) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "missed_at", args :
                    ::std::vec![__c::Operand::Name("canary_catch_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_loss_caught_raised(&self) -> __c::Parts {
            __c::traced(
                self.loss_caught_raised(),
                &__PROPERTIES[9],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let raised_catch_rate = self.raised_catch_rate() ?; let caught_at
                    = | catch_rate : f64 | self.caught_at(catch_rate); let part =
                    caught_at(raised_catch_rate) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "caught_at", args :
                    ::std::vec![__c::Operand::Name("raised_catch_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_loss_missed_raised(&self) -> __c::Parts {
            __c::traced(
                self.loss_missed_raised(),
                &__PROPERTIES[10],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let raised_catch_rate = self.raised_catch_rate() ?; let missed_at
                    = | catch_rate : f64 | self.missed_at(catch_rate); let part =
                    missed_at(raised_catch_rate) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "missed_at", args :
                    ::std::vec![__c::Operand::Name("raised_catch_rate")] }
                ],
            )
        }
    }
    impl IrreversibleLossBuilder {
        ///Sets `model_cost_per_attempt`: Model cost of one remediation attempt.
        #[must_use]
        pub fn model_cost_per_attempt(mut self, value: Usd) -> Self {
            self.model_cost_per_attempt = Some(value);
            self
        }
        ///Sets `environment_cost_per_attempt`: Environment cost of one attempt.
        #[must_use]
        pub fn environment_cost_per_attempt(mut self, value: Usd) -> Self {
            self.environment_cost_per_attempt = Some(value);
            self
        }
        ///Sets `assessment_cost_per_attempt`: Assessment cost of one attempt.
        #[must_use]
        pub fn assessment_cost_per_attempt(mut self, value: Usd) -> Self {
            self.assessment_cost_per_attempt = Some(value);
            self
        }
        ///Sets `approver_review_time`: Time a person spends approving one attempt.
        #[must_use]
        pub fn approver_review_time(mut self, value: Time) -> Self {
            self.approver_review_time = Some(value);
            self
        }
        ///Sets `approver_hourly_rate`: What that person's time costs.
        #[must_use]
        pub fn approver_hourly_rate(mut self, value: mlsysim_core::MoneyRate) -> Self {
            self.approver_hourly_rate = Some(value);
            self
        }
        ///Sets `wrong_change_probability`: Chance that a change is wrong.
        #[must_use]
        pub fn wrong_change_probability(mut self, value: f64) -> Self {
            self.wrong_change_probability = Some(value);
            self
        }
        ///Sets `wrong_change_impact`: Cost of a wrong change that goes through.
        #[must_use]
        pub fn wrong_change_impact(mut self, value: Usd) -> Self {
            self.wrong_change_impact = Some(value);
            self
        }
        ///Sets `canary_catch_rate`: Share of wrong changes the canary catches.
        #[must_use]
        pub fn canary_catch_rate(mut self, value: f64) -> Self {
            self.canary_catch_rate = Some(value);
            self
        }
        ///Sets `canary_recovery_fraction`: Share of a caught change's impact that is recovered.
        #[must_use]
        pub fn canary_recovery_fraction(mut self, value: f64) -> Self {
            self.canary_recovery_fraction = Some(value);
            self
        }
        ///Sets `catch_step`: A step up in the catch rate to price.
        #[must_use]
        pub fn catch_step(mut self, value: f64) -> Self {
            self.catch_step = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<IrreversibleLoss, __c::InputError> {
            let scenario = IrreversibleLoss {
                model_cost_per_attempt: __c::given(
                    self.model_cost_per_attempt,
                    "model_cost_per_attempt",
                )?,
                environment_cost_per_attempt: __c::given(
                    self.environment_cost_per_attempt,
                    "environment_cost_per_attempt",
                )?,
                assessment_cost_per_attempt: __c::given(
                    self.assessment_cost_per_attempt,
                    "assessment_cost_per_attempt",
                )?,
                approver_review_time: __c::given(
                    self.approver_review_time,
                    "approver_review_time",
                )?,
                approver_hourly_rate: __c::given(
                    self.approver_hourly_rate,
                    "approver_hourly_rate",
                )?,
                wrong_change_probability: __c::given(
                    self.wrong_change_probability,
                    "wrong_change_probability",
                )?,
                wrong_change_impact: __c::given(
                    self.wrong_change_impact,
                    "wrong_change_impact",
                )?,
                canary_catch_rate: __c::given(
                    self.canary_catch_rate,
                    "canary_catch_rate",
                )?,
                canary_recovery_fraction: __c::given(
                    self.canary_recovery_fraction,
                    "canary_recovery_fraction",
                )?,
                catch_step: __c::given(self.catch_step, "catch_step")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for IrreversibleLossBuilder {
        type Scenario = IrreversibleLoss;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "model_cost_per_attempt" => {
                    self.model_cost_per_attempt = __c::set(value, &__INPUTS[0])?;
                }
                "environment_cost_per_attempt" => {
                    self.environment_cost_per_attempt = __c::set(value, &__INPUTS[1])?;
                }
                "assessment_cost_per_attempt" => {
                    self.assessment_cost_per_attempt = __c::set(value, &__INPUTS[2])?;
                }
                "approver_review_time" => {
                    self.approver_review_time = __c::set(value, &__INPUTS[3])?;
                }
                "approver_hourly_rate" => {
                    self.approver_hourly_rate = __c::set(value, &__INPUTS[4])?;
                }
                "wrong_change_probability" => {
                    self.wrong_change_probability = __c::set(value, &__INPUTS[5])?;
                }
                "wrong_change_impact" => {
                    self.wrong_change_impact = __c::set(value, &__INPUTS[6])?;
                }
                "canary_catch_rate" => {
                    self.canary_catch_rate = __c::set(value, &__INPUTS[7])?;
                }
                "canary_recovery_fraction" => {
                    self.canary_recovery_fraction = __c::set(value, &__INPUTS[8])?;
                }
                "catch_step" => self.catch_step = __c::set(value, &__INPUTS[9])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<IrreversibleLoss, __c::InputError> {
            IrreversibleLossBuilder::build(self)
        }
    }
    impl<'a> IrreversibleLossValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a IrreversibleLoss {
            self.scenario
        }
        ///[`IrreversibleLoss::caught_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn caught_at(&self, catch_rate: f64) -> __Result<Usd, __c::EvalError> {
            self.scenario.caught_at(catch_rate)
        }
        ///[`IrreversibleLoss::missed_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn missed_at(&self, catch_rate: f64) -> __Result<Usd, __c::EvalError> {
            self.scenario.missed_at(catch_rate)
        }
    }
    impl __c::Scenario for IrreversibleLoss {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "IrreversibleLoss",
            family: &RECOVERY,
            summary: "Expected loss from wrong changes that cannot be undone, with and without a canary check ahead of the point of no return, and what one more step of catch rate is worth.",
            description: "",
            notes: __c::meta::Notes {
                equation: "without check: p × I; with check: caught = p × v × I × (1 − ρ), missed = p × (1 − v) × I; a step Δv saves p × I × ρ × Δv",
                assumptions: &[
                    "A caught wrong change still costs the share it could not recover (1 − ρ of its impact); a missed one costs all of it.",
                    "The reference reads the nine rates and costs from a remediation workload of its agent registry, which this port does not carry; they are inputs here.",
                ],
                rules: __RULES,
                excludes: &[
                    "The cost of running the canary itself beyond each attempt's cost.",
                ],
                derivation: &[
                    "Expected loss is probability × impact, split by whether the canary catches the change.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "What the canary saves",
                    code: "// What the canary saves\nuse mlsysim_scenarios::recovery::remediation_canary_pivot_loss;\n\nlet s = remediation_canary_pivot_loss()?;\nassert!((s.reduction()? - 3.571428571428572).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = IrreversibleLossBuilder;
        fn to_builder(&self) -> IrreversibleLossBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.model_cost_per_attempt,
                    &self.environment_cost_per_attempt,
                    &self.assessment_cost_per_attempt,
                    &self.approver_review_time,
                    &self.approver_hourly_rate,
                    &self.wrong_change_probability,
                    &self.wrong_change_impact,
                    &self.canary_catch_rate,
                    &self.canary_recovery_fraction,
                    &self.catch_step,
                ],
                &[
                    &values.attempt_cost,
                    &values.loss_without_check,
                    &values.loss_caught,
                    &values.loss_missed,
                    &values.loss_with_check,
                    &values.reduction,
                    &values.missed_share,
                    &values.loss_per_catch_step,
                    &values.raised_catch_rate,
                    &values.loss_caught_raised,
                    &values.loss_missed_raised,
                    &values.loss_with_check_raised,
                    &values.loss_vs_attempt,
                    &values.step_vs_attempt,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "caught_at" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.caught_at(a0), &__METHODS[0])
                }
                "missed_at" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.missed_at(a0), &__METHODS[1])
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
                "loss_caught" => Some(Ok(self.__explain_loss_caught())),
                "loss_missed" => Some(Ok(self.__explain_loss_missed())),
                "loss_caught_raised" => Some(Ok(self.__explain_loss_caught_raised())),
                "loss_missed_raised" => Some(Ok(self.__explain_loss_missed_raised())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "canary_catch_rate" => {
                    __c::samples(&self.canary_catch_rate, ::core::option::Option::None)
                }
                "raised_catch_rate" => {
                    self.raised_catch_rate()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(IrreversibleLoss);
};
