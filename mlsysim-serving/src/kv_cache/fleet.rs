//! Serving from many replicas: routing over unequal servers, how often rare events happen at
//! scale, bringing up a replica, and tenants sharing one cache pool.

use super::invalid;
use crate::families::KV_CACHE;
use mlsysim_core::units::{GB_PER_SECOND, MINUTE, gigabytes, milliseconds, per_second, seconds};
use mlsysim_core::{
    DataRate, DataSize, EvalError, Frequency, Information, InputError, Named, Time, Workload,
    preset, scenario,
};

/// Traffic spread over pools of unequal servers in proportion to each server's capacity, against
/// an equal split per server.
///
/// Each server receives a share of the offered traffic equal to its capacity over the fleet's
/// total capacity, so every server runs at the same utilization, the offered load over the total
/// capacity. Split equally per server instead, every server gets the same load, and the slower
/// pool runs hotter.
#[scenario(
    family = KV_CACHE,
    equation = "total = Σ servers_k × capacity_k; weight(k) = capacity_k ÷ total (per server); utilization(k) = offered × weight(k) ÷ capacity_k; equal split = offered ÷ Σ servers",
    assumption = "A server's capacity is the request rate it sustains; utilization is offered load over it (above 1 is overload).",
    rule = "`servers` and `capacity` name the same pools in the same order (the reference fails on a pool missing from the capacities and ignores extra ones)",
    rule = "`servers` count at least one server in all",
    excludes = "Queueing delay at a given utilization, and routing overheads.",
    derivation = "With weights proportional to capacity, offered × capacity_k ÷ total ÷ capacity_k = offered ÷ total for every pool.",
    example = r#"
// Capacity-weighted routing equalizes utilization
use mlsysim_serving::kv_cache::heterogeneous_h100_a100_routing;

let s = heterogeneous_h100_a100_routing()?;
let (h100, a100) = (s.utilization("H100".into())?, s.utilization("A100".into())?);
assert!((h100 - a100).abs() < 1e-12);
assert!(s.equal_split_utilization("A100".into())? > h100);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct WeightedRouting {
    /// Servers in each pool.
    pub servers: Named<u32>,
    /// Requests a second one server of each pool sustains.
    #[input(positive, unit = PER_SECOND)]
    pub capacity: Named<Frequency>,
    /// Requests a second offered to the fleet.
    #[input(non_negative, unit = PER_SECOND)]
    pub offered: Frequency,

    /// Requests a second the whole fleet sustains.
    #[property(
        per_second(sum(servers.values().zip(capacity.values()).map(|(&n, rate)| n * rate.value))?),
        unit = PER_SECOND,
    )]
    pub total_capacity: Frequency,
    /// Servers of the fleet.
    #[property(total(&servers.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())?)]
    pub total_servers: i64,
    /// Share of the offered traffic one server of `pool` receives.
    #[method(capacity[pool] / total_capacity, samples(pool = servers))]
    pub weight: fn(pool: String) -> f64,
    /// Utilization of a server of `pool` under capacity-weighted routing.
    #[method(offered * weight(pool.clone())? / capacity[pool], samples(pool = servers))]
    pub utilization: fn(pool: String) -> f64,
    /// Requests a second each server receives under an equal split.
    #[property(offered / total_servers, unit = PER_SECOND)]
    pub equal_split_load: Frequency,
    /// Utilization of a server of `pool` under an equal split.
    #[method(equal_split_load / capacity[pool], samples(pool = servers))]
    pub equal_split_utilization: fn(pool: String) -> f64,
}

impl WeightedRouting {
    fn rules(&self) -> Result<(), InputError> {
        let servers: Vec<&str> = self.servers.names().collect();
        let capacity: Vec<&str> = self.capacity.names().collect();
        if servers != capacity {
            return Err(invalid(
                "capacity",
                format!(
                    "the capacities name {}, but the servers name {}; give both for the same pools in the same order",
                    capacity.join(", "),
                    servers.join(", ")
                ),
            ));
        }
        if self.servers.values().all(|&n| n == 0) {
            return Err(invalid("servers", "the fleet needs at least one server"));
        }
        Ok(())
    }
}

