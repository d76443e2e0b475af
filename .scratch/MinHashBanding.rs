/**A MinHash signature cut into bands of rows for near-duplicate search: the chance that a pair of a given similarity becomes a candidate, the similarity where the S-curve is steepest, the estimate's standard error, and the bytes of the raw signatures.

# Equation

hashes = bands × rows; P(candidate | s) = 1 − (1 − sʳ)ᵇ; threshold ≈ (1/b)^(1/r); SE = sqrt(0.25 ÷ hashes); index = records × hashes × hash bytes

# Assumptions

- Hash functions are independent, so each agrees on a pair with chance equal to its Jaccard similarity.

# Excludes

- Buckets' collisions between unrelated bands, and the index's overhead beyond the raw values.

# Derivation

- Leskovec, Rajaraman and Ullman, Mining of Massive Datasets, section 3.4.

# Examples

```rust
// 32 bands of 4 rows catch near-duplicates
use mlsysim_data::selection::trajectory_min_hash_screen;

let s = trajectory_min_hash_screen()?;
assert!(s.candidate_probability(0.8)? > 0.99);
assert!(s.candidate_probability(0.5)? < s.candidate_probability(0.8)?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MinHashBanding {
    ///Bands the signature is cut into. *Allowed >= 1.*
    pub bands: i64,
    ///Hashes in one band. *Allowed >= 1.*
    pub rows: i64,
    ///Words per shingle, when the features are word shingles. *Optional (absent by default); allowed >= 1.*
    pub shingle_words: Option<i64>,
    ///Jaccard similarities at which to read the candidate chance. *Default `Vec::new()`; allowed [0.0, 1.0].*
    pub probe_similarities: Vec<f64>,
    ///Bytes of one hash value, for the raw signature matrix. *Optional (absent by default); shown in `BYTE`; allowed > 0.*
    pub hash_bytes: Option<Information>,
    ///Records indexed. *Optional (absent by default); allowed >= 0.*
    pub records: Option<i64>,
}
///Builds a [`MinHashBanding`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MinHashBandingBuilder {
    bands: ::core::option::Option<i64>,
    rows: ::core::option::Option<i64>,
    shingle_words: ::core::option::Option<i64>,
    probe_similarities: ::core::option::Option<Vec<f64>>,
    hash_bytes: ::core::option::Option<Information>,
    records: ::core::option::Option<i64>,
}
///Every property of a [`MinHashBanding`], each computed once (see [`MinHashBanding::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MinHashBandingValues<'a> {
    scenario: &'a MinHashBanding,
    ///Largest standard error of the Jaccard estimate from the full signature (at J = 0.5).
    pub max_standard_error: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of one record's signature.
    pub signature_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of every record's signature.
    pub index_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Hashes in the signature.
    pub hashes: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Similarity where the S-curve is steepest.
    pub threshold: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "bands",
            ty: "i64",
            doc: "Bands the signature is cut into.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rows",
            ty: "i64",
            doc: "Hashes in one band.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "shingle_words",
            ty: "Option<i64>",
            doc: "Words per shingle, when the features are word shingles.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "probe_similarities",
            ty: "Vec<f64>",
            doc: "Jaccard similarities at which to read the candidate chance.",
            default: Some("Vec::new()"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hash_bytes",
            ty: "Option<Information>",
            doc: "Bytes of one hash value, for the raw signature matrix.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "records",
            ty: "Option<i64>",
            doc: "Records indexed.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "max_standard_error",
            doc: "Largest standard error of the Jaccard estimate from the full signature (at J = 0.5).",
            equation: "minhash_standard_error(0.5, hashes)",
            result_type: "f64",
            depends_on: &["hashes"],
            calls: &["minhash_standard_error"],
            template: "minhash_standard_error(0.5, {hashes})",
            operation: "result of `minhash_standard_error`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "signature_bytes",
            doc: "Bytes of one record's signature.",
            equation: "hashes * hash_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["hash_bytes", "hashes"],
            requires: &["hash_bytes"],
            template: "{hashes} * {hash_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "index_bytes",
            doc: "Bytes of every record's signature.",
            equation: "records * signature_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["records", "signature_bytes"],
            requires: &["hash_bytes", "records"],
            template: "{records} * {signature_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hashes",
            doc: "Hashes in the signature.",
            equation: "bands * rows",
            result_type: "i64",
            depends_on: &["bands", "rows"],
            template: "{bands} * {rows}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "threshold",
            doc: "Similarity where the S-curve is steepest.",
            equation: "lsh_threshold(bands, rows)",
            result_type: "f64",
            depends_on: &["bands", "rows"],
            calls: &["lsh_threshold"],
            template: "lsh_threshold({bands}, {rows})",
            named_calls: "lsh_threshold(bands, rows)",
            operation: "result of `lsh_threshold`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "candidate_probability",
            kind: __c::MemberKind::Method,
            doc: "Chance a pair of Jaccard `similarity` becomes a candidate.",
            equation: "lsh_candidate_probability(similarity, bands, rows)",
            args: &[
                __c::ArgInfo {
                    name: "similarity",
                    ty: "f64",
                    samples: &[__c::Sample::From("probe_similarities")],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "f64",
            depends_on: &["bands", "rows"],
            calls: &["lsh_candidate_probability"],
            template: "lsh_candidate_probability({similarity}, {bands}, {rows})",
            named_calls: "lsh_candidate_probability(similarity, bands, rows)",
            operation: "result of `lsh_candidate_probability`",
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
    impl MinHashBanding {
        ///Starts a [`MinHashBandingBuilder`]; required inputs must be set before [`MinHashBandingBuilder::build`].
        #[must_use]
        pub fn builder() -> MinHashBandingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MinHashBandingBuilder {
            MinHashBandingBuilder {
                bands: Some(__Clone::clone(&self.bands)),
                rows: Some(__Clone::clone(&self.rows)),
                shingle_words: __Clone::clone(&self.shingle_words),
                probe_similarities: Some(__Clone::clone(&self.probe_similarities)),
                hash_bytes: __Clone::clone(&self.hash_bytes),
                records: __Clone::clone(&self.records),
            }
        }
        ///Largest standard error of the Jaccard estimate from the full signature (at J = 0.5). Equation: `minhash_standard_error(0.5, hashes)`.
        #[inline]
        pub fn max_standard_error(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_max_standard_error(self.hashes()?)
        }
        #[doc(hidden)]
        fn __eq_max_standard_error(&self, hashes: i64) -> __Result<f64, __c::EvalError> {
            struct max_standard_error {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    max_standard_error,
                >(::mlsysim_core::equation::minhash_standard_error(0.5, hashes)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of one record's signature. Equation: `hashes * hash_bytes`. Requires `hash_bytes` (an error names the absent one).
        #[inline]
        pub fn signature_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_signature_bytes(self.hashes()?)
        }
        #[doc(hidden)]
        fn __eq_signature_bytes(
            &self,
            hashes: i64,
        ) -> __Result<Information, __c::EvalError> {
            let hash_bytes = __c::present(
                &self.hash_bytes,
                "signature_bytes",
                "hash_bytes",
            )?;
            struct signature_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    signature_bytes,
                >(hashes.eq_mul(hash_bytes)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes of every record's signature. Equation: `records * signature_bytes`. Requires `hash_bytes`, `records` (an error names the absent one).
        #[inline]
        pub fn index_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_index_bytes(self.signature_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_index_bytes(
            &self,
            signature_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let records = __c::present(&self.records, "index_bytes", "records")?;
            struct index_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    index_bytes,
                >(records.eq_mul(signature_bytes)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Hashes in the signature. Equation: `bands * rows`.
        #[inline]
        pub fn hashes(&self) -> __Result<i64, __c::EvalError> {
            let bands = __Clone::clone(&self.bands);
            let rows = __Clone::clone(&self.rows);
            struct hashes {}
            __c::member(
                (|| __c::conform::<i64, _, hashes>(bands.eq_mul(rows)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Similarity where the S-curve is steepest. Equation: `lsh_threshold(bands, rows)`.
        #[inline]
        pub fn threshold(&self) -> __Result<f64, __c::EvalError> {
            let bands = __Clone::clone(&self.bands);
            let rows = __Clone::clone(&self.rows);
            struct threshold {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    threshold,
                >(::mlsysim_core::equation::lsh_threshold(bands, rows)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Chance a pair of Jaccard `similarity` becomes a candidate. Equation: `lsh_candidate_probability(similarity, bands, rows)`.
        #[inline]
        pub fn candidate_probability(
            &self,
            similarity: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(
                &similarity,
                "candidate_probability",
                &(&__METHODS[0]).args[0],
            )?;
            let bands = __Clone::clone(&self.bands);
            let rows = __Clone::clone(&self.rows);
            struct candidate_probability {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    candidate_probability,
                >(
                    ::mlsysim_core::equation::lsh_candidate_probability(
                        similarity,
                        bands,
                        rows,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MinHashBandingValues`].
        #[must_use]
        pub fn evaluate(&self) -> MinHashBandingValues<'_> {
            let hashes = self.hashes();
            let max_standard_error = __c::after(
                (&hashes,),
                |(v0,)| self.__eq_max_standard_error(v0),
            );
            let signature_bytes = __c::after(
                (&hashes,),
                |(v0,)| self.__eq_signature_bytes(v0),
            );
            let index_bytes = __c::after(
                (&signature_bytes,),
                |(v0,)| self.__eq_index_bytes(v0),
            );
            let threshold = self.threshold();
            MinHashBandingValues {
                scenario: self,
                max_standard_error,
                signature_bytes,
                index_bytes,
                hashes,
                threshold,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.bands, &__INPUTS[0])?;
            __c::bounded_plain(&self.rows, &__INPUTS[1])?;
            __c::bounded_plain(&self.shingle_words, &__INPUTS[2])?;
            __c::bounded_plain(&self.probe_similarities, &__INPUTS[3])?;
            __c::bounded(&self.hash_bytes, &__INPUTS[4])?;
            __c::bounded_plain(&self.records, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_max_standard_error(&self) -> __c::Parts {
            __c::traced(
                self.max_standard_error(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "minhash_standard_error", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.5; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("hashes")] }
                ],
            )
        }
    }
    impl MinHashBandingBuilder {
        ///Sets `bands`: Bands the signature is cut into.
        #[must_use]
        pub fn bands(mut self, value: i64) -> Self {
            self.bands = Some(value);
            self
        }
        ///Sets `rows`: Hashes in one band.
        #[must_use]
        pub fn rows(mut self, value: i64) -> Self {
            self.rows = Some(value);
            self
        }
        ///Sets `shingle_words`: Words per shingle, when the features are word shingles.
        #[must_use]
        pub fn shingle_words(mut self, value: i64) -> Self {
            self.shingle_words = Some(value);
            self
        }
        ///Leaves `shingle_words` absent.
        #[must_use]
        pub fn without_shingle_words(mut self) -> Self {
            self.shingle_words = None;
            self
        }
        ///Sets `probe_similarities`: Jaccard similarities at which to read the candidate chance.
        #[must_use]
        pub fn probe_similarities(mut self, value: Vec<f64>) -> Self {
            self.probe_similarities = Some(value);
            self
        }
        ///Sets `hash_bytes`: Bytes of one hash value, for the raw signature matrix.
        #[must_use]
        pub fn hash_bytes(mut self, value: Information) -> Self {
            self.hash_bytes = Some(value);
            self
        }
        ///Leaves `hash_bytes` absent.
        #[must_use]
        pub fn without_hash_bytes(mut self) -> Self {
            self.hash_bytes = None;
            self
        }
        ///Sets `records`: Records indexed.
        #[must_use]
        pub fn records(mut self, value: i64) -> Self {
            self.records = Some(value);
            self
        }
        ///Leaves `records` absent.
        #[must_use]
        pub fn without_records(mut self) -> Self {
            self.records = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MinHashBanding, __c::InputError> {
            let scenario = MinHashBanding {
                bands: __c::given(self.bands, "bands")?,
                rows: __c::given(self.rows, "rows")?,
                shingle_words: self.shingle_words,
                probe_similarities: self
                    .probe_similarities
                    .unwrap_or_else(|| Vec::new()),
                hash_bytes: self.hash_bytes,
                records: self.records,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MinHashBandingBuilder {
        type Scenario = MinHashBanding;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "bands" => self.bands = __c::set(value, &__INPUTS[0])?,
                "rows" => self.rows = __c::set(value, &__INPUTS[1])?,
                "shingle_words" => self.shingle_words = __c::set(value, &__INPUTS[2])?,
                "probe_similarities" => {
                    self.probe_similarities = __c::set(value, &__INPUTS[3])?;
                }
                "hash_bytes" => self.hash_bytes = __c::set(value, &__INPUTS[4])?,
                "records" => self.records = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MinHashBanding, __c::InputError> {
            MinHashBandingBuilder::build(self)
        }
    }
    impl<'a> MinHashBandingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MinHashBanding {
            self.scenario
        }
        ///[`MinHashBanding::candidate_probability`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn candidate_probability(
            &self,
            similarity: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.candidate_probability(similarity)
        }
    }
    impl __c::Scenario for MinHashBanding {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MinHashBanding",
            family: &SELECTION,
            summary: "A MinHash signature cut into bands of rows for near-duplicate search: the chance that a pair of a given similarity becomes a candidate, the similarity where the S-curve is steepest, the estimate's standard error, and the bytes of the raw signatures.",
            description: "",
            notes: __c::meta::Notes {
                equation: "hashes = bands × rows; P(candidate | s) = 1 − (1 − sʳ)ᵇ; threshold ≈ (1/b)^(1/r); SE = sqrt(0.25 ÷ hashes); index = records × hashes × hash bytes",
                assumptions: &[
                    "Hash functions are independent, so each agrees on a pair with chance equal to its Jaccard similarity.",
                ],
                rules: __RULES,
                excludes: &[
                    "Buckets' collisions between unrelated bands, and the index's overhead beyond the raw values.",
                ],
                derivation: &[
                    "Leskovec, Rajaraman and Ullman, Mining of Massive Datasets, section 3.4.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "32 bands of 4 rows catch near-duplicates",
                    code: "// 32 bands of 4 rows catch near-duplicates\nuse mlsysim_data::selection::trajectory_min_hash_screen;\n\nlet s = trajectory_min_hash_screen()?;\nassert!(s.candidate_probability(0.8)? > 0.99);\nassert!(s.candidate_probability(0.5)? < s.candidate_probability(0.8)?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MinHashBandingBuilder;
        fn to_builder(&self) -> MinHashBandingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.bands,
                    &self.rows,
                    &self.shingle_words,
                    &self.probe_similarities,
                    &self.hash_bytes,
                    &self.records,
                ],
                &[
                    &values.max_standard_error,
                    &values.signature_bytes,
                    &values.index_bytes,
                    &values.hashes,
                    &values.threshold,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "candidate_probability" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.candidate_probability(a0), &__METHODS[0])
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
                "max_standard_error" => Some(Ok(self.__explain_max_standard_error())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "probe_similarities" => {
                    __c::samples(&self.probe_similarities, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(MinHashBanding);
};
