use super::NETWORK_FABRICS;
use mlsysim_core::registry::{Fleet, Infrastructure, Systems};
use mlsysim_core::{InputError, Power, Usd, preset, scenario};

/// Links bought for every accelerator of a fleet, each at a price and drawing a module's power.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Each link is priced and powered once; the module at its far end is left out.",
    excludes = "Switches, cabling labour and the cooling of the optics.",
    derivation = "Counts multiply: a buildout is its links times what one link costs.",
    example = r#"
// Spine optics for 10,000 GPUs draw 400 kW
use mlsysim_cluster::fabrics::spine_optics_training_10k;

let s = spine_optics_training_10k()?;
assert_eq!(s.n_links()?, 20_000);
assert_eq!(s.total_power()?.value, 400_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct LinkBuildout {
    /// The fleet the links serve.
    pub fleet: &'static Fleet,
    /// Links bought for each accelerator.
    #[input(range = 0..)]
    pub links_per_device: u32,
    /// Price of one link.
    #[input(non_negative, unit = USD)]
    pub cost_per_link: Usd,
    /// Power of one link's module.
    #[input(non_negative, unit = WATT)]
    pub power_per_link: Power,

    /// Links in the buildout.
    #[property(links_per_device * fleet.node.accelerators_per_node * fleet.count)]
    pub n_links: i64,
    /// Price of every link.
    #[property(n_links * cost_per_link, unit = USD)]
    pub total_cost: Usd,
    /// Power of every link's module.
    #[property(n_links * power_per_link, unit = KILOWATT)]
    pub total_power: Power,
}

/// Two optical spine links per GPU of the 10,000-GPU training cluster, each priced as one
/// optical link and powered by one 400G pluggable module.
#[preset(name = "SpineOpticsTraining10K")]
pub fn spine_optics_training_10k() -> Result<LinkBuildout, InputError> {
    LinkBuildout::builder()
        .fleet(&Systems::Clusters::Training_10K)
        .links_per_device(2)
        .cost_per_link(Infrastructure::Pricing::Network::OpticsPerLinkUsd.value)
        .power_per_link(Systems::SwitchFabric::OpticsPluggable400G.value)
        .build()
}
