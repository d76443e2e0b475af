use super::KV_CACHE;
use mlsysim_core::units::{gigabytes, milliseconds, per_second};
use mlsysim_core::{Frequency, Information, InputError, Time, preset, scenario};

/// Tenants sharing one cache pool equally, one of whom swells to a larger allocation and so
/// shrinks what the others can batch.
///
/// Each of `pool_tenants` tenants is entitled to an equal share of the pool and batches
/// `base_sequences` sequences in it. When one long-context tenant takes `swollen_share`, the
/// others split the rest, and each batches proportionally fewer whole sequences. Latency
/// figures with and without protection (a per-tenant quota) are stated values, compared with
/// the tenants' service-level objective.
#[scenario(
    family = KV_CACHE,
    assumption = "Sequences are all the same size, base share ÷ base sequences.",
    assumption = "The p99 latencies and the quota rate are stated, not computed; the members compare them with the objective (the reference records them but reads them nowhere).",
    rule(swollen_share <= kv_pool, "`swollen_share` is at most `kv_pool` (the reference gives negative sequences past the pool)"),
    rule(swollen_share * pool_tenants >= kv_pool, "`swollen_share` is at least the equal share, `kv_pool` ÷ `pool_tenants`"),
    rule(unprotected_p99_low <= unprotected_p99_high, "`unprotected_p99_low` is at most `unprotected_p99_high`"),
    excludes = "How a quota is enforced, and the latency a smaller batch brings.",
    derivation = "The other tenants split what the swollen one leaves; at a fixed size per sequence their batch scales with their share.",
    example = r#"
// One tenant swells to 45 of 60 GB
use mlsysim_serving::kv_cache::shared_pool_noisy_neighbor;

let s = shared_pool_noisy_neighbor()?;
assert_eq!(s.other_sequences()?, 75);
assert_eq!(s.batch_reduction()?, 0.625);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct NoisyNeighbor {
    /// The cache pool the tenants share.
    #[input(positive, unit = GB)]
    pub kv_pool: Information,
    /// Tenants sharing the pool.
    #[input(range = 2..)]
    pub pool_tenants: u32,
    /// Cache the long-context tenant takes when nothing limits it.
    #[input(non_negative, unit = GB)]
    pub swollen_share: Information,
    /// Sequences one tenant batches in its equal share.
    #[input(range = 1..)]
    pub base_sequences: u32,
    /// Requests a second of one tenant normally.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
    pub base_rate: Frequency,
    /// Requests a second of the bursting tenant.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
    pub burst_rate: Frequency,
    /// The tenants' p99 latency objective.
    #[input(positive, unit = MILLISECOND)]
    pub slo: Time,
    /// The lower of the stated unprotected p99 latencies.
    #[input(non_negative, unit = MILLISECOND)]
    pub unprotected_p99_low: Time,
    /// The higher of the stated unprotected p99 latencies.
    #[input(non_negative, unit = MILLISECOND)]
    pub unprotected_p99_high: Time,
    /// Requests a second the quota lets one tenant send.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
    pub quota_rate: Frequency,
    /// The stated p99 latency with quotas in place.
    #[input(non_negative, unit = MILLISECOND)]
    pub protected_p99: Time,

    /// One tenant's equal share of the pool.
    #[property(kv_pool / pool_tenants, unit = GB)]
    pub base_share: Information,
    /// Each other tenant's share once one has swollen.
    #[property((kv_pool - swollen_share) / (pool_tenants - 1), unit = GB)]
    pub other_share: Information,
    /// Whole sequences each other tenant batches in that share.
    #[property(kv_resident_fit(other_share, base_share / base_sequences)?)]
    pub other_sequences: i64,
    /// Share of their batch the other tenants lose.
    #[property(1.0 - other_sequences / base_sequences)]
    pub batch_reduction: f64,
    /// How many times its normal rate the bursting tenant sends.
    #[property(burst_rate / base_rate)]
    pub burst_multiple: f64,
    /// Whether the higher unprotected p99 misses the objective.
    #[property(unprotected_p99_high > slo)]
    pub unprotected_breaches_slo: bool,
    /// Whether the protected p99 meets the objective.
    #[property(protected_p99 <= slo)]
    pub protected_within_slo: bool,
    /// The quota as a multiple of a tenant's normal rate.
    #[property(quota_rate / base_rate)]
    pub quota_multiple: f64,
}

/// Three tenants sharing a 60 GB cache pool (200 sequences each), one swelling to 45 GB; 100
/// requests a second per tenant, one bursting to 500, against a 50 ms p99 objective. The
/// latencies are stated values, not measurements.
#[preset(name = "SharedPoolNoisyNeighbor")]
pub fn shared_pool_noisy_neighbor() -> Result<NoisyNeighbor, InputError> {
    NoisyNeighbor::builder()
        .kv_pool(gigabytes(60.0))
        .pool_tenants(3)
        .swollen_share(gigabytes(45.0))
        .base_sequences(200)
        .base_rate(per_second(100.0))
        .burst_rate(per_second(500.0))
        .slo(milliseconds(50.0))
        .unprotected_p99_low(milliseconds(22.0))
        .unprotected_p99_high(milliseconds(45.0))
        .quota_rate(per_second(120.0))
        .protected_p99(milliseconds(15.0))
        .build()
}
