/**Copies of one payload moved at once over each of several named links, bandwidth only, and optionally what moving them out of a provider's network costs.

Each link's time is the lower bound bytes ÷ bandwidth, with no per-message startup: the
ratios between the tiers are the bandwidth staircase that decides where each kind of
parallel traffic can run. An egress price turns the bytes into dollars, and a price per
accelerator-hour turns those dollars into the compute they would have bought (data
gravity).

# Equation

total = copies × payload; time on a link = total ÷ its bandwidth; egress cost = total × egress rate; compute hours = egress cost ÷ compute price

# Assumptions

- Every link streams at its full stated bandwidth for the whole transfer.
- `job_time` is the computation the move would feed; it is kept for comparison and no member reads it.

# Rules across inputs

- `links` names at least one link (`!links.is_empty()`)

# Excludes

- Per-message startup (the alpha term), protocol overhead and contention between the copies.

# Derivation

- Time is bytes over bytes per second (the reference's TransferLadderModel).

# Examples

```rust
// A 10 GB buffer across the H100's links
use mlsysim_cluster::transfer_and_training::buffer_transfer_10gb;

let s = buffer_transfer_10gb()?;
let times = s.times()?;
assert!((times.get("InfiniBand").unwrap().value - 0.2).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Transfer {
    ///Bytes of one copy. *Shown in `GB`; allowed > 0.*
    pub payload: Information,
    ///Bandwidth of each link, by name. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub links: Named<DataRate>,
    ///Copies moved at once. *Default `1`; allowed >= 1.*
    pub copies: u32,
    ///Price of each byte leaving the provider's network. *Optional (absent by default); shown in `USD_PER_GB`; allowed >= 0.*
    pub egress_rate: Option<DataPrice>,
    ///Price of one accelerator-hour, to restate the egress fee as compute. *Optional (absent by default); shown in `USD_PER_HOUR`; allowed > 0.*
    pub compute_price: Option<MoneyRate>,
    ///The computation the moved data would feed. *Optional (absent by default); shown in `HOUR`; allowed > 0.*
    pub job_time: Option<Time>,
}
///Builds a [`Transfer`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TransferBuilder {
    payload: ::core::option::Option<Information>,
    links: ::core::option::Option<Named<DataRate>>,
    copies: ::core::option::Option<u32>,
    egress_rate: ::core::option::Option<DataPrice>,
    compute_price: ::core::option::Option<MoneyRate>,
    job_time: ::core::option::Option<Time>,
}
///Every property of a [`Transfer`], each computed once (see [`Transfer::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TransferValues<'a> {
    scenario: &'a Transfer,
    ///Bytes moved: every copy.
    pub total_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time to move every copy over each link.
    pub times: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///What moving the bytes out of the provider's network costs.
    pub egress_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Accelerator-hours the egress fee would buy.
    pub egress_compute_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "payload",
            ty: "Information",
            doc: "Bytes of one copy.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "links",
            ty: "Named<DataRate>",
            doc: "Bandwidth of each link, by name.",
            label: {
                __c::units::unit_for::<
                    Named<DataRate>,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "copies",
            ty: "u32",
            doc: "Copies moved at once.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "egress_rate",
            ty: "Option<DataPrice>",
            doc: "Price of each byte leaving the provider's network.",
            optional: true,
            label: {
                __c::units::unit_for::<DataPrice, _>(&::mlsysim_core::units::USD_PER_GB);
                __c::units::label(&::mlsysim_core::units::USD_PER_GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_price",
            ty: "Option<MoneyRate>",
            doc: "Price of one accelerator-hour, to restate the egress fee as compute.",
            optional: true,
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
            name: "job_time",
            ty: "Option<Time>",
            doc: "The computation the moved data would feed.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_bytes",
            doc: "Bytes moved: every copy.",
            equation: "copies * payload",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["copies", "payload"],
            template: "{copies} * {payload}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "times",
            doc: "Time to move every copy over each link.",
            equation: "transfer_time(total_bytes, bandwidth) for each link",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["links", "total_bytes"],
            reaches: &[("links", "iter")],
            template: "{links}\n    .iter()\n    .map(|(name, &bandwidth)| Ok((\n        name,\n        ::mlsysim_core::equation::transfer_time({total_bytes}, bandwidth),\n    )))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "egress_cost",
            doc: "What moving the bytes out of the provider's network costs.",
            equation: "total_bytes * egress_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["egress_rate", "total_bytes"],
            requires: &["egress_rate"],
            template: "{total_bytes} * {egress_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "egress_compute_hours",
            doc: "Accelerator-hours the egress fee would buy.",
            equation: "egress_cost / compute_price",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["compute_price", "egress_cost"],
            requires: &["egress_rate", "compute_price"],
            template: "{egress_cost} / {compute_price}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "transfer_time",
            kind: __c::MemberKind::Method,
            doc: "Time to move every copy over `link`.",
            equation: "transfer_time(total_bytes, links[link])",
            equation_is_code: false,
            args: &[
                __c::ArgInfo {
                    name: "link",
                    ty: "String",
                    samples: &[__c::Sample::From("links")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["links", "total_bytes"],
            template: "::mlsysim_core::equation::transfer_time({total_bytes}, {#0 links[link]})",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`links` names at least one link",
            condition: "!links.is_empty()",
            inputs: &["links"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl Transfer {
        ///Starts a [`TransferBuilder`]; required inputs must be set before [`TransferBuilder::build`].
        #[must_use]
        pub fn builder() -> TransferBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TransferBuilder {
            TransferBuilder {
                payload: Some(__Clone::clone(&self.payload)),
                links: Some(__Clone::clone(&self.links)),
                copies: Some(__Clone::clone(&self.copies)),
                egress_rate: __Clone::clone(&self.egress_rate),
                compute_price: __Clone::clone(&self.compute_price),
                job_time: __Clone::clone(&self.job_time),
            }
        }
        ///Bytes moved: every copy. Equation: `copies * payload`.
        #[inline]
        pub fn total_bytes(&self) -> __Result<Information, __c::EvalError> {
            let copies = __Clone::clone(&self.copies);
            let payload = __Clone::clone(&self.payload);
            struct total_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    total_bytes,
                >(copies.eq_mul(payload)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time to move every copy over `link`. Equation: transfer_time(total_bytes, links[link]).
        #[inline]
        pub fn transfer_time(&self, link: String) -> __Result<Time, __c::EvalError> {
            self.__eq_transfer_time(self.total_bytes()?, link)
        }
        #[doc(hidden)]
        fn __eq_transfer_time(
            &self,
            total_bytes: Information,
            link: String,
        ) -> __Result<Time, __c::EvalError> {
            let links = __Clone::clone(&self.links);
            struct transfer_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    transfer_time,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        total_bytes,
                        ::mlsysim_core::equation::at(&links, &link)?,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Time to move every copy over each link. Equation: transfer_time(total_bytes, bandwidth) for each link.
        #[inline]
        pub fn times(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_times(self.total_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_times(
            &self,
            total_bytes: Information,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let links = __Clone::clone(&self.links);
            struct times {}
            __c::member(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    times,
                >(
                    links
                        .iter()
                        .map(|(name, &bandwidth)| Ok((
                            name,
                            ::mlsysim_core::equation::transfer_time(
                                total_bytes,
                                bandwidth,
                            )?,
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///What moving the bytes out of the provider's network costs. Equation: `total_bytes * egress_rate`. Requires `egress_rate` (an error names the absent one).
        #[inline]
        pub fn egress_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_egress_cost(self.total_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_egress_cost(
            &self,
            total_bytes: Information,
        ) -> __Result<Usd, __c::EvalError> {
            let egress_rate = __c::present(
                &self.egress_rate,
                "egress_cost",
                "egress_rate",
            )?;
            struct egress_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    egress_cost,
                >(total_bytes.eq_mul(egress_rate)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Accelerator-hours the egress fee would buy. Equation: `egress_cost / compute_price`. Requires `egress_rate`, `compute_price` (an error names the absent one).
        #[inline]
        pub fn egress_compute_hours(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_egress_compute_hours(self.egress_cost()?)
        }
        #[doc(hidden)]
        fn __eq_egress_compute_hours(
            &self,
            egress_cost: Usd,
        ) -> __Result<Time, __c::EvalError> {
            let compute_price = __c::present(
                &self.compute_price,
                "egress_compute_hours",
                "compute_price",
            )?;
            struct egress_compute_hours {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    egress_compute_hours,
                >(egress_cost.eq_div(compute_price)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TransferValues`].
        #[must_use]
        pub fn evaluate(&self) -> TransferValues<'_> {
            let total_bytes = self.total_bytes();
            let times = __c::after((&total_bytes,), |(v0,)| self.__eq_times(v0));
            let egress_cost = __c::after(
                (&total_bytes,),
                |(v0,)| self.__eq_egress_cost(v0),
            );
            let egress_compute_hours = __c::after(
                (&egress_cost,),
                |(v0,)| self.__eq_egress_compute_hours(v0),
            );
            TransferValues {
                scenario: self,
                total_bytes,
                times,
                egress_cost,
                egress_compute_hours,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.payload, &__INPUTS[0])?;
            __c::bounded(&self.links, &__INPUTS[1])?;
            __c::bounded_plain(&self.copies, &__INPUTS[2])?;
            __c::bounded(&self.egress_rate, &__INPUTS[3])?;
            __c::bounded(&self.compute_price, &__INPUTS[4])?;
            __c::bounded(&self.job_time, &__INPUTS[5])?;
            {
                let links = __Clone::clone(&self.links);
                __c::rule(!links.is_empty(), &__RULES[0], __INPUTS, &[&self.links])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_transfer_time(&self, link: String) -> __c::Parts {
            __c::traced(
                self.transfer_time(__Clone::clone(&link)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let links = __Clone::clone(& self.links); let link =
                    __Clone::clone(& link); let part = ::mlsysim_core::equation::at(&
                    links, & link) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl TransferBuilder {
        ///Sets `payload`: Bytes of one copy.
        #[must_use]
        pub fn payload(mut self, value: Information) -> Self {
            self.payload = Some(value);
            self
        }
        ///Sets `links`: Bandwidth of each link, by name.
        #[must_use]
        pub fn links(mut self, value: Named<DataRate>) -> Self {
            self.links = Some(value);
            self
        }
        ///Sets `copies`: Copies moved at once.
        #[must_use]
        pub fn copies(mut self, value: u32) -> Self {
            self.copies = Some(value);
            self
        }
        ///Sets `egress_rate`: Price of each byte leaving the provider's network.
        #[must_use]
        pub fn egress_rate(mut self, value: DataPrice) -> Self {
            self.egress_rate = Some(value);
            self
        }
        ///Leaves `egress_rate` absent.
        #[must_use]
        pub fn without_egress_rate(mut self) -> Self {
            self.egress_rate = None;
            self
        }
        ///Sets `compute_price`: Price of one accelerator-hour, to restate the egress fee as compute.
        #[must_use]
        pub fn compute_price(mut self, value: MoneyRate) -> Self {
            self.compute_price = Some(value);
            self
        }
        ///Leaves `compute_price` absent.
        #[must_use]
        pub fn without_compute_price(mut self) -> Self {
            self.compute_price = None;
            self
        }
        ///Sets `job_time`: The computation the moved data would feed.
        #[must_use]
        pub fn job_time(mut self, value: Time) -> Self {
            self.job_time = Some(value);
            self
        }
        ///Leaves `job_time` absent.
        #[must_use]
        pub fn without_job_time(mut self) -> Self {
            self.job_time = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Transfer, __c::InputError> {
            let scenario = Transfer {
                payload: __c::given(self.payload, "payload")?,
                links: __c::given(self.links, "links")?,
                copies: self.copies.unwrap_or_else(|| 1),
                egress_rate: self.egress_rate,
                compute_price: self.compute_price,
                job_time: self.job_time,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TransferBuilder {
        type Scenario = Transfer;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "payload" => self.payload = __c::set(value, &__INPUTS[0])?,
                "links" => self.links = __c::set(value, &__INPUTS[1])?,
                "copies" => self.copies = __c::set(value, &__INPUTS[2])?,
                "egress_rate" => self.egress_rate = __c::set(value, &__INPUTS[3])?,
                "compute_price" => self.compute_price = __c::set(value, &__INPUTS[4])?,
                "job_time" => self.job_time = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Transfer, __c::InputError> {
            TransferBuilder::build(self)
        }
    }
    impl<'a> TransferValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Transfer {
            self.scenario
        }
        ///[`Transfer::transfer_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn transfer_time(&self, link: String) -> __Result<Time, __c::EvalError> {
            self.scenario.__eq_transfer_time(__Clone::clone(&self.total_bytes)?, link)
        }
    }
    impl __c::Scenario for Transfer {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Transfer",
            family: &TRANSFER_AND_TRAINING,
            summary: "Copies of one payload moved at once over each of several named links, bandwidth only, and optionally what moving them out of a provider's network costs.",
            description: "Each link's time is the lower bound bytes ÷ bandwidth, with no per-message startup: the\nratios between the tiers are the bandwidth staircase that decides where each kind of\nparallel traffic can run. An egress price turns the bytes into dollars, and a price per\naccelerator-hour turns those dollars into the compute they would have bought (data\ngravity).",
            notes: __c::meta::Notes {
                equation: "total = copies × payload; time on a link = total ÷ its bandwidth; egress cost = total × egress rate; compute hours = egress cost ÷ compute price",
                assumptions: &[
                    "Every link streams at its full stated bandwidth for the whole transfer.",
                    "`job_time` is the computation the move would feed; it is kept for comparison and no member reads it.",
                ],
                rules: __RULES,
                excludes: &[
                    "Per-message startup (the alpha term), protocol overhead and contention between the copies.",
                ],
                derivation: &[
                    "Time is bytes over bytes per second (the reference's TransferLadderModel).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 10 GB buffer across the H100's links",
                    code: "// A 10 GB buffer across the H100's links\nuse mlsysim_cluster::transfer_and_training::buffer_transfer_10gb;\n\nlet s = buffer_transfer_10gb()?;\nlet times = s.times()?;\nassert!((times.get(\"InfiniBand\").unwrap().value - 0.2).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TransferBuilder;
        fn to_builder(&self) -> TransferBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.payload,
                    &self.links,
                    &self.copies,
                    &self.egress_rate,
                    &self.compute_price,
                    &self.job_time,
                ],
                &[
                    &values.total_bytes,
                    &values.times,
                    &values.egress_cost,
                    &values.egress_compute_hours,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "transfer_time" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.transfer_time(a0), &__METHODS[0])
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
                "transfer_time" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_transfer_time(a0)),
                    )
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "links" => (&__c::explain::Held(&self.links)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "links" => {
                    __c::samples(
                        &self.links,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::GB_PER_SECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(Transfer);
};
