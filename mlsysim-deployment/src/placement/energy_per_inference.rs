use super::{PLACEMENT, SingleNodeInference, mobile_net_v2_phone_batch1, res_net50_a100_batch1};
use mlsysim_core::registry::Hardware;
use mlsysim_core::units::{KILOJOULE, MICROJOULE};
use mlsysim_core::{Energy, InputError, Named, preset, scenario};

/// Energy per inference across deployment tiers: device energies from the engine beside stated
/// anchors, and the span between any two.
///
/// The engine's runs give the whole device's energy over one step; the anchors are stated
/// figures for tiers the engine does not model (a keyword spotter on dedicated silicon, a cloud
/// query with its data center's overhead). The tasks and the boundaries differ, so the span is an
/// order of magnitude, not a comparison of like with like.
#[scenario(
    family = PLACEMENT,
    assumption = "Each run's energy is the engine's whole-device energy over one step.",
    excludes = "Data movement to and from the device, and idle energy between inferences.",
    rule(all!(a in anchors, !any!(r in runs, r == a)), "`anchors` and `runs` share no name"),
    example = r#"
// Nine orders of magnitude from a keyword spotter to a cloud LLM query
use mlsysim_deployment::placement::energy_per_inference_tiers;

let s = energy_per_inference_tiers()?;
assert!((s.span("kws".into(), "llm_query".into())? - 1e8).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EnergyPerInference {
    /// Stated energies of one inference, by tier.
    #[input(positive, unit = JOULE)]
    pub anchors: Named<Energy>,
    /// Inferences the engine works out, by tier (SingleNodeInference presets or their inputs).
    pub runs: Named<SingleNodeInference>,

    /// Energy of one inference in every tier: the anchors, then the runs.
    #[property(joined(&anchors, &each!(r in runs, runs[r].energy()?))?, unit = JOULE)]
    pub energies: Named<Energy>,
    /// How many times the energy of tier `low` the energy of tier `high` is.
    #[method(energies[high] / energies[low], samples(low = ["kws"], high = energies))]
    pub span: fn(low: String, high: String) -> f64,
}

/// Device-level energies of three vision runs at the engine's defaults (MobileNetV2 on a
/// flagship phone, ResNet-50 on a Jetson Orin NX and on an A100) between a 10 µJ keyword-spotting
/// anchor and a 1 kJ cloud LLM query.
#[preset(name = "EnergyPerInferenceTiers")]
pub fn energy_per_inference_tiers() -> Result<EnergyPerInference, InputError> {
    let resnet_at_defaults = |hardware| {
        res_net50_a100_batch1()?
            .variant()
            .hardware(hardware)
            .precision(mlsysim_core::Precision::Fp16)
            .efficiency(0.5)
            .build()
    };
    EnergyPerInference::builder()
        .anchors(Named::from_iter([
            ("kws", MICROJOULE.of(10.0)),
            ("llm_query", KILOJOULE.of(1.0)),
        ]))
        .runs(Named::from_iter([
            ("mobilenet_phone", mobile_net_v2_phone_batch1()?),
            ("resnet_edge", resnet_at_defaults(Hardware::Edge::JetsonOrinNX)?),
            ("resnet_cloud", resnet_at_defaults(Hardware::Cloud::A100)?),
        ]))
        .build()
}

