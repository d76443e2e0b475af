/**Cost per request of instance types priced by the hour, and how many small instances buy the capacity of one large one.

Each instance type has an hourly price and the request rate it sustains when saturated. A
million requests cost the price over the rate, times a million. Against a small type, a
large one is worth its price when it serves at least the price ratio times the small type's
rate; the small instances one large instance's price buys (strictly cheaper) serve that many
times the small rate.

# Equation

cost per million = price ÷ rate × 10⁶; ratio = price_large ÷ price_small; break-even rate = ratio × rate_small; n = ⌈ratio⌉ − 1 small instances cost less than one large

# Assumptions

- Every instance runs saturated at its stated rate for the whole hour it is paid for.

# Rules across inputs

- `prices` and `rates` name the same instance types in the same order (`prices.names().eq(rates.names())`)
- `small` and `large` are each one of the instance types (`prices.get(&small).is_some() && prices.get(&large).is_some()`)
- `small` and `large` are two different instance types (`small != large`)

# Excludes

- Idle time, autoscaling delays and the cost of moving traffic between instance types.

# Derivation

- An instance serving r requests a second for an hour at price p per hour pays p ÷ (3600·r) a request.

# Examples

```rust
// A million ResNet-50 requests on three instance types
use mlsysim_serving::one_machine::resnet50_cloud_instance_cost;

let s = resnet50_cloud_instance_cost()?;
assert_eq!(s.small_within_large_price()?, 7);
assert!(s.cost_per_million("H100".into())? < s.cost_per_million("CPU".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingInstanceCost {
    ///Hourly price of each instance type. *Shown in `USD_PER_HOUR`; allowed > 0.*
    pub prices: Named<MoneyRate>,
    ///Requests a second each instance type sustains when saturated. *Shown in `PER_SECOND`; allowed > 0.*
    pub rates: Named<Frequency>,
    ///The smaller instance type compared.
    pub small: String,
    ///The larger instance type compared.
    pub large: String,
}
///Builds a [`ServingInstanceCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ServingInstanceCostBuilder {
    prices: ::core::option::Option<Named<MoneyRate>>,
    rates: ::core::option::Option<Named<Frequency>>,
    small: ::core::option::Option<String>,
    large: ::core::option::Option<String>,
}
///Every property of a [`ServingInstanceCost`], each computed once (see [`ServingInstanceCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingInstanceCostValues<'a> {
    scenario: &'a ServingInstanceCost,
    ///Price of the large type over the small one.
    pub price_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Rate at which the large type's price buys the same capacity of small instances.
    pub breakeven_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Small instances that cost strictly less than one large instance.
    pub small_within_large_price: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Rate of that many small instances together.
    pub small_fleet_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "prices",
            ty: "Named<MoneyRate>",
            doc: "Hourly price of each instance type.",
            label: {
                __c::units::unit_for::<
                    Named<MoneyRate>,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rates",
            ty: "Named<Frequency>",
            doc: "Requests a second each instance type sustains when saturated.",
            label: {
                __c::units::unit_for::<
                    Named<Frequency>,
                    _,
                >(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small",
            ty: "String",
            doc: "The smaller instance type compared.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "large",
            ty: "String",
            doc: "The larger instance type compared.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "price_ratio",
            doc: "Price of the large type over the small one.",
            equation: "prices[large] / prices[small]",
            result_type: "f64",
            depends_on: &["prices", "large", "small"],
            template: "{#0 prices[large]} / {#1 prices[small]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "breakeven_rate",
            doc: "Rate at which the large type's price buys the same capacity of small instances.",
            equation: "price_ratio * rates[small]",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["rates", "small", "price_ratio"],
            template: "{price_ratio} * {#0 rates[small]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_within_large_price",
            doc: "Small instances that cost strictly less than one large instance.",
            equation: "ceil(price_ratio) - 1",
            result_type: "i64",
            depends_on: &["price_ratio"],
            calls: &["ceil"],
            template: "ceil({price_ratio}) - 1",
            named_calls: "ceil(price_ratio)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_fleet_rate",
            doc: "Rate of that many small instances together.",
            equation: "small_within_large_price * rates[small]",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["rates", "small", "small_within_large_price"],
            template: "{small_within_large_price} * {#0 rates[small]}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "cost_per_million",
            kind: __c::MemberKind::Method,
            doc: "Cost of a million requests on instance type `name`.",
            equation: "price_per_request(prices[name], rates[name]) * 1e6",
            args: &[
                __c::ArgInfo {
                    name: "name",
                    ty: "String",
                    samples: &[__c::Sample::From("prices")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["prices", "rates"],
            calls: &["price_per_request"],
            template: "price_per_request({#0 prices[name]}, {#1 rates[name]}) * 1e6",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "requests_per_hour",
            kind: __c::MemberKind::Method,
            doc: "Requests one hour of instance type `name` serves.",
            equation: "rates[name] * hours(1.0)",
            args: &[
                __c::ArgInfo {
                    name: "name",
                    ty: "String",
                    samples: &[__c::Sample::From("prices")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["rates"],
            calls: &["hours"],
            template: "{#0 rates[name]} * hours(1.0)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`prices` and `rates` name the same instance types in the same order",
            condition: "prices.names().eq(rates.names())",
            inputs: &["prices", "rates"],
        },
        __c::RuleInfo {
            text: "`small` and `large` are each one of the instance types",
            condition: "prices.get(&small).is_some() && prices.get(&large).is_some()",
            inputs: &["small", "large", "prices"],
        },
        __c::RuleInfo {
            text: "`small` and `large` are two different instance types",
            condition: "small != large",
            inputs: &["small", "large"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ServingInstanceCost {
        ///Starts a [`ServingInstanceCostBuilder`]; required inputs must be set before [`ServingInstanceCostBuilder::build`].
        #[must_use]
        pub fn builder() -> ServingInstanceCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ServingInstanceCostBuilder {
            ServingInstanceCostBuilder {
                prices: Some(__Clone::clone(&self.prices)),
                rates: Some(__Clone::clone(&self.rates)),
                small: Some(__Clone::clone(&self.small)),
                large: Some(__Clone::clone(&self.large)),
            }
        }
        ///Cost of a million requests on instance type `name`. Equation: `price_per_request(prices[name], rates[name]) * 1e6`.
        #[inline]
        pub fn cost_per_million(&self, name: String) -> __Result<Usd, __c::EvalError> {
            let prices = __Clone::clone(&self.prices);
            let rates = __Clone::clone(&self.rates);
            struct cost_per_million {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost_per_million,
                >(
                    ::mlsysim_core::equation::price_per_request(
                            ::mlsysim_core::equation::at(&prices, &name)?,
                            ::mlsysim_core::equation::at(&rates, &name)?,
                        )?
                        .eq_mul(1e6)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Requests one hour of instance type `name` serves. Equation: `rates[name] * hours(1.0)`.
        #[inline]
        pub fn requests_per_hour(&self, name: String) -> __Result<f64, __c::EvalError> {
            let rates = __Clone::clone(&self.rates);
            struct requests_per_hour {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    requests_per_hour,
                >(
                    ::mlsysim_core::equation::at(&rates, &name)?
                        .eq_mul(::mlsysim_core::equation::hours(1.0))?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Price of the large type over the small one. Equation: `prices[large] / prices[small]`.
        #[inline]
        pub fn price_ratio(&self) -> __Result<f64, __c::EvalError> {
            let prices = __Clone::clone(&self.prices);
            let large = __Clone::clone(&self.large);
            let small = __Clone::clone(&self.small);
            struct price_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    price_ratio,
                >(
                    ::mlsysim_core::equation::at(&prices, &large)?
                        .eq_div(::mlsysim_core::equation::at(&prices, &small)?)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Rate at which the large type's price buys the same capacity of small instances. Equation: `price_ratio * rates[small]`.
        #[inline]
        pub fn breakeven_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_breakeven_rate(self.price_ratio()?)
        }
        #[doc(hidden)]
        fn __eq_breakeven_rate(
            &self,
            price_ratio: f64,
        ) -> __Result<Frequency, __c::EvalError> {
            let rates = __Clone::clone(&self.rates);
            let small = __Clone::clone(&self.small);
            struct breakeven_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    breakeven_rate,
                >(price_ratio.eq_mul(::mlsysim_core::equation::at(&rates, &small)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Small instances that cost strictly less than one large instance. Equation: `ceil(price_ratio) - 1`.
        #[inline]
        pub fn small_within_large_price(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_small_within_large_price(self.price_ratio()?)
        }
        #[doc(hidden)]
        fn __eq_small_within_large_price(
            &self,
            price_ratio: f64,
        ) -> __Result<i64, __c::EvalError> {
            struct small_within_large_price {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    small_within_large_price,
                >(::mlsysim_core::equation::ceil(price_ratio)?.eq_sub(1i64)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Rate of that many small instances together. Equation: `small_within_large_price * rates[small]`.
        #[inline]
        pub fn small_fleet_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_small_fleet_rate(self.small_within_large_price()?)
        }
        #[doc(hidden)]
        fn __eq_small_fleet_rate(
            &self,
            small_within_large_price: i64,
        ) -> __Result<Frequency, __c::EvalError> {
            let rates = __Clone::clone(&self.rates);
            let small = __Clone::clone(&self.small);
            struct small_fleet_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    small_fleet_rate,
                >(
                    small_within_large_price
                        .eq_mul(::mlsysim_core::equation::at(&rates, &small)?)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ServingInstanceCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> ServingInstanceCostValues<'_> {
            let price_ratio = self.price_ratio();
            let breakeven_rate = __c::after(
                (&price_ratio,),
                |(v0,)| self.__eq_breakeven_rate(v0),
            );
            let small_within_large_price = __c::after(
                (&price_ratio,),
                |(v0,)| self.__eq_small_within_large_price(v0),
            );
            let small_fleet_rate = __c::after(
                (&small_within_large_price,),
                |(v0,)| self.__eq_small_fleet_rate(v0),
            );
            ServingInstanceCostValues {
                scenario: self,
                price_ratio,
                breakeven_rate,
                small_within_large_price,
                small_fleet_rate,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.prices, &__INPUTS[0])?;
            __c::bounded(&self.rates, &__INPUTS[1])?;
            __c::finite(&self.small, &__INPUTS[2])?;
            __c::finite(&self.large, &__INPUTS[3])?;
            {
                let prices = __Clone::clone(&self.prices);
                let rates = __Clone::clone(&self.rates);
                __c::rule(
                    prices.names().eq(rates.names()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.prices, &self.rates],
                )?;
            }
            {
                let prices = __Clone::clone(&self.prices);
                let small = __Clone::clone(&self.small);
                let large = __Clone::clone(&self.large);
                __c::rule(
                    prices.get(&small).is_some() && prices.get(&large).is_some(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.small, &self.large, &self.prices],
                )?;
            }
            {
                let small = __Clone::clone(&self.small);
                let large = __Clone::clone(&self.large);
                __c::rule(
                    small != large,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.small, &self.large],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_cost_per_million(&self, name: String) -> __c::Parts {
            __c::traced(
                self.cost_per_million(__Clone::clone(&name)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let prices = __Clone::clone(& self.prices); let name =
                    __Clone::clone(& name); let part = ::mlsysim_core::equation::at(&
                    prices, & name) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let rates = __Clone::clone(& self.rates); let name
                    = __Clone::clone(& name); let part = ::mlsysim_core::equation::at(&
                    rates, & name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "price_per_request", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let prices =
                    __Clone::clone(& self.prices); let name = __Clone::clone(& name); let
                    part = ::mlsysim_core::equation::at(& prices, & name) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let rates = __Clone::clone(& self
                    .rates); let name = __Clone::clone(& name); let part =
                    ::mlsysim_core::equation::at(& rates, & name) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_requests_per_hour(&self, name: String) -> __c::Parts {
            __c::traced(
                self.requests_per_hour(__Clone::clone(&name)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let rates = __Clone::clone(& self.rates); let name =
                    __Clone::clone(& name); let part = ::mlsysim_core::equation::at(&
                    rates, & name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_price_ratio(&self) -> __c::Parts {
            __c::traced(
                self.price_ratio(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let prices = __Clone::clone(& self.prices); let large =
                    __Clone::clone(& self.large); let part =
                    ::mlsysim_core::equation::at(& prices, & large) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let prices = __Clone::clone(& self.prices); let small =
                    __Clone::clone(& self.small); let part =
                    ::mlsysim_core::equation::at(& prices, & small) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_breakeven_rate(&self) -> __c::Parts {
            __c::traced(
                self.breakeven_rate(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let rates = __Clone::clone(& self.rates); let small =
                    __Clone::clone(& self.small); let part =
                    ::mlsysim_core::equation::at(& rates, & small) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_small_fleet_rate(&self) -> __c::Parts {
            __c::traced(
                self.small_fleet_rate(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let rates = __Clone::clone(& self.rates); let small =
                    __Clone::clone(& self.small); let part =
                    ::mlsysim_core::equation::at(& rates, & small) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ServingInstanceCostBuilder {
        ///Sets `prices`: Hourly price of each instance type.
        #[must_use]
        pub fn prices(mut self, value: Named<MoneyRate>) -> Self {
            self.prices = Some(value);
            self
        }
        ///Sets `rates`: Requests a second each instance type sustains when saturated.
        #[must_use]
        pub fn rates(mut self, value: Named<Frequency>) -> Self {
            self.rates = Some(value);
            self
        }
        ///Sets `small`: The smaller instance type compared.
        #[must_use]
        pub fn small(mut self, value: String) -> Self {
            self.small = Some(value);
            self
        }
        ///Sets `large`: The larger instance type compared.
        #[must_use]
        pub fn large(mut self, value: String) -> Self {
            self.large = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ServingInstanceCost, __c::InputError> {
            let scenario = ServingInstanceCost {
                prices: __c::given(self.prices, "prices")?,
                rates: __c::given(self.rates, "rates")?,
                small: __c::given(self.small, "small")?,
                large: __c::given(self.large, "large")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ServingInstanceCostBuilder {
        type Scenario = ServingInstanceCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "prices" => self.prices = __c::set(value, &__INPUTS[0])?,
                "rates" => self.rates = __c::set(value, &__INPUTS[1])?,
                "small" => self.small = __c::set(value, &__INPUTS[2])?,
                "large" => self.large = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ServingInstanceCost, __c::InputError> {
            ServingInstanceCostBuilder::build(self)
        }
    }
    impl<'a> ServingInstanceCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ServingInstanceCost {
            self.scenario
        }
        ///[`ServingInstanceCost::cost_per_million`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn cost_per_million(&self, name: String) -> __Result<Usd, __c::EvalError> {
            self.scenario.cost_per_million(name)
        }
        ///[`ServingInstanceCost::requests_per_hour`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn requests_per_hour(&self, name: String) -> __Result<f64, __c::EvalError> {
            self.scenario.requests_per_hour(name)
        }
    }
    impl __c::Scenario for ServingInstanceCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ServingInstanceCost",
            family: &ONE_MACHINE,
            summary: "Cost per request of instance types priced by the hour, and how many small instances buy the capacity of one large one.",
            description: "Each instance type has an hourly price and the request rate it sustains when saturated. A\nmillion requests cost the price over the rate, times a million. Against a small type, a\nlarge one is worth its price when it serves at least the price ratio times the small type's\nrate; the small instances one large instance's price buys (strictly cheaper) serve that many\ntimes the small rate.",
            notes: __c::meta::Notes {
                equation: "cost per million = price ÷ rate × 10⁶; ratio = price_large ÷ price_small; break-even rate = ratio × rate_small; n = ⌈ratio⌉ − 1 small instances cost less than one large",
                assumptions: &[
                    "Every instance runs saturated at its stated rate for the whole hour it is paid for.",
                ],
                rules: __RULES,
                excludes: &[
                    "Idle time, autoscaling delays and the cost of moving traffic between instance types.",
                ],
                derivation: &[
                    "An instance serving r requests a second for an hour at price p per hour pays p ÷ (3600·r) a request.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A million ResNet-50 requests on three instance types",
                    code: "// A million ResNet-50 requests on three instance types\nuse mlsysim_serving::one_machine::resnet50_cloud_instance_cost;\n\nlet s = resnet50_cloud_instance_cost()?;\nassert_eq!(s.small_within_large_price()?, 7);\nassert!(s.cost_per_million(\"H100\".into())? < s.cost_per_million(\"CPU\".into())?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ServingInstanceCostBuilder;
        fn to_builder(&self) -> ServingInstanceCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.prices, &self.rates, &self.small, &self.large],
                &[
                    &values.price_ratio,
                    &values.breakeven_rate,
                    &values.small_within_large_price,
                    &values.small_fleet_rate,
                ],
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
                "requests_per_hour" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.requests_per_hour(a0), &__METHODS[1])
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
                "requests_per_hour" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_requests_per_hour(a0)),
                    )
                }
                "price_ratio" => Some(Ok(self.__explain_price_ratio())),
                "breakeven_rate" => Some(Ok(self.__explain_breakeven_rate())),
                "small_fleet_rate" => Some(Ok(self.__explain_small_fleet_rate())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "prices" => {
                    __c::samples(
                        &self.prices,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::USD_PER_HOUR.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(ServingInstanceCost);
};
