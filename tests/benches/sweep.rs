//! Registry sweeps, each on one thread and on all cores:
//!
//! - `ReleaseFootprint`: every hardware node x every model x every storage width of the
//!   reference (fp32, fp16/bf16, fp8/int8, int4) x copies 0..=16, producing every value;
//! - `KvDecodeBatch`: every hardware node x every transformer x four storage formats x batch
//!   sizes 1..=256, every property and the four batch methods at each batch size;
//! - `TransformerBlock`: every hardware node x every transformer x four batch sizes x eight
//!   context lengths, every property;
//! - `AllReduceSchedule` and `HierarchicalAllReduce`: every cluster x every transformer x four
//!   message sizes (the gradient at four storage widths), every method at the node's and the
//!   fleet's group size, and every property of the hierarchy.
//!
//! Run: `cargo bench -p mlsysim-tests --bench sweep`.

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_cluster::collectives::{AllReduceSchedule, HierarchicalAllReduce};
use mlsysim_compute::attention::TransformerBlock;
use mlsysim_core::registry::{Fleet, Registered, hardware, models};
use mlsysim_core::units::{bytes, hours, seconds};
use mlsysim_core::{InputError, Precision, Workload};
use mlsysim_scenarios::ReleaseFootprint;
use mlsysim_serving::token_stream::KvDecodeBatch;
use rayon::prelude::*;
use std::hint::black_box;

const WIDTHS: [f64; 4] = [4.0, 2.0, 1.0, 0.5];
const COPIES: u32 = 16;

/// Builds and evaluates one point of the sweep; returns a checksum of its values so that the
/// work cannot be optimised away and the two runs can be compared.
fn point(device: usize, model: usize, width: f64) -> i64 {
    let s = ReleaseFootprint::builder()
        .model(&models()[model])
        .device(&hardware()[device])
        .bytes_per_param(bytes(width))
        .node_accelerators(8)
        .retrain_accelerators(4)
        .retrain_time(hours(6.0))
        .build()
        .expect("registry inputs are valid");
    let v = s.evaluate();
    let mut sum = *v.accelerators_per_copy.as_ref().unwrap_or(&0);
    sum += v.free_during_retrain.as_ref().map_or(0, |h| h.0);
    sum += v
        .copy_fraction
        .as_ref()
        .map_or(0, |f| f.to_bits() as i64 & 0xff);
    sum += v
        .retrain_accelerator_hours
        .as_ref()
        .map_or(0, |t| t.value as i64);
    sum += v.copy_bytes.as_ref().map_or(0, |b| b.bytes() as i64 & 0xff);
    for k in 0..=COPIES {
        sum = sum.wrapping_add(v.accelerators_for(k).unwrap_or(0));
        sum = sum.wrapping_add(v.free_after(k).map_or(0, |h| h.0));
    }
    sum
}

