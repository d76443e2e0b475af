//! Sharing a fleet among tenants: dominant-resource fairness by progressive filling.

use crate::law;

/// Bundles granted to each tenant by dominant-resource fairness with progressive filling
/// (Ghodsi et al. 2011) of indivisible bundles: while some bundle still fits, the tenant with
/// the lowest dominant share (its largest share of any one resource) gets one more of its
/// bundle, ties going to the tenant whose name sorts first; a tenant whose bundle no longer
/// fits is passed over for the next. `capacity` holds one amount per resource, `bundles` one
/// row per tenant of `tenants` (row-major, a row as long as `capacity`). A bundle fits when
/// every resource used stays within its capacity plus 1e-9, as in the reference.
#[law(
    reference = "mlsysim.labs.experiments.v2_08_experiments.dominant_resource_fairness",
    samples(
        capacity = ["8,32,256,80", "9,18,36,100"],
        tenants = ["A,B", "B,A"],
        bundles = ["1,4,32,10,2,2,16,20", "1,4,4,10,3,1,2,20"]
    )
)]
pub fn dominant_resource_fairness(
    capacity: Vec<f64>,
    tenants: Vec<String>,
    bundles: Vec<f64>,
) -> Vec<i64> {
    {
        require(
            !capacity.is_empty() && capacity.iter().all(|&c| c > 0.0),
            "every capacity is greater than zero",
        )?;
        require(
            !tenants.is_empty()
                && bundles.len().is_multiple_of(capacity.len())
                && bundles.chunks(capacity.len()).count() == tenants.len(),
            "one bundle per tenant, each with one amount per resource",
        )?;
        let rows: Vec<Vec<f64>> = bundles
            .chunks(capacity.len())
            .map(<[f64]>::to_vec)
            .collect();
        require(
            rows.iter()
                .all(|row| row.iter().all(|&b| b >= 0.0) && row.iter().any(|&b| b != 0.0)),
            "every tenant asks for a nonempty bundle, no amount below zero",
        )?;
        let mut held: Vec<Vec<f64>> = vec![vec![0.0; capacity.len()]; tenants.len()];
        let mut used: Vec<f64> = vec![0.0; capacity.len()];
        let mut granted: Vec<i64> = vec![0; tenants.len()];
        loop {
            // Each tenant's dominant share, then the order of the next grant.
            let mut order: Vec<(f64, usize)> = Vec::with_capacity(tenants.len());
            for (t, amounts) in held.iter().enumerate() {
                let mut dominant = 0.0;
                for (a, c) in amounts.iter().zip(&capacity) {
                    dominant = max(dominant, *a / *c);
                }
                order.push((dominant, t));
            }
            order.sort_by(|x, y| {
                x.0.total_cmp(&y.0)
                    .then_with(|| tenants.get(x.1).cmp(&tenants.get(y.1)))
            });
            // The first tenant in that order whose bundle still fits gets one.
            let mut pick = None;
            for (_, t) in &order {
                let mut fits = true;
                if let Some(row) = rows.get(*t) {
                    for ((u, b), c) in used.iter().zip(row).zip(&capacity) {
                        fits = fits && *u + *b <= *c + 1e-9;
                    }
                }
                if fits {
                    pick = Some(*t);
                    break;
                }
            }
            let Some(t) = pick else { break };
            let Some(row) = rows.get(t) else { break };
            used = used.iter().zip(row).map(|(u, b)| *u + *b).collect();
            held = held
                .iter()
                .enumerate()
                .map(|(i, amounts)| {
                    if i == t {
                        amounts.iter().zip(row).map(|(a, b)| *a + *b).collect()
                    } else {
                        amounts.clone()
                    }
                })
                .collect();
            granted = granted
                .iter()
                .enumerate()
                .map(|(i, &count)| if i == t { count + 1 } else { count })
                .collect();
        }
        granted
    }
}
