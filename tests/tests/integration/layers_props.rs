//! The network-architecture scenarios (layers; attention, KV caches and recommenders): one
//! invariant or more per scenario over random valid inputs, the inputs they refuse (by name),
//! the members that need a device the preset leaves out, and device variants of the presets
//! against values read from the reference (`mlsysim` 0.3.0), which the golden file does not
//! hold because no preset sets them.

use mlsysim_compute::attention::*;
use mlsysim_compute::layers::*;
use mlsysim_core::units::{FLOP_PER_BYTE, GB, GB_PER_SECOND, MINUTE, bytes, per_second};
use mlsysim_core::{HardwareNode, InputError, Workload, laws};
use mlsysim_tests::check::rel;
use proptest::prelude::*;

/// Within the golden tolerance of a value the reference printed.
fn golden(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
}

fn refused<T>(result: Result<T, InputError>, input: &str) -> bool {
    matches!(result, Err(e) if e.is_about(input))
}

fn h100() -> &'static HardwareNode {
    HardwareNode::find("Cloud.H100").unwrap()
}

fn a100() -> &'static HardwareNode {
    HardwareNode::find("Cloud.A100").unwrap()
}

fn model(path: &str) -> &'static Workload {
    Workload::find(path).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn a_dense_layer_counts_its_weights_and_bytes(n in 1u32..5000, m in 1u32..5000, w in 1u32..9, a in 1u32..9, batch in 1u32..4096) {
        let s = dense_2048_layer().unwrap().variant().in_features(n).out_features(m)
            .bytes_per_weight(bytes(f64::from(w))).activation_bytes_per_value(bytes(f64::from(a)))
            .batch_size(batch).build().unwrap();
        let (n, m, b) = (i64::from(n), i64::from(m), i64::from(batch));
        prop_assert_eq!(s.weights().unwrap(), n * m);
        prop_assert_eq!(s.parameters().unwrap(), n * m + m);
        let traffic = s.traffic_bytes().unwrap().value;
        prop_assert!(rel(traffic, (b * n * i64::from(a) + n * m * i64::from(w) + b * m * i64::from(a)) as f64));
        // The one-pass intensity stays below both the weight-only intensity and its limit.
        let ti = s.traffic_intensity().unwrap();
        prop_assert!(ti < s.intensity().unwrap());
        prop_assert!(ti < s.traffic_intensity_limit().unwrap());
    }

    #[test]
    fn the_dense_batch_inverses_give_the_batch_back(n in 1u32..5000, m in 1u32..5000, w in 1u32..9, a in 1u32..9, batch in 1u32..100_000) {
        let s = dense_2048_layer().unwrap().variant().in_features(n).out_features(m)
            .bytes_per_weight(bytes(f64::from(w))).activation_bytes_per_value(bytes(f64::from(a)))
            .batch_size(batch).build().unwrap();
        let b = f64::from(batch);
        prop_assert!(rel(s.batch_for_intensity(s.intensity().unwrap()).unwrap(), b));
        // Close to the limit the inverse loses digits; a relative 1e-6 is plenty here.
        let back = s.batch_for_traffic_intensity(s.traffic_intensity().unwrap()).unwrap();
        prop_assert!((back - b).abs() <= 1e-6 * b);
    }

    #[test]
    fn the_one_pass_intensity_rises_with_the_batch_and_no_batch_reaches_the_limit(n in 1u32..5000, m in 1u32..5000, b1 in 1u32..10_000, b2 in 1u32..10_000, over in 1.0f64..10.0) {
        let base = resnet50_classifier_head_batch32().unwrap().variant().in_features(n).out_features(m);
        let small = base.clone().batch_size(b1.min(b2)).build().unwrap();
        let large = base.batch_size(b1.max(b2)).build().unwrap();
        prop_assert!(small.traffic_intensity().unwrap() <= large.traffic_intensity().unwrap());
        let limit = large.traffic_intensity_limit().unwrap();
        prop_assert!(large.batch_for_traffic_intensity(limit * over).is_err());
        prop_assert!(large.batch_for_traffic_intensity(limit * 0.0).is_err());
    }

    #[test]
    fn a_convolution_shares_its_weights(side in 1u32..300, k in 1u32..12, ci in 1u32..512, co in 1u32..512, same in any::<bool>(), batch in 1u32..64) {
        prop_assume!(k <= side);
        let s = imagenet_64_channel_conv().unwrap().variant().height(side).width(side).kernel(k)
            .in_channels(ci).out_channels(co).same_padding(same).batch_size(batch).build().unwrap();
        let (side, k, ci, co) = (i64::from(side), i64::from(k), i64::from(ci), i64::from(co));
        let out = if same { side } else { side - k + 1 };
        prop_assert_eq!(s.positions().unwrap(), out * out);
        prop_assert_eq!(s.macs().unwrap(), out * out * k * k * ci * co);
        prop_assert!(rel(s.sharing_ratio().unwrap(), (side * side) as f64 / (k * k) as f64));
        // The closed-form fraction is the inverse of the counted ratio: the input channels cancel.
        prop_assert!(rel(s.separable_ratio().unwrap() * s.separable_fraction().unwrap(), 1.0));
        prop_assert!(s.separable_ratio().unwrap() < s.separable_limit().unwrap() as f64);
        prop_assert!(rel(s.flops().unwrap().value, 2.0 * f64::from(batch) * s.macs().unwrap() as f64));
        let growth = s.dense_weight_growth(2 * side as u32, 3 * side as u32).unwrap();
        prop_assert!(rel(growth, 6.0));
    }

    #[test]
    fn narrower_weights_raise_a_convolutions_intensity(side in 1u32..128, k in 1u32..6, ci in 1u32..256, co in 1u32..256) {
        prop_assume!(k <= side);
        let s = resnet50_stage3_conv_batch32().unwrap().variant().height(side).width(side).kernel(k)
            .in_channels(ci).out_channels(co).build().unwrap();
        let int8 = s.variant().weight_bytes_per_value(bytes(1.0)).build().unwrap();
        prop_assert!(int8.traffic_intensity().unwrap() > s.traffic_intensity().unwrap());
        prop_assert!(rel(int8.activation_to_weight_ratio().unwrap(), 2.0 * s.activation_to_weight_ratio().unwrap()));
    }

    #[test]
    fn a_stack_of_dense_layers_adds_its_weights(widths in prop::collection::vec(1u32..3000, 2..7)) {
        let first = mnist_mlp_first_layer().unwrap();
        let layers: Vec<DenseLayer> = widths.windows(2)
            .map(|w| first.variant().in_features(w[0]).out_features(w[1]).build().unwrap())
            .collect();
        let s = mnist_mlp_layer_stack().unwrap().variant().dense_layers(layers).build().unwrap();
        let expected: Vec<i64> = widths.iter().map(|&w| i64::from(w)).collect();
        prop_assert_eq!(s.widths().unwrap(), expected);
        let sum: i64 = widths.windows(2).map(|w| i64::from(w[0]) * i64::from(w[1])).sum();
        prop_assert_eq!(s.dense_weights().unwrap(), sum);
        prop_assert_eq!(s.weights().unwrap(), sum);
        prop_assert_eq!(s.dense_share().unwrap(), 1.0);
    }

    #[test]
    fn a_cnn_head_holds_a_share_of_the_weights(maps in 1u32..128, hidden in 1u32..512, side in 1u32..20) {
        let base = mnist_small_cnn().unwrap();
        let conv = base.conv_layers[0].variant().out_channels(maps).build().unwrap();
        let head = base.dense_layers[0].variant().in_features(maps * side * side).out_features(hidden).build().unwrap();
        let classes = base.dense_layers[1].variant().in_features(hidden).build().unwrap();
        let s = base.variant().conv_layers(vec![conv.clone()]).dense_layers(vec![head, classes]).build().unwrap();
        let share = s.dense_share().unwrap();
        prop_assert!(share > 0.0 && share < 1.0);
        prop_assert_eq!(s.conv_weights().unwrap(), conv.weights().unwrap());
        prop_assert_eq!(s.conv_weights().unwrap() + s.dense_weights().unwrap(), s.weights().unwrap());
    }

    #[test]
    fn elementwise_intensity_is_flops_over_bytes(flops in 0u32..100, operands in 1u32..10, width in 0.125f64..16.0) {
        let s = residual_add_fp32().unwrap().variant().flops_per_element(flops).operands_moved(operands)
            .bytes_per_value(bytes(width)).build().unwrap();
        let moved = s.bytes_per_element().unwrap().value;
        prop_assert!(rel(FLOP_PER_BYTE.in_unit(s.intensity().unwrap()) * moved, f64::from(flops)) || flops == 0);
    }

    #[test]
    fn headroom_is_sustained_over_required(fps in 1.0f64..240.0, peak in 0.1f64..2000.0, low in 0.01f64..1.0, high in 0.0f64..1.0) {
        let high = low + (1.0 - low) * high;
        let s = resnet50_thirty_fps_stream().unwrap().variant().frame_rate(per_second(fps))
            .peak_rate(mlsysim_core::units::TFLOP_PER_SECOND.of(peak)).utilization_low(low).utilization_high(high)
            .build().unwrap();
        let required = s.required_rate().unwrap().value;
        prop_assert!(rel(s.headroom().unwrap() * required, s.sustained_low().unwrap().value));
        prop_assert!(s.sustained_high().unwrap() >= s.sustained_low().unwrap());
        // The peak frame rate never promises less than the planned headroom delivers.
        prop_assert!(s.peak_frame_rate().unwrap().value >= s.headroom().unwrap() * fps * (1.0 - 1e-12));
    }

    #[test]
    fn a_recurrent_step_does_one_multiply_add_per_weight(x in 1u32..4096, h in 1u32..4096, gates in 1u32..5, steps in 1u32..100_000) {
        let s = elman_rnn_step().unwrap().variant().input_dim(x).hidden_dim(h).gates(gates).steps(steps).build().unwrap();
        let (x, h, g) = (i64::from(x), i64::from(h), i64::from(gates));
        prop_assert_eq!(s.macs_per_step().unwrap(), g * h * (h + x));
        prop_assert_eq!(s.weights().unwrap(), s.macs_per_step().unwrap());
        prop_assert_eq!(s.state_bytes().unwrap().value, 4.0 * h as f64);
        prop_assert_eq!(s.training_states().unwrap(), i64::from(steps));
    }

    #[test]
    fn a_kernel_share_is_a_share(total in 1.0f64..1e12, part in 0.0f64..=1.0) {
        let s = resnet50_conv_kernel_share().unwrap().variant().total_macs(total).kernel_macs(total * part).build().unwrap();
        let share = s.share().unwrap();
        prop_assert!((0.0..=1.0).contains(&share));
        prop_assert!(refused(s.variant().kernel_macs(total * 1.5).build(), "kernel_macs"));
    }

    #[test]
    fn a_packed_projection_is_linear_in_tokens(tokens in 1u32..100_000, projections in 1u32..5) {
        let s = gpt2_small_six_token_qkv_projection().unwrap().variant().tokens(tokens).projections(projections).build().unwrap();
        prop_assert_eq!(s.macs().unwrap(), i64::from(tokens) * 768 * 768 * i64::from(projections));
    }

    #[test]
    fn attention_overtakes_the_dense_work_past_the_crossover(context in 1u32..200_000, f in 1u32..9, a in 1u32..5, batch in 1u32..64) {
        let s = gpt2_xl_block_full_window().unwrap().variant().context_tokens(context).ffn_multiple(f)
            .attention_projections(a).batch_size(batch).build().unwrap();
        prop_assert_eq!(s.block_coefficient().unwrap(), i64::from(a + 2 * f));
        let crossover = s.crossover().unwrap();
        let share = s.attention_share().unwrap();
        if f64::from(context) > crossover {
            prop_assert!(share > 0.5);
        } else if f64::from(context) < crossover {
            prop_assert!(share < 0.5);
        }
        // The prompt's FLOPs are two per multiply-add of every block.
        let layers = s.layers().unwrap() as f64;
        prop_assert!(rel(s.prompt_flops().unwrap().value, 2.0 * layers * s.block_macs().unwrap() as f64));
        prop_assert!(rel(s.training_step_flops().unwrap().value, 3.0 * layers * s.layer_forward_flops().unwrap().value));
        prop_assert!(s.attention_step_flops().unwrap() <= s.training_step_flops().unwrap());
    }

    #[test]
    fn stored_scores_grow_with_the_square_of_the_sequence(seq in 1u32..1_000_000, heads in 1u32..128, layers in 1u32..128) {
        let s = twelve_head_scores_at_100k_tokens().unwrap().variant().seq_len(seq).heads(heads).layers(layers).build().unwrap();
        let doubled = s.variant().seq_len(2 * seq).build().unwrap();
        prop_assert!(rel(doubled.layer_bytes().unwrap().value, 4.0 * s.layer_bytes().unwrap().value));
        prop_assert!(rel(s.total_bytes().unwrap().value, f64::from(layers) * s.layer_bytes().unwrap().value));
    }

    #[test]
    fn score_growth_is_the_square_of_the_window_growth(base in 1u32..100_000, tokens in 1u32..1_000_000) {
        let s = bert_window_to_four_k().unwrap().variant().base_tokens(base).tokens(tokens).build().unwrap();
        let ratio = s.ratio().unwrap();
        prop_assert!(rel(ratio, f64::from(tokens) / f64::from(base)));
        prop_assert_eq!(s.score_ratio().unwrap(), ratio * ratio);
    }

    #[test]
    fn a_kv_budget_holds_requests_times_tokens(tokens in 1u32..1_000_000, share in 0.01f64..=1.0, factor in 0.05f64..2.0, llama in any::<bool>()) {
        let workload = model(if llama { "Language.Llama2_7B" } else { "Language.GPT2" });
        let s = gpt2_xl_kv_full_window().unwrap().variant().workload(workload).tokens(tokens)
            .hardware(h100()).kv_share(share).kv_width_factor(factor).build().unwrap();
        prop_assert!(rel(s.requests().unwrap() * f64::from(tokens), s.tokens_in_budget().unwrap()));
        let full = s.variant().kv_width_factor(1.0).build().unwrap();
        prop_assert!(rel(s.per_token().unwrap().value, factor * full.per_token().unwrap().value));
        prop_assert!(rel(GB.in_unit(s.kv_budget().unwrap()), 80.0 * share));
    }

    #[test]
    fn the_crossings_are_where_the_memories_meet(width in 0.5f64..8.0) {
        let s = gpt2_xl_context_memory_on_h100().unwrap().variant().bytes_per_value(bytes(width)).build().unwrap();
        let kv = s.kv_per_token().unwrap().value;
        let pair = s.score_bytes_per_pair().unwrap().value;
        // At the cache-score crossing S·kv = S²·pair; at the score crossing S²·pair fills the device.
        let t = s.kv_score_crossing().unwrap();
        prop_assert!(rel(t * kv, t * t * pair));
        let c = s.score_crossing().unwrap();
        prop_assert!(rel(c * c * pair, h100().memory_capacity.bytes()));
        prop_assert!(rel(s.kv_crossing().unwrap() * kv, s.weights().unwrap().bytes()));
    }

    #[test]
    fn tables_fit_while_their_share_is_at_most_one(rows in 1i64..10_000_000_000, width in 1u32..1024, tables in 1u32..64) {
        let s = hundred_million_item_table_on_a100().unwrap().variant().rows(rows).width(width).tables(tables).build().unwrap();
        let share = s.labeled_share().unwrap();
        prop_assert_eq!(s.fits().unwrap(), share <= 1.0);
        let total = rows as f64 * f64::from(width) * 4.0 * f64::from(tables);
        prop_assert!(rel(share, total / 8e10));
    }

    #[test]
    fn a_gather_pairs_every_vector_once(features in 1u32..2000, width in 1u32..1024, host in 1.0f64..1000.0) {
        let s = criteo_shaped_request_on_h100().unwrap().variant().categorical_features(features).width(width)
            .host_bandwidth(GB_PER_SECOND.of(host)).build().unwrap();
        let v = i64::from(features) + 1;
        prop_assert_eq!(s.pairs().unwrap(), v * (v - 1) / 2);
        prop_assert!(rel(s.bandwidth_ratio().unwrap(), 3.35e12 / (host * 1e9)));
        let intensity = FLOP_PER_BYTE.in_unit(s.intensity().unwrap());
        prop_assert!(rel(intensity, 2.0 * (v * (v - 1) / 2) as f64 / (f64::from(features) * 4.0)));
    }

    #[test]
    fn the_resnet_count_adds_up(b1 in 1i64..5, b2 in 1i64..9, b3 in 1i64..40, b4 in 1i64..5, v15 in any::<bool>()) {
        let macs = laws::resnet_bottleneck_macs(vec![64, 128, 256, 512], vec![b1, b2, b3, b4], 224, 1000, v15).unwrap();
        let part = |k: &str| *macs.get(k).unwrap();
        prop_assert_eq!(part("total"), part("7x7") + part("3x3") + part("1x1") + part("fc"));
        // Striding the 3×3 keeps the 3×3 work and enlarges the first 1×1s.
        let other = laws::resnet_bottleneck_macs(vec![64, 128, 256, 512], vec![b1, b2, b3, b4], 224, 1000, !v15).unwrap();
        prop_assert_eq!(part("3x3"), *other.get("3x3").unwrap());
    }
}

