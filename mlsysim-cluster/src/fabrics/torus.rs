use super::{NETWORK_FABRICS, fat_tree_ndr_switch};
use crate::{count, derived};
use mlsysim_core::registry::Systems;
use mlsysim_core::{DataRate, InputError, preset, scenario};

/// A number of endpoints wired as a torus against a non-blocking fat-tree, at the same
/// bandwidth per link: links across the bisection, its bandwidth, and the longest path.
///
/// A torus of side s in d dimensions holds s^d nodes; a plane cuts s^(d − 1) rings, each twice
/// through its wraparound link. A non-blocking fat-tree's cut carries half its endpoints' links.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "The endpoints form a cube: the side is the rounded d-th root of their count.",
    assumption = "Every link of both fabrics has the same bandwidth.",
    rule(side >= 2, "`n_endpoints` makes a torus side of at least 2 in `dims` dimensions"),
    excludes = "Routing, adaptive or not, and the cost of either fabric.",
    derivation = "Bisection and diameter of k-ary d-cubes (Dally and Towles 2004); fat-trees after Al-Fares et al. (2008).",
    example = r#"
// A 16-cube torus has a quarter of the fat-tree's cut
use mlsysim_cluster::fabrics::torus_vs_fat_tree_4k;

let s = torus_vs_fat_tree_4k()?;
assert_eq!(s.side()?, 16);
assert_eq!(s.torus_cut_links()? * 4, s.fat_tree_cut_links()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Torus {
    /// Endpoints wired.
    #[input(range = 1..)]
    pub n_endpoints: u32,
    /// Bandwidth of one link, in either fabric.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// Dimensions of the torus.
    #[input(default = 3, range = 1..=8)]
    pub dims: u32,
    /// Tiers of the fat-tree compared.
    #[input(default = 3, range = 1..=8)]
    pub fat_tree_tiers: u32,

    /// Nodes along one side of the torus.
    #[property(round_half_even(powf(f64::from(n_endpoints), 1.0 / f64::from(dims))?)?)]
    pub side: i64,
    /// Links crossing a bisection of the torus.
    #[property(torus_bisection_links(side, dims)?)]
    pub torus_cut_links: i64,
    /// Links crossing a bisection of the fat-tree.
    #[property(floor_div(n_endpoints, 2)?)]
    pub fat_tree_cut_links: i64,
    /// Bandwidth across the torus's bisection.
    #[property(torus_cut_links * link_bandwidth, unit = GBIT_PER_SECOND)]
    pub torus_bisection: DataRate,
    /// Bandwidth across the fat-tree's bisection.
    #[property(fat_tree_cut_links * link_bandwidth, unit = GBIT_PER_SECOND)]
    pub fat_tree_bisection: DataRate,
    /// Hops on the torus's longest shortest path.
    #[property(
        equation = "torus_diameter(side, dims)",
        body = ::mlsysim_core::equation::torus_diameter(side, dims)?,
    )]
    pub torus_diameter: i64,
    /// Switches on the fat-tree's longest path.
    #[property(
        equation = "fat_tree_path_switches(fat_tree_tiers)",
        body = ::mlsysim_core::equation::fat_tree_path_switches(fat_tree_tiers)?,
    )]
    pub fat_tree_path_switches: i64,
}

/// 4,096 endpoints, four 1,024-host pods of the 64-port fat-tree (twice one standalone two-tier
/// fabric), against a 16 × 16 × 16 torus at the same NDR rate per link.
#[preset(name = "TorusVsFatTree4K")]
pub fn torus_vs_fat_tree_4k() -> Result<Torus, InputError> {
    let two_tier = derived("n_endpoints", fat_tree_ndr_switch()?.two_tier_hosts())?;
    Torus::builder()
        .n_endpoints(count("n_endpoints", 2 * two_tier)?)
        .link_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .build()
}