/// 15,000 requests a second over 10 H100 servers (1,000 a second each) and 20 A100 servers (600
/// a second each), the reference's heterogeneous-routing profile.
#[preset(name = "HeterogeneousH100A100Routing")]
pub fn heterogeneous_h100_a100_routing() -> Result<WeightedRouting, InputError> {
    WeightedRouting::builder()
        .servers(Named::from_iter([("H100", 10), ("A100", 20)]))
        .capacity(Named::from_iter([
            ("H100", per_second(1_000.0)),
            ("A100", per_second(600.0)),
        ]))
        .offered(per_second(15_000.0))
        .build()
}

/// How often an event that befalls a small share of requests happens at a given request rate.
#[scenario(
    family = KV_CACHE,
    equation = "events per second = request rate × probability",
    assumption = "Each request meets the event independently with the same probability, a share in [0, 1]; the reference takes any number.",
    excludes = "Bursts: the result is a mean rate.",
    derivation = "The expected count of events is the count of trials times the probability of each.",
    example = r#"
// One in 10,000 at ten million requests a second
use mlsysim_serving::kv_cache::recommender_tail_events;

let s = recommender_tail_events()?;
assert!((s.events_per_second()?.value - 1000.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TailEventRate {
    /// Requests a second.
    #[input(non_negative, unit = PER_SECOND)]
    pub request_rate: Frequency,
    /// Probability that one request meets the event.
    #[input(range = 0.0..=1.0)]
    pub event_probability: f64,

    /// Events a second.
    #[property(request_rate * event_probability, unit = PER_SECOND)]
    pub events_per_second: Frequency,
}

/// A one-in-10,000 slow request at the reference's recommender platform rate of ten million
/// requests a second.
#[preset(name = "RecommenderTailEvents")]
pub fn recommender_tail_events() -> Result<TailEventRate, InputError> {
    TailEventRate::builder()
        .request_rate(per_second(10_000_000.0))
        .event_probability(1e-4)
        .build()
}

/// Bringing up a new serving replica from nothing, and the peak fleet that starting replicas
/// ahead of a forecast ramp saves.
///
/// A cold start provisions a machine, fetches the weight artifact at the storage's bandwidth,
/// then loads and warms up the model. Scaling that only reacts to load has to overshoot while
/// replicas come up; starting them ahead of a forecast ramp lowers the peak fleet.
#[scenario(
    family = KV_CACHE,
    equation = "artifact = weights at weight_bytes_per_param; cold start = provisioning + artifact ÷ fetch bandwidth + load and warm-up; peak saving = 1 − predictive ÷ reactive; slack = prewarm lead − cold start",
    assumption = "The artifact is the weights alone, fetched at one steady bandwidth.",
    assumption = "`prewarm_slack` compares the pre-warm lead with one cold start; the reference records the lead but reads it nowhere.",
    rule = "`workload` has a parameter count or a declared size in the registry",
    rule = "`predictive_peak_replicas` is at most `reactive_peak_replicas` (the reference takes a larger forecast peak, a negative saving)",
    excludes = "Queueing for machines, and caches warmed by traffic after start-up.",
    derivation = "The stages run one after another, so their times add.",
    example = r#"
// A 70B replica's cold start
use mlsysim_serving::kv_cache::llama70b_replica_cold_start;

let s = llama70b_replica_cold_start()?;
assert!((s.cold_start_time()?.value - 400.0).abs() < 1e-9);
assert!(s.prewarm_slack()?.value > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct ColdStart {
    /// The model whose weights are fetched.
    pub workload: &'static Workload,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Bandwidth of the fetch from storage.
    #[input(positive, unit = GB_PER_SECOND)]
    pub fetch_bandwidth: DataRate,
    /// Time to provision a machine.
    #[input(non_negative, unit = SECOND)]
    pub provisioning_time: Time,
    /// Time to load the weights and warm up.
    #[input(non_negative, unit = SECOND)]
    pub load_warmup_time: Time,
    /// Peak fleet when scaling only reacts to load.
    #[input(range = 1..)]
    pub reactive_peak_replicas: u32,
    /// Peak fleet when replicas start ahead of the ramp.
    pub predictive_peak_replicas: u32,
    /// How long before a ramp replicas are started.
    #[input(non_negative, unit = MINUTE)]
    pub prewarm_lead: Time,

    /// Bytes of the weight artifact.
    #[property(weight_bytes(workload, weight_bytes_per_param)?, unit = GB)]
    pub artifact: DataSize,
    /// Time to fetch the artifact.
    #[property(transfer_time(artifact, fetch_bandwidth)?, unit = SECOND)]
    pub fetch_time: Time,
    /// Time from request to a serving replica.
    #[property(provisioning_time + fetch_time + load_warmup_time, unit = SECOND)]
    pub cold_start_time: Time,
    /// Share of the reactive peak fleet the forecast saves.
    #[property(1.0 - predictive_peak_replicas / reactive_peak_replicas)]
    pub peak_saving: f64,
    /// Time the pre-warm lead leaves after one cold start; negative when it is too short.
    #[property(prewarm_lead - cold_start_time, unit = SECOND)]
    pub prewarm_slack: Time,
}

impl ColdStart {
    fn rules(&self) -> Result<(), InputError> {
        self.artifact()
            .map_err(|e: EvalError| invalid("workload", e.to_string()))?;
        if self.predictive_peak_replicas > self.reactive_peak_replicas {
            return Err(invalid(
                "predictive_peak_replicas",
                format!(
                    "a forecast peak of {} replicas is above the reactive peak of {}",
                    self.predictive_peak_replicas, self.reactive_peak_replicas
                ),
            ));
        }
        Ok(())
    }
}

/// Cold start of a Llama 2 70B FP16 replica fetching its weights from object storage at
/// 0.5 GB/s, with a minute each to provision and to load (the reference's cold-start profile);
/// forecast scaling, 30 minutes ahead, lowers the peak fleet from 45 to 30.
#[preset(name = "Llama70BReplicaColdStart")]
pub fn llama70b_replica_cold_start() -> Result<ColdStart, InputError> {
    ColdStart::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        .weight_bytes_per_param(mlsysim_core::units::bytes(2.0))
        .fetch_bandwidth(GB_PER_SECOND.of(0.5))
        .provisioning_time(seconds(60.0))
        .load_warmup_time(seconds(60.0))
        .reactive_peak_replicas(45)
        .predictive_peak_replicas(30)
        .prewarm_lead(MINUTE.of(30.0))
        .build()
}

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
    equation = "base share = pool ÷ tenants; other share = (pool − swollen) ÷ (tenants − 1); other sequences = ⌊other share ÷ (base share ÷ base sequences)⌋; reduction = 1 − other ÷ base sequences; burst multiple = burst ÷ base rate",
    assumption = "Sequences are all the same size, base share ÷ base sequences.",
    assumption = "The p99 latencies and the quota rate are stated, not computed; the members compare them with the objective (the reference records them but reads them nowhere).",
    rule = "`swollen_share` is at most `kv_pool` (the reference gives negative sequences past the pool)",
    rule = "`swollen_share` is at least the equal share, `kv_pool` ÷ `pool_tenants`",
    rule = "`unprotected_p99_low` is at most `unprotected_p99_high`",
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
    check = Self::rules,
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
    #[input(positive, unit = PER_SECOND)]
    pub base_rate: Frequency,
    /// Requests a second of the bursting tenant.
    #[input(non_negative, unit = PER_SECOND)]
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
    #[input(non_negative, unit = PER_SECOND)]
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

impl NoisyNeighbor {
    fn rules(&self) -> Result<(), InputError> {
        if self.swollen_share > self.kv_pool {
            return Err(invalid(
                "swollen_share",
                "one tenant cannot take more than the whole pool",
            ));
        }
        if self.swollen_share.value * f64::from(self.pool_tenants) < self.kv_pool.value {
            return Err(invalid(
                "swollen_share",
                "the swollen tenant takes less than its equal share of the pool",
            ));
        }
        if self.unprotected_p99_low > self.unprotected_p99_high {
            return Err(invalid(
                "unprotected_p99_low",
                "the lower unprotected p99 is above the higher one",
            ));
        }
        Ok(())
    }
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
