//! The two heaviest serving scenarios, generated against hand-written: `PagedAllocation` (the
//! most work per evaluation: four expected-allocation laws, each a 100-step bisection, over a
//! held `KvAdmission`) and `KvDecodeBatch` (the most member evaluations: ten properties and four
//! methods at every batch size, plus the latency-bound batch at four targets). Each hand-written
//! function reads the same inputs, uses the same formulas and makes the same checks (overflow,
//! non-finite results, division by zero, what the registry lacks); laws that are a loop of their
//! own (`expected_paged_kv_tokens`, `expected_paged_kv_waste`) are called, as the generated code
//! calls them.
//!
//! Run: `cargo bench -p mlsysim-tests --bench serving`.

mod support;

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_core::equation::{expected_paged_kv_tokens, expected_paged_kv_waste};
use mlsysim_core::registry::{hardware, models};
use mlsysim_core::units::milliseconds;
use mlsysim_core::units::{DataRate, FlopCount, FlopRate, Frequency, Intensity, bytes, gigabytes};
use mlsysim_core::{DataSize, EvalError, Information, Precision, Time, Workload};
use mlsysim_serving::kv_cache::{KvAdmission, PagedAllocation};
use mlsysim_serving::token_stream::KvDecodeBatch;
use std::hint::black_box;
use support::{agree, agree_all, finite, floor_count, floor_div, mul, quotient, sub, trunc_count};

/// The four storage formats the sweeps use: fp32, fp16, int8, int4.
const PRECISIONS: [Precision; 4] = [
    Precision::Fp32,
    Precision::Fp16,
    Precision::Int8,
    Precision::Int4,
];

/// The latency targets `max_batch_within` is sampled at.
const TPOTS_MS: [f64; 4] = [1.0, 10.0, 20.0, 50.0];

/// Transformers of the registry that state their context length.
fn transformers() -> impl Iterator<Item = &'static Workload> {
    models()
        .iter()
        .filter(|m| m.transformer.is_some_and(|t| t.context_length.is_some()))
}

// ---------------------------------------------------------------------------------------------
// By hand: the shared pieces.

/// Bytes of a model's weights at `width`, or the registry's refusal.
fn weight_bytes(model: &Workload, width: Information) -> Result<DataSize, EvalError> {
    let size = model.size_in_bytes(width).ok_or_else(|| {
        EvalError::domain(format!(
            "`{}` has no parameter count or declared size in the registry",
            model.path
        ))
    })?;
    finite(size.bytes(), "result")?;
    Ok(size)
}

/// The key-value cache of `tokens` tokens of one sequence: latent attention where the model
/// has it, else a key and a value per key-value head of the head width, per layer.
fn kv_cache(model: &Workload, tokens: i64, width: Information) -> Result<Information, EvalError> {
    let g = model.geometry()?;
    let layers = i64::from(g.layers);
    let count = match (g.kv_lora_rank, g.qk_rope_head_dim) {
        (Some(rank), Some(rope)) => {
            let (rank, rope) = (i64::from(rank), i64::from(rope));
            if !(layers >= 1 && rank >= 1 && rope >= 1 && tokens >= 0) {
                return Err(EvalError::domain(
                    "layers, latent rank, rotary width and batch must be at least 1, tokens at least 0",
                ));
            }
            mul(mul(layers, support::add(rank, rope)?)?, tokens)?
        }
        _ => {
            let heads = i64::from(g.heads);
            let head_dim = match g.head_dim {
                Some(d) => i64::from(d),
                None => floor_div(i64::from(g.hidden_dim), heads)?,
            };
            let kv_heads = g.kv_heads.map_or(heads, i64::from);
            if !(layers >= 1 && kv_heads >= 1 && head_dim >= 1 && tokens >= 0) {
                return Err(EvalError::domain(
                    "layers, key-value heads, head width and batch must be at least 1, tokens at least 0",
                ));
            }
            mul(mul(mul(mul(2, layers)?, kv_heads)?, head_dim)?, tokens)?
        }
    };
    Ok(bytes(finite(width.value * count as f64, "product")?))
}

