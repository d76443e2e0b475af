/**Cost per request of one rented accelerator serving batches back to back, by batch size.

The accelerator's service follows a BatchingKnee: batches of B take S(B) = t₀ + B·t_req and
run back to back, so it serves B ÷ S(B) requests a second and a million requests cost the
hourly price over that rate, times a million. The first and the last listed batch sizes are
compared: how many times cheaper the last one serves, and how much longer its batch takes.

# Equation

cost per million(B) = price ÷ (B ÷ S(B)) × 10⁶; ratio = cost(first) ÷ cost(last); added time = S(last) − S(first)

# Assumptions

- The accelerator is rented for every hour and kept saturated with full batches.
- The comparison is between the first and the last batch size listed, in the order given (not the smallest and the largest).
- The price is above zero.

# Rules across inputs

- `batch_sizes` lists at least one batch size (`!batch_sizes.is_empty()`)

# Excludes

- The wait for a batch to fill, and idle time when traffic is below the saturated rate.

# Derivation

- An hour at price p serves 3600·B ÷ S(B) requests, so one request costs p·S(B) ÷ (3600·B).

# Examples

```rust
// Batch 8 serves ResNet-50 7.5 times cheaper than batch 1
use mlsysim_serving::one_machine::resnet50_batch_one_versus_eight_cost_h100;

let s = resnet50_batch_one_versus_eight_cost_h100()?;
assert!((s.cost_ratio()? - 7.5103327975359475).abs() < 1e-9);
assert!(s.added_time()?.value < 0.001);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchServingCost {
    ///The accelerator's batch service time, as a BatchingKnee preset or its inputs.
    pub service: BatchingKnee,
    ///Hourly price of the accelerator. *Shown in `USD_PER_HOUR`; allowed > 0.*
    pub price: MoneyRate,
    ///Batch sizes to compare; the first against the last. *Allowed >= 1.*
    pub batch_sizes: Vec<i64>,
}
///Builds a [`BatchServingCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BatchServingCostBuilder {
    service: ::core::option::Option<BatchingKnee>,
    price: ::core::option::Option<MoneyRate>,
    batch_sizes: ::core::option::Option<Vec<i64>>,
}
///Every property of a [`BatchServingCost`], each computed once (see [`BatchServingCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchServingCostValues<'a> {
    scenario: &'a BatchServingCost,
    ///Cost per request at the first batch size over the cost at the last.
    pub cost_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Service time of the last batch size beyond the first's.
    pub added_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "service",
            ty: "BatchingKnee",
            doc: "The accelerator's batch service time, as a BatchingKnee preset or its inputs.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "price",
            ty: "MoneyRate",
            doc: "Hourly price of the accelerator.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_sizes",
            ty: "Vec<i64>",
            doc: "Batch sizes to compare; the first against the last.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "cost_ratio",
            doc: "Cost per request at the first batch size over the cost at the last.",
            equation: "{\n    let first = batch_sizes[0];\n    let last = batch_sizes[len(&batch_sizes) - 1];\n    cost_per_million(first) / cost_per_million(last)\n}",
            result_type: "f64",
            depends_on: &["batch_sizes"],
            calls: &["len"],
            template: "{{\n    let first = {#0 batch_sizes[0]};\n    let last = {#1 batch_sizes[len(&batch_sizes) - 1]};\n    cost_per_million(first) / cost_per_million(last)\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "added_time",
            doc: "Service time of the last batch size beyond the first's.",
            equation: "{\n    let first = batch_sizes[0];\n    let last = batch_sizes[len(&batch_sizes) - 1];\n    service.service_time(last) - service.service_time(first)\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["batch_sizes", "service"],
            reaches: &[("service", "service_time")],
            calls: &["len"],
            template: "{{\n    let first = {#0 batch_sizes[0]};\n    let last = {#1 batch_sizes[len(&batch_sizes) - 1]};\n    {service}.service_time(last) - {service}.service_time(first)\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "cost_per_million",
            kind: __c::MemberKind::Method,
            doc: "Cost of a million requests served in batches of `batch_size`.",
            equation: "price_per_request(price, service.throughput(batch_size)) * 1e6",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["price", "service"],
            reaches: &[("service", "throughput")],
            calls: &["price_per_request"],
            template: "price_per_request({price}, {#0 service.throughput(batch_size)}) * 1e6",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`batch_sizes` lists at least one batch size",
            condition: "!batch_sizes.is_empty()",
            inputs: &["batch_sizes"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl BatchServingCost {
        ///Starts a [`BatchServingCostBuilder`]; required inputs must be set before [`BatchServingCostBuilder::build`].
        #[must_use]
        pub fn builder() -> BatchServingCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BatchServingCostBuilder {
            BatchServingCostBuilder {
                service: Some(__Clone::clone(&self.service)),
                price: Some(__Clone::clone(&self.price)),
                batch_sizes: Some(__Clone::clone(&self.batch_sizes)),
            }
        }
        ///Cost of a million requests served in batches of `batch_size`. Equation: `price_per_request(price, service.throughput(batch_size)) * 1e6`.
        #[inline]
        pub fn cost_per_million(
            &self,
            batch_size: i64,
        ) -> __Result<Usd, __c::EvalError> {
            __c::argument(&batch_size, "cost_per_million", &(&__METHODS[0]).args[0])?;
            let price = __Clone::clone(&self.price);
            let service = __Clone::clone(&self.service);
            struct cost_per_million {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost_per_million,
                >(
                    ::mlsysim_core::equation::price_per_request(
                            price,
                            service.throughput(batch_size)?,
                        )?
                        .eq_mul(1e6)?,
                ))(),
                &__METHODS[0],
            )
        }
        /**Cost per request at the first batch size over the cost at the last.

Equation:

```text
{
    let first = batch_sizes[0];
    let last = batch_sizes[len(&batch_sizes) - 1];
    cost_per_million(first) / cost_per_million(last)
}
```
*/
        #[inline]
        pub fn cost_ratio(&self) -> __Result<f64, __c::EvalError> {
            let batch_sizes = __Clone::clone(&self.batch_sizes);
            let cost_per_million = |batch_size: i64| self.cost_per_million(batch_size);
            struct cost_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    cost_ratio,
                >({
                    let first = ::mlsysim_core::equation::at(&batch_sizes, &0i64)?;
                    let last = ::mlsysim_core::equation::at(
                        &batch_sizes,
                        &::mlsysim_core::equation::len(&batch_sizes).eq_sub(1i64)?,
                    )?;
                    cost_per_million(first)?.eq_div(cost_per_million(last)?)?
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**Service time of the last batch size beyond the first's.

Equation:

```text
{
    let first = batch_sizes[0];
    let last = batch_sizes[len(&batch_sizes) - 1];
    service.service_time(last) - service.service_time(first)
}
```
*/
        #[inline]
        pub fn added_time(&self) -> __Result<Time, __c::EvalError> {
            let batch_sizes = __Clone::clone(&self.batch_sizes);
            let service = __Clone::clone(&self.service);
            struct added_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    added_time,
                >({
                    let first = ::mlsysim_core::equation::at(&batch_sizes, &0i64)?;
                    let last = ::mlsysim_core::equation::at(
                        &batch_sizes,
                        &::mlsysim_core::equation::len(&batch_sizes).eq_sub(1i64)?,
                    )?;
                    service.service_time(last)?.eq_sub(service.service_time(first)?)?
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BatchServingCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> BatchServingCostValues<'_> {
            let cost_ratio = self.cost_ratio();
            let added_time = self.added_time();
            BatchServingCostValues {
                scenario: self,
                cost_ratio,
                added_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.service, &__INPUTS[0])?;
            __c::bounded(&self.price, &__INPUTS[1])?;
            __c::bounded_plain(&self.batch_sizes, &__INPUTS[2])?;
            {
                let batch_sizes = __Clone::clone(&self.batch_sizes);
                __c::rule(
                    !batch_sizes.is_empty(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.batch_sizes],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_cost_per_million(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.cost_per_million(__Clone::clone(&batch_size)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let service = __Clone::clone(& self.service); let batch_size =
                    __Clone::clone(& batch_size); let part = service
                    .throughput(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "price_per_request", args :
                    ::std::vec![__c::Operand::Name("price"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let service = __Clone::clone(& self.service); let batch_size =
                    __Clone::clone(& batch_size); let part = service
                    .throughput(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_cost_ratio(&self) -> __c::Parts {
            __c::traced(
                self.cost_ratio(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_sizes = __Clone::clone(& self.batch_sizes); let part =
                    ::mlsysim_core::equation::at(& batch_sizes, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let batch_sizes = __Clone::clone(& self.batch_sizes); let part =
                    ::mlsysim_core::equation::at(& batch_sizes, &
                    ::mlsysim_core::equation::len(& batch_sizes).eq_sub(1i64) ?) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_added_time(&self) -> __c::Parts {
            __c::traced(
                self.added_time(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_sizes = __Clone::clone(& self.batch_sizes); let part =
                    ::mlsysim_core::equation::at(& batch_sizes, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let batch_sizes = __Clone::clone(& self.batch_sizes); let part =
                    ::mlsysim_core::equation::at(& batch_sizes, &
                    ::mlsysim_core::equation::len(& batch_sizes).eq_sub(1i64) ?) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl BatchServingCostBuilder {
        ///Sets `service`: The accelerator's batch service time, as a BatchingKnee preset or its inputs.
        #[must_use]
        pub fn service(mut self, value: BatchingKnee) -> Self {
            self.service = Some(value);
            self
        }
        ///Sets `price`: Hourly price of the accelerator.
        #[must_use]
        pub fn price(mut self, value: MoneyRate) -> Self {
            self.price = Some(value);
            self
        }
        ///Sets `batch_sizes`: Batch sizes to compare; the first against the last.
        #[must_use]
        pub fn batch_sizes(mut self, value: Vec<i64>) -> Self {
            self.batch_sizes = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BatchServingCost, __c::InputError> {
            let scenario = BatchServingCost {
                service: __c::given(self.service, "service")?,
                price: __c::given(self.price, "price")?,
                batch_sizes: __c::given(self.batch_sizes, "batch_sizes")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BatchServingCostBuilder {
        type Scenario = BatchServingCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "service" => self.service = __c::set(value, &__INPUTS[0])?,
                "price" => self.price = __c::set(value, &__INPUTS[1])?,
                "batch_sizes" => self.batch_sizes = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BatchServingCost, __c::InputError> {
            BatchServingCostBuilder::build(self)
        }
    }
    impl<'a> BatchServingCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BatchServingCost {
            self.scenario
        }
        ///[`BatchServingCost::cost_per_million`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn cost_per_million(
            &self,
            batch_size: i64,
        ) -> __Result<Usd, __c::EvalError> {
            self.scenario.cost_per_million(batch_size)
        }
    }
    impl __c::Scenario for BatchServingCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BatchServingCost",
            family: &ONE_MACHINE,
            summary: "Cost per request of one rented accelerator serving batches back to back, by batch size.",
            description: "The accelerator's service follows a BatchingKnee: batches of B take S(B) = t₀ + B·t_req and\nrun back to back, so it serves B ÷ S(B) requests a second and a million requests cost the\nhourly price over that rate, times a million. The first and the last listed batch sizes are\ncompared: how many times cheaper the last one serves, and how much longer its batch takes.",
            notes: __c::meta::Notes {
                equation: "cost per million(B) = price ÷ (B ÷ S(B)) × 10⁶; ratio = cost(first) ÷ cost(last); added time = S(last) − S(first)",
                assumptions: &[
                    "The accelerator is rented for every hour and kept saturated with full batches.",
                    "The comparison is between the first and the last batch size listed, in the order given (not the smallest and the largest).",
                    "The price is above zero.",
                ],
                rules: __RULES,
                excludes: &[
                    "The wait for a batch to fill, and idle time when traffic is below the saturated rate.",
                ],
                derivation: &[
                    "An hour at price p serves 3600·B ÷ S(B) requests, so one request costs p·S(B) ÷ (3600·B).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Batch 8 serves ResNet-50 7.5 times cheaper than batch 1",
                    code: "// Batch 8 serves ResNet-50 7.5 times cheaper than batch 1\nuse mlsysim_serving::one_machine::resnet50_batch_one_versus_eight_cost_h100;\n\nlet s = resnet50_batch_one_versus_eight_cost_h100()?;\nassert!((s.cost_ratio()? - 7.5103327975359475).abs() < 1e-9);\nassert!(s.added_time()?.value < 0.001);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BatchServingCostBuilder;
        fn to_builder(&self) -> BatchServingCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.service, &self.price, &self.batch_sizes],
                &[&values.cost_ratio, &values.added_time],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "cost_per_million" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.cost_per_million(a0), &__METHODS[0])
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
                "cost_per_million" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_cost_per_million(a0)),
                    )
                }
                "cost_ratio" => Some(Ok(self.__explain_cost_ratio())),
                "added_time" => Some(Ok(self.__explain_added_time())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "service" => (&__c::explain::Held(&self.service)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "batch_sizes" => {
                    __c::samples(&self.batch_sizes, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(BatchServingCost);
};
