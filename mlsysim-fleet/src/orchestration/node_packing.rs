use super::ORCHESTRATION;
use mlsysim_core::registry::Systems::Nodes;
use mlsysim_core::{InputError, preset, scenario};

/// Jobs that must each sit inside one node, packed onto identical nodes: the GPUs each node
/// strands, and the share of the fleet left usable.
///
/// Each node runs as many whole jobs as fit and strands the rest of its GPUs. A snapshot of
/// scattered free GPUs (`free_slots`) may be given to compare the free share with what a
/// whole-node job could use.
#[scenario(
    family = ORCHESTRATION,
    assumption = "A job needs all its GPUs inside one node, and every job is the same size.",
    excludes = "Jobs of mixed sizes, which can fill the stranded GPUs.",
    derivation = "Whole jobs per node is the floor of the node's GPUs over the job's.",
    example = r#"
// Six-GPU jobs strand a quarter of eight-GPU nodes
use mlsysim_fleet::orchestration::six_gpu_jobs_on_dgx_h100_nodes;

let s = six_gpu_jobs_on_dgx_h100_nodes()?;
assert_eq!(s.stranded_per_node()?, 2);
assert_eq!(s.usable_share()?, 0.75);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct NodePacking {
    /// Nodes in the fleet.
    pub nodes: u32,
    /// GPUs in one node.
    #[input(range = 1..)]
    pub gpus_per_node: u32,
    /// GPUs one job takes, all inside one node.
    #[input(range = 1..)]
    pub job_gpus: u32,
    /// Free GPUs in a fragmented snapshot, scattered across nodes.
    pub free_slots: Option<u32>,

    /// GPUs in the fleet.
    #[property(nodes * gpus_per_node)]
    pub total_gpus: i64,
    /// GPUs each node strands once it holds as many whole jobs as fit.
    #[property(gpus_per_node - floor_div(gpus_per_node, job_gpus)? * job_gpus)]
    pub stranded_per_node: i64,
    /// Share of each node's GPUs that jobs can use.
    #[property(1.0 - stranded_per_node / gpus_per_node)]
    pub usable_share: f64,
    /// Share of the fleet's GPUs free in the snapshot.
    #[property(free_slots / total_gpus)]
    pub free_share: f64,
}

/// Six-GPU jobs on 64 eight-GPU DGX H100 nodes: each node fits one job and strands two GPUs.
#[preset(name = "SixGpuJobsOnDgxH100Nodes")]
pub fn six_gpu_jobs_on_dgx_h100_nodes() -> Result<NodePacking, InputError> {
    NodePacking::builder()
        .nodes(64)
        .gpus_per_node(Nodes::DGX_H100.accelerators_per_node)
        .job_gpus(6)
        .build()
}

/// An illustrative fragmented snapshot of eight DGX H100 nodes with 19 free GPUs scattered so
/// that every node keeps a busy slot: a whole-node job cannot start.
#[preset(name = "FragmentedEightNodeSnapshot")]
pub fn fragmented_eight_node_snapshot() -> Result<NodePacking, InputError> {
    let per_node = Nodes::DGX_H100.accelerators_per_node;
    NodePacking::builder()
        .nodes(8)
        .gpus_per_node(per_node)
        .job_gpus(per_node)
        .free_slots(19)
        .build()
}
