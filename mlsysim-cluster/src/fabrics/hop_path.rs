use super::NETWORK_FABRICS;
use mlsysim_core::registry::Systems::SwitchFabric;
use mlsysim_core::{EvalError, InputError, Named, Time, preset, scenario};

/// Named paths through identical switch traversals: the latency of each.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Every hop takes the same time; queueing inside the switches is left out.",
    excludes = "Cable propagation, NIC and software time.",
    derivation = "Latencies of identical stages add.",
    example = r#"
// A rail switch is a third of leaf-spine-leaf
use mlsysim_cluster::fabrics::rail_vs_leaf_spine_hops;

let s = rail_vs_leaf_spine_hops()?;
let latencies = s.latencies()?;
assert!((latencies.get("rail").unwrap().value - 0.6e-6).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct HopPath {
    /// Time of one switch traversal.
    #[input(non_negative, unit = MICROSECOND)]
    pub hop_latency: Time,
    /// Switch traversals on each path.
    pub hops: Named<u32>,

    /// Latency of each path.
    #[property(
        equation = "hop_latency(hops, per-hop latency) for each path",
        body = hops
            .iter()
            .map(|(path, &n)| Ok((path, ::mlsysim_core::equation::hop_latency(n, hop_latency)?)))
            .collect::<Result<Named<Time>, EvalError>>()?,
        unit = SECOND,
    )]
    pub latencies: Named<Time>,
}

/// Same-rank traffic through one rail switch against source leaf, spine and destination leaf,
/// at the registry's per-hop switch latency.
#[preset(name = "RailVsLeafSpineHops")]
pub fn rail_vs_leaf_spine_hops() -> Result<HopPath, InputError> {
    HopPath::builder()
        .hop_latency(SwitchFabric::HopLatency.value)
        .hops(Named::from_iter([("leaf-spine-leaf", 3), ("rail", 1)]))
        .build()
}
