//! Sharing a KV pool among agent requests: whole blocks per sequence, a common prefix stored
//! once, the large-pool limit of what sharing gains, and the tax of holding state through a
//! tool wait.

use crate::law;
use crate::units::Time;

/// Blocks of `block_tokens` a sequence of `tokens` occupies: ⌈S/b⌉, an exact integer ceiling.
#[law(
    reference = "mlsysim.physics.memory.calc_kv_block_count",
    samples(tokens = [32768, 34816, 1, 0], block_tokens = [16, 4096])
)]
pub fn kv_block_count(tokens: i64, block_tokens: i64) -> i64 {
    {
        require(block_tokens >= 1, "a block holds at least one token")?;
        require(tokens >= 0, "a sequence has at least 0 tokens")?;
        -floor_div(-tokens, block_tokens)?
    }
}

/// Requests that fit a pool when a common prefix of `shared_blocks` is stored once for all of
/// them and each adds only its `private_blocks`: ⌊(N_blocks − N_common) / N_private⌋.
#[law(
    reference = "mlsysim.physics.memory.calc_shared_prefix_fit",
    samples(pool_blocks = [22036, 100], shared_blocks = [1536, 0], private_blocks = [640, 7])
)]
pub fn shared_prefix_fit(pool_blocks: i64, shared_blocks: i64, private_blocks: i64) -> i64 {
    {
        require(
            private_blocks >= 1,
            "each request adds at least one block of its own",
        )?;
        floor_div(pool_blocks - shared_blocks, private_blocks)?
    }
}

/// The large-pool limit of the resident-fit gain from sharing a prefix that is a fraction f
/// of each request's blocks: 1/(1 − f). As the pool grows the one stored copy becomes
/// negligible and every request costs only its private share.
#[law(
    reference = "mlsysim.physics.memory.calc_sharing_gain_limit",
    samples(shared_fraction = [0.0, 0.70588, 0.99])
)]
pub fn sharing_gain_limit(shared_fraction: f64) -> f64 {
    {
        require(
            (0.0..1.0).contains(&shared_fraction),
            "the shared fraction lies in [0, 1): a request of shared blocks only has no limit",
        )?;
        1.0 / (1.0 - shared_fraction)
    }
}

/// How much holding a slot through a wait divides the turn rate: each turn's residence
/// stretches from T_gen to T_gen + T_wait, so for the same slots Little's law divides the rate
/// by 1 + T_wait/T_gen (the residency tax).
#[law(
    reference = "mlsysim.physics.serving.calc_residency_factor",
    samples(generation_time = ["5 s", "800 ms"], wait_time = ["45 s", "0 s", "2 min"])
)]
pub fn residency_factor(generation_time: Time, wait_time: Time) -> f64 {
    {
        require(generation_time > seconds(0.0), "generation takes some time")?;
        (generation_time + wait_time) / generation_time
    }
}