#[test]
fn dense_and_convolution_layers_refuse_nonsense_by_name() {
    let dense = dense_2048_layer().unwrap();
    assert!(refused(
        dense.variant().in_features(0).build(),
        "in_features"
    ));
    assert!(refused(
        dense.variant().out_features(0).build(),
        "out_features"
    ));
    assert!(refused(dense.variant().batch_size(0).build(), "batch_size"));
    assert!(refused(
        dense.variant().bytes_per_weight(bytes(0.0)).build(),
        "bytes_per_weight"
    ));
    // A zero activation width is refused, not read as "use the weight width".
    assert!(refused(
        dense
            .variant()
            .activation_bytes_per_value(bytes(0.0))
            .build(),
        "activation_bytes_per_value"
    ));

    let conv = mnist_first_conv_layer().unwrap();
    assert!(refused(conv.variant().kernel(29).build(), "kernel"));
    assert!(refused(
        conv.variant().kernel(29).same_padding(false).build(),
        "kernel"
    ));
    assert!(refused(conv.variant().kernel(0).build(), "kernel"));
    assert!(refused(
        conv.variant().out_channels(0).build(),
        "out_channels"
    ));
    assert!(refused(
        conv.variant().weight_bytes_per_value(bytes(0.0)).build(),
        "weight_bytes_per_value"
    ));
    assert!(
        conv.variant()
            .kernel(28)
            .same_padding(false)
            .build()
            .is_ok()
    );
}

