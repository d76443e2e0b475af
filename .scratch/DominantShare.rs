/**Dominant-resource fairness among tenants, filling a cluster progressively with indivisible bundles.

Each tenant asks for a bundle of resources (accelerators, CPU cores, memory, network); its
dominant share is its largest share of any one resource. The tenant with the lowest
dominant share gets its next bundle, until no tenant's bundle fits. The reference computes
this with its lab code (`dominant_resource_fairness`); here it is the law of the same name.

# Equation

dominant share(t) = maxᵣ allocation(t, r) ÷ capacity(r); grant the next bundle to the lowest dominant share that still fits

# Assumptions

- Bundles are indivisible, and ties in dominant share go to the tenant whose name sorts first.
- A resource a bundle leaves out is asked for at 0.

# Rules across inputs

- every resource of `bundles` is a resource of `capacity` (`bundles.values().all(|b| b.names().all(|r| capacity.get(r).is_some()))`)
- `bundles` names at least one tenant (`!bundles.is_empty()`)

# Excludes

- Weights between tenants, demand that ends, and preemption of granted bundles.

# Derivation

- Ghodsi et al. (2011), dominant-resource fairness, by progressive filling.

# Examples

```rust
// Two tenants on a small cluster
use mlsysim_fleet::orchestration::drf_two_tenant_example;

let s = drf_two_tenant_example()?;
let counts = s.bundle_counts()?;
assert_eq!((counts.get("A"), counts.get("B")), (Some(&4), Some(&2)));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DominantShare {
    ///What the cluster holds of each resource. *Allowed > 0.*
    pub capacity: Named<f64>,
    ///Each tenant's bundle: what one unit of its work takes of each resource.
    pub bundles: Named<Named<f64>>,
}
///Builds a [`DominantShare`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DominantShareBuilder {
    capacity: ::core::option::Option<Named<f64>>,
    bundles: ::core::option::Option<Named<Named<f64>>>,
}
///Every property of a [`DominantShare`], each computed once (see [`DominantShare::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DominantShareValues<'a> {
    scenario: &'a DominantShare,
    ///Bundles granted to each tenant.
    pub bundle_counts: ::core::result::Result<Named<i64>, ::mlsysim_core::EvalError>,
    ///What the granted bundles use of each resource.
    pub used: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///Each tenant's dominant share: its largest share of any one resource.
    pub dominant_shares: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///The resource of each tenant's dominant share (the first listed, on a tie).
    pub dominant_resources: ::core::result::Result<
        Named<String>,
        ::mlsysim_core::EvalError,
    >,
    ///The largest dominant share less the smallest.
    pub dominant_share_gap: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "capacity",
            ty: "Named<f64>",
            doc: "What the cluster holds of each resource.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bundles",
            ty: "Named<Named<f64>>",
            doc: "Each tenant's bundle: what one unit of its work takes of each resource.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "bundle_counts",
            doc: "Bundles granted to each tenant.",
            equation: "{\n    let mut rows = Vec::new();\n    for bundle in bundles.values() {\n        for resource in capacity.names() {\n            rows.push(bundle.get(resource).copied().unwrap_or(0.0));\n        }\n    }\n    let tenants: Vec<String> = bundles.names().map(String::from).collect();\n    let amounts: Vec<f64> = capacity.values().copied().collect();\n    let counts = dominant_resource_fairness(amounts, tenants, rows);\n    bundles.names().zip(counts).collect::<Named<i64>>()\n}",
            result_type: "Named<i64>",
            depends_on: &["bundles", "capacity"],
            reaches: &[
                ("bundles", "values"),
                ("capacity", "names"),
                ("bundles", "names"),
                ("capacity", "values"),
            ],
            calls: &["dominant_resource_fairness"],
            template: "{{\n    let mut rows = Vec::new();\n    for bundle in {#0 bundles.values()} {{\n        for resource in {#1 capacity.names()} {{\n            rows.push(bundle.get(resource).copied().unwrap_or(0.0));\n        }}\n    }}\n    let tenants: Vec<String> = {#2 bundles.names()}.map(String::from).collect();\n    let amounts: Vec<f64> = {#3 capacity.values().copied()}.collect();\n    let counts = dominant_resource_fairness(amounts, tenants, rows);\n    {#4 bundles.names()}.zip(counts).collect::<Named<i64>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "used",
            doc: "What the granted bundles use of each resource.",
            equation: "{\n    let mut used = Vec::new();\n    for resource in capacity.names() {\n        let mut total = 0.0;\n        for (tenant, bundle) in bundles.iter() {\n            total\n                += bundle_counts[tenant]\n                    * bundle.get(resource).copied().unwrap_or(0.0);\n        }\n        used.push((resource, total));\n    }\n    used.into_iter().collect::<Named<f64>>()\n}",
            result_type: "Named<f64>",
            depends_on: &["capacity", "bundles", "bundle_counts"],
            reaches: &[("capacity", "names"), ("bundles", "iter")],
            template: "{{\n    let mut used = Vec::new();\n    for resource in {#0 capacity.names()} {{\n        let mut total = 0.0;\n        for (tenant, bundle) in {bundles}.iter() {{\n            total\n                += {bundle_counts}[tenant]\n                    * bundle.get(resource).copied().unwrap_or(0.0);\n        }}\n        used.push((resource, total));\n    }}\n    used.into_iter().collect::<Named<f64>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dominant_shares",
            doc: "Each tenant's dominant share: its largest share of any one resource.",
            equation: "{\n    let mut shares = Vec::new();\n    for (tenant, bundle) in bundles.iter() {\n        let mut dominant = 0.0;\n        for (resource, &held) in capacity.iter() {\n            let amount = bundle_counts[tenant]\n                * bundle.get(resource).copied().unwrap_or(0.0);\n            dominant = max(dominant, amount / held);\n        }\n        shares.push((tenant, dominant));\n    }\n    shares.into_iter().collect::<Named<f64>>()\n}",
            result_type: "Named<f64>",
            depends_on: &["bundles", "capacity", "bundle_counts"],
            reaches: &[("bundles", "iter"), ("capacity", "iter")],
            calls: &["max"],
            template: "{{\n    let mut shares = Vec::new();\n    for (tenant, bundle) in {bundles}.iter() {{\n        let mut dominant = 0.0;\n        for (resource, &held) in {capacity}.iter() {{\n            let amount = {bundle_counts}[tenant]\n                * bundle.get(resource).copied().unwrap_or(0.0);\n            dominant = max(dominant, amount / held);\n        }}\n        shares.push((tenant, dominant));\n    }}\n    shares.into_iter().collect::<Named<f64>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dominant_resources",
            doc: "The resource of each tenant's dominant share (the first listed, on a tie).",
            equation: "{\n    let mut named = Vec::new();\n    for (tenant, bundle) in bundles.iter() {\n        let mut best = (String::new(), -1.0);\n        for (resource, &held) in capacity.iter() {\n            let share = bundle_counts[tenant]\n                * bundle.get(resource).copied().unwrap_or(0.0) / held;\n            if share > best.1 {\n                best = (resource, share);\n            }\n        }\n        named.push((tenant, best.0));\n    }\n    named.into_iter().collect::<Named<String>>()\n}",
            result_type: "Named<String>",
            depends_on: &["bundles", "capacity", "bundle_counts"],
            reaches: &[("bundles", "iter"), ("capacity", "iter")],
            template: "{{\n    let mut named = Vec::new();\n    for (tenant, bundle) in {bundles}.iter() {{\n        let mut best = (String::new(), -1.0);\n        for (resource, &held) in {capacity}.iter() {{\n            let share = {bundle_counts}[tenant]\n                * bundle.get(resource).copied().unwrap_or(0.0) / held;\n            if share > best.1 {{\n                best = (resource, share);\n            }}\n        }}\n        named.push((tenant, best.0));\n    }}\n    named.into_iter().collect::<Named<String>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dominant_share_gap",
            doc: "The largest dominant share less the smallest.",
            equation: "{\n    let mut high = f64::NEG_INFINITY;\n    let mut low = f64::INFINITY;\n    for &share in dominant_shares.values() {\n        high = max(high, share);\n        low = min(low, share);\n    }\n    high - low\n}",
            result_type: "f64",
            depends_on: &["dominant_shares"],
            calls: &["max", "min"],
            template: "{{\n    let mut high = f64::NEG_INFINITY;\n    let mut low = f64::INFINITY;\n    for &share in {dominant_shares}.values() {{\n        high = max(high, share);\n        low = min(low, share);\n    }}\n    high - low\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "every resource of `bundles` is a resource of `capacity`",
            condition: "bundles.values().all(|b| b.names().all(|r| capacity.get(r).is_some()))",
            inputs: &["bundles", "capacity"],
        },
        __c::RuleInfo {
            text: "`bundles` names at least one tenant",
            condition: "!bundles.is_empty()",
            inputs: &["bundles"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DominantShare {
        ///Starts a [`DominantShareBuilder`]; required inputs must be set before [`DominantShareBuilder::build`].
        #[must_use]
        pub fn builder() -> DominantShareBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DominantShareBuilder {
            DominantShareBuilder {
                capacity: Some(__Clone::clone(&self.capacity)),
                bundles: Some(__Clone::clone(&self.bundles)),
            }
        }
        /**Bundles granted to each tenant.

Equation:

```text
{
    let mut rows = Vec::new();
    for bundle in bundles.values() {
        for resource in capacity.names() {
            rows.push(bundle.get(resource).copied().unwrap_or(0.0));
        }
    }
    let tenants: Vec<String> = bundles.names().map(String::from).collect();
    let amounts: Vec<f64> = capacity.values().copied().collect();
    let counts = dominant_resource_fairness(amounts, tenants, rows);
    bundles.names().zip(counts).collect::<Named<i64>>()
}
```
*/
        #[inline]
        pub fn bundle_counts(&self) -> __Result<Named<i64>, __c::EvalError> {
            let bundles = __Clone::clone(&self.bundles);
            let capacity = __Clone::clone(&self.capacity);
            struct bundle_counts {}
            __c::member(
                (|| __c::conform::<
                    Named<i64>,
                    _,
                    bundle_counts,
                >({
                    let mut rows = Vec::new();
                    for bundle in bundles.values() {
                        for resource in capacity.names() {
                            rows.push(bundle.get(resource).copied().unwrap_or(0.0));
                        }
                    }
                    let tenants: Vec<String> = bundles
                        .names()
                        .map(String::from)
                        .collect();
                    let amounts: Vec<f64> = capacity.values().copied().collect();
                    let counts = ::mlsysim_core::equation::dominant_resource_fairness(
                        amounts,
                        tenants,
                        rows,
                    )?;
                    bundles.names().zip(counts).collect::<Named<i64>>()
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**What the granted bundles use of each resource.

Equation:

```text
{
    let mut used = Vec::new();
    for resource in capacity.names() {
        let mut total = 0.0;
        for (tenant, bundle) in bundles.iter() {
            total
                += bundle_counts[tenant]
                    * bundle.get(resource).copied().unwrap_or(0.0);
        }
        used.push((resource, total));
    }
    used.into_iter().collect::<Named<f64>>()
}
```
*/
        #[inline]
        pub fn used(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_used(self.bundle_counts()?)
        }
        #[doc(hidden)]
        fn __eq_used(
            &self,
            bundle_counts: Named<i64>,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let capacity = __Clone::clone(&self.capacity);
            let bundles = __Clone::clone(&self.bundles);
            struct used {}
            __c::member(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    used,
                >({
                    let mut used = Vec::new();
                    for resource in capacity.names() {
                        let mut total = 0.0;
                        for (tenant, bundle) in bundles.iter() {
                            total = total
                                .eq_add(
                                    ::mlsysim_core::equation::at(&bundle_counts, &tenant)?
                                        .eq_mul(bundle.get(resource).copied().unwrap_or(0.0))?,
                                )?;
                        }
                        used.push((resource, total));
                    }
                    used.into_iter().collect::<Named<f64>>()
                }))(),
                &__PROPERTIES[1],
            )
        }
        /**Each tenant's dominant share: its largest share of any one resource.

Equation:

```text
{
    let mut shares = Vec::new();
    for (tenant, bundle) in bundles.iter() {
        let mut dominant = 0.0;
        for (resource, &held) in capacity.iter() {
            let amount = bundle_counts[tenant]
                * bundle.get(resource).copied().unwrap_or(0.0);
            dominant = max(dominant, amount / held);
        }
        shares.push((tenant, dominant));
    }
    shares.into_iter().collect::<Named<f64>>()
}
```
*/
        #[inline]
        pub fn dominant_shares(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_dominant_shares(self.bundle_counts()?)
        }
        #[doc(hidden)]
        fn __eq_dominant_shares(
            &self,
            bundle_counts: Named<i64>,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let bundles = __Clone::clone(&self.bundles);
            let capacity = __Clone::clone(&self.capacity);
            struct dominant_shares {}
            __c::member(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    dominant_shares,
                >({
                    let mut shares = Vec::new();
                    for (tenant, bundle) in bundles.iter() {
                        let mut dominant = 0.0;
                        for (resource, &held) in capacity.iter() {
                            let amount = ::mlsysim_core::equation::at(
                                    &bundle_counts,
                                    &tenant,
                                )?
                                .eq_mul(bundle.get(resource).copied().unwrap_or(0.0))?;
                            dominant = ::mlsysim_core::equation::max(
                                dominant,
                                amount.eq_div(held)?,
                            );
                        }
                        shares.push((tenant, dominant));
                    }
                    shares.into_iter().collect::<Named<f64>>()
                }))(),
                &__PROPERTIES[2],
            )
        }
        /**The resource of each tenant's dominant share (the first listed, on a tie).

Equation:

```text
{
    let mut named = Vec::new();
    for (tenant, bundle) in bundles.iter() {
        let mut best = (String::new(), -1.0);
        for (resource, &held) in capacity.iter() {
            let share = bundle_counts[tenant]
                * bundle.get(resource).copied().unwrap_or(0.0) / held;
            if share > best.1 {
                best = (resource, share);
            }
        }
        named.push((tenant, best.0));
    }
    named.into_iter().collect::<Named<String>>()
}
```
*/
        #[inline]
        pub fn dominant_resources(&self) -> __Result<Named<String>, __c::EvalError> {
            self.__eq_dominant_resources(self.bundle_counts()?)
        }
        #[doc(hidden)]
        fn __eq_dominant_resources(
            &self,
            bundle_counts: Named<i64>,
        ) -> __Result<Named<String>, __c::EvalError> {
            let bundles = __Clone::clone(&self.bundles);
            let capacity = __Clone::clone(&self.capacity);
            struct dominant_resources {}
            __c::member(
                (|| __c::conform::<
                    Named<String>,
                    _,
                    dominant_resources,
                >({
                    let mut named = Vec::new();
                    for (tenant, bundle) in bundles.iter() {
                        let mut best = (String::new(), (1.0).eq_neg()?);
                        for (resource, &held) in capacity.iter() {
                            let share = ::mlsysim_core::equation::at(
                                    &bundle_counts,
                                    &tenant,
                                )?
                                .eq_mul(bundle.get(resource).copied().unwrap_or(0.0))?
                                .eq_div(held)?;
                            if share > best.1 {
                                best = (resource.to_string(), share);
                            }
                        }
                        named.push((tenant, best.0));
                    }
                    named.into_iter().collect::<Named<String>>()
                }))(),
                &__PROPERTIES[3],
            )
        }
        /**The largest dominant share less the smallest.

Equation:

```text
{
    let mut high = f64::NEG_INFINITY;
    let mut low = f64::INFINITY;
    for &share in dominant_shares.values() {
        high = max(high, share);
        low = min(low, share);
    }
    high - low
}
```
*/
        #[inline]
        pub fn dominant_share_gap(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_dominant_share_gap(self.dominant_shares()?)
        }
        #[doc(hidden)]
        fn __eq_dominant_share_gap(
            &self,
            dominant_shares: Named<f64>,
        ) -> __Result<f64, __c::EvalError> {
            struct dominant_share_gap {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dominant_share_gap,
                >({
                    let mut high = f64::NEG_INFINITY;
                    let mut low = f64::INFINITY;
                    for &share in dominant_shares.values() {
                        high = ::mlsysim_core::equation::max(high, share);
                        low = ::mlsysim_core::equation::min(low, share);
                    }
                    high.eq_sub(low)?
                }))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DominantShareValues`].
        #[must_use]
        pub fn evaluate(&self) -> DominantShareValues<'_> {
            let bundle_counts = self.bundle_counts();
            let used = __c::after((&bundle_counts,), |(v0,)| self.__eq_used(v0));
            let dominant_shares = __c::after(
                (&bundle_counts,),
                |(v0,)| self.__eq_dominant_shares(v0),
            );
            let dominant_resources = __c::after(
                (&bundle_counts,),
                |(v0,)| self.__eq_dominant_resources(v0),
            );
            let dominant_share_gap = __c::after(
                (&dominant_shares,),
                |(v0,)| self.__eq_dominant_share_gap(v0),
            );
            DominantShareValues {
                scenario: self,
                bundle_counts,
                used,
                dominant_shares,
                dominant_resources,
                dominant_share_gap,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.capacity, &__INPUTS[0])?;
            __c::finite(&self.bundles, &__INPUTS[1])?;
            {
                let bundles = __Clone::clone(&self.bundles);
                let capacity = __Clone::clone(&self.capacity);
                __c::rule(
                    bundles
                        .values()
                        .all(|b| b.names().all(|r| capacity.get(r).is_some())),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.bundles, &self.capacity],
                )?;
            }
            {
                let bundles = __Clone::clone(&self.bundles);
                __c::rule(!bundles.is_empty(), &__RULES[1], __INPUTS, &[&self.bundles])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_bundle_counts(&self) -> __c::Parts {
            __c::traced(
                self.bundle_counts(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let bundles = __Clone::clone(& self.bundles); let part = bundles
                    .values(); Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let capacity = __Clone::clone(& self.capacity); let part = capacity
                    .names(); Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let bundles = __Clone::clone(& self.bundles); let part = bundles
                    .names(); Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let capacity = __Clone::clone(& self.capacity); let part = capacity
                    .values().copied(); Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let bundles = __Clone::clone(& self.bundles); let
                    part = bundles.names(); Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_used(&self) -> __c::Parts {
            __c::traced(
                self.used(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let capacity = __Clone::clone(& self.capacity); let part =
                    capacity.names(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl DominantShareBuilder {
        ///Sets `capacity`: What the cluster holds of each resource.
        #[must_use]
        pub fn capacity(mut self, value: Named<f64>) -> Self {
            self.capacity = Some(value);
            self
        }
        ///Sets `bundles`: Each tenant's bundle: what one unit of its work takes of each resource.
        #[must_use]
        pub fn bundles(mut self, value: Named<Named<f64>>) -> Self {
            self.bundles = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DominantShare, __c::InputError> {
            let scenario = DominantShare {
                capacity: __c::given(self.capacity, "capacity")?,
                bundles: __c::given(self.bundles, "bundles")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DominantShareBuilder {
        type Scenario = DominantShare;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "capacity" => self.capacity = __c::set(value, &__INPUTS[0])?,
                "bundles" => self.bundles = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DominantShare, __c::InputError> {
            DominantShareBuilder::build(self)
        }
    }
    impl<'a> DominantShareValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DominantShare {
            self.scenario
        }
    }
    impl __c::Scenario for DominantShare {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DominantShare",
            family: &ORCHESTRATION,
            summary: "Dominant-resource fairness among tenants, filling a cluster progressively with indivisible bundles.",
            description: "Each tenant asks for a bundle of resources (accelerators, CPU cores, memory, network); its\ndominant share is its largest share of any one resource. The tenant with the lowest\ndominant share gets its next bundle, until no tenant's bundle fits. The reference computes\nthis with its lab code (`dominant_resource_fairness`); here it is the law of the same name.",
            notes: __c::meta::Notes {
                equation: "dominant share(t) = maxᵣ allocation(t, r) ÷ capacity(r); grant the next bundle to the lowest dominant share that still fits",
                assumptions: &[
                    "Bundles are indivisible, and ties in dominant share go to the tenant whose name sorts first.",
                    "A resource a bundle leaves out is asked for at 0.",
                ],
                rules: __RULES,
                excludes: &[
                    "Weights between tenants, demand that ends, and preemption of granted bundles.",
                ],
                derivation: &[
                    "Ghodsi et al. (2011), dominant-resource fairness, by progressive filling.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Two tenants on a small cluster",
                    code: "// Two tenants on a small cluster\nuse mlsysim_fleet::orchestration::drf_two_tenant_example;\n\nlet s = drf_two_tenant_example()?;\nlet counts = s.bundle_counts()?;\nassert_eq!((counts.get(\"A\"), counts.get(\"B\")), (Some(&4), Some(&2)));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DominantShareBuilder;
        fn to_builder(&self) -> DominantShareBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.capacity, &self.bundles],
                &[
                    &values.bundle_counts,
                    &values.used,
                    &values.dominant_shares,
                    &values.dominant_resources,
                    &values.dominant_share_gap,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "bundle_counts" => Some(Ok(self.__explain_bundle_counts())),
                "used" => Some(Ok(self.__explain_used())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "bundles" => (&__c::explain::Held(&self.bundles)).__held(),
                "capacity" => (&__c::explain::Held(&self.capacity)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(DominantShare);
};
