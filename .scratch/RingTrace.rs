/**A ring AllReduce traced step by step on one short vector of whole numbers per GPU, each vector split into as many chunks as there are GPUs.

In ReduceScatter step s, GPU i sends chunk (i − s) mod n to GPU i + 1, which adds it into
its own copy: after step s the receiver's chunk holds the sum over s + 2 GPUs. After n − 1
steps GPU i owns the fully reduced chunk (i + 1) mod n. In AllGather step s (from 1), GPU i
forwards chunk (i − s + 2) mod n, the one it completed or received last, so after n − 1
more steps every GPU holds every chunk.

# Equation

scatter step s, GPU d: chunk c = (d − s − 1) mod n holding Σ_{k=0}^{s+1} v[(c + k) mod n][c]; owned by GPU i: chunk (i + 1) mod n; gather step s, GPU d: chunk (d − s + 1) mod n; steps = 2(n − 1)

# Assumptions

- Chunk j of every vector is its element j: each vector has at least as many elements as there are GPUs.

# Rules across inputs

- `vectors` holds at least one GPU's vector (`!vectors.is_empty()`)
- the vectors of `vectors` have one length, at least the number of GPUs (`vectors.iter().all(|v| v.len() == vectors[0].len() && v.len() >= vectors.len())`)

# Excludes

- Time: the trace follows values, not bytes or startups.

# Derivation

- Patarasuk and Yuan (2009): ReduceScatter then AllGather around a ring.

# Examples

```rust
// After the ReduceScatter, GPU 0 owns chunk 1 summed
use mlsysim_cluster::collectives::ring_trace_four_gpu;

let s = ring_trace_four_gpu()?;
assert_eq!(s.owned()?[0], [1, 26]);
assert_eq!(s.totals()?, [10, 26, 18, 34]);
assert_eq!(s.steps()?, 6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RingTrace {
    ///Each GPU's vector.
    pub vectors: Vec<Vec<i64>>,
}
///Builds a [`RingTrace`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RingTraceBuilder {
    vectors: ::core::option::Option<Vec<Vec<i64>>>,
}
///Every property of a [`RingTrace`], each computed once (see [`RingTrace::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RingTraceValues<'a> {
    scenario: &'a RingTrace,
    ///GPUs in the ring.
    pub n_devices: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///After each ReduceScatter step, each GPU's received chunk and its partial sum, as [chunk,
    pub scatter_reduce: ::core::result::Result<
        Vec<Vec<Vec<i64>>>,
        ::mlsysim_core::EvalError,
    >,
    ///The fully reduced chunk each GPU owns after the ReduceScatter, as [chunk, sum].
    pub owned: ::core::result::Result<Vec<Vec<i64>>, ::mlsysim_core::EvalError>,
    ///The element-wise sums of every vector.
    pub totals: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///After each AllGather step, the chunk each GPU receives and its total, as [chunk, total].
    pub all_gather: ::core::result::Result<
        Vec<Vec<Vec<i64>>>,
        ::mlsysim_core::EvalError,
    >,
    ///The chunks each GPU holds at the end, in order.
    pub held: ::core::result::Result<Vec<Vec<i64>>, ::mlsysim_core::EvalError>,
    ///Steps of the whole AllReduce.
    pub steps: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "vectors",
            ty: "Vec<Vec<i64>>",
            doc: "Each GPU's vector.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "n_devices",
            doc: "GPUs in the ring.",
            equation: "len(&vectors)",
            result_type: "i64",
            depends_on: &["vectors"],
            calls: &["len"],
            template: "len(&{vectors})",
            operation: "result of `len`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scatter_reduce",
            doc: "After each ReduceScatter step, each GPU's received chunk and its partial sum, as [chunk,\nsum].",
            equation: "for each step s < n − 1 and GPU d: c = (d − s − 1) mod n, [c, Σ_{k=0}^{s+1} vectors[(c + k) mod n][c]]",
            equation_is_code: false,
            result_type: "Vec<Vec<Vec<i64>>>",
            depends_on: &["vectors", "n_devices"],
            calls: &["modulo"],
            template: "{{\n    let mut steps = Vec::new();\n    for s in 0..{n_devices} - 1 {{\n        let mut row = Vec::new();\n        for d in 0..{n_devices} {{\n            let chunk = modulo(d - s - 1, {n_devices});\n            let mut partial = 0_i64;\n            for k in 0..s + 2 {{\n                partial\n                    += {vectors}[modulo(chunk + k, {n_devices})][chunk];\n            }}\n            row.push(vec![chunk, partial]);\n        }}\n        steps.push(row);\n    }}\n    steps\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "owned",
            doc: "The fully reduced chunk each GPU owns after the ReduceScatter, as [chunk, sum].",
            equation: "for each GPU i: c = (i + 1) mod n, [c, totals[c]]",
            equation_is_code: false,
            result_type: "Vec<Vec<i64>>",
            depends_on: &["n_devices", "totals"],
            calls: &["modulo"],
            template: "{{\n    let mut owned = Vec::new();\n    for i in 0..{n_devices} {{\n        let chunk = modulo(i + 1, {n_devices});\n        let total = {totals}[chunk];\n        owned.push(vec![chunk, total]);\n    }}\n    owned\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "totals",
            doc: "The element-wise sums of every vector.",
            equation: "Σ_i vectors[i][j], for each element j",
            equation_is_code: false,
            result_type: "Vec<i64>",
            depends_on: &["vectors", "n_devices"],
            calls: &["len"],
            template: "{{\n    let mut sums = Vec::new();\n    for j in 0..len(&{#0 vectors[0]}) {{\n        let mut column = 0_i64;\n        for i in 0..{n_devices} {{\n            column += {vectors}[i][j];\n        }}\n        sums.push(column);\n    }}\n    sums\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "all_gather",
            doc: "After each AllGather step, the chunk each GPU receives and its total, as [chunk, total].",
            equation: "for each step 1 ≤ s < n and GPU d: c = (d − s + 1) mod n, [c, totals[c]]",
            equation_is_code: false,
            result_type: "Vec<Vec<Vec<i64>>>",
            depends_on: &["n_devices", "totals"],
            calls: &["modulo"],
            template: "{{\n    let mut steps = Vec::new();\n    for s in 1..{n_devices} {{\n        let mut row = Vec::new();\n        for d in 0..{n_devices} {{\n            let chunk = modulo(d - s + 1, {n_devices});\n            let total = {totals}[chunk];\n            row.push(vec![chunk, total]);\n        }}\n        steps.push(row);\n    }}\n    steps\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "held",
            doc: "The chunks each GPU holds at the end, in order.",
            equation: "for each GPU d: the chunks {(d + 1) mod n} ∪ {(d − s + 1) mod n : 1 ≤ s < n}, in order",
            equation_is_code: false,
            result_type: "Vec<Vec<i64>>",
            depends_on: &["n_devices"],
            calls: &["modulo"],
            template: "{{\n    let mut held = Vec::new();\n    for d in 0..{n_devices} {{\n        let own = modulo(d + 1, {n_devices});\n        let mut chunks = vec![own];\n        for s in 1..{n_devices} {{\n            chunks.push(modulo(d - s + 1, {n_devices}));\n        }}\n        chunks.sort_unstable();\n        chunks.dedup();\n        held.push(chunks);\n    }}\n    held\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "steps",
            doc: "Steps of the whole AllReduce.",
            equation: "2 * (n_devices - 1)",
            result_type: "i64",
            depends_on: &["n_devices"],
            template: "2 * ({n_devices} - 1)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`vectors` holds at least one GPU's vector",
            condition: "!vectors.is_empty()",
            inputs: &["vectors"],
        },
        __c::RuleInfo {
            text: "the vectors of `vectors` have one length, at least the number of GPUs",
            condition: "vectors.iter().all(|v| v.len() == vectors[0].len() && v.len() >= vectors.len())",
            inputs: &["vectors"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl RingTrace {
        ///Starts a [`RingTraceBuilder`]; required inputs must be set before [`RingTraceBuilder::build`].
        #[must_use]
        pub fn builder() -> RingTraceBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RingTraceBuilder {
            RingTraceBuilder {
                vectors: Some(__Clone::clone(&self.vectors)),
            }
        }
        ///GPUs in the ring. Equation: `len(&vectors)`.
        #[inline]
        pub fn n_devices(&self) -> __Result<i64, __c::EvalError> {
            let vectors = __Clone::clone(&self.vectors);
            struct n_devices {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    n_devices,
                >(::mlsysim_core::equation::len(&vectors)))(),
                &__PROPERTIES[0],
            )
        }
        /**After each ReduceScatter step, each GPU's received chunk and its partial sum, as [chunk,
sum]. Equation: for each step s < n − 1 and GPU d: c = (d − s − 1) mod n, [c, Σ_{k=0}^{s+1} vectors[(c + k) mod n][c]].*/
        #[inline]
        pub fn scatter_reduce(&self) -> __Result<Vec<Vec<Vec<i64>>>, __c::EvalError> {
            self.__eq_scatter_reduce(self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_scatter_reduce(
            &self,
            n_devices: i64,
        ) -> __Result<Vec<Vec<Vec<i64>>>, __c::EvalError> {
            let vectors = __Clone::clone(&self.vectors);
            struct scatter_reduce {}
            __c::member(
                (|| __c::conform::<
                    Vec<Vec<Vec<i64>>>,
                    _,
                    scatter_reduce,
                >({
                    let mut steps = Vec::new();
                    for s in 0..n_devices.eq_sub(1i64)? {
                        let mut row = Vec::new();
                        for d in 0..n_devices {
                            let chunk = ::mlsysim_core::equation::modulo(
                                d.eq_sub(s)?.eq_sub(1i64)?,
                                n_devices,
                            )?;
                            let mut partial = 0_i64;
                            for k in 0..s.eq_add(2i64)? {
                                partial = partial
                                    .eq_add(
                                        ::mlsysim_core::equation::at(
                                            &::mlsysim_core::equation::at(
                                                &vectors,
                                                &::mlsysim_core::equation::modulo(
                                                    chunk.eq_add(k)?,
                                                    n_devices,
                                                )?,
                                            )?,
                                            &chunk,
                                        )?,
                                    )?;
                            }
                            row.push(vec![chunk, partial]);
                        }
                        steps.push(row);
                    }
                    steps
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///The fully reduced chunk each GPU owns after the ReduceScatter, as [chunk, sum]. Equation: for each GPU i: c = (i + 1) mod n, [c, totals[c]].
        #[inline]
        pub fn owned(&self) -> __Result<Vec<Vec<i64>>, __c::EvalError> {
            self.__eq_owned(self.n_devices()?, self.totals()?)
        }
        #[doc(hidden)]
        fn __eq_owned(
            &self,
            n_devices: i64,
            totals: Vec<i64>,
        ) -> __Result<Vec<Vec<i64>>, __c::EvalError> {
            struct owned {}
            __c::member(
                (|| __c::conform::<
                    Vec<Vec<i64>>,
                    _,
                    owned,
                >({
                    let mut owned = Vec::new();
                    for i in 0..n_devices {
                        let chunk = ::mlsysim_core::equation::modulo(
                            i.eq_add(1i64)?,
                            n_devices,
                        )?;
                        let total = ::mlsysim_core::equation::at(&totals, &chunk)?;
                        owned.push(vec![chunk, total]);
                    }
                    owned
                }))(),
                &__PROPERTIES[2],
            )
        }
        ///The element-wise sums of every vector. Equation: Σ_i vectors[i][j], for each element j.
        #[inline]
        pub fn totals(&self) -> __Result<Vec<i64>, __c::EvalError> {
            self.__eq_totals(self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_totals(&self, n_devices: i64) -> __Result<Vec<i64>, __c::EvalError> {
            let vectors = __Clone::clone(&self.vectors);
            struct totals {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    totals,
                >({
                    let mut sums = Vec::new();
                    for j in 0..::mlsysim_core::equation::len(
                        &::mlsysim_core::equation::at(&vectors, &0i64)?,
                    ) {
                        let mut column = 0_i64;
                        for i in 0..n_devices {
                            column = column
                                .eq_add(
                                    ::mlsysim_core::equation::at(
                                        &::mlsysim_core::equation::at(&vectors, &i)?,
                                        &j,
                                    )?,
                                )?;
                        }
                        sums.push(column);
                    }
                    sums
                }))(),
                &__PROPERTIES[3],
            )
        }
        ///After each AllGather step, the chunk each GPU receives and its total, as [chunk, total]. Equation: for each step 1 ≤ s < n and GPU d: c = (d − s + 1) mod n, [c, totals[c]].
        #[inline]
        pub fn all_gather(&self) -> __Result<Vec<Vec<Vec<i64>>>, __c::EvalError> {
            self.__eq_all_gather(self.n_devices()?, self.totals()?)
        }
        #[doc(hidden)]
        fn __eq_all_gather(
            &self,
            n_devices: i64,
            totals: Vec<i64>,
        ) -> __Result<Vec<Vec<Vec<i64>>>, __c::EvalError> {
            struct all_gather {}
            __c::member(
                (|| __c::conform::<
                    Vec<Vec<Vec<i64>>>,
                    _,
                    all_gather,
                >({
                    let mut steps = Vec::new();
                    for s in 1..n_devices {
                        let mut row = Vec::new();
                        for d in 0..n_devices {
                            let chunk = ::mlsysim_core::equation::modulo(
                                d.eq_sub(s)?.eq_add(1i64)?,
                                n_devices,
                            )?;
                            let total = ::mlsysim_core::equation::at(&totals, &chunk)?;
                            row.push(vec![chunk, total]);
                        }
                        steps.push(row);
                    }
                    steps
                }))(),
                &__PROPERTIES[4],
            )
        }
        ///The chunks each GPU holds at the end, in order. Equation: for each GPU d: the chunks {(d + 1) mod n} ∪ {(d − s + 1) mod n : 1 ≤ s < n}, in order.
        #[inline]
        pub fn held(&self) -> __Result<Vec<Vec<i64>>, __c::EvalError> {
            self.__eq_held(self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_held(&self, n_devices: i64) -> __Result<Vec<Vec<i64>>, __c::EvalError> {
            struct held {}
            __c::member(
                (|| __c::conform::<
                    Vec<Vec<i64>>,
                    _,
                    held,
                >({
                    let mut held = Vec::new();
                    for d in 0..n_devices {
                        let own = ::mlsysim_core::equation::modulo(
                            d.eq_add(1i64)?,
                            n_devices,
                        )?;
                        let mut chunks = vec![own];
                        for s in 1..n_devices {
                            chunks
                                .push(
                                    ::mlsysim_core::equation::modulo(
                                        d.eq_sub(s)?.eq_add(1i64)?,
                                        n_devices,
                                    )?,
                                );
                        }
                        chunks.sort_unstable();
                        chunks.dedup();
                        held.push(chunks);
                    }
                    held
                }))(),
                &__PROPERTIES[5],
            )
        }
        ///Steps of the whole AllReduce. Equation: `2 * (n_devices - 1)`.
        #[inline]
        pub fn steps(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_steps(self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_steps(&self, n_devices: i64) -> __Result<i64, __c::EvalError> {
            struct steps {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    steps,
                >((2i64).eq_mul(n_devices.eq_sub(1i64)?)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RingTraceValues`].
        #[must_use]
        pub fn evaluate(&self) -> RingTraceValues<'_> {
            let n_devices = self.n_devices();
            let scatter_reduce = __c::after(
                (&n_devices,),
                |(v0,)| self.__eq_scatter_reduce(v0),
            );
            let totals = __c::after((&n_devices,), |(v0,)| self.__eq_totals(v0));
            let owned = __c::after(
                (&n_devices, &totals),
                |(v0, v1)| self.__eq_owned(v0, v1),
            );
            let all_gather = __c::after(
                (&n_devices, &totals),
                |(v0, v1)| self.__eq_all_gather(v0, v1),
            );
            let held = __c::after((&n_devices,), |(v0,)| self.__eq_held(v0));
            let steps = __c::after((&n_devices,), |(v0,)| self.__eq_steps(v0));
            RingTraceValues {
                scenario: self,
                n_devices,
                scatter_reduce,
                owned,
                totals,
                all_gather,
                held,
                steps,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.vectors, &__INPUTS[0])?;
            {
                let vectors = __Clone::clone(&self.vectors);
                __c::rule(!vectors.is_empty(), &__RULES[0], __INPUTS, &[&self.vectors])?;
            }
            {
                let vectors = __Clone::clone(&self.vectors);
                let __mlsysim_fault = ::mlsysim_core::arith::Fault::new();
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        vectors
                            .iter()
                            .all(|v| {
                                v.len()
                                    == __mlsysim_fault
                                        .keep(::mlsysim_core::equation::at(&vectors, &0i64))
                                        .len() && v.len() >= vectors.len()
                            }),
                    )
                })();
                let outcome = match __mlsysim_fault.take() {
                    Some(e) => Err(e),
                    None => outcome,
                };
                __c::rule(outcome, &__RULES[1], __INPUTS, &[&self.vectors])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_n_devices(&self) -> __c::Parts {
            __c::traced(
                self.n_devices(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let vectors =
                    __Clone::clone(& self.vectors); let part = & vectors; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_totals(&self) -> __c::Parts {
            __c::traced(
                self.totals(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let vectors = __Clone::clone(& self.vectors); let part =
                    ::mlsysim_core::equation::at(& vectors, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let vectors =
                    __Clone::clone(& self.vectors); let part = &
                    ::mlsysim_core::equation::at(& vectors, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl RingTraceBuilder {
        ///Sets `vectors`: Each GPU's vector.
        #[must_use]
        pub fn vectors(mut self, value: Vec<Vec<i64>>) -> Self {
            self.vectors = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RingTrace, __c::InputError> {
            let scenario = RingTrace {
                vectors: __c::given(self.vectors, "vectors")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RingTraceBuilder {
        type Scenario = RingTrace;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "vectors" => self.vectors = __c::set(value, &__INPUTS[0])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RingTrace, __c::InputError> {
            RingTraceBuilder::build(self)
        }
    }
    impl<'a> RingTraceValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RingTrace {
            self.scenario
        }
    }
    impl __c::Scenario for RingTrace {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RingTrace",
            family: &COLLECTIVES,
            summary: "A ring AllReduce traced step by step on one short vector of whole numbers per GPU, each vector split into as many chunks as there are GPUs.",
            description: "In ReduceScatter step s, GPU i sends chunk (i − s) mod n to GPU i + 1, which adds it into\nits own copy: after step s the receiver's chunk holds the sum over s + 2 GPUs. After n − 1\nsteps GPU i owns the fully reduced chunk (i + 1) mod n. In AllGather step s (from 1), GPU i\nforwards chunk (i − s + 2) mod n, the one it completed or received last, so after n − 1\nmore steps every GPU holds every chunk.",
            notes: __c::meta::Notes {
                equation: "scatter step s, GPU d: chunk c = (d − s − 1) mod n holding Σ_{k=0}^{s+1} v[(c + k) mod n][c]; owned by GPU i: chunk (i + 1) mod n; gather step s, GPU d: chunk (d − s + 1) mod n; steps = 2(n − 1)",
                assumptions: &[
                    "Chunk j of every vector is its element j: each vector has at least as many elements as there are GPUs.",
                ],
                rules: __RULES,
                excludes: &["Time: the trace follows values, not bytes or startups."],
                derivation: &[
                    "Patarasuk and Yuan (2009): ReduceScatter then AllGather around a ring.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "After the ReduceScatter, GPU 0 owns chunk 1 summed",
                    code: "// After the ReduceScatter, GPU 0 owns chunk 1 summed\nuse mlsysim_cluster::collectives::ring_trace_four_gpu;\n\nlet s = ring_trace_four_gpu()?;\nassert_eq!(s.owned()?[0], [1, 26]);\nassert_eq!(s.totals()?, [10, 26, 18, 34]);\nassert_eq!(s.steps()?, 6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RingTraceBuilder;
        fn to_builder(&self) -> RingTraceBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.vectors],
                &[
                    &values.n_devices,
                    &values.scatter_reduce,
                    &values.owned,
                    &values.totals,
                    &values.all_gather,
                    &values.held,
                    &values.steps,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "n_devices" => Some(Ok(self.__explain_n_devices())),
                "totals" => Some(Ok(self.__explain_totals())),
                _ => None,
            }
        }
    }
    __c::glue!(RingTrace);
};
