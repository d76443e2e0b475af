use super::NETWORK_FABRICS;
use crate::{nvlink, pcie};
use mlsysim_core::registry::Systems;
use mlsysim_core::registry::Systems::SwitchFabric;
use mlsysim_core::units::{KB, MB, bytes};
use mlsysim_core::{DataRate, EvalError, Information, InputError, Named, Time, preset, scenario};

/// Named messages on named paths, each path a startup `alpha` and a bandwidth `beta`.
///
/// A message of n bytes pays a fixed startup (NIC, switch hops, error correction, software)
/// plus n / beta on the wire. The two are equal at n* = alpha × beta: below it a lower startup
/// helps most, above it only a higher bandwidth does.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "A path is one startup and one bandwidth; contention and congestion are left out.",
    rule(alphas.names().all(|path| bandwidths.get(path).is_some()), "every path of `alphas` has a bandwidth in `bandwidths`"),
    rule(!alphas.is_empty(), "`alphas` names at least one path"),
    excludes = "Protocol overhead beyond the startup, and messages split into packets.",
    derivation = "Hockney (1994), the alpha-beta model of point-to-point communication.",
    example = r#"
// A 10 KB message is startup-bound on NDR
use mlsysim_cluster::fabrics::alpha_beta_hdr_ndr_small_message;

let s = alpha_beta_hdr_ndr_small_message()?;
let crossovers = s.crossovers()?;
assert_eq!(crossovers.get("NDR").unwrap().value, 75_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AlphaBeta {
    /// Startup of a message on each path.
    #[input(non_negative, unit = MICROSECOND)]
    pub alphas: Named<Time>,
    /// Bandwidth of each path.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub bandwidths: Named<DataRate>,
    /// Size of each message.
    #[input(non_negative, unit = BYTE)]
    pub messages: Named<Information>,

    /// Time of each message on each path: startup plus wire time.
    #[property(
        equation = "point_to_point_time(n, alpha, beta) for each path and message",
        body = alphas
            .iter()
            .map(|(path, &alpha)| {
                let beta = bandwidths[path];
                let times = messages
                    .iter()
                    .map(|(m, &n)| Ok((m, point_to_point_time(n, alpha, beta)?)))
                    .collect::<Result<Named<Time>, EvalError>>()?;
                Ok((path, times))
            })
            .collect::<Result<Named<Named<Time>>, EvalError>>()?,
        unit = SECOND,
    )]
    pub times: Named<Named<Time>>,
    /// Wire time of each message on each path, the startup left out.
    #[property(
        equation = "n ÷ beta for each path and message",
        body = alphas
            .names()
            .map(|path| {
                let beta = bandwidths[path];
                let times = messages
                    .iter()
                    .map(|(m, &n)| Ok((m, transfer_time(n, beta)?)))
                    .collect::<Result<Named<Time>, EvalError>>()?;
                Ok((path, times))
            })
            .collect::<Result<Named<Named<Time>>, EvalError>>()?,
        unit = SECOND,
    )]
    pub transmission_times: Named<Named<Time>>,
    /// Message size at which startup and wire time are equal, on each path.
    #[property(
        equation = "alpha_beta_crossover(alpha, beta) for each path",
        body = alphas
            .iter()
            .map(|(path, &alpha)| Ok((path, alpha_beta_crossover(alpha, bandwidths[path])?)))
            .collect::<Result<Named<Information>, EvalError>>()?,
        unit = BYTE,
    )]
    pub crossovers: Named<Information>,
}

/// A 10 KB control packet on HDR and NDR InfiniBand at NDR's startup on both: the link rate
/// doubles from HDR to NDR.
#[preset(name = "AlphaBetaHdrNdrSmallMessage")]
pub fn alpha_beta_hdr_ndr_small_message() -> Result<AlphaBeta, InputError> {
    AlphaBeta::builder()
        .alphas(Named::from_iter([
            ("HDR", SwitchFabric::AlphaNdr.value),
            ("NDR", SwitchFabric::AlphaNdr.value),
        ]))
        .bandwidths(Named::from_iter([
            ("HDR", Systems::Fabrics::InfiniBand_HDR.bandwidth),
            ("NDR", Systems::Fabrics::InfiniBand_NDR.bandwidth),
        ]))
        .messages(Named::from_iter([("small", KB.of(10.0))]))
        .build()
}

/// A 4,000-byte pipeline control message and a 350 MB gradient shard on modeled paths:
/// InfiniBand NDR, RoCE at 100 Gbit/s, and RoCE's startup on a 400 Gbit/s link.
#[preset(name = "AlphaBetaNdrRoce")]
pub fn alpha_beta_ndr_roce() -> Result<AlphaBeta, InputError> {
    AlphaBeta::builder()
        .alphas(Named::from_iter([
            ("NDR", SwitchFabric::AlphaNdr.value),
            ("RoCE 100G", SwitchFabric::AlphaRoce.value),
            ("RoCE 400G", SwitchFabric::AlphaRoce.value),
        ]))
        .bandwidths(Named::from_iter([
            ("NDR", Systems::Fabrics::InfiniBand_NDR.bandwidth),
            ("RoCE 100G", Systems::Fabrics::Ethernet_100G.bandwidth),
            ("RoCE 400G", Systems::Fabrics::RoCE_400G.bandwidth),
        ]))
        .messages(Named::from_iter([
            ("control", bytes(4000.0)),
            ("shard", MB.of(350.0)),
        ]))
        .build()
}

/// The critical message size n* = alpha × beta on five interconnects: the collective-launch
/// startup at the middle of each registered range (NDR at its canonical value) and each link's
/// bandwidth in one direction.
#[preset(name = "CriticalSizeByInterconnect")]
pub fn critical_size_by_interconnect() -> Result<AlphaBeta, InputError> {
    let middle = |low: Time, high: Time| (low + high) / 2.0;
    AlphaBeta::builder()
        .alphas(Named::from_iter([
            (
                "NVLink",
                middle(
                    SwitchFabric::EffectiveAlphaNvlinkLow.value,
                    SwitchFabric::EffectiveAlphaNvlinkHigh.value,
                ),
            ),
            (
                "PCIe Gen5",
                middle(
                    SwitchFabric::EffectiveAlphaPcieGen5Low.value,
                    SwitchFabric::EffectiveAlphaPcieGen5High.value,
                ),
            ),
            (
                "RoCE",
                middle(
                    SwitchFabric::EffectiveAlphaRoceLow.value,
                    SwitchFabric::EffectiveAlphaRoceHigh.value,
                ),
            ),
            (
                "HDR",
                middle(
                    SwitchFabric::EffectiveAlphaHdrLow.value,
                    SwitchFabric::EffectiveAlphaHdrHigh.value,
                ),
            ),
            ("NDR", SwitchFabric::AlphaNdr.value),
        ]))
        .bandwidths(Named::from_iter([
            ("NVLink", nvlink("bandwidths", "Cloud.H100")?),
            ("PCIe Gen5", pcie("bandwidths", "Cloud.H100")?),
            ("RoCE", Systems::Fabrics::Ethernet_100G.bandwidth),
            ("HDR", Systems::Fabrics::InfiniBand_HDR.bandwidth),
            ("NDR", Systems::Fabrics::InfiniBand_NDR.bandwidth),
        ]))
        .messages(Named::default())
        .build()
}
