//! What an explanation costs, beside the plain evaluation it explains: one method's worked
//! solution down to its inputs, and every preset's worked solution (what the reference pages
//! render).
//!
//! Run: `cargo bench -p mlsysim-tests --bench explain`.

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_catalog as _;
use mlsysim_core::{InputValue, catalog, explain};
use std::hint::black_box;

fn source(_: &str) -> String {
    String::from("the preset")
}

fn bench_explain(c: &mut Criterion) {
    let preset = catalog::preset("DlrmReleaseFootprintH100").unwrap();
    let dlrm = (preset.build)().unwrap();
    let copies = [InputValue::Integer(4)];
    let presets: Vec<_> = catalog::presets()
        .into_iter()
        .map(|p| (p.build)().unwrap())
        .collect();
    assert!(presets.len() > 100, "the catalog is linked");
    let mut group = c.benchmark_group("explain");
    group.bench_function("free_after(copies=4), plain call", |b| {
        b.iter(|| black_box(dlrm.call("free_after", black_box(&copies))))
    });
    group.bench_function("free_after(copies=4), explained as a tree", |b| {
        b.iter(|| {
            let step = explain::explain_member(dlrm.as_ref(), "free_after", &copies, &source);
            black_box(step.map(|s| explain::text(&s)))
        })
    });
    group.bench_function("every preset's report", |b| {
        b.iter(|| {
            for s in &presets {
                black_box(s.report());
            }
        })
    });
    group.bench_function("every preset's worked solution", |b| {
        b.iter(|| {
            for s in &presets {
                black_box(explain::worked_solution(s.as_ref(), &source));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_explain);
criterion_main!(benches);
