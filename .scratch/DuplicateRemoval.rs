/**Near-duplicate shares removed from a run's corpus: the training time and energy each share gives back, against one read of the corpus and the MinHash signatures of its documents.

# Equation

time saved = share × run time; energy saved = share × run energy; signatures = documents × hashes × hash bytes; read time = corpus ÷ bandwidth; all pairs = n(n − 1) ÷ 2

# Assumptions

- Removing a share of the documents removes the same share of the run's work.

# Excludes

- The quality effect of deduplication, and the compute of hashing.

# Derivation

- Work scales with tokens; an exhaustive search compares every pair once.

# Examples

```rust
// RealNews-level duplication is an eighth of the run
use mlsysim_data::selection::gpt2_web_text_near_duplicates;

let s = gpt2_web_text_near_duplicates()?;
assert!(s.time_saved("RealNews".into())? > s.time_saved("C4".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DuplicateRemoval {
    ///The run and its corpus.
    pub run: CorpusRepetition,
    ///Share of documents removed, by corpus whose duplication rate is applied. *Allowed [0.0, 1.0].*
    pub duplicate_shares: Named<f64>,
    ///Documents in the corpus. *Allowed >= 0.*
    pub documents: f64,
    ///MinHash values per document signature. *Allowed >= 1.*
    pub signature_hashes: i64,
    ///Bytes of one hash value. *Shown in `BYTE`; allowed > 0.*
    pub hash_bytes: Information,
    ///Bandwidth the corpus is read at. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub read_bandwidth: DataRate,
}
///Builds a [`DuplicateRemoval`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DuplicateRemovalBuilder {
    run: ::core::option::Option<CorpusRepetition>,
    duplicate_shares: ::core::option::Option<Named<f64>>,
    documents: ::core::option::Option<f64>,
    signature_hashes: ::core::option::Option<i64>,
    hash_bytes: ::core::option::Option<Information>,
    read_bandwidth: ::core::option::Option<DataRate>,
}
///Every property of a [`DuplicateRemoval`], each computed once (see [`DuplicateRemoval::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DuplicateRemovalValues<'a> {
    scenario: &'a DuplicateRemoval,
    ///Bytes of every document's signature.
    pub signature_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time to read the corpus once.
    pub read_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Comparisons an exhaustive pairwise search would make.
    pub all_pairs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "run",
            ty: "CorpusRepetition",
            doc: "The run and its corpus.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "duplicate_shares",
            ty: "Named<f64>",
            doc: "Share of documents removed, by corpus whose duplication rate is applied.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "documents",
            ty: "f64",
            doc: "Documents in the corpus.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "signature_hashes",
            ty: "i64",
            doc: "MinHash values per document signature.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hash_bytes",
            ty: "Information",
            doc: "Bytes of one hash value.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "read_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth the corpus is read at.",
            label: {
                __c::units::unit_for::<
                    DataRate,
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
            name: "signature_bytes",
            doc: "Bytes of every document's signature.",
            equation: "documents * signature_hashes * hash_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["documents", "signature_hashes", "hash_bytes"],
            template: "{documents} * {signature_hashes} * {hash_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "read_time",
            doc: "Time to read the corpus once.",
            equation: "run.corpus_bytes() / read_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["run", "read_bandwidth"],
            reaches: &[("run", "corpus_bytes")],
            template: "{#0 run.corpus_bytes()} / {read_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "all_pairs",
            doc: "Comparisons an exhaustive pairwise search would make.",
            equation: "documents * (documents - 1.0) / 2.0",
            result_type: "f64",
            depends_on: &["documents"],
            template: "{documents} * ({documents} - 1.0) / 2.0",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "time_saved",
            kind: __c::MemberKind::Method,
            doc: "Training time the `corpus` share gives back.",
            equation: "duplicate_shares[corpus] * run.run_time()",
            args: &[
                __c::ArgInfo {
                    name: "corpus",
                    ty: "String",
                    samples: &[__c::Sample::From("duplicate_shares")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["duplicate_shares", "run"],
            reaches: &[("run", "run_time")],
            template: "{#0 duplicate_shares[corpus]} * {#1 run.run_time()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy_saved",
            kind: __c::MemberKind::Method,
            doc: "Training energy the `corpus` share gives back.",
            equation: "duplicate_shares[corpus] * run.run_energy()",
            args: &[
                __c::ArgInfo {
                    name: "corpus",
                    ty: "String",
                    samples: &[__c::Sample::From("duplicate_shares")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::KILOWATT_HOUR);
                __c::units::label(&::mlsysim_core::units::KILOWATT_HOUR)
            },
            depends_on: &["duplicate_shares", "run"],
            reaches: &[("run", "run_energy")],
            template: "{#0 duplicate_shares[corpus]} * {#1 run.run_energy()}",
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
    impl DuplicateRemoval {
        ///Starts a [`DuplicateRemovalBuilder`]; required inputs must be set before [`DuplicateRemovalBuilder::build`].
        #[must_use]
        pub fn builder() -> DuplicateRemovalBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DuplicateRemovalBuilder {
            DuplicateRemovalBuilder {
                run: Some(__Clone::clone(&self.run)),
                duplicate_shares: Some(__Clone::clone(&self.duplicate_shares)),
                documents: Some(__Clone::clone(&self.documents)),
                signature_hashes: Some(__Clone::clone(&self.signature_hashes)),
                hash_bytes: Some(__Clone::clone(&self.hash_bytes)),
                read_bandwidth: Some(__Clone::clone(&self.read_bandwidth)),
            }
        }
        ///Training time the `corpus` share gives back. Equation: `duplicate_shares[corpus] * run.run_time()`.
        #[inline]
        pub fn time_saved(&self, corpus: String) -> __Result<Time, __c::EvalError> {
            let duplicate_shares = __Clone::clone(&self.duplicate_shares);
            let run = __Clone::clone(&self.run);
            struct time_saved {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_saved,
                >(
                    ::mlsysim_core::equation::at(&duplicate_shares, &corpus)?
                        .eq_mul(run.run_time()?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Training energy the `corpus` share gives back. Equation: `duplicate_shares[corpus] * run.run_energy()`.
        #[inline]
        pub fn energy_saved(&self, corpus: String) -> __Result<Energy, __c::EvalError> {
            let duplicate_shares = __Clone::clone(&self.duplicate_shares);
            let run = __Clone::clone(&self.run);
            struct energy_saved {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy_saved,
                >(
                    ::mlsysim_core::equation::at(&duplicate_shares, &corpus)?
                        .eq_mul(run.run_energy()?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Bytes of every document's signature. Equation: `documents * signature_hashes * hash_bytes`.
        #[inline]
        pub fn signature_bytes(&self) -> __Result<Information, __c::EvalError> {
            let documents = __Clone::clone(&self.documents);
            let signature_hashes = __Clone::clone(&self.signature_hashes);
            let hash_bytes = __Clone::clone(&self.hash_bytes);
            struct signature_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    signature_bytes,
                >(documents.eq_mul(signature_hashes)?.eq_mul(hash_bytes)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time to read the corpus once. Equation: `run.corpus_bytes() / read_bandwidth`.
        #[inline]
        pub fn read_time(&self) -> __Result<Time, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            let read_bandwidth = __Clone::clone(&self.read_bandwidth);
            struct read_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    read_time,
                >(run.corpus_bytes()?.eq_div(read_bandwidth)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Comparisons an exhaustive pairwise search would make. Equation: `documents * (documents - 1.0) / 2.0`.
        #[inline]
        pub fn all_pairs(&self) -> __Result<f64, __c::EvalError> {
            let documents = __Clone::clone(&self.documents);
            struct all_pairs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    all_pairs,
                >(documents.eq_mul(documents.eq_sub(1.0)?)?.eq_div(2.0)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DuplicateRemovalValues`].
        #[must_use]
        pub fn evaluate(&self) -> DuplicateRemovalValues<'_> {
            let signature_bytes = self.signature_bytes();
            let read_time = self.read_time();
            let all_pairs = self.all_pairs();
            DuplicateRemovalValues {
                scenario: self,
                signature_bytes,
                read_time,
                all_pairs,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.run, &__INPUTS[0])?;
            __c::bounded_plain(&self.duplicate_shares, &__INPUTS[1])?;
            __c::bounded(&self.documents, &__INPUTS[2])?;
            __c::bounded_plain(&self.signature_hashes, &__INPUTS[3])?;
            __c::bounded(&self.hash_bytes, &__INPUTS[4])?;
            __c::bounded(&self.read_bandwidth, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_time_saved(&self, corpus: String) -> __c::Parts {
            __c::traced(
                self.time_saved(__Clone::clone(&corpus)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let duplicate_shares = __Clone::clone(& self.duplicate_shares);
                    let corpus = __Clone::clone(& corpus); let part =
                    ::mlsysim_core::equation::at(& duplicate_shares, & corpus) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let run = __Clone::clone(& self.run); let part = run.run_time() ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_energy_saved(&self, corpus: String) -> __c::Parts {
            __c::traced(
                self.energy_saved(__Clone::clone(&corpus)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let duplicate_shares = __Clone::clone(& self.duplicate_shares);
                    let corpus = __Clone::clone(& corpus); let part =
                    ::mlsysim_core::equation::at(& duplicate_shares, & corpus) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let run = __Clone::clone(& self.run); let part = run.run_energy() ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_read_time(&self) -> __c::Parts {
            __c::traced(
                self.read_time(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run
                    .corpus_bytes() ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl DuplicateRemovalBuilder {
        ///Sets `run`: The run and its corpus.
        #[must_use]
        pub fn run(mut self, value: CorpusRepetition) -> Self {
            self.run = Some(value);
            self
        }
        ///Sets `duplicate_shares`: Share of documents removed, by corpus whose duplication rate is applied.
        #[must_use]
        pub fn duplicate_shares(mut self, value: Named<f64>) -> Self {
            self.duplicate_shares = Some(value);
            self
        }
        ///Sets `documents`: Documents in the corpus.
        #[must_use]
        pub fn documents(mut self, value: f64) -> Self {
            self.documents = Some(value);
            self
        }
        ///Sets `signature_hashes`: MinHash values per document signature.
        #[must_use]
        pub fn signature_hashes(mut self, value: i64) -> Self {
            self.signature_hashes = Some(value);
            self
        }
        ///Sets `hash_bytes`: Bytes of one hash value.
        #[must_use]
        pub fn hash_bytes(mut self, value: Information) -> Self {
            self.hash_bytes = Some(value);
            self
        }
        ///Sets `read_bandwidth`: Bandwidth the corpus is read at.
        #[must_use]
        pub fn read_bandwidth(mut self, value: DataRate) -> Self {
            self.read_bandwidth = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DuplicateRemoval, __c::InputError> {
            let scenario = DuplicateRemoval {
                run: __c::given(self.run, "run")?,
                duplicate_shares: __c::given(self.duplicate_shares, "duplicate_shares")?,
                documents: __c::given(self.documents, "documents")?,
                signature_hashes: __c::given(self.signature_hashes, "signature_hashes")?,
                hash_bytes: __c::given(self.hash_bytes, "hash_bytes")?,
                read_bandwidth: __c::given(self.read_bandwidth, "read_bandwidth")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DuplicateRemovalBuilder {
        type Scenario = DuplicateRemoval;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "run" => self.run = __c::set(value, &__INPUTS[0])?,
                "duplicate_shares" => {
                    self.duplicate_shares = __c::set(value, &__INPUTS[1])?;
                }
                "documents" => self.documents = __c::set(value, &__INPUTS[2])?,
                "signature_hashes" => {
                    self.signature_hashes = __c::set(value, &__INPUTS[3])?;
                }
                "hash_bytes" => self.hash_bytes = __c::set(value, &__INPUTS[4])?,
                "read_bandwidth" => self.read_bandwidth = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DuplicateRemoval, __c::InputError> {
            DuplicateRemovalBuilder::build(self)
        }
    }
    impl<'a> DuplicateRemovalValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DuplicateRemoval {
            self.scenario
        }
        ///[`DuplicateRemoval::time_saved`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn time_saved(&self, corpus: String) -> __Result<Time, __c::EvalError> {
            self.scenario.time_saved(corpus)
        }
        ///[`DuplicateRemoval::energy_saved`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn energy_saved(&self, corpus: String) -> __Result<Energy, __c::EvalError> {
            self.scenario.energy_saved(corpus)
        }
    }
    impl __c::Scenario for DuplicateRemoval {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DuplicateRemoval",
            family: &SELECTION,
            summary: "Near-duplicate shares removed from a run's corpus: the training time and energy each share gives back, against one read of the corpus and the MinHash signatures of its documents.",
            description: "",
            notes: __c::meta::Notes {
                equation: "time saved = share × run time; energy saved = share × run energy; signatures = documents × hashes × hash bytes; read time = corpus ÷ bandwidth; all pairs = n(n − 1) ÷ 2",
                assumptions: &[
                    "Removing a share of the documents removes the same share of the run's work.",
                ],
                rules: __RULES,
                excludes: &[
                    "The quality effect of deduplication, and the compute of hashing.",
                ],
                derivation: &[
                    "Work scales with tokens; an exhaustive search compares every pair once.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "RealNews-level duplication is an eighth of the run",
                    code: "// RealNews-level duplication is an eighth of the run\nuse mlsysim_data::selection::gpt2_web_text_near_duplicates;\n\nlet s = gpt2_web_text_near_duplicates()?;\nassert!(s.time_saved(\"RealNews\".into())? > s.time_saved(\"C4\".into())?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DuplicateRemovalBuilder;
        fn to_builder(&self) -> DuplicateRemovalBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.run,
                    &self.duplicate_shares,
                    &self.documents,
                    &self.signature_hashes,
                    &self.hash_bytes,
                    &self.read_bandwidth,
                ],
                &[&values.signature_bytes, &values.read_time, &values.all_pairs],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "time_saved" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.time_saved(a0), &__METHODS[0])
                }
                "energy_saved" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.energy_saved(a0), &__METHODS[1])
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
                "time_saved" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_time_saved(a0)),
                    )
                }
                "energy_saved" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_energy_saved(a0)),
                    )
                }
                "read_time" => Some(Ok(self.__explain_read_time())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "run" => (&__c::explain::Held(&self.run)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "duplicate_shares" => {
                    __c::samples(&self.duplicate_shares, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(DuplicateRemoval);
};
