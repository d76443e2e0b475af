use super::SANDBOXES;
use mlsysim_core::registry::Hardware;
use mlsysim_core::units::{GB, KB, MB, bytes};
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// Concurrent task workspaces on one pinned base image, provisioned by full copy or by
/// copy-on-write, and the first write to a large shared file under file or block granularity.
///
/// A full copy writes the base image once per workspace; copy-on-write shares it and writes
/// only what each task changes. A task that changes one byte of a large shared fixture copies
/// the whole file under file granularity, but one block under block granularity.
#[scenario(
    family = SANDBOXES,
    assumption = "Drive times are lower bounds at the drive's sequential rate.",
    excludes = "Metadata, journaling and caching traffic.",
    example = r#"
// Copy-on-write writes a sixtieth of what full copies do
use mlsysim_agents::sandboxes::copy_on_write_repair_workspaces;

let s = copy_on_write_repair_workspaces()?;
assert!(s.copy_vs_cow()? >= 60.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct WorkspaceProvisioning {
    /// Concurrent workspaces.
    pub workspaces: u32,
    /// The base image: repository, toolchain and dependencies.
    #[input(non_negative, unit = GB)]
    pub base_image: Information,
    /// Bytes each workspace writes: edits and build outputs.
    #[input(positive, unit = MB)]
    pub written: Information,
    /// One drive's sequential rate.
    #[input(positive, unit = GB_PER_SECOND)]
    pub bandwidth: DataRate,
    /// A large shared file each task modifies.
    #[input(non_negative, unit = GB)]
    pub fixture: Information,
    /// The unit of block-granular copying.
    #[input(positive, unit = KB)]
    pub block: Information,
    /// Bytes each task changes in the fixture.
    #[input(non_negative, unit = BYTE)]
    pub modified: Information,

    /// Bytes the full copies write.
    #[property(workspaces * base_image, unit = GB)]
    pub full_copy: Information,
    /// Bytes copy-on-write writes.
    #[property(workspaces * written, unit = MB)]
    pub cow_written: Information,
    /// Time to write the full copies.
    #[property(transfer_time(full_copy, bandwidth)?, unit = SECOND)]
    pub full_copy_time: Time,
    /// Time to write the copy-on-write bytes.
    #[property(transfer_time(cow_written, bandwidth)?, unit = SECOND)]
    pub cow_time: Time,
    /// How many times the bytes of copy-on-write a full copy writes.
    #[property(base_image / written)]
    pub copy_vs_cow: f64,
    /// Bytes copied on the first write under file granularity.
    #[property(workspaces * fixture, unit = GB)]
    pub file_copy: Information,
    /// Bytes copied on the first write under block granularity.
    #[property(workspaces * block, unit = MB)]
    pub block_copy: Information,
    /// Bytes the tasks actually change.
    #[property(workspaces * modified, unit = BYTE)]
    pub logical_changes: Information,
    /// How many times a block the fixture is.
    #[property(fixture / block)]
    pub file_vs_block: f64,
}

/// Thirty-two repair workspaces on a 2.4 GB base on one PCIe Gen4 NVMe drive, each writing
/// 40 MB; a 1.2 GB shared fixture changed by one byte under file or 64 KB block copying.
#[preset(name = "CopyOnWriteRepairWorkspaces")]
pub fn copy_on_write_repair_workspaces() -> Result<WorkspaceProvisioning, InputError> {
    WorkspaceProvisioning::builder()
        .workspaces(32)
        .base_image(GB.of(2.4))
        .written(MB.of(40.0))
        .bandwidth(Hardware::Tech::Storage::NvmeGen4.bandwidth)
        .fixture(GB.of(1.2))
        .block(KB.of(64.0))
        .modified(bytes(1.0))
        .build()
}
