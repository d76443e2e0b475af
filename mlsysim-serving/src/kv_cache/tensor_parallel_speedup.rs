use super::{KV_CACHE, derived};
use mlsysim_core::units::{MILLISECOND, milliseconds};
use mlsysim_core::{InputError, Named, Time, Workload, preset, scenario};

/// A layer's stated compute split over `tp_size` tensor-parallel devices, with the AllReduce
/// collectives each layer adds.
///
/// Each phase of a layer (attention, feed-forward, ...) takes a stated time on one device and
/// divides evenly over the devices; every layer then waits for a fixed number of AllReduce
/// collectives of a fixed time. The speedup is the serial layer time over the parallel one,
/// always below the device count once the collectives cost anything.
#[scenario(
    family = KV_CACHE,
    assumption = "Every phase splits evenly over the devices, and the collectives do not overlap the compute.",
    rule(serial_layer_times.values().any(|&time| time > seconds(0.0)), "at least one phase of `serial_layer_times` takes some time (the reference divides zero by zero when the phases and the collectives take none)"),
    excludes = "Collective time growing with the device count or the message size: allreduce_time is one stated figure.",
    derivation = "Amdahl's law with a serial part that appears only in parallel: the collectives.",
    example = r#"
// A 70B prefill layer on 8 devices
use mlsysim_serving::kv_cache::llama2_70b_prefill_tensor_parallel8;

let s = llama2_70b_prefill_tensor_parallel8()?;
assert!((s.speedup()? - 6.8965517241379315).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TensorParallelSpeedup {
    /// Compute time of each phase of one layer on one device.
    #[input(non_negative, unit = MILLISECOND)]
    pub serial_layer_times: Named<Time>,
    /// Devices the layer is split over.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// Time of one AllReduce collective.
    #[input(non_negative, unit = MILLISECOND)]
    pub allreduce_time: Time,
    /// AllReduce collectives per layer.
    #[input(default = 2)]
    pub collectives_per_layer: u32,
    /// Layers of the model.
    #[input(range = 1..)]
    pub layers: u32,

    /// Time of `phase` on one device of the split.
    #[method(serial_layer_times[phase] / tp_size, unit = MILLISECOND, samples(phase = serial_layer_times))]
    pub sharded: fn(phase: String) -> Time,
    /// Time of one layer on one device.
    #[property(
        milliseconds(sum(serial_layer_times.values().map(|&t| MILLISECOND.in_unit(t)))?),
        unit = MILLISECOND,
    )]
    pub serial_layer_time: Time,
    /// Compute time of one layer split over the devices.
    #[property(serial_layer_time / tp_size, unit = MILLISECOND)]
    pub sharded_compute_time: Time,
    /// Time of one layer split over the devices, collectives included.
    #[property(sharded_compute_time + collectives_per_layer * allreduce_time, unit = MILLISECOND)]
    pub parallel_layer_time: Time,
    /// How many times faster a layer runs split.
    #[property(serial_layer_time / parallel_layer_time)]
    pub speedup: f64,
    /// Time of all layers on one device.
    #[property(serial_layer_time * layers, unit = MILLISECOND)]
    pub serial_total: Time,
    /// Time of all layers split over the devices.
    #[property(parallel_layer_time * layers, unit = MILLISECOND)]
    pub parallel_total: Time,
}

/// A long-prompt prefill layer of a 70B model split 8 ways: 12 ms of attention and 18 ms of
/// feed-forward on one device, two 0.3 ms AllReduces per layer, Llama 2 70B's 80 layers.
#[preset(name = "Llama2_70BPrefillTensorParallel8")]
pub fn llama2_70b_prefill_tensor_parallel8() -> Result<TensorParallelSpeedup, InputError> {
    let layers = derived(
        "layers",
        Workload::find("Language.Llama2_70B")?
            .geometry()
            .map(|g| g.layers),
    )?;
    TensorParallelSpeedup::builder()
        .serial_layer_times(Named::from_iter([
            ("attention", milliseconds(12.0)),
            ("feed-forward", milliseconds(18.0)),
        ]))
        // The 8 accelerators of a DGX H100 node.
        .tp_size(8)
        .allreduce_time(milliseconds(0.3))
        .layers(layers)
        .build()
}