#[test]
fn a_cnn_stack_refuses_layers_that_do_not_chain() {
    let stack = mnist_small_cnn().unwrap();
    assert!(refused(
        stack.variant().dense_layers(Vec::new()).build(),
        "dense_layers"
    ));
    let mut reversed = stack.dense_layers.clone();
    reversed.reverse();
    assert!(refused(
        stack.variant().dense_layers(reversed).build(),
        "dense_layers"
    ));
    let mut convs = stack.conv_layers.clone();
    convs.reverse();
    assert!(refused(
        stack.variant().conv_layers(convs).build(),
        "conv_layers"
    ));
    let odd_head = stack.dense_layers[0]
        .variant()
        .in_features(3137)
        .build()
        .unwrap();
    assert!(refused(
        stack
            .variant()
            .dense_layers(vec![odd_head, stack.dense_layers[1].clone()])
            .build(),
        "dense_layers"
    ));
}

#[test]
fn elementwise_streaming_and_recurrent_layers_refuse_nonsense_by_name() {
    assert!(refused(
        residual_add_fp32()
            .unwrap()
            .variant()
            .operands_moved(0)
            .build(),
        "operands_moved"
    ));
    let stream = resnet50_thirty_fps_stream().unwrap();
    assert!(refused(
        stream.variant().utilization_low(0.7).build(),
        "utilization_low"
    ));
    assert!(refused(
        stream.variant().utilization_high(1.5).build(),
        "utilization_high"
    ));
    assert!(refused(
        stream.variant().utilization_low(0.0).build(),
        "utilization_low"
    ));
    assert!(refused(
        stream.variant().frame_rate(per_second(0.0)).build(),
        "frame_rate"
    ));
    assert!(refused(
        elman_rnn_step().unwrap().variant().gates(0).build(),
        "gates"
    ));
    assert!(refused(
        resnet50_conv_kernel_share()
            .unwrap()
            .variant()
            .total_macs(0.0)
            .build(),
        "total_macs"
    ));
}

