use super::STORAGE;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::TB;
use mlsysim_core::{DataRate, Information, InputError, Named, preset, scenario};

/// A fast tier in front of a slow one: the mean service time and the rate delivered, from a
/// stated hit rate or from the fast tier's capacity over a corpus sampled uniformly.
///
/// With service times in units of one hit, a request takes `h + (1 − h) × penalty` on
/// average, so the cache delivers the reciprocal of that share of the all-hit rate. Given the
/// two tiers' bandwidths, the penalty is their ratio and the rate delivered is the harmonic
/// mix of the two bandwidths: the time per byte averaged over hits and misses.
#[scenario(
    family = STORAGE,
    assumption = "Reads are spread uniformly over the corpus, so the hit rate is the share of it the fast tier holds.",
    assumption = "A miss is served by the slow tier alone, at its bandwidth.",
    requires_one_of(hit_rate, (hot_capacity, corpus_parts)),
    requires_one_of(miss_penalty, (hot_bandwidth, miss_bandwidth)),
    rule(Self::capacity_within_corpus, "the fast tier holds at most the corpus: `hot_capacity` is at most the sum of `corpus_parts`"),
    excludes = "Cache warm-up, eviction policy and the reuse skew of real access patterns.",
    derivation = "The mean of a two-point distribution of service times; with bandwidths, time per byte averages over the mix.",
    example = r#"
// A 95% hit rate with misses 100 times slower delivers a sixth of the hit rate
use mlsysim_data::storage::hot_tier_cache_example;

let s = hot_tier_cache_example()?;
assert!((s.mean_service()? - 5.95).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TieredCache {
    /// Share of reads the fast tier serves, when stated.
    #[input(range = 0.0..=1.0)]
    pub hit_rate: Option<f64>,
    /// Capacity of the fast tier, when the hit rate follows from it.
    #[input(non_negative, unit = TB)]
    pub hot_capacity: Option<Information>,
    /// Bytes of each part of the corpus, sampled uniformly across its parts.
    #[input(unit = TB)]
    pub corpus_parts: Option<Named<Information>>,
    /// Service time of a miss over that of a hit, when no bandwidths are given.
    #[input(positive)]
    pub miss_penalty: Option<f64>,
    /// Bandwidth of the fast tier.
    #[input(positive, unit = GB_PER_SECOND)]
    pub hot_bandwidth: Option<DataRate>,
    /// Bandwidth of the tier that serves misses.
    #[input(positive, unit = GB_PER_SECOND)]
    pub miss_bandwidth: Option<DataRate>,

    /// Bytes of the whole corpus.
    #[property({
        let parts = corpus_parts;
        parts.values().copied().fold(TB.of(0.0), |total, part| total + part)
    }, unit = TB)]
    pub corpus_bytes: Information,
    /// The hit rate: as stated, or the fast tier's share of the corpus (also the reference's
    /// result field `hit_rate`, which would clash with the input).
    #[property(match optional(hit_rate) {
        Some(h) => h,
        None => {
            let parts = corpus_parts;
            (hot_capacity / parts.values().copied().fold(TB.of(0.0), |total, part| total + part)).value
        }
    })]
    pub hit: f64,
    /// Service time of a miss over that of a hit (renamed from the reference's result field
    /// `miss_penalty`, which would clash with the input): from the bandwidths when both are
    /// given, else as stated.
    #[property(match (optional(hot_bandwidth), optional(miss_bandwidth)) {
        (Some(hot), Some(miss)) => ((1.0 / miss) / (1.0 / hot)).value,
        _ => miss_penalty,
    })]
    pub effective_miss_penalty: f64,
    /// Mean service time, in hit service times.
    #[property(hit * 1.0 + (1.0 - hit) * effective_miss_penalty)]
    pub mean_service: f64,
    /// Rate delivered by the mix of hits and misses, when both bandwidths are given.
    #[property(1.0 / (hit * (1.0 / hot_bandwidth) + (1.0 - hit) * (1.0 / miss_bandwidth)), unit = GB_PER_SECOND)]
    pub delivered_rate: DataRate,
    /// Rate delivered as a share of the all-hit rate.
    #[property(match (optional(hot_bandwidth), optional(miss_bandwidth)) {
        (Some(hot), Some(miss)) => ((1.0 / (hit * (1.0 / hot) + (1.0 - hit) * (1.0 / miss))) / hot).value,
        _ => 1.0 / mean_service,
    })]
    pub delivered_fraction: f64,
}

impl TieredCache {
    /// Whether a fast tier sized by capacity holds at most the corpus it caches.
    fn capacity_within_corpus(&self) -> bool {
        match (self.hot_capacity, &self.corpus_parts) {
            (Some(capacity), Some(parts)) => {
                capacity
                    <= parts
                        .values()
                        .copied()
                        .fold(TB.of(0.0), |total, part| total + part)
            }
            _ => true,
        }
    }
}

/// An illustrative two-tier cache: 95% of reads hit, and a miss takes 100 hit times.
#[preset(name = "HotTierCacheExample")]
pub fn hot_tier_cache_example() -> Result<TieredCache, InputError> {
    TieredCache::builder()
        .hit_rate(0.95)
        .miss_penalty(100.0)
        .build()
}

/// A 35 TB multimodal corpus (20 TB of images, 10 TB of text, 5 TB of audio) over the four
/// 7.68 TB Gen4 drives of one node; misses read the node's share of the parallel file system.
#[preset(name = "MultimodalCorpusNodeCache")]
pub fn multimodal_corpus_node_cache() -> Result<TieredCache, InputError> {
    let local = &Systems::Storage::LocalNvmeGen4_7T68x4;
    let drive = local.device;
    let capacity = drive.capacity.ok_or(InputError::Invalid {
        input: "hot_capacity",
        reason: "the registry states no capacity of the drive".into(),
    })?;
    TieredCache::builder()
        .hot_capacity(f64::from(local.devices_per_node) * capacity)
        .corpus_parts(Named::from_iter([
            ("images", TB.of(20.0)),
            ("text", TB.of(10.0)),
            ("audio", TB.of(5.0)),
        ]))
        .hot_bandwidth(f64::from(local.devices_per_node) * drive.bandwidth)
        .miss_bandwidth(Systems::Storage::PfsPerNodeShare.bandwidth)
        .build()
}
