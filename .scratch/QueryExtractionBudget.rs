/**What copying a model through its priced API costs an extractor who needs a given number of answers, under three billing regimes: pay per query, a paid tier capped at a daily quota, and a lifetime allowance per principal after which every query is billed per query.

The tier's fee a day, a private helper of the reference, is the property `tier_fee_per_day`.

# Equation

per query = q × price; tier = q ÷ quota × (tier price ÷ period); lifetime = tier(min(q, allowance)) + per query(max(q − allowance, 0))

# Assumptions

- The extractor uses one principal and fills the daily quota every day.
- The tier's fee accrues day by day over the days of collection.

# Excludes

- Detection of the extraction, and the extractor's own compute.

# Derivation

- Each regime's price applied to the answers the extraction needs.

# Examples

```rust
// Five million answers take 500 days on a capped tier
use mlsysim_fleet::security::res_net50_api_extraction_budget;

let s = res_net50_api_extraction_budget()?;
assert_eq!(s.collection_days()?.value, 500.0 * 86_400.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QueryExtractionBudget {
    ///What training the victim model cost. *Shown in `USD`; allowed > 0.*
    pub training_cost: Usd,
    ///Answers the extraction needs for its target fidelity. *Allowed >= 0.*
    pub extraction_queries: f64,
    ///Agreement with the victim the extractor aims for. *Allowed [0.0, 1.0].*
    pub target_fidelity: f64,
    ///Price of one query, pay as you go. *Shown in `USD`; allowed >= 0.*
    pub price_per_query: Usd,
    ///Price of the paid tier per billing period. *Shown in `USD`; allowed >= 0.*
    pub tier_price: Usd,
    ///Queries a day the paid tier allows. *Shown in `PER_DAY`; allowed > 0.*
    pub tier_daily_quota: Frequency,
    ///The tier's billing period. *Shown in `DAY`; allowed > 0.*
    pub billing_period: Time,
    ///Queries a principal may make before every query is billed per query. *Allowed >= 0.*
    pub lifetime_allowance: f64,
}
///Builds a [`QueryExtractionBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct QueryExtractionBudgetBuilder {
    training_cost: ::core::option::Option<Usd>,
    extraction_queries: ::core::option::Option<f64>,
    target_fidelity: ::core::option::Option<f64>,
    price_per_query: ::core::option::Option<Usd>,
    tier_price: ::core::option::Option<Usd>,
    tier_daily_quota: ::core::option::Option<Frequency>,
    billing_period: ::core::option::Option<Time>,
    lifetime_allowance: ::core::option::Option<f64>,
}
///Every property of a [`QueryExtractionBudget`], each computed once (see [`QueryExtractionBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QueryExtractionBudgetValues<'a> {
    scenario: &'a QueryExtractionBudget,
    ///The tier's fee, a day.
    pub tier_fee_per_day: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
    ///Days the tier's quota takes to deliver every answer needed.
    pub collection_days: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Every answer needed, paid per query.
    pub full_set_pay_per_query: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Every answer needed, on the capped tier.
    pub full_set_tier: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Tier fees up to the lifetime allowance.
    pub allowance_fees: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The answers past the allowance, paid per query.
    pub overage_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Every answer needed, under the lifetime allowance.
    pub full_set_lifetime: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The capped tier's cost as a share of the victim's training cost.
    pub tier_share_of_training: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "training_cost",
            ty: "Usd",
            doc: "What training the victim model cost.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "extraction_queries",
            ty: "f64",
            doc: "Answers the extraction needs for its target fidelity.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "target_fidelity",
            ty: "f64",
            doc: "Agreement with the victim the extractor aims for.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "price_per_query",
            ty: "Usd",
            doc: "Price of one query, pay as you go.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tier_price",
            ty: "Usd",
            doc: "Price of the paid tier per billing period.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tier_daily_quota",
            ty: "Frequency",
            doc: "Queries a day the paid tier allows.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "billing_period",
            ty: "Time",
            doc: "The tier's billing period.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "lifetime_allowance",
            ty: "f64",
            doc: "Queries a principal may make before every query is billed per query.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "tier_fee_per_day",
            doc: "The tier's fee, a day.",
            equation: "tier_price / billing_period",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_DAY);
                __c::units::label(&::mlsysim_core::units::USD_PER_DAY)
            },
            depends_on: &["tier_price", "billing_period"],
            template: "{tier_price} / {billing_period}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "collection_days",
            doc: "Days the tier's quota takes to deliver every answer needed.",
            equation: "tier_days(extraction_queries)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            depends_on: &["extraction_queries"],
            template: "{#0 tier_days(extraction_queries)}",
            named_calls: "tier_days(extraction_queries)",
            operation: "result of `tier_days`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_set_pay_per_query",
            doc: "Every answer needed, paid per query.",
            equation: "pay_per_query_cost(extraction_queries)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["extraction_queries"],
            template: "{#0 pay_per_query_cost(extraction_queries)}",
            named_calls: "pay_per_query_cost(extraction_queries)",
            operation: "result of `pay_per_query_cost`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_set_tier",
            doc: "Every answer needed, on the capped tier.",
            equation: "tier_cost(extraction_queries)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["extraction_queries"],
            template: "{#0 tier_cost(extraction_queries)}",
            named_calls: "tier_cost(extraction_queries)",
            operation: "result of `tier_cost`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "allowance_fees",
            doc: "Tier fees up to the lifetime allowance.",
            equation: "tier_cost(lifetime_allowance)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["lifetime_allowance"],
            template: "{#0 tier_cost(lifetime_allowance)}",
            named_calls: "tier_cost(lifetime_allowance)",
            operation: "result of `tier_cost`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overage_cost",
            doc: "The answers past the allowance, paid per query.",
            equation: "pay_per_query_cost(max(extraction_queries - lifetime_allowance, 0.0))",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["extraction_queries", "lifetime_allowance"],
            calls: &["max"],
            template: "{#0 pay_per_query_cost(max(extraction_queries - lifetime_allowance, 0.0))}",
            operation: "result of `pay_per_query_cost`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_set_lifetime",
            doc: "Every answer needed, under the lifetime allowance.",
            equation: "lifetime_cost(extraction_queries)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["extraction_queries"],
            template: "{#0 lifetime_cost(extraction_queries)}",
            named_calls: "lifetime_cost(extraction_queries)",
            operation: "result of `lifetime_cost`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tier_share_of_training",
            doc: "The capped tier's cost as a share of the victim's training cost.",
            equation: "full_set_tier / training_cost",
            result_type: "f64",
            depends_on: &["training_cost", "full_set_tier"],
            template: "{full_set_tier} / {training_cost}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "tier_days",
            kind: __c::MemberKind::Method,
            doc: "Days the tier's quota takes to deliver `queries` answers.",
            equation: "queries / tier_daily_quota",
            args: &[
                __c::ArgInfo {
                    name: "queries",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("extraction_queries"),
                        __c::Sample::From("lifetime_allowance"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            depends_on: &["tier_daily_quota"],
            template: "{queries} / {tier_daily_quota}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pay_per_query_cost",
            kind: __c::MemberKind::Method,
            doc: "`queries` answers paid per query.",
            equation: "queries * price_per_query",
            args: &[
                __c::ArgInfo {
                    name: "queries",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("extraction_queries"),
                        __c::Sample::From("lifetime_allowance"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["price_per_query"],
            template: "{queries} * {price_per_query}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tier_cost",
            kind: __c::MemberKind::Method,
            doc: "`queries` answers on the capped tier: its fee for every day of collection.",
            equation: "tier_days(queries) * tier_fee_per_day",
            args: &[
                __c::ArgInfo {
                    name: "queries",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("extraction_queries"),
                        __c::Sample::From("lifetime_allowance"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["tier_fee_per_day"],
            template: "{#0 tier_days(queries)} * {tier_fee_per_day}",
            named_calls: "tier_days(queries)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lifetime_cost",
            kind: __c::MemberKind::Method,
            doc: "`queries` answers under the lifetime allowance: tier fees up to it, then per query.",
            equation: "tier_cost(min(queries, lifetime_allowance))\n    + pay_per_query_cost(max(queries - lifetime_allowance, 0.0))",
            args: &[
                __c::ArgInfo {
                    name: "queries",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("extraction_queries"),
                        __c::Sample::From("lifetime_allowance"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["lifetime_allowance"],
            calls: &["min", "max"],
            template: "{#0 tier_cost(min(queries, lifetime_allowance))} + {#1 pay_per_query_cost(max(queries - lifetime_allowance, 0.0))}",
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
    impl QueryExtractionBudget {
        ///Starts a [`QueryExtractionBudgetBuilder`]; required inputs must be set before [`QueryExtractionBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> QueryExtractionBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> QueryExtractionBudgetBuilder {
            QueryExtractionBudgetBuilder {
                training_cost: Some(__Clone::clone(&self.training_cost)),
                extraction_queries: Some(__Clone::clone(&self.extraction_queries)),
                target_fidelity: Some(__Clone::clone(&self.target_fidelity)),
                price_per_query: Some(__Clone::clone(&self.price_per_query)),
                tier_price: Some(__Clone::clone(&self.tier_price)),
                tier_daily_quota: Some(__Clone::clone(&self.tier_daily_quota)),
                billing_period: Some(__Clone::clone(&self.billing_period)),
                lifetime_allowance: Some(__Clone::clone(&self.lifetime_allowance)),
            }
        }
        ///The tier's fee, a day. Equation: `tier_price / billing_period`.
        #[inline]
        pub fn tier_fee_per_day(&self) -> __Result<MoneyRate, __c::EvalError> {
            let tier_price = __Clone::clone(&self.tier_price);
            let billing_period = __Clone::clone(&self.billing_period);
            struct tier_fee_per_day {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    tier_fee_per_day,
                >(tier_price.eq_div(billing_period)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Days the tier's quota takes to deliver every answer needed. Equation: `tier_days(extraction_queries)`.
        #[inline]
        pub fn collection_days(&self) -> __Result<Time, __c::EvalError> {
            let extraction_queries = __Clone::clone(&self.extraction_queries);
            let tier_days = |queries: f64| self.tier_days(queries);
            struct collection_days {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    collection_days,
                >(tier_days(extraction_queries)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Every answer needed, paid per query. Equation: `pay_per_query_cost(extraction_queries)`.
        #[inline]
        pub fn full_set_pay_per_query(&self) -> __Result<Usd, __c::EvalError> {
            let extraction_queries = __Clone::clone(&self.extraction_queries);
            let pay_per_query_cost = |queries: f64| self.pay_per_query_cost(queries);
            struct full_set_pay_per_query {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    full_set_pay_per_query,
                >(pay_per_query_cost(extraction_queries)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Every answer needed, on the capped tier. Equation: `tier_cost(extraction_queries)`.
        #[inline]
        pub fn full_set_tier(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_full_set_tier(self.tier_fee_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_full_set_tier(
            &self,
            tier_fee_per_day: MoneyRate,
        ) -> __Result<Usd, __c::EvalError> {
            let extraction_queries = __Clone::clone(&self.extraction_queries);
            let tier_cost = |queries: f64| {
                self.__eq_tier_cost(__Clone::clone(&tier_fee_per_day), queries)
            };
            struct full_set_tier {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    full_set_tier,
                >(tier_cost(extraction_queries)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Tier fees up to the lifetime allowance. Equation: `tier_cost(lifetime_allowance)`.
        #[inline]
        pub fn allowance_fees(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_allowance_fees(self.tier_fee_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_allowance_fees(
            &self,
            tier_fee_per_day: MoneyRate,
        ) -> __Result<Usd, __c::EvalError> {
            let lifetime_allowance = __Clone::clone(&self.lifetime_allowance);
            let tier_cost = |queries: f64| {
                self.__eq_tier_cost(__Clone::clone(&tier_fee_per_day), queries)
            };
            struct allowance_fees {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    allowance_fees,
                >(tier_cost(lifetime_allowance)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The answers past the allowance, paid per query. Equation: `pay_per_query_cost(max(extraction_queries - lifetime_allowance, 0.0))`.
        #[inline]
        pub fn overage_cost(&self) -> __Result<Usd, __c::EvalError> {
            let extraction_queries = __Clone::clone(&self.extraction_queries);
            let lifetime_allowance = __Clone::clone(&self.lifetime_allowance);
            let pay_per_query_cost = |queries: f64| self.pay_per_query_cost(queries);
            struct overage_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    overage_cost,
                >(
                    pay_per_query_cost(
                        ::mlsysim_core::equation::max(
                            extraction_queries.eq_sub(lifetime_allowance)?,
                            0.0,
                        ),
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Every answer needed, under the lifetime allowance. Equation: `lifetime_cost(extraction_queries)`.
        #[inline]
        pub fn full_set_lifetime(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_full_set_lifetime(self.tier_fee_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_full_set_lifetime(
            &self,
            tier_fee_per_day: MoneyRate,
        ) -> __Result<Usd, __c::EvalError> {
            let extraction_queries = __Clone::clone(&self.extraction_queries);
            let lifetime_cost = |queries: f64| {
                self.__eq_lifetime_cost(__Clone::clone(&tier_fee_per_day), queries)
            };
            struct full_set_lifetime {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    full_set_lifetime,
                >(lifetime_cost(extraction_queries)?))(),
                &__PROPERTIES[6],
            )
        }
        ///The capped tier's cost as a share of the victim's training cost. Equation: `full_set_tier / training_cost`.
        #[inline]
        pub fn tier_share_of_training(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_tier_share_of_training(self.full_set_tier()?)
        }
        #[doc(hidden)]
        fn __eq_tier_share_of_training(
            &self,
            full_set_tier: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let training_cost = __Clone::clone(&self.training_cost);
            struct tier_share_of_training {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    tier_share_of_training,
                >(full_set_tier.eq_div(training_cost)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Days the tier's quota takes to deliver `queries` answers. Equation: `queries / tier_daily_quota`.
        #[inline]
        pub fn tier_days(&self, queries: f64) -> __Result<Time, __c::EvalError> {
            __c::argument(&queries, "tier_days", &(&__METHODS[0]).args[0])?;
            let tier_daily_quota = __Clone::clone(&self.tier_daily_quota);
            struct tier_days {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    tier_days,
                >(queries.eq_div(tier_daily_quota)?))(),
                &__METHODS[0],
            )
        }
        ///`queries` answers paid per query. Equation: `queries * price_per_query`.
        #[inline]
        pub fn pay_per_query_cost(&self, queries: f64) -> __Result<Usd, __c::EvalError> {
            __c::argument(&queries, "pay_per_query_cost", &(&__METHODS[1]).args[0])?;
            let price_per_query = __Clone::clone(&self.price_per_query);
            struct pay_per_query_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    pay_per_query_cost,
                >(queries.eq_mul(price_per_query)?))(),
                &__METHODS[1],
            )
        }
        ///`queries` answers on the capped tier: its fee for every day of collection. Equation: `tier_days(queries) * tier_fee_per_day`.
        #[inline]
        pub fn tier_cost(&self, queries: f64) -> __Result<Usd, __c::EvalError> {
            self.__eq_tier_cost(self.tier_fee_per_day()?, queries)
        }
        #[doc(hidden)]
        fn __eq_tier_cost(
            &self,
            tier_fee_per_day: MoneyRate,
            queries: f64,
        ) -> __Result<Usd, __c::EvalError> {
            __c::argument(&queries, "tier_cost", &(&__METHODS[2]).args[0])?;
            let tier_days = |queries: f64| self.tier_days(queries);
            struct tier_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    tier_cost,
                >(tier_days(queries)?.eq_mul(tier_fee_per_day)?))(),
                &__METHODS[2],
            )
        }
        /**`queries` answers under the lifetime allowance: tier fees up to it, then per query.

Equation:

```text
tier_cost(min(queries, lifetime_allowance))
    + pay_per_query_cost(max(queries - lifetime_allowance, 0.0))
```
*/
        #[inline]
        pub fn lifetime_cost(&self, queries: f64) -> __Result<Usd, __c::EvalError> {
            self.__eq_lifetime_cost(self.tier_fee_per_day()?, queries)
        }
        #[doc(hidden)]
        fn __eq_lifetime_cost(
            &self,
            tier_fee_per_day: MoneyRate,
            queries: f64,
        ) -> __Result<Usd, __c::EvalError> {
            __c::argument(&queries, "lifetime_cost", &(&__METHODS[3]).args[0])?;
            let lifetime_allowance = __Clone::clone(&self.lifetime_allowance);
            let tier_cost = |queries: f64| {
                self.__eq_tier_cost(__Clone::clone(&tier_fee_per_day), queries)
            };
            let pay_per_query_cost = |queries: f64| self.pay_per_query_cost(queries);
            struct lifetime_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    lifetime_cost,
                >(
                    tier_cost(
                            ::mlsysim_core::equation::min(queries, lifetime_allowance),
                        )?
                        .eq_add(
                            pay_per_query_cost(
                                ::mlsysim_core::equation::max(
                                    queries.eq_sub(lifetime_allowance)?,
                                    0.0,
                                ),
                            )?,
                        )?,
                ))(),
                &__METHODS[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`QueryExtractionBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> QueryExtractionBudgetValues<'_> {
            let tier_fee_per_day = self.tier_fee_per_day();
            let collection_days = self.collection_days();
            let full_set_pay_per_query = self.full_set_pay_per_query();
            let full_set_tier = __c::after(
                (&tier_fee_per_day,),
                |(v0,)| self.__eq_full_set_tier(v0),
            );
            let allowance_fees = __c::after(
                (&tier_fee_per_day,),
                |(v0,)| self.__eq_allowance_fees(v0),
            );
            let overage_cost = self.overage_cost();
            let full_set_lifetime = __c::after(
                (&tier_fee_per_day,),
                |(v0,)| self.__eq_full_set_lifetime(v0),
            );
            let tier_share_of_training = __c::after(
                (&full_set_tier,),
                |(v0,)| self.__eq_tier_share_of_training(v0),
            );
            QueryExtractionBudgetValues {
                scenario: self,
                tier_fee_per_day,
                collection_days,
                full_set_pay_per_query,
                full_set_tier,
                allowance_fees,
                overage_cost,
                full_set_lifetime,
                tier_share_of_training,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.training_cost, &__INPUTS[0])?;
            __c::bounded(&self.extraction_queries, &__INPUTS[1])?;
            __c::bounded_plain(&self.target_fidelity, &__INPUTS[2])?;
            __c::bounded(&self.price_per_query, &__INPUTS[3])?;
            __c::bounded(&self.tier_price, &__INPUTS[4])?;
            __c::bounded(&self.tier_daily_quota, &__INPUTS[5])?;
            __c::bounded(&self.billing_period, &__INPUTS[6])?;
            __c::bounded(&self.lifetime_allowance, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_collection_days(&self) -> __c::Parts {
            __c::traced(
                self.collection_days(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let extraction_queries = __Clone::clone(& self
                    .extraction_queries); let tier_days = | queries : f64 | self
                    .tier_days(queries); let part = tier_days(extraction_queries) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "tier_days", args :
                    ::std::vec![__c::Operand::Name("extraction_queries")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_full_set_pay_per_query(&self) -> __c::Parts {
            __c::traced(
                self.full_set_pay_per_query(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let extraction_queries = __Clone::clone(& self
                    .extraction_queries); let pay_per_query_cost = | queries : f64 | self
                    .pay_per_query_cost(queries); let part =
                    pay_per_query_cost(extraction_queries) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "pay_per_query_cost", args :
                    ::std::vec![__c::Operand::Name("extraction_queries")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_full_set_tier(&self) -> __c::Parts {
            __c::traced(
                self.full_set_tier(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let extraction_queries = __Clone::clone(& self
                    .extraction_queries); let tier_cost = | queries : f64 | self
                    .tier_cost(queries); let part = tier_cost(extraction_queries) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "tier_cost", args :
                    ::std::vec![__c::Operand::Name("extraction_queries")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_allowance_fees(&self) -> __c::Parts {
            __c::traced(
                self.allowance_fees(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let lifetime_allowance = __Clone::clone(& self
                    .lifetime_allowance); let tier_cost = | queries : f64 | self
                    .tier_cost(queries); let part = tier_cost(lifetime_allowance) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "tier_cost", args :
                    ::std::vec![__c::Operand::Name("lifetime_allowance")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_overage_cost(&self) -> __c::Parts {
            __c::traced(
                self.overage_cost(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let extraction_queries = __Clone::clone(& self
                    .extraction_queries); let lifetime_allowance = __Clone::clone(& self
                    .lifetime_allowance); let pay_per_query_cost = | queries : f64 | self
                    .pay_per_query_cost(queries); let part =
                    pay_per_query_cost(::mlsysim_core::equation::max(extraction_queries
                    .eq_sub(lifetime_allowance) ?, 0.0)) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "pay_per_query_cost", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let extraction_queries =
                    __Clone::clone(& self.extraction_queries); let lifetime_allowance =
                    __Clone::clone(& self.lifetime_allowance); let part =
                    ::mlsysim_core::equation::max(extraction_queries
                    .eq_sub(lifetime_allowance) ?, 0.0); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_full_set_lifetime(&self) -> __c::Parts {
            __c::traced(
                self.full_set_lifetime(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let extraction_queries = __Clone::clone(& self
                    .extraction_queries); let lifetime_cost = | queries : f64 | self
                    .lifetime_cost(queries); let part = lifetime_cost(extraction_queries)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "lifetime_cost", args :
                    ::std::vec![__c::Operand::Name("extraction_queries")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_tier_cost(&self, queries: f64) -> __c::Parts {
            __c::traced(
                self.tier_cost(__Clone::clone(&queries)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let queries = __Clone::clone(& queries); let tier_days = |
                    queries : f64 | self.tier_days(queries); let part =
                    tier_days(queries) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "tier_days", args :
                    ::std::vec![__c::Operand::Name("queries")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_lifetime_cost(&self, queries: f64) -> __c::Parts {
            __c::traced(
                self.lifetime_cost(__Clone::clone(&queries)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let queries = __Clone::clone(& queries); let lifetime_allowance =
                    __Clone::clone(& self.lifetime_allowance); let tier_cost = | queries
                    : f64 | self.tier_cost(queries); let part =
                    tier_cost(::mlsysim_core::equation::min(queries, lifetime_allowance))
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let queries = __Clone::clone(& queries); let lifetime_allowance =
                    __Clone::clone(& self.lifetime_allowance); let pay_per_query_cost = |
                    queries : f64 | self.pay_per_query_cost(queries); let part =
                    pay_per_query_cost(::mlsysim_core::equation::max(queries
                    .eq_sub(lifetime_allowance) ?, 0.0)) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "tier_cost", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let queries =
                    __Clone::clone(& queries); let lifetime_allowance = __Clone::clone(&
                    self.lifetime_allowance); let part =
                    ::mlsysim_core::equation::min(queries, lifetime_allowance); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "pay_per_query_cost", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let queries =
                    __Clone::clone(& queries); let lifetime_allowance = __Clone::clone(&
                    self.lifetime_allowance); let part =
                    ::mlsysim_core::equation::max(queries.eq_sub(lifetime_allowance) ?,
                    0.0); Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl QueryExtractionBudgetBuilder {
        ///Sets `training_cost`: What training the victim model cost.
        #[must_use]
        pub fn training_cost(mut self, value: Usd) -> Self {
            self.training_cost = Some(value);
            self
        }
        ///Sets `extraction_queries`: Answers the extraction needs for its target fidelity.
        #[must_use]
        pub fn extraction_queries(mut self, value: f64) -> Self {
            self.extraction_queries = Some(value);
            self
        }
        ///Sets `target_fidelity`: Agreement with the victim the extractor aims for.
        #[must_use]
        pub fn target_fidelity(mut self, value: f64) -> Self {
            self.target_fidelity = Some(value);
            self
        }
        ///Sets `price_per_query`: Price of one query, pay as you go.
        #[must_use]
        pub fn price_per_query(mut self, value: Usd) -> Self {
            self.price_per_query = Some(value);
            self
        }
        ///Sets `tier_price`: Price of the paid tier per billing period.
        #[must_use]
        pub fn tier_price(mut self, value: Usd) -> Self {
            self.tier_price = Some(value);
            self
        }
        ///Sets `tier_daily_quota`: Queries a day the paid tier allows.
        #[must_use]
        pub fn tier_daily_quota(mut self, value: Frequency) -> Self {
            self.tier_daily_quota = Some(value);
            self
        }
        ///Sets `billing_period`: The tier's billing period.
        #[must_use]
        pub fn billing_period(mut self, value: Time) -> Self {
            self.billing_period = Some(value);
            self
        }
        ///Sets `lifetime_allowance`: Queries a principal may make before every query is billed per query.
        #[must_use]
        pub fn lifetime_allowance(mut self, value: f64) -> Self {
            self.lifetime_allowance = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<QueryExtractionBudget, __c::InputError> {
            let scenario = QueryExtractionBudget {
                training_cost: __c::given(self.training_cost, "training_cost")?,
                extraction_queries: __c::given(
                    self.extraction_queries,
                    "extraction_queries",
                )?,
                target_fidelity: __c::given(self.target_fidelity, "target_fidelity")?,
                price_per_query: __c::given(self.price_per_query, "price_per_query")?,
                tier_price: __c::given(self.tier_price, "tier_price")?,
                tier_daily_quota: __c::given(self.tier_daily_quota, "tier_daily_quota")?,
                billing_period: __c::given(self.billing_period, "billing_period")?,
                lifetime_allowance: __c::given(
                    self.lifetime_allowance,
                    "lifetime_allowance",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for QueryExtractionBudgetBuilder {
        type Scenario = QueryExtractionBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "training_cost" => self.training_cost = __c::set(value, &__INPUTS[0])?,
                "extraction_queries" => {
                    self.extraction_queries = __c::set(value, &__INPUTS[1])?;
                }
                "target_fidelity" => {
                    self.target_fidelity = __c::set(value, &__INPUTS[2])?;
                }
                "price_per_query" => {
                    self.price_per_query = __c::set(value, &__INPUTS[3])?;
                }
                "tier_price" => self.tier_price = __c::set(value, &__INPUTS[4])?,
                "tier_daily_quota" => {
                    self.tier_daily_quota = __c::set(value, &__INPUTS[5])?;
                }
                "billing_period" => self.billing_period = __c::set(value, &__INPUTS[6])?,
                "lifetime_allowance" => {
                    self.lifetime_allowance = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<QueryExtractionBudget, __c::InputError> {
            QueryExtractionBudgetBuilder::build(self)
        }
    }
    impl<'a> QueryExtractionBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a QueryExtractionBudget {
            self.scenario
        }
        ///[`QueryExtractionBudget::tier_days`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tier_days(&self, queries: f64) -> __Result<Time, __c::EvalError> {
            self.scenario.tier_days(queries)
        }
        ///[`QueryExtractionBudget::pay_per_query_cost`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn pay_per_query_cost(&self, queries: f64) -> __Result<Usd, __c::EvalError> {
            self.scenario.pay_per_query_cost(queries)
        }
        ///[`QueryExtractionBudget::tier_cost`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tier_cost(&self, queries: f64) -> __Result<Usd, __c::EvalError> {
            self.scenario
                .__eq_tier_cost(__Clone::clone(&self.tier_fee_per_day)?, queries)
        }
        ///[`QueryExtractionBudget::lifetime_cost`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn lifetime_cost(&self, queries: f64) -> __Result<Usd, __c::EvalError> {
            self.scenario
                .__eq_lifetime_cost(__Clone::clone(&self.tier_fee_per_day)?, queries)
        }
    }
    impl __c::Scenario for QueryExtractionBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "QueryExtractionBudget",
            family: &SECURITY,
            summary: "What copying a model through its priced API costs an extractor who needs a given number of answers, under three billing regimes: pay per query, a paid tier capped at a daily quota, and a lifetime allowance per principal after which every query is billed per query.",
            description: "The tier's fee a day, a private helper of the reference, is the property `tier_fee_per_day`.",
            notes: __c::meta::Notes {
                equation: "per query = q × price; tier = q ÷ quota × (tier price ÷ period); lifetime = tier(min(q, allowance)) + per query(max(q − allowance, 0))",
                assumptions: &[
                    "The extractor uses one principal and fills the daily quota every day.",
                    "The tier's fee accrues day by day over the days of collection.",
                ],
                rules: __RULES,
                excludes: &[
                    "Detection of the extraction, and the extractor's own compute.",
                ],
                derivation: &[
                    "Each regime's price applied to the answers the extraction needs.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Five million answers take 500 days on a capped tier",
                    code: "// Five million answers take 500 days on a capped tier\nuse mlsysim_fleet::security::res_net50_api_extraction_budget;\n\nlet s = res_net50_api_extraction_budget()?;\nassert_eq!(s.collection_days()?.value, 500.0 * 86_400.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = QueryExtractionBudgetBuilder;
        fn to_builder(&self) -> QueryExtractionBudgetBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.training_cost,
                    &self.extraction_queries,
                    &self.target_fidelity,
                    &self.price_per_query,
                    &self.tier_price,
                    &self.tier_daily_quota,
                    &self.billing_period,
                    &self.lifetime_allowance,
                ],
                &[
                    &values.tier_fee_per_day,
                    &values.collection_days,
                    &values.full_set_pay_per_query,
                    &values.full_set_tier,
                    &values.allowance_fees,
                    &values.overage_cost,
                    &values.full_set_lifetime,
                    &values.tier_share_of_training,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "tier_days" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.tier_days(a0), &__METHODS[0])
                }
                "pay_per_query_cost" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.pay_per_query_cost(a0), &__METHODS[1])
                }
                "tier_cost" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.tier_cost(a0), &__METHODS[2])
                }
                "lifetime_cost" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.lifetime_cost(a0), &__METHODS[3])
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
                "collection_days" => Some(Ok(self.__explain_collection_days())),
                "full_set_pay_per_query" => {
                    Some(Ok(self.__explain_full_set_pay_per_query()))
                }
                "full_set_tier" => Some(Ok(self.__explain_full_set_tier())),
                "allowance_fees" => Some(Ok(self.__explain_allowance_fees())),
                "overage_cost" => Some(Ok(self.__explain_overage_cost())),
                "full_set_lifetime" => Some(Ok(self.__explain_full_set_lifetime())),
                "tier_cost" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_tier_cost(a0)),
                    )
                }
                "lifetime_cost" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_lifetime_cost(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "extraction_queries" => {
                    __c::samples(&self.extraction_queries, ::core::option::Option::None)
                }
                "lifetime_allowance" => {
                    __c::samples(&self.lifetime_allowance, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(QueryExtractionBudget);
};
