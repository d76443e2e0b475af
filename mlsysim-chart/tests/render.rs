//! Rendering whole charts: a realistic sweep measured for proportional spacing, and each of the
//! honesty rules and refusals checked on the SVG produced.

mod common;

use common::{attr, series_group, tags, texts, well_formed};
use mlsysim_chart::{Axis, Chart, ChartError, Orientation, Reference, Scale, Series, render};

/// Checkpoint cost against interval: overhead falls with the interval, lost work grows with it.
fn checkpoint_chart() -> Chart {
    let days = [1.0, 2.0, 3.0, 5.0, 7.0, 14.0, 30.0];
    let cost = |d: f64| 900.0 / d + 10.0 * d;
    let mut chart = Chart::new(
        "Checkpoint interval & cost",
        Axis::quantity("interval").with_unit("d"),
        Axis::quantity("cost").with_unit("USD"),
    );
    chart.series.push(Series::new(
        "total cost",
        days.iter().map(|&d| (d, cost(d))).collect(),
    ));
    chart.references.push(Reference::optimum(
        "optimal_interval",
        Orientation::Vertical,
        9.5,
    ));
    chart
}

fn cx_values(group: &str) -> Vec<f64> {
    tags(group, "circle")
        .iter()
        .map(|t| attr(t, "cx").unwrap().parse().unwrap())
        .collect()
}

#[test]
fn the_checker_catches_what_it_should() {
    assert!(well_formed("<a x=\"1\"><b/>t &amp; u</a>").is_ok());
    assert!(well_formed("<a><b></a></b>").is_err());
    assert!(well_formed("<a x=1/>").is_err());
    assert!(well_formed("<a>x & y</a>").is_err());
    assert!(well_formed("<a/><b/>").is_err());
    assert!(well_formed("<a x=\"<\"/>").is_err());
    assert!(well_formed("<a x=\"1\" x=\"2\"/>").is_err());
    assert!(well_formed("<a>").is_err());
}

#[test]
fn a_sweep_over_uneven_intervals_is_spaced_by_value() {
    let svg = render(&checkpoint_chart()).unwrap();
    well_formed(&svg).unwrap();
    let cx = cx_values(series_group(&svg, "total cost"));
    assert_eq!(cx.len(), 7);
    // x = 3 and x = 5 are cx[2] and cx[3]; x = 14 and x = 30 are cx[5] and cx[6].
    let ratio = (cx[3] - cx[2]) / (cx[6] - cx[5]);
    assert!(
        (ratio - (5.0 - 3.0) / (30.0 - 14.0)).abs() < 1e-6,
        "gap ratio {ratio}"
    );
    let labels = texts(&svg);
    assert!(
        labels.iter().any(|t| t == "optimal_interval = 9.5 d"),
        "{labels:?}"
    );
    assert!(labels.iter().any(|t| t == "interval (d)"));
    assert!(labels.iter().any(|t| t == "cost (USD)"));
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 720 420\""));
    assert!(svg.contains("<title>Checkpoint interval &amp; cost</title>"));
}

#[test]
fn the_optimum_label_sits_beside_its_line() {
    let svg = render(&checkpoint_chart()).unwrap();
    let line = tags(&svg, "line")
        .into_iter()
        .find(|t| t.contains("stroke-dasharray"))
        .expect("a dashed line");
    let x = |t: &str, k: &str| attr(t, k).unwrap().parse::<f64>().unwrap();
    let label = tags(&svg, "text")
        .into_iter()
        .find(|t| attr(t, "fill").as_deref() == attr(line, "stroke").as_deref())
        .expect("the label");
    assert_eq!(x(line, "x1"), x(line, "x2"), "vertical");
    assert!(x(label, "x") > x(line, "x1"), "to the right of the line");
}

#[test]
fn the_same_chart_gives_the_same_bytes() {
    assert_eq!(render(&checkpoint_chart()), render(&checkpoint_chart()));
}

#[test]
fn positive_values_are_measured_from_zero() {
    let mut chart = Chart::new("t", Axis::quantity("x"), Axis::quantity("y"));
    chart
        .series
        .push(Series::new("s", vec![(1.0, 100.0), (2.0, 110.0)]));
    let svg = render(&chart).unwrap();
    assert!(texts(&svg).iter().any(|t| t == "0"));
}