#[test]
fn models_without_transformer_geometry_are_refused_where_it_is_needed() {
    // Models without transformer geometry are refused where the scenario needs it.
    let resnet = model("Vision.ResNet50");
    assert!(refused(
        gpt2_small_six_token_qkv_projection()
            .unwrap()
            .variant()
            .workload(resnet)
            .build(),
        "workload"
    ));
    assert!(refused(
        gpt2_xl_block_full_window()
            .unwrap()
            .variant()
            .workload(model("StateSpace.Mamba_2_8B"))
            .build(),
        "workload"
    ));
    assert!(refused(
        gpt2_xl_kv_full_window()
            .unwrap()
            .variant()
            .workload(model("Recommendation.DLRM"))
            .build(),
        "workload"
    ));
    assert!(refused(
        gpt2_xl_context_memory_on_h100()
            .unwrap()
            .variant()
            .workload(resnet)
            .build(),
        "workload"
    ));
}

#[test]
fn kv_windows_tables_and_gathers_refuse_nonsense_by_name() {
    let kv = gpt2_xl_kv_full_window().unwrap();
    assert!(refused(kv.variant().kv_share(0.0).build(), "kv_share"));
    assert!(refused(kv.variant().kv_share(1.5).build(), "kv_share"));
    assert!(refused(
        kv.variant().kv_width_factor(0.0).build(),
        "kv_width_factor"
    ));
    assert!(refused(
        bert_window_to_four_k()
            .unwrap()
            .variant()
            .base_tokens(0)
            .build(),
        "base_tokens"
    ));
    assert!(refused(
        billion_user_table().unwrap().variant().rows(0).build(),
        "rows"
    ));
    let gather = criteo_shaped_request_on_h100().unwrap();
    assert!(refused(gather.variant().width(0).build(), "width"));
    assert!(refused(
        gather
            .variant()
            .host_bandwidth(GB_PER_SECOND.of(0.0))
            .build(),
        "host_bandwidth"
    ));
}

