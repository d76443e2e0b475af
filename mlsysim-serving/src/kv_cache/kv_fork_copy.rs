use super::{KV_CACHE, KvAdmission, llama3_70b_agent_context_admission_dgx_h100};
use mlsysim_core::{Information, InputError, preset, scenario};

/// Bytes copied when candidates forked from one processed prefix each take a copy of the
/// prefix's cache.
///
/// Without block sharing, each of `branches` candidate continuations copies the cache of the
/// `prefix_tokens` it was forked from; the bytes per token come from a held `KvAdmission`
/// scenario.
#[scenario(
    family = KV_CACHE,
    assumption = "Every branch copies the whole prefix (contiguous allocation, no copy-on-write blocks).",
    assumption = "At least one branch is forked; the reference takes zero and negative counts.",
    excludes = "The time the copies take, and the caches the branches grow after the fork.",
    derivation = "Each branch holds its own copy of prefix_tokens tokens at the replica's bytes per token.",
    example = r#"
// Four candidates forked from an 8,192-token prefix
use mlsysim_serving::kv_cache::forked_candidates_prefix_copy;

let s = forked_candidates_prefix_copy()?;
assert_eq!(s.copied()?, mlsysim_core::units::bytes(10_737_418_240.0));
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct KvForkCopy {
    /// The replica whose bytes per token are copied, as a KvAdmission preset or its inputs.
    pub pool: KvAdmission,
    /// Tokens of the prefix the branches are forked from.
    pub prefix_tokens: u32,
    /// Candidate continuations forked.
    #[input(range = 1..)]
    pub branches: u32,

    /// Bytes the branches copy.
    #[property(branches * prefix_tokens * pool.kv_per_token()?, unit = GB)]
    pub copied: Information,
}

/// Four candidate repairs forked from an 8,192-token prefix on the 70B replica, each copying
/// the prefix's cache.
#[preset(name = "ForkedCandidatesPrefixCopy")]
pub fn forked_candidates_prefix_copy() -> Result<KvForkCopy, InputError> {
    KvForkCopy::builder()
        .pool(llama3_70b_agent_context_admission_dgx_h100()?)
        .prefix_tokens(8_192)
        .branches(4)
        .build()
}
