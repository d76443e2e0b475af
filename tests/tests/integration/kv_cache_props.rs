//! KV cache management: invariants of every scenario over random valid inputs, the laws they
//! rest on, and the nonsense inputs the reference takes but the port refuses, by name.

use mlsysim_core::laws::{
    capped_exponential_scale, continuous_batching_spans, expected_paged_kv_tokens,
    expected_paged_kv_waste, kv_resident_fit, speculative_expected_tokens,
};
use mlsysim_core::units::{MICROSECOND, bytes, gigabytes, milliseconds, per_second, seconds};
use mlsysim_core::{InputError, Named, Precision, Scenario, Workload};
use mlsysim_serving::kv_cache::*;
use mlsysim_tests::check::rel;
use proptest::prelude::*;

fn model(path: &str) -> &'static Workload {
    Workload::find(path).unwrap()
}

/// Every member of `s`, computed: a value or a typed error.
fn report<S: Scenario>(s: &S) {
    let _ = s.report();
}

/// The input a refusal names.
/// A refusal, compared with the input it is expected to be about.
#[derive(Debug)]
struct Refusal(Option<InputError>);

impl PartialEq<Option<&str>> for Refusal {
    fn eq(&self, input: &Option<&str>) -> bool {
        match (&self.0, input) {
            (None, None) => true,
            (Some(e), Some(input)) => e.is_about(input),
            _ => false,
        }
    }
}

