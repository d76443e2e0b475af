/**An online service reading stored features for every request: lookups a second and a day, and how much smaller a feature vector is than the raw record it summarizes.

The optional budgets state the end-to-end latency of a request and the share of it the
feature store may take; they are context for the lookup rate.

# Equation

reads = request rate × reads per request; reduction = raw bytes ÷ feature bytes

# Assumptions

- Every request reads the same number of features; traffic is flat.

# Rules across inputs

- `lookup_budget_low` is at most `lookup_budget_high` (`optional(lookup_budget_low)     .zip(optional(lookup_budget_high))     .is_none_or(|(low, high)| low <= high)`)

# Excludes

- Caching of hot features and the peak-to-average ratio of traffic.

# Derivation

- Rates multiply: requests a second times reads a request.

# Examples

```rust
// A billion recommendations a day
use mlsysim_data::delivery::daily_billion_recommendation_lookups;

let s = daily_billion_recommendation_lookups()?;
assert!((s.reads_per_day()?.value * 86_400.0 - 1e11).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FeatureLookup {
    ///Requests the service answers. *Shown in `PER_SECOND`; allowed >= 0.*
    pub request_rate: Frequency,
    ///Stored features read per request. *Allowed >= 0.*
    pub reads_per_request: i64,
    ///Bytes of one stored feature vector. *Optional (absent by default); shown in `KB`; allowed > 0.*
    pub feature_bytes: Option<Information>,
    ///Bytes of the raw record a feature vector summarizes. *Optional (absent by default); shown in `KB`; allowed > 0.*
    pub raw_sample_bytes: Option<Information>,
    ///End-to-end latency budget of a request. *Optional (absent by default); shown in `MILLISECOND`; allowed > 0.*
    pub request_budget: Option<Time>,
    ///Least share of the budget the feature store may take. *Optional (absent by default); shown in `MILLISECOND`; allowed >= 0.*
    pub lookup_budget_low: Option<Time>,
    ///Most of the budget the feature store may take. *Optional (absent by default); shown in `MILLISECOND`; allowed >= 0.*
    pub lookup_budget_high: Option<Time>,
}
///Builds a [`FeatureLookup`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FeatureLookupBuilder {
    request_rate: ::core::option::Option<Frequency>,
    reads_per_request: ::core::option::Option<i64>,
    feature_bytes: ::core::option::Option<Information>,
    raw_sample_bytes: ::core::option::Option<Information>,
    request_budget: ::core::option::Option<Time>,
    lookup_budget_low: ::core::option::Option<Time>,
    lookup_budget_high: ::core::option::Option<Time>,
}
///Every property of a [`FeatureLookup`], each computed once (see [`FeatureLookup::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FeatureLookupValues<'a> {
    scenario: &'a FeatureLookup,
    ///Feature reads a day.
    pub reads_per_day: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Feature reads a second.
    pub reads_per_second: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Raw bytes per stored feature byte.
    pub storage_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "request_rate",
            ty: "Frequency",
            doc: "Requests the service answers.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reads_per_request",
            ty: "i64",
            doc: "Stored features read per request.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "feature_bytes",
            ty: "Option<Information>",
            doc: "Bytes of one stored feature vector.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "raw_sample_bytes",
            ty: "Option<Information>",
            doc: "Bytes of the raw record a feature vector summarizes.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "request_budget",
            ty: "Option<Time>",
            doc: "End-to-end latency budget of a request.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "lookup_budget_low",
            ty: "Option<Time>",
            doc: "Least share of the budget the feature store may take.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "lookup_budget_high",
            ty: "Option<Time>",
            doc: "Most of the budget the feature store may take.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "reads_per_day",
            doc: "Feature reads a day.",
            equation: "request_rate * reads_per_request",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            depends_on: &["request_rate", "reads_per_request"],
            template: "{request_rate} * {reads_per_request}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reads_per_second",
            doc: "Feature reads a second.",
            equation: "request_rate * reads_per_request",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["request_rate", "reads_per_request"],
            template: "{request_rate} * {reads_per_request}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "storage_reduction",
            doc: "Raw bytes per stored feature byte.",
            equation: "raw_sample_bytes / feature_bytes",
            result_type: "f64",
            depends_on: &["raw_sample_bytes", "feature_bytes"],
            requires: &["feature_bytes", "raw_sample_bytes"],
            template: "{raw_sample_bytes} / {feature_bytes}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`lookup_budget_low` is at most `lookup_budget_high`",
            condition: "optional(lookup_budget_low)\n    .zip(optional(lookup_budget_high))\n    .is_none_or(|(low, high)| low <= high)",
            inputs: &["lookup_budget_low", "lookup_budget_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl FeatureLookup {
        ///Starts a [`FeatureLookupBuilder`]; required inputs must be set before [`FeatureLookupBuilder::build`].
        #[must_use]
        pub fn builder() -> FeatureLookupBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FeatureLookupBuilder {
            FeatureLookupBuilder {
                request_rate: Some(__Clone::clone(&self.request_rate)),
                reads_per_request: Some(__Clone::clone(&self.reads_per_request)),
                feature_bytes: __Clone::clone(&self.feature_bytes),
                raw_sample_bytes: __Clone::clone(&self.raw_sample_bytes),
                request_budget: __Clone::clone(&self.request_budget),
                lookup_budget_low: __Clone::clone(&self.lookup_budget_low),
                lookup_budget_high: __Clone::clone(&self.lookup_budget_high),
            }
        }
        ///Feature reads a day. Equation: `request_rate * reads_per_request`.
        #[inline]
        pub fn reads_per_day(&self) -> __Result<Frequency, __c::EvalError> {
            let request_rate = __Clone::clone(&self.request_rate);
            let reads_per_request = __Clone::clone(&self.reads_per_request);
            struct reads_per_day {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    reads_per_day,
                >(request_rate.eq_mul(reads_per_request)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Feature reads a second. Equation: `request_rate * reads_per_request`.
        #[inline]
        pub fn reads_per_second(&self) -> __Result<Frequency, __c::EvalError> {
            let request_rate = __Clone::clone(&self.request_rate);
            let reads_per_request = __Clone::clone(&self.reads_per_request);
            struct reads_per_second {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    reads_per_second,
                >(request_rate.eq_mul(reads_per_request)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Raw bytes per stored feature byte. Equation: `raw_sample_bytes / feature_bytes`. Requires `feature_bytes`, `raw_sample_bytes` (an error names the absent one).
        #[inline]
        pub fn storage_reduction(&self) -> __Result<f64, __c::EvalError> {
            let raw_sample_bytes = __c::present(
                &self.raw_sample_bytes,
                "storage_reduction",
                "raw_sample_bytes",
            )?;
            let feature_bytes = __c::present(
                &self.feature_bytes,
                "storage_reduction",
                "feature_bytes",
            )?;
            struct storage_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    storage_reduction,
                >(raw_sample_bytes.eq_div(feature_bytes)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FeatureLookupValues`].
        #[must_use]
        pub fn evaluate(&self) -> FeatureLookupValues<'_> {
            let reads_per_day = self.reads_per_day();
            let reads_per_second = self.reads_per_second();
            let storage_reduction = self.storage_reduction();
            FeatureLookupValues {
                scenario: self,
                reads_per_day,
                reads_per_second,
                storage_reduction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.request_rate, &__INPUTS[0])?;
            __c::bounded_plain(&self.reads_per_request, &__INPUTS[1])?;
            __c::bounded(&self.feature_bytes, &__INPUTS[2])?;
            __c::bounded(&self.raw_sample_bytes, &__INPUTS[3])?;
            __c::bounded(&self.request_budget, &__INPUTS[4])?;
            __c::bounded(&self.lookup_budget_low, &__INPUTS[5])?;
            __c::bounded(&self.lookup_budget_high, &__INPUTS[6])?;
            {
                let lookup_budget_low = __Clone::clone(&self.lookup_budget_low);
                let lookup_budget_high = __Clone::clone(&self.lookup_budget_high);
                __c::rule(
                    ::mlsysim_core::equation::optional(lookup_budget_low)
                        .zip(::mlsysim_core::equation::optional(lookup_budget_high))
                        .is_none_or(|(low, high)| low <= high),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.lookup_budget_low, &self.lookup_budget_high],
                )?;
            }
            Ok(())
        }
    }
    impl FeatureLookupBuilder {
        ///Sets `request_rate`: Requests the service answers.
        #[must_use]
        pub fn request_rate(mut self, value: Frequency) -> Self {
            self.request_rate = Some(value);
            self
        }
        ///Sets `reads_per_request`: Stored features read per request.
        #[must_use]
        pub fn reads_per_request(mut self, value: i64) -> Self {
            self.reads_per_request = Some(value);
            self
        }
        ///Sets `feature_bytes`: Bytes of one stored feature vector.
        #[must_use]
        pub fn feature_bytes(mut self, value: Information) -> Self {
            self.feature_bytes = Some(value);
            self
        }
        ///Leaves `feature_bytes` absent.
        #[must_use]
        pub fn without_feature_bytes(mut self) -> Self {
            self.feature_bytes = None;
            self
        }
        ///Sets `raw_sample_bytes`: Bytes of the raw record a feature vector summarizes.
        #[must_use]
        pub fn raw_sample_bytes(mut self, value: Information) -> Self {
            self.raw_sample_bytes = Some(value);
            self
        }
        ///Leaves `raw_sample_bytes` absent.
        #[must_use]
        pub fn without_raw_sample_bytes(mut self) -> Self {
            self.raw_sample_bytes = None;
            self
        }
        ///Sets `request_budget`: End-to-end latency budget of a request.
        #[must_use]
        pub fn request_budget(mut self, value: Time) -> Self {
            self.request_budget = Some(value);
            self
        }
        ///Leaves `request_budget` absent.
        #[must_use]
        pub fn without_request_budget(mut self) -> Self {
            self.request_budget = None;
            self
        }
        ///Sets `lookup_budget_low`: Least share of the budget the feature store may take.
        #[must_use]
        pub fn lookup_budget_low(mut self, value: Time) -> Self {
            self.lookup_budget_low = Some(value);
            self
        }
        ///Leaves `lookup_budget_low` absent.
        #[must_use]
        pub fn without_lookup_budget_low(mut self) -> Self {
            self.lookup_budget_low = None;
            self
        }
        ///Sets `lookup_budget_high`: Most of the budget the feature store may take.
        #[must_use]
        pub fn lookup_budget_high(mut self, value: Time) -> Self {
            self.lookup_budget_high = Some(value);
            self
        }
        ///Leaves `lookup_budget_high` absent.
        #[must_use]
        pub fn without_lookup_budget_high(mut self) -> Self {
            self.lookup_budget_high = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FeatureLookup, __c::InputError> {
            let scenario = FeatureLookup {
                request_rate: __c::given(self.request_rate, "request_rate")?,
                reads_per_request: __c::given(
                    self.reads_per_request,
                    "reads_per_request",
                )?,
                feature_bytes: self.feature_bytes,
                raw_sample_bytes: self.raw_sample_bytes,
                request_budget: self.request_budget,
                lookup_budget_low: self.lookup_budget_low,
                lookup_budget_high: self.lookup_budget_high,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FeatureLookupBuilder {
        type Scenario = FeatureLookup;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "request_rate" => self.request_rate = __c::set(value, &__INPUTS[0])?,
                "reads_per_request" => {
                    self.reads_per_request = __c::set(value, &__INPUTS[1])?;
                }
                "feature_bytes" => self.feature_bytes = __c::set(value, &__INPUTS[2])?,
                "raw_sample_bytes" => {
                    self.raw_sample_bytes = __c::set(value, &__INPUTS[3])?;
                }
                "request_budget" => self.request_budget = __c::set(value, &__INPUTS[4])?,
                "lookup_budget_low" => {
                    self.lookup_budget_low = __c::set(value, &__INPUTS[5])?;
                }
                "lookup_budget_high" => {
                    self.lookup_budget_high = __c::set(value, &__INPUTS[6])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FeatureLookup, __c::InputError> {
            FeatureLookupBuilder::build(self)
        }
    }
    impl<'a> FeatureLookupValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FeatureLookup {
            self.scenario
        }
    }
    impl __c::Scenario for FeatureLookup {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FeatureLookup",
            family: &DELIVERY,
            summary: "An online service reading stored features for every request: lookups a second and a day, and how much smaller a feature vector is than the raw record it summarizes.",
            description: "The optional budgets state the end-to-end latency of a request and the share of it the\nfeature store may take; they are context for the lookup rate.",
            notes: __c::meta::Notes {
                equation: "reads = request rate × reads per request; reduction = raw bytes ÷ feature bytes",
                assumptions: &[
                    "Every request reads the same number of features; traffic is flat.",
                ],
                rules: __RULES,
                excludes: &[
                    "Caching of hot features and the peak-to-average ratio of traffic.",
                ],
                derivation: &["Rates multiply: requests a second times reads a request."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A billion recommendations a day",
                    code: "// A billion recommendations a day\nuse mlsysim_data::delivery::daily_billion_recommendation_lookups;\n\nlet s = daily_billion_recommendation_lookups()?;\nassert!((s.reads_per_day()?.value * 86_400.0 - 1e11).abs() < 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FeatureLookupBuilder;
        fn to_builder(&self) -> FeatureLookupBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.request_rate,
                    &self.reads_per_request,
                    &self.feature_bytes,
                    &self.raw_sample_bytes,
                    &self.request_budget,
                    &self.lookup_budget_low,
                    &self.lookup_budget_high,
                ],
                &[
                    &values.reads_per_day,
                    &values.reads_per_second,
                    &values.storage_reduction,
                ],
            )
        }
    }
    __c::glue!(FeatureLookup);
};
