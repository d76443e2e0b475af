//! Property tests of whole charts: any finite input renders to well-formed XML or is refused
//! with an error, never a panic, and every point lands inside the picture.

mod common;

use common::{attr, tags, well_formed};
use mlsysim_chart::{
    Axis, AxisKind, Chart, Orientation, RefStyle, Reference, Scale, Series, render,
};
use proptest::prelude::*;

/// Finite values of every magnitude a chart accepts: ordinary, tiny, huge, zero, negative,
/// whole.
fn value() -> impl Strategy<Value = f64> {
    prop_oneof![
        8 => -1e6..1e6_f64,
        4 => (-200.0..200.0_f64, any::<bool>()).prop_map(|(e, neg)| {
            let v = 10f64.powf(e);
            if neg { -v } else { v }
        }),
        1 => Just(0.0),
        3 => (0i32..20).prop_map(f64::from),
    ]
}

fn scale() -> impl Strategy<Value = Scale> {
    prop_oneof![3 => Just(Scale::Auto), 2 => Just(Scale::Linear), 1 => Just(Scale::Log)]
}

/// An axis; categories only for x (and rarely on y, to be refused).
fn axis(categories: u32) -> impl Strategy<Value = Axis> {
    let kind = prop_oneof![
        4 => Just(AxisKind::Quantity),
        2 => Just(AxisKind::Count),
        categories => prop::collection::vec(".{0,30}", 0..50).prop_map(AxisKind::Category),
    ];
    (".{0,20}", prop::option::of(".{0,5}"), kind, scale()).prop_map(|(label, unit, kind, scale)| {
        Axis {
            label,
            unit,
            kind,
            scale,
        }
    })
}

fn reference() -> impl Strategy<Value = Reference> {
    (".{0,20}", any::<bool>(), value(), any::<bool>()).prop_map(|(label, h, at, opt)| Reference {
        label,
        orientation: if h {
            Orientation::Horizontal
        } else {
            Orientation::Vertical
        },
        at,
        style: if opt {
            RefStyle::Optimum
        } else {
            RefStyle::Limit
        },
    })
}

fn one_series() -> impl Strategy<Value = Series> {
    (".{0,20}", prop::collection::vec((value(), value()), 0..15))
        .prop_map(|(name, points)| Series::new(name, points))
}

fn series() -> impl Strategy<Value = Vec<Series>> {
    prop_oneof![
        20 => prop::collection::vec(one_series(), 0..=8),
        1 => prop::collection::vec(one_series(), 9..12),
    ]
}

/// On a category axis, x values made into indices of the categories (most of the time).
fn as_indices(chart: &mut Chart) {
    if let AxisKind::Category(names) = &chart.x.kind
        && !names.is_empty()
    {
        let n = names.len() as f64;
        for s in &mut chart.series {
            for p in &mut s.points {
                p.0 = (p.0.abs() % n).floor();
            }
        }
    }
}

fn chart() -> impl Strategy<Value = Chart> {
    (
        (".{0,40}", axis(3), axis(0), axis(1), any::<bool>()),
        series(),
        prop::collection::vec(reference(), 0..4),
        (100u32..2000, 80u32..1200, prop::bool::weighted(0.9)),
    )
        .prop_map(
            |((title, x, y, odd_y, odd), series, references, (width, height, fix))| {
                let mut chart = Chart {
                    title,
                    x,
                    y: if odd { odd_y } else { y },
                    series,
                    references,
                    width,
                    height,
                };
                if fix {
                    as_indices(&mut chart);
                }
                chart
            },
        )
}

/// Charts likely to render: quantities or counts with ordinary values and a normal size.
fn ordinary_chart() -> impl Strategy<Value = Chart> {
    let series = prop::collection::vec(
        prop::collection::vec((-1e4..1e4_f64, -1e4..1e4_f64), 1..12)
            .prop_map(|points| Series::new("s", points)),
        1..8,
    );
    (series, any::<bool>()).prop_map(|(series, count)| {
        let y = if count {
            Axis::count("n")
        } else {
            Axis::quantity("v")
        };
        let mut chart = Chart::new("t", Axis::quantity("x"), y);
        chart.series = series;
        chart
    })
}

fn inside(svg: &str, chart: &Chart) -> Result<(), TestCaseError> {
    for c in tags(svg, "circle") {
        let cx: f64 = attr(c, "cx").unwrap().parse().unwrap();
        let cy: f64 = attr(c, "cy").unwrap().parse().unwrap();
        prop_assert!((0.0..=f64::from(chart.width)).contains(&cx), "cx {cx}");
        prop_assert!((0.0..=f64::from(chart.height)).contains(&cy), "cy {cy}");
    }
    Ok(())
}

/// Every coordinate written is a finite number.
fn numbers_finite(svg: &str) -> Result<(), TestCaseError> {
    let keys = [
        "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "width", "height",
    ];
    for name in ["line", "circle", "rect", "text"] {
        for tag in tags(svg, name) {
            for v in keys.iter().filter_map(|k| attr(tag, k)) {
                prop_assert!(v.parse::<f64>().is_ok_and(f64::is_finite), "{v} in {tag}");
            }
        }
    }
    for tag in tags(svg, "polyline") {
        for v in attr(tag, "points").unwrap().split([' ', ',']) {
            prop_assert!(v.parse::<f64>().is_ok_and(f64::is_finite), "{v} in {tag}");
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_chart_renders_well_formed_or_is_refused(chart in chart()) {
        match render(&chart) {
            Ok(svg) => {
                prop_assert!(well_formed(&svg).is_ok(), "{:?}\n{svg}", well_formed(&svg));
                numbers_finite(&svg)?;
                inside(&svg, &chart)?;
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn ordinary_charts_render(chart in ordinary_chart()) {
        let svg = render(&chart).unwrap();
        prop_assert!(well_formed(&svg).is_ok(), "{:?}", well_formed(&svg));
        inside(&svg, &chart)?;
    }
}