#[test]
fn counts_have_whole_ticks() {
    let mut chart = Chart::new("t", Axis::quantity("x"), Axis::count("replicas"));
    chart
        .series
        .push(Series::new("s", vec![(0.0, 3.0), (1.0, 15.0), (2.0, 9.0)]));
    let svg = render(&chart).unwrap();
    let labels = texts(&svg);
    for want in ["0", "5", "10", "15"] {
        assert!(labels.iter().any(|t| t == want), "{want} in {labels:?}");
    }
    assert!(
        !labels
            .iter()
            .any(|t| t == "2.5" || t == "7.5" || t.ends_with(".0"))
    );
}

#[test]
fn wide_ranges_go_log_and_say_so() {
    let mut chart = Chart::new(
        "t",
        Axis::quantity("x"),
        Axis::quantity("size").with_unit("B"),
    );
    chart
        .series
        .push(Series::new("s", vec![(0.0, 1.0), (1.0, 1e3), (2.0, 1e6)]));
    let svg = render(&chart).unwrap();
    let labels = texts(&svg);
    assert!(labels.iter().any(|t| t == "size (B, log scale)"));
    for want in ["1", "10", "100", "1000", "1e4", "1e6"] {
        assert!(labels.iter().any(|t| t == want), "{want} in {labels:?}");
    }
}

#[test]
fn zero_under_auto_keeps_the_axis_linear() {
    let mut chart = Chart::new("t", Axis::quantity("x"), Axis::quantity("y"));
    chart
        .series
        .push(Series::new("s", vec![(0.0, 0.0), (1.0, 1e6)]));
    let svg = render(&chart).unwrap();
    assert!(!svg.contains("log scale"));
}

#[test]
fn far_references_are_listed_as_off_chart() {
    let mut chart = Chart::new(
        "t",
        Axis::quantity("x"),
        Axis::quantity("memory").with_unit("GB"),
    );
    chart
        .series
        .push(Series::new("used", vec![(0.0, 10.0), (1.0, 20.0)]));
    chart.references.push(Reference::limit(
        "capacity",
        Orientation::Horizontal,
        1000.0,
    ));
    chart
        .references
        .push(Reference::limit("budget", Orientation::Horizontal, 25.0));
    let svg = render(&chart).unwrap();
    let labels = texts(&svg);
    assert!(
        labels.iter().any(|t| t == "capacity = 1000 GB (off chart)"),
        "{labels:?}"
    );
    assert!(labels.iter().any(|t| t == "budget = 25 GB"), "{labels:?}");
    // Only the budget is drawn: the legend's dashed swatch is the capacity's.
    assert_eq!(
        tags(&svg, "line")
            .iter()
            .filter(|t| t.contains("dasharray"))
            .count(),
        2
    );
}

#[test]
fn categories_are_equally_spaced_and_named() {
    let names = ["H100", "A100", "MI300X"].map(String::from).to_vec();
    let mut chart = Chart::new(
        "t",
        Axis::category("accelerator", names),
        Axis::quantity("y"),
    );
    chart
        .series
        .push(Series::new("s", vec![(0.0, 3.0), (1.0, 2.0), (2.0, 5.0)]));
    chart
        .references
        .push(Reference::optimum("best", Orientation::Vertical, 1.0));
    let svg = render(&chart).unwrap();
    let cx = cx_values(series_group(&svg, "s"));
    assert!(((cx[1] - cx[0]) - (cx[2] - cx[1])).abs() < 1e-3);
    let labels = texts(&svg);
    assert!(
        ["H100", "A100", "MI300X"]
            .iter()
            .all(|n| labels.iter().any(|t| t == n))
    );
    assert!(labels.iter().any(|t| t == "best = A100"), "{labels:?}");
}

