use super::TRAJECTORY;
use mlsysim_core::registry::{Embodied, MobileManipulator, SiteScenario};
use mlsysim_core::units::MILLISECOND;
use mlsysim_core::{InputError, Time, preset, scenario};

/// Replacing the machine's admitted chunk at the site: the latency from capture to admission
/// against the renewal period and the chunk lease.
///
/// The replacement latency is the observation's age at dispatch plus the allocation from
/// dispatch to admission; the inference pass and the plan's validation sit inside the
/// allocation. Admitting a plan every renewal period with a latency longer than the period
/// keeps ⌈L/T_renew⌉ requests in flight.
#[scenario(
    family = TRAJECTORY,
    assumption = "Each request takes the whole allocation; none overtakes another.",
    excludes = "Queueing of requests behind one another, which lengthens the tail.",
    derivation = "The reference's ChunkReplacementModel.",
)]
pub struct ChunkReplacement {
    /// The machine: its chunk rate and inference latency.
    pub machine: &'static MobileManipulator,
    /// The site: the observation's age, the dispatch-to-admission allocation, validation and lease.
    pub site: &'static SiteScenario,
    /// Inference pass under memory contention or preemption.
    #[input(non_negative, unit = MILLISECOND)]
    pub interference_tail: Time,

    /// Period of the chunk renewal.
    #[property(1.0 / machine.chunk_rate, unit = MILLISECOND)]
    pub renewal_period: Time,
    /// Replacement latency: the observation's age plus the dispatch-to-admission allocation.
    #[property(from_registry(site.perception_age(), "exposure and readout of the navigation camera", site.path)? + site.t_dispatch_to_admission(), unit = MILLISECOND)]
    pub latency: Time,
    /// The allocation's stages other than inference and validation.
    #[property(site.t_dispatch_to_admission() - machine.chunk_inference_latency - site.t_plan_validate, unit = MILLISECOND)]
    pub other_stages: Time,
    /// The latency over the renewal period.
    #[property(latency / renewal_period)]
    pub latency_over_renewal: f64,
    /// Requests in flight at once.
    #[property(ceil(latency_over_renewal)?)]
    pub requests_in_flight: i64,
    /// How far the latency runs past the chunk lease.
    #[property(latency - site.t_lease, unit = MILLISECOND)]
    pub latency_beyond_lease: Time,
    /// The interference tail over the nominal inference pass.
    #[property(interference_tail / machine.chunk_inference_latency)]
    pub tail_over_inference: f64,
}

/// Replacing the warehouse arm's admitted chunk, against the 50 ms renewal and the 60 ms chunk
/// lease, with an inference tail of 150 ms under memory contention or preemption.
#[preset(name = "WarehouseArmChunkReplacement")]
pub fn warehouse_arm_chunk_replacement() -> Result<ChunkReplacement, InputError> {
    ChunkReplacement::builder()
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .site(&Embodied::Scenario::WarehouseAisle)
        .interference_tail(MILLISECOND.of(150.0))
        .build()
}
