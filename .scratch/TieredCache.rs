/**A fast tier in front of a slow one: the mean service time and the rate delivered, from a stated hit rate or from the fast tier's capacity over a corpus sampled uniformly.

With service times in units of one hit, a request takes `h + (1 − h) × penalty` on
average, so the cache delivers the reciprocal of that share of the all-hit rate. Given the
two tiers' bandwidths, the penalty is their ratio and the rate delivered is the harmonic
mix of the two bandwidths: the time per byte averaged over hits and misses.

# Equation

h = hit_rate, or hot capacity ÷ corpus; E[T] = h + (1 − h) × penalty; penalty = hot bandwidth ÷ miss bandwidth when both are given; rate = 1 ÷ (h ÷ hot + (1 − h) ÷ miss); delivered = rate ÷ hot, or 1 ÷ E[T]

# Assumptions

- Reads are spread uniformly over the corpus, so the hit rate is the share of it the fast tier holds.
- A miss is served by the slow tier alone, at its bandwidth.

# Rules across inputs

- the fast tier holds at most the corpus: `hot_capacity` is at most the sum of `corpus_parts` (`Self::capacity_within_corpus`)

# Excludes

- Cache warm-up, eviction policy and the reuse skew of real access patterns.

# Derivation

- The mean of a two-point distribution of service times; with bandwidths, time per byte averages over the mix.

# Requirements

- give `hit_rate`, or all of `hot_capacity` and `corpus_parts`
- give `miss_penalty`, or all of `hot_bandwidth` and `miss_bandwidth`

# Examples

```rust
// A 95% hit rate with misses 100 times slower delivers a sixth of the hit rate
use mlsysim_data::storage::hot_tier_cache_example;

let s = hot_tier_cache_example()?;
assert!((s.mean_service()? - 5.95).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TieredCache {
    ///Share of reads the fast tier serves, when stated. *Optional (absent by default); allowed [0.0, 1.0].*
    pub hit_rate: Option<f64>,
    ///Capacity of the fast tier, when the hit rate follows from it. *Optional (absent by default); shown in `TB`; allowed >= 0.*
    pub hot_capacity: Option<Information>,
    ///Bytes of each part of the corpus, sampled uniformly across its parts. *Optional (absent by default); shown in `TB`.*
    pub corpus_parts: Option<Named<Information>>,
    ///Service time of a miss over that of a hit, when no bandwidths are given. *Optional (absent by default); allowed > 0.*
    pub miss_penalty: Option<f64>,
    ///Bandwidth of the fast tier. *Optional (absent by default); shown in `GB_PER_SECOND`; allowed > 0.*
    pub hot_bandwidth: Option<DataRate>,
    ///Bandwidth of the tier that serves misses. *Optional (absent by default); shown in `GB_PER_SECOND`; allowed > 0.*
    pub miss_bandwidth: Option<DataRate>,
}
///Builds a [`TieredCache`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TieredCacheBuilder {
    hit_rate: ::core::option::Option<f64>,
    hot_capacity: ::core::option::Option<Information>,
    corpus_parts: ::core::option::Option<Named<Information>>,
    miss_penalty: ::core::option::Option<f64>,
    hot_bandwidth: ::core::option::Option<DataRate>,
    miss_bandwidth: ::core::option::Option<DataRate>,
}
///Every property of a [`TieredCache`], each computed once (see [`TieredCache::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TieredCacheValues<'a> {
    scenario: &'a TieredCache,
    ///Bytes of the whole corpus.
    pub corpus_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The hit rate: as stated, or the fast tier's share of the corpus (also the reference's
    pub hit: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Service time of a miss over that of a hit (renamed from the reference's result field
    pub effective_miss_penalty: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Mean service time, in hit service times.
    pub mean_service: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Rate delivered by the mix of hits and misses, when both bandwidths are given.
    pub delivered_rate: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Rate delivered as a share of the all-hit rate.
    pub delivered_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "hit_rate",
            ty: "Option<f64>",
            doc: "Share of reads the fast tier serves, when stated.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hot_capacity",
            ty: "Option<Information>",
            doc: "Capacity of the fast tier, when the hit rate follows from it.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "corpus_parts",
            ty: "Option<Named<Information>>",
            doc: "Bytes of each part of the corpus, sampled uniformly across its parts.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    Named<Information>,
                    _,
                >(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "miss_penalty",
            ty: "Option<f64>",
            doc: "Service time of a miss over that of a hit, when no bandwidths are given.",
            optional: true,
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hot_bandwidth",
            ty: "Option<DataRate>",
            doc: "Bandwidth of the fast tier.",
            optional: true,
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
        __c::InputInfo {
            name: "miss_bandwidth",
            ty: "Option<DataRate>",
            doc: "Bandwidth of the tier that serves misses.",
            optional: true,
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
            name: "corpus_bytes",
            doc: "Bytes of the whole corpus.",
            equation: "{\n    let parts = corpus_parts;\n    parts.values().copied().fold(TB.of(0.0), |total, part| total + part)\n}",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["corpus_parts"],
            requires_one_of: &[&[&["hit_rate"], &["hot_capacity", "corpus_parts"]]],
            template: "{{\n    let parts = {corpus_parts};\n    parts.values().copied().fold(TB.of(0.0), |total, part| total + part)\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hit",
            doc: "The hit rate: as stated, or the fast tier's share of the corpus (also the reference's\nresult field `hit_rate`, which would clash with the input).",
            equation: "match optional(hit_rate) {\n    Some(h) => h,\n    None => {\n        let parts = corpus_parts;\n        (hot_capacity\n            / parts.values().copied().fold(TB.of(0.0), |total, part| total + part))\n            .value\n    }\n}",
            result_type: "f64",
            depends_on: &["hit_rate", "corpus_parts", "hot_capacity"],
            requires_one_of: &[&[&["hit_rate"], &["hot_capacity", "corpus_parts"]]],
            template: "match {#0 optional(hit_rate)} {{\n    Some(h) => h,\n    None => {{\n        let parts = {corpus_parts};\n        ({hot_capacity}\n            / parts.values().copied().fold(TB.of(0.0), |total, part| total + part))\n            .value\n    }}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "effective_miss_penalty",
            doc: "Service time of a miss over that of a hit (renamed from the reference's result field\n`miss_penalty`, which would clash with the input): from the bandwidths when both are\ngiven, else as stated.",
            equation: "match (optional(hot_bandwidth), optional(miss_bandwidth)) {\n    (Some(hot), Some(miss)) => ((1.0 / miss) / (1.0 / hot)).value,\n    _ => miss_penalty,\n}",
            result_type: "f64",
            depends_on: &["hot_bandwidth", "miss_bandwidth", "miss_penalty"],
            requires_one_of: &[
                &[&["miss_penalty"], &["hot_bandwidth", "miss_bandwidth"]],
            ],
            template: "match ({#0 optional(hot_bandwidth)}, {#1 optional(miss_bandwidth)}) {{\n    (Some(hot), Some(miss)) => ((1.0 / miss) / (1.0 / hot)).value,\n    _ => {miss_penalty},\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mean_service",
            doc: "Mean service time, in hit service times.",
            equation: "hit * 1.0 + (1.0 - hit) * effective_miss_penalty",
            result_type: "f64",
            depends_on: &["hit", "effective_miss_penalty"],
            requires_one_of: &[
                &[&["hit_rate"], &["hot_capacity", "corpus_parts"]],
                &[&["miss_penalty"], &["hot_bandwidth", "miss_bandwidth"]],
            ],
            template: "{hit} * 1.0 + (1.0 - {hit}) * {effective_miss_penalty}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "delivered_rate",
            doc: "Rate delivered by the mix of hits and misses, when both bandwidths are given.",
            equation: "1.0 / (hit * (1.0 / hot_bandwidth) + (1.0 - hit) * (1.0 / miss_bandwidth))",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["hot_bandwidth", "miss_bandwidth", "hit"],
            requires_one_of: &[
                &[&["hit_rate"], &["hot_capacity", "corpus_parts"]],
                &[&["miss_penalty"], &["hot_bandwidth", "miss_bandwidth"]],
            ],
            template: "1.0\n    / ({hit} * (1.0 / {hot_bandwidth})\n        + (1.0 - {hit}) * (1.0 / {miss_bandwidth}))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "delivered_fraction",
            doc: "Rate delivered as a share of the all-hit rate.",
            equation: "match (optional(hot_bandwidth), optional(miss_bandwidth)) {\n    (Some(hot), Some(miss)) => {\n        ((1.0 / (hit * (1.0 / hot) + (1.0 - hit) * (1.0 / miss))) / hot).value\n    }\n    _ => 1.0 / mean_service,\n}",
            result_type: "f64",
            depends_on: &["hot_bandwidth", "miss_bandwidth", "hit", "mean_service"],
            requires_one_of: &[
                &[&["hit_rate"], &["hot_capacity", "corpus_parts"]],
                &[&["miss_penalty"], &["hot_bandwidth", "miss_bandwidth"]],
            ],
            template: "match ({#0 optional(hot_bandwidth)}, {#1 optional(miss_bandwidth)}) {{\n    (Some(hot), Some(miss)) => {{\n        ((1.0\n            / ({hit} * (1.0 / hot)\n                + (1.0 - {hit}) * (1.0 / miss))) / hot)\n            .value\n    }}\n    _ => 1.0 / {mean_service},\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "the fast tier holds at most the corpus: `hot_capacity` is at most the sum of `corpus_parts`",
            condition: "Self::capacity_within_corpus",
            inputs: &["hot_capacity", "corpus_parts"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TieredCache {
        ///Starts a [`TieredCacheBuilder`]; required inputs must be set before [`TieredCacheBuilder::build`].
        #[must_use]
        pub fn builder() -> TieredCacheBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TieredCacheBuilder {
            TieredCacheBuilder {
                hit_rate: __Clone::clone(&self.hit_rate),
                hot_capacity: __Clone::clone(&self.hot_capacity),
                corpus_parts: __Clone::clone(&self.corpus_parts),
                miss_penalty: __Clone::clone(&self.miss_penalty),
                hot_bandwidth: __Clone::clone(&self.hot_bandwidth),
                miss_bandwidth: __Clone::clone(&self.miss_bandwidth),
            }
        }
        /**Bytes of the whole corpus.

Equation:

```text
{
    let parts = corpus_parts;
    parts.values().copied().fold(TB.of(0.0), |total, part| total + part)
}
```
 Requires: give `hit_rate`, or all of `hot_capacity` and `corpus_parts`.*/
        #[inline]
        pub fn corpus_bytes(&self) -> __Result<Information, __c::EvalError> {
            let __mlsysim_fault = __c::arith::Fault::new();
            struct corpus_bytes {}
            __c::member_kept(
                (|| __c::conform::<
                    Information,
                    _,
                    corpus_bytes,
                >({
                    let parts = ::mlsysim_core::__private::present(
                        &self.corpus_parts,
                        "corpus_bytes",
                        "corpus_parts",
                    )?;
                    parts
                        .values()
                        .copied()
                        .fold(
                            TB.of(0.0),
                            |total, part| __mlsysim_fault.keep(total.eq_add(part)),
                        )
                }))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        /**The hit rate: as stated, or the fast tier's share of the corpus (also the reference's
result field `hit_rate`, which would clash with the input).

Equation:

```text
match optional(hit_rate) {
    Some(h) => h,
    None => {
        let parts = corpus_parts;
        (hot_capacity
            / parts.values().copied().fold(TB.of(0.0), |total, part| total + part))
            .value
    }
}
```
 Requires: give `hit_rate`, or all of `hot_capacity` and `corpus_parts`.*/
        #[inline]
        pub fn hit(&self) -> __Result<f64, __c::EvalError> {
            let hit_rate = __Clone::clone(&self.hit_rate);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct hit {}
            __c::member_kept(
                (|| __c::conform::<
                    f64,
                    _,
                    hit,
                >(
                    match ::mlsysim_core::equation::optional(hit_rate) {
                        Some(h) => h,
                        None => {
                            let parts = ::mlsysim_core::__private::present(
                                &self.corpus_parts,
                                "hit",
                                "corpus_parts",
                            )?;
                            ::mlsysim_core::__private::present(
                                    &self.hot_capacity,
                                    "hit",
                                    "hot_capacity",
                                )?
                                .eq_div(
                                    parts
                                        .values()
                                        .copied()
                                        .fold(
                                            TB.of(0.0),
                                            |total, part| __mlsysim_fault.keep(total.eq_add(part)),
                                        ),
                                )?
                                .value
                        }
                    },
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        /**Service time of a miss over that of a hit (renamed from the reference's result field
`miss_penalty`, which would clash with the input): from the bandwidths when both are
given, else as stated.

Equation:

```text
match (optional(hot_bandwidth), optional(miss_bandwidth)) {
    (Some(hot), Some(miss)) => ((1.0 / miss) / (1.0 / hot)).value,
    _ => miss_penalty,
}
```
 Requires: give `miss_penalty`, or all of `hot_bandwidth` and `miss_bandwidth`.*/
        #[inline]
        pub fn effective_miss_penalty(&self) -> __Result<f64, __c::EvalError> {
            let hot_bandwidth = __Clone::clone(&self.hot_bandwidth);
            let miss_bandwidth = __Clone::clone(&self.miss_bandwidth);
            struct effective_miss_penalty {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    effective_miss_penalty,
                >(
                    match (
                        ::mlsysim_core::equation::optional(hot_bandwidth),
                        ::mlsysim_core::equation::optional(miss_bandwidth),
                    ) {
                        (Some(hot), Some(miss)) => {
                            (1.0).eq_div(miss)?.eq_div((1.0).eq_div(hot)?)?.value
                        }
                        _ => {
                            ::mlsysim_core::__private::present(
                                &self.miss_penalty,
                                "effective_miss_penalty",
                                "miss_penalty",
                            )?
                        }
                    },
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Mean service time, in hit service times. Equation: `hit * 1.0 + (1.0 - hit) * effective_miss_penalty`. Requires: give `hit_rate`, or all of `hot_capacity` and `corpus_parts`. Requires: give `miss_penalty`, or all of `hot_bandwidth` and `miss_bandwidth`.
        #[inline]
        pub fn mean_service(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_mean_service(self.hit()?, self.effective_miss_penalty()?)
        }
        #[doc(hidden)]
        fn __eq_mean_service(
            &self,
            hit: f64,
            effective_miss_penalty: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct mean_service {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mean_service,
                >(
                    hit
                        .eq_mul(1.0)?
                        .eq_add((1.0).eq_sub(hit)?.eq_mul(effective_miss_penalty)?)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Rate delivered by the mix of hits and misses, when both bandwidths are given. Equation: `1.0 / (hit * (1.0 / hot_bandwidth) + (1.0 - hit) * (1.0 / miss_bandwidth))`. Requires: give `hit_rate`, or all of `hot_capacity` and `corpus_parts`. Requires: give `miss_penalty`, or all of `hot_bandwidth` and `miss_bandwidth`.
        #[inline]
        pub fn delivered_rate(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_delivered_rate(self.hit()?)
        }
        #[doc(hidden)]
        fn __eq_delivered_rate(&self, hit: f64) -> __Result<DataRate, __c::EvalError> {
            struct delivered_rate {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    delivered_rate,
                >(
                    (1.0)
                        .eq_div(
                            hit
                                .eq_mul(
                                    (1.0)
                                        .eq_div(
                                            ::mlsysim_core::__private::present(
                                                &self.hot_bandwidth,
                                                "delivered_rate",
                                                "hot_bandwidth",
                                            )?,
                                        )?,
                                )?
                                .eq_add(
                                    (1.0)
                                        .eq_sub(hit)?
                                        .eq_mul(
                                            (1.0)
                                                .eq_div(
                                                    ::mlsysim_core::__private::present(
                                                        &self.miss_bandwidth,
                                                        "delivered_rate",
                                                        "miss_bandwidth",
                                                    )?,
                                                )?,
                                        )?,
                                )?,
                        )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        /**Rate delivered as a share of the all-hit rate.

Equation:

```text
match (optional(hot_bandwidth), optional(miss_bandwidth)) {
    (Some(hot), Some(miss)) => {
        ((1.0 / (hit * (1.0 / hot) + (1.0 - hit) * (1.0 / miss))) / hot).value
    }
    _ => 1.0 / mean_service,
}
```
 Requires: give `hit_rate`, or all of `hot_capacity` and `corpus_parts`. Requires: give `miss_penalty`, or all of `hot_bandwidth` and `miss_bandwidth`.*/
        #[inline]
        pub fn delivered_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_delivered_fraction(self.hit()?, self.mean_service()?)
        }
        #[doc(hidden)]
        fn __eq_delivered_fraction(
            &self,
            hit: f64,
            mean_service: f64,
        ) -> __Result<f64, __c::EvalError> {
            let hot_bandwidth = __Clone::clone(&self.hot_bandwidth);
            let miss_bandwidth = __Clone::clone(&self.miss_bandwidth);
            struct delivered_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    delivered_fraction,
                >(
                    match (
                        ::mlsysim_core::equation::optional(hot_bandwidth),
                        ::mlsysim_core::equation::optional(miss_bandwidth),
                    ) {
                        (Some(hot), Some(miss)) => {
                            (1.0)
                                .eq_div(
                                    hit
                                        .eq_mul((1.0).eq_div(hot)?)?
                                        .eq_add((1.0).eq_sub(hit)?.eq_mul((1.0).eq_div(miss)?)?)?,
                                )?
                                .eq_div(hot)?
                                .value
                        }
                        _ => (1.0).eq_div(mean_service)?,
                    },
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TieredCacheValues`].
        #[must_use]
        pub fn evaluate(&self) -> TieredCacheValues<'_> {
            let corpus_bytes = self.corpus_bytes();
            let hit = self.hit();
            let effective_miss_penalty = self.effective_miss_penalty();
            let mean_service = __c::after(
                (&hit, &effective_miss_penalty),
                |(v0, v1)| self.__eq_mean_service(v0, v1),
            );
            let delivered_rate = __c::after(
                (&hit,),
                |(v0,)| self.__eq_delivered_rate(v0),
            );
            let delivered_fraction = __c::after(
                (&hit, &mean_service),
                |(v0, v1)| self.__eq_delivered_fraction(v0, v1),
            );
            TieredCacheValues {
                scenario: self,
                corpus_bytes,
                hit,
                effective_miss_penalty,
                mean_service,
                delivered_rate,
                delivered_fraction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.hit_rate, &__INPUTS[0])?;
            __c::bounded(&self.hot_capacity, &__INPUTS[1])?;
            __c::finite(&self.corpus_parts, &__INPUTS[2])?;
            __c::bounded(&self.miss_penalty, &__INPUTS[3])?;
            __c::bounded(&self.hot_bandwidth, &__INPUTS[4])?;
            __c::bounded(&self.miss_bandwidth, &__INPUTS[5])?;
            __c::validate::one_of(
                &[
                    (&[self.hit_rate.is_some()], &["hit_rate"]),
                    (
                        &[self.hot_capacity.is_some(), self.corpus_parts.is_some()],
                        &["hot_capacity", "corpus_parts"],
                    ),
                ],
                &[&["hit_rate"], &["hot_capacity", "corpus_parts"]],
            )?;
            __c::validate::one_of(
                &[
                    (&[self.miss_penalty.is_some()], &["miss_penalty"]),
                    (
                        &[self.hot_bandwidth.is_some(), self.miss_bandwidth.is_some()],
                        &["hot_bandwidth", "miss_bandwidth"],
                    ),
                ],
                &[&["miss_penalty"], &["hot_bandwidth", "miss_bandwidth"]],
            )?;
            __c::rule(
                Self::capacity_within_corpus(self),
                &__RULES[0],
                __INPUTS,
                &[&self.hot_capacity, &self.corpus_parts],
            )?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_hit(&self) -> __c::Parts {
            __c::traced(
                self.hit(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hit_rate = __Clone::clone(& self.hit_rate); let part =
                    ::mlsysim_core::equation::optional(hit_rate); Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_effective_miss_penalty(&self) -> __c::Parts {
            __c::traced(
                self.effective_miss_penalty(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hot_bandwidth = __Clone::clone(& self.hot_bandwidth); let
                    part = ::mlsysim_core::equation::optional(hot_bandwidth); Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let miss_bandwidth = __Clone::clone(& self.miss_bandwidth); let part
                    = ::mlsysim_core::equation::optional(miss_bandwidth); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_delivered_fraction(&self) -> __c::Parts {
            __c::traced(
                self.delivered_fraction(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hot_bandwidth = __Clone::clone(& self.hot_bandwidth); let
                    part = ::mlsysim_core::equation::optional(hot_bandwidth); Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let miss_bandwidth = __Clone::clone(& self.miss_bandwidth); let part
                    = ::mlsysim_core::equation::optional(miss_bandwidth); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl TieredCacheBuilder {
        ///Sets `hit_rate`: Share of reads the fast tier serves, when stated.
        #[must_use]
        pub fn hit_rate(mut self, value: f64) -> Self {
            self.hit_rate = Some(value);
            self
        }
        ///Leaves `hit_rate` absent.
        #[must_use]
        pub fn without_hit_rate(mut self) -> Self {
            self.hit_rate = None;
            self
        }
        ///Sets `hot_capacity`: Capacity of the fast tier, when the hit rate follows from it.
        #[must_use]
        pub fn hot_capacity(mut self, value: Information) -> Self {
            self.hot_capacity = Some(value);
            self
        }
        ///Leaves `hot_capacity` absent.
        #[must_use]
        pub fn without_hot_capacity(mut self) -> Self {
            self.hot_capacity = None;
            self
        }
        ///Sets `corpus_parts`: Bytes of each part of the corpus, sampled uniformly across its parts.
        #[must_use]
        pub fn corpus_parts(mut self, value: Named<Information>) -> Self {
            self.corpus_parts = Some(value);
            self
        }
        ///Leaves `corpus_parts` absent.
        #[must_use]
        pub fn without_corpus_parts(mut self) -> Self {
            self.corpus_parts = None;
            self
        }
        ///Sets `miss_penalty`: Service time of a miss over that of a hit, when no bandwidths are given.
        #[must_use]
        pub fn miss_penalty(mut self, value: f64) -> Self {
            self.miss_penalty = Some(value);
            self
        }
        ///Leaves `miss_penalty` absent.
        #[must_use]
        pub fn without_miss_penalty(mut self) -> Self {
            self.miss_penalty = None;
            self
        }
        ///Sets `hot_bandwidth`: Bandwidth of the fast tier.
        #[must_use]
        pub fn hot_bandwidth(mut self, value: DataRate) -> Self {
            self.hot_bandwidth = Some(value);
            self
        }
        ///Leaves `hot_bandwidth` absent.
        #[must_use]
        pub fn without_hot_bandwidth(mut self) -> Self {
            self.hot_bandwidth = None;
            self
        }
        ///Sets `miss_bandwidth`: Bandwidth of the tier that serves misses.
        #[must_use]
        pub fn miss_bandwidth(mut self, value: DataRate) -> Self {
            self.miss_bandwidth = Some(value);
            self
        }
        ///Leaves `miss_bandwidth` absent.
        #[must_use]
        pub fn without_miss_bandwidth(mut self) -> Self {
            self.miss_bandwidth = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TieredCache, __c::InputError> {
            let scenario = TieredCache {
                hit_rate: self.hit_rate,
                hot_capacity: self.hot_capacity,
                corpus_parts: self.corpus_parts,
                miss_penalty: self.miss_penalty,
                hot_bandwidth: self.hot_bandwidth,
                miss_bandwidth: self.miss_bandwidth,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TieredCacheBuilder {
        type Scenario = TieredCache;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "hit_rate" => self.hit_rate = __c::set(value, &__INPUTS[0])?,
                "hot_capacity" => self.hot_capacity = __c::set(value, &__INPUTS[1])?,
                "corpus_parts" => self.corpus_parts = __c::set(value, &__INPUTS[2])?,
                "miss_penalty" => self.miss_penalty = __c::set(value, &__INPUTS[3])?,
                "hot_bandwidth" => self.hot_bandwidth = __c::set(value, &__INPUTS[4])?,
                "miss_bandwidth" => self.miss_bandwidth = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TieredCache, __c::InputError> {
            TieredCacheBuilder::build(self)
        }
    }
    impl<'a> TieredCacheValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TieredCache {
            self.scenario
        }
    }
    impl __c::Scenario for TieredCache {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TieredCache",
            family: &STORAGE,
            summary: "A fast tier in front of a slow one: the mean service time and the rate delivered, from a stated hit rate or from the fast tier's capacity over a corpus sampled uniformly.",
            description: "With service times in units of one hit, a request takes `h + (1 − h) × penalty` on\naverage, so the cache delivers the reciprocal of that share of the all-hit rate. Given the\ntwo tiers' bandwidths, the penalty is their ratio and the rate delivered is the harmonic\nmix of the two bandwidths: the time per byte averaged over hits and misses.",
            notes: __c::meta::Notes {
                equation: "h = hit_rate, or hot capacity ÷ corpus; E[T] = h + (1 − h) × penalty; penalty = hot bandwidth ÷ miss bandwidth when both are given; rate = 1 ÷ (h ÷ hot + (1 − h) ÷ miss); delivered = rate ÷ hot, or 1 ÷ E[T]",
                assumptions: &[
                    "Reads are spread uniformly over the corpus, so the hit rate is the share of it the fast tier holds.",
                    "A miss is served by the slow tier alone, at its bandwidth.",
                ],
                rules: __RULES,
                excludes: &[
                    "Cache warm-up, eviction policy and the reuse skew of real access patterns.",
                ],
                derivation: &[
                    "The mean of a two-point distribution of service times; with bandwidths, time per byte averages over the mix.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 95% hit rate with misses 100 times slower delivers a sixth of the hit rate",
                    code: "// A 95% hit rate with misses 100 times slower delivers a sixth of the hit rate\nuse mlsysim_data::storage::hot_tier_cache_example;\n\nlet s = hot_tier_cache_example()?;\nassert!((s.mean_service()? - 5.95).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[
                &[&["hit_rate"], &["hot_capacity", "corpus_parts"]],
                &[&["miss_penalty"], &["hot_bandwidth", "miss_bandwidth"]],
            ],
        };
        type Builder = TieredCacheBuilder;
        fn to_builder(&self) -> TieredCacheBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.hit_rate,
                    &self.hot_capacity,
                    &self.corpus_parts,
                    &self.miss_penalty,
                    &self.hot_bandwidth,
                    &self.miss_bandwidth,
                ],
                &[
                    &values.corpus_bytes,
                    &values.hit,
                    &values.effective_miss_penalty,
                    &values.mean_service,
                    &values.delivered_rate,
                    &values.delivered_fraction,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "hit" => Some(Ok(self.__explain_hit())),
                "effective_miss_penalty" => {
                    Some(Ok(self.__explain_effective_miss_penalty()))
                }
                "delivered_fraction" => Some(Ok(self.__explain_delivered_fraction())),
                _ => None,
            }
        }
    }
    __c::glue!(TieredCache);
};
