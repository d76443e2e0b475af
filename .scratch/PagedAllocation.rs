/**Requests capped at `cap` tokens in a replica's cache budget: a full-cap reservation for each against fixed-size blocks handed out as the request grows.

A reservation holds the cap from admission, however short the request ends up; paged
allocation holds whole blocks of `small_block` or `large_block` tokens, wasting at most the
unused tail of the last one. Final lengths are modelled as capped exponential with mean
`mean_final`, which gives the expected allocation and waste per request in closed form. The
budget and the bytes per token come from a held `KvAdmission` scenario.

# Equation

reservation = cap × m; reservations = ⌊M ÷ reservation⌋; allocated = expected_paged_kv_tokens(mean_final, cap, block); paged_fit = ⌊M ÷ (allocated × m)⌋; gain = paged_fit ÷ reservations

# Assumptions

- Final lengths are min(X, cap) with X exponential, its scale set so the capped mean is `mean_final`: a modelling choice (the exponential has the most entropy for a positive length of known mean), not a fitted trace.
- paged_fit counts requests at their expected final allocation: a snapshot of finished lengths, not a live admission limit while requests still grow.

# Rules across inputs

- `mean_final` is at most `cap` (`mean_final <= cap`)
- `small_block` is at most `large_block` (`small_block <= large_block`)
- `large_block` is at most `cap` (the reference takes blocks larger than the cap, allocating more than the cap) (`large_block <= cap`)
- one full-cap reservation, `cap` tokens at the bytes per token of `pool`, fits the cache budget of `pool` (the reference fails dividing by zero reservations) (`reservations >= 1`)

# Excludes

- Block tables, prefix sharing between requests and the allocator's own metadata.

# Derivation

- A request of S tokens holds ⌈S ÷ p⌉ blocks; under the capped exponential the expected count sums the tail probabilities P(S > jp), a geometric series.

# Examples

```rust
// Reserving the cap against 16-token blocks
use mlsysim_serving::kv_cache::capped_requests_paged_allocation;

let s = capped_requests_paged_allocation()?;
assert_eq!(s.reservations()?, 48);
assert_eq!(s.paged_fit()?, 780);
assert_eq!(s.paged_gain()?, 16.25);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PagedAllocation {
    /**The replica whose cache budget and bytes per token are shared out, as a KvAdmission
preset or its inputs.*/
    pub pool: KvAdmission,
    ///Tokens a request may reach. *Allowed >= 1.*
    pub cap: u32,
    ///Mean final length of a request, in tokens. *Allowed >= 1.*
    pub mean_final: u32,
    ///Tokens of the smaller block. *Allowed >= 1.*
    pub small_block: u32,
    ///Tokens of the larger block. *Allowed >= 1.*
    pub large_block: u32,
}
///Builds a [`PagedAllocation`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PagedAllocationBuilder {
    pool: ::core::option::Option<KvAdmission>,
    cap: ::core::option::Option<u32>,
    mean_final: ::core::option::Option<u32>,
    small_block: ::core::option::Option<u32>,
    large_block: ::core::option::Option<u32>,
}
///Every property of a [`PagedAllocation`], each computed once (see [`PagedAllocation::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PagedAllocationValues<'a> {
    scenario: &'a PagedAllocation,
    ///Cache one token holds, from the replica.
    pub kv_per_token: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The replica's cache budget.
    pub kv_budget: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes one full-cap reservation holds.
    pub reservation: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Full-cap reservations the budget holds.
    pub reservations: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of a reservation the mean request fills.
    pub final_length_efficiency: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of one small block.
    pub small_block_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes of one large block.
    pub large_block_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Most tokens a small block's tail can leave empty.
    pub small_tail_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Most tokens a large block's tail can leave empty.
    pub large_tail_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Most bytes a small block's tail can leave empty.
    pub small_tail: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Most bytes a large block's tail can leave empty.
    pub large_tail: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The large block's worst tail as a share of the cap.
    pub large_tail_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Expected tokens allocated per request in small blocks.
    pub small_allocated_tokens: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Expected share of a small-block allocation left empty.
    pub small_waste: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Expected tokens allocated per request in large blocks.
    pub large_allocated_tokens: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Expected share of a large-block allocation left empty.
    pub large_waste: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Requests of the expected small-block allocation the budget holds.
    pub paged_fit: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///How many times more requests paging holds than full-cap reservation.
    pub paged_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "pool",
            ty: "KvAdmission",
            doc: "The replica whose cache budget and bytes per token are shared out, as a KvAdmission\npreset or its inputs.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "cap",
            ty: "u32",
            doc: "Tokens a request may reach.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "mean_final",
            ty: "u32",
            doc: "Mean final length of a request, in tokens.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small_block",
            ty: "u32",
            doc: "Tokens of the smaller block.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "large_block",
            ty: "u32",
            doc: "Tokens of the larger block.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "kv_per_token",
            doc: "Cache one token holds, from the replica.",
            equation: "pool.kv_per_token()",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["pool"],
            reaches: &[("pool", "kv_per_token")],
            template: "{#0 pool.kv_per_token()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_budget",
            doc: "The replica's cache budget.",
            equation: "pool.kv_budget()",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["pool"],
            reaches: &[("pool", "kv_budget")],
            template: "{#0 pool.kv_budget()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reservation",
            doc: "Bytes one full-cap reservation holds.",
            equation: "cap * kv_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["cap", "kv_per_token"],
            template: "{cap} * {kv_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reservations",
            doc: "Full-cap reservations the budget holds.",
            equation: "kv_resident_fit(kv_budget, reservation)",
            result_type: "i64",
            depends_on: &["kv_budget", "reservation"],
            calls: &["kv_resident_fit"],
            template: "kv_resident_fit({kv_budget}, {reservation})",
            named_calls: "kv_resident_fit(kv_budget, reservation)",
            operation: "result of `kv_resident_fit`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "final_length_efficiency",
            doc: "Share of a reservation the mean request fills.",
            equation: "mean_final / cap",
            result_type: "f64",
            depends_on: &["mean_final", "cap"],
            template: "{mean_final} / {cap}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_block_bytes",
            doc: "Bytes of one small block.",
            equation: "small_block * kv_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["small_block", "kv_per_token"],
            template: "{small_block} * {kv_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_block_bytes",
            doc: "Bytes of one large block.",
            equation: "large_block * kv_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["large_block", "kv_per_token"],
            template: "{large_block} * {kv_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_tail_tokens",
            doc: "Most tokens a small block's tail can leave empty.",
            equation: "small_block - 1",
            result_type: "i64",
            depends_on: &["small_block"],
            template: "{small_block} - 1",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_tail_tokens",
            doc: "Most tokens a large block's tail can leave empty.",
            equation: "large_block - 1",
            result_type: "i64",
            depends_on: &["large_block"],
            template: "{large_block} - 1",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_tail",
            doc: "Most bytes a small block's tail can leave empty.",
            equation: "small_tail_tokens * kv_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["small_tail_tokens", "kv_per_token"],
            template: "{small_tail_tokens} * {kv_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_tail",
            doc: "Most bytes a large block's tail can leave empty.",
            equation: "large_tail_tokens * kv_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["large_tail_tokens", "kv_per_token"],
            template: "{large_tail_tokens} * {kv_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_tail_share",
            doc: "The large block's worst tail as a share of the cap.",
            equation: "large_tail_tokens / cap",
            result_type: "f64",
            depends_on: &["cap", "large_tail_tokens"],
            template: "{large_tail_tokens} / {cap}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_allocated_tokens",
            doc: "Expected tokens allocated per request in small blocks.",
            equation: "expected_paged_kv_tokens(mean_final, cap, small_block)",
            result_type: "f64",
            depends_on: &["mean_final", "cap", "small_block"],
            calls: &["expected_paged_kv_tokens"],
            template: "expected_paged_kv_tokens({mean_final}, {cap}, {small_block})",
            named_calls: "expected_paged_kv_tokens(mean_final, cap, small_block)",
            operation: "result of `expected_paged_kv_tokens`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_waste",
            doc: "Expected share of a small-block allocation left empty.",
            equation: "expected_paged_kv_waste(mean_final, cap, small_block)",
            result_type: "f64",
            depends_on: &["mean_final", "cap", "small_block"],
            calls: &["expected_paged_kv_waste"],
            template: "expected_paged_kv_waste({mean_final}, {cap}, {small_block})",
            named_calls: "expected_paged_kv_waste(mean_final, cap, small_block)",
            operation: "result of `expected_paged_kv_waste`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_allocated_tokens",
            doc: "Expected tokens allocated per request in large blocks.",
            equation: "expected_paged_kv_tokens(mean_final, cap, large_block)",
            result_type: "f64",
            depends_on: &["mean_final", "cap", "large_block"],
            calls: &["expected_paged_kv_tokens"],
            template: "expected_paged_kv_tokens({mean_final}, {cap}, {large_block})",
            named_calls: "expected_paged_kv_tokens(mean_final, cap, large_block)",
            operation: "result of `expected_paged_kv_tokens`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_waste",
            doc: "Expected share of a large-block allocation left empty.",
            equation: "expected_paged_kv_waste(mean_final, cap, large_block)",
            result_type: "f64",
            depends_on: &["mean_final", "cap", "large_block"],
            calls: &["expected_paged_kv_waste"],
            template: "expected_paged_kv_waste({mean_final}, {cap}, {large_block})",
            named_calls: "expected_paged_kv_waste(mean_final, cap, large_block)",
            operation: "result of `expected_paged_kv_waste`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "paged_fit",
            doc: "Requests of the expected small-block allocation the budget holds.",
            equation: "kv_resident_fit(kv_budget, small_allocated_tokens * kv_per_token)",
            result_type: "i64",
            depends_on: &["kv_budget", "small_allocated_tokens", "kv_per_token"],
            calls: &["kv_resident_fit"],
            template: "kv_resident_fit({kv_budget}, {small_allocated_tokens} * {kv_per_token})",
            operation: "result of `kv_resident_fit`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "paged_gain",
            doc: "How many times more requests paging holds than full-cap reservation.",
            equation: "paged_fit / reservations",
            result_type: "f64",
            depends_on: &["paged_fit", "reservations"],
            template: "{paged_fit} / {reservations}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`mean_final` is at most `cap`",
            condition: "mean_final <= cap",
            inputs: &["mean_final", "cap"],
        },
        __c::RuleInfo {
            text: "`small_block` is at most `large_block`",
            condition: "small_block <= large_block",
            inputs: &["small_block", "large_block"],
        },
        __c::RuleInfo {
            text: "`large_block` is at most `cap` (the reference takes blocks larger than the cap, allocating more than the cap)",
            condition: "large_block <= cap",
            inputs: &["large_block", "cap"],
        },
        __c::RuleInfo {
            text: "one full-cap reservation, `cap` tokens at the bytes per token of `pool`, fits the cache budget of `pool` (the reference fails dividing by zero reservations)",
            condition: "reservations >= 1",
            inputs: &["cap", "pool"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl PagedAllocation {
        ///Starts a [`PagedAllocationBuilder`]; required inputs must be set before [`PagedAllocationBuilder::build`].
        #[must_use]
        pub fn builder() -> PagedAllocationBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PagedAllocationBuilder {
            PagedAllocationBuilder {
                pool: Some(__Clone::clone(&self.pool)),
                cap: Some(__Clone::clone(&self.cap)),
                mean_final: Some(__Clone::clone(&self.mean_final)),
                small_block: Some(__Clone::clone(&self.small_block)),
                large_block: Some(__Clone::clone(&self.large_block)),
            }
        }
        ///Cache one token holds, from the replica. Equation: `pool.kv_per_token()`.
        #[inline]
        pub fn kv_per_token(&self) -> __Result<Information, __c::EvalError> {
            let pool = __Clone::clone(&self.pool);
            struct kv_per_token {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_token,
                >(pool.kv_per_token()?))(),
                &__PROPERTIES[0],
            )
        }
        ///The replica's cache budget. Equation: `pool.kv_budget()`.
        #[inline]
        pub fn kv_budget(&self) -> __Result<Information, __c::EvalError> {
            let pool = __Clone::clone(&self.pool);
            struct kv_budget {}
            __c::member(
                (|| __c::conform::<Information, _, kv_budget>(pool.kv_budget()?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes one full-cap reservation holds. Equation: `cap * kv_per_token`.
        #[inline]
        pub fn reservation(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_reservation(self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_reservation(
            &self,
            kv_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            let cap = __Clone::clone(&self.cap);
            struct reservation {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    reservation,
                >(cap.eq_mul(kv_per_token)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Full-cap reservations the budget holds. Equation: `kv_resident_fit(kv_budget, reservation)`.
        #[inline]
        pub fn reservations(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_reservations(self.kv_budget()?, self.reservation()?)
        }
        #[doc(hidden)]
        fn __eq_reservations(
            &self,
            kv_budget: Information,
            reservation: Information,
        ) -> __Result<i64, __c::EvalError> {
            struct reservations {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    reservations,
                >(::mlsysim_core::equation::kv_resident_fit(kv_budget, reservation)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Share of a reservation the mean request fills. Equation: `mean_final / cap`.
        #[inline]
        pub fn final_length_efficiency(&self) -> __Result<f64, __c::EvalError> {
            let mean_final = __Clone::clone(&self.mean_final);
            let cap = __Clone::clone(&self.cap);
            struct final_length_efficiency {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    final_length_efficiency,
                >(mean_final.eq_div(cap)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Bytes of one small block. Equation: `small_block * kv_per_token`.
        #[inline]
        pub fn small_block_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_small_block_bytes(self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_small_block_bytes(
            &self,
            kv_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            let small_block = __Clone::clone(&self.small_block);
            struct small_block_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    small_block_bytes,
                >(small_block.eq_mul(kv_per_token)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Bytes of one large block. Equation: `large_block * kv_per_token`.
        #[inline]
        pub fn large_block_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_large_block_bytes(self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_large_block_bytes(
            &self,
            kv_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            let large_block = __Clone::clone(&self.large_block);
            struct large_block_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    large_block_bytes,
                >(large_block.eq_mul(kv_per_token)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Most tokens a small block's tail can leave empty. Equation: `small_block - 1`.
        #[inline]
        pub fn small_tail_tokens(&self) -> __Result<i64, __c::EvalError> {
            let small_block = __Clone::clone(&self.small_block);
            struct small_tail_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    small_tail_tokens,
                >(small_block.eq_sub(1i64)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Most tokens a large block's tail can leave empty. Equation: `large_block - 1`.
        #[inline]
        pub fn large_tail_tokens(&self) -> __Result<i64, __c::EvalError> {
            let large_block = __Clone::clone(&self.large_block);
            struct large_tail_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    large_tail_tokens,
                >(large_block.eq_sub(1i64)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Most bytes a small block's tail can leave empty. Equation: `small_tail_tokens * kv_per_token`.
        #[inline]
        pub fn small_tail(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_small_tail(self.small_tail_tokens()?, self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_small_tail(
            &self,
            small_tail_tokens: i64,
            kv_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct small_tail {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    small_tail,
                >(small_tail_tokens.eq_mul(kv_per_token)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Most bytes a large block's tail can leave empty. Equation: `large_tail_tokens * kv_per_token`.
        #[inline]
        pub fn large_tail(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_large_tail(self.large_tail_tokens()?, self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_large_tail(
            &self,
            large_tail_tokens: i64,
            kv_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct large_tail {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    large_tail,
                >(large_tail_tokens.eq_mul(kv_per_token)?))(),
                &__PROPERTIES[10],
            )
        }
        ///The large block's worst tail as a share of the cap. Equation: `large_tail_tokens / cap`.
        #[inline]
        pub fn large_tail_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_large_tail_share(self.large_tail_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_large_tail_share(
            &self,
            large_tail_tokens: i64,
        ) -> __Result<f64, __c::EvalError> {
            let cap = __Clone::clone(&self.cap);
            struct large_tail_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    large_tail_share,
                >(large_tail_tokens.eq_div(cap)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Expected tokens allocated per request in small blocks. Equation: `expected_paged_kv_tokens(mean_final, cap, small_block)`.
        #[inline]
        pub fn small_allocated_tokens(&self) -> __Result<f64, __c::EvalError> {
            let mean_final = __Clone::clone(&self.mean_final);
            let cap = __Clone::clone(&self.cap);
            let small_block = __Clone::clone(&self.small_block);
            struct small_allocated_tokens {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    small_allocated_tokens,
                >(
                    ::mlsysim_core::equation::expected_paged_kv_tokens(
                        mean_final,
                        cap,
                        small_block,
                    )?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        ///Expected share of a small-block allocation left empty. Equation: `expected_paged_kv_waste(mean_final, cap, small_block)`.
        #[inline]
        pub fn small_waste(&self) -> __Result<f64, __c::EvalError> {
            let mean_final = __Clone::clone(&self.mean_final);
            let cap = __Clone::clone(&self.cap);
            let small_block = __Clone::clone(&self.small_block);
            struct small_waste {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    small_waste,
                >(
                    ::mlsysim_core::equation::expected_paged_kv_waste(
                        mean_final,
                        cap,
                        small_block,
                    )?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///Expected tokens allocated per request in large blocks. Equation: `expected_paged_kv_tokens(mean_final, cap, large_block)`.
        #[inline]
        pub fn large_allocated_tokens(&self) -> __Result<f64, __c::EvalError> {
            let mean_final = __Clone::clone(&self.mean_final);
            let cap = __Clone::clone(&self.cap);
            let large_block = __Clone::clone(&self.large_block);
            struct large_allocated_tokens {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    large_allocated_tokens,
                >(
                    ::mlsysim_core::equation::expected_paged_kv_tokens(
                        mean_final,
                        cap,
                        large_block,
                    )?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        ///Expected share of a large-block allocation left empty. Equation: `expected_paged_kv_waste(mean_final, cap, large_block)`.
        #[inline]
        pub fn large_waste(&self) -> __Result<f64, __c::EvalError> {
            let mean_final = __Clone::clone(&self.mean_final);
            let cap = __Clone::clone(&self.cap);
            let large_block = __Clone::clone(&self.large_block);
            struct large_waste {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    large_waste,
                >(
                    ::mlsysim_core::equation::expected_paged_kv_waste(
                        mean_final,
                        cap,
                        large_block,
                    )?,
                ))(),
                &__PROPERTIES[15],
            )
        }
        ///Requests of the expected small-block allocation the budget holds. Equation: `kv_resident_fit(kv_budget, small_allocated_tokens * kv_per_token)`.
        #[inline]
        pub fn paged_fit(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_paged_fit(
                self.kv_budget()?,
                self.small_allocated_tokens()?,
                self.kv_per_token()?,
            )
        }
        #[doc(hidden)]
        fn __eq_paged_fit(
            &self,
            kv_budget: Information,
            small_allocated_tokens: f64,
            kv_per_token: Information,
        ) -> __Result<i64, __c::EvalError> {
            struct paged_fit {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    paged_fit,
                >(
                    ::mlsysim_core::equation::kv_resident_fit(
                        kv_budget,
                        small_allocated_tokens.eq_mul(kv_per_token)?,
                    )?,
                ))(),
                &__PROPERTIES[16],
            )
        }
        ///How many times more requests paging holds than full-cap reservation. Equation: `paged_fit / reservations`.
        #[inline]
        pub fn paged_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_paged_gain(self.paged_fit()?, self.reservations()?)
        }
        #[doc(hidden)]
        fn __eq_paged_gain(
            &self,
            paged_fit: i64,
            reservations: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct paged_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    paged_gain,
                >(paged_fit.eq_div(reservations)?))(),
                &__PROPERTIES[17],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PagedAllocationValues`].
        #[must_use]
        pub fn evaluate(&self) -> PagedAllocationValues<'_> {
            let kv_per_token = self.kv_per_token();
            let kv_budget = self.kv_budget();
            let reservation = __c::after(
                (&kv_per_token,),
                |(v0,)| self.__eq_reservation(v0),
            );
            let reservations = __c::after(
                (&kv_budget, &reservation),
                |(v0, v1)| self.__eq_reservations(v0, v1),
            );
            let final_length_efficiency = self.final_length_efficiency();
            let small_block_bytes = __c::after(
                (&kv_per_token,),
                |(v0,)| self.__eq_small_block_bytes(v0),
            );
            let large_block_bytes = __c::after(
                (&kv_per_token,),
                |(v0,)| self.__eq_large_block_bytes(v0),
            );
            let small_tail_tokens = self.small_tail_tokens();
            let large_tail_tokens = self.large_tail_tokens();
            let small_tail = __c::after(
                (&small_tail_tokens, &kv_per_token),
                |(v0, v1)| self.__eq_small_tail(v0, v1),
            );
            let large_tail = __c::after(
                (&large_tail_tokens, &kv_per_token),
                |(v0, v1)| self.__eq_large_tail(v0, v1),
            );
            let large_tail_share = __c::after(
                (&large_tail_tokens,),
                |(v0,)| self.__eq_large_tail_share(v0),
            );
            let small_allocated_tokens = self.small_allocated_tokens();
            let small_waste = self.small_waste();
            let large_allocated_tokens = self.large_allocated_tokens();
            let large_waste = self.large_waste();
            let paged_fit = __c::after(
                (&kv_budget, &small_allocated_tokens, &kv_per_token),
                |(v0, v1, v2)| self.__eq_paged_fit(v0, v1, v2),
            );
            let paged_gain = __c::after(
                (&paged_fit, &reservations),
                |(v0, v1)| self.__eq_paged_gain(v0, v1),
            );
            PagedAllocationValues {
                scenario: self,
                kv_per_token,
                kv_budget,
                reservation,
                reservations,
                final_length_efficiency,
                small_block_bytes,
                large_block_bytes,
                small_tail_tokens,
                large_tail_tokens,
                small_tail,
                large_tail,
                large_tail_share,
                small_allocated_tokens,
                small_waste,
                large_allocated_tokens,
                large_waste,
                paged_fit,
                paged_gain,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.pool, &__INPUTS[0])?;
            __c::bounded_plain(&self.cap, &__INPUTS[1])?;
            __c::bounded_plain(&self.mean_final, &__INPUTS[2])?;
            __c::bounded_plain(&self.small_block, &__INPUTS[3])?;
            __c::bounded_plain(&self.large_block, &__INPUTS[4])?;
            {
                let mean_final = __Clone::clone(&self.mean_final);
                let cap = __Clone::clone(&self.cap);
                __c::rule(
                    mean_final <= cap,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.mean_final, &self.cap],
                )?;
            }
            {
                let small_block = __Clone::clone(&self.small_block);
                let large_block = __Clone::clone(&self.large_block);
                __c::rule(
                    small_block <= large_block,
                    &__RULES[1],
                    __INPUTS,
                    &[&self.small_block, &self.large_block],
                )?;
            }
            {
                let large_block = __Clone::clone(&self.large_block);
                let cap = __Clone::clone(&self.cap);
                __c::rule(
                    large_block <= cap,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.large_block, &self.cap],
                )?;
            }
            {
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let reservations = self.reservations()?;
                    __c::RuleOutcome::decided(reservations >= 1)
                })();
                __c::rule(outcome, &__RULES[3], __INPUTS, &[&self.cap, &self.pool])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_kv_per_token(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_token(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let pool = __Clone::clone(& self.pool); let part = pool
                    .kv_per_token() ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_budget(&self) -> __c::Parts {
            __c::traced(
                self.kv_budget(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let pool = __Clone::clone(& self.pool); let part = pool
                    .kv_budget() ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_paged_fit(&self) -> __c::Parts {
            __c::traced(
                self.paged_fit(),
                &__PROPERTIES[16],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "kv_resident_fit", args :
                    ::std::vec![__c::Operand::Name("kv_budget"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let small_allocated_tokens = self.small_allocated_tokens() ?; let
                    kv_per_token = self.kv_per_token() ?; let part =
                    small_allocated_tokens.eq_mul(kv_per_token) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl PagedAllocationBuilder {
        ///Sets `pool`: The replica whose cache budget and bytes per token are shared out, as a KvAdmission
        #[must_use]
        pub fn pool(mut self, value: KvAdmission) -> Self {
            self.pool = Some(value);
            self
        }
        ///Sets `cap`: Tokens a request may reach.
        #[must_use]
        pub fn cap(mut self, value: u32) -> Self {
            self.cap = Some(value);
            self
        }
        ///Sets `mean_final`: Mean final length of a request, in tokens.
        #[must_use]
        pub fn mean_final(mut self, value: u32) -> Self {
            self.mean_final = Some(value);
            self
        }
        ///Sets `small_block`: Tokens of the smaller block.
        #[must_use]
        pub fn small_block(mut self, value: u32) -> Self {
            self.small_block = Some(value);
            self
        }
        ///Sets `large_block`: Tokens of the larger block.
        #[must_use]
        pub fn large_block(mut self, value: u32) -> Self {
            self.large_block = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PagedAllocation, __c::InputError> {
            let scenario = PagedAllocation {
                pool: __c::given(self.pool, "pool")?,
                cap: __c::given(self.cap, "cap")?,
                mean_final: __c::given(self.mean_final, "mean_final")?,
                small_block: __c::given(self.small_block, "small_block")?,
                large_block: __c::given(self.large_block, "large_block")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PagedAllocationBuilder {
        type Scenario = PagedAllocation;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "pool" => self.pool = __c::set(value, &__INPUTS[0])?,
                "cap" => self.cap = __c::set(value, &__INPUTS[1])?,
                "mean_final" => self.mean_final = __c::set(value, &__INPUTS[2])?,
                "small_block" => self.small_block = __c::set(value, &__INPUTS[3])?,
                "large_block" => self.large_block = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PagedAllocation, __c::InputError> {
            PagedAllocationBuilder::build(self)
        }
    }
    impl<'a> PagedAllocationValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PagedAllocation {
            self.scenario
        }
    }
    impl __c::Scenario for PagedAllocation {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PagedAllocation",
            family: &KV_CACHE,
            summary: "Requests capped at `cap` tokens in a replica's cache budget: a full-cap reservation for each against fixed-size blocks handed out as the request grows.",
            description: "A reservation holds the cap from admission, however short the request ends up; paged\nallocation holds whole blocks of `small_block` or `large_block` tokens, wasting at most the\nunused tail of the last one. Final lengths are modelled as capped exponential with mean\n`mean_final`, which gives the expected allocation and waste per request in closed form. The\nbudget and the bytes per token come from a held `KvAdmission` scenario.",
            notes: __c::meta::Notes {
                equation: "reservation = cap × m; reservations = ⌊M ÷ reservation⌋; allocated = expected_paged_kv_tokens(mean_final, cap, block); paged_fit = ⌊M ÷ (allocated × m)⌋; gain = paged_fit ÷ reservations",
                assumptions: &[
                    "Final lengths are min(X, cap) with X exponential, its scale set so the capped mean is `mean_final`: a modelling choice (the exponential has the most entropy for a positive length of known mean), not a fitted trace.",
                    "paged_fit counts requests at their expected final allocation: a snapshot of finished lengths, not a live admission limit while requests still grow.",
                ],
                rules: __RULES,
                excludes: &[
                    "Block tables, prefix sharing between requests and the allocator's own metadata.",
                ],
                derivation: &[
                    "A request of S tokens holds ⌈S ÷ p⌉ blocks; under the capped exponential the expected count sums the tail probabilities P(S > jp), a geometric series.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Reserving the cap against 16-token blocks",
                    code: "// Reserving the cap against 16-token blocks\nuse mlsysim_serving::kv_cache::capped_requests_paged_allocation;\n\nlet s = capped_requests_paged_allocation()?;\nassert_eq!(s.reservations()?, 48);\nassert_eq!(s.paged_fit()?, 780);\nassert_eq!(s.paged_gain()?, 16.25);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PagedAllocationBuilder;
        fn to_builder(&self) -> PagedAllocationBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.pool,
                    &self.cap,
                    &self.mean_final,
                    &self.small_block,
                    &self.large_block,
                ],
                &[
                    &values.kv_per_token,
                    &values.kv_budget,
                    &values.reservation,
                    &values.reservations,
                    &values.final_length_efficiency,
                    &values.small_block_bytes,
                    &values.large_block_bytes,
                    &values.small_tail_tokens,
                    &values.large_tail_tokens,
                    &values.small_tail,
                    &values.large_tail,
                    &values.large_tail_share,
                    &values.small_allocated_tokens,
                    &values.small_waste,
                    &values.large_allocated_tokens,
                    &values.large_waste,
                    &values.paged_fit,
                    &values.paged_gain,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "kv_per_token" => Some(Ok(self.__explain_kv_per_token())),
                "kv_budget" => Some(Ok(self.__explain_kv_budget())),
                "paged_fit" => Some(Ok(self.__explain_paged_fit())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "pool" => (&__c::explain::Held(&self.pool)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(PagedAllocation);
};
