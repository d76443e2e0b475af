//! Writes example charts as SVG files, to look at: a checkpoint sweep over uneven intervals
//! with its optimum, a count chart with a limit, a log chart, and a category chart.
//!
//! `cargo run -p mlsysim-chart --example chart_example -- /tmp/chart-example` writes
//! `/tmp/chart-example.svg`, `-counts.svg`, `-log.svg` and `-categories.svg`.

use mlsysim_chart::{Axis, Chart, Orientation, Reference, Series, render};

fn checkpoint() -> Chart {
    let days = [1.0, 2.0, 3.0, 5.0, 7.0, 14.0, 30.0];
    let mut chart = Chart::new(
        "Checkpointing: cost against interval",
        Axis::quantity("interval").with_unit("d"),
        Axis::quantity("cost").with_unit("USD"),
    );
    let series = [
        ("overhead", 900.0, 0.0),
        ("lost work", 0.0, 10.0),
        ("total", 900.0, 10.0),
    ];
    for (name, a, b) in series {
        let points = days.iter().map(|&d| (d, a / d + b * d)).collect();
        chart.series.push(Series::new(name, points));
    }
    chart.references.push(Reference::optimum(
        "optimal_interval",
        Orientation::Vertical,
        9.5,
    ));
    chart
        .references
        .push(Reference::limit("budget", Orientation::Horizontal, 250.0));
    chart.references.push(Reference::limit(
        "hard cap",
        Orientation::Horizontal,
        20000.0,
    ));
    chart
}

fn counts() -> Chart {
    let mut chart = Chart::new(
        "Replicas needed against load",
        Axis::quantity("load").with_unit("req/s"),
        Axis::count("replicas"),
    );
    let load = [100.0, 200.0, 400.0, 800.0, 1200.0, 1500.0];
    let points = load
        .iter()
        .map(|&l: &f64| (l, (l / 100.0).ceil()))
        .collect();
    chart.series.push(Series::new("replicas", points));
    chart.references.push(Reference::limit(
        "accelerators on the node",
        Orientation::Horizontal,
        16.0,
    ));
    chart
}

fn log() -> Chart {
    let mut chart = Chart::new(
        "Memory against model size",
        Axis::quantity("parameters").with_unit("B"),
        Axis::quantity("memory").with_unit("GB"),
    );
    let sizes = [0.125, 1.0, 7.0, 70.0, 405.0, 1800.0];
    chart.series.push(Series::new(
        "weights (bf16)",
        sizes.iter().map(|&p| (p, p * 2.0)).collect(),
    ));
    chart.series.push(Series::new(
        "training state",
        sizes.iter().map(|&p| (p, p * 16.0)).collect(),
    ));
    chart
}

fn categories() -> Chart {
    let names: Vec<String> = (0..20).map(|i| format!("cluster-config-{i:02}")).collect();
    let points = (0..20)
        .map(|i| (f64::from(i), 40.0 + f64::from((i * 37) % 23)))
        .collect();
    let mut chart = Chart::new(
        "Utilisation by configuration",
        Axis::category("configuration", names),
        Axis::quantity("utilisation").with_unit("%"),
    );
    chart.series.push(Series::new("MFU", points));
    chart
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let base = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/chart-example".into());
    let charts = [
        ("", checkpoint()),
        ("-counts", counts()),
        ("-log", log()),
        ("-categories", categories()),
    ];
    for (suffix, chart) in charts {
        let path = format!("{base}{suffix}.svg");
        std::fs::write(&path, render(&chart)?)?;
        println!("wrote {path}");
    }
    Ok(())
}
