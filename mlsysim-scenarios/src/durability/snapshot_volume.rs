use super::DURABILITY;
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, preset, scenario};

/// Bytes written by full snapshots against deltas, over a trajectory whose state grows by the
/// same amount every turn and is saved every `stride` turns.
#[scenario(
    family = DURABILITY,
    assumption = "The state grows by state_growth every turn and a snapshot is taken every stride turns.",
    rule(turns >= stride, "`turns` is at least `stride`, so that at least one snapshot is taken"),
    excludes = "Compression, and the log between snapshots.",
    derivation = "Snapshot k holds k × stride turns of growth; summing k = 1..n gives stride × n(n + 1) ÷ 2 turns' worth.",
    example = r#"
// Full snapshots against deltas
use mlsysim_scenarios::durability::growing_trajectory_snapshots;

let s = growing_trajectory_snapshots()?;
assert_eq!(s.checkpoints()?, 100);
assert_eq!(s.ratio()?, 50.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SnapshotVolume {
    /// Turns in the trajectory.
    pub turns: u32,
    /// Turns between snapshots.
    #[input(range = 1..)]
    pub stride: u32,
    /// State added per turn.
    #[input(non_negative, unit = KB)]
    pub state_growth: Information,

    /// Snapshots taken.
    #[property(floor_div(turns, stride)?)]
    pub checkpoints: i64,
    /// Bytes written when every snapshot is full.
    #[property(state_growth * stride * checkpoints * (checkpoints + 1) / 2, unit = BYTE)]
    pub full_bytes: Information,
    /// Bytes written when every snapshot holds only what changed.
    #[property(state_growth * stride * checkpoints, unit = BYTE)]
    pub delta_bytes: Information,
    /// How many times more full snapshots write.
    #[property(full_bytes / delta_bytes)]
    pub ratio: f64,
}

/// A 500-turn trajectory growing 128 kB a turn, saved every 5 turns.
#[preset(name = "GrowingTrajectorySnapshots")]
pub fn growing_trajectory_snapshots() -> Result<SnapshotVolume, InputError> {
    SnapshotVolume::builder()
        .turns(500)
        .stride(5)
        .state_growth(bytes(128_000.0))
        .build()
}
