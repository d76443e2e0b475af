use super::NETWORK_FABRICS;
use mlsysim_core::registry::Systems::SwitchFabric;
use mlsysim_core::{InputError, preset, scenario};

/// A non-blocking fat-tree built of switches of one radix: hosts and switches by tier count.
///
/// Every switch below the top splits its ports half down and half up, so each tier multiplies
/// the reach by k/2 and the top tier uses all k ports (Al-Fares et al. 2008).
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Every switch has the same radix, and the tree is non-blocking at every tier.",
    excludes = "Cabling, rails and oversubscribed designs.",
    derivation = "Al-Fares, Loukissas and Vahdat (2008), a scalable commodity data-center network architecture.",
    example = r#"
// 64-port switches reach 65,536 hosts in three tiers
use mlsysim_cluster::fabrics::fat_tree_ndr_switch;

let s = fat_tree_ndr_switch()?;
assert_eq!(s.three_tier_hosts()?, 65_536);
assert_eq!(s.switches(3)?, 5_120);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct FatTree {
    /// Ports of one switch.
    #[input(range = 2..)]
    pub radix: u32,

    /// Hosts a fat-tree of `tiers` tiers reaches.
    #[method(fat_tree_hosts(radix, tiers)?, args(tiers(range = 1..=8)), samples(tiers = 1..=3))]
    pub hosts: fn(tiers: u32) -> i64,
    /// Switches in a fat-tree of `tiers` tiers.
    #[method(fat_tree_switches(radix, tiers)?, args(tiers(range = 1..=8)), samples(tiers = 1..=3))]
    pub switches: fn(tiers: u32) -> i64,
    /// Hosts of a two-tier fat-tree.
    #[property(hosts(2)?)]
    pub two_tier_hosts: i64,
    /// Hosts of a three-tier fat-tree.
    #[property(hosts(3)?)]
    pub three_tier_hosts: i64,
    /// Switches of a three-tier fat-tree.
    #[property(switches(3)?)]
    pub three_tier_switches: i64,
    /// Hosts in one pod of the three-tier design: k/2 leaves of k/2 host ports.
    #[property(pow(floor_div(radix, 2)?, 2)?)]
    pub pod_hosts: i64,
}

/// A fat-tree of 64-port NDR switches (Quantum-2 class radix): two tiers reach k²/2 hosts, three
/// reach k³/4.
#[preset(name = "FatTreeNdrSwitch")]
pub fn fat_tree_ndr_switch() -> Result<FatTree, InputError> {
    FatTree::builder()
        .radix(SwitchFabric::NdrSwitchPorts.value as u32)
        .build()
}
