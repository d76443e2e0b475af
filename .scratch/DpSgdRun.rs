/**The inputs a DP-SGD privacy accountant needs for one Poisson-sampled training run: the sampling rate and the steps. It does not estimate ε; the accountant does.

# Equation

q = batch ÷ dataset; steps = ⌊epochs × dataset ÷ batch⌋

# Assumptions

- Each step samples every example independently with probability q (Poisson sampling).

# Excludes

- The accountant itself: ε follows from q, the steps, the noise multiplier and δ.

# Derivation

- An epoch is dataset ÷ batch steps on average.

# Examples

```rust
// CIFAR-10 with batches of 4,000 for 60 epochs
use mlsysim_fleet::security::cifar10_dp_sgd_run;

let s = cifar10_dp_sgd_run()?;
assert_eq!(s.steps()?, 750);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DpSgdRun {
    ///Examples in the training set. *Allowed >= 1.*
    pub dataset_size: u32,
    ///Expected examples per batch. *Allowed >= 1.*
    pub batch_size: u32,
    ///Bound on each example's gradient norm. *Allowed > 0.*
    pub clip_norm: f64,
    ///Noise standard deviation over the clipping bound. *Allowed >= 0.*
    pub noise_multiplier: f64,
    ///Passes over the data.
    pub epochs: u32,
    ///The ε the run aims for. *Allowed > 0.*
    pub target_epsilon: f64,
    ///The δ of the guarantee. *Allowed [0.0, 1.0].*
    pub delta: f64,
}
///Builds a [`DpSgdRun`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DpSgdRunBuilder {
    dataset_size: ::core::option::Option<u32>,
    batch_size: ::core::option::Option<u32>,
    clip_norm: ::core::option::Option<f64>,
    noise_multiplier: ::core::option::Option<f64>,
    epochs: ::core::option::Option<u32>,
    target_epsilon: ::core::option::Option<f64>,
    delta: ::core::option::Option<f64>,
}
///Every property of a [`DpSgdRun`], each computed once (see [`DpSgdRun::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DpSgdRunValues<'a> {
    scenario: &'a DpSgdRun,
    ///Chance that one example is in one batch.
    pub sampling_rate: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Steps of the run.
    pub steps: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "dataset_size",
            ty: "u32",
            doc: "Examples in the training set.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_size",
            ty: "u32",
            doc: "Expected examples per batch.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "clip_norm",
            ty: "f64",
            doc: "Bound on each example's gradient norm.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "noise_multiplier",
            ty: "f64",
            doc: "Noise standard deviation over the clipping bound.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "epochs",
            ty: "u32",
            doc: "Passes over the data.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "target_epsilon",
            ty: "f64",
            doc: "The ε the run aims for.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "delta",
            ty: "f64",
            doc: "The δ of the guarantee.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "sampling_rate",
            doc: "Chance that one example is in one batch.",
            equation: "batch_size / dataset_size",
            result_type: "f64",
            depends_on: &["batch_size", "dataset_size"],
            template: "{batch_size} / {dataset_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "steps",
            doc: "Steps of the run.",
            equation: "trunc(epochs * dataset_size / batch_size)",
            result_type: "i64",
            depends_on: &["epochs", "dataset_size", "batch_size"],
            calls: &["trunc"],
            template: "trunc({epochs} * {dataset_size} / {batch_size})",
            operation: "result of `trunc`",
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
    impl DpSgdRun {
        ///Starts a [`DpSgdRunBuilder`]; required inputs must be set before [`DpSgdRunBuilder::build`].
        #[must_use]
        pub fn builder() -> DpSgdRunBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DpSgdRunBuilder {
            DpSgdRunBuilder {
                dataset_size: Some(__Clone::clone(&self.dataset_size)),
                batch_size: Some(__Clone::clone(&self.batch_size)),
                clip_norm: Some(__Clone::clone(&self.clip_norm)),
                noise_multiplier: Some(__Clone::clone(&self.noise_multiplier)),
                epochs: Some(__Clone::clone(&self.epochs)),
                target_epsilon: Some(__Clone::clone(&self.target_epsilon)),
                delta: Some(__Clone::clone(&self.delta)),
            }
        }
        ///Chance that one example is in one batch. Equation: `batch_size / dataset_size`.
        #[inline]
        pub fn sampling_rate(&self) -> __Result<f64, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            let dataset_size = __Clone::clone(&self.dataset_size);
            struct sampling_rate {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    sampling_rate,
                >(batch_size.eq_div(dataset_size)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Steps of the run. Equation: `trunc(epochs * dataset_size / batch_size)`.
        #[inline]
        pub fn steps(&self) -> __Result<i64, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            let dataset_size = __Clone::clone(&self.dataset_size);
            let batch_size = __Clone::clone(&self.batch_size);
            struct steps {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    steps,
                >(
                    ::mlsysim_core::equation::trunc(
                        epochs.eq_mul(dataset_size)?.eq_div(batch_size)?,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DpSgdRunValues`].
        #[must_use]
        pub fn evaluate(&self) -> DpSgdRunValues<'_> {
            let sampling_rate = self.sampling_rate();
            let steps = self.steps();
            DpSgdRunValues {
                scenario: self,
                sampling_rate,
                steps,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.dataset_size, &__INPUTS[0])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[1])?;
            __c::bounded(&self.clip_norm, &__INPUTS[2])?;
            __c::bounded(&self.noise_multiplier, &__INPUTS[3])?;
            __c::finite(&self.epochs, &__INPUTS[4])?;
            __c::bounded(&self.target_epsilon, &__INPUTS[5])?;
            __c::bounded_plain(&self.delta, &__INPUTS[6])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_steps(&self) -> __c::Parts {
            __c::traced(
                self.steps(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "trunc", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let epochs =
                    __Clone::clone(& self.epochs); let dataset_size = __Clone::clone(&
                    self.dataset_size); let batch_size = __Clone::clone(& self
                    .batch_size); let part = epochs.eq_mul(dataset_size) ?
                    .eq_div(batch_size) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ())] }
                ],
            )
        }
    }
    impl DpSgdRunBuilder {
        ///Sets `dataset_size`: Examples in the training set.
        #[must_use]
        pub fn dataset_size(mut self, value: u32) -> Self {
            self.dataset_size = Some(value);
            self
        }
        ///Sets `batch_size`: Expected examples per batch.
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        ///Sets `clip_norm`: Bound on each example's gradient norm.
        #[must_use]
        pub fn clip_norm(mut self, value: f64) -> Self {
            self.clip_norm = Some(value);
            self
        }
        ///Sets `noise_multiplier`: Noise standard deviation over the clipping bound.
        #[must_use]
        pub fn noise_multiplier(mut self, value: f64) -> Self {
            self.noise_multiplier = Some(value);
            self
        }
        ///Sets `epochs`: Passes over the data.
        #[must_use]
        pub fn epochs(mut self, value: u32) -> Self {
            self.epochs = Some(value);
            self
        }
        ///Sets `target_epsilon`: The ε the run aims for.
        #[must_use]
        pub fn target_epsilon(mut self, value: f64) -> Self {
            self.target_epsilon = Some(value);
            self
        }
        ///Sets `delta`: The δ of the guarantee.
        #[must_use]
        pub fn delta(mut self, value: f64) -> Self {
            self.delta = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DpSgdRun, __c::InputError> {
            let scenario = DpSgdRun {
                dataset_size: __c::given(self.dataset_size, "dataset_size")?,
                batch_size: __c::given(self.batch_size, "batch_size")?,
                clip_norm: __c::given(self.clip_norm, "clip_norm")?,
                noise_multiplier: __c::given(self.noise_multiplier, "noise_multiplier")?,
                epochs: __c::given(self.epochs, "epochs")?,
                target_epsilon: __c::given(self.target_epsilon, "target_epsilon")?,
                delta: __c::given(self.delta, "delta")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DpSgdRunBuilder {
        type Scenario = DpSgdRun;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "dataset_size" => self.dataset_size = __c::set(value, &__INPUTS[0])?,
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[1])?,
                "clip_norm" => self.clip_norm = __c::set(value, &__INPUTS[2])?,
                "noise_multiplier" => {
                    self.noise_multiplier = __c::set(value, &__INPUTS[3])?;
                }
                "epochs" => self.epochs = __c::set(value, &__INPUTS[4])?,
                "target_epsilon" => self.target_epsilon = __c::set(value, &__INPUTS[5])?,
                "delta" => self.delta = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DpSgdRun, __c::InputError> {
            DpSgdRunBuilder::build(self)
        }
    }
    impl<'a> DpSgdRunValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DpSgdRun {
            self.scenario
        }
    }
    impl __c::Scenario for DpSgdRun {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DpSgdRun",
            family: &SECURITY,
            summary: "The inputs a DP-SGD privacy accountant needs for one Poisson-sampled training run: the sampling rate and the steps. It does not estimate ε; the accountant does.",
            description: "",
            notes: __c::meta::Notes {
                equation: "q = batch ÷ dataset; steps = ⌊epochs × dataset ÷ batch⌋",
                assumptions: &[
                    "Each step samples every example independently with probability q (Poisson sampling).",
                ],
                rules: __RULES,
                excludes: &[
                    "The accountant itself: ε follows from q, the steps, the noise multiplier and δ.",
                ],
                derivation: &["An epoch is dataset ÷ batch steps on average."],
            },
            examples: &[
                __c::meta::Example {
                    title: "CIFAR-10 with batches of 4,000 for 60 epochs",
                    code: "// CIFAR-10 with batches of 4,000 for 60 epochs\nuse mlsysim_fleet::security::cifar10_dp_sgd_run;\n\nlet s = cifar10_dp_sgd_run()?;\nassert_eq!(s.steps()?, 750);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DpSgdRunBuilder;
        fn to_builder(&self) -> DpSgdRunBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.dataset_size,
                    &self.batch_size,
                    &self.clip_norm,
                    &self.noise_multiplier,
                    &self.epochs,
                    &self.target_epsilon,
                    &self.delta,
                ],
                &[&values.sampling_rate, &values.steps],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "steps" => Some(Ok(self.__explain_steps())),
                _ => None,
            }
        }
    }
    __c::glue!(DpSgdRun);
};
