use super::*;

fn quantity(magnitude: f64, unit: &'static str) -> Option<Value> {
    Some(Value::Quantity { magnitude, unit })
}

#[test]
fn a_sweep_over_days_is_proportional_with_its_optimum_marked() {
    let xs = ["1d", "2d", "3d", "5d", "7d", "14d", "30d"];
    let sweep = Sweep {
        title: "RetrainingInterval".into(),
        over: "interval".into(),
        xs: xs.iter().map(|x| x.to_string()).collect(),
        columns: vec![Column {
            name: "cost_rate".into(),
            cells: [5553.6, 3863.1, 3327.4, 3766.4, 4589.3, 8106.6, 16773.9]
                .iter()
                .map(|&c| quantity(c, "USD/d"))
                .collect(),
        }],
        marks: vec![Marked {
            name: "optimal_interval",
            mark: Mark::Optimum,
            value: Value::Quantity {
                magnitude: 3.0053596658753783,
                unit: "d",
            },
        }],
        x_scale: Scale::Auto,
    };
    let chart = chart(&sweep).unwrap();
    assert_eq!(chart.x.unit.as_deref(), Some("d"));
    assert_eq!(chart.y.unit.as_deref(), Some("USD/d"));
    let xs: Vec<f64> = chart.series[0].points.iter().map(|p| p.0).collect();
    assert_eq!(xs, [1.0, 2.0, 3.0, 5.0, 7.0, 14.0, 30.0]);
    assert_eq!(chart.references.len(), 1);
    assert_eq!(chart.references[0].orientation, Orientation::Vertical);
    assert!((chart.references[0].at - 3.0053596658753783).abs() < 1e-12);
    let svg = mlsysim_chart::render(&chart).unwrap();
    assert!(svg.contains("optimal_interval = 3.005 d"), "{svg}");
}

#[test]
fn counts_are_preferred_and_a_limit_is_a_level() {
    let sweep = Sweep {
        title: "ReleaseFootprint".into(),
        over: "copies".into(),
        xs: (0..=8).map(|c| c.to_string()).collect(),
        columns: vec![
            Column {
                name: "copy_bytes".into(),
                cells: vec![quantity(100.0, "GB"); 9],
            },
            Column {
                name: "free_after".into(),
                cells: (0..=8).map(|c| Some(Value::Headroom(8 - 2 * c))).collect(),
            },
        ],
        marks: vec![Marked {
            name: "node_accelerators",
            mark: Mark::Limit,
            value: Value::Integer(8),
        }],
        x_scale: Scale::Auto,
    };
    let chart = chart(&sweep).unwrap();
    assert_eq!(chart.series.len(), 1);
    assert_eq!(chart.series[0].name, "free_after");
    assert_eq!(chart.y.kind, mlsysim_chart::AxisKind::Count);
    assert_eq!(chart.references[0].orientation, Orientation::Horizontal);
    assert_eq!(chart.references[0].at, 8.0);
}

#[test]
fn names_are_categories_and_mixed_units_share_one() {
    let sweep = Sweep {
        title: "ReleaseFootprint".into(),
        over: "device".into(),
        xs: vec!["H100".into(), "H200".into()],
        columns: vec![Column {
            name: "copy_bytes".into(),
            cells: vec![quantity(500.0, "MB"), quantity(2.0, "GB")],
        }],
        marks: Vec::new(),
        x_scale: Scale::Auto,
    };
    let chart = chart(&sweep).unwrap();
    assert!(matches!(chart.x.kind, mlsysim_chart::AxisKind::Category(_)));
    assert_eq!(chart.y.unit.as_deref(), Some("GB"));
    assert_eq!(chart.series[0].points, [(0.0, 0.5), (1.0, 2.0)]);
}

#[test]
fn a_sweep_with_no_numbers_has_no_chart() {
    let sweep = Sweep {
        title: "t".into(),
        over: "x".into(),
        xs: vec!["a".into()],
        columns: vec![Column {
            name: "c".into(),
            cells: vec![Some(Value::Text("z".into()))],
        }],
        marks: Vec::new(),
        x_scale: Scale::Auto,
    };
    assert!(chart(&sweep).is_err());
}

#[test]
fn samples_out_of_order_are_joined_in_the_order_of_x() {
    let sweep = Sweep {
        title: "RetrainingInterval".into(),
        over: "interval".into(),
        xs: vec!["1 d".into(), "7 d".into(), "1.5 d".into()],
        columns: vec![Column {
            name: "cost_rate".into(),
            cells: vec![
                quantity(7.0, "USD/d"),
                quantity(16.0, "USD/d"),
                quantity(6.5, "USD/d"),
            ],
        }],
        marks: Vec::new(),
        x_scale: Scale::Auto,
    };
    let chart = chart(&sweep).unwrap();
    assert_eq!(
        chart.series[0].points,
        [(1.0, 7.0), (1.5, 6.5), (7.0, 16.0)]
    );
}