#[test]
fn members_that_need_an_absent_device_name_it() {
    let block = gpt2_xl_batch32_block().unwrap();
    let e = block.attention_time_at_peak().unwrap_err();
    assert_eq!(e.missing_input(), Some("hardware"));
    let kv = llama2_7b_kv_at_2048_tokens().unwrap();
    assert_eq!(kv.requests().unwrap_err().missing_input(), Some("hardware"));
    let with_device = kv.variant().hardware(h100()).build().unwrap();
    assert_eq!(
        with_device.kv_budget().unwrap_err().missing_input(),
        Some("kv_share")
    );
    assert_eq!(
        with_device.tokens_in_budget().unwrap_err().missing_input(),
        Some("kv_share")
    );
    let scores = twelve_head_scores_at_100k_tokens()
        .unwrap()
        .variant()
        .without_hardware()
        .build()
        .unwrap();
    assert_eq!(
        scores.layer_device_multiple().unwrap_err().missing_input(),
        Some("hardware")
    );
    let gather = criteo_shaped_request_on_h100()
        .unwrap()
        .variant()
        .without_host_bandwidth()
        .build()
        .unwrap();
    assert_eq!(
        gather.bandwidth_ratio().unwrap_err().missing_input(),
        Some("host_bandwidth")
    );
    assert!(gather.device_rate().is_ok());
    // A registry model without a vocabulary or a context length: the members that need them
    // say so, the others compute (the reference fails on `exact_parameters` of GPT-2 Small too).
    let small = gpt2_xl_block_full_window()
        .unwrap()
        .variant()
        .workload(model("Language.GPT2_Small"))
        .build()
        .unwrap();
    assert_eq!(small.token_table().unwrap(), 38_597_376);
    assert!(small.exact_parameters().is_err());
    assert!(golden(small.six_p_step_flops().unwrap().value, 0.761856e12));
    let llama = small
        .variant()
        .workload(model("Language.Llama2_7B"))
        .build()
        .unwrap();
    assert!(llama.token_table().is_err());
    assert!(llama.crossover().is_ok());
}