fn refused<T>(built: Result<T, InputError>) -> Refusal {
    Refusal(built.err())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn the_shared_prefix_is_a_share_of_the_request(
        zones in prop::collection::vec(0u32..100_000, 1..8),
        pick in 0usize..8,
    ) {
        prop_assume!(zones.iter().any(|&n| n > 0));
        let shared = (pick % (zones.len() + 1)) as u32;
        let named = Named::from_iter(zones.iter().enumerate().map(|(i, &n)| (format!("z{i}"), n)));
        let s = repair_request_zones().unwrap().variant().zones(named).shared_zones(shared).build().unwrap();
        let expected: u64 = zones.iter().take(shared as usize).map(|&n| u64::from(n)).sum();
        prop_assert_eq!(s.shared_tokens().unwrap() as u64, expected);
        let share = s.shared_share().unwrap();
        prop_assert!((0.0..=1.0).contains(&share));
        if shared as usize == zones.len() {
            prop_assert_eq!(share, 1.0);
        }
    }

    #[test]
    fn admitted_requests_fit_and_one_more_does_not(
        reserve in 0.0f64..300.0,
        context in 1u32..262_144,
        accelerators in 1u32..16,
        n in 1u32..10_000,
    ) {
        let s = llama3_70b_long_context_admission_dgx_h100().unwrap().variant()
            .reserve(gigabytes(reserve)).context_tokens(context).accelerators(accelerators).build();
        let Ok(s) = s else { return Ok(()); };
        let budget = s.kv_budget().unwrap().value;
        let per_request = s.kv_per_request().unwrap().value;
        let admitted = s.max_requests().unwrap() as f64;
        prop_assert!(admitted * per_request <= budget * (1.0 + 1e-12));
        prop_assert!((admitted + 1.0) * per_request > budget * (1.0 - 1e-12));
        prop_assert!(rel(s.kv_per_request().unwrap().value, f64::from(context) * s.kv_per_token().unwrap().value));
        let fit = s.context_fit(n).unwrap();
        prop_assert!(rel(fit * f64::from(n) * s.kv_per_token().unwrap().value, budget));
    }

    #[test]
    fn more_reserve_admits_no_more_requests(a in 0.0f64..300.0, b in 0.0f64..300.0) {
        let base = llama3_70b_agent_context_admission_dgx_h100().unwrap();
        let (low, high) = if a < b { (a, b) } else { (b, a) };
        let at = |reserve: f64| base.variant().reserve(gigabytes(reserve)).build().map(|s| s.max_requests().unwrap());
        if let (Ok(more), Ok(fewer)) = (at(low), at(high)) {
            prop_assert!(fewer <= more);
        }
    }

    #[test]
    fn sharing_a_prefix_never_grows_the_cache(
        prefix in 0u32..100_000, users in 1u32..100_000, unique in 0u32..100_000,
    ) {
        prop_assume!(prefix + unique > 0);
        let s = chatbot_shared_system_prompt().unwrap().variant()
            .prefix_tokens(prefix).users(users).unique_tokens_per_user(unique).build().unwrap();
        let reduction = s.reduction().unwrap();
        prop_assert!((0.0..1.0).contains(&reduction));
        prop_assert!(rel(s.capacity_ratio().unwrap(), 1.0 / (1.0 - reduction)));
        if users == 1 {
            prop_assert_eq!(reduction, 0.0);
            prop_assert_eq!(s.prefill_tokens_skipped().unwrap(), 0);
        }
    }

    #[test]
    fn lower_precisions_never_shrink_the_batch(
        kv_heads in 1u32..=64, context in 1u32..32_768, low_w in 0.25f64..=2.0, low_kv in 0.25f64..=2.0,
    ) {
        let s = llama2_70b_precision_dividend_gqa_tp8().unwrap().variant()
            .kv_heads(kv_heads).context_tokens(context)
            .weight_bytes_low(bytes(low_w)).kv_bytes_low(bytes(low_kv)).build().unwrap();
        prop_assert!(s.budget_gain().unwrap() >= 1.0);
        prop_assert!(s.max_batch_low().unwrap() >= s.max_batch().unwrap());
        if s.max_batch().unwrap() > 0 {
            prop_assert!(s.dividend().unwrap() >= 1.0);
        }
    }

    #[test]
    fn a_session_is_tokens_times_bytes_per_token(tokens in 1u32..10_000_000) {
        let s = kv_bytes_per_token_by_attention_design().unwrap().variant().session_tokens(tokens).build().unwrap();
        let per_token = s.per_token().unwrap();
        let gqa = per_token.get("Llama-3.1-70B").unwrap().value;
        prop_assert!(rel(s.gqa_session().unwrap().value, gqa * f64::from(tokens)));
        let half = s.variant().precision(Precision::Int8).build().unwrap();
        for ((_, wide), (_, narrow)) in per_token.iter().zip(half.per_token().unwrap().iter()) {
            prop_assert!(rel(narrow.value * 2.0, wide.value));
        }
        prop_assert_eq!(half.mha_over_mla().unwrap(), s.mha_over_mla().unwrap());
    }

    #[test]
    fn the_capped_exponential_scale_gives_back_its_mean(cap in 2.0f64..1e6, share in 0.001f64..0.999) {
        let mean = cap * share;
        let scale = capped_exponential_scale(mean, cap).unwrap();
        let capped_mean = scale * -(-cap / scale).exp_m1();
        prop_assert!(rel(capped_mean, mean) || (capped_mean - mean).abs() < 1e-9 * cap);
    }

    #[test]
    fn paged_blocks_hold_at_least_the_mean_and_at_most_the_rounded_cap(
        cap in 1u32..200_000, share in 0.0001f64..=1.0, block in 1u32..512, k in 1u32..8,
    ) {
        let mean = (f64::from(cap) * share).max(1.0);
        let small = expected_paged_kv_tokens(mean, cap, block).unwrap();
        let ceiling = f64::from(block) * (f64::from(cap) / f64::from(block)).ceil();
        prop_assert!(small >= mean * (1.0 - 1e-9));
        prop_assert!(small <= ceiling * (1.0 + 1e-9));
        let waste = expected_paged_kv_waste(mean, cap, block).unwrap();
        prop_assert!((0.0..1.0).contains(&waste));
        // A block k times larger allocates at least as much, request by request.
        let large = expected_paged_kv_tokens(mean, cap, block * k).unwrap();
        prop_assert!(large >= small * (1.0 - 1e-9));
    }

    #[test]
    fn paging_fits_at_least_as_many_as_reserving_the_cap(
        cap in 1_024u32..65_536, share in 0.001f64..=1.0, small in 1u32..64, times in 1u32..8,
    ) {
        let mean = ((f64::from(cap) * share) as u32).max(1);
        let large = (small * times).min(cap);
        let s = capped_requests_paged_allocation().unwrap().variant()
            .cap(cap).mean_final(mean).small_block(small.min(large)).large_block(large).build().unwrap();
        prop_assert!(s.paged_fit().unwrap() >= s.reservations().unwrap() || cap % small != 0);
        prop_assert!(s.small_waste().unwrap() <= s.large_waste().unwrap() + 1e-9 || large % small != 0);
        prop_assert!(rel(s.reservation().unwrap().value, f64::from(cap) * s.kv_per_token().unwrap().value));
    }

    #[test]
    fn fork_copies_grow_with_each_branch(prefix in 0u32..200_000, branches in 1u32..64) {
        let s = forked_candidates_prefix_copy().unwrap().variant().prefix_tokens(prefix).branches(branches).build().unwrap();
        let one = s.variant().branches(1).build().unwrap().copied().unwrap().value;
        prop_assert!(rel(s.copied().unwrap().value, one * f64::from(branches)) || prefix == 0);
    }

    #[test]
    fn a_longer_prefix_costs_more_to_rebuild(a in 1u32..200_000, b in 1u32..200_000, u in 0.05f64..=1.0) {
        let base = invariant_prefix_rebuild_dgx_h100().unwrap().variant().utilization(u).build().unwrap();
        let at = |tokens: u32| base.variant().prefix_tokens(tokens).build().unwrap();
        let (short, long) = (at(a.min(b)), at(a.max(b)));
        prop_assert!(short.rebuild_time().unwrap() <= long.rebuild_time().unwrap());
        prop_assert!(short.rebuild_over_hit().unwrap() <= long.rebuild_over_hit().unwrap());
        let s = f64::from(a);
        prop_assert!(rel(at(a).attention_ops().unwrap().value, 2.0 * 80.0 * 8192.0 * s * s));
    }

    #[test]
    fn chunking_never_widens_the_gap(prompt in 1u32..100_000, pick in 0u32..100_000, decodes in 0u32..512) {
        let chunk = 1 + pick % prompt;
        let s = chunked_prefill_among_decodes().unwrap().variant()
            .prompt_tokens(prompt).chunk_tokens(chunk).decodes(decodes).build().unwrap();
        prop_assert!(s.gap_ratio().unwrap() >= 1.0 - 1e-12);
        let chunks = s.chunks().unwrap();
        prop_assert!(chunks * i64::from(chunk) >= i64::from(prompt));
        prop_assert!((chunks - 1) * i64::from(chunk) < i64::from(prompt));
        prop_assert_eq!(chunks, s.iterations().unwrap());
    }

    #[test]
    fn splitting_a_layer_never_beats_the_device_count(
        attention in 0.0f64..100.0, ffn in 0.001f64..100.0, tp in 1u32..64, allreduce in 0.0f64..5.0,
    ) {
        let s = llama2_70b_prefill_tensor_parallel8().unwrap().variant()
            .serial_layer_times(Named::from_iter([("a", milliseconds(attention)), ("f", milliseconds(ffn))]))
            .tp_size(tp).allreduce_time(milliseconds(allreduce)).build().unwrap();
        let speedup = s.speedup().unwrap();
        prop_assert!(speedup <= f64::from(tp) * (1.0 + 1e-12));
        let free = s.variant().allreduce_time(seconds(0.0)).build().unwrap();
        prop_assert!(rel(free.speedup().unwrap(), f64::from(tp)));
    }

    #[test]
    fn precision_cuts_only_shorten_the_step(step in 1.0f64..500.0, gemm in 0.0f64..=1.0, attention in 0.0f64..=1.0) {
        let s = llama3_70b_replica_decode_budget().unwrap().variant()
            .baseline_step(milliseconds(step)).gemm_cut(gemm).attention_cut(attention).build().unwrap();
        let totals = s.totals().unwrap();
        prop_assert!(rel(totals[0].value, step / 1e3));
        prop_assert!(totals[1] <= totals[0]);
        prop_assert!(rel(s.allreduce_per_collective().unwrap().value, 0.12 * step / 1e3 / 160.0));
    }

    #[test]
    fn a_round_yields_between_one_and_all_its_tokens(alpha in 0.0f64..0.999, k in 0u32..64, step in 0.0f64..10.0) {
        let tokens = speculative_expected_tokens(alpha, i64::from(k)).unwrap();
        prop_assert!(tokens >= 1.0 - 1e-12 && tokens <= f64::from(k) + 1.0 + 1e-9);
        let by_step = gpt2_xl_speculative_gpt2_small_h100().unwrap().variant()
            .acceptance(alpha).draft_length(k).draft_step(milliseconds(step)).build().unwrap();
        let by_round = by_step.variant().without_draft_step().draft_time(milliseconds(step * f64::from(k))).build().unwrap();
        prop_assert!(rel(by_step.round_time().unwrap().value, by_round.round_time().unwrap().value));
        prop_assert!(rel(by_step.tpot_gain().unwrap(), by_round.tpot_gain().unwrap()));
    }

    #[test]
    fn capacity_weights_equalize_utilization(
        pools in prop::collection::vec((1u32..100, 1.0f64..10_000.0), 1..6), offered in 0.0f64..1e6,
    ) {
        let servers = Named::from_iter(pools.iter().enumerate().map(|(i, (n, _))| (format!("p{i}"), *n)));
        let capacity = Named::from_iter(pools.iter().enumerate().map(|(i, (_, c))| (format!("p{i}"), per_second(*c))));
        let s = heterogeneous_h100_a100_routing().unwrap().variant()
            .servers(servers).capacity(capacity).offered(per_second(offered)).build().unwrap();
        let total = s.total_capacity().unwrap().value;
        let mut shares = 0.0;
        for (i, (n, _)) in pools.iter().enumerate() {
            let pool = format!("p{i}");
            prop_assert!(rel(s.utilization(pool.clone()).unwrap(), offered / total) || offered == 0.0);
            shares += f64::from(*n) * s.weight(pool).unwrap();
        }
        prop_assert!(rel(shares, 1.0));
    }

    #[test]
    fn tail_events_scale_with_rate_and_probability(rate in 0.0f64..1e9, p in 0.0f64..=1.0) {
        let s = recommender_tail_events().unwrap().variant().request_rate(per_second(rate)).event_probability(p).build().unwrap();
        let events = s.events_per_second().unwrap().value;
        prop_assert!(events <= rate * (1.0 + 1e-12));
        prop_assert!(rel(events, rate * p) || rate * p == 0.0);
    }

    #[test]
    fn a_cold_start_is_its_stages_added(bandwidth in 0.01f64..100.0, provision in 0.0f64..600.0, load in 0.0f64..600.0, reactive in 1u32..1000, pick in 0u32..1000) {
        let predictive = pick % (reactive + 1);
        let s = llama70b_replica_cold_start().unwrap().variant()
            .fetch_bandwidth(mlsysim_core::units::GB_PER_SECOND.of(bandwidth))
            .provisioning_time(seconds(provision)).load_warmup_time(seconds(load))
            .reactive_peak_replicas(reactive).predictive_peak_replicas(predictive).build().unwrap();
        let fetch = 140.0 / bandwidth;
        prop_assert!(rel(s.cold_start_time().unwrap().value, provision + fetch + load));
        prop_assert!((0.0..=1.0).contains(&s.peak_saving().unwrap()));
    }

    #[test]
    fn a_swollen_tenant_only_shrinks_the_others(tenants in 2u32..64, swollen in 0.0f64..=1.0, sequences in 1u32..10_000) {
        let pool = 60.0;
        let share = pool / f64::from(tenants) + swollen * (pool - pool / f64::from(tenants));
        let s = shared_pool_noisy_neighbor().unwrap().variant()
            .pool_tenants(tenants).swollen_share(gigabytes(share.min(pool))).base_sequences(sequences).build();
        let Ok(s) = s else { return Ok(()); };
        prop_assert!(s.other_sequences().unwrap() <= i64::from(sequences));
        prop_assert!((0.0..=1.0).contains(&s.batch_reduction().unwrap()));
    }

    #[test]
    fn reasoning_time_is_linear_in_tokens(t in 0.001f64..10_000.0, n in 0u32..1_000_000) {
        let s = reasoning_token_latency().unwrap().variant().per_token_time(milliseconds(t)).reasoning_tokens(n).build().unwrap();
        prop_assert!(rel(s.reasoning_time().unwrap().value, t / 1e3 * f64::from(n)) || n == 0);
        prop_assert_eq!(s.expansion().unwrap(), i64::from(n));
    }

    #[test]
    fn continuous_batching_never_takes_longer(
        active in prop::collection::vec(1u32..500, 1..8),
        waiting in prop::collection::vec(1u32..500, 0..8),
    ) {
        let waiting: Vec<u32> = waiting.into_iter().take(active.len()).collect();
        let s = four_request_decode_batch().unwrap().variant()
            .output_lengths(active.clone()).without_prompt_lengths().waiting_lengths(waiting.clone()).build().unwrap();
        prop_assert!(s.continuous_iterations().unwrap() <= s.request_level_iterations().unwrap());
        prop_assert!(s.continuous_utilization().unwrap() <= 1.0 + 1e-12);
        prop_assert!(s.request_level_utilization().unwrap() <= s.continuous_utilization().unwrap() + 1e-12);
        let idle = s.idle_share().unwrap();
        prop_assert!(rel(1.0 - idle, s.useful_iterations().unwrap() as f64 / s.slot_iterations().unwrap() as f64) || idle == 0.0);
        // Every request runs for its own length, and no more than the slots run at once.
        let spans = continuous_batching_spans(active.clone(), waiting.clone()).unwrap();
        prop_assert_eq!(spans.len(), active.len() + waiting.len());
        for (span, length) in spans.iter().zip(active.iter().chain(&waiting)) {
            prop_assert_eq!(span[1] - span[0], i64::from(*length));
        }
        for t in spans.iter().map(|span| span[0]) {
            let running = spans.iter().filter(|span| span[0] <= t && t < span[1]).count();
            prop_assert!(running <= active.len());
        }
    }

    #[test]
    fn resident_fit_is_the_truncated_quotient(pool in 0.0f64..1e13, each in 1.0f64..1e11) {
        let n = kv_resident_fit(bytes(pool), bytes(each)).unwrap();
        prop_assert_eq!(n, (pool / each).trunc() as i64);
    }

    /// Any count or share: a typed error or a report, never a panic.
    #[test]
    fn odd_inputs_never_panic(n in any::<u32>(), x in any::<f64>()) {
        if let Ok(s) = capped_requests_paged_allocation().unwrap().variant().mean_final(n).small_block(n).build() { report(&s) }
        if let Ok(s) = chunked_prefill_among_decodes().unwrap().variant().chunk_tokens(n).decodes(n).build() { report(&s) }
        if let Ok(s) = llama2_70b_precision_dividend_gqa_tp8().unwrap().variant().context_tokens(n).build() { report(&s) }
        if let Ok(s) = llama3_70b_replica_speculation().unwrap().variant().acceptance(x).draft_length(n).build() { report(&s) }
        if let Ok(s) = shared_pool_noisy_neighbor().unwrap().variant().swollen_share(bytes(x)).build() { report(&s) }
        if let Ok(s) = llama3_70b_replica_decode_budget().unwrap().variant().gemm_cut(x).collective_launch(MICROSECOND.of(x)).build() { report(&s) }
    }
}

