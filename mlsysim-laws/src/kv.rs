//! Managing a key-value cache: how many sequences a pool holds, what paged blocks allocate
//! under capped exponential lengths, which attention design a geometry implies, and the step
//! times and round yields of serving from it.

use crate::law;
use crate::registry::Precision;
use crate::units::{FlopRate, Information, Time};

/// Whole sequences of `bytes_per_sequence` that fit in `pool`: the quotient with its fraction
/// dropped (toward zero, as the reference's `int` does), a bound on memory alone.
#[law(
    reference = "mlsysim.physics.memory.calc_kv_resident_fit",
    samples(pool = ["525.99 GB", "50 GiB"], bytes_per_sequence = ["10.73741824 GB", "327680 B"])
)]
pub fn kv_resident_fit(pool: Information, bytes_per_sequence: Information) -> i64 {
    trunc(pool / bytes_per_sequence)?
}

/// The scale μ of an exponential length X whose mean after capping at `max_tokens`,
/// E[min(X, cap)] = μ(1 − e^(−cap/μ)), equals `mean_tokens`.
///
/// With t = cap/μ the capped mean over the cap is (1 − e^(−t))/t, which falls from 1 toward 0
/// as t grows, so one t matches each mean strictly below the cap; it lies below cap/mean, and
/// 100 halvings of [0, cap/mean] find it to the last bit. At a mean equal to the cap every
/// length is the cap and no finite scale exists: that is an error here (the reference returns
/// infinity), and the paged-allocation laws treat that limit themselves.
#[law(
    reference = "mlsysim.physics.memory.calc_capped_exponential_scale",
    samples(mean_tokens = [1.0, 2048.0, 32000.0], max_tokens = [32768.0])
)]
pub fn capped_exponential_scale(mean_tokens: f64, max_tokens: f64) -> f64 {
    {
        require(max_tokens > 0.0, "the cap must be above zero")?;
        require(
            mean_tokens > 0.0 && mean_tokens < max_tokens,
            "the capped mean must lie above zero and below the cap (at the cap every length is the cap, and the scale is infinite)",
        )?;
        let share = mean_tokens / max_tokens;
        let mut lo = 0.0;
        let mut hi = 1.0 / share;
        for _ in 0..100 {
            let mid = 0.5 * (lo + hi);
            if -expm1(-mid)? / mid > share {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        max_tokens / (0.5 * (lo + hi))
    }
}

/// Expected tokens a paged allocator holds for one request: blocks of `page_tokens` handed out
/// on demand, lengths min(X, cap) with X exponential of capped mean `mean_tokens`.
///
/// A request of S tokens holds ⌈S/p⌉ blocks; summing the tail probabilities P(S > jp) for
/// j < K = ⌈cap/p⌉ gives the expected count (1 − r^K)/(1 − r) with r = e^(−p/μ), written with
/// expm1 so it stays exact when p ≪ μ. At a mean equal to the cap every request fills K
/// blocks.
#[law(
    reference = "mlsysim.physics.memory.calc_expected_paged_kv_tokens",
    samples(mean_tokens = [1.0, 2048.0, 32768.0], max_tokens = [32768.0], page_tokens = [1, 16, 64])
)]
pub fn expected_paged_kv_tokens(mean_tokens: f64, max_tokens: f64, page_tokens: i64) -> f64 {
    {
        require(page_tokens >= 1, "a block holds at least one token")?;
        require(
            max_tokens > 0.0 && mean_tokens > 0.0 && mean_tokens <= max_tokens,
            "the capped mean must lie above zero and at most the cap, and the cap above zero",
        )?;
        let blocks = ceil(max_tokens / page_tokens)?;
        let expected_blocks = if mean_tokens / max_tokens >= 1.0 {
            1.0 * blocks
        } else {
            let step = page_tokens / capped_exponential_scale(mean_tokens, max_tokens)?;
            expm1(-blocks * step)? / expm1(-step)?
        };
        page_tokens * expected_blocks
    }
}

/// Expected share of a paged allocation that holds no token: the unused tail of each request's
/// last block, 1 − mean / allocation (never below 0).
#[law(
    reference = "mlsysim.physics.memory.calc_expected_paged_kv_tokens",
    samples(mean_tokens = [1.0, 2048.0, 32768.0], max_tokens = [32768.0], page_tokens = [1, 16, 64])
)]
pub fn expected_paged_kv_waste(mean_tokens: f64, max_tokens: f64, page_tokens: i64) -> f64 {
    max(
        0.0,
        1.0 - mean_tokens / expected_paged_kv_tokens(mean_tokens, max_tokens, page_tokens)?,
    )
}