/// Device variants of the presets, against values the reference prints for the same variants
/// (`Scenarios.<preset>.variant(...)` in `mlsysim` 0.3.0).
#[test]
fn device_variants_of_attention_and_kv_windows_match_the_reference() {
    let block = gpt2_xl_block_full_window().unwrap();
    let at = |hw| {
        MINUTE.in_unit(
            block
                .variant()
                .hardware(hw)
                .build()
                .unwrap()
                .attention_time_at_peak()
                .unwrap(),
        )
    };
    assert!(golden(at(h100()), 5.428421759352882e-06));
    assert!(golden(at(a100()), 1.7207401025641026e-05));

    let kv = |workload: &str, tokens: u32, hw, share: f64| {
        gpt2_xl_kv_full_window()
            .unwrap()
            .variant()
            .workload(model(workload))
            .tokens(tokens)
            .hardware(hw)
            .kv_share(share)
            .build()
            .unwrap()
    };
    let s = kv("Language.GPT2", 1024, h100(), 0.5);
    assert!(golden(GB.in_unit(s.kv_budget().unwrap()), 40.0));
    assert!(golden(s.tokens_in_budget().unwrap(), 130208.33333333333));
    assert!(golden(s.requests().unwrap(), 127.15657552083331));
    let s = kv("Language.Llama2_7B", 2048, h100(), 0.5);
    assert!(golden(s.tokens_in_budget().unwrap(), 76293.9453125));
    assert!(golden(s.requests().unwrap(), 37.25290298461914));
    let s = kv("Language.GPT2", 1024, a100(), 0.3);
    assert!(golden(GB.in_unit(s.kv_budget().unwrap()), 24.0));
    assert!(golden(s.tokens_in_budget().unwrap(), 78125.0));
    assert!(golden(s.requests().unwrap(), 76.29394531249999));
    let half = kv("Language.GPT2", 1024, h100(), 0.5)
        .variant()
        .kv_width_factor(0.5)
        .build()
        .unwrap();
    assert_eq!(half.per_token().unwrap().value, 153_600.0);
    assert!(golden(half.tokens_in_budget().unwrap(), 260416.66666666666));
}

