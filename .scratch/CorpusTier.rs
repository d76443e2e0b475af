/**An audio corpus kept on storage tiers: its bytes from the dataset's clip count, length, sample rate and width, what a month of each tier costs, and how long one sequential read of the whole corpus takes.

# Equation

bytes = clips × clip length × sample rate × sample width; monthly cost = bytes × rate(tier); load time = bytes ÷ bandwidth(tier)

# Assumptions

- Every clip is stored raw at the dataset's sample rate and width, and every clip has the stated length.

# Excludes

- Compression, replication, and the request fees of reading clip by clip.

# Derivation

- Raw audio is samples times bytes a sample; cost and time scale with bytes.

# Examples

```rust
// The Multilingual Spoken Words Corpus is under a terabyte raw
use mlsysim_data::delivery::mswc_corpus_storage_tiers;

let s = mswc_corpus_storage_tiers()?;
assert!((s.corpus_bytes()?.value - 748.8e9).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CorpusTier {
    ///The audio dataset: its clip count, clip length, sample rate and sample width are read.
    pub dataset: &'static Dataset,
    ///Price of capacity, by tier. *Shown in `USD_PER_TB_MONTH`; allowed >= 0.*
    pub storage_rates: Named<StoragePrice>,
    ///Sequential read bandwidth, by tier. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub read_bandwidths: Named<DataRate>,
}
///Builds a [`CorpusTier`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CorpusTierBuilder {
    dataset: ::core::option::Option<&'static Dataset>,
    storage_rates: ::core::option::Option<Named<StoragePrice>>,
    read_bandwidths: ::core::option::Option<Named<DataRate>>,
}
///Every property of a [`CorpusTier`], each computed once (see [`CorpusTier::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CorpusTierValues<'a> {
    scenario: &'a CorpusTier,
    ///Bytes of every clip at its sample rate and width.
    pub corpus_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "dataset",
            ty: "&'static Dataset",
            doc: "The audio dataset: its clip count, clip length, sample rate and sample width are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "storage_rates",
            ty: "Named<StoragePrice>",
            doc: "Price of capacity, by tier.",
            label: {
                __c::units::unit_for::<
                    Named<StoragePrice>,
                    _,
                >(&::mlsysim_core::units::USD_PER_TB_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_TB_MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "read_bandwidths",
            ty: "Named<DataRate>",
            doc: "Sequential read bandwidth, by tier.",
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
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "corpus_bytes",
            doc: "Bytes of every clip at its sample rate and width.",
            equation: "f64::from(\n    from_registry(dataset.training_examples, \"training examples\", dataset.path),\n) * from_registry(dataset.sample_duration, \"clip length\", dataset.path)\n    * from_registry(dataset.sample_rate, \"sample rate\", dataset.path)\n    * from_registry(dataset.sample_width, \"sample width\", dataset.path)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["dataset"],
            calls: &["from_registry"],
            template: "f64::from(from_registry({#0 dataset.training_examples}, \"training examples\", {#1 dataset.path}))\n    * from_registry({#2 dataset.sample_duration}, \"clip length\", {#3 dataset.path})\n    * from_registry({#4 dataset.sample_rate}, \"sample rate\", {#5 dataset.path})\n    * from_registry({#6 dataset.sample_width}, \"sample width\", {#7 dataset.path})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "monthly_cost",
            kind: __c::MemberKind::Method,
            doc: "What a month of the corpus costs on `tier`.",
            equation: "corpus_bytes * storage_rates[tier]",
            args: &[
                __c::ArgInfo {
                    name: "tier",
                    ty: "String",
                    samples: &[__c::Sample::From("storage_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            depends_on: &["storage_rates", "corpus_bytes"],
            template: "{corpus_bytes} * {#0 storage_rates[tier]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "load_time",
            kind: __c::MemberKind::Method,
            doc: "Time to read the whole corpus from `tier`.",
            equation: "corpus_bytes / read_bandwidths[tier]",
            args: &[
                __c::ArgInfo {
                    name: "tier",
                    ty: "String",
                    samples: &[__c::Sample::From("read_bandwidths")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["read_bandwidths", "corpus_bytes"],
            template: "{corpus_bytes} / {#0 read_bandwidths[tier]}",
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
    impl CorpusTier {
        ///Starts a [`CorpusTierBuilder`]; required inputs must be set before [`CorpusTierBuilder::build`].
        #[must_use]
        pub fn builder() -> CorpusTierBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CorpusTierBuilder {
            CorpusTierBuilder {
                dataset: Some(__Clone::clone(&self.dataset)),
                storage_rates: Some(__Clone::clone(&self.storage_rates)),
                read_bandwidths: Some(__Clone::clone(&self.read_bandwidths)),
            }
        }
        /**Bytes of every clip at its sample rate and width.

Equation:

```text
f64::from(
    from_registry(dataset.training_examples, "training examples", dataset.path),
) * from_registry(dataset.sample_duration, "clip length", dataset.path)
    * from_registry(dataset.sample_rate, "sample rate", dataset.path)
    * from_registry(dataset.sample_width, "sample width", dataset.path)
```
*/
        #[inline]
        pub fn corpus_bytes(&self) -> __Result<Information, __c::EvalError> {
            let dataset = __Clone::clone(&self.dataset);
            struct corpus_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    corpus_bytes,
                >(
                    f64::from(
                            ::mlsysim_core::equation::from_registry(
                                dataset.training_examples,
                                "training examples",
                                dataset.path,
                            )?,
                        )
                        .eq_mul(
                            ::mlsysim_core::equation::from_registry(
                                dataset.sample_duration,
                                "clip length",
                                dataset.path,
                            )?,
                        )?
                        .eq_mul(
                            ::mlsysim_core::equation::from_registry(
                                dataset.sample_rate,
                                "sample rate",
                                dataset.path,
                            )?,
                        )?
                        .eq_mul(
                            ::mlsysim_core::equation::from_registry(
                                dataset.sample_width,
                                "sample width",
                                dataset.path,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///What a month of the corpus costs on `tier`. Equation: `corpus_bytes * storage_rates[tier]`.
        #[inline]
        pub fn monthly_cost(&self, tier: String) -> __Result<MoneyRate, __c::EvalError> {
            self.__eq_monthly_cost(self.corpus_bytes()?, tier)
        }
        #[doc(hidden)]
        fn __eq_monthly_cost(
            &self,
            corpus_bytes: Information,
            tier: String,
        ) -> __Result<MoneyRate, __c::EvalError> {
            let storage_rates = __Clone::clone(&self.storage_rates);
            struct monthly_cost {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    monthly_cost,
                >(
                    corpus_bytes
                        .eq_mul(::mlsysim_core::equation::at(&storage_rates, &tier)?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Time to read the whole corpus from `tier`. Equation: `corpus_bytes / read_bandwidths[tier]`.
        #[inline]
        pub fn load_time(&self, tier: String) -> __Result<Time, __c::EvalError> {
            self.__eq_load_time(self.corpus_bytes()?, tier)
        }
        #[doc(hidden)]
        fn __eq_load_time(
            &self,
            corpus_bytes: Information,
            tier: String,
        ) -> __Result<Time, __c::EvalError> {
            let read_bandwidths = __Clone::clone(&self.read_bandwidths);
            struct load_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    load_time,
                >(
                    corpus_bytes
                        .eq_div(::mlsysim_core::equation::at(&read_bandwidths, &tier)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CorpusTierValues`].
        #[must_use]
        pub fn evaluate(&self) -> CorpusTierValues<'_> {
            let corpus_bytes = self.corpus_bytes();
            CorpusTierValues {
                scenario: self,
                corpus_bytes,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.dataset, &__INPUTS[0])?;
            __c::bounded(&self.storage_rates, &__INPUTS[1])?;
            __c::bounded(&self.read_bandwidths, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_corpus_bytes(&self) -> __c::Parts {
            __c::traced(
                self.corpus_bytes(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let dataset = __Clone::clone(& self.dataset); let part = dataset
                    .training_examples; Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let dataset = __Clone::clone(& self.dataset); let
                    part = dataset.path; Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let dataset = __Clone::clone(& self.dataset); let
                    part = dataset.sample_duration; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.sample_rate; Ok((& __c::Showing(& part,
                    None)).__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.sample_width; Ok((& __c::Showing(&
                    part, None)).__shown()) }) (), (|| -> ::core::result::Result < Option
                    < __c::Value >, __c::EvalError > { let dataset = __Clone::clone(&
                    self.dataset); let part = dataset.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let dataset =
                    __Clone::clone(& self.dataset); let part = dataset.training_examples;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training examples";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }, __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let dataset =
                    __Clone::clone(& self.dataset); let part = dataset.sample_duration;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "clip length"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }, __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let dataset =
                    __Clone::clone(& self.dataset); let part = dataset.sample_rate; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "sample rate"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }, __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let dataset =
                    __Clone::clone(& self.dataset); let part = dataset.sample_width;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "sample width"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_monthly_cost(&self, tier: String) -> __c::Parts {
            __c::traced(
                self.monthly_cost(__Clone::clone(&tier)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let storage_rates = __Clone::clone(& self.storage_rates); let
                    tier = __Clone::clone(& tier); let part =
                    ::mlsysim_core::equation::at(& storage_rates, & tier) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_load_time(&self, tier: String) -> __c::Parts {
            __c::traced(
                self.load_time(__Clone::clone(&tier)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let read_bandwidths = __Clone::clone(& self.read_bandwidths); let
                    tier = __Clone::clone(& tier); let part =
                    ::mlsysim_core::equation::at(& read_bandwidths, & tier) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl CorpusTierBuilder {
        ///Sets `dataset`: The audio dataset: its clip count, clip length, sample rate and sample width are read.
        #[must_use]
        pub fn dataset(mut self, value: &'static Dataset) -> Self {
            self.dataset = Some(value);
            self
        }
        ///Sets `storage_rates`: Price of capacity, by tier.
        #[must_use]
        pub fn storage_rates(mut self, value: Named<StoragePrice>) -> Self {
            self.storage_rates = Some(value);
            self
        }
        ///Sets `read_bandwidths`: Sequential read bandwidth, by tier.
        #[must_use]
        pub fn read_bandwidths(mut self, value: Named<DataRate>) -> Self {
            self.read_bandwidths = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CorpusTier, __c::InputError> {
            let scenario = CorpusTier {
                dataset: __c::given(self.dataset, "dataset")?,
                storage_rates: __c::given(self.storage_rates, "storage_rates")?,
                read_bandwidths: __c::given(self.read_bandwidths, "read_bandwidths")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CorpusTierBuilder {
        type Scenario = CorpusTier;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "dataset" => self.dataset = __c::set(value, &__INPUTS[0])?,
                "storage_rates" => self.storage_rates = __c::set(value, &__INPUTS[1])?,
                "read_bandwidths" => {
                    self.read_bandwidths = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CorpusTier, __c::InputError> {
            CorpusTierBuilder::build(self)
        }
    }
    impl<'a> CorpusTierValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CorpusTier {
            self.scenario
        }
        ///[`CorpusTier::monthly_cost`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn monthly_cost(&self, tier: String) -> __Result<MoneyRate, __c::EvalError> {
            self.scenario.__eq_monthly_cost(__Clone::clone(&self.corpus_bytes)?, tier)
        }
        ///[`CorpusTier::load_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn load_time(&self, tier: String) -> __Result<Time, __c::EvalError> {
            self.scenario.__eq_load_time(__Clone::clone(&self.corpus_bytes)?, tier)
        }
    }
    impl __c::Scenario for CorpusTier {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CorpusTier",
            family: &DELIVERY,
            summary: "An audio corpus kept on storage tiers: its bytes from the dataset's clip count, length, sample rate and width, what a month of each tier costs, and how long one sequential read of the whole corpus takes.",
            description: "",
            notes: __c::meta::Notes {
                equation: "bytes = clips × clip length × sample rate × sample width; monthly cost = bytes × rate(tier); load time = bytes ÷ bandwidth(tier)",
                assumptions: &[
                    "Every clip is stored raw at the dataset's sample rate and width, and every clip has the stated length.",
                ],
                rules: __RULES,
                excludes: &[
                    "Compression, replication, and the request fees of reading clip by clip.",
                ],
                derivation: &[
                    "Raw audio is samples times bytes a sample; cost and time scale with bytes.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The Multilingual Spoken Words Corpus is under a terabyte raw",
                    code: "// The Multilingual Spoken Words Corpus is under a terabyte raw\nuse mlsysim_data::delivery::mswc_corpus_storage_tiers;\n\nlet s = mswc_corpus_storage_tiers()?;\nassert!((s.corpus_bytes()?.value - 748.8e9).abs() < 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CorpusTierBuilder;
        fn to_builder(&self) -> CorpusTierBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.dataset, &self.storage_rates, &self.read_bandwidths],
                &[&values.corpus_bytes],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "monthly_cost" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.monthly_cost(a0), &__METHODS[0])
                }
                "load_time" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.load_time(a0), &__METHODS[1])
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
                "corpus_bytes" => Some(Ok(self.__explain_corpus_bytes())),
                "monthly_cost" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_monthly_cost(a0)),
                    )
                }
                "load_time" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_load_time(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "storage_rates" => {
                    __c::samples(
                        &self.storage_rates,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::USD_PER_TB_MONTH.erase(),
                        ),
                    )
                }
                "read_bandwidths" => {
                    __c::samples(
                        &self.read_bandwidths,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::GB_PER_SECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CorpusTier);
};