/// The attention design a cache geometry implies: `MLA` where a latent rank is stated,
/// `GQA` where fewer key-value heads than query heads are stored, else `MHA`. A count of 0
/// stands for one the registry does not state.
#[law(
    reference = "mlsysim.physics.memory.calc_kv_attention_design",
    samples(heads = [64, 96], kv_heads = [0, 8, 96], kv_lora_rank = [0, 512])
)]
pub fn kv_attention_design(heads: i64, kv_heads: i64, kv_lora_rank: i64) -> String {
    {
        require(
            heads >= 0 && kv_heads >= 0 && kv_lora_rank >= 0,
            "head counts and the latent rank are at least 0 (0 where not stated)",
        )?;
        if kv_lora_rank > 0 {
            "MLA".to_string()
        } else if kv_heads > 0 && heads > 0 && kv_heads < heads {
            "GQA".to_string()
        } else {
            "MHA".to_string()
        }
    }
}

/// Bytes one value takes at a storage `precision` (fp32 and tf32 4, bf16 and fp16 2, fp8 and
/// int8 1, int4 0.5); labels that name only a throughput have no storage width.
#[law(
    reference = "mlsysim.core.units.resolve_precision",
    samples(precision = ["fp32", "fp16", "int8", "int4"])
)]
pub fn precision_width(precision: Precision) -> Information {
    bytes(from_registry(
        precision.storage_bytes(),
        "storage width",
        precision.label(),
    )?)
}

/// Time of one forward pass over `tokens` positions counting weight work only: the longer of
/// reading every weight once and doing 2 FLOPs per parameter per position at `sustained_rate`.
/// Attention traffic is left out, so long contexts take longer than this.
#[law(
    reference = "mlsysim.physics.transformer.calc_weight_only_step_time",
    samples(
        parameters = [70.6e9],
        tokens = [32.0, 544.0, 4096.0],
        sustained_rate = ["3560.4 TFLOP/s"],
        weight_read_time = ["5.268656716417911 ms"]
    )
)]
pub fn weight_only_step_time(
    parameters: f64,
    tokens: f64,
    sustained_rate: FlopRate,
    weight_read_time: Time,
) -> Time {
    max(
        weight_read_time,
        compute_time(decode_flops(parameters, tokens)?, sustained_rate)?,
    )
}

/// Expected tokens one speculative round yields: a draft proposes `draft_length` tokens, each
/// accepted with probability `acceptance` until the first rejection, and the target's
/// verification adds one: (1 − α^(K+1)) / (1 − α).
#[law(
    reference = "mlsysim.physics.serving.calc_speculative_expected_tokens",
    samples(acceptance = [0.0, 0.7, 0.78], draft_length = [0, 4, 5])
)]
pub fn speculative_expected_tokens(acceptance: f64, draft_length: i64) -> f64 {
    {
        require(
            (0.0..1.0).contains(&acceptance),
            "the acceptance probability lies in [0, 1)",
        )?;
        require(draft_length >= 0, "a draft proposes at least 0 tokens")?;
        (1.0 - powf(acceptance, 1.0 * (draft_length + 1))?) / (1.0 - acceptance)
    }
}

/// Share of slot time a batch of fixed membership leaves idle: every member holds its slot
/// until the longest ends, so 1 − mean(L) / max(L) of the n·max(L) slot iterations do no work.
#[law(
    reference = "mlsysim.physics.serving.calc_padding_waste_fraction",
    samples(lengths = ["50,200,100,150", "100,100,50,50", "7"])
)]
pub fn padding_waste_fraction(lengths: Vec<u32>) -> f64 {
    {
        let longest = lengths.iter().copied().max().unwrap_or(0);
        require(
            longest > 0,
            "the lengths must be a non-empty list with a length above zero",
        )?;
        let mean = sum(lengths.iter().map(|&n| f64::from(n)))? / len(&lengths);
        1.0 - mean / longest
    }
}

/// Start and end iteration of every request when a batch starts with the `active` requests in
/// its slots and each slot, the iteration its request ends, takes the next of the `waiting`
/// requests in order (continuous batching). The slot that frees first is refilled first; on a
/// tie, the lower slot.
#[law(samples(
    active = ["50,200,100,150", "100,100,50,50"],
    waiting = ["", "80,120,60,40", "10,20,30"]
))]
pub fn continuous_batching_spans(active: Vec<u32>, waiting: Vec<u32>) -> Vec<Vec<i64>> {
    {
        require(!active.is_empty(), "a batch has at least one slot")?;
        let mut spans: Vec<Vec<i64>> = active
            .iter()
            .map(|&length| [0, i64::from(length)].to_vec())
            .collect();
        // (iteration the slot frees, slot), one per slot.
        let mut free: Vec<(i64, i64)> = active
            .iter()
            .zip(0i64..)
            .map(|(&length, slot)| (i64::from(length), slot))
            .collect();
        for length in waiting {
            let Some((index, (start, slot))) = free
                .iter()
                .copied()
                .enumerate()
                .min_by_key(|&(_, frees)| frees)
            else {
                break;
            };
            let end = start + length;
            spans.push([start, end].to_vec());
            free.swap_remove(index);
            free.push((end, slot));
        }
        spans
    }
}
