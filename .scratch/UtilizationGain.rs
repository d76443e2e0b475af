/**A fleet whose utilization a scheduling fix raises: the fully busy GPUs it gains, the raw GPUs that gain would take to buy under the old policy, and what those are worth a year.

The pools of the fleet and each pool's measured shares before and after may be recorded
beside the totals; the totals read only the fleet's size and its two utilizations.

# Equation

gain = N (u_after − u_before); raw equivalent = gain ÷ u_before; a year's value = raw × rate × 8,760 h

# Assumptions

- A year is 8,760 hours, the reference's convention.
- Buying the gained capacity under the old policy would run at the old utilization.

# Excludes

- The cost of the fix itself.

# Derivation

- Capacity bought under the old policy delivers only u_before of each GPU.

# Examples

```rust
// 60% to 84% on 1,024 GPUs
use mlsysim_fleet::orchestration::mixed_fleet_policy_fix_1k;

let s = mixed_fleet_policy_fix_1k()?;
assert!((s.raw_gpu_equivalent()? - 409.6).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct UtilizationGain {
    ///GPUs in the fleet. *Allowed >= 1.*
    pub fleet_gpus: u32,
    ///Share of the GPUs busy before the fix. *Allowed > 0 and [0.0, 1.0].*
    pub utilization_before: f64,
    ///Share of the GPUs busy after it. *Allowed [0.0, 1.0].*
    pub utilization_after: f64,
    ///Price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
    ///GPUs in each pool of the fleet. *Default `Named::default()`.*
    pub pools: Named<u32>,
    ///Each pool's measured shares (allocated, active; before and after). *Default `Named::default()`.*
    pub pool_metrics: Named<Named<f64>>,
    ///Jobs queued before the fix. *Optional (absent by default).*
    pub pending_jobs: Option<u32>,
    ///Peak memory of the jobs queued on the largest pool. *Optional (absent by default); shown in `GB`; allowed > 0.*
    pub job_memory_need: Option<Information>,
}
///Builds a [`UtilizationGain`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct UtilizationGainBuilder {
    fleet_gpus: ::core::option::Option<u32>,
    utilization_before: ::core::option::Option<f64>,
    utilization_after: ::core::option::Option<f64>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
    pools: ::core::option::Option<Named<u32>>,
    pool_metrics: ::core::option::Option<Named<Named<f64>>>,
    pending_jobs: ::core::option::Option<u32>,
    job_memory_need: ::core::option::Option<Information>,
}
///Every property of a [`UtilizationGain`], each computed once (see [`UtilizationGain::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct UtilizationGainValues<'a> {
    scenario: &'a UtilizationGain,
    ///The rise in utilization.
    pub improvement: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Fully busy GPUs the fix gains.
    pub productive_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Raw GPUs that would deliver the gain at the old utilization.
    pub raw_gpu_equivalent: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///A year's rent of those raw GPUs at the rate (8,760 hours).
    pub annual_value: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fleet_gpus",
            ty: "u32",
            doc: "GPUs in the fleet.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_before",
            ty: "f64",
            doc: "Share of the GPUs busy before the fix.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_after",
            ty: "f64",
            doc: "Share of the GPUs busy after it.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one GPU-hour.",
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
            name: "pools",
            ty: "Named<u32>",
            doc: "GPUs in each pool of the fleet.",
            default: Some("Named::default()"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pool_metrics",
            ty: "Named<Named<f64>>",
            doc: "Each pool's measured shares (allocated, active; before and after).",
            default: Some("Named::default()"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pending_jobs",
            ty: "Option<u32>",
            doc: "Jobs queued before the fix.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "job_memory_need",
            ty: "Option<Information>",
            doc: "Peak memory of the jobs queued on the largest pool.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "improvement",
            doc: "The rise in utilization.",
            equation: "utilization_after - utilization_before",
            result_type: "f64",
            depends_on: &["utilization_after", "utilization_before"],
            template: "{utilization_after} - {utilization_before}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "productive_gain",
            doc: "Fully busy GPUs the fix gains.",
            equation: "fleet_gpus * improvement",
            result_type: "f64",
            depends_on: &["fleet_gpus", "improvement"],
            template: "{fleet_gpus} * {improvement}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "raw_gpu_equivalent",
            doc: "Raw GPUs that would deliver the gain at the old utilization.",
            equation: "productive_gain / utilization_before",
            result_type: "f64",
            depends_on: &["utilization_before", "productive_gain"],
            template: "{productive_gain} / {utilization_before}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "annual_value",
            doc: "A year's rent of those raw GPUs at the rate (8,760 hours).",
            equation: "raw_gpu_equivalent * device_hour_rate * hours(8760.0)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["device_hour_rate", "raw_gpu_equivalent"],
            calls: &["hours"],
            template: "{raw_gpu_equivalent} * {device_hour_rate} * hours(8760.0)",
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
    impl UtilizationGain {
        ///Starts a [`UtilizationGainBuilder`]; required inputs must be set before [`UtilizationGainBuilder::build`].
        #[must_use]
        pub fn builder() -> UtilizationGainBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> UtilizationGainBuilder {
            UtilizationGainBuilder {
                fleet_gpus: Some(__Clone::clone(&self.fleet_gpus)),
                utilization_before: Some(__Clone::clone(&self.utilization_before)),
                utilization_after: Some(__Clone::clone(&self.utilization_after)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
                pools: Some(__Clone::clone(&self.pools)),
                pool_metrics: Some(__Clone::clone(&self.pool_metrics)),
                pending_jobs: __Clone::clone(&self.pending_jobs),
                job_memory_need: __Clone::clone(&self.job_memory_need),
            }
        }
        ///The rise in utilization. Equation: `utilization_after - utilization_before`.
        #[inline]
        pub fn improvement(&self) -> __Result<f64, __c::EvalError> {
            let utilization_after = __Clone::clone(&self.utilization_after);
            let utilization_before = __Clone::clone(&self.utilization_before);
            struct improvement {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    improvement,
                >(utilization_after.eq_sub(utilization_before)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Fully busy GPUs the fix gains. Equation: `fleet_gpus * improvement`.
        #[inline]
        pub fn productive_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_productive_gain(self.improvement()?)
        }
        #[doc(hidden)]
        fn __eq_productive_gain(
            &self,
            improvement: f64,
        ) -> __Result<f64, __c::EvalError> {
            let fleet_gpus = __Clone::clone(&self.fleet_gpus);
            struct productive_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    productive_gain,
                >(fleet_gpus.eq_mul(improvement)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Raw GPUs that would deliver the gain at the old utilization. Equation: `productive_gain / utilization_before`.
        #[inline]
        pub fn raw_gpu_equivalent(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_raw_gpu_equivalent(self.productive_gain()?)
        }
        #[doc(hidden)]
        fn __eq_raw_gpu_equivalent(
            &self,
            productive_gain: f64,
        ) -> __Result<f64, __c::EvalError> {
            let utilization_before = __Clone::clone(&self.utilization_before);
            struct raw_gpu_equivalent {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    raw_gpu_equivalent,
                >(productive_gain.eq_div(utilization_before)?))(),
                &__PROPERTIES[2],
            )
        }
        ///A year's rent of those raw GPUs at the rate (8,760 hours). Equation: `raw_gpu_equivalent * device_hour_rate * hours(8760.0)`.
        #[inline]
        pub fn annual_value(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_annual_value(self.raw_gpu_equivalent()?)
        }
        #[doc(hidden)]
        fn __eq_annual_value(
            &self,
            raw_gpu_equivalent: f64,
        ) -> __Result<Usd, __c::EvalError> {
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct annual_value {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    annual_value,
                >(
                    raw_gpu_equivalent
                        .eq_mul(device_hour_rate)?
                        .eq_mul(::mlsysim_core::equation::hours(8760.0))?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`UtilizationGainValues`].
        #[must_use]
        pub fn evaluate(&self) -> UtilizationGainValues<'_> {
            let improvement = self.improvement();
            let productive_gain = __c::after(
                (&improvement,),
                |(v0,)| self.__eq_productive_gain(v0),
            );
            let raw_gpu_equivalent = __c::after(
                (&productive_gain,),
                |(v0,)| self.__eq_raw_gpu_equivalent(v0),
            );
            let annual_value = __c::after(
                (&raw_gpu_equivalent,),
                |(v0,)| self.__eq_annual_value(v0),
            );
            UtilizationGainValues {
                scenario: self,
                improvement,
                productive_gain,
                raw_gpu_equivalent,
                annual_value,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.fleet_gpus, &__INPUTS[0])?;
            __c::bounded_plain(&self.utilization_before, &__INPUTS[1])?;
            __c::bounded_plain(&self.utilization_after, &__INPUTS[2])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[3])?;
            __c::finite(&self.pools, &__INPUTS[4])?;
            __c::finite(&self.pool_metrics, &__INPUTS[5])?;
            __c::finite(&self.pending_jobs, &__INPUTS[6])?;
            __c::bounded(&self.job_memory_need, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_annual_value(&self) -> __c::Parts {
            __c::traced(
                self.annual_value(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 8760.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl UtilizationGainBuilder {
        ///Sets `fleet_gpus`: GPUs in the fleet.
        #[must_use]
        pub fn fleet_gpus(mut self, value: u32) -> Self {
            self.fleet_gpus = Some(value);
            self
        }
        ///Sets `utilization_before`: Share of the GPUs busy before the fix.
        #[must_use]
        pub fn utilization_before(mut self, value: f64) -> Self {
            self.utilization_before = Some(value);
            self
        }
        ///Sets `utilization_after`: Share of the GPUs busy after it.
        #[must_use]
        pub fn utilization_after(mut self, value: f64) -> Self {
            self.utilization_after = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one GPU-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        ///Sets `pools`: GPUs in each pool of the fleet.
        #[must_use]
        pub fn pools(mut self, value: Named<u32>) -> Self {
            self.pools = Some(value);
            self
        }
        ///Sets `pool_metrics`: Each pool's measured shares (allocated, active; before and after).
        #[must_use]
        pub fn pool_metrics(mut self, value: Named<Named<f64>>) -> Self {
            self.pool_metrics = Some(value);
            self
        }
        ///Sets `pending_jobs`: Jobs queued before the fix.
        #[must_use]
        pub fn pending_jobs(mut self, value: u32) -> Self {
            self.pending_jobs = Some(value);
            self
        }
        ///Leaves `pending_jobs` absent.
        #[must_use]
        pub fn without_pending_jobs(mut self) -> Self {
            self.pending_jobs = None;
            self
        }
        ///Sets `job_memory_need`: Peak memory of the jobs queued on the largest pool.
        #[must_use]
        pub fn job_memory_need(mut self, value: Information) -> Self {
            self.job_memory_need = Some(value);
            self
        }
        ///Leaves `job_memory_need` absent.
        #[must_use]
        pub fn without_job_memory_need(mut self) -> Self {
            self.job_memory_need = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<UtilizationGain, __c::InputError> {
            let scenario = UtilizationGain {
                fleet_gpus: __c::given(self.fleet_gpus, "fleet_gpus")?,
                utilization_before: __c::given(
                    self.utilization_before,
                    "utilization_before",
                )?,
                utilization_after: __c::given(
                    self.utilization_after,
                    "utilization_after",
                )?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
                pools: self.pools.unwrap_or_else(|| Named::default()),
                pool_metrics: self.pool_metrics.unwrap_or_else(|| Named::default()),
                pending_jobs: self.pending_jobs,
                job_memory_need: self.job_memory_need,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for UtilizationGainBuilder {
        type Scenario = UtilizationGain;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fleet_gpus" => self.fleet_gpus = __c::set(value, &__INPUTS[0])?,
                "utilization_before" => {
                    self.utilization_before = __c::set(value, &__INPUTS[1])?;
                }
                "utilization_after" => {
                    self.utilization_after = __c::set(value, &__INPUTS[2])?;
                }
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[3])?;
                }
                "pools" => self.pools = __c::set(value, &__INPUTS[4])?,
                "pool_metrics" => self.pool_metrics = __c::set(value, &__INPUTS[5])?,
                "pending_jobs" => self.pending_jobs = __c::set(value, &__INPUTS[6])?,
                "job_memory_need" => {
                    self.job_memory_need = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<UtilizationGain, __c::InputError> {
            UtilizationGainBuilder::build(self)
        }
    }
    impl<'a> UtilizationGainValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a UtilizationGain {
            self.scenario
        }
    }
    impl __c::Scenario for UtilizationGain {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "UtilizationGain",
            family: &ORCHESTRATION,
            summary: "A fleet whose utilization a scheduling fix raises: the fully busy GPUs it gains, the raw GPUs that gain would take to buy under the old policy, and what those are worth a year.",
            description: "The pools of the fleet and each pool's measured shares before and after may be recorded\nbeside the totals; the totals read only the fleet's size and its two utilizations.",
            notes: __c::meta::Notes {
                equation: "gain = N (u_after − u_before); raw equivalent = gain ÷ u_before; a year's value = raw × rate × 8,760 h",
                assumptions: &[
                    "A year is 8,760 hours, the reference's convention.",
                    "Buying the gained capacity under the old policy would run at the old utilization.",
                ],
                rules: __RULES,
                excludes: &["The cost of the fix itself."],
                derivation: &[
                    "Capacity bought under the old policy delivers only u_before of each GPU.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "60% to 84% on 1,024 GPUs",
                    code: "// 60% to 84% on 1,024 GPUs\nuse mlsysim_fleet::orchestration::mixed_fleet_policy_fix_1k;\n\nlet s = mixed_fleet_policy_fix_1k()?;\nassert!((s.raw_gpu_equivalent()? - 409.6).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = UtilizationGainBuilder;
        fn to_builder(&self) -> UtilizationGainBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fleet_gpus,
                    &self.utilization_before,
                    &self.utilization_after,
                    &self.device_hour_rate,
                    &self.pools,
                    &self.pool_metrics,
                    &self.pending_jobs,
                    &self.job_memory_need,
                ],
                &[
                    &values.improvement,
                    &values.productive_gain,
                    &values.raw_gpu_equivalent,
                    &values.annual_value,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "annual_value" => Some(Ok(self.__explain_annual_value())),
                _ => None,
            }
        }
    }
    __c::glue!(UtilizationGain);
};