/// `size + extra`, kept in the unit `size` was declared in, as the library adds sizes.
fn plus(size: DataSize, extra: Information) -> Result<DataSize, EvalError> {
    let extra = DataSize::from_bytes(extra.value).to_unit(size.unit());
    let sum = DataSize::declared(size.magnitude() + extra.magnitude(), size.unit());
    finite(sum.bytes(), "sum")?;
    Ok(sum)
}

// ---------------------------------------------------------------------------------------------
// KvDecodeBatch.

/// Varied decode batches: every transformer on every fifth device at each storage format, the
/// weights, cache and prefill peak at that format; combinations the builder refuses (a device
/// that states no peak at the format) are left out.
fn decode_scenarios() -> Vec<KvDecodeBatch> {
    let mut out = Vec::new();
    for model in transformers() {
        for device in hardware().iter().step_by(5) {
            for p in PRECISIONS {
                let width = bytes(p.storage_bytes().unwrap_or(2.0));
                let built = KvDecodeBatch::builder()
                    .workload(model)
                    .hardware(device)
                    .weight_bytes_per_param(width)
                    .kv_bytes_per_value(width)
                    .context_tokens(
                        model
                            .transformer
                            .and_then(|t| t.context_length)
                            .unwrap_or(1),
                    )
                    .batch_sizes(vec![1, 8, 32, 64, 128])
                    .prompt_tokens(512)
                    .prefill_efficiency(0.4)
                    .peak_precision(p)
                    .build();
                if let Ok(s) = built {
                    out.push(s);
                }
            }
        }
    }
    out
}

/// Every property of a `KvDecodeBatch`, each computed once.
struct DecodeByHand {
    weights: Result<DataSize, EvalError>,
    kv_per_token: Result<Information, EvalError>,
    kv_per_sequence: Result<Information, EvalError>,
    bandwidth: Result<DataRate, EvalError>,
    rate_ceiling: Result<Frequency, EvalError>,
    max_batch_in_memory: Result<i64, EvalError>,
    peak_rate: Result<FlopRate, EvalError>,
    ridge: Result<Intensity, EvalError>,
    prefill_ops: Result<FlopCount, EvalError>,
    prefill_time: Result<Time, EvalError>,
}

fn decode_by_hand(s: &KvDecodeBatch) -> DecodeByHand {
    let weights = weight_bytes(s.workload, s.weight_bytes_per_param);
    let kv_per_token = kv_cache(s.workload, 1, s.kv_bytes_per_value);
    let kv_per_sequence = kv_per_token.clone().and_then(|t| {
        Ok(bytes(finite(
            t.value * f64::from(s.context_tokens),
            "product",
        )?))
    });
    let bandwidth =
        finite(s.hardware.memory_bandwidth.value, "result").map(|_| s.hardware.memory_bandwidth);
    let rate_ceiling = (|| {
        let (bw, m) = (bandwidth.clone()?, kv_per_sequence.clone()?);
        quotient(bw.value, m.value)?;
        Ok(bw / m)
    })();
    let max_batch_in_memory = (|| {
        let (w, m) = (weights.clone()?, kv_per_sequence.clone()?);
        let cap = s.hardware.memory_capacity;
        let left = DataSize::declared(
            cap.magnitude() - w.to_unit(cap.unit()).magnitude(),
            cap.unit(),
        );
        finite(left.bytes(), "difference")?;
        floor_count(quotient(left.bytes(), m.value)?)
    })();
    let peak_rate = s
        .hardware
        .peak_at(s.peak_precision)
        .and_then(|r| finite(r.value, "result").map(|_| r));
    let ridge = (|| {
        let (peak, bw) = (peak_rate.clone()?, bandwidth.clone()?);
        quotient(peak.value, bw.value)?;
        Ok(peak / bw)
    })();
    let prefill_ops = s.workload.forward_flops().and_then(|f| {
        let ops = f * f64::from(s.prompt_tokens);
        finite(ops.value, "product").map(|_| ops)
    });
    let prefill_time = (|| {
        let (ops, peak) = (prefill_ops.clone()?, peak_rate.clone()?);
        let sustained = peak * s.prefill_efficiency;
        finite(sustained.value, "product")?;
        quotient(ops.value, sustained.value)?;
        Ok(ops / sustained)
    })();
    DecodeByHand {
        weights,
        kv_per_token,
        kv_per_sequence,
        bandwidth,
        rate_ceiling,
        max_batch_in_memory,
        peak_rate,
        ridge,
        prefill_ops,
        prefill_time,
    }
}

