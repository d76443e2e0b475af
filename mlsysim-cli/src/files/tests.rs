use super::*;

#[test]
fn three_formats_agree_in_the_order_given() {
    // Keys out of alphabetical order, at the top and in a table: every format keeps the order
    // written (TOML tables once came back sorted).
    let toml = "retrain_time = \"6h\"\nmodel = \"dlrm\"\nnode_accelerators = 8\nramp = [0.05, 0.25]\nzones = { zeta = 1, alpha = 2, mid = 3 }\n";
    let json = r#"{"retrain_time": "6h", "model": "dlrm", "node_accelerators": 8, "ramp": [0.05, 0.25], "zones": {"zeta": 1, "alpha": 2, "mid": 3}}"#;
    let yaml = "retrain_time: 6h\nmodel: dlrm\nnode_accelerators: 8\nramp: [0.05, 0.25]\nzones: {zeta: 1, alpha: 2, mid: 3}\n";
    let a = parse(toml, Some("toml")).unwrap();
    assert_eq!(a, parse(json, Some("json")).unwrap());
    assert_eq!(a, parse(yaml, Some("yaml")).unwrap());
    let names: Vec<&str> = a.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "retrain_time",
            "model",
            "node_accelerators",
            "ramp",
            "zones"
        ]
    );
    let InputValue::Map(zones) = &a[4].1 else {
        panic!("{a:?}")
    };
    let zones: Vec<&str> = zones.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(zones, ["zeta", "alpha", "mid"]);
}

#[test]
fn tables_are_maps_and_deep_nesting_is_refused() {
    assert_eq!(
        parse(r#"{"a": {"b": 1}}"#, Some("json")).unwrap(),
        vec![(
            "a".to_string(),
            InputValue::Map(vec![("b".to_string(), InputValue::Integer(1))])
        )]
    );
    let deep = format!("{{\"a\": {}1{}}}", "[".repeat(50), "]".repeat(50));
    assert!(
        parse(&deep, Some("json"))
            .unwrap_err()
            .contains("deeper than")
    );
    let deep_yaml = format!("a: {}1{}", "[".repeat(50), "]".repeat(50));
    assert!(
        parse(&deep_yaml, Some("yaml"))
            .unwrap_err()
            .contains("deeper than")
    );
    assert!(parse("[a]\nb = 1", Some("toml")).is_ok());
    assert!(parse("- 1\n- 2", Some("yaml")).is_err());
}

#[test]
fn a_name_given_twice_is_refused_in_every_format() {
    for (text, kind) in [
        (r#"{"copies": 1, "copies": 2}"#, "json"),
        (r#"{"rates": {"a": 1, "a": 2}}"#, "json"),
        ("copies = 1\ncopies = 2\n", "toml"),
        ("copies: 1\ncopies: 2\n", "yaml"),
        ("rates: {a: 1, a: 2}\n", "yaml"),
    ] {
        let e = parse(text, Some(kind)).unwrap_err();
        assert!(
            e.contains("twice") || e.contains("duplicate"),
            "{kind}: {e}"
        );
    }
}

#[test]
fn yaml_aliases_cannot_grow_past_the_budget() {
    // Nine levels of nine aliases: 9^9 values if expanded.
    let mut text = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
    for (prev, next) in ["a", "b", "c", "d", "e", "f", "g", "h"]
        .iter()
        .zip(["b", "c", "d", "e", "f", "g", "h", "i"])
    {
        let refs = vec![format!("*{prev}"); 9].join(", ");
        text.push_str(&format!("{next}: &{next} [{refs}]\n"));
    }
    let e = parse(&text, Some("yaml")).unwrap_err();
    assert!(e.contains("more than 10000 values"), "{e}");
    // A few aliases within the budget are read as copies.
    let small = parse("base: &r [0.1, 0.5]\nramp: *r\n", Some("yaml")).unwrap();
    assert_eq!(small[0].1, small[1].1);
}

#[test]
fn long_lists_are_refused_in_every_format() {
    let items = vec!["1"; MAX_VALUES + 1].join(",");
    for (text, kind) in [
        (format!("{{\"ramp\": [{items}]}}"), "json"),
        (format!("ramp = [{items}]"), "toml"),
        (format!("ramp: [{items}]"), "yaml"),
    ] {
        let e = parse(&text, Some(kind)).unwrap_err();
        assert!(e.contains("more than"), "{kind}: {e}");
    }
}
