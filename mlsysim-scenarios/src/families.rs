//! The families the scenarios are filed under: top-level families and their sections (the
//! sections of the reference), each declared once. A scenario names its section
//! (`#[scenario(family = RELEASE_AND_DRIFT, ...)]`); `mlsysim list`, the reference index and
//! the pages read titles and summaries from here.

use mlsysim_core::Family;

/// Keeping models healthy in production: releases, drift, recovery, durable state.
pub const OPERATIONS: Family = Family::new(
    "operations",
    "Operations and reliability",
    "What releasing, watching, repairing and persisting ML services costs in accelerators, time and money.",
);

/// Release controls, over-the-air updates, automation, skew and drift.
pub const RELEASE_AND_DRIFT: Family = Family::within(
    &OPERATIONS,
    "release-and-drift",
    "ML operations: releases, automation, skew and drift",
    "Copies a release holds, flash an update needs, when automation pays, and how accuracy decays.",
);

/// Watching a deployed model and acting on what is seen.
pub const WATCHING: Family = Family::within(
    &OPERATIONS,
    "watching",
    "ML operations: watching and acting",
    "Evidence needed to confirm a drop, the cost of slow detection, retraining cadence, accuracy by segment.",
);

/// Failure recovery: repairs, irreversible changes, loops, retries and admission.
pub const RECOVERY: Family = Family::within(
    &OPERATIONS,
    "recovery",
    "Failure recovery",
    "Repair against rebuild, losses from changes that cannot be undone, runaway loops, retry storms and bulkheads.",
);

/// Durable execution: commits, snapshots, checkpoints and retention.
pub const DURABILITY: Family = Family::within(
    &OPERATIONS,
    "durability",
    "Durable execution",
    "Group commits, snapshot volume, checkpoint intervals against a crash trace, and what retention costs.",
);

/// Responsible engineering: lifecycle cost and carbon accounting.
pub const RESPONSIBLE: Family = Family::within(
    &OPERATIONS,
    "responsible",
    "Responsible engineering: cost and carbon",
    "What running a model costs over its life and what its energy emits.",
);