/// The four batch methods at one batch size, each value computed once and reused.
struct BatchByHand {
    step_bytes: Result<DataSize, EvalError>,
    step_time: Result<Time, EvalError>,
    token_rate: Result<Frequency, EvalError>,
    cache_share: Result<f64, EvalError>,
}

fn batch_by_hand(h: &DecodeByHand, batch: u32) -> BatchByHand {
    let caches = h
        .kv_per_sequence
        .clone()
        .and_then(|m| Ok(bytes(finite(m.value * f64::from(batch), "product")?)));
    let step_bytes = (|| plus(h.weights.clone()?, caches.clone()?))();
    let step_time = (|| {
        let (b, bw) = (step_bytes.clone()?.quantity(), h.bandwidth.clone()?);
        quotient(b.value, bw.value)?;
        Ok(b / bw)
    })();
    let token_rate = (|| {
        let t = step_time.clone()?;
        quotient(f64::from(batch), t.value)?;
        Ok(f64::from(batch) / t)
    })();
    let cache_share = (|| quotient(caches.clone()?.value, step_bytes.clone()?.bytes()))();
    BatchByHand {
        step_bytes,
        step_time,
        token_rate,
        cache_share,
    }
}

/// The four batch methods written by hand as four methods, each from the properties: the
/// generated API's shape (a caller may ask for any one alone), so each computes the step's
/// bytes it reads itself, as the generated methods do. `batch_by_hand` shares one step's bytes
/// across all four, which no set of separate methods can.
fn batch_per_method(h: &DecodeByHand, batch: u32) -> BatchByHand {
    let step_bytes = || {
        let m = h.kv_per_sequence.clone()?;
        let caches = bytes(finite(m.value * f64::from(batch), "product")?);
        plus(h.weights.clone()?, caches)
    };
    let step_time = || {
        let (b, bw) = (step_bytes()?.quantity(), h.bandwidth.clone()?);
        quotient(b.value, bw.value)?;
        Ok(b / bw)
    };
    let token_rate = || {
        let t = step_time()?;
        quotient(f64::from(batch), t.value)?;
        Ok(f64::from(batch) / t)
    };
    let cache_share = || {
        let m = h.kv_per_sequence.clone()?;
        let caches = finite(m.value * f64::from(batch), "product")?;
        quotient(caches, step_bytes()?.bytes())
    };
    BatchByHand {
        step_bytes: step_bytes(),
        step_time: step_time(),
        token_rate: token_rate(),
        cache_share: cache_share(),
    }
}

/// The batch methods as the generated code computes them: each method that reads another
/// method (`step_time` reads `step_bytes`, `token_rate` reads `step_time`, `cache_share` reads
/// `step_bytes`) calls it on the scenario, which computes the properties it reads (`weights`,
/// `kv_per_sequence` and through it `kv_per_token`) again from the inputs. Not how anyone
/// would write it by hand: it is here to show where the generated code's time goes.
fn batch_recomputing(s: &KvDecodeBatch, h: &DecodeByHand, batch: u32) -> BatchByHand {
    let fresh_step_bytes = || {
        let w = weight_bytes(s.workload, s.weight_bytes_per_param)?;
        let t = kv_cache(s.workload, 1, s.kv_bytes_per_value)?;
        let m = finite(t.value * f64::from(s.context_tokens), "product")?;
        plus(w, bytes(finite(m * f64::from(batch), "product")?))
    };
    let fresh_step_time = || {
        let (b, bw) = (fresh_step_bytes()?.quantity(), h.bandwidth.clone()?);
        quotient(b.value, bw.value)?;
        Ok(b / bw)
    };
    let own = batch_by_hand(h, batch);
    let token_rate = (|| {
        let t: Time = fresh_step_time()?;
        quotient(f64::from(batch), t.value)?;
        Ok(f64::from(batch) / t)
    })();
    let cache_share = (|| {
        let caches = finite(
            h.kv_per_sequence.clone()?.value * f64::from(batch),
            "product",
        )?;
        quotient(caches, fresh_step_bytes()?.bytes())
    })();
    BatchByHand {
        step_bytes: own.step_bytes,
        step_time: fresh_step_time(),
        token_rate,
        cache_share,
    }
}

