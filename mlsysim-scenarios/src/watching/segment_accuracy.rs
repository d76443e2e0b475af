use super::WATCHING;
use mlsysim_core::{InputError, Named, preset, scenario};

/// Overall accuracy as the traffic-weighted sum over segments, and the weakest segment.
#[scenario(
    family = WATCHING,
    assumption = "Each segment's accuracy holds for all of its traffic.",
    assumption = "Shares are not rescaled: shares that sum below 1 weigh the accuracy down, as in the reference (see total_share).",
    assumption = "A segment listed with no traffic (share 0) needs no accuracy and is never the worst segment; the reference takes the worst over every accuracy given, traffic or not.",
    rule(all!(s in traffic_shares, traffic_shares[s] == 0.0 || any!(k in accuracies, k == s)), "every segment of `traffic_shares` with traffic has an accuracy in `accuracies`"),
    rule(all!(s in accuracies, any!(k in traffic_shares, k == s)), "every segment of `accuracies` is one of `traffic_shares`"),
    excludes = "Differences in the value of a query between segments.",
    derivation = "Accuracy over the whole traffic is the expectation of the segment accuracy under the traffic distribution.",
    example = r#"
// Accuracy by device
use mlsysim_scenarios::watching::recommendation_accuracy_by_device;

let s = recommendation_accuracy_by_device()?;
assert_eq!(s.worst_segment()?, "Tablet");
assert!((s.overall_accuracy()? - 0.906).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SegmentAccuracy {
    /// Share of traffic per segment.
    #[input(range = 0.0..=1.0)]
    pub traffic_shares: Named<f64>,
    /// Accuracy per segment.
    #[input(range = 0.0..=1.0)]
    pub accuracies: Named<f64>,

    /// Sum of the traffic shares.
    #[property(sum!(s in traffic_shares, traffic_shares[s]))]
    pub total_share: f64,
    /// The segments with traffic, and their shares.
    #[property(filter!(s in traffic_shares, traffic_shares[s] > 0.0))]
    pub served: Named<f64>,
    /// Traffic-weighted accuracy (a segment without traffic adds nothing, with or without an
    /// accuracy).
    #[property(sum!(s in served, served[s] * accuracies[s]))]
    pub overall_accuracy: f64,
    /// The segment with traffic whose accuracy is least (the first one listed, on a tie).
    #[property(argmin!(s in served, accuracies[s]))]
    pub worst_segment: String,
}

/// Recommendation accuracy by device: strong on desktop and phones, weak on tablets.
#[preset(name = "RecommendationAccuracyByDevice")]
pub fn recommendation_accuracy_by_device() -> Result<SegmentAccuracy, InputError> {
    SegmentAccuracy::builder()
        .traffic_shares(Named::from_iter([
            ("Desktop", 0.45),
            ("iOS", 0.3),
            ("Android", 0.2),
            ("Tablet", 0.05),
        ]))
        .accuracies(Named::from_iter([
            ("Desktop", 0.94),
            ("iOS", 0.92),
            ("Android", 0.88),
            ("Tablet", 0.62),
        ]))
        .build()
}