/// Variants of the presets, against values the reference prints for the same variants
/// (`Scenarios.<preset>.variant(...)` in `mlsysim` 0.3.0).
#[test]
fn model_and_link_variants_of_crossings_and_gathers_match_the_reference() {
    let crossing = |workload: &str| {
        gpt2_xl_context_memory_on_h100()
            .unwrap()
            .variant()
            .workload(model(workload))
            .build()
            .unwrap()
    };
    let s = crossing("Language.Llama2_7B");
    assert!(golden(s.kv_crossing().unwrap(), 26702.880859375));
    assert!(golden(s.score_crossing().unwrap(), 36635.737743356556));
    assert_eq!(s.kv_score_crossing().unwrap(), 8192.0);
    let s = crossing("Language.DeepSeek_V3");
    assert_eq!(s.kv_per_token().unwrap().value, 70_272.0);
    assert!(golden(s.kv_crossing().unwrap(), 19097222.222222224));
    assert!(golden(s.score_crossing().unwrap(), 27694.01461894403));
    assert!(golden(s.kv_score_crossing().unwrap(), 627.4285714285714));
    let s = crossing("Language.Llama3_8B");
    assert_eq!(s.kv_per_token().unwrap().value, 131_072.0);
    assert!(golden(s.kv_crossing().unwrap(), 122528.07617187501));

    // The A100's PCIe Gen4 x16 link: 32 GB/s per direction in the reference's registry.
    let s = criteo_shaped_request_on_h100()
        .unwrap()
        .variant()
        .hardware(a100())
        .host_bandwidth(GB_PER_SECOND.of(32.0))
        .build()
        .unwrap();
    assert!(golden(s.device_rate().unwrap().value, 153170072.1153846));
    assert!(golden(s.host_rate().unwrap().value, 2403846.153846154));
    assert!(golden(s.bandwidth_ratio().unwrap(), 63.71874999999999));
}