#[test]
fn zones_admission_and_prefix_sharing_refuse_nonsense_by_name() {
    let zones = repair_request_zones().unwrap();
    assert_eq!(
        refused(zones.variant().shared_zones(9).build()),
        Some("shared_zones")
    );
    assert_eq!(
        refused(
            zones
                .variant()
                .zones(Named::from_iter([("a", 0u32), ("b", 0)]))
                .build()
        ),
        Some("zones")
    );

    let admission = llama3_70b_long_context_admission_dgx_h100().unwrap();
    assert_eq!(
        refused(admission.variant().reserve(gigabytes(700.0)).build()),
        Some("reserve")
    );
    assert_eq!(
        refused(admission.variant().accelerators(0).build()),
        Some("accelerators")
    );
    assert_eq!(
        refused(admission.variant().context_tokens(0).build()),
        Some("context_tokens")
    );
    assert_eq!(
        refused(
            admission
                .variant()
                .workload(model("Recommendation.DLRM"))
                .build()
        ),
        Some("workload")
    );

    let sharing = chatbot_shared_system_prompt().unwrap();
    assert_eq!(
        refused(
            sharing
                .variant()
                .prefix_tokens(0)
                .unique_tokens_per_user(0)
                .build()
        ),
        Some("unique_tokens_per_user")
    );
    assert_eq!(refused(sharing.variant().users(0).build()), Some("users"));
}

