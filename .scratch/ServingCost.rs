/**A model's one-time training cost against its first year of serving.

Users send requests every day at a flat cost per request; a year of that is compared with
the training bill, priced again after an efficiency gain, and turned into the number of
months (and weeks) after which serving has cost as much as training did.

# Equation

requests a year = users × requests per user × days; serving = requests × cost per request; crossover = training ÷ (serving ÷ 12) months

# Assumptions

- Every request costs the same, and traffic is flat over the year.
- A month is a twelfth of the year of `days_per_year` days (30.42 days for 365), not the calendar's 30.44-day month; a week is 7 days.
- Serving that costs nothing never catches up with training: the crossover is then an error, as in the reference.
- The efficiency gain is a share of the cost per request, from 0 to 1.

# Excludes

- Traffic growth, retraining, and the cost of the engineers behind either bill.

# Derivation

- Serving spends at a constant monthly rate, so it matches the one-time training cost after training ÷ monthly serving months.

# Examples

```rust
// Serving overtakes training within six weeks
use mlsysim_serving::at_scale::llm_serving_first_year;

let s = llm_serving_first_year()?;
assert_eq!(s.annual_requests()?, 18_250_000_000);
assert_eq!(s.serving_to_training()?, 9.125);
assert!(s.crossover_weeks()? < 6.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingCost {
    ///One-time cost of training the model. *Shown in `USD`; allowed > 0.*
    pub training_cost: Usd,
    ///Users a day.
    pub daily_users: u32,
    ///Requests each user sends a day.
    pub requests_per_user_per_day: u32,
    ///Cost of serving one request. *Shown in `USD`; allowed >= 0.*
    pub cost_per_request: Usd,
    ///Share of the cost per request an optimization saves. *Allowed [0.0, 1.0].*
    pub efficiency_gain: f64,
    ///Days in the serving year. *Allowed [1, 366].*
    pub days_per_year: u32,
}
///Builds a [`ServingCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ServingCostBuilder {
    training_cost: ::core::option::Option<Usd>,
    daily_users: ::core::option::Option<u32>,
    requests_per_user_per_day: ::core::option::Option<u32>,
    cost_per_request: ::core::option::Option<Usd>,
    efficiency_gain: ::core::option::Option<f64>,
    days_per_year: ::core::option::Option<u32>,
}
///Every property of a [`ServingCost`], each computed once (see [`ServingCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingCostValues<'a> {
    scenario: &'a ServingCost,
    ///Requests a day.
    pub daily_requests: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Requests a year.
    pub annual_requests: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///What a year of serving costs.
    pub annual_serving_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///A year of serving as a multiple of the training cost.
    pub serving_to_training: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What the efficiency gain saves in a year.
    pub efficiency_savings: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What a month of serving costs.
    pub monthly_serving_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Months of serving that cost as much as training.
    pub crossover_months: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The same, in weeks.
    pub crossover_weeks: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "training_cost",
            ty: "Usd",
            doc: "One-time cost of training the model.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "daily_users",
            ty: "u32",
            doc: "Users a day.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "requests_per_user_per_day",
            ty: "u32",
            doc: "Requests each user sends a day.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "cost_per_request",
            ty: "Usd",
            doc: "Cost of serving one request.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "efficiency_gain",
            ty: "f64",
            doc: "Share of the cost per request an optimization saves.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "days_per_year",
            ty: "u32",
            doc: "Days in the serving year.",
            bounds: __c::Bounds::range(Some(1f64), Some(366f64), true, "[1, 366]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "daily_requests",
            doc: "Requests a day.",
            equation: "daily_users * requests_per_user_per_day",
            result_type: "i64",
            depends_on: &["daily_users", "requests_per_user_per_day"],
            template: "{daily_users} * {requests_per_user_per_day}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "annual_requests",
            doc: "Requests a year.",
            equation: "daily_requests * days_per_year",
            result_type: "i64",
            depends_on: &["days_per_year", "daily_requests"],
            template: "{daily_requests} * {days_per_year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "annual_serving_cost",
            doc: "What a year of serving costs.",
            equation: "annual_requests * cost_per_request",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["cost_per_request", "annual_requests"],
            template: "{annual_requests} * {cost_per_request}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "serving_to_training",
            doc: "A year of serving as a multiple of the training cost.",
            equation: "annual_serving_cost / training_cost",
            result_type: "f64",
            depends_on: &["training_cost", "annual_serving_cost"],
            template: "{annual_serving_cost} / {training_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "efficiency_savings",
            doc: "What the efficiency gain saves in a year.",
            equation: "annual_serving_cost * efficiency_gain",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["efficiency_gain", "annual_serving_cost"],
            template: "{annual_serving_cost} * {efficiency_gain}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "monthly_serving_cost",
            doc: "What a month of serving costs.",
            equation: "annual_serving_cost / 12.0",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["annual_serving_cost"],
            template: "{annual_serving_cost} / 12.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover_months",
            doc: "Months of serving that cost as much as training.",
            equation: "{\n    require(\n        monthly_serving_cost.value > 0.0,\n        \"serving costs nothing here, so it never catches up with training\",\n    );\n    training_cost / monthly_serving_cost\n}",
            result_type: "f64",
            depends_on: &["training_cost", "monthly_serving_cost"],
            calls: &["require"],
            template: "{{\n    require(\n        {monthly_serving_cost}.value > 0.0,\n        \"serving costs nothing here, so it never catches up with training\",\n    );\n    {training_cost} / {monthly_serving_cost}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover_weeks",
            doc: "The same, in weeks.",
            equation: "crossover_months * days_per_year / 12.0 / 7.0",
            result_type: "f64",
            depends_on: &["days_per_year", "crossover_months"],
            template: "{crossover_months} * {days_per_year} / 12.0 / 7.0",
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
    impl ServingCost {
        ///Starts a [`ServingCostBuilder`]; required inputs must be set before [`ServingCostBuilder::build`].
        #[must_use]
        pub fn builder() -> ServingCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ServingCostBuilder {
            ServingCostBuilder {
                training_cost: Some(__Clone::clone(&self.training_cost)),
                daily_users: Some(__Clone::clone(&self.daily_users)),
                requests_per_user_per_day: Some(
                    __Clone::clone(&self.requests_per_user_per_day),
                ),
                cost_per_request: Some(__Clone::clone(&self.cost_per_request)),
                efficiency_gain: Some(__Clone::clone(&self.efficiency_gain)),
                days_per_year: Some(__Clone::clone(&self.days_per_year)),
            }
        }
        ///Requests a day. Equation: `daily_users * requests_per_user_per_day`.
        #[inline]
        pub fn daily_requests(&self) -> __Result<i64, __c::EvalError> {
            let daily_users = __Clone::clone(&self.daily_users);
            let requests_per_user_per_day = __Clone::clone(
                &self.requests_per_user_per_day,
            );
            struct daily_requests {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    daily_requests,
                >(daily_users.eq_mul(requests_per_user_per_day)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Requests a year. Equation: `daily_requests * days_per_year`.
        #[inline]
        pub fn annual_requests(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_annual_requests(self.daily_requests()?)
        }
        #[doc(hidden)]
        fn __eq_annual_requests(
            &self,
            daily_requests: i64,
        ) -> __Result<i64, __c::EvalError> {
            let days_per_year = __Clone::clone(&self.days_per_year);
            struct annual_requests {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    annual_requests,
                >(daily_requests.eq_mul(days_per_year)?))(),
                &__PROPERTIES[1],
            )
        }
        ///What a year of serving costs. Equation: `annual_requests * cost_per_request`.
        #[inline]
        pub fn annual_serving_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_annual_serving_cost(self.annual_requests()?)
        }
        #[doc(hidden)]
        fn __eq_annual_serving_cost(
            &self,
            annual_requests: i64,
        ) -> __Result<Usd, __c::EvalError> {
            let cost_per_request = __Clone::clone(&self.cost_per_request);
            struct annual_serving_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    annual_serving_cost,
                >(annual_requests.eq_mul(cost_per_request)?))(),
                &__PROPERTIES[2],
            )
        }
        ///A year of serving as a multiple of the training cost. Equation: `annual_serving_cost / training_cost`.
        #[inline]
        pub fn serving_to_training(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_serving_to_training(self.annual_serving_cost()?)
        }
        #[doc(hidden)]
        fn __eq_serving_to_training(
            &self,
            annual_serving_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let training_cost = __Clone::clone(&self.training_cost);
            struct serving_to_training {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    serving_to_training,
                >(annual_serving_cost.eq_div(training_cost)?))(),
                &__PROPERTIES[3],
            )
        }
        ///What the efficiency gain saves in a year. Equation: `annual_serving_cost * efficiency_gain`.
        #[inline]
        pub fn efficiency_savings(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_efficiency_savings(self.annual_serving_cost()?)
        }
        #[doc(hidden)]
        fn __eq_efficiency_savings(
            &self,
            annual_serving_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let efficiency_gain = __Clone::clone(&self.efficiency_gain);
            struct efficiency_savings {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    efficiency_savings,
                >(annual_serving_cost.eq_mul(efficiency_gain)?))(),
                &__PROPERTIES[4],
            )
        }
        ///What a month of serving costs. Equation: `annual_serving_cost / 12.0`.
        #[inline]
        pub fn monthly_serving_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_monthly_serving_cost(self.annual_serving_cost()?)
        }
        #[doc(hidden)]
        fn __eq_monthly_serving_cost(
            &self,
            annual_serving_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct monthly_serving_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    monthly_serving_cost,
                >(annual_serving_cost.eq_div(12.0)?))(),
                &__PROPERTIES[5],
            )
        }
        /**Months of serving that cost as much as training.

Equation:

```text
{
    require(
        monthly_serving_cost.value > 0.0,
        "serving costs nothing here, so it never catches up with training",
    );
    training_cost / monthly_serving_cost
}
```
*/
        #[inline]
        pub fn crossover_months(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_crossover_months(self.monthly_serving_cost()?)
        }
        #[doc(hidden)]
        fn __eq_crossover_months(
            &self,
            monthly_serving_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let training_cost = __Clone::clone(&self.training_cost);
            struct crossover_months {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    crossover_months,
                >({
                    ::mlsysim_core::equation::require(
                        monthly_serving_cost.value > 0.0,
                        "serving costs nothing here, so it never catches up with training",
                    )?;
                    training_cost.eq_div(monthly_serving_cost)?
                }))(),
                &__PROPERTIES[6],
            )
        }
        ///The same, in weeks. Equation: `crossover_months * days_per_year / 12.0 / 7.0`.
        #[inline]
        pub fn crossover_weeks(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_crossover_weeks(self.crossover_months()?)
        }
        #[doc(hidden)]
        fn __eq_crossover_weeks(
            &self,
            crossover_months: f64,
        ) -> __Result<f64, __c::EvalError> {
            let days_per_year = __Clone::clone(&self.days_per_year);
            struct crossover_weeks {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    crossover_weeks,
                >(crossover_months.eq_mul(days_per_year)?.eq_div(12.0)?.eq_div(7.0)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ServingCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> ServingCostValues<'_> {
            let daily_requests = self.daily_requests();
            let annual_requests = __c::after(
                (&daily_requests,),
                |(v0,)| self.__eq_annual_requests(v0),
            );
            let annual_serving_cost = __c::after(
                (&annual_requests,),
                |(v0,)| self.__eq_annual_serving_cost(v0),
            );
            let serving_to_training = __c::after(
                (&annual_serving_cost,),
                |(v0,)| self.__eq_serving_to_training(v0),
            );
            let efficiency_savings = __c::after(
                (&annual_serving_cost,),
                |(v0,)| self.__eq_efficiency_savings(v0),
            );
            let monthly_serving_cost = __c::after(
                (&annual_serving_cost,),
                |(v0,)| self.__eq_monthly_serving_cost(v0),
            );
            let crossover_months = __c::after(
                (&monthly_serving_cost,),
                |(v0,)| self.__eq_crossover_months(v0),
            );
            let crossover_weeks = __c::after(
                (&crossover_months,),
                |(v0,)| self.__eq_crossover_weeks(v0),
            );
            ServingCostValues {
                scenario: self,
                daily_requests,
                annual_requests,
                annual_serving_cost,
                serving_to_training,
                efficiency_savings,
                monthly_serving_cost,
                crossover_months,
                crossover_weeks,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.training_cost, &__INPUTS[0])?;
            __c::finite(&self.daily_users, &__INPUTS[1])?;
            __c::finite(&self.requests_per_user_per_day, &__INPUTS[2])?;
            __c::bounded(&self.cost_per_request, &__INPUTS[3])?;
            __c::bounded_plain(&self.efficiency_gain, &__INPUTS[4])?;
            __c::bounded_plain(&self.days_per_year, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_crossover_months(&self) -> __c::Parts {
            __c::traced(
                self.crossover_months(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "require", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let monthly_serving_cost =
                    self.monthly_serving_cost() ?; let part = monthly_serving_cost.value
                    > 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part =
                    "serving costs nothing here, so it never catches up with training";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl ServingCostBuilder {
        ///Sets `training_cost`: One-time cost of training the model.
        #[must_use]
        pub fn training_cost(mut self, value: Usd) -> Self {
            self.training_cost = Some(value);
            self
        }
        ///Sets `daily_users`: Users a day.
        #[must_use]
        pub fn daily_users(mut self, value: u32) -> Self {
            self.daily_users = Some(value);
            self
        }
        ///Sets `requests_per_user_per_day`: Requests each user sends a day.
        #[must_use]
        pub fn requests_per_user_per_day(mut self, value: u32) -> Self {
            self.requests_per_user_per_day = Some(value);
            self
        }
        ///Sets `cost_per_request`: Cost of serving one request.
        #[must_use]
        pub fn cost_per_request(mut self, value: Usd) -> Self {
            self.cost_per_request = Some(value);
            self
        }
        ///Sets `efficiency_gain`: Share of the cost per request an optimization saves.
        #[must_use]
        pub fn efficiency_gain(mut self, value: f64) -> Self {
            self.efficiency_gain = Some(value);
            self
        }
        ///Sets `days_per_year`: Days in the serving year.
        #[must_use]
        pub fn days_per_year(mut self, value: u32) -> Self {
            self.days_per_year = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ServingCost, __c::InputError> {
            let scenario = ServingCost {
                training_cost: __c::given(self.training_cost, "training_cost")?,
                daily_users: __c::given(self.daily_users, "daily_users")?,
                requests_per_user_per_day: __c::given(
                    self.requests_per_user_per_day,
                    "requests_per_user_per_day",
                )?,
                cost_per_request: __c::given(self.cost_per_request, "cost_per_request")?,
                efficiency_gain: __c::given(self.efficiency_gain, "efficiency_gain")?,
                days_per_year: __c::given(self.days_per_year, "days_per_year")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ServingCostBuilder {
        type Scenario = ServingCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "training_cost" => self.training_cost = __c::set(value, &__INPUTS[0])?,
                "daily_users" => self.daily_users = __c::set(value, &__INPUTS[1])?,
                "requests_per_user_per_day" => {
                    self.requests_per_user_per_day = __c::set(value, &__INPUTS[2])?;
                }
                "cost_per_request" => {
                    self.cost_per_request = __c::set(value, &__INPUTS[3])?;
                }
                "efficiency_gain" => {
                    self.efficiency_gain = __c::set(value, &__INPUTS[4])?;
                }
                "days_per_year" => self.days_per_year = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ServingCost, __c::InputError> {
            ServingCostBuilder::build(self)
        }
    }
    impl<'a> ServingCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ServingCost {
            self.scenario
        }
    }
    impl __c::Scenario for ServingCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ServingCost",
            family: &AT_SCALE,
            summary: "A model's one-time training cost against its first year of serving.",
            description: "Users send requests every day at a flat cost per request; a year of that is compared with\nthe training bill, priced again after an efficiency gain, and turned into the number of\nmonths (and weeks) after which serving has cost as much as training did.",
            notes: __c::meta::Notes {
                equation: "requests a year = users × requests per user × days; serving = requests × cost per request; crossover = training ÷ (serving ÷ 12) months",
                assumptions: &[
                    "Every request costs the same, and traffic is flat over the year.",
                    "A month is a twelfth of the year of `days_per_year` days (30.42 days for 365), not the calendar's 30.44-day month; a week is 7 days.",
                    "Serving that costs nothing never catches up with training: the crossover is then an error, as in the reference.",
                    "The efficiency gain is a share of the cost per request, from 0 to 1.",
                ],
                rules: __RULES,
                excludes: &[
                    "Traffic growth, retraining, and the cost of the engineers behind either bill.",
                ],
                derivation: &[
                    "Serving spends at a constant monthly rate, so it matches the one-time training cost after training ÷ monthly serving months.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Serving overtakes training within six weeks",
                    code: "// Serving overtakes training within six weeks\nuse mlsysim_serving::at_scale::llm_serving_first_year;\n\nlet s = llm_serving_first_year()?;\nassert_eq!(s.annual_requests()?, 18_250_000_000);\nassert_eq!(s.serving_to_training()?, 9.125);\nassert!(s.crossover_weeks()? < 6.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ServingCostBuilder;
        fn to_builder(&self) -> ServingCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.training_cost,
                    &self.daily_users,
                    &self.requests_per_user_per_day,
                    &self.cost_per_request,
                    &self.efficiency_gain,
                    &self.days_per_year,
                ],
                &[
                    &values.daily_requests,
                    &values.annual_requests,
                    &values.annual_serving_cost,
                    &values.serving_to_training,
                    &values.efficiency_savings,
                    &values.monthly_serving_cost,
                    &values.crossover_months,
                    &values.crossover_weeks,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "crossover_months" => Some(Ok(self.__explain_crossover_months())),
                _ => None,
            }
        }
    }
    __c::glue!(ServingCost);
};