fn max_batch_within_by_hand(h: &DecodeByHand, tpot: Time) -> Result<i64, EvalError> {
    let (bw, w, m) = (
        h.bandwidth.clone()?,
        h.weights.clone()?,
        h.kv_per_sequence.clone()?,
    );
    let moved = finite((tpot * bw).value, "product")?;
    let left = finite(moved - w.bytes(), "difference")?;
    floor_count(quotient(left, m.value)?)
}

/// Asserts that every property and method of `s` agrees with the three hand-written ways of
/// computing them.
fn agree_decode(s: &KvDecodeBatch, tpots: &[Time]) {
    let (g, h) = (s.evaluate(), decode_by_hand(s));
    agree_all!(g, h; weights, kv_per_token, kv_per_sequence, bandwidth, rate_ceiling, max_batch_in_memory, peak_rate, ridge, prefill_ops, prefill_time);
    for &b in &s.batch_sizes {
        let hb = batch_by_hand(&h, b);
        agree("step_bytes", &g.step_bytes(b), &hb.step_bytes);
        agree("step_time", &g.step_time(b), &hb.step_time);
        agree("token_rate", &g.token_rate(b), &hb.token_rate);
        agree("cache_share", &g.cache_share(b), &hb.cache_share);
        let per_method = batch_per_method(&h, b);
        agree("step_time", &g.step_time(b), &per_method.step_time);
        agree("token_rate", &g.token_rate(b), &per_method.token_rate);
        agree("cache_share", &g.cache_share(b), &per_method.cache_share);
        let again = batch_recomputing(s, &h, b);
        agree("step_time", &g.step_time(b), &again.step_time);
        agree("token_rate", &g.token_rate(b), &again.token_rate);
        agree("cache_share", &g.cache_share(b), &again.cache_share);
    }
    for &t in tpots {
        agree(
            "max_batch_within",
            &g.max_batch_within(t),
            &max_batch_within_by_hand(&h, t),
        );
    }
}

/// One timed pass of a hand-written side over every scenario, each batch size's methods
/// computed by `batch`.
fn hand_written_decode(
    all: &[KvDecodeBatch],
    tpots: &[Time],
    batch: impl Fn(&KvDecodeBatch, &DecodeByHand, u32) -> BatchByHand,
) {
    for s in black_box(all) {
        let h = decode_by_hand(s);
        black_box(&h);
        for &n in &s.batch_sizes {
            black_box(&batch(s, &h, n));
        }
        for &t in tpots {
            black_box(max_batch_within_by_hand(&h, t).ok());
        }
    }
}