#[test]
fn precision_dividends_and_attention_designs_refuse_nonsense_by_name() {
    let dividend = llama2_70b_precision_dividend_gqa_tp8().unwrap();
    assert_eq!(
        refused(dividend.variant().kv_heads(65).build()),
        Some("kv_heads")
    );
    assert_eq!(
        refused(dividend.variant().weight_bytes_low(bytes(4.0)).build()),
        Some("weight_bytes_low")
    );
    assert_eq!(
        refused(
            dividend
                .variant()
                .hbm_per_accelerator(gigabytes(17.5))
                .build()
        ),
        Some("hbm_per_accelerator")
    );

    let design = kv_bytes_per_token_by_attention_design().unwrap();
    assert_eq!(
        refused(design.variant().mla(model("Language.Llama3_70B")).build()),
        Some("mla")
    );
    assert_eq!(
        refused(design.variant().mha(model("Language.GPT2")).build()),
        Some("mha")
    );
    assert_eq!(
        refused(design.variant().models(Vec::new()).build()),
        Some("models")
    );
    assert_eq!(
        refused(design.variant().precision(Precision::Fp16Dense).build()),
        Some("precision")
    );
}

#[test]
fn paged_allocation_prefix_rebuilds_and_chunked_prefill_refuse_nonsense_by_name() {
    let paged = capped_requests_paged_allocation().unwrap();
    assert_eq!(
        refused(paged.variant().mean_final(40_000).build()),
        Some("mean_final")
    );
    assert_eq!(
        refused(paged.variant().large_block(40_000).build()),
        Some("large_block")
    );
    assert_eq!(
        refused(paged.variant().large_block(8).build()),
        Some("large_block")
    );
    assert_eq!(refused(paged.variant().cap(2_000_000).build()), Some("cap"));

    let rebuild = invariant_prefix_rebuild_dgx_h100().unwrap();
    assert_eq!(
        refused(rebuild.variant().utilization(0.0).build()),
        Some("utilization")
    );
    assert_eq!(
        refused(rebuild.variant().utilization(1.5).build()),
        Some("utilization")
    );
    assert_eq!(
        refused(rebuild.variant().precision(Precision::Fp4).build()),
        Some("precision")
    );

    let chunked = chunked_prefill_among_decodes().unwrap();
    assert_eq!(
        refused(chunked.variant().chunk_tokens(8_192).build()),
        Some("chunk_tokens")
    );
    assert_eq!(
        refused(chunked.variant().chunk_tokens(0).build()),
        Some("chunk_tokens")
    );
}

