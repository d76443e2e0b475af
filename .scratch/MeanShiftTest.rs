/**A feature's mean moves over a sample of requests: is that noise? The move in standard errors of the mean, and the two-sided chance of a move at least that large from noise alone.

The tail is computed without subtracting from one; the reference's 2(1 − Φ(|z|)) loses the
low digits of a small p-value to that subtraction. The reference's `standard_error` is
`mean_standard_error` here: `standard_error` names the law it is computed with.

# Equation

z = (observed − reference) ÷ (σ ÷ √n); p = 2 P(Z > |z|)

# Assumptions

- The reference mean is known, requests are independent, and the spread σ is as stated.

# Excludes

- Drift in the spread or the shape of the feature's distribution.

# Derivation

- A one-sample z-test of a mean with known variance.

# Examples

```rust
// A 0.05 move over 1,000 requests is 5.3 standard errors
use mlsysim_fleet::security::feature_mean_shift_test;

let s = feature_mean_shift_test()?;
assert!(s.p_value()? < s.significance_bound.unwrap());
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MeanShiftTest {
    ///The known reference mean.
    pub reference_mean: f64,
    ///The mean observed over the sample.
    pub observed_mean: f64,
    ///Standard deviation of the feature. *Allowed > 0.*
    pub feature_sd: f64,
    ///Requests in the sample. *Allowed >= 1.*
    pub n_samples: u32,
    ///The bound an alert compares the p-value with. *Optional (absent by default); allowed [0.0, 1.0].*
    pub significance_bound: Option<f64>,
}
///Builds a [`MeanShiftTest`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MeanShiftTestBuilder {
    reference_mean: ::core::option::Option<f64>,
    observed_mean: ::core::option::Option<f64>,
    feature_sd: ::core::option::Option<f64>,
    n_samples: ::core::option::Option<u32>,
    significance_bound: ::core::option::Option<f64>,
}
///Every property of a [`MeanShiftTest`], each computed once (see [`MeanShiftTest::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MeanShiftTestValues<'a> {
    scenario: &'a MeanShiftTest,
    ///The move of the mean.
    pub mean_shift: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Standard error of the sample mean (the reference's `standard_error`, renamed: that name
    pub mean_standard_error: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The move in standard errors.
    pub z_score: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Two-sided chance of a move at least this large from noise alone.
    pub p_value: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "reference_mean",
            ty: "f64",
            doc: "The known reference mean.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "observed_mean",
            ty: "f64",
            doc: "The mean observed over the sample.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "feature_sd",
            ty: "f64",
            doc: "Standard deviation of the feature.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_samples",
            ty: "u32",
            doc: "Requests in the sample.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "significance_bound",
            ty: "Option<f64>",
            doc: "The bound an alert compares the p-value with.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "mean_shift",
            doc: "The move of the mean.",
            equation: "observed_mean - reference_mean",
            result_type: "f64",
            depends_on: &["observed_mean", "reference_mean"],
            template: "{observed_mean} - {reference_mean}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mean_standard_error",
            doc: "Standard error of the sample mean (the reference's `standard_error`, renamed: that name\nis the law's).",
            equation: "standard_error(feature_sd, n_samples)",
            result_type: "f64",
            depends_on: &["feature_sd", "n_samples"],
            calls: &["standard_error"],
            template: "standard_error({feature_sd}, {n_samples})",
            named_calls: "standard_error(feature_sd, n_samples)",
            operation: "result of `standard_error`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "z_score",
            doc: "The move in standard errors.",
            equation: "mean_shift / mean_standard_error",
            result_type: "f64",
            depends_on: &["mean_shift", "mean_standard_error"],
            template: "{mean_shift} / {mean_standard_error}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "p_value",
            doc: "Two-sided chance of a move at least this large from noise alone.",
            equation: "two_sided_normal_tail(z_score)",
            result_type: "f64",
            depends_on: &["z_score"],
            calls: &["two_sided_normal_tail"],
            template: "two_sided_normal_tail({z_score})",
            named_calls: "two_sided_normal_tail(z_score)",
            operation: "result of `two_sided_normal_tail`",
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
    impl MeanShiftTest {
        ///Starts a [`MeanShiftTestBuilder`]; required inputs must be set before [`MeanShiftTestBuilder::build`].
        #[must_use]
        pub fn builder() -> MeanShiftTestBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MeanShiftTestBuilder {
            MeanShiftTestBuilder {
                reference_mean: Some(__Clone::clone(&self.reference_mean)),
                observed_mean: Some(__Clone::clone(&self.observed_mean)),
                feature_sd: Some(__Clone::clone(&self.feature_sd)),
                n_samples: Some(__Clone::clone(&self.n_samples)),
                significance_bound: __Clone::clone(&self.significance_bound),
            }
        }
        ///The move of the mean. Equation: `observed_mean - reference_mean`.
        #[inline]
        pub fn mean_shift(&self) -> __Result<f64, __c::EvalError> {
            let observed_mean = __Clone::clone(&self.observed_mean);
            let reference_mean = __Clone::clone(&self.reference_mean);
            struct mean_shift {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mean_shift,
                >(observed_mean.eq_sub(reference_mean)?))(),
                &__PROPERTIES[0],
            )
        }
        /**Standard error of the sample mean (the reference's `standard_error`, renamed: that name
is the law's). Equation: `standard_error(feature_sd, n_samples)`.*/
        #[inline]
        pub fn mean_standard_error(&self) -> __Result<f64, __c::EvalError> {
            let feature_sd = __Clone::clone(&self.feature_sd);
            let n_samples = __Clone::clone(&self.n_samples);
            struct mean_standard_error {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mean_standard_error,
                >(::mlsysim_core::equation::standard_error(feature_sd, n_samples)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The move in standard errors. Equation: `mean_shift / mean_standard_error`.
        #[inline]
        pub fn z_score(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_z_score(self.mean_shift()?, self.mean_standard_error()?)
        }
        #[doc(hidden)]
        fn __eq_z_score(
            &self,
            mean_shift: f64,
            mean_standard_error: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct z_score {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    z_score,
                >(mean_shift.eq_div(mean_standard_error)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Two-sided chance of a move at least this large from noise alone. Equation: `two_sided_normal_tail(z_score)`.
        #[inline]
        pub fn p_value(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_p_value(self.z_score()?)
        }
        #[doc(hidden)]
        fn __eq_p_value(&self, z_score: f64) -> __Result<f64, __c::EvalError> {
            struct p_value {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    p_value,
                >(::mlsysim_core::equation::two_sided_normal_tail(z_score)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MeanShiftTestValues`].
        #[must_use]
        pub fn evaluate(&self) -> MeanShiftTestValues<'_> {
            let mean_shift = self.mean_shift();
            let mean_standard_error = self.mean_standard_error();
            let z_score = __c::after(
                (&mean_shift, &mean_standard_error),
                |(v0, v1)| self.__eq_z_score(v0, v1),
            );
            let p_value = __c::after((&z_score,), |(v0,)| self.__eq_p_value(v0));
            MeanShiftTestValues {
                scenario: self,
                mean_shift,
                mean_standard_error,
                z_score,
                p_value,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.reference_mean, &__INPUTS[0])?;
            __c::finite(&self.observed_mean, &__INPUTS[1])?;
            __c::bounded(&self.feature_sd, &__INPUTS[2])?;
            __c::bounded_plain(&self.n_samples, &__INPUTS[3])?;
            __c::bounded_plain(&self.significance_bound, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl MeanShiftTestBuilder {
        ///Sets `reference_mean`: The known reference mean.
        #[must_use]
        pub fn reference_mean(mut self, value: f64) -> Self {
            self.reference_mean = Some(value);
            self
        }
        ///Sets `observed_mean`: The mean observed over the sample.
        #[must_use]
        pub fn observed_mean(mut self, value: f64) -> Self {
            self.observed_mean = Some(value);
            self
        }
        ///Sets `feature_sd`: Standard deviation of the feature.
        #[must_use]
        pub fn feature_sd(mut self, value: f64) -> Self {
            self.feature_sd = Some(value);
            self
        }
        ///Sets `n_samples`: Requests in the sample.
        #[must_use]
        pub fn n_samples(mut self, value: u32) -> Self {
            self.n_samples = Some(value);
            self
        }
        ///Sets `significance_bound`: The bound an alert compares the p-value with.
        #[must_use]
        pub fn significance_bound(mut self, value: f64) -> Self {
            self.significance_bound = Some(value);
            self
        }
        ///Leaves `significance_bound` absent.
        #[must_use]
        pub fn without_significance_bound(mut self) -> Self {
            self.significance_bound = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MeanShiftTest, __c::InputError> {
            let scenario = MeanShiftTest {
                reference_mean: __c::given(self.reference_mean, "reference_mean")?,
                observed_mean: __c::given(self.observed_mean, "observed_mean")?,
                feature_sd: __c::given(self.feature_sd, "feature_sd")?,
                n_samples: __c::given(self.n_samples, "n_samples")?,
                significance_bound: self.significance_bound,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MeanShiftTestBuilder {
        type Scenario = MeanShiftTest;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "reference_mean" => self.reference_mean = __c::set(value, &__INPUTS[0])?,
                "observed_mean" => self.observed_mean = __c::set(value, &__INPUTS[1])?,
                "feature_sd" => self.feature_sd = __c::set(value, &__INPUTS[2])?,
                "n_samples" => self.n_samples = __c::set(value, &__INPUTS[3])?,
                "significance_bound" => {
                    self.significance_bound = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MeanShiftTest, __c::InputError> {
            MeanShiftTestBuilder::build(self)
        }
    }
    impl<'a> MeanShiftTestValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MeanShiftTest {
            self.scenario
        }
    }
    impl __c::Scenario for MeanShiftTest {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MeanShiftTest",
            family: &SECURITY,
            summary: "A feature's mean moves over a sample of requests: is that noise? The move in standard errors of the mean, and the two-sided chance of a move at least that large from noise alone.",
            description: "The tail is computed without subtracting from one; the reference's 2(1 − Φ(|z|)) loses the\nlow digits of a small p-value to that subtraction. The reference's `standard_error` is\n`mean_standard_error` here: `standard_error` names the law it is computed with.",
            notes: __c::meta::Notes {
                equation: "z = (observed − reference) ÷ (σ ÷ √n); p = 2 P(Z > |z|)",
                assumptions: &[
                    "The reference mean is known, requests are independent, and the spread σ is as stated.",
                ],
                rules: __RULES,
                excludes: &[
                    "Drift in the spread or the shape of the feature's distribution.",
                ],
                derivation: &["A one-sample z-test of a mean with known variance."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 0.05 move over 1,000 requests is 5.3 standard errors",
                    code: "// A 0.05 move over 1,000 requests is 5.3 standard errors\nuse mlsysim_fleet::security::feature_mean_shift_test;\n\nlet s = feature_mean_shift_test()?;\nassert!(s.p_value()? < s.significance_bound.unwrap());\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MeanShiftTestBuilder;
        fn to_builder(&self) -> MeanShiftTestBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.reference_mean,
                    &self.observed_mean,
                    &self.feature_sd,
                    &self.n_samples,
                    &self.significance_bound,
                ],
                &[
                    &values.mean_shift,
                    &values.mean_standard_error,
                    &values.z_score,
                    &values.p_value,
                ],
            )
        }
    }
    __c::glue!(MeanShiftTest);
};
