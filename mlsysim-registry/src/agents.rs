//! What the reference derives from an agent workload's own figures, written once here so a
//! scenario that reads them does not restate the sum (the registry test checks each against the
//! reference's value).

use crate::RemediationAgentWorkload;
use mlsysim_units::quantity::f64::Usd;

impl RemediationAgentWorkload {
    /// What the approver's review of one attempt costs: review time at the approver's rate.
    pub fn approval_cost_per_attempt(&self) -> Usd {
        self.approver_review_time * self.approver_hourly_rate
    }

    /// What one attempt costs: model calls, environment, assessment and the approval.
    pub fn attempt_cost(&self) -> Usd {
        self.model_cost_per_attempt
            + self.environment_cost_per_attempt
            + self.assessment_cost_per_attempt
            + self.approval_cost_per_attempt()
    }

    /// The approval's share of what one attempt costs.
    pub fn approval_share(&self) -> f64 {
        (self.approval_cost_per_attempt() / self.attempt_cost()).value
    }
}