#[test]
fn many_long_categories_are_turned_and_thinned() {
    let names: Vec<String> = (0..40).map(|i| format!("configuration-{i}")).collect();
    let points = (0..40).map(|i| (f64::from(i), f64::from(i % 7))).collect();
    let mut chart = Chart::new("t", Axis::category("config", names), Axis::quantity("y"));
    chart.series.push(Series::new("s", points));
    let svg = render(&chart).unwrap();
    well_formed(&svg).unwrap();
    let turned = svg.matches("rotate(-45").count();
    assert!(turned > 0 && turned < 40, "{turned} labels turned");
}

#[test]
fn text_is_escaped() {
    let mut chart = Chart::new(
        "<a & 'b' \"c\">",
        Axis::quantity("x<"),
        Axis::quantity("y&"),
    );
    chart
        .series
        .push(Series::new("s\"&<", vec![(0.0, 1.0), (1.0, 2.0)]));
    let svg = render(&chart).unwrap();
    well_formed(&svg).unwrap();
    assert!(svg.contains("&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;"));
}

fn one_series(x: Axis, y: Axis, points: Vec<(f64, f64)>) -> Chart {
    let mut chart = Chart::new("t", x, y);
    chart.series.push(Series::new("load", points));
    chart
}

#[test]
fn bad_charts_are_refused_with_a_reason() {
    let q = || Axis::quantity("v");
    let empty = Chart::new("t", q(), q());
    assert_eq!(render(&empty), Err(ChartError::NoPoints));
    let nan = one_series(q(), q(), vec![(1.0, f64::NAN)]);
    let err = render(&nan).unwrap_err();
    assert_eq!(
        err,
        ChartError::NonFinite {
            series: "load".into()
        }
    );
    assert!(err.to_string().contains("\"load\""));
    let log = one_series(
        q().with_scale(Scale::Log),
        q(),
        vec![(0.0, 1.0), (1.0, 2.0)],
    );
    assert_eq!(
        render(&log),
        Err(ChartError::NonPositiveOnLog { axis: "x" })
    );
    let cat_y = one_series(q(), Axis::category("c", vec!["a".into()]), vec![(0.0, 0.0)]);
    assert_eq!(render(&cat_y), Err(ChartError::CategoryOnY));
    let cat = one_series(Axis::category("c", vec!["a".into()]), q(), vec![(1.0, 0.0)]);
    assert!(matches!(
        render(&cat),
        Err(ChartError::CategoryIndex { .. })
    ));
    let mut many = one_series(q(), q(), vec![(0.0, 0.0)]);
    many.series = vec![Series::new("s", vec![(0.0, 1.0)]); 9];
    assert_eq!(render(&many), Err(ChartError::TooManySeries { count: 9 }));
    let mut tiny = one_series(q(), q(), vec![(0.0, 1.0)]);
    (tiny.width, tiny.height) = (100, 60);
    assert!(matches!(render(&tiny), Err(ChartError::TooSmall { .. })));
    let huge = one_series(q(), q(), vec![(0.0, 1e250)]);
    assert_eq!(
        render(&huge),
        Err(ChartError::OutOfRange {
            series: "load".into()
        })
    );
    let mut bad_ref = one_series(q(), q(), vec![(0.0, 1.0)]);
    bad_ref.references.push(Reference::limit(
        "cap",
        Orientation::Horizontal,
        f64::INFINITY,
    ));
    assert!(matches!(
        render(&bad_ref),
        Err(ChartError::NonFiniteReference { .. })
    ));
}

#[test]
fn a_single_point_is_drawn() {
    let chart = one_series(Axis::quantity("x"), Axis::quantity("y"), vec![(5.0, 5.0)]);
    let svg = render(&chart).unwrap();
    well_formed(&svg).unwrap();
    assert_eq!(cx_values(series_group(&svg, "load")).len(), 1);
}

#[test]
fn counts_on_a_log_scale_keep_whole_ticks() {
    let y = Axis::count("replicas").with_scale(Scale::Log);
    let chart = one_series(
        Axis::count("step"),
        y,
        vec![(0.0, 1.0), (1.0, 40.0), (2.0, 3000.0)],
    );
    let svg = render(&chart).unwrap();
    let labels = texts(&svg);
    for want in ["1", "10", "100", "1000"] {
        assert!(labels.iter().any(|t| t == want), "{want} in {labels:?}");
    }
    assert!(!labels.iter().any(|t| t.contains('.')), "{labels:?}");
}
