//! The registry sweep: every hardware node x every model x every storage width of the
//! reference (fp32, fp16/bf16, fp8/int8, int4) x copies 0..=16, producing every value, on one
//! thread and on all cores.
//!
//! Run: `cargo bench -p mlsysim-tests --bench sweep`.

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_core::registry::{hardware, models};
use mlsysim_core::units::{bytes, hours};
use mlsysim_scenarios::ReleaseFootprint;
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

criterion_group!(benches, bench);
criterion_main!(benches);