#[test]
fn tensor_parallel_prefill_and_decode_budgets_refuse_nonsense_by_name() {
    let parallel = llama2_70b_prefill_tensor_parallel8().unwrap();
    assert_eq!(
        refused(
            parallel
                .variant()
                .serial_layer_times(Named::default())
                .build()
        ),
        Some("serial_layer_times")
    );
    assert_eq!(
        refused(parallel.variant().tp_size(0).build()),
        Some("tp_size")
    );

    let budget = llama3_70b_replica_decode_budget().unwrap();
    assert_eq!(
        refused(
            budget
                .variant()
                .baseline_shares(vec![0.5, 0.3, 0.2])
                .build()
        ),
        Some("baseline_shares")
    );
    assert_eq!(
        refused(
            budget
                .variant()
                .baseline_shares(vec![0.4, 0.4, 0.4, 0.4, 0.4])
                .build()
        ),
        Some("baseline_shares")
    );
    assert_eq!(
        refused(budget.variant().gemm_cut(1.5).build()),
        Some("gemm_cut")
    );
    assert_eq!(
        refused(budget.variant().intervals(vec!["GEMM".into()]).build()),
        Some("intervals")
    );
}

#[test]
fn speculation_routing_and_tail_events_refuse_nonsense_by_name() {
    let speculation = llama3_70b_replica_speculation().unwrap();
    assert_eq!(
        refused(speculation.variant().acceptance(1.0).build()),
        Some("acceptance")
    );
    assert_eq!(
        refused(speculation.variant().draft_step(milliseconds(1.0)).build()),
        Some("draft_step")
    );
    assert!(matches!(
        speculation.variant().without_draft_time().build(),
        Err(InputError::MissingOneOf { .. })
    ));

    let routing = heterogeneous_h100_a100_routing().unwrap();
    assert_eq!(
        refused(
            routing
                .variant()
                .capacity(Named::from_iter([("H100", per_second(1000.0))]))
                .build()
        ),
        Some("capacity")
    );
    assert_eq!(
        refused(
            routing
                .variant()
                .servers(Named::from_iter([("H100", 0u32), ("A100", 0)]))
                .build()
        ),
        Some("servers")
    );
    assert_eq!(
        refused(routing.variant().offered(per_second(-1.0)).build()),
        Some("offered")
    );

    let tail = recommender_tail_events().unwrap();
    assert_eq!(
        refused(tail.variant().event_probability(2.0).build()),
        Some("event_probability")
    );
}

