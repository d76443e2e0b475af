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
        all!(t in bundles, all!(r in bundles[t], any!(k in capacity, k == r))),
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
    /// What one bundle of `tenant` asks of `resource`: 0 where the bundle leaves it out.
    #[method(
        if any!(k in bundles[tenant], k == resource) { bundles[tenant][resource] } else { 0.0 },
        samples(tenant = bundles, resource = capacity)
    )]
    pub asked: fn(tenant: String, resource: String) -> f64,
    /// `tenant`'s granted bundles' share of what the cluster holds of `resource`.
    #[method(
        bundle_counts[tenant] * asked(tenant.clone(), resource.clone())? / capacity[resource],
        samples(tenant = bundles, resource = capacity)
    )]
    pub share: fn(tenant: String, resource: String) -> f64,
    /// What the granted bundles use of each resource.
    #[property(each!(r in capacity, sum!(t in bundles, bundle_counts[t] * asked(t.to_string(), r.to_string())?)))]
    pub used: Named<f64>,
    /// Each tenant's dominant share: its largest share of any one resource.
    #[property(each!(t in bundles, max!(r in capacity, share(t.to_string(), r.to_string())?)))]
    pub dominant_shares: Named<f64>,
    /// The resource of each tenant's dominant share (the first listed, on a tie).
    #[property(each!(t in bundles, argmax!(r in capacity, share(t.to_string(), r.to_string())?)))]
    pub dominant_resources: Named<String>,
    /// The largest dominant share less the smallest.
    #[property(max!(t in bundles, dominant_shares[t]) - min!(t in bundles, dominant_shares[t]))]
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
