//! The generated evaluation of every ReleaseFootprint member against a hand-written function
//! doing the same arithmetic, with the same checks, once per value, on the same varied inputs.
//!
//! Run: `cargo bench -p mlsysim-tests --bench evaluation`.

mod support;

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_core::equation::ceil;
use mlsysim_core::registry::{hardware, models};
use mlsysim_core::units::{bytes, hours};
use mlsysim_core::{DataSize, EvalError, Headroom, Time};
use mlsysim_scenarios::ReleaseFootprint;
use std::hint::black_box;

/// Varied inputs: every model on a spread of devices and widths.
fn scenarios() -> Vec<ReleaseFootprint> {
    let mut out = Vec::new();
    for (i, model) in models().iter().enumerate() {
        for (j, device) in hardware().iter().enumerate().step_by(7) {
            let width = [4.0, 2.0, 1.0, 0.5][(i + j) % 4];
            out.push(
                ReleaseFootprint::builder()
                    .model(model)
                    .device(device)
                    .bytes_per_param(bytes(width))
                    .node_accelerators(8)
                    .retrain_accelerators(4)
                    .retrain_time(hours(6.0))
                    .build()
                    .unwrap(),
            );
        }
    }
    out
}

/// What a careful person would write by hand for the same numbers: each value computed once,
/// overflow and non-finite results reported, not wrapped.
struct HandValues {
    copy_bytes: Result<DataSize, EvalError>,
    copy_fraction: Result<f64, EvalError>,
    accelerators_per_copy: Result<i64, EvalError>,
    retrain_accelerator_hours: Result<Time, EvalError>,
    free_during_retrain: Result<Headroom, EvalError>,
}

fn overflow() -> EvalError {
    EvalError::new(mlsysim_core::EvalErrorKind::Overflow {
        operation: "product",
    })
}

fn by_hand(s: &ReleaseFootprint) -> HandValues {
    let copy_bytes = match s.bytes_per_param {
        Some(w) => s.model.size_in_bytes(w),
        None => s.model.model_size,
    }
    // The same message as the generated code's helper: formatting it is part of the work.
    .ok_or_else(|| {
        EvalError::domain(format!(
            "`{}` has no model_size in the registry; set `bytes_per_param` to size it from its parameter count",
            s.model.path
        ))
    });
    let copy_fraction = copy_bytes.clone().and_then(|c| {
        let cap = s.device.memory_capacity;
        if cap.magnitude() == 0.0 {
            return Err(EvalError::new(mlsysim_core::EvalErrorKind::DivisionByZero));
        }
        let f = (c.magnitude() / cap.magnitude()) * (c.unit().bytes() / cap.unit().bytes());
        if f.is_finite() {
            Ok(f)
        } else {
            Err(overflow())
        }
    });
    let accelerators_per_copy = copy_fraction.clone().and_then(ceil);
    let retrain_accelerator_hours = match (s.retrain_accelerators, s.retrain_time) {
        (Some(r), Some(t)) => {
            let held = t * f64::from(r);
            if held.value.is_finite() {
                Ok(held)
            } else {
                Err(overflow())
            }
        }
        _ => Err(EvalError::missing(
            "retrain_accelerator_hours",
            "retrain_accelerators",
        )),
    };
    let free_during_retrain = accelerators_per_copy.clone().and_then(|n| {
        let node = i64::from(
            s.node_accelerators
                .ok_or_else(|| EvalError::missing("free_during_retrain", "node_accelerators"))?,
        );
        let retrain =
            i64::from(s.retrain_accelerators.ok_or_else(|| {
                EvalError::missing("free_during_retrain", "retrain_accelerators")
            })?);
        node.checked_sub(n)
            .and_then(|x| x.checked_sub(retrain))
            .map(Headroom)
            .ok_or_else(overflow)
    });
    HandValues {
        copy_bytes,
        copy_fraction,
        accelerators_per_copy,
        retrain_accelerator_hours,
        free_during_retrain,
    }
}

fn hand_free_after(
    s: &ReleaseFootprint,
    n: &Result<i64, EvalError>,
    copies: u32,
) -> Result<Headroom, EvalError> {
    let n = n.clone()?;
    let node = i64::from(
        s.node_accelerators
            .ok_or_else(|| EvalError::missing("free_after", "node_accelerators"))?,
    );
    i64::from(copies)
        .checked_mul(n)
        .and_then(|held| node.checked_sub(held))
        .map(Headroom)
        .ok_or_else(overflow)
}

fn bench(c: &mut Criterion) {
    let all = scenarios();
    // The two must agree before their speed means anything.
    for s in &all {
        let (g, h) = (s.evaluate(), by_hand(s));
        assert_eq!(g.copy_fraction, h.copy_fraction);
        assert_eq!(g.free_during_retrain, h.free_during_retrain);
        assert_eq!(
            g.free_after(3),
            hand_free_after(s, &h.accelerators_per_copy, 3)
        );
    }
    let generated = || {
        for s in black_box(&all) {
            let v = s.evaluate();
            black_box(&v.copy_bytes);
            black_box(&v.copy_fraction);
            black_box(&v.retrain_accelerator_hours);
            black_box(&v.free_during_retrain);
            black_box(v.accelerators_for(3).ok());
            black_box(v.free_after(3).ok());
        }
    };
    let hand_written = || {
        for s in black_box(&all) {
            let v = by_hand(s);
            black_box(&v.copy_bytes);
            black_box(&v.copy_fraction);
            black_box(&v.retrain_accelerator_hours);
            black_box(&v.free_during_retrain);
            black_box(
                v.accelerators_per_copy
                    .clone()
                    .ok()
                    .and_then(|n| n.checked_mul(3)),
            );
            black_box(hand_free_after(s, &v.accelerators_per_copy, 3).ok());
        }
    };
    support::interleaved_minimum("release_footprint", 200, 100, generated, hand_written);
    let mut group = c.benchmark_group("release_footprint_all_members");
    group.bench_function("generated", |b| b.iter(generated));
    group.bench_function("hand_written", |b| b.iter(hand_written));
    group.bench_function("naive_property_per_call", |b| {
        b.iter(|| {
            for s in black_box(&all) {
                black_box(s.copy_bytes().ok());
                black_box(s.copy_fraction().ok());
                black_box(s.retrain_accelerator_hours().ok());
                black_box(s.free_during_retrain().ok());
                black_box(s.accelerators_for(3).ok());
                black_box(s.free_after(3).ok());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