#[test]
fn cold_starts_noisy_neighbors_and_reasoning_refuse_nonsense_by_name() {
    let cold = llama70b_replica_cold_start().unwrap();
    assert_eq!(
        refused(cold.variant().predictive_peak_replicas(60).build()),
        Some("predictive_peak_replicas")
    );
    assert_eq!(
        refused(cold.variant().reactive_peak_replicas(0).build()),
        Some("reactive_peak_replicas")
    );

    let neighbor = shared_pool_noisy_neighbor().unwrap();
    assert_eq!(
        refused(neighbor.variant().pool_tenants(1).build()),
        Some("pool_tenants")
    );
    assert_eq!(
        refused(neighbor.variant().swollen_share(gigabytes(70.0)).build()),
        Some("swollen_share")
    );
    assert_eq!(
        refused(neighbor.variant().swollen_share(gigabytes(10.0)).build()),
        Some("swollen_share")
    );

    let reasoning = reasoning_token_latency().unwrap();
    assert_eq!(
        refused(reasoning.variant().per_token_time(seconds(0.0)).build()),
        Some("per_token_time")
    );
}

#[test]
fn a_decode_batch_refuses_nonsense_lengths_by_name() {
    let batch = four_request_decode_batch().unwrap();
    assert_eq!(
        refused(batch.variant().output_lengths(Vec::new()).build()),
        Some("output_lengths")
    );
    assert_eq!(
        refused(batch.variant().output_lengths(vec![50, 0]).build()),
        Some("output_lengths")
    );
    assert_eq!(
        refused(batch.variant().prompt_lengths(vec![100]).build()),
        Some("prompt_lengths")
    );
    assert_eq!(
        refused(batch.variant().waiting_lengths(vec![10, 0]).build()),
        Some("waiting_lengths")
    );
    assert_eq!(
        refused(batch.variant().waiting_lengths(vec![10; 5]).build()),
        Some("waiting_lengths")
    );
}

