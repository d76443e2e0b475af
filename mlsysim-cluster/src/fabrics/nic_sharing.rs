use super::NETWORK_FABRICS;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::GB;
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// One NIC split into rate-capped virtual functions (SR-IOV), and a neighbour's burst at the
/// full line rate.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Each virtual function is capped at an equal share of the line rate.",
    excludes = "Queueing on the host and in the switch.",
    derivation = "An equal split of one rate, and bytes over a rate.",
    example = r#"
// Eight slices of an NDR NIC get 50 Gbit/s each
use mlsysim_cluster::fabrics::sriov_ndr_nic;

let s = sriov_ndr_nic()?;
assert_eq!(s.burst_time()?.value, 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct NicSharing {
    /// Line rate of the NIC.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub nic_bandwidth: DataRate,
    /// Virtual functions the NIC is split into.
    #[input(range = 1..)]
    pub n_virtual_functions: u32,
    /// Bytes of a burst at the full line rate.
    #[input(non_negative, unit = GB)]
    pub burst_size: Information,

    /// Rate of one virtual function.
    #[property(nic_bandwidth / n_virtual_functions, unit = GBIT_PER_SECOND)]
    pub slice_rate: DataRate,
    /// Time of the burst at the full line rate.
    #[property(burst_size / nic_bandwidth, unit = SECOND)]
    pub burst_time: Time,
}

/// An NDR NIC split into eight SR-IOV slices, each rate-capped, and a neighbouring job's 100 GB
/// checkpoint at line rate.
#[preset(name = "SriovNdrNic")]
pub fn sriov_ndr_nic() -> Result<NicSharing, InputError> {
    NicSharing::builder()
        .nic_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .n_virtual_functions(8)
        .burst_size(GB.of(100.0))
        .build()
}