fn bench_decode(c: &mut Criterion) {
    let all = decode_scenarios();
    let tpots: Vec<Time> = TPOTS_MS.iter().map(|&t| milliseconds(t)).collect();
    for s in &all {
        agree_decode(s, &tpots);
    }
    println!("kv_decode_batch: {} scenarios", all.len());
    let generated = || {
        for s in black_box(&all) {
            let v = s.evaluate();
            black_box(&v);
            for &n in &s.batch_sizes {
                black_box(v.step_bytes(n).ok());
                black_box(v.step_time(n).ok());
                black_box(v.token_rate(n).ok());
                black_box(v.cache_share(n).ok());
            }
            for &t in &tpots {
                black_box(v.max_batch_within(t).ok());
            }
        }
    };
    let hand_written = || hand_written_decode(&all, &tpots, |_, h, n| batch_by_hand(h, n));
    let per_method = || hand_written_decode(&all, &tpots, |_, h, n| batch_per_method(h, n));
    let recomputing = || hand_written_decode(&all, &tpots, batch_recomputing);
    support::interleaved_minimum(
        "kv_decode_batch, hand-written as separate methods",
        200,
        100,
        generated,
        per_method,
    );
    support::interleaved_minimum(
        "kv_decode_batch, hand-written sharing one step's bytes across the four methods",
        200,
        100,
        generated,
        hand_written,
    );
    support::interleaved_minimum(
        "kv_decode_batch, hand-written recomputing like the generated methods",
        200,
        100,
        generated,
        recomputing,
    );
    let mut group = c.benchmark_group("kv_decode_batch_all_members");
    group.bench_function("generated", |b| b.iter(generated));
    group.bench_function("hand_written_separate_methods", |b| b.iter(per_method));
    group.bench_function("hand_written_sharing", |b| b.iter(hand_written));
    group.bench_function("hand_written_recomputing_like_generated", |b| {
        b.iter(recomputing)
    });
    group.finish();
}

// ---------------------------------------------------------------------------------------------
// PagedAllocation.

/// Varied allocations: pools of every transformer with a parameter count on 8 accelerators of
/// every fourth device's memory, at fp16 and int8, then caps, mean lengths and block pairs;
/// combinations the builders refuse (no room for the cache, a reservation that does not fit)
/// are left out.
fn paged_scenarios() -> Vec<PagedAllocation> {
    let mut out = Vec::new();
    for (i, model) in transformers()
        .filter(|m| m.parameters.is_some())
        .enumerate()
    {
        for (j, device) in hardware().iter().enumerate().step_by(4) {
            let width = bytes([2.0, 1.0][(i + j) % 2]);
            let Ok(pool) = KvAdmission::builder()
                .workload(model)
                .accelerators(8)
                .hbm_per_accelerator(device.memory_capacity.quantity())
                .weight_bytes_per_param(width)
                .reserve(gigabytes(20.0))
                .context_tokens(8192)
                .kv_bytes_per_elem(width)
                .build()
            else {
                continue;
            };
            let (cap, mean, small, large) = [
                (32_768, 2_048, 16, 64),
                (8_192, 1_000, 8, 128),
                (4_096, 4_096, 16, 256),
            ][(i + j) % 3];
            let built = PagedAllocation::builder()
                .pool(pool)
                .cap(cap)
                .mean_final(mean)
                .small_block(small)
                .large_block(large)
                .build();
            if let Ok(s) = built {
                out.push(s);
            }
        }
    }
    out
}

/// Every property of a `PagedAllocation`, each computed once.
struct PagedByHand {
    kv_per_token: Result<Information, EvalError>,
    kv_budget: Result<Information, EvalError>,
    reservation: Result<Information, EvalError>,
    reservations: Result<i64, EvalError>,
    final_length_efficiency: Result<f64, EvalError>,
    small_block_bytes: Result<Information, EvalError>,
    large_block_bytes: Result<Information, EvalError>,
    small_tail_tokens: Result<i64, EvalError>,
    large_tail_tokens: Result<i64, EvalError>,
    small_tail: Result<Information, EvalError>,
    large_tail: Result<Information, EvalError>,
    large_tail_share: Result<f64, EvalError>,
    small_allocated_tokens: Result<f64, EvalError>,
    small_waste: Result<f64, EvalError>,
    large_allocated_tokens: Result<f64, EvalError>,
    large_waste: Result<f64, EvalError>,
    paged_fit: Result<i64, EvalError>,
    paged_gain: Result<f64, EvalError>,
}

/// `count` times `per`, checked.
fn times(count: f64, per: &Result<Information, EvalError>) -> Result<Information, EvalError> {
    Ok(bytes(finite(per.clone()?.value * count, "product")?))
}

