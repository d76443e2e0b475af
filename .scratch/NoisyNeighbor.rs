/**Tenants sharing one cache pool equally, one of whom swells to a larger allocation and so shrinks what the others can batch.

Each of `pool_tenants` tenants is entitled to an equal share of the pool and batches
`base_sequences` sequences in it. When one long-context tenant takes `swollen_share`, the
others split the rest, and each batches proportionally fewer whole sequences. Latency
figures with and without protection (a per-tenant quota) are stated values, compared with
the tenants' service-level objective.

# Equation

base share = pool ÷ tenants; other share = (pool − swollen) ÷ (tenants − 1); other sequences = ⌊other share ÷ (base share ÷ base sequences)⌋; reduction = 1 − other ÷ base sequences; burst multiple = burst ÷ base rate

# Assumptions

- Sequences are all the same size, base share ÷ base sequences.
- The p99 latencies and the quota rate are stated, not computed; the members compare them with the objective (the reference records them but reads them nowhere).

# Rules across inputs

- `swollen_share` is at most `kv_pool` (the reference gives negative sequences past the pool) (`swollen_share <= kv_pool`)
- `swollen_share` is at least the equal share, `kv_pool` ÷ `pool_tenants` (`swollen_share * pool_tenants >= kv_pool`)
- `unprotected_p99_low` is at most `unprotected_p99_high` (`unprotected_p99_low <= unprotected_p99_high`)

# Excludes

- How a quota is enforced, and the latency a smaller batch brings.

# Derivation

- The other tenants split what the swollen one leaves; at a fixed size per sequence their batch scales with their share.

# Examples

```rust
// One tenant swells to 45 of 60 GB
use mlsysim_serving::kv_cache::shared_pool_noisy_neighbor;

let s = shared_pool_noisy_neighbor()?;
assert_eq!(s.other_sequences()?, 75);
assert_eq!(s.batch_reduction()?, 0.625);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct NoisyNeighbor {
    ///The cache pool the tenants share. *Shown in `GB`; allowed > 0.*
    pub kv_pool: Information,
    ///Tenants sharing the pool. *Allowed >= 2.*
    pub pool_tenants: u32,
    ///Cache the long-context tenant takes when nothing limits it. *Shown in `GB`; allowed >= 0.*
    pub swollen_share: Information,
    ///Sequences one tenant batches in its equal share. *Allowed >= 1.*
    pub base_sequences: u32,
    ///Requests a second of one tenant normally. *Shown in `PER_SECOND`; allowed > 0.*
    pub base_rate: Frequency,
    ///Requests a second of the bursting tenant. *Shown in `PER_SECOND`; allowed >= 0.*
    pub burst_rate: Frequency,
    ///The tenants' p99 latency objective. *Shown in `MILLISECOND`; allowed > 0.*
    pub slo: Time,
    ///The lower of the stated unprotected p99 latencies. *Shown in `MILLISECOND`; allowed >= 0.*
    pub unprotected_p99_low: Time,
    ///The higher of the stated unprotected p99 latencies. *Shown in `MILLISECOND`; allowed >= 0.*
    pub unprotected_p99_high: Time,
    ///Requests a second the quota lets one tenant send. *Shown in `PER_SECOND`; allowed >= 0.*
    pub quota_rate: Frequency,
    ///The stated p99 latency with quotas in place. *Shown in `MILLISECOND`; allowed >= 0.*
    pub protected_p99: Time,
}
///Builds a [`NoisyNeighbor`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct NoisyNeighborBuilder {
    kv_pool: ::core::option::Option<Information>,
    pool_tenants: ::core::option::Option<u32>,
    swollen_share: ::core::option::Option<Information>,
    base_sequences: ::core::option::Option<u32>,
    base_rate: ::core::option::Option<Frequency>,
    burst_rate: ::core::option::Option<Frequency>,
    slo: ::core::option::Option<Time>,
    unprotected_p99_low: ::core::option::Option<Time>,
    unprotected_p99_high: ::core::option::Option<Time>,
    quota_rate: ::core::option::Option<Frequency>,
    protected_p99: ::core::option::Option<Time>,
}
///Every property of a [`NoisyNeighbor`], each computed once (see [`NoisyNeighbor::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct NoisyNeighborValues<'a> {
    scenario: &'a NoisyNeighbor,
    ///One tenant's equal share of the pool.
    pub base_share: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Each other tenant's share once one has swollen.
    pub other_share: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Whole sequences each other tenant batches in that share.
    pub other_sequences: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of their batch the other tenants lose.
    pub batch_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times its normal rate the bursting tenant sends.
    pub burst_multiple: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Whether the higher unprotected p99 misses the objective.
    pub unprotected_breaches_slo: ::core::result::Result<
        bool,
        ::mlsysim_core::EvalError,
    >,
    ///Whether the protected p99 meets the objective.
    pub protected_within_slo: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
    ///The quota as a multiple of a tenant's normal rate.
    pub quota_multiple: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "kv_pool",
            ty: "Information",
            doc: "The cache pool the tenants share.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pool_tenants",
            ty: "u32",
            doc: "Tenants sharing the pool.",
            bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "swollen_share",
            ty: "Information",
            doc: "Cache the long-context tenant takes when nothing limits it.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "base_sequences",
            ty: "u32",
            doc: "Sequences one tenant batches in its equal share.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "base_rate",
            ty: "Frequency",
            doc: "Requests a second of one tenant normally.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "burst_rate",
            ty: "Frequency",
            doc: "Requests a second of the bursting tenant.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "slo",
            ty: "Time",
            doc: "The tenants' p99 latency objective.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "unprotected_p99_low",
            ty: "Time",
            doc: "The lower of the stated unprotected p99 latencies.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "unprotected_p99_high",
            ty: "Time",
            doc: "The higher of the stated unprotected p99 latencies.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "quota_rate",
            ty: "Frequency",
            doc: "Requests a second the quota lets one tenant send.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "protected_p99",
            ty: "Time",
            doc: "The stated p99 latency with quotas in place.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "base_share",
            doc: "One tenant's equal share of the pool.",
            equation: "kv_pool / pool_tenants",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["kv_pool", "pool_tenants"],
            template: "{kv_pool} / {pool_tenants}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "other_share",
            doc: "Each other tenant's share once one has swollen.",
            equation: "(kv_pool - swollen_share) / (pool_tenants - 1)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["kv_pool", "swollen_share", "pool_tenants"],
            template: "({kv_pool} - {swollen_share}) / ({pool_tenants} - 1)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "other_sequences",
            doc: "Whole sequences each other tenant batches in that share.",
            equation: "kv_resident_fit(other_share, base_share / base_sequences)",
            result_type: "i64",
            depends_on: &["base_sequences", "other_share", "base_share"],
            calls: &["kv_resident_fit"],
            template: "kv_resident_fit({other_share}, {base_share} / {base_sequences})",
            operation: "result of `kv_resident_fit`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_reduction",
            doc: "Share of their batch the other tenants lose.",
            equation: "1.0 - other_sequences / base_sequences",
            result_type: "f64",
            depends_on: &["base_sequences", "other_sequences"],
            template: "1.0 - {other_sequences} / {base_sequences}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "burst_multiple",
            doc: "How many times its normal rate the bursting tenant sends.",
            equation: "burst_rate / base_rate",
            result_type: "f64",
            depends_on: &["burst_rate", "base_rate"],
            template: "{burst_rate} / {base_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "unprotected_breaches_slo",
            doc: "Whether the higher unprotected p99 misses the objective.",
            equation: "unprotected_p99_high > slo",
            result_type: "bool",
            depends_on: &["unprotected_p99_high", "slo"],
            template: "{unprotected_p99_high} > {slo}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "protected_within_slo",
            doc: "Whether the protected p99 meets the objective.",
            equation: "protected_p99 <= slo",
            result_type: "bool",
            depends_on: &["protected_p99", "slo"],
            template: "{protected_p99} <= {slo}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "quota_multiple",
            doc: "The quota as a multiple of a tenant's normal rate.",
            equation: "quota_rate / base_rate",
            result_type: "f64",
            depends_on: &["quota_rate", "base_rate"],
            template: "{quota_rate} / {base_rate}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`swollen_share` is at most `kv_pool` (the reference gives negative sequences past the pool)",
            condition: "swollen_share <= kv_pool",
            inputs: &["swollen_share", "kv_pool"],
        },
        __c::RuleInfo {
            text: "`swollen_share` is at least the equal share, `kv_pool` ÷ `pool_tenants`",
            condition: "swollen_share * pool_tenants >= kv_pool",
            inputs: &["swollen_share", "kv_pool", "pool_tenants"],
        },
        __c::RuleInfo {
            text: "`unprotected_p99_low` is at most `unprotected_p99_high`",
            condition: "unprotected_p99_low <= unprotected_p99_high",
            inputs: &["unprotected_p99_low", "unprotected_p99_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl NoisyNeighbor {
        ///Starts a [`NoisyNeighborBuilder`]; required inputs must be set before [`NoisyNeighborBuilder::build`].
        #[must_use]
        pub fn builder() -> NoisyNeighborBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> NoisyNeighborBuilder {
            NoisyNeighborBuilder {
                kv_pool: Some(__Clone::clone(&self.kv_pool)),
                pool_tenants: Some(__Clone::clone(&self.pool_tenants)),
                swollen_share: Some(__Clone::clone(&self.swollen_share)),
                base_sequences: Some(__Clone::clone(&self.base_sequences)),
                base_rate: Some(__Clone::clone(&self.base_rate)),
                burst_rate: Some(__Clone::clone(&self.burst_rate)),
                slo: Some(__Clone::clone(&self.slo)),
                unprotected_p99_low: Some(__Clone::clone(&self.unprotected_p99_low)),
                unprotected_p99_high: Some(__Clone::clone(&self.unprotected_p99_high)),
                quota_rate: Some(__Clone::clone(&self.quota_rate)),
                protected_p99: Some(__Clone::clone(&self.protected_p99)),
            }
        }
        ///One tenant's equal share of the pool. Equation: `kv_pool / pool_tenants`.
        #[inline]
        pub fn base_share(&self) -> __Result<Information, __c::EvalError> {
            let kv_pool = __Clone::clone(&self.kv_pool);
            let pool_tenants = __Clone::clone(&self.pool_tenants);
            struct base_share {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    base_share,
                >(kv_pool.eq_div(pool_tenants)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Each other tenant's share once one has swollen. Equation: `(kv_pool - swollen_share) / (pool_tenants - 1)`.
        #[inline]
        pub fn other_share(&self) -> __Result<Information, __c::EvalError> {
            let kv_pool = __Clone::clone(&self.kv_pool);
            let swollen_share = __Clone::clone(&self.swollen_share);
            let pool_tenants = __Clone::clone(&self.pool_tenants);
            struct other_share {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    other_share,
                >(kv_pool.eq_sub(swollen_share)?.eq_div(pool_tenants.eq_sub(1i64)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Whole sequences each other tenant batches in that share. Equation: `kv_resident_fit(other_share, base_share / base_sequences)`.
        #[inline]
        pub fn other_sequences(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_other_sequences(self.other_share()?, self.base_share()?)
        }
        #[doc(hidden)]
        fn __eq_other_sequences(
            &self,
            other_share: Information,
            base_share: Information,
        ) -> __Result<i64, __c::EvalError> {
            let base_sequences = __Clone::clone(&self.base_sequences);
            struct other_sequences {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    other_sequences,
                >(
                    ::mlsysim_core::equation::kv_resident_fit(
                        other_share,
                        base_share.eq_div(base_sequences)?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of their batch the other tenants lose. Equation: `1.0 - other_sequences / base_sequences`.
        #[inline]
        pub fn batch_reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_batch_reduction(self.other_sequences()?)
        }
        #[doc(hidden)]
        fn __eq_batch_reduction(
            &self,
            other_sequences: i64,
        ) -> __Result<f64, __c::EvalError> {
            let base_sequences = __Clone::clone(&self.base_sequences);
            struct batch_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    batch_reduction,
                >((1.0).eq_sub(other_sequences.eq_div(base_sequences)?)?))(),
                &__PROPERTIES[3],
            )
        }
        ///How many times its normal rate the bursting tenant sends. Equation: `burst_rate / base_rate`.
        #[inline]
        pub fn burst_multiple(&self) -> __Result<f64, __c::EvalError> {
            let burst_rate = __Clone::clone(&self.burst_rate);
            let base_rate = __Clone::clone(&self.base_rate);
            struct burst_multiple {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    burst_multiple,
                >(burst_rate.eq_div(base_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Whether the higher unprotected p99 misses the objective. Equation: `unprotected_p99_high > slo`.
        #[inline]
        pub fn unprotected_breaches_slo(&self) -> __Result<bool, __c::EvalError> {
            let unprotected_p99_high = __Clone::clone(&self.unprotected_p99_high);
            let slo = __Clone::clone(&self.slo);
            struct unprotected_breaches_slo {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    unprotected_breaches_slo,
                >(unprotected_p99_high > slo))(),
                &__PROPERTIES[5],
            )
        }
        ///Whether the protected p99 meets the objective. Equation: `protected_p99 <= slo`.
        #[inline]
        pub fn protected_within_slo(&self) -> __Result<bool, __c::EvalError> {
            let protected_p99 = __Clone::clone(&self.protected_p99);
            let slo = __Clone::clone(&self.slo);
            struct protected_within_slo {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    protected_within_slo,
                >(protected_p99 <= slo))(),
                &__PROPERTIES[6],
            )
        }
        ///The quota as a multiple of a tenant's normal rate. Equation: `quota_rate / base_rate`.
        #[inline]
        pub fn quota_multiple(&self) -> __Result<f64, __c::EvalError> {
            let quota_rate = __Clone::clone(&self.quota_rate);
            let base_rate = __Clone::clone(&self.base_rate);
            struct quota_multiple {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    quota_multiple,
                >(quota_rate.eq_div(base_rate)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`NoisyNeighborValues`].
        #[must_use]
        pub fn evaluate(&self) -> NoisyNeighborValues<'_> {
            let base_share = self.base_share();
            let other_share = self.other_share();
            let other_sequences = __c::after(
                (&other_share, &base_share),
                |(v0, v1)| self.__eq_other_sequences(v0, v1),
            );
            let batch_reduction = __c::after(
                (&other_sequences,),
                |(v0,)| self.__eq_batch_reduction(v0),
            );
            let burst_multiple = self.burst_multiple();
            let unprotected_breaches_slo = self.unprotected_breaches_slo();
            let protected_within_slo = self.protected_within_slo();
            let quota_multiple = self.quota_multiple();
            NoisyNeighborValues {
                scenario: self,
                base_share,
                other_share,
                other_sequences,
                batch_reduction,
                burst_multiple,
                unprotected_breaches_slo,
                protected_within_slo,
                quota_multiple,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.kv_pool, &__INPUTS[0])?;
            __c::bounded_plain(&self.pool_tenants, &__INPUTS[1])?;
            __c::bounded(&self.swollen_share, &__INPUTS[2])?;
            __c::bounded_plain(&self.base_sequences, &__INPUTS[3])?;
            __c::bounded(&self.base_rate, &__INPUTS[4])?;
            __c::bounded(&self.burst_rate, &__INPUTS[5])?;
            __c::bounded(&self.slo, &__INPUTS[6])?;
            __c::bounded(&self.unprotected_p99_low, &__INPUTS[7])?;
            __c::bounded(&self.unprotected_p99_high, &__INPUTS[8])?;
            __c::bounded(&self.quota_rate, &__INPUTS[9])?;
            __c::bounded(&self.protected_p99, &__INPUTS[10])?;
            {
                let swollen_share = __Clone::clone(&self.swollen_share);
                let kv_pool = __Clone::clone(&self.kv_pool);
                __c::rule(
                    swollen_share <= kv_pool,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.swollen_share, &self.kv_pool],
                )?;
            }
            {
                let swollen_share = __Clone::clone(&self.swollen_share);
                let pool_tenants = __Clone::clone(&self.pool_tenants);
                let kv_pool = __Clone::clone(&self.kv_pool);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        swollen_share.eq_mul(pool_tenants)? >= kv_pool,
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[1],
                    __INPUTS,
                    &[&self.swollen_share, &self.kv_pool, &self.pool_tenants],
                )?;
            }
            {
                let unprotected_p99_low = __Clone::clone(&self.unprotected_p99_low);
                let unprotected_p99_high = __Clone::clone(&self.unprotected_p99_high);
                __c::rule(
                    unprotected_p99_low <= unprotected_p99_high,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.unprotected_p99_low, &self.unprotected_p99_high],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_other_sequences(&self) -> __c::Parts {
            __c::traced(
                self.other_sequences(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "kv_resident_fit", args :
                    ::std::vec![__c::Operand::Name("other_share"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let base_share = self.base_share()
                    ?; let base_sequences = __Clone::clone(& self.base_sequences); let
                    part = base_share.eq_div(base_sequences) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl NoisyNeighborBuilder {
        ///Sets `kv_pool`: The cache pool the tenants share.
        #[must_use]
        pub fn kv_pool(mut self, value: Information) -> Self {
            self.kv_pool = Some(value);
            self
        }
        ///Sets `pool_tenants`: Tenants sharing the pool.
        #[must_use]
        pub fn pool_tenants(mut self, value: u32) -> Self {
            self.pool_tenants = Some(value);
            self
        }
        ///Sets `swollen_share`: Cache the long-context tenant takes when nothing limits it.
        #[must_use]
        pub fn swollen_share(mut self, value: Information) -> Self {
            self.swollen_share = Some(value);
            self
        }
        ///Sets `base_sequences`: Sequences one tenant batches in its equal share.
        #[must_use]
        pub fn base_sequences(mut self, value: u32) -> Self {
            self.base_sequences = Some(value);
            self
        }
        ///Sets `base_rate`: Requests a second of one tenant normally.
        #[must_use]
        pub fn base_rate(mut self, value: Frequency) -> Self {
            self.base_rate = Some(value);
            self
        }
        ///Sets `burst_rate`: Requests a second of the bursting tenant.
        #[must_use]
        pub fn burst_rate(mut self, value: Frequency) -> Self {
            self.burst_rate = Some(value);
            self
        }
        ///Sets `slo`: The tenants' p99 latency objective.
        #[must_use]
        pub fn slo(mut self, value: Time) -> Self {
            self.slo = Some(value);
            self
        }
        ///Sets `unprotected_p99_low`: The lower of the stated unprotected p99 latencies.
        #[must_use]
        pub fn unprotected_p99_low(mut self, value: Time) -> Self {
            self.unprotected_p99_low = Some(value);
            self
        }
        ///Sets `unprotected_p99_high`: The higher of the stated unprotected p99 latencies.
        #[must_use]
        pub fn unprotected_p99_high(mut self, value: Time) -> Self {
            self.unprotected_p99_high = Some(value);
            self
        }
        ///Sets `quota_rate`: Requests a second the quota lets one tenant send.
        #[must_use]
        pub fn quota_rate(mut self, value: Frequency) -> Self {
            self.quota_rate = Some(value);
            self
        }
        ///Sets `protected_p99`: The stated p99 latency with quotas in place.
        #[must_use]
        pub fn protected_p99(mut self, value: Time) -> Self {
            self.protected_p99 = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<NoisyNeighbor, __c::InputError> {
            let scenario = NoisyNeighbor {
                kv_pool: __c::given(self.kv_pool, "kv_pool")?,
                pool_tenants: __c::given(self.pool_tenants, "pool_tenants")?,
                swollen_share: __c::given(self.swollen_share, "swollen_share")?,
                base_sequences: __c::given(self.base_sequences, "base_sequences")?,
                base_rate: __c::given(self.base_rate, "base_rate")?,
                burst_rate: __c::given(self.burst_rate, "burst_rate")?,
                slo: __c::given(self.slo, "slo")?,
                unprotected_p99_low: __c::given(
                    self.unprotected_p99_low,
                    "unprotected_p99_low",
                )?,
                unprotected_p99_high: __c::given(
                    self.unprotected_p99_high,
                    "unprotected_p99_high",
                )?,
                quota_rate: __c::given(self.quota_rate, "quota_rate")?,
                protected_p99: __c::given(self.protected_p99, "protected_p99")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for NoisyNeighborBuilder {
        type Scenario = NoisyNeighbor;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "kv_pool" => self.kv_pool = __c::set(value, &__INPUTS[0])?,
                "pool_tenants" => self.pool_tenants = __c::set(value, &__INPUTS[1])?,
                "swollen_share" => self.swollen_share = __c::set(value, &__INPUTS[2])?,
                "base_sequences" => self.base_sequences = __c::set(value, &__INPUTS[3])?,
                "base_rate" => self.base_rate = __c::set(value, &__INPUTS[4])?,
                "burst_rate" => self.burst_rate = __c::set(value, &__INPUTS[5])?,
                "slo" => self.slo = __c::set(value, &__INPUTS[6])?,
                "unprotected_p99_low" => {
                    self.unprotected_p99_low = __c::set(value, &__INPUTS[7])?;
                }
                "unprotected_p99_high" => {
                    self.unprotected_p99_high = __c::set(value, &__INPUTS[8])?;
                }
                "quota_rate" => self.quota_rate = __c::set(value, &__INPUTS[9])?,
                "protected_p99" => self.protected_p99 = __c::set(value, &__INPUTS[10])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<NoisyNeighbor, __c::InputError> {
            NoisyNeighborBuilder::build(self)
        }
    }
    impl<'a> NoisyNeighborValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a NoisyNeighbor {
            self.scenario
        }
    }
    impl __c::Scenario for NoisyNeighbor {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "NoisyNeighbor",
            family: &KV_CACHE,
            summary: "Tenants sharing one cache pool equally, one of whom swells to a larger allocation and so shrinks what the others can batch.",
            description: "Each of `pool_tenants` tenants is entitled to an equal share of the pool and batches\n`base_sequences` sequences in it. When one long-context tenant takes `swollen_share`, the\nothers split the rest, and each batches proportionally fewer whole sequences. Latency\nfigures with and without protection (a per-tenant quota) are stated values, compared with\nthe tenants' service-level objective.",
            notes: __c::meta::Notes {
                equation: "base share = pool ÷ tenants; other share = (pool − swollen) ÷ (tenants − 1); other sequences = ⌊other share ÷ (base share ÷ base sequences)⌋; reduction = 1 − other ÷ base sequences; burst multiple = burst ÷ base rate",
                assumptions: &[
                    "Sequences are all the same size, base share ÷ base sequences.",
                    "The p99 latencies and the quota rate are stated, not computed; the members compare them with the objective (the reference records them but reads them nowhere).",
                ],
                rules: __RULES,
                excludes: &[
                    "How a quota is enforced, and the latency a smaller batch brings.",
                ],
                derivation: &[
                    "The other tenants split what the swollen one leaves; at a fixed size per sequence their batch scales with their share.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "One tenant swells to 45 of 60 GB",
                    code: "// One tenant swells to 45 of 60 GB\nuse mlsysim_serving::kv_cache::shared_pool_noisy_neighbor;\n\nlet s = shared_pool_noisy_neighbor()?;\nassert_eq!(s.other_sequences()?, 75);\nassert_eq!(s.batch_reduction()?, 0.625);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = NoisyNeighborBuilder;
        fn to_builder(&self) -> NoisyNeighborBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.kv_pool,
                    &self.pool_tenants,
                    &self.swollen_share,
                    &self.base_sequences,
                    &self.base_rate,
                    &self.burst_rate,
                    &self.slo,
                    &self.unprotected_p99_low,
                    &self.unprotected_p99_high,
                    &self.quota_rate,
                    &self.protected_p99,
                ],
                &[
                    &values.base_share,
                    &values.other_share,
                    &values.other_sequences,
                    &values.batch_reduction,
                    &values.burst_multiple,
                    &values.unprotected_breaches_slo,
                    &values.protected_within_slo,
                    &values.quota_multiple,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "other_sequences" => Some(Ok(self.__explain_other_sequences())),
                _ => None,
            }
        }
    }
    __c::glue!(NoisyNeighbor);
};
