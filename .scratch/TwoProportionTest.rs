/**A two-arm test sized to detect an absolute lift on a baseline rate: users per arm, the whole sample, how long traffic takes to deliver it, the smallest lift a given sample detects, and the familywise error of running many such tests uncorrected.

The normal quantiles `z_alpha` and `z_beta` are given; the confidence and power they come
from may be recorded beside them. The reference files this class under its section "Neural
computation: dense networks, activations, losses, and number formats".

# Equation

n per arm = 2 (z_α + z_β)² p(1 − p) ÷ δ²; time = 2n ÷ daily requests; familywise error = 1 − (1 − α)ᵏ

# Assumptions

- Both arms have the baseline's variance (the simplified normal-approximation formula), and the traffic splits evenly.
- The uncorrected tests of a family are independent.

# Excludes

- Sequential peeking, and corrections for multiple comparisons.

# Derivation

- The power equation of a two-sample z-test for proportions, solved for n (or, with n given, for the lift).

# Examples

```rust
// 0.5 points on a 5% CTR takes about 30,000 users per arm
use mlsysim_scenarios::rollouts::ctr_lift_experiment;

let s = ctr_lift_experiment()?;
assert!((s.per_variant()? - 29_792.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TwoProportionTest {
    ///The control arm's rate. *Allowed [0.0, 1.0].*
    pub baseline_rate: f64,
    ///The absolute lift to detect. *Allowed > 0.*
    pub lift: f64,
    ///Normal quantile of the significance level.
    pub z_alpha: f64,
    ///Normal quantile of the power.
    pub z_beta: f64,
    ///Requests a day, split between the arms. *Optional (absent by default); shown in `PER_DAY`; allowed > 0.*
    pub daily_requests: Option<Frequency>,
    ///Significance of each test of a family run uncorrected. *Default `0.05`; allowed [0.0, 1.0].*
    pub significance: f64,
    ///Tests in that family. *Default `20`.*
    pub family_size: u32,
    ///Confidence the quantile `z_alpha` comes from. *Optional (absent by default); allowed [0.0, 1.0].*
    pub confidence: Option<f64>,
    ///Power the quantile `z_beta` comes from. *Optional (absent by default); allowed [0.0, 1.0].*
    pub power: Option<f64>,
    ///The lift as a share of the baseline. *Optional (absent by default).*
    pub relative_lift: Option<f64>,
    ///Users per arm the traffic allows. *Optional (absent by default); allowed > 0.*
    pub available_per_variant: Option<f64>,
}
///Builds a [`TwoProportionTest`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TwoProportionTestBuilder {
    baseline_rate: ::core::option::Option<f64>,
    lift: ::core::option::Option<f64>,
    z_alpha: ::core::option::Option<f64>,
    z_beta: ::core::option::Option<f64>,
    daily_requests: ::core::option::Option<Frequency>,
    significance: ::core::option::Option<f64>,
    family_size: ::core::option::Option<u32>,
    confidence: ::core::option::Option<f64>,
    power: ::core::option::Option<f64>,
    relative_lift: ::core::option::Option<f64>,
    available_per_variant: ::core::option::Option<f64>,
}
///Every property of a [`TwoProportionTest`], each computed once (see [`TwoProportionTest::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TwoProportionTestValues<'a> {
    scenario: &'a TwoProportionTest,
    ///(z_α + z_β)².
    pub z_sum_squared: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///2p(1 − p): the baseline's variance, for both arms.
    pub two_variance: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The lift squared.
    pub lift_squared: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Users needed per arm.
    pub per_variant: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Users needed in both arms.
    pub total: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The treatment rate the test is sized to detect.
    pub target_rate: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time the traffic takes to deliver both arms' users.
    pub collection_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The chance that a family of uncorrected tests raises at least one false positive.
    pub familywise_error: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline_rate",
            ty: "f64",
            doc: "The control arm's rate.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "lift",
            ty: "f64",
            doc: "The absolute lift to detect.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "z_alpha",
            ty: "f64",
            doc: "Normal quantile of the significance level.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "z_beta",
            ty: "f64",
            doc: "Normal quantile of the power.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "daily_requests",
            ty: "Option<Frequency>",
            doc: "Requests a day, split between the arms.",
            optional: true,
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "significance",
            ty: "f64",
            doc: "Significance of each test of a family run uncorrected.",
            default: Some("0.05"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "family_size",
            ty: "u32",
            doc: "Tests in that family.",
            default: Some("20"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "confidence",
            ty: "Option<f64>",
            doc: "Confidence the quantile `z_alpha` comes from.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "power",
            ty: "Option<f64>",
            doc: "Power the quantile `z_beta` comes from.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "relative_lift",
            ty: "Option<f64>",
            doc: "The lift as a share of the baseline.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "available_per_variant",
            ty: "Option<f64>",
            doc: "Users per arm the traffic allows.",
            optional: true,
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "z_sum_squared",
            doc: "(z_α + z_β)².",
            equation: "(z_alpha + z_beta) * (z_alpha + z_beta)",
            result_type: "f64",
            depends_on: &["z_alpha", "z_beta"],
            template: "({z_alpha} + {z_beta}) * ({z_alpha} + {z_beta})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "two_variance",
            doc: "2p(1 − p): the baseline's variance, for both arms.",
            equation: "2.0 * baseline_rate * (1.0 - baseline_rate)",
            result_type: "f64",
            depends_on: &["baseline_rate"],
            template: "2.0 * {baseline_rate} * (1.0 - {baseline_rate})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lift_squared",
            doc: "The lift squared.",
            equation: "lift * lift",
            result_type: "f64",
            depends_on: &["lift"],
            template: "{lift} * {lift}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_variant",
            doc: "Users needed per arm.",
            equation: "two_proportion_sample_size(baseline_rate, lift, z_alpha, z_beta, false)",
            result_type: "f64",
            depends_on: &["baseline_rate", "lift", "z_alpha", "z_beta"],
            calls: &["two_proportion_sample_size"],
            template: "two_proportion_sample_size(\n    {baseline_rate},\n    {lift},\n    {z_alpha},\n    {z_beta},\n    false,\n)",
            operation: "result of `two_proportion_sample_size`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total",
            doc: "Users needed in both arms.",
            equation: "2.0 * per_variant",
            result_type: "f64",
            depends_on: &["per_variant"],
            template: "2.0 * {per_variant}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "target_rate",
            doc: "The treatment rate the test is sized to detect.",
            equation: "baseline_rate + lift",
            result_type: "f64",
            depends_on: &["baseline_rate", "lift"],
            template: "{baseline_rate} + {lift}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "collection_time",
            doc: "Time the traffic takes to deliver both arms' users.",
            equation: "total / daily_requests",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["daily_requests", "total"],
            requires: &["daily_requests"],
            template: "{total} / {daily_requests}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "familywise_error",
            doc: "The chance that a family of uncorrected tests raises at least one false positive.",
            equation: "independent_success(significance, family_size)",
            result_type: "f64",
            depends_on: &["significance", "family_size"],
            calls: &["independent_success"],
            template: "independent_success({significance}, {family_size})",
            named_calls: "independent_success(significance, family_size)",
            operation: "result of `independent_success`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "detectable_lift",
            kind: __c::MemberKind::Method,
            doc: "The smallest absolute lift `n_per_variant` users per arm detect.",
            equation: "two_proportion_detectable_lift(baseline_rate, n_per_variant, z_alpha, z_beta)",
            args: &[
                __c::ArgInfo {
                    name: "n_per_variant",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("available_per_variant"),
                        __c::Sample::From("per_variant"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["baseline_rate", "z_alpha", "z_beta"],
            calls: &["two_proportion_detectable_lift"],
            template: "two_proportion_detectable_lift(\n    {baseline_rate},\n    {n_per_variant},\n    {z_alpha},\n    {z_beta},\n)",
            named_calls: "two_proportion_detectable_lift(baseline_rate, n_per_variant, z_alpha, z_beta)",
            operation: "result of `two_proportion_detectable_lift`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TwoProportionTest {
        ///Starts a [`TwoProportionTestBuilder`]; required inputs must be set before [`TwoProportionTestBuilder::build`].
        #[must_use]
        pub fn builder() -> TwoProportionTestBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TwoProportionTestBuilder {
            TwoProportionTestBuilder {
                baseline_rate: Some(__Clone::clone(&self.baseline_rate)),
                lift: Some(__Clone::clone(&self.lift)),
                z_alpha: Some(__Clone::clone(&self.z_alpha)),
                z_beta: Some(__Clone::clone(&self.z_beta)),
                daily_requests: __Clone::clone(&self.daily_requests),
                significance: Some(__Clone::clone(&self.significance)),
                family_size: Some(__Clone::clone(&self.family_size)),
                confidence: __Clone::clone(&self.confidence),
                power: __Clone::clone(&self.power),
                relative_lift: __Clone::clone(&self.relative_lift),
                available_per_variant: __Clone::clone(&self.available_per_variant),
            }
        }
        ///(z_α + z_β)². Equation: `(z_alpha + z_beta) * (z_alpha + z_beta)`.
        #[inline]
        pub fn z_sum_squared(&self) -> __Result<f64, __c::EvalError> {
            let z_alpha = __Clone::clone(&self.z_alpha);
            let z_beta = __Clone::clone(&self.z_beta);
            struct z_sum_squared {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    z_sum_squared,
                >(z_alpha.eq_add(z_beta)?.eq_mul(z_alpha.eq_add(z_beta)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///2p(1 − p): the baseline's variance, for both arms. Equation: `2.0 * baseline_rate * (1.0 - baseline_rate)`.
        #[inline]
        pub fn two_variance(&self) -> __Result<f64, __c::EvalError> {
            let baseline_rate = __Clone::clone(&self.baseline_rate);
            struct two_variance {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    two_variance,
                >((2.0).eq_mul(baseline_rate)?.eq_mul((1.0).eq_sub(baseline_rate)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The lift squared. Equation: `lift * lift`.
        #[inline]
        pub fn lift_squared(&self) -> __Result<f64, __c::EvalError> {
            let lift = __Clone::clone(&self.lift);
            struct lift_squared {}
            __c::member(
                (|| __c::conform::<f64, _, lift_squared>(lift.eq_mul(lift)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Users needed per arm. Equation: `two_proportion_sample_size(baseline_rate, lift, z_alpha, z_beta, false)`.
        #[inline]
        pub fn per_variant(&self) -> __Result<f64, __c::EvalError> {
            let baseline_rate = __Clone::clone(&self.baseline_rate);
            let lift = __Clone::clone(&self.lift);
            let z_alpha = __Clone::clone(&self.z_alpha);
            let z_beta = __Clone::clone(&self.z_beta);
            struct per_variant {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    per_variant,
                >(
                    ::mlsysim_core::equation::two_proportion_sample_size(
                        baseline_rate,
                        lift,
                        z_alpha,
                        z_beta,
                        false,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Users needed in both arms. Equation: `2.0 * per_variant`.
        #[inline]
        pub fn total(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_total(self.per_variant()?)
        }
        #[doc(hidden)]
        fn __eq_total(&self, per_variant: f64) -> __Result<f64, __c::EvalError> {
            struct total {}
            __c::member(
                (|| __c::conform::<f64, _, total>((2.0).eq_mul(per_variant)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The treatment rate the test is sized to detect. Equation: `baseline_rate + lift`.
        #[inline]
        pub fn target_rate(&self) -> __Result<f64, __c::EvalError> {
            let baseline_rate = __Clone::clone(&self.baseline_rate);
            let lift = __Clone::clone(&self.lift);
            struct target_rate {}
            __c::member(
                (|| __c::conform::<f64, _, target_rate>(baseline_rate.eq_add(lift)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Time the traffic takes to deliver both arms' users. Equation: `total / daily_requests`. Requires `daily_requests` (an error names the absent one).
        #[inline]
        pub fn collection_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_collection_time(self.total()?)
        }
        #[doc(hidden)]
        fn __eq_collection_time(&self, total: f64) -> __Result<Time, __c::EvalError> {
            let daily_requests = __c::present(
                &self.daily_requests,
                "collection_time",
                "daily_requests",
            )?;
            struct collection_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    collection_time,
                >(total.eq_div(daily_requests)?))(),
                &__PROPERTIES[6],
            )
        }
        ///The chance that a family of uncorrected tests raises at least one false positive. Equation: `independent_success(significance, family_size)`.
        #[inline]
        pub fn familywise_error(&self) -> __Result<f64, __c::EvalError> {
            let significance = __Clone::clone(&self.significance);
            let family_size = __Clone::clone(&self.family_size);
            struct familywise_error {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    familywise_error,
                >(
                    ::mlsysim_core::equation::independent_success(
                        significance,
                        family_size,
                    )?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///The smallest absolute lift `n_per_variant` users per arm detect. Equation: `two_proportion_detectable_lift(baseline_rate, n_per_variant, z_alpha, z_beta)`.
        #[inline]
        pub fn detectable_lift(
            &self,
            n_per_variant: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&n_per_variant, "detectable_lift", &(&__METHODS[0]).args[0])?;
            let baseline_rate = __Clone::clone(&self.baseline_rate);
            let z_alpha = __Clone::clone(&self.z_alpha);
            let z_beta = __Clone::clone(&self.z_beta);
            struct detectable_lift {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    detectable_lift,
                >(
                    ::mlsysim_core::equation::two_proportion_detectable_lift(
                        baseline_rate,
                        n_per_variant,
                        z_alpha,
                        z_beta,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TwoProportionTestValues`].
        #[must_use]
        pub fn evaluate(&self) -> TwoProportionTestValues<'_> {
            let z_sum_squared = self.z_sum_squared();
            let two_variance = self.two_variance();
            let lift_squared = self.lift_squared();
            let per_variant = self.per_variant();
            let total = __c::after((&per_variant,), |(v0,)| self.__eq_total(v0));
            let target_rate = self.target_rate();
            let collection_time = __c::after(
                (&total,),
                |(v0,)| self.__eq_collection_time(v0),
            );
            let familywise_error = self.familywise_error();
            TwoProportionTestValues {
                scenario: self,
                z_sum_squared,
                two_variance,
                lift_squared,
                per_variant,
                total,
                target_rate,
                collection_time,
                familywise_error,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.baseline_rate, &__INPUTS[0])?;
            __c::bounded(&self.lift, &__INPUTS[1])?;
            __c::finite(&self.z_alpha, &__INPUTS[2])?;
            __c::finite(&self.z_beta, &__INPUTS[3])?;
            __c::bounded(&self.daily_requests, &__INPUTS[4])?;
            __c::bounded_plain(&self.significance, &__INPUTS[5])?;
            __c::finite(&self.family_size, &__INPUTS[6])?;
            __c::bounded_plain(&self.confidence, &__INPUTS[7])?;
            __c::bounded_plain(&self.power, &__INPUTS[8])?;
            __c::finite(&self.relative_lift, &__INPUTS[9])?;
            __c::bounded(&self.available_per_variant, &__INPUTS[10])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_per_variant(&self) -> __c::Parts {
            __c::traced(
                self.per_variant(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "two_proportion_sample_size", args :
                    ::std::vec![__c::Operand::Name("baseline_rate"),
                    __c::Operand::Name("lift"), __c::Operand::Name("z_alpha"),
                    __c::Operand::Name("z_beta"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = false; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
    }
    impl TwoProportionTestBuilder {
        ///Sets `baseline_rate`: The control arm's rate.
        #[must_use]
        pub fn baseline_rate(mut self, value: f64) -> Self {
            self.baseline_rate = Some(value);
            self
        }
        ///Sets `lift`: The absolute lift to detect.
        #[must_use]
        pub fn lift(mut self, value: f64) -> Self {
            self.lift = Some(value);
            self
        }
        ///Sets `z_alpha`: Normal quantile of the significance level.
        #[must_use]
        pub fn z_alpha(mut self, value: f64) -> Self {
            self.z_alpha = Some(value);
            self
        }
        ///Sets `z_beta`: Normal quantile of the power.
        #[must_use]
        pub fn z_beta(mut self, value: f64) -> Self {
            self.z_beta = Some(value);
            self
        }
        ///Sets `daily_requests`: Requests a day, split between the arms.
        #[must_use]
        pub fn daily_requests(mut self, value: Frequency) -> Self {
            self.daily_requests = Some(value);
            self
        }
        ///Leaves `daily_requests` absent.
        #[must_use]
        pub fn without_daily_requests(mut self) -> Self {
            self.daily_requests = None;
            self
        }
        ///Sets `significance`: Significance of each test of a family run uncorrected.
        #[must_use]
        pub fn significance(mut self, value: f64) -> Self {
            self.significance = Some(value);
            self
        }
        ///Sets `family_size`: Tests in that family.
        #[must_use]
        pub fn family_size(mut self, value: u32) -> Self {
            self.family_size = Some(value);
            self
        }
        ///Sets `confidence`: Confidence the quantile `z_alpha` comes from.
        #[must_use]
        pub fn confidence(mut self, value: f64) -> Self {
            self.confidence = Some(value);
            self
        }
        ///Leaves `confidence` absent.
        #[must_use]
        pub fn without_confidence(mut self) -> Self {
            self.confidence = None;
            self
        }
        ///Sets `power`: Power the quantile `z_beta` comes from.
        #[must_use]
        pub fn power(mut self, value: f64) -> Self {
            self.power = Some(value);
            self
        }
        ///Leaves `power` absent.
        #[must_use]
        pub fn without_power(mut self) -> Self {
            self.power = None;
            self
        }
        ///Sets `relative_lift`: The lift as a share of the baseline.
        #[must_use]
        pub fn relative_lift(mut self, value: f64) -> Self {
            self.relative_lift = Some(value);
            self
        }
        ///Leaves `relative_lift` absent.
        #[must_use]
        pub fn without_relative_lift(mut self) -> Self {
            self.relative_lift = None;
            self
        }
        ///Sets `available_per_variant`: Users per arm the traffic allows.
        #[must_use]
        pub fn available_per_variant(mut self, value: f64) -> Self {
            self.available_per_variant = Some(value);
            self
        }
        ///Leaves `available_per_variant` absent.
        #[must_use]
        pub fn without_available_per_variant(mut self) -> Self {
            self.available_per_variant = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TwoProportionTest, __c::InputError> {
            let scenario = TwoProportionTest {
                baseline_rate: __c::given(self.baseline_rate, "baseline_rate")?,
                lift: __c::given(self.lift, "lift")?,
                z_alpha: __c::given(self.z_alpha, "z_alpha")?,
                z_beta: __c::given(self.z_beta, "z_beta")?,
                daily_requests: self.daily_requests,
                significance: self.significance.unwrap_or_else(|| 0.05),
                family_size: self.family_size.unwrap_or_else(|| 20),
                confidence: self.confidence,
                power: self.power,
                relative_lift: self.relative_lift,
                available_per_variant: self.available_per_variant,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TwoProportionTestBuilder {
        type Scenario = TwoProportionTest;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline_rate" => self.baseline_rate = __c::set(value, &__INPUTS[0])?,
                "lift" => self.lift = __c::set(value, &__INPUTS[1])?,
                "z_alpha" => self.z_alpha = __c::set(value, &__INPUTS[2])?,
                "z_beta" => self.z_beta = __c::set(value, &__INPUTS[3])?,
                "daily_requests" => self.daily_requests = __c::set(value, &__INPUTS[4])?,
                "significance" => self.significance = __c::set(value, &__INPUTS[5])?,
                "family_size" => self.family_size = __c::set(value, &__INPUTS[6])?,
                "confidence" => self.confidence = __c::set(value, &__INPUTS[7])?,
                "power" => self.power = __c::set(value, &__INPUTS[8])?,
                "relative_lift" => self.relative_lift = __c::set(value, &__INPUTS[9])?,
                "available_per_variant" => {
                    self.available_per_variant = __c::set(value, &__INPUTS[10])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TwoProportionTest, __c::InputError> {
            TwoProportionTestBuilder::build(self)
        }
    }
    impl<'a> TwoProportionTestValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TwoProportionTest {
            self.scenario
        }
        ///[`TwoProportionTest::detectable_lift`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn detectable_lift(
            &self,
            n_per_variant: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.detectable_lift(n_per_variant)
        }
    }
    impl __c::Scenario for TwoProportionTest {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TwoProportionTest",
            family: &ROLLOUTS,
            summary: "A two-arm test sized to detect an absolute lift on a baseline rate: users per arm, the whole sample, how long traffic takes to deliver it, the smallest lift a given sample detects, and the familywise error of running many such tests uncorrected.",
            description: "The normal quantiles `z_alpha` and `z_beta` are given; the confidence and power they come\nfrom may be recorded beside them. The reference files this class under its section \"Neural\ncomputation: dense networks, activations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "n per arm = 2 (z_α + z_β)² p(1 − p) ÷ δ²; time = 2n ÷ daily requests; familywise error = 1 − (1 − α)ᵏ",
                assumptions: &[
                    "Both arms have the baseline's variance (the simplified normal-approximation formula), and the traffic splits evenly.",
                    "The uncorrected tests of a family are independent.",
                ],
                rules: __RULES,
                excludes: &[
                    "Sequential peeking, and corrections for multiple comparisons.",
                ],
                derivation: &[
                    "The power equation of a two-sample z-test for proportions, solved for n (or, with n given, for the lift).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "0.5 points on a 5% CTR takes about 30,000 users per arm",
                    code: "// 0.5 points on a 5% CTR takes about 30,000 users per arm\nuse mlsysim_scenarios::rollouts::ctr_lift_experiment;\n\nlet s = ctr_lift_experiment()?;\nassert!((s.per_variant()? - 29_792.0).abs() < 1e-6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TwoProportionTestBuilder;
        fn to_builder(&self) -> TwoProportionTestBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.baseline_rate,
                    &self.lift,
                    &self.z_alpha,
                    &self.z_beta,
                    &self.daily_requests,
                    &self.significance,
                    &self.family_size,
                    &self.confidence,
                    &self.power,
                    &self.relative_lift,
                    &self.available_per_variant,
                ],
                &[
                    &values.z_sum_squared,
                    &values.two_variance,
                    &values.lift_squared,
                    &values.per_variant,
                    &values.total,
                    &values.target_rate,
                    &values.collection_time,
                    &values.familywise_error,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "detectable_lift" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.detectable_lift(a0), &__METHODS[0])
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
                "per_variant" => Some(Ok(self.__explain_per_variant())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "available_per_variant" => {
                    __c::samples(
                        &self.available_per_variant,
                        ::core::option::Option::None,
                    )
                }
                "per_variant" => {
                    self.per_variant()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(TwoProportionTest);
};
