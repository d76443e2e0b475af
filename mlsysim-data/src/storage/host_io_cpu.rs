use super::STORAGE;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::per_second;
use mlsysim_core::{Frequency, InputError, Named, Time, preset, scenario};

/// Host CPU that data movement alone keeps busy: every read request costs a service time on
/// a host core, by I/O path.
///
/// At `devices × requests_per_device` requests a second, a path that spends `t` of CPU per
/// request keeps `rate × t` cores busy; a path that bypasses host buffers (GPUDirect Storage)
/// spends less per request.
#[scenario(
    family = STORAGE,
    assumption = "Each request costs its path's CPU time once, independent of load.",
    excludes = "Queueing for cores, interrupts coalescing, and the CPU cost of decode.",
    derivation = "CPU-seconds per second is the request rate times the CPU time of one request.",
    example = r#"
// GPUDirect Storage frees host cores
use mlsysim_data::storage::gpu_direct_storage_node_cpu;

let s = gpu_direct_storage_node_cpu()?;
let cores = s.cpu_seconds_per_second()?;
assert!(cores.get("gds") < cores.get("host"));
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct HostIoCpu {
    /// Read requests each device consumes a second.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
    pub requests_per_device: Frequency,
    /// Devices on the host.
    #[input(range = 1..)]
    pub devices: i64,
    /// CPU time one request costs, by I/O path.
    #[input(non_negative, unit = MICROSECOND)]
    pub service_times: Named<Time>,

    /// Requests a second the host serves.
    #[property(devices * requests_per_device, unit = REQUESTS_PER_SECOND)]
    pub request_rate: Frequency,
    /// Cores kept busy by I/O, by path: CPU-seconds a second.
    #[property(service_times.iter().map(|(path, t)| (path, (request_rate * *t).value)).collect::<Named<f64>>())]
    pub cpu_seconds_per_second: Named<f64>,
}

/// The eight GPUs of one DGX H100 each consuming 8,000 small images a second, through host
/// buffers or through GPUDirect Storage, at the registry's path latencies taken as CPU time.
#[preset(name = "GpuDirectStorageNodeCpu")]
pub fn gpu_direct_storage_node_cpu() -> Result<HostIoCpu, InputError> {
    HostIoCpu::builder()
        .requests_per_device(per_second(8000.0))
        .devices(i64::from(Systems::Nodes::DGX_H100.accelerators_per_node))
        .service_times(Named::from_iter([
            ("host", Systems::Storage::TraditionalGpuIoLatency.value),
            ("gds", Systems::Storage::GpuDirectStorageLatency.value),
        ]))
        .build()
}
