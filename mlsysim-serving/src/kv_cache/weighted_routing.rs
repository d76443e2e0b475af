use super::KV_CACHE;
use mlsysim_core::registry::entry::whole;
use mlsysim_core::{Frequency, InputError, Named, preset, scenario};

/// Traffic spread over pools of unequal servers in proportion to each server's capacity, against
/// an equal split per server.
///
/// Each server receives a share of the offered traffic equal to its capacity over the fleet's
/// total capacity, so every server runs at the same utilization, the offered load over the total
/// capacity. Split equally per server instead, every server gets the same load, and the slower
/// pool runs hotter.
#[scenario(
    family = KV_CACHE,
    assumption = "A server's capacity is the request rate it sustains; utilization is offered load over it (above 1 is overload).",
    rule(servers.names().eq(capacity.names()), "`servers` and `capacity` name the same pools in the same order (the reference fails on a pool missing from the capacities and ignores extra ones)"),
    rule(servers.values().any(|&count| count > 0), "`servers` count at least one server in all"),
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
)]
pub struct WeightedRouting {
    /// Servers in each pool.
    pub servers: Named<u32>,
    /// Requests a second one server of each pool sustains.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
    pub capacity: Named<Frequency>,
    /// Requests a second offered to the fleet.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
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
    #[property(offered / total_servers, unit = REQUESTS_PER_SECOND)]
    pub equal_split_load: Frequency,
    /// Utilization of a server of `pool` under an equal split.
    #[method(equal_split_load / capacity[pool], samples(pool = servers))]
    pub equal_split_utilization: fn(pool: String) -> f64,
}

/// 15,000 requests a second over 10 H100 servers (1,000 a second each) and 20 A100 servers (600
/// a second each), the reference's heterogeneous-routing profile.
#[preset(name = "HeterogeneousH100A100Routing")]
pub fn heterogeneous_h100_a100_routing() -> Result<WeightedRouting, InputError> {
    use mlsysim_core::registry::ReferenceStats::ServingProfiles as P;
    WeightedRouting::builder()
        .servers(Named::from_iter([
            (
                "H100",
                whole("servers", P::HeterogeneousRoutingH100Servers.value)?,
            ),
            (
                "A100",
                whole("servers", P::HeterogeneousRoutingA100Servers.value)?,
            ),
        ]))
        .capacity(Named::from_iter([
            ("H100", P::HeterogeneousRoutingH100CapacityQps.value),
            ("A100", P::HeterogeneousRoutingA100CapacityQps.value),
        ]))
        .offered(P::HeterogeneousRoutingTargetQps.value)
        .build()
}
