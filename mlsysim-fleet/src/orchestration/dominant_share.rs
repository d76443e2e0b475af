use super::ORCHESTRATION;
use mlsysim_core::{InputError, Named, preset, scenario};

/// Dominant-resource fairness among tenants, filling a cluster progressively with indivisible
/// bundles.
///
/// Each tenant asks for a bundle of resources (accelerators, CPU cores, memory, network); its
/// dominant share is its largest share of any one resource. The tenant with the lowest
/// dominant share gets its next bundle, until no tenant's bundle fits. The reference computes
/// this with its lab code (`dominant_resource_fairness`); here it is the law of the same name.
#[scenario(
    family = ORCHESTRATION,
    assumption = "Bundles are indivisible, and ties in dominant share go to the tenant whose name sorts first.",
    assumption = "A resource a bundle leaves out is asked for at 0.",
    excludes = "Weights between tenants, demand that ends, and preemption of granted bundles.",
    derivation = "Ghodsi et al. (2011), dominant-resource fairness, by progressive filling.",
    rule(
        bundles.values().all(|b| b.names().all(|r| capacity.get(r).is_some())),
        "every resource of `bundles` is a resource of `capacity`"
    ),
    rule(!bundles.is_empty(), "`bundles` names at least one tenant"),
    example = r#"
// Two tenants on a small cluster
use mlsysim_fleet::orchestration::drf_two_tenant_example;

let s = drf_two_tenant_example()?;
let counts = s.bundle_counts()?;
assert_eq!((counts.get("A"), counts.get("B")), (Some(&4), Some(&2)));
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DominantShare {
    /// What the cluster holds of each resource.
    #[input(positive)]
    pub capacity: Named<f64>,
    /// Each tenant's bundle: what one unit of its work takes of each resource.
    pub bundles: Named<Named<f64>>,

    /// Bundles granted to each tenant.
    #[property(
        {
            let mut rows = Vec::new();
            for bundle in bundles.values() {
                for resource in capacity.names() {
                    rows.push(bundle.get(resource).copied().unwrap_or(0.0));
                }
            }
            let tenants: Vec<String> = bundles.names().map(String::from).collect();
            let amounts: Vec<f64> = capacity.values().copied().collect();
            let counts = dominant_resource_fairness(amounts, tenants, rows)?;
            bundles.names().zip(counts).collect::<Named<i64>>()
        }
    )]
    pub bundle_counts: Named<i64>,
    /// What the granted bundles use of each resource.
    #[property(
        {
            let mut used = Vec::new();
            for resource in capacity.names() {
                let mut total = 0.0;
                for (tenant, bundle) in bundles.iter() {
                    total += bundle_counts[tenant] * bundle.get(resource).copied().unwrap_or(0.0);
                }
                used.push((resource, total));
            }
            used.into_iter().collect::<Named<f64>>()
        }
    )]
    pub used: Named<f64>,
    /// Each tenant's dominant share: its largest share of any one resource.
    #[property(
        {
            let mut shares = Vec::new();
            for (tenant, bundle) in bundles.iter() {
                let mut dominant = 0.0;
                for (resource, &held) in capacity.iter() {
                    let amount = bundle_counts[tenant] * bundle.get(resource).copied().unwrap_or(0.0);
                    dominant = max(dominant, amount / held);
                }
                shares.push((tenant, dominant));
            }
            shares.into_iter().collect::<Named<f64>>()
        }
    )]
    pub dominant_shares: Named<f64>,
    /// The resource of each tenant's dominant share (the first listed, on a tie).
    #[property(
        {
            let mut named = Vec::new();
            for (tenant, bundle) in bundles.iter() {
                let mut best = (String::new(), -1.0);
                for (resource, &held) in capacity.iter() {
                    let share = bundle_counts[tenant] * bundle.get(resource).copied().unwrap_or(0.0) / held;
                    if share > best.1 {
                        best = (resource.to_string(), share);
                    }
                }
                named.push((tenant, best.0));
            }
            named.into_iter().collect::<Named<String>>()
        }
    )]
    pub dominant_resources: Named<String>,
    /// The largest dominant share less the smallest.
    #[property(
        {
            let mut high = f64::NEG_INFINITY;
            let mut low = f64::INFINITY;
            for &share in dominant_shares.values() {
                high = max(high, share);
                low = min(low, share);
            }
            high - low
        }
    )]
    pub dominant_share_gap: f64,
}

/// Tenant A's one-GPU serving replica and tenant B's two-GPU worker, filled progressively on a
/// deliberately small teaching cluster of 8 GPUs, 32 cores, 256 GB and 80 Gb/s.
#[preset(name = "DrfTwoTenantExample")]
pub fn drf_two_tenant_example() -> Result<DominantShare, InputError> {
    let bundle = |values: [f64; 4]| {
        Named::from_iter(
            ["accelerators", "cpu_cores", "memory_gb", "network_gbps"]
                .into_iter()
                .zip(values),
        )
    };
    DominantShare::builder()
        .capacity(bundle([8.0, 32.0, 256.0, 80.0]))
        .bundles(Named::from_iter([
            ("A", bundle([1.0, 4.0, 32.0, 10.0])),
            ("B", bundle([2.0, 2.0, 16.0, 20.0])),
        ]))
        .build()
}