/// Variants of the presets, against values the reference prints for the same variants
/// (`Scenarios.<preset>.variant(...)` in `mlsysim` 0.3.0).
#[test]
fn padding_width_and_device_variants_of_layers_match_the_reference() {
    let valid = mnist_first_conv_layer()
        .unwrap()
        .variant()
        .same_padding(false)
        .build()
        .unwrap();
    assert_eq!(valid.output_height().unwrap(), 26);
    assert_eq!(valid.positions().unwrap(), 676);
    assert_eq!(valid.macs().unwrap(), 194_688);
    assert!(golden(
        FLOP_PER_BYTE.in_unit(valid.traffic_intensity().unwrap()),
        4.2875264270613105
    ));

    let wide = resnet50_classifier_head_batch32()
        .unwrap()
        .variant()
        .activation_bytes_per_value(bytes(4.0))
        .build()
        .unwrap();
    assert_eq!(wide.traffic_bytes().unwrap().value, 4_486_144.0);
    assert!(golden(
        FLOP_PER_BYTE.in_unit(wide.traffic_intensity().unwrap()),
        29.217073727459486
    ));
    assert!(golden(
        wide.batch_for_traffic_intensity(FLOP_PER_BYTE.of(100.0))
            .unwrap(),
        142.38042269187986
    ));

    let scores = twelve_head_scores_at_100k_tokens()
        .unwrap()
        .variant()
        .hardware(HardwareNode::find("Cloud.GB200_NVL72").unwrap())
        .build()
        .unwrap();
    assert!(golden(
        scores.layer_device_multiple().unwrap(),
        0.017361111111111112
    ));
}

/// Variants of the presets, against values the reference prints for the same variants
/// (`Scenarios.<preset>.variant(...)` in `mlsysim` 0.3.0).
#[test]
fn table_stream_and_layout_variants_match_the_reference() {
    // Exactly the labeled capacity fits; one more row does not.
    let table = hundred_million_item_table_on_a100().unwrap();
    let edge = table.variant().rows(156_250_000).build().unwrap();
    assert_eq!(edge.labeled_share().unwrap(), 1.0);
    assert!(edge.fits().unwrap());
    assert!(
        !table
            .variant()
            .rows(156_250_001)
            .build()
            .unwrap()
            .fits()
            .unwrap()
    );

    // A language model's inference FLOPs are per token: the "frame" is then a token.
    let gpt2 = resnet50_thirty_fps_stream()
        .unwrap()
        .variant()
        .workload(model("Language.GPT2"))
        .build()
        .unwrap();
    assert!(golden(gpt2.headroom().unwrap(), 55.55555555555556));

    // GPT-2 Small's full layout, a well-known count.
    assert_eq!(
        laws::gpt2_layout_parameters(768, 4, 12, 50257, 1024).unwrap(),
        124_439_808
    );
}
