/**A supervised baseline against a semi-supervised run that needs far fewer labels and more compute: labels plus compute, on both sides.

# Equation

total = labels × price + compute; cost reduction = supervised total ÷ semi-supervised total; label reduction = supervised labels ÷ semi-supervised labels

# Assumptions

- Both reach the same accuracy.

# Excludes

- The unlabeled data, assumed free.

# Derivation

- Unit prices times counts, plus compute.

# Examples

```rust
// FixMatch on 250 labels
use mlsysim_data::selection::fix_match_cifar10_cost;

let s = fix_match_cifar10_cost()?;
assert_eq!(s.label_reduction()?, 16.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SemiSupervisedCost {
    ///Price of one label. *Shown in `USD`; allowed >= 0.*
    pub label_price: Usd,
    ///Labels of the supervised run. *Allowed >= 1.*
    pub supervised_labels: i64,
    ///Compute of the supervised run. *Shown in `USD`; allowed > 0.*
    pub supervised_compute: Usd,
    ///Labels of the semi-supervised run. *Allowed >= 1.*
    pub ssl_labels: i64,
    ///Compute of the semi-supervised run. *Shown in `USD`; allowed > 0.*
    pub ssl_compute: Usd,
}
///Builds a [`SemiSupervisedCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SemiSupervisedCostBuilder {
    label_price: ::core::option::Option<Usd>,
    supervised_labels: ::core::option::Option<i64>,
    supervised_compute: ::core::option::Option<Usd>,
    ssl_labels: ::core::option::Option<i64>,
    ssl_compute: ::core::option::Option<Usd>,
}
///Every property of a [`SemiSupervisedCost`], each computed once (see [`SemiSupervisedCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SemiSupervisedCostValues<'a> {
    scenario: &'a SemiSupervisedCost,
    ///Labels of the supervised run.
    pub supervised_label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The supervised run's whole cost.
    pub supervised_total: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labels of the semi-supervised run.
    pub ssl_label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The semi-supervised run's whole cost.
    pub ssl_total: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Semi-supervised compute over supervised.
    pub compute_multiple: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Supervised total over semi-supervised.
    pub cost_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Supervised labels over semi-supervised.
    pub label_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "label_price",
            ty: "Usd",
            doc: "Price of one label.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "supervised_labels",
            ty: "i64",
            doc: "Labels of the supervised run.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "supervised_compute",
            ty: "Usd",
            doc: "Compute of the supervised run.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ssl_labels",
            ty: "i64",
            doc: "Labels of the semi-supervised run.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ssl_compute",
            ty: "Usd",
            doc: "Compute of the semi-supervised run.",
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
            name: "supervised_label_cost",
            doc: "Labels of the supervised run.",
            equation: "supervised_labels * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["supervised_labels", "label_price"],
            template: "{supervised_labels} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "supervised_total",
            doc: "The supervised run's whole cost.",
            equation: "supervised_label_cost + supervised_compute",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["supervised_compute", "supervised_label_cost"],
            template: "{supervised_label_cost} + {supervised_compute}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ssl_label_cost",
            doc: "Labels of the semi-supervised run.",
            equation: "ssl_labels * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["ssl_labels", "label_price"],
            template: "{ssl_labels} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ssl_total",
            doc: "The semi-supervised run's whole cost.",
            equation: "ssl_label_cost + ssl_compute",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["ssl_compute", "ssl_label_cost"],
            template: "{ssl_label_cost} + {ssl_compute}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_multiple",
            doc: "Semi-supervised compute over supervised.",
            equation: "ssl_compute / supervised_compute",
            result_type: "f64",
            depends_on: &["ssl_compute", "supervised_compute"],
            template: "{ssl_compute} / {supervised_compute}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_reduction",
            doc: "Supervised total over semi-supervised.",
            equation: "supervised_total / ssl_total",
            result_type: "f64",
            depends_on: &["supervised_total", "ssl_total"],
            template: "{supervised_total} / {ssl_total}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "label_reduction",
            doc: "Supervised labels over semi-supervised.",
            equation: "supervised_labels / ssl_labels",
            result_type: "f64",
            depends_on: &["supervised_labels", "ssl_labels"],
            template: "{supervised_labels} / {ssl_labels}",
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
    impl SemiSupervisedCost {
        ///Starts a [`SemiSupervisedCostBuilder`]; required inputs must be set before [`SemiSupervisedCostBuilder::build`].
        #[must_use]
        pub fn builder() -> SemiSupervisedCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SemiSupervisedCostBuilder {
            SemiSupervisedCostBuilder {
                label_price: Some(__Clone::clone(&self.label_price)),
                supervised_labels: Some(__Clone::clone(&self.supervised_labels)),
                supervised_compute: Some(__Clone::clone(&self.supervised_compute)),
                ssl_labels: Some(__Clone::clone(&self.ssl_labels)),
                ssl_compute: Some(__Clone::clone(&self.ssl_compute)),
            }
        }
        ///Labels of the supervised run. Equation: `supervised_labels * label_price`.
        #[inline]
        pub fn supervised_label_cost(&self) -> __Result<Usd, __c::EvalError> {
            let supervised_labels = __Clone::clone(&self.supervised_labels);
            let label_price = __Clone::clone(&self.label_price);
            struct supervised_label_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    supervised_label_cost,
                >(supervised_labels.eq_mul(label_price)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The supervised run's whole cost. Equation: `supervised_label_cost + supervised_compute`.
        #[inline]
        pub fn supervised_total(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_supervised_total(self.supervised_label_cost()?)
        }
        #[doc(hidden)]
        fn __eq_supervised_total(
            &self,
            supervised_label_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let supervised_compute = __Clone::clone(&self.supervised_compute);
            struct supervised_total {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    supervised_total,
                >(supervised_label_cost.eq_add(supervised_compute)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Labels of the semi-supervised run. Equation: `ssl_labels * label_price`.
        #[inline]
        pub fn ssl_label_cost(&self) -> __Result<Usd, __c::EvalError> {
            let ssl_labels = __Clone::clone(&self.ssl_labels);
            let label_price = __Clone::clone(&self.label_price);
            struct ssl_label_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    ssl_label_cost,
                >(ssl_labels.eq_mul(label_price)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The semi-supervised run's whole cost. Equation: `ssl_label_cost + ssl_compute`.
        #[inline]
        pub fn ssl_total(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_ssl_total(self.ssl_label_cost()?)
        }
        #[doc(hidden)]
        fn __eq_ssl_total(&self, ssl_label_cost: Usd) -> __Result<Usd, __c::EvalError> {
            let ssl_compute = __Clone::clone(&self.ssl_compute);
            struct ssl_total {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    ssl_total,
                >(ssl_label_cost.eq_add(ssl_compute)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Semi-supervised compute over supervised. Equation: `ssl_compute / supervised_compute`.
        #[inline]
        pub fn compute_multiple(&self) -> __Result<f64, __c::EvalError> {
            let ssl_compute = __Clone::clone(&self.ssl_compute);
            let supervised_compute = __Clone::clone(&self.supervised_compute);
            struct compute_multiple {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    compute_multiple,
                >(ssl_compute.eq_div(supervised_compute)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Supervised total over semi-supervised. Equation: `supervised_total / ssl_total`.
        #[inline]
        pub fn cost_reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_cost_reduction(self.supervised_total()?, self.ssl_total()?)
        }
        #[doc(hidden)]
        fn __eq_cost_reduction(
            &self,
            supervised_total: Usd,
            ssl_total: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct cost_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    cost_reduction,
                >(supervised_total.eq_div(ssl_total)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Supervised labels over semi-supervised. Equation: `supervised_labels / ssl_labels`.
        #[inline]
        pub fn label_reduction(&self) -> __Result<f64, __c::EvalError> {
            let supervised_labels = __Clone::clone(&self.supervised_labels);
            let ssl_labels = __Clone::clone(&self.ssl_labels);
            struct label_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    label_reduction,
                >(supervised_labels.eq_div(ssl_labels)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SemiSupervisedCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> SemiSupervisedCostValues<'_> {
            let supervised_label_cost = self.supervised_label_cost();
            let supervised_total = __c::after(
                (&supervised_label_cost,),
                |(v0,)| self.__eq_supervised_total(v0),
            );
            let ssl_label_cost = self.ssl_label_cost();
            let ssl_total = __c::after(
                (&ssl_label_cost,),
                |(v0,)| self.__eq_ssl_total(v0),
            );
            let compute_multiple = self.compute_multiple();
            let cost_reduction = __c::after(
                (&supervised_total, &ssl_total),
                |(v0, v1)| self.__eq_cost_reduction(v0, v1),
            );
            let label_reduction = self.label_reduction();
            SemiSupervisedCostValues {
                scenario: self,
                supervised_label_cost,
                supervised_total,
                ssl_label_cost,
                ssl_total,
                compute_multiple,
                cost_reduction,
                label_reduction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.label_price, &__INPUTS[0])?;
            __c::bounded_plain(&self.supervised_labels, &__INPUTS[1])?;
            __c::bounded(&self.supervised_compute, &__INPUTS[2])?;
            __c::bounded_plain(&self.ssl_labels, &__INPUTS[3])?;
            __c::bounded(&self.ssl_compute, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl SemiSupervisedCostBuilder {
        ///Sets `label_price`: Price of one label.
        #[must_use]
        pub fn label_price(mut self, value: Usd) -> Self {
            self.label_price = Some(value);
            self
        }
        ///Sets `supervised_labels`: Labels of the supervised run.
        #[must_use]
        pub fn supervised_labels(mut self, value: i64) -> Self {
            self.supervised_labels = Some(value);
            self
        }
        ///Sets `supervised_compute`: Compute of the supervised run.
        #[must_use]
        pub fn supervised_compute(mut self, value: Usd) -> Self {
            self.supervised_compute = Some(value);
            self
        }
        ///Sets `ssl_labels`: Labels of the semi-supervised run.
        #[must_use]
        pub fn ssl_labels(mut self, value: i64) -> Self {
            self.ssl_labels = Some(value);
            self
        }
        ///Sets `ssl_compute`: Compute of the semi-supervised run.
        #[must_use]
        pub fn ssl_compute(mut self, value: Usd) -> Self {
            self.ssl_compute = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SemiSupervisedCost, __c::InputError> {
            let scenario = SemiSupervisedCost {
                label_price: __c::given(self.label_price, "label_price")?,
                supervised_labels: __c::given(
                    self.supervised_labels,
                    "supervised_labels",
                )?,
                supervised_compute: __c::given(
                    self.supervised_compute,
                    "supervised_compute",
                )?,
                ssl_labels: __c::given(self.ssl_labels, "ssl_labels")?,
                ssl_compute: __c::given(self.ssl_compute, "ssl_compute")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SemiSupervisedCostBuilder {
        type Scenario = SemiSupervisedCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "label_price" => self.label_price = __c::set(value, &__INPUTS[0])?,
                "supervised_labels" => {
                    self.supervised_labels = __c::set(value, &__INPUTS[1])?;
                }
                "supervised_compute" => {
                    self.supervised_compute = __c::set(value, &__INPUTS[2])?;
                }
                "ssl_labels" => self.ssl_labels = __c::set(value, &__INPUTS[3])?,
                "ssl_compute" => self.ssl_compute = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SemiSupervisedCost, __c::InputError> {
            SemiSupervisedCostBuilder::build(self)
        }
    }
    impl<'a> SemiSupervisedCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SemiSupervisedCost {
            self.scenario
        }
    }
    impl __c::Scenario for SemiSupervisedCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SemiSupervisedCost",
            family: &SELECTION,
            summary: "A supervised baseline against a semi-supervised run that needs far fewer labels and more compute: labels plus compute, on both sides.",
            description: "",
            notes: __c::meta::Notes {
                equation: "total = labels × price + compute; cost reduction = supervised total ÷ semi-supervised total; label reduction = supervised labels ÷ semi-supervised labels",
                assumptions: &["Both reach the same accuracy."],
                rules: __RULES,
                excludes: &["The unlabeled data, assumed free."],
                derivation: &["Unit prices times counts, plus compute."],
            },
            examples: &[
                __c::meta::Example {
                    title: "FixMatch on 250 labels",
                    code: "// FixMatch on 250 labels\nuse mlsysim_data::selection::fix_match_cifar10_cost;\n\nlet s = fix_match_cifar10_cost()?;\nassert_eq!(s.label_reduction()?, 16.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SemiSupervisedCostBuilder;
        fn to_builder(&self) -> SemiSupervisedCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.label_price,
                    &self.supervised_labels,
                    &self.supervised_compute,
                    &self.ssl_labels,
                    &self.ssl_compute,
                ],
                &[
                    &values.supervised_label_cost,
                    &values.supervised_total,
                    &values.ssl_label_cost,
                    &values.ssl_total,
                    &values.compute_multiple,
                    &values.cost_reduction,
                    &values.label_reduction,
                ],
            )
        }
    }
    __c::glue!(SemiSupervisedCost);
};
