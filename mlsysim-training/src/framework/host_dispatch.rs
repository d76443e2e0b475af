use super::FRAMEWORK;
use mlsysim_core::registry::Ops::RuntimeOverheads;
use mlsysim_core::units::{milliseconds, seconds};
use mlsysim_core::{InputError, Time, Workload, preset, scenario};
use mlsysim_serving::forward::gpt2_xl_fp16_decode_on_h100;

/// The host's work to issue one eager step, against the device's work for it: Python dispatch
/// for every operation and a launch for every kernel.
///
/// The step has `blocks` blocks of `ops_per_block` Python-level operations, each paying the
/// framework's dispatch, and `launches_per_block` kernels a block (one per operation unless
/// stated), each paying a launch. Host and device do not overlap: the overhead ratio is host
/// time over device time, and above 1 the host takes more than half the step.
#[scenario(
    family = FRAMEWORK,
    assumption = "Host and device work add, with no overlap.",
    excludes = "Synchronization waits and memory allocation on the host.",
    example = r#"
// A 1 µs kernel: the host's dispatch and launch take several times the device's work
use mlsysim_training::framework::small_kernel_dispatch;

let s = small_kernel_dispatch()?;
assert!(s.overhead_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct HostDispatch {
    /// Python-level operations of one block.
    #[input(range = 0..)]
    pub ops_per_block: i64,
    /// Blocks of the step.
    #[input(default = 1, range = 0..)]
    pub blocks: i64,
    /// Kernels one block launches, when not one per operation.
    #[input(range = 0..)]
    pub launches_per_block: Option<i64>,
    /// The framework's host-side cost to issue one operation.
    #[input(non_negative, unit = MICROSECOND)]
    pub dispatch: Time,
    /// The cost to launch one kernel.
    #[input(non_negative, unit = MICROSECOND)]
    pub launch: Time,
    /// The device's work for the step.
    #[input(positive, unit = MICROSECOND)]
    pub device_time: Time,

    /// Operations the host issues.
    #[property(blocks * ops_per_block)]
    pub operations: i64,
    /// Kernels the host launches: as stated a block, else one per operation.
    #[property(if given(launches_per_block) { blocks * launches_per_block } else { blocks * ops_per_block })]
    pub launches: i64,
    /// Dispatch and launch of one operation that launches one kernel.
    #[property(dispatch + launch, unit = MICROSECOND)]
    pub per_op_cost: Time,
    /// Time of every dispatch.
    #[property(operations * dispatch, unit = MICROSECOND)]
    pub dispatch_time: Time,
    /// Time of every launch.
    #[property(launches * launch, unit = MICROSECOND)]
    pub launch_time: Time,
    /// The host's time for the step.
    #[property(dispatch_time + launch_time, unit = MICROSECOND)]
    pub host_time: Time,
    /// Host time over device time.
    #[property(host_time / device_time)]
    pub overhead_ratio: f64,
    /// Launch time alone over device time.
    #[property(launch_time / device_time)]
    pub launch_ratio: f64,
    /// The host's share of the serial step.
    #[property(host_time / (host_time + device_time))]
    pub host_share: f64,
    /// The serial step over the device's time: the most removing all host work could gain.
    #[property((host_time + device_time) / device_time)]
    pub speedup_limit: f64,
}

/// One small eager operation, a ReLU on a short vector: Python dispatch and one kernel launch
/// against 1 µs of device work.
#[preset(name = "SmallKernelDispatch")]
pub fn small_kernel_dispatch() -> Result<HostDispatch, InputError> {
    HostDispatch::builder()
        .ops_per_block(1)
        .dispatch(RuntimeOverheads::PythonDispatch.value)
        .launch(RuntimeOverheads::KernelLaunch.value)
        .device_time(seconds(1e-6))
        .build()
}

/// One large eager operation, a long matrix multiply: the same host cost against 100 µs.
#[preset(name = "LargeKernelDispatch")]
pub fn large_kernel_dispatch() -> Result<HostDispatch, InputError> {
    small_kernel_dispatch()?.variant().device_time(seconds(100e-6)).build()
}

/// A small MLP's eager step: six dispatched operations against 2.6 µs of device work.
#[preset(name = "SmallMlpDispatch")]
pub fn small_mlp_dispatch() -> Result<HostDispatch, InputError> {
    small_kernel_dispatch()?
        .variant()
        .ops_per_block(6)
        .device_time(seconds(2.6e-6))
        .build()
}

/// One GPT-2 XL decode step on an H100, eager: in each of its 48 blocks one kernel for each of
/// two layer norms, the fused QKV projection, the attention scores, the softmax, the weighted
/// sum, the output projection, two feed-forward matrix multiplies, the activation and two
/// residual adds, against the step's weight read from HBM.
#[preset(name = "Gpt2XlEagerDecodeDispatch")]
pub fn gpt2_xl_eager_decode_dispatch() -> Result<HostDispatch, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let layers = crate::derived("blocks", gpt2.geometry().map(|g| g.layers))?;
    let step = gpt2_xl_fp16_decode_on_h100()?;
    small_kernel_dispatch()?
        .variant()
        .ops_per_block(12)
        .blocks(i64::from(layers))
        .device_time(crate::derived("device_time", step.memory_time())?)
        .build()
}

/// One GPT-3-scale transformer block over a large batch, eager: one block's kernels against
/// 100 ms of device work.
#[preset(name = "Gpt3BlockDispatch")]
pub fn gpt3_block_dispatch() -> Result<HostDispatch, InputError> {
    small_kernel_dispatch()?
        .variant()
        .ops_per_block(gpt2_xl_eager_decode_dispatch()?.ops_per_block)
        .device_time(milliseconds(100.0))
        .build()
}