fn paged_by_hand(s: &PagedAllocation) -> PagedByHand {
    let pool = &s.pool;
    let kv_per_token = kv_cache(pool.workload, 1, pool.kv_bytes_per_elem);
    let kv_budget = (|| {
        let total = finite(
            pool.hbm_per_accelerator.value * f64::from(pool.accelerators),
            "product",
        )?;
        let weights = weight_bytes(pool.workload, pool.weight_bytes_per_param)?;
        let after_weights = finite(total - weights.bytes(), "difference")?;
        Ok(bytes(finite(
            after_weights - pool.reserve.value,
            "difference",
        )?))
    })();
    let (cap, mean) = (f64::from(s.cap), f64::from(s.mean_final));
    let reservation = times(cap, &kv_per_token);
    let fit = |budget: &Result<Information, EvalError>, each: Result<Information, EvalError>| {
        trunc_count(quotient(budget.clone()?.value, each?.value)?)
    };
    let reservations = fit(&kv_budget, reservation.clone());
    let final_length_efficiency = quotient(mean, cap);
    let small_block_bytes = times(f64::from(s.small_block), &kv_per_token);
    let large_block_bytes = times(f64::from(s.large_block), &kv_per_token);
    let small_tail_tokens = sub(i64::from(s.small_block), 1);
    let large_tail_tokens = sub(i64::from(s.large_block), 1);
    let small_tail = small_tail_tokens
        .clone()
        .and_then(|n| times(n as f64, &kv_per_token));
    let large_tail = large_tail_tokens
        .clone()
        .and_then(|n| times(n as f64, &kv_per_token));
    let large_tail_share = large_tail_tokens
        .clone()
        .and_then(|n| quotient(n as f64, cap));
    let small_allocated_tokens = expected_paged_kv_tokens(s.mean_final, s.cap, s.small_block);
    let small_waste = expected_paged_kv_waste(s.mean_final, s.cap, s.small_block);
    let large_allocated_tokens = expected_paged_kv_tokens(s.mean_final, s.cap, s.large_block);
    let large_waste = expected_paged_kv_waste(s.mean_final, s.cap, s.large_block);
    let paged_fit = small_allocated_tokens
        .clone()
        .and_then(|n| fit(&kv_budget, times(n, &kv_per_token)));
    let paged_gain = (|| {
        let (paged, reserved) = (paged_fit.clone()?, reservations.clone()?);
        quotient(paged as f64, reserved as f64)
    })();
    PagedByHand {
        kv_per_token,
        kv_budget,
        reservation,
        reservations,
        final_length_efficiency,
        small_block_bytes,
        large_block_bytes,
        small_tail_tokens,
        large_tail_tokens,
        small_tail,
        large_tail,
        large_tail_share,
        small_allocated_tokens,
        small_waste,
        large_allocated_tokens,
        large_waste,
        paged_fit,
        paged_gain,
    }
}

fn bench_paged(c: &mut Criterion) {
    let all = paged_scenarios();
    for s in &all {
        let (g, h) = (s.evaluate(), paged_by_hand(s));
        agree_all!(g, h; kv_per_token, kv_budget, reservation, reservations, final_length_efficiency, small_block_bytes, large_block_bytes, small_tail_tokens, large_tail_tokens, small_tail, large_tail, large_tail_share, small_allocated_tokens, small_waste, large_allocated_tokens, large_waste, paged_fit, paged_gain);
    }
    println!("paged_allocation: {} scenarios", all.len());
    let generated = || {
        for s in black_box(&all) {
            black_box(&s.evaluate());
        }
    };
    let hand_written = || {
        for s in black_box(&all) {
            black_box(&paged_by_hand(s));
        }
    };
    support::interleaved_minimum("paged_allocation", 5, 100, generated, hand_written);
    let mut group = c.benchmark_group("paged_allocation_all_members");
    group.bench_function("generated", |b| b.iter(generated));
    group.bench_function("hand_written", |b| b.iter(hand_written));
    group.finish();
}

criterion_group!(benches, bench_decode, bench_paged);
criterion_main!(benches);