fn points() -> Vec<(usize, usize, f64)> {
    let mut out = Vec::new();
    for d in 0..hardware().len() {
        for m in 0..models().len() {
            for w in WIDTHS {
                out.push((d, m, w));
            }
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let all = points();
    let serial: i64 = all
        .iter()
        .map(|&(d, m, w)| point(d, m, w))
        .fold(0, i64::wrapping_add);
    let parallel: i64 = all
        .par_iter()
        .map(|&(d, m, w)| point(d, m, w))
        .reduce(|| 0, i64::wrapping_add);
    assert_eq!(serial, parallel);
    let evaluations = all.len() as u64 * (5 + 2 * u64::from(COPIES + 1));
    println!(
        "sweep: {} scenarios, {evaluations} member evaluations per run",
        all.len()
    );
    let mut group = c.benchmark_group("registry_sweep");
    group.throughput(criterion::Throughput::Elements(evaluations));
    group.bench_function("single_thread", |b| {
        b.iter(|| {
            black_box(&all)
                .iter()
                .map(|&(d, m, w)| point(d, m, w))
                .fold(0, i64::wrapping_add)
        })
    });
    group.bench_function("all_cores", |b| {
        b.iter(|| {
            black_box(&all)
                .par_iter()
                .map(|&(d, m, w)| point(d, m, w))
                .reduce(|| 0, i64::wrapping_add)
        })
    });
    group.finish();
}

/// The storage formats of the decode sweep: weights and cache stored at the format's width,
/// prefill at the node's peak for it.
const PRECISIONS: [Precision; 4] = [
    Precision::Fp32,
    Precision::Fp16,
    Precision::Int8,
    Precision::Int4,
];
/// Batch sizes of the decode sweep.
const MAX_BATCH: u32 = 256;
/// Batch sizes of the transformer-block sweep (the scenario has no precision input: its
/// members count weights, multiply-adds and FLOPs, whatever format they are stored in).
const BLOCK_BATCHES: [u32; 4] = [1, 8, 32, 64];
/// Context lengths of the transformer-block sweep.
const CONTEXTS: [u32; 8] = [128, 256, 512, 1024, 2048, 4096, 8192, 16_384];

/// Models with transformer geometry.
fn transformers() -> Vec<&'static Workload> {
    models()
        .iter()
        .filter(|m| m.transformer.is_some())
        .collect()
}

/// Builds one decode scenario of the sweep: the model's context (2,048 tokens where the
/// registry states none), a 512-token prompt prefilled at 40% of the peak, as the preset
/// `Gpt2XlChatDecodeBatchesH100`.
fn decode_scenario(
    device: usize,
    model: &'static Workload,
    precision: Precision,
    batch_sizes: Vec<u32>,
) -> Result<KvDecodeBatch, InputError> {
    let width = bytes(precision.storage_bytes().expect("a storage format"));
    KvDecodeBatch::builder()
        .workload(model)
        .hardware(&hardware()[device])
        .weight_bytes_per_param(width)
        .kv_bytes_per_value(width)
        .context_tokens(
            model
                .transformer
                .and_then(|t| t.context_length)
                .unwrap_or(2048),
        )
        .batch_sizes(batch_sizes)
        .prompt_tokens(512)
        .prefill_efficiency(0.4)
        .peak_precision(precision)
        .build()
}

/// Every property of a built decode scenario and its four batch methods at each of its batch
/// sizes; a checksum of the values.
fn decode_values(s: &KvDecodeBatch) -> i64 {
    let v = s.evaluate();
    let mut sum = v.max_batch_in_memory.as_ref().map_or(0, |n| *n);
    sum = sum.wrapping_add(v.weights.as_ref().map_or(0, |w| w.bytes() as i64));
    sum = sum.wrapping_add(v.kv_per_token.as_ref().map_or(0, |k| k.value as i64));
    sum = sum.wrapping_add(v.kv_per_sequence.as_ref().map_or(0, |k| k.value as i64));
    sum = sum.wrapping_add(v.bandwidth.as_ref().map_or(0, |b| b.value as i64));
    sum = sum.wrapping_add(v.rate_ceiling.as_ref().map_or(0, |r| r.value as i64));
    sum = sum.wrapping_add(v.peak_rate.as_ref().map_or(0, |r| (r.value / 1e9) as i64));
    sum = sum.wrapping_add(v.ridge.as_ref().map_or(0, |r| r.value as i64));
    sum = sum.wrapping_add(v.prefill_ops.as_ref().map_or(0, |o| (o.value / 1e9) as i64));
    sum = sum.wrapping_add(
        v.prefill_time
            .as_ref()
            .map_or(0, |t| (t.value * 1e6) as i64),
    );
    for &b in &s.batch_sizes {
        sum = sum.wrapping_add(v.step_bytes(b).map_or(0, |x| x.bytes() as i64 & 0xff));
        sum = sum.wrapping_add(v.step_time(b).map_or(0, |t| (t.value * 1e6) as i64));
        sum = sum.wrapping_add(v.token_rate(b).map_or(0, |r| r.value as i64));
        sum = sum.wrapping_add(v.cache_share(b).map_or(0, |c| (c * 1e3) as i64));
    }
    sum
}

/// One point of the decode sweep per node, transformer and format: built once with every
/// batch size, the batch methods called at each. Returns the checksum, the scenarios built and
/// those the builder refused.
fn decode_sweep_point(
    device: usize,
    model: &'static Workload,
    precision: Precision,
) -> (i64, u64, u64) {
    match decode_scenario(device, model, precision, (1..=MAX_BATCH).collect()) {
        Ok(s) => (decode_values(&s), 1, 0),
        Err(_) => (0, 0, 1),
    }
}

/// The same sweep with one scenario built per batch size (`batch_sizes = [b]`).
fn decode_sweep_point_per_batch(
    device: usize,
    model: &'static Workload,
    precision: Precision,
) -> (i64, u64, u64) {
    let mut out = (0i64, 0, 0);
    for b in 1..=MAX_BATCH {
        match decode_scenario(device, model, precision, vec![b]) {
            Ok(s) => {
                out.0 = out.0.wrapping_add(decode_values(&s));
                out.1 += 1;
            }
            Err(_) => out.2 += 1,
        }
    }
    out
}

/// Adds two (checksum, built, refused) counts.
fn merge(a: (i64, u64, u64), b: (i64, u64, u64)) -> (i64, u64, u64) {
    (a.0.wrapping_add(b.0), a.1 + b.1, a.2 + b.2)
}

fn bench_decode(c: &mut Criterion) {
    let mut all = Vec::new();
    for d in 0..hardware().len() {
        for &m in &transformers() {
            for p in PRECISIONS {
                all.push((d, m, p));
            }
        }
    }
    let serial = all
        .iter()
        .map(|&(d, m, p)| decode_sweep_point(d, m, p))
        .fold((0, 0, 0), merge);
    let parallel = all
        .par_iter()
        .map(|&(d, m, p)| decode_sweep_point(d, m, p))
        .reduce(|| (0, 0, 0), merge);
    assert_eq!(serial, parallel);
    let per_batch = all
        .iter()
        .map(|&(d, m, p)| decode_sweep_point_per_batch(d, m, p))
        .fold((0, 0, 0), merge);
    // The builder refuses a node and format whatever the batch size.
    assert_eq!(per_batch.1, serial.1 * u64::from(MAX_BATCH));
    assert_eq!(per_batch.2, serial.2 * u64::from(MAX_BATCH));
    let (built, refused) = (serial.1, serial.2);
    let evaluations = built * (10 + 4 * u64::from(MAX_BATCH));
    println!(
        "kv_decode_batch sweep: {} nodes x {} transformers x {} formats = {} combinations: \
         {built} built, {refused} refused by the builder (no peak stated at the format); \
         {} points with the batch; {evaluations} member evaluations per run",
        hardware().len(),
        transformers().len(),
        PRECISIONS.len(),
        all.len(),
        built * u64::from(MAX_BATCH),
    );
    let mut group = c.benchmark_group("kv_decode_batch_sweep");
    group.throughput(criterion::Throughput::Elements(evaluations));
    group.bench_function("single_thread", |b| {
        b.iter(|| {
            black_box(&all)
                .iter()
                .map(|&(d, m, p)| decode_sweep_point(d, m, p))
                .fold((0, 0, 0), merge)
        })
    });
    group.bench_function("all_cores", |b| {
        b.iter(|| {
            black_box(&all)
                .par_iter()
                .map(|&(d, m, p)| decode_sweep_point(d, m, p))
                .reduce(|| (0, 0, 0), merge)
        })
    });
    group.bench_function("single_thread_built_per_batch", |b| {
        b.iter(|| {
            black_box(&all)
                .iter()
                .map(|&(d, m, p)| decode_sweep_point_per_batch(d, m, p))
                .fold((0, 0, 0), merge)
        })
    });
    group.finish();
}

/// One point of the transformer-block sweep: built, every property evaluated; the checksum, and
/// whether it was built or refused.
fn block_point(
    device: usize,
    model: &'static Workload,
    batch: u32,
    context: u32,
) -> (i64, u64, u64) {
    let Ok(s) = TransformerBlock::builder()
        .workload(model)
        .hardware(&hardware()[device])
        .batch_size(batch)
        .context_tokens(context)
        .build()
    else {
        return (0, 0, 1);
    };
    let v = s.evaluate();
    let counts = [
        &v.width,
        &v.layers,
        &v.attention_weights_per_block,
        &v.mlp_weights_per_block,
        &v.weights_per_block,
        &v.block_coefficient,
        &v.block_weights,
        &v.attention_weights,
        &v.mlp_weights,
        &v.vocab_size,
        &v.token_table,
        &v.block_rule_parameters,
        &v.exact_parameters,
        &v.dense_macs,
        &v.attention_macs,
        &v.block_macs,
    ];
    let shares = [
        &v.mlp_share,
        &v.attention_share,
        &v.dense_to_attention,
        &v.attention_to_dense,
        &v.crossover,
        &v.crossover_multiple,
        &v.training_to_forward,
    ];
    let work = [
        &v.flops_per_token,
        &v.output_layer_flops,
        &v.prompt_dense_flops,
        &v.prompt_attention_flops,
        &v.prompt_flops,
        &v.layer_forward_flops,
        &v.training_step_flops,
        &v.six_p_step_flops,
        &v.attention_step_flops,
    ];
    let mut sum = v
        .attention_time_at_peak
        .as_ref()
        .map_or(0, |t| (t.value * 1e9) as i64);
    for n in counts {
        sum = sum.wrapping_add(*n.as_ref().unwrap_or(&0));
    }
    for x in shares {
        sum = sum.wrapping_add(x.as_ref().map_or(0, |x| (x * 1e3) as i64));
    }
    for f in work {
        sum = sum.wrapping_add(f.as_ref().map_or(0, |f| (f.value / 1e6) as i64));
    }
    (sum, 1, 0)
}

fn bench_block(c: &mut Criterion) {
    let mut all = Vec::new();
    for d in 0..hardware().len() {
        for &m in &transformers() {
            for b in BLOCK_BATCHES {
                for s in CONTEXTS {
                    all.push((d, m, b, s));
                }
            }
        }
    }
    let serial = all
        .iter()
        .map(|&(d, m, b, s)| block_point(d, m, b, s))
        .fold((0, 0, 0), merge);
    let parallel = all
        .par_iter()
        .map(|&(d, m, b, s)| block_point(d, m, b, s))
        .reduce(|| (0, 0, 0), merge);
    assert_eq!(serial, parallel);
    let evaluations = serial.1 * 33;
    println!(
        "transformer_block sweep: {} nodes x {} transformers x {} batch sizes x {} contexts = {} \
         points: {} built, {} refused by the builder; {evaluations} member evaluations per run",
        hardware().len(),
        transformers().len(),
        BLOCK_BATCHES.len(),
        CONTEXTS.len(),
        all.len(),
        serial.1,
        serial.2,
    );
    let mut group = c.benchmark_group("transformer_block_sweep");
    group.throughput(criterion::Throughput::Elements(evaluations));
    group.bench_function("single_thread", |b| {
        b.iter(|| {
            black_box(&all)
                .iter()
                .map(|&(d, m, b, s)| block_point(d, m, b, s))
                .fold((0, 0, 0), merge)
        })
    });
    group.bench_function("all_cores", |b| {
        b.iter(|| {
            black_box(&all)
                .par_iter()
                .map(|&(d, m, b, s)| block_point(d, m, b, s))
                .reduce(|| (0, 0, 0), merge)
        })
    });
    group.finish();
}

/// One point of the cluster sweep: the transformer's gradient at `width` bytes a parameter,
/// AllReduced over the fleet's fabric by ring, tree and parameter server at the node's and the
/// fleet's group size (every method at both), and by the three-phase hierarchy (every
/// property). Returns the checksum, and the scenarios built and refused.
fn cluster_point(fleet: &'static Fleet, model: &'static Workload, width: f64) -> (i64, u64, u64) {
    let Some(gradient) = model.size_in_bytes(bytes(width)) else {
        return (0, 0, 1);
    };
    let alpha = fleet.fabric.latency.unwrap_or(seconds(0.0));
    let per_node = fleet.node.accelerators_per_node;
    let all = per_node * fleet.count;
    let Ok(s) = AllReduceSchedule::builder()
        .message(gradient.quantity())
        .group_sizes(vec![per_node.max(2), all.max(2)])
        .alpha(alpha)
        .bandwidth(fleet.fabric.bandwidth)
        .build()
    else {
        return (0, 0, 1);
    };
    let mut sum = 0i64;
    for &n in &s.group_sizes {
        let times = [
            s.ring_byte_time(n),
            s.ring_startup_time(n),
            s.ring_time(n),
            s.tree_byte_time(n),
            s.tree_startup_time(n),
            s.tree_time(n),
            s.star_byte_time(n),
            s.saved_time(n),
        ];
        for t in times {
            sum = sum.wrapping_add(t.map_or(0, |t| (t.value * 1e6) as i64));
        }
        let sizes = [s.chunk(n), s.crossover_estimate(n), s.crossover_exact(n)];
        for b in sizes {
            sum = sum.wrapping_add(b.map_or(0, |b| b.value as i64 & 0xffff));
        }
        sum = sum.wrapping_add(s.ring_rounds(n).unwrap_or(0) + s.tree_rounds(n).unwrap_or(0));
        let shares = [
            s.ring_factor(n),
            s.star_ring_limit(n),
            s.saved_device_hours(n),
        ];
        for x in shares {
            sum = sum.wrapping_add(x.map_or(0, |x| (x * 1e3) as i64));
        }
    }
    let Ok(h) = HierarchicalAllReduce::builder()
        .message(gradient.quantity())
        .n_nodes(fleet.count)
        .gpus_per_node(per_node)
        .intra_bandwidth(fleet.node.intra_node_bw)
        .inter_bandwidth(fleet.fabric.bandwidth)
        .inter_alpha(alpha)
        .build()
    else {
        return (sum, 1, 1);
    };
    let v = h.evaluate();
    let times = [
        &v.reduce_scatter_time,
        &v.inter_byte_time,
        &v.inter_startup_time,
        &v.inter_time,
        &v.all_gather_time,
        &v.total_time,
        &v.flat_ring_time,
        &v.flat_bound_time,
    ];
    for t in times {
        sum = sum.wrapping_add(t.as_ref().map_or(0, |t| (t.value * 1e6) as i64));
    }
    for b in [&v.intra_bytes, &v.shard] {
        sum = sum.wrapping_add(b.as_ref().map_or(0, |b| b.value as i64 & 0xffff));
    }
    for x in [&v.speedup_vs_flat_ring, &v.speedup_vs_flat_bound] {
        sum = sum.wrapping_add(x.as_ref().map_or(0, |x| (x * 1e3) as i64));
    }
    sum = sum.wrapping_add(*v.n_devices.as_ref().unwrap_or(&0));
    (sum, 2, 0)
}

fn bench_cluster(c: &mut Criterion) {
    let mut all = Vec::new();
    for &fleet in Fleet::all() {
        for &m in &transformers() {
            for w in WIDTHS {
                all.push((fleet, m, w));
            }
        }
    }
    let serial = all
        .iter()
        .map(|&(f, m, w)| cluster_point(f, m, w))
        .fold((0, 0, 0), merge);
    let parallel = all
        .par_iter()
        .map(|&(f, m, w)| cluster_point(f, m, w))
        .reduce(|| (0, 0, 0), merge);
    assert_eq!(serial, parallel);
    // Per point: 16 methods at two group sizes, and the hierarchy's 13 properties.
    let evaluations = all.len() as u64 * (2 * 16 + 13);
    println!(
        "cluster sweep: {} clusters x {} transformers x {} message sizes = {} points: {} scenarios \
         built, {} refused; {evaluations} member evaluations per run",
        Fleet::all().len(),
        transformers().len(),
        WIDTHS.len(),
        all.len(),
        serial.1,
        serial.2,
    );
    let mut group = c.benchmark_group("cluster_sweep");
    group.throughput(criterion::Throughput::Elements(evaluations));
    group.bench_function("single_thread", |b| {
        b.iter(|| {
            black_box(&all)
                .iter()
                .map(|&(f, m, w)| cluster_point(f, m, w))
                .fold((0, 0, 0), merge)
        })
    });
    group.bench_function("all_cores", |b| {
        b.iter(|| {
            black_box(&all)
                .par_iter()
                .map(|&(f, m, w)| cluster_point(f, m, w))
                .reduce(|| (0, 0, 0), merge)
        })
    });
    group.finish();
}

criterion_group!(benches, bench, bench_decode, bench_block, bench_cluster);
criterion_main!(benches);
