use super::KV_CACHE;
use mlsysim_core::{InputError, Named, preset, scenario};

/// The zones one serialized request is laid out in, and the share of it that leading zones
/// shared by every request make up.
///
/// A request is serialized as an ordered list of named zones (system prompt, tool schemas,
/// history, ...), each a count of tokens. The first `shared_zones` of them are the same for
/// every request, an invariant prefix that a cache can hold once; the rest belong to this
/// request alone.
#[scenario(
    family = KV_CACHE,
    assumption = "Zones are listed in the order they are serialized, and the shared prefix is the leading zones only.",
    rule(zones.values().any(|&tokens| tokens > 0), "`zones` hold at least one token in all (the reference takes an empty request, then fails on the share)"),
    rule(shared_zones as usize <= zones.len(), "`shared_zones` is at most the number of `zones` (the reference reads an oversized count as all of them)"),
    excludes = "Tokenization: the counts are given, not computed from text.",
    derivation = "The prefix is a contiguous head of the sequence, so its tokens are the sum over the leading zones.",
    example = r#"
// The shared prefix of a repair agent's request
use mlsysim_serving::kv_cache::repair_request_zones;

let s = repair_request_zones()?;
assert_eq!(s.total_tokens()?, 32_768);
assert_eq!(s.shared_tokens()?, 14_336);
assert_eq!(s.shared_share()?, 0.4375);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RequestZones {
    /// Tokens of each zone, in serialization order.
    pub zones: Named<u32>,
    /// Leading zones that form the prefix every request shares.
    pub shared_zones: u32,

    /// Tokens of the whole request.
    #[property(total(&zones.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())?)]
    pub total_tokens: i64,
    /// Tokens of the shared prefix.
    #[property(total(&zones.values().take(shared_zones as usize).map(|&n| i64::from(n)).collect::<Vec<i64>>())?)]
    pub shared_tokens: i64,
    /// The prefix's share of the request.
    #[property(shared_tokens / total_tokens)]
    pub shared_share: f64,
}

/// A 32,768-token repair-agent request: system prompt, tool schemas and workspace form the
/// shared prefix, the turn history and the latest observation follow.
#[preset(name = "RepairRequestZones")]
pub fn repair_request_zones() -> Result<RequestZones, InputError> {
    RequestZones::builder()
        .zones(Named::from_iter([
            ("System prompt", 2_048),
            ("Tool schemas", 4_096),
            ("Workspace", 8_192),
            ("Turn history", 16_384),
            ("Latest observation", 2_048),
        ]))
        .shared_zones(3)
        .build()
}
