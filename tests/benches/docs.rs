//! Rendering every file of the reference: the Markdown pages with their chart SVGs, and the
//! HTML site with its sidebar, inline charts and search index.
//!
//! Run: `cargo bench -p mlsysim-tests --bench docs`.

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_catalog as _;
use mlsysim_docs::{Format, pages};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let all = pages(Format::Both);
    assert!(!all.is_empty());
    println!(
        "docs: {} pages for {} scenarios and {} presets",
        all.len(),
        mlsysim_core::catalog::scenarios().len(),
        mlsysim_core::catalog::presets().len()
    );
    c.bench_function("docs_render_all_pages", |b| {
        b.iter(|| black_box(pages(Format::Both)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
