//! Sustainability: the power a facility draws for a workload, the carbon and water that power costs, where and when to run, and when new hardware repays its embodied carbon.

use mlsysim_core::Family;

/// The energy, carbon and water of ML work.
pub const SUSTAINABILITY: Family = Family::within(
    &crate::RESPONSIBLE,
    "sustainability",
    "Sustainability: power, carbon and water",
    "Facility power and PUE, a run's carbon and water, grid placement, embodied payback, service-life extension, repeated work, cascades, duty cycles, data movement and demand rebound.",
);
