use super::FRAMEWORK;
use mlsysim_core::registry::Ops::RuntimeOverheads;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A chain of element-wise operations run as one kernel each, or fused into one kernel: the
/// device-memory trips and the launch overhead each way.
///
/// Unfused, every operation reads its input from device memory and writes its output back,
/// two trips each, and pays the framework's dispatch and a kernel launch; fused, the chain reads
/// once, keeps its intermediates on chip, writes once and pays one launch. For N elements of b
/// bytes the traffic is 2·k·N·b against 2·N·b.
#[scenario(
    family = FRAMEWORK,
    assumption = "Each operation of the chain reads one tensor and writes one of the same size; fused, the intermediates never leave the chip.",
    excludes = "The arithmetic of the chain, which fusion does not change.",
    example = r#"
// Fusing two element-wise kernels halves the trips and the launch overhead
use mlsysim_training::framework::elementwise_pair_fusion;

let s = elementwise_pair_fusion()?;
assert_eq!(s.traffic_ratio()?, 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct KernelFusion {
    /// Element-wise operations in the chain.
    #[input(range = 1..)]
    pub chain_length: u32,
    /// The framework's host-side cost to issue one operation.
    #[input(non_negative, unit = MICROSECOND)]
    pub dispatch: Time,
    /// The cost to launch one kernel.
    #[input(non_negative, unit = MICROSECOND)]
    pub launch: Time,

    /// Device-memory trips unfused: a read and a write per operation.
    #[property(2 * chain_length)]
    pub unfused_trips: i64,
    /// Device-memory trips fused: one read and one write for the chain.
    #[property(2)]
    pub fused_trips: i64,
    /// Kernels launched unfused.
    #[property(chain_length)]
    pub unfused_launches: i64,
    /// Kernels launched fused.
    #[property(1)]
    pub fused_launches: i64,
    /// Unfused traffic over fused traffic.
    #[property(unfused_trips / fused_trips)]
    pub traffic_ratio: f64,
    /// Dispatch and launch time unfused.
    #[property(unfused_launches * (dispatch + launch), unit = MICROSECOND)]
    pub unfused_overhead: Time,
    /// Dispatch and launch time fused.
    #[property(fused_launches * (dispatch + launch), unit = MICROSECOND)]
    pub fused_overhead: Time,
    /// Unfused overhead over fused overhead.
    #[property(unfused_overhead / fused_overhead)]
    pub overhead_speedup: f64,
}

/// Two element-wise kernels against one fused kernel, each operation paying the framework's
/// Python dispatch and a kernel launch.
#[preset(name = "ElementwisePairFusion")]
pub fn elementwise_pair_fusion() -> Result<KernelFusion, InputError> {
    KernelFusion::builder()
        .chain_length(2)
        .dispatch(RuntimeOverheads::PythonDispatch.value)
        .launch(RuntimeOverheads::KernelLaunch.value)
        .build()
}