#[test]
fn members_that_need_a_model_say_so_without_one() {
    let s = long_prompt_chunked_prefill().unwrap();
    assert_eq!(s.iterations().unwrap(), 20);
    assert_eq!(s.chunks().unwrap(), 20);
    for missing in [
        s.decode_step(),
        s.chunked_iteration(),
        s.monolithic_prefill(),
    ] {
        let input = missing.unwrap_err().missing_input();
        assert!(matches!(input, Some("prefill" | "decodes")), "{input:?}");
    }
    let with_model = s
        .variant()
        .prefill(invariant_prefix_rebuild_dgx_h100().unwrap())
        .decodes(32)
        .build()
        .unwrap();
    // The reference floors the chunks (19) and leaves the last 272 tokens unprefilled.
    assert_eq!(with_model.chunks().unwrap(), 20);
    assert!(with_model.chunked_done().unwrap() > with_model.monolithic_gap().unwrap());
}

#[test]
fn the_reference_heap_schedule_on_ties() {
    // Two slots free at 50: the lower one takes the first waiting request.
    let spans = continuous_batching_spans(vec![100, 100, 50, 50], vec![10, 20, 30]).unwrap();
    assert_eq!(spans[4..], [vec![50, 60], vec![50, 70], vec![60, 90]]);
    let s = four_request_decode_batch()
        .unwrap()
        .variant()
        .output_lengths(vec![100, 100, 50, 50])
        .without_prompt_lengths()
        .waiting_lengths(vec![10, 20, 30])
        .build()
        .unwrap();
    assert_eq!(s.request_level_iterations().unwrap(), 130);
    assert_eq!(s.continuous_iterations().unwrap(), 100);
    assert_eq!(s.continuous_utilization().unwrap(), 0.9);
    assert_eq!(s.requests_advanced().unwrap(), 6);
    assert_eq!(s.idle_share().unwrap(), 0.25);
}
