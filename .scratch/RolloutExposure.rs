/**Users exposed to a bad release before it is rolled back, under an all-at-once cutover against a canary that sends only a share of the traffic to it.

With the same request rate, harm and time to roll back, exposure is proportional to the
share of traffic the release receives. The reference files this class under its section
"Neural computation: dense networks, activations, losses, and number formats".

# Equation

exposure ratio = full share ÷ canary share

# Assumptions

- The request rate, the harm per request and the time to roll back are the same under both rollouts.

# Excludes

- What the canary's smaller sample costs in detection time.

# Derivation

- Exposure is the traffic share times the rate times the time to roll back; the ratio keeps only the shares.

# Examples

```rust
// A 5% canary exposes twenty times fewer users
use mlsysim_scenarios::rollouts::canary_versus_cutover_exposure;

assert_eq!(canary_versus_cutover_exposure()?.exposure_ratio()?, 20.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RolloutExposure {
    ///Share of the traffic an all-at-once cutover sends to the release. *Allowed [0.0, 1.0].*
    pub full_share: f64,
    ///Share of the traffic the canary sends to it. *Allowed > 0 and [0.0, 1.0].*
    pub canary_share: f64,
    ///Time to detect the problem and roll back, the same under both. *Optional (absent by default); shown in `HOUR`; allowed >= 0.*
    pub time_to_rollback: Option<Time>,
}
///Builds a [`RolloutExposure`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RolloutExposureBuilder {
    full_share: ::core::option::Option<f64>,
    canary_share: ::core::option::Option<f64>,
    time_to_rollback: ::core::option::Option<Time>,
}
///Every property of a [`RolloutExposure`], each computed once (see [`RolloutExposure::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RolloutExposureValues<'a> {
    scenario: &'a RolloutExposure,
    ///Users exposed under the cutover per user exposed under the canary.
    pub exposure_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "full_share",
            ty: "f64",
            doc: "Share of the traffic an all-at-once cutover sends to the release.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "canary_share",
            ty: "f64",
            doc: "Share of the traffic the canary sends to it.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "time_to_rollback",
            ty: "Option<Time>",
            doc: "Time to detect the problem and roll back, the same under both.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "exposure_ratio",
            doc: "Users exposed under the cutover per user exposed under the canary.",
            equation: "full_share / canary_share",
            result_type: "f64",
            depends_on: &["full_share", "canary_share"],
            template: "{full_share} / {canary_share}",
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
    impl RolloutExposure {
        ///Starts a [`RolloutExposureBuilder`]; required inputs must be set before [`RolloutExposureBuilder::build`].
        #[must_use]
        pub fn builder() -> RolloutExposureBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RolloutExposureBuilder {
            RolloutExposureBuilder {
                full_share: Some(__Clone::clone(&self.full_share)),
                canary_share: Some(__Clone::clone(&self.canary_share)),
                time_to_rollback: __Clone::clone(&self.time_to_rollback),
            }
        }
        ///Users exposed under the cutover per user exposed under the canary. Equation: `full_share / canary_share`.
        #[inline]
        pub fn exposure_ratio(&self) -> __Result<f64, __c::EvalError> {
            let full_share = __Clone::clone(&self.full_share);
            let canary_share = __Clone::clone(&self.canary_share);
            struct exposure_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    exposure_ratio,
                >(full_share.eq_div(canary_share)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RolloutExposureValues`].
        #[must_use]
        pub fn evaluate(&self) -> RolloutExposureValues<'_> {
            let exposure_ratio = self.exposure_ratio();
            RolloutExposureValues {
                scenario: self,
                exposure_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.full_share, &__INPUTS[0])?;
            __c::bounded_plain(&self.canary_share, &__INPUTS[1])?;
            __c::bounded(&self.time_to_rollback, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl RolloutExposureBuilder {
        ///Sets `full_share`: Share of the traffic an all-at-once cutover sends to the release.
        #[must_use]
        pub fn full_share(mut self, value: f64) -> Self {
            self.full_share = Some(value);
            self
        }
        ///Sets `canary_share`: Share of the traffic the canary sends to it.
        #[must_use]
        pub fn canary_share(mut self, value: f64) -> Self {
            self.canary_share = Some(value);
            self
        }
        ///Sets `time_to_rollback`: Time to detect the problem and roll back, the same under both.
        #[must_use]
        pub fn time_to_rollback(mut self, value: Time) -> Self {
            self.time_to_rollback = Some(value);
            self
        }
        ///Leaves `time_to_rollback` absent.
        #[must_use]
        pub fn without_time_to_rollback(mut self) -> Self {
            self.time_to_rollback = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RolloutExposure, __c::InputError> {
            let scenario = RolloutExposure {
                full_share: __c::given(self.full_share, "full_share")?,
                canary_share: __c::given(self.canary_share, "canary_share")?,
                time_to_rollback: self.time_to_rollback,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RolloutExposureBuilder {
        type Scenario = RolloutExposure;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "full_share" => self.full_share = __c::set(value, &__INPUTS[0])?,
                "canary_share" => self.canary_share = __c::set(value, &__INPUTS[1])?,
                "time_to_rollback" => {
                    self.time_to_rollback = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RolloutExposure, __c::InputError> {
            RolloutExposureBuilder::build(self)
        }
    }
    impl<'a> RolloutExposureValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RolloutExposure {
            self.scenario
        }
    }
    impl __c::Scenario for RolloutExposure {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RolloutExposure",
            family: &ROLLOUTS,
            summary: "Users exposed to a bad release before it is rolled back, under an all-at-once cutover against a canary that sends only a share of the traffic to it.",
            description: "With the same request rate, harm and time to roll back, exposure is proportional to the\nshare of traffic the release receives. The reference files this class under its section\n\"Neural computation: dense networks, activations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "exposure ratio = full share ÷ canary share",
                assumptions: &[
                    "The request rate, the harm per request and the time to roll back are the same under both rollouts.",
                ],
                rules: __RULES,
                excludes: &["What the canary's smaller sample costs in detection time."],
                derivation: &[
                    "Exposure is the traffic share times the rate times the time to roll back; the ratio keeps only the shares.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 5% canary exposes twenty times fewer users",
                    code: "// A 5% canary exposes twenty times fewer users\nuse mlsysim_scenarios::rollouts::canary_versus_cutover_exposure;\n\nassert_eq!(canary_versus_cutover_exposure()?.exposure_ratio()?, 20.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RolloutExposureBuilder;
        fn to_builder(&self) -> RolloutExposureBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.full_share, &self.canary_share, &self.time_to_rollback],
                &[&values.exposure_ratio],
            )
        }
    }
    __c::glue!(RolloutExposure);
};
