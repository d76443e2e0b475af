use super::{KV_CACHE, KvAdmission, llama3_70b_agent_context_admission_dgx_h100};
use mlsysim_core::{Information, InputError, preset, scenario};

/// Requests capped at `cap` tokens in a replica's cache budget: a full-cap reservation for each
/// against fixed-size blocks handed out as the request grows.
///
/// A reservation holds the cap from admission, however short the request ends up; paged
/// allocation holds whole blocks of `small_block` or `large_block` tokens, wasting at most the
/// unused tail of the last one. Final lengths are modelled as capped exponential with mean
/// `mean_final`, which gives the expected allocation and waste per request in closed form. The
/// budget and the bytes per token come from a held `KvAdmission` scenario.
#[scenario(
    family = KV_CACHE,
    assumption = "Final lengths are min(X, cap) with X exponential, its scale set so the capped mean is `mean_final`: a modelling choice (the exponential has the most entropy for a positive length of known mean), not a fitted trace.",
    assumption = "paged_fit counts requests at their expected final allocation: a snapshot of finished lengths, not a live admission limit while requests still grow.",
    rule(mean_final <= cap, "`mean_final` is at most `cap`"),
    rule(small_block <= large_block, "`small_block` is at most `large_block`"),
    rule(large_block <= cap, "`large_block` is at most `cap` (the reference takes blocks larger than the cap, allocating more than the cap)"),
    rule(reservations >= 1, "one full-cap reservation, `cap` tokens at the bytes per token of `pool`, fits the cache budget of `pool` (the reference fails dividing by zero reservations)"),
    excludes = "Block tables, prefix sharing between requests and the allocator's own metadata.",
    derivation = "A request of S tokens holds ⌈S ÷ p⌉ blocks; under the capped exponential the expected count sums the tail probabilities P(S > jp), a geometric series.",
    example = r#"
// Reserving the cap against 16-token blocks
use mlsysim_serving::kv_cache::capped_requests_paged_allocation;

let s = capped_requests_paged_allocation()?;
assert_eq!(s.reservations()?, 48);
assert_eq!(s.paged_fit()?, 780);
assert_eq!(s.paged_gain()?, 16.25);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PagedAllocation {
    /// The replica whose cache budget and bytes per token are shared out, as a KvAdmission
    /// preset or its inputs.
    pub pool: KvAdmission,
    /// Tokens a request may reach.
    #[input(range = 1..)]
    pub cap: u32,
    /// Mean final length of a request, in tokens.
    #[input(range = 1..)]
    pub mean_final: u32,
    /// Tokens of the smaller block.
    #[input(range = 1..)]
    pub small_block: u32,
    /// Tokens of the larger block.
    #[input(range = 1..)]
    pub large_block: u32,

    /// Cache one token holds, from the replica.
    #[property(pool.kv_per_token()?, unit = BYTE)]
    pub kv_per_token: Information,
    /// The replica's cache budget.
    #[property(pool.kv_budget()?, unit = GB)]
    pub kv_budget: Information,
    /// Bytes one full-cap reservation holds.
    #[property(cap * kv_per_token, unit = GB)]
    pub reservation: Information,
    /// Full-cap reservations the budget holds.
    #[property(kv_resident_fit(kv_budget, reservation)?)]
    pub reservations: i64,
    /// Share of a reservation the mean request fills.
    #[property(mean_final / cap)]
    pub final_length_efficiency: f64,
    /// Bytes of one small block.
    #[property(small_block * kv_per_token, unit = MB)]
    pub small_block_bytes: Information,
    /// Bytes of one large block.
    #[property(large_block * kv_per_token, unit = MB)]
    pub large_block_bytes: Information,
    /// Most tokens a small block's tail can leave empty.
    #[property(small_block - 1)]
    pub small_tail_tokens: i64,
    /// Most tokens a large block's tail can leave empty.
    #[property(large_block - 1)]
    pub large_tail_tokens: i64,
    /// Most bytes a small block's tail can leave empty.
    #[property(small_tail_tokens * kv_per_token, unit = MB)]
    pub small_tail: Information,
    /// Most bytes a large block's tail can leave empty.
    #[property(large_tail_tokens * kv_per_token, unit = MB)]
    pub large_tail: Information,
    /// The large block's worst tail as a share of the cap.
    #[property(large_tail_tokens / cap)]
    pub large_tail_share: f64,
    /// Expected tokens allocated per request in small blocks.
    #[property(expected_paged_kv_tokens(mean_final, cap, small_block)?)]
    pub small_allocated_tokens: f64,
    /// Expected share of a small-block allocation left empty.
    #[property(expected_paged_kv_waste(mean_final, cap, small_block)?)]
    pub small_waste: f64,
    /// Expected tokens allocated per request in large blocks.
    #[property(expected_paged_kv_tokens(mean_final, cap, large_block)?)]
    pub large_allocated_tokens: f64,
    /// Expected share of a large-block allocation left empty.
    #[property(expected_paged_kv_waste(mean_final, cap, large_block)?)]
    pub large_waste: f64,
    /// Requests of the expected small-block allocation the budget holds.
    #[property(kv_resident_fit(kv_budget, small_allocated_tokens * kv_per_token)?)]
    pub paged_fit: i64,
    /// How many times more requests paging holds than full-cap reservation.
    #[property(paged_fit / reservations)]
    pub paged_gain: f64,
}

/// Agent requests capped at 32,768 tokens with a mean final length of 2,048 (an assumed mean,
/// not a trace), in the 70B replica's budget: full-cap reservation against 16- and 64-token
/// blocks.
#[preset(name = "CappedRequestsPagedAllocation")]
pub fn capped_requests_paged_allocation() -> Result<PagedAllocation, InputError> {
    PagedAllocation::builder()
        .pool(llama3_70b_agent_context_admission_dgx_h100()?)
        .cap(32_768)
        .mean_final(2_048)
        .small_block(16)
        .large_block(64)
        .build()
}
