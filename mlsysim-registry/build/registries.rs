//! Writes the registries beyond hardware and models (`data/*.json` in format 1, described in
//! `data/README.md`) as Rust: one struct per kind of record, with the field types read from the
//! data (a number's dimensions choose its quantity type, a link its target's type, an absent
//! value makes the field an `Option`), and every entry a `static` at its reference path, in a
//! tree of modules: `Systems::Fabrics::InfiniBand_NDR`. Documentation comes from
//! `schema.json`; a kind of record, a field or a registry it does not document is an error here,
//! so nothing reaches the crate undocumented.

use crate::plain::{Declarations, Plain, Problems, general};
use serde_json::{Map, Value};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// The files this generator reads (hardware and models keep their own format and generator).
pub const FILES: &[&str] = &[
    "Systems.Clusters",
    "Systems.Nodes",
    "Systems.Pods",
    "Systems.Fabrics",
    "Systems.SwitchFabric",
    "Systems.NetworkEnergy",
    "Systems.Storage",
    "Systems.Reliability",
    "Systems.Racks",
    "Systems",
    "Infrastructure.Pricing",
    "Infrastructure.Grids",
    "Infrastructure.Datacenters",
    "Infrastructure.FacilityCooling",
    "Infrastructure.Racks",
    "Infrastructure.Capacity",
    "Infrastructure",
    "Datasets",
    "ReferenceStats",
    "Literature",
    "Ops",
    "Hardware.Tech",
    "Hardware.extension",
    "Agents",
    "Sensors",
    "Actuators",
    "Embodied",
];

/// What a field holds, read from every value it takes across the registry.
#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Text,
    Bool,
    /// A count: a whole number, every value of which fits a `u32` (or, when `wide`, a `u64`).
    Count {
        wide: bool,
    },
    /// A plain number: a share or a ratio, or, while the values are read, a number whose kind
    /// the schema is still to say (`None`) or a count its unit says it is.
    Plain(Option<Plain>),
    /// A quantity of the named type of `mlsysim_units::quantity::f64`.
    Quantity(&'static str),
    /// A figure in a dimension the unit system does not have yet (mass, length, current):
    /// kept with its base value and unit, untyped.
    Measure,
    /// Another entry, of the named Rust type.
    Link(String),
    Object(String),
    ObjectList(String),
    /// A list of figures of one quantity (a joint's limits, one per joint).
    NumberList(Box<Kind>),
    /// Structured data (maps and lists of figures), kept as a tree.
    Tree,
}

impl Kind {
    fn rust(&self) -> String {
        match self {
            Kind::Text => "&'static str".into(),
            Kind::Bool => "bool".into(),
            Kind::Count { wide: false } => "u32".into(),
            Kind::Count { wide: true } => "u64".into(),
            Kind::Plain(_) => "f64".into(),
            Kind::Quantity(q) => format!("mlsysim_units::quantity::f64::{q}"),
            Kind::Measure => "crate::entry::Measure".into(),
            Kind::Link(t) if t == "HardwareNode" => "&'static crate::HardwareNode".into(),
            Kind::Link(t) if t == "Workload" => "&'static crate::Workload".into(),
            Kind::Link(t) => format!("&'static crate::records::{t}"),
            Kind::Object(t) => format!("crate::records::{t}"),
            Kind::ObjectList(t) => format!("&'static [crate::records::{t}]"),
            Kind::NumberList(k) => format!("&'static [{}]", k.rust()),
            Kind::Tree => "crate::entry::Tree".into(),
        }
    }

    /// Two readings of one field across entries, as one kind.
    fn unify(self, other: Kind, at: &str) -> Kind {
        match (self, other) {
            (a, b) if a == b => a,
            (Kind::Plain(a), Kind::Plain(b)) if a.is_none() || b.is_none() => Kind::Plain(a.or(b)),
            (Kind::Quantity(_) | Kind::Measure, Kind::Quantity(_) | Kind::Measure) => Kind::Measure,
            (a, b) => panic!("{at}: values of two kinds, {a:?} and {b:?}"),
        }
    }
}

/// What the values of one field say, read across every entry.
#[derive(Default)]
struct Seen {
    kind: Option<Kind>,
    /// Whether some entry leaves the field unset.
    absent: bool,
    /// Every plain value with where it is, to check against the kind the field is declared.
    plain: Vec<(String, f64)>,
}

/// The unit system's physical bases (after its first six, ours), by the name a number object's
/// `extra_dims` gives each.
const PHYSICAL: [(&str, &str); 7] = [
    ("length", "length"),
    ("mass", "mass"),
    ("temperature difference", "temperature"),
    ("electric current", "current"),
    ("angle", "angle"),
    ("temperature", "temperature_reading"),
    ("luminous flux", "luminous_flux"),
];

/// The `extra_dims` names of the physical bases the unit system has, in its order (`BASES`
/// of `quantity.rs`, after the first six).
fn physical_bases(source: &str) -> Vec<&'static str> {
    let start = source
        .find("pub const BASES")
        .expect("quantity.rs declares BASES");
    let list = &source[start..];
    let list = &list[..list.find("];").expect("BASES ends")];
    let names: Vec<&str> = list
        .split("(\"")
        .skip(1)
        .map(|item| item.split('"').next().expect("a name"))
        .collect();
    names[6..]
        .iter()
        .map(|name| {
            PHYSICAL
                .iter()
                .find(|(base, _)| base == name)
                .map(|(_, extra)| *extra)
                .unwrap_or_else(|| panic!("the unit system's base `{name}` has no extra_dims name"))
        })
        .collect()
}

/// The named quantities of `mlsysim-units` and their dimensions, read from its
/// `quantity.rs` (the rows of `named_quantities!`), so that every quantity the unit system
/// names can type a registry figure without a second list here.
pub fn named_quantities(source: &str) -> Vec<(String, Vec<i64>)> {
    let mut out = Vec::new();
    for line in source.lines() {
        let line = line.trim();
        let Some((head, rest)) = line.split_once(", \"") else {
            continue;
        };
        let Some((_, name)) = head.split_once("::") else {
            continue;
        };
        if !name.chars().all(char::is_alphanumeric) || !rest.contains("\", [") {
            continue;
        }
        let powers = rest
            .split_once('[')
            .and_then(|(_, r)| r.split_once(']'))
            .map(|(p, _)| p)
            .expect("a row of named_quantities! lists its powers");
        let dim: Vec<i64> = powers
            .split(',')
            .map(|t| {
                let t = t.trim();
                let n: i64 = t[1..].parse().expect("a power");
                match &t[..1] {
                    "Z" => 0,
                    "P" => n,
                    "N" => -n,
                    other => panic!("a power `{other}{n}`"),
                }
            })
            .collect();
        out.push((name.to_string(), dim));
    }
    assert!(out.len() > 20, "read only {} named quantities", out.len());
    out
}

/// A number object as the field's value is read: its dimensions (ours, then the physical ones),
/// base value and the unit the registry states it in (a plain number whose name states a unit
/// is read in that unit).
struct Number<'a> {
    dim: Vec<i64>,
    base: f64,
    /// The value in the unit the registry states it in.
    magnitude: f64,
    unit: Option<&'a str>,
    /// A dimension the unit system does not have (yet): kept as a measure.
    foreign: bool,
}

/// Base units in one of the unit a number is stated in, from its own value (`NaN` where the
/// value is zero or not finite and so says nothing).
fn per_unit(n: &Number) -> String {
    let factor = n.base / n.magnitude;
    if factor.is_finite() && factor != 0.0 {
        format!("{factor:?}_f64")
    } else {
        "f64::NAN".to_string()
    }
}

/// A measure's expression: its base value and its value as stated.
fn measure_expr(n: &Number) -> String {
    format!(
        "crate::entry::Measure {{ base: {:?}_f64, magnitude: {:?}_f64, unit: {:?} }}",
        n.base,
        n.magnitude,
        n.unit.unwrap_or("")
    )
}

fn is_number(v: &Value) -> bool {
    v.get("dim").is_some()
}

fn number(v: &Value) -> Number<'_> {
    let o = v.get("stated_unit").unwrap_or(v);
    let extra = o.get("extra_dims").and_then(Value::as_object);
    let bases = BASES.get().expect("generate() reads the bases first");
    // A half power (a noise density per square-root hertz) is no quantity of the unit system.
    let mut half = false;
    let mut power = |p: &Value| {
        let p = p.as_f64().expect("a power");
        half |= p.fract() != 0.0;
        p as i64
    };
    let mut dim: Vec<i64> = o["dim"]
        .as_array()
        .expect("dim")
        .iter()
        .map(&mut power)
        .collect();
    dim.extend(
        bases
            .iter()
            .map(|name| extra.and_then(|e| e.get(*name)).map_or(0, &mut power)),
    );
    let unknown = extra.is_some_and(|e| e.keys().any(|k| !bases.contains(&k.as_str())));
    Number {
        dim,
        base: float(&o["base"]),
        magnitude: float(&v["magnitude"]),
        unit: o["unit"].as_str(),
        foreign: unknown || half,
    }
}

/// A JSON float, with the exporter's spellings of the non-finite values.
fn float(v: &Value) -> f64 {
    match v {
        Value::String(s) if s == "inf" => f64::INFINITY,
        Value::String(s) if s == "-inf" => f64::NEG_INFINITY,
        other => other
            .as_f64()
            .unwrap_or_else(|| panic!("a number, not {other}")),
    }
}

fn number_kind(n: &Number) -> Kind {
    if n.foreign {
        return Kind::Measure;
    }
    if n.dim.iter().all(|d| *d == 0) {
        // A count (`count`, `param`, `token` are counting words, not units) or a plain number
        // the schema says the kind of; a share stated in a unit of its own (`%`) is a ratio,
        // shown in that unit.
        return match n.unit {
            None => Kind::Plain(None),
            Some(u) if counting_word(u) => Kind::Plain(Some(Plain::Count)),
            Some(_) => Kind::Quantity("Ratio"),
        };
    }
    QUANTITIES
        .get()
        .expect("generate() reads the named quantities first")
        .iter()
        .find(|(_, dim)| *dim == n.dim)
        .map_or(Kind::Measure, |(name, _)| {
            Kind::Quantity(Box::leak(name.clone().into_boxed_str()))
        })
}

/// The unit system's named quantities, read once by [`generate`].
static QUANTITIES: std::sync::OnceLock<Vec<(String, Vec<i64>)>> = std::sync::OnceLock::new();
/// The unit system's physical bases, read once by [`generate`].
static BASES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();

/// A kind declared in `schema.json`: `link:Grid`, `quantity:Time`, `count`, `share`,
/// `ratio`, `text`.
fn declared_kind(text: &str) -> Kind {
    if let Some(plain) = Plain::declared(text) {
        return Kind::Plain(Some(plain));
    }
    match text.split_once(':') {
        Some(("link", t)) => Kind::Link(t.to_string()),
        // A quantity the unit system does not name (yet) is kept as a measure.
        Some(("quantity", q))
            if !QUANTITIES
                .get()
                .is_some_and(|all| all.iter().any(|(n, _)| n == q)) =>
        {
            Kind::Measure
        }
        Some(("quantity", q)) => Kind::Quantity(Box::leak(q.to_string().into_boxed_str())),
        _ => match text {
            "text" => Kind::Text,
            other => panic!("schema.json: unknown kind `{other}`"),
        },
    }
}

/// Words the reference puts where a unit goes on a plain count.
fn counting_word(unit: &str) -> bool {
    matches!(unit, "count" | "param" | "token")
}

/// Everything the generator knows: the schema, every entry by path, and the Rust type of each.
struct Registries {
    schema: Value,
    /// Rust type of each record type, by (registry, reference type); nested types by reference
    /// type alone.
    types_by_reference: HashMap<(String, String), String>,
    nested_by_reference: HashMap<String, String>,
    /// The Rust type of the entry at each path (records only), hardware nodes included.
    entry_type: HashMap<String, String>,
    /// Field kinds of each Rust type, in the schema's order, and whether any value is absent.
    fields: BTreeMap<String, Vec<(String, Kind, bool)>>,
    /// Every entry of every file, in file order.
    entries: Vec<Value>,
    files: Vec<Value>,
    /// Plain numbers without a declared kind, or with values the kind refuses.
    problems: RefCell<Problems>,
}

pub fn generate(
    data: &str,
    schema: Value,
    hardware: &Value,
    models: &Value,
    quantities: &str,
) -> String {
    QUANTITIES
        .set(named_quantities(quantities))
        .expect("generate() runs once");
    BASES
        .set(physical_bases(quantities))
        .expect("generate() runs once");
    let mut files = Vec::new();
    for name in FILES {
        let path = format!("{data}/{name}.json");
        println!("cargo::rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
        files.push(
            serde_json::from_str::<Value>(&text).unwrap_or_else(|e| panic!("parsing {path}: {e}")),
        );
    }
    let mut r = Registries {
        types_by_reference: HashMap::new(),
        nested_by_reference: HashMap::new(),
        entry_type: HashMap::new(),
        fields: BTreeMap::new(),
        entries: files
            .iter()
            .flat_map(|f| f["entries"].as_array().expect("entries").clone())
            .collect(),
        files,
        schema,
        problems: RefCell::default(),
    };
    r.index_types(hardware, models);
    r.infer_fields();
    let mut out = String::new();
    r.write_structs(&mut out);
    r.write_tree(&mut out, hardware, models);
    r.write_lists(&mut out);
    r.problems.into_inner().finish();
    out
}

impl Registries {
    fn types(&self) -> &Map<String, Value> {
        self.schema["types"].as_object().expect("schema.types")
    }

    fn index_types(&mut self, hardware: &Value, models: &Value) {
        let types = self.types().clone();
        for (rust, t) in &types {
            let reference = t["reference"].as_str().expect("reference").to_string();
            if t["nested"].as_bool() == Some(true) {
                self.nested_by_reference.insert(reference, rust.clone());
            } else {
                for registry in t["registries"].as_array().expect("registries") {
                    let registry = registry.as_str().expect("a registry").to_string();
                    self.types_by_reference
                        .insert((registry, reference.clone()), rust.clone());
                }
            }
        }
        for n in hardware["nodes"].as_array().expect("nodes") {
            let path = format!("Hardware.{}", n["path"].as_str().expect("path"));
            self.entry_type.insert(path, "HardwareNode".into());
        }
        for a in hardware["aliases"].as_array().expect("aliases") {
            let path = format!("Hardware.{}", a["path"].as_str().expect("path"));
            self.entry_type.insert(path, "HardwareNode".into());
        }
        for w in models["workloads"].as_array().expect("workloads") {
            let path = format!("Models.{}", w["path"].as_str().expect("path"));
            self.entry_type.insert(path, "Workload".into());
        }
        for e in self.entries.clone() {
            let detail = path_of(&e).starts_with("Hardware.") && e["type"] == "HardwareNode";
            if e["kind"] == "record" && e["type"] != "PricePoint" && !detail {
                let rust = self.record_type(&e);
                self.entry_type.insert(path_of(&e).to_string(), rust);
            }
        }
    }

    /// The Rust type of a record entry: by the registry its file holds and its reference type.
    fn record_type(&self, e: &Value) -> String {
        let path = path_of(e);
        let reference = e["type"].as_str().expect("type");
        if path.starts_with("Hardware.") && reference == "HardwareNode" {
            return "HardwareDetail".into();
        }
        let mut registry = e["group"].as_str().expect("group").to_string();
        loop {
            if let Some(t) = self
                .types_by_reference
                .get(&(registry.clone(), reference.to_string()))
            {
                return t.clone();
            }
            match registry.rfind('.') {
                Some(i) => registry.truncate(i),
                None => {
                    panic!("schema.json has no type for `{reference}` in the registry of {path}")
                }
            }
        }
    }

    fn kind_of(&self, v: &Value, at: &str, fields: &mut Vec<(String, Value)>) -> Kind {
        if is_number(v) {
            return number_kind(&number(v));
        }
        let (key, inner) = v
            .as_object()
            .and_then(|o| o.iter().next())
            .unwrap_or_else(|| panic!("{at}: a value"));
        match key.as_str() {
            "text" => Kind::Text,
            "bool" => Kind::Bool,
            "link" => {
                let target = inner.as_str().expect("a link");
                Kind::Link(
                    self.entry_type
                        .get(target)
                        .cloned()
                        .unwrap_or_else(|| panic!("{at}: the link {target} names no record")),
                )
            }
            "object" => {
                let rust = self.nested(inner, at);
                fields.push((rust.clone(), inner.clone()));
                Kind::Object(rust)
            }
            "list"
                if inner.as_array().is_some_and(|l| {
                    !l.is_empty() && l.iter().all(|x| x.get("object").is_some())
                }) =>
            {
                let mut rust = String::new();
                for x in inner.as_array().expect("a list") {
                    rust = self.nested(&x["object"], at);
                    fields.push((rust.clone(), x["object"].clone()));
                }
                Kind::ObjectList(rust)
            }
            "list"
                if inner.as_array().is_some_and(|l| {
                    !l.is_empty()
                        && l.iter().all(|x| {
                            is_number(x)
                                && matches!(
                                    number_kind(&number(x)),
                                    Kind::Quantity(_) | Kind::Measure
                                )
                        })
                }) =>
            {
                let items = inner.as_array().expect("a list");
                let kind = items
                    .iter()
                    .map(|x| number_kind(&number(x)))
                    .reduce(|a, b| a.unify(b, at))
                    .expect("a list of numbers");
                Kind::NumberList(Box::new(kind))
            }
            "map" | "list" => Kind::Tree,
            other => panic!("{at}: a value of shape `{other}`"),
        }
    }

    fn nested(&self, object: &Value, at: &str) -> String {
        let reference = object["type"].as_str().expect("type");
        self.nested_by_reference
            .get(reference)
            .cloned()
            .unwrap_or_else(|| panic!("{at}: schema.json has no nested type for `{reference}`"))
    }

    /// Reads every field's kind from every value it takes, record and nested object alike.
    fn infer_fields(&mut self) {
        let mut seen: BTreeMap<String, BTreeMap<String, Seen>> = BTreeMap::new();
        let mut pending: Vec<(String, Value, String)> = Vec::new();
        for e in &self.entries {
            if e["kind"] == "record" && e["type"] != "PricePoint" {
                pending.push((self.record_type(e), e.clone(), path_of(e).to_string()));
            }
        }
        while let Some((rust, record, at)) = pending.pop() {
            let slot = seen.entry(rust.clone()).or_default();
            for (name, value) in record["fields"].as_object().expect("fields") {
                let at = format!("{at}.{name}");
                let entry = slot.entry(name.clone()).or_default();
                if value.is_null() {
                    entry.absent = true;
                    continue;
                }
                let mut nested = Vec::new();
                let kind = self.kind_of(value, &at, &mut nested);
                if matches!(kind, Kind::Plain(_)) {
                    entry.plain.push((at.clone(), number(value).base));
                }
                entry.kind = Some(match entry.kind.take() {
                    None => kind,
                    Some(k) => k.unify(kind, &at),
                });
                for (t, object) in nested {
                    pending.push((t, object, at.clone()));
                }
            }
        }
        for (rust, fields) in seen {
            let list = self.field_kinds(&rust, &fields);
            self.fields.insert(rust, list);
        }
    }

    /// The fields of `rust` in the schema's order, each with its kind (the schema's
    /// declaration joined with what the values say) and whether any value is absent.
    fn field_kinds(
        &self,
        rust: &str,
        fields: &BTreeMap<String, Seen>,
    ) -> Vec<(String, Kind, bool)> {
        let doc = &self.types()[rust]["fields"];
        let documented: Vec<&String> = doc.as_object().expect("fields").keys().collect();
        for name in fields.keys() {
            assert!(
                documented.contains(&name),
                "schema.json does not document `{rust}.{name}`"
            );
        }
        documented
            .iter()
            .map(|name| {
                let seen = fields.get(*name).unwrap_or_else(|| {
                    panic!("schema.json documents `{rust}.{name}`, which no entry has")
                });
                // A field no entry gives a value takes the kind the schema declares for it.
                let declared = doc[*name]["kind"].as_str().map(declared_kind);
                let kind = match (seen.kind.clone(), declared) {
                    (Some(k), Some(d)) => k.unify(d, &format!("{rust}.{name}")),
                    (Some(k), None) | (None, Some(k)) => k,
                    (None, None) => panic!(
                        "no entry gives `{rust}.{name}` a value: declare its kind in schema.json"
                    ),
                };
                let kind = self.resolve_plain(&format!("{rust}.{name}"), kind, &seen.plain);
                ((*name).clone(), kind, seen.absent)
            })
            .collect()
    }

    /// A plain field's final kind: a count (wide when a value does not fit a `u32`), a share
    /// or a ratio, once every value is checked against it.
    fn resolve_plain(&self, at: &str, kind: Kind, values: &[(String, f64)]) -> Kind {
        let plain = match kind {
            Kind::Plain(Some(plain)) => plain,
            Kind::Plain(None) => {
                self.problems.borrow_mut().push(format!(
                    "`{at}` (e.g. {} = {}): no kind; add `\"kind\": \"count\"`, `\"share\"` or `\"ratio\"` to the field",
                    values[0].0, values[0].1
                ));
                return Kind::Plain(None);
            }
            other => return other,
        };
        for (where_, value) in values {
            if let Some(why) = plain.refuses(*value) {
                self.problems
                    .borrow_mut()
                    .push(format!("{where_} = {value} {why}, so it is no {plain:?}"));
            }
        }
        match plain {
            Plain::Count => Kind::Count {
                wide: values.iter().any(|(_, v)| *v > f64::from(u32::MAX)),
            },
            other => Kind::Plain(Some(other)),
        }
    }

    /// The kind of a plain stated figure at `path`: a counting word's, else the schema's.
    fn figure_plain(&self, path: &str, counted: bool, value: f64) -> Plain {
        let declared = Declarations::new(&self.schema).of(&general(path));
        let plain = match (counted, declared) {
            (true, None | Some(Plain::Count)) => Plain::Count,
            (false, Some(plain)) => plain,
            (true, Some(other)) => {
                self.problems.borrow_mut().push(format!(
                    "{path}: its unit counts, but plain_numbers declares it a {other:?}"
                ));
                other
            }
            (false, None) => {
                self.problems.borrow_mut().push(format!(
                    "{path} = {value}: no kind; add it (or a prefix of it) to `plain_numbers`"
                ));
                Plain::Ratio
            }
        };
        if let Some(why) = plain.refuses(value) {
            self.problems
                .borrow_mut()
                .push(format!("{path} = {value} {why}, so it is no {plain:?}"));
        }
        plain
    }

    fn write_structs(&self, out: &mut String) {
        for (rust, fields) in &self.fields {
            let t = &self.types()[rust];
            let _ = writeln!(out, "#[doc = {:?}]", t["doc"].as_str().expect("doc"));
            let _ = writeln!(
                out,
                "///\n/// The reference's `{}`.",
                t["reference"].as_str().expect("reference")
            );
            out.push_str("#[derive(Debug, Clone, Copy, PartialEq)]\n");
            let _ = writeln!(out, "pub struct {rust} {{");
            if t["nested"].as_bool() != Some(true) {
                out.push_str("    /// The entry's reference path (`Systems.Fabrics.InfiniBand_NDR`).\n    pub path: &'static str,\n");
                out.push_str("    /// Where the entry's figures come from, where the reference says.\n    pub provenance: Option<crate::Provenance>,\n");
            }
            for (name, kind, absent) in fields {
                let ty = if *absent {
                    format!("Option<{}>", kind.rust())
                } else {
                    kind.rust()
                };
                let field = &t["fields"][name];
                let doc = field
                    .as_str()
                    .or_else(|| field["doc"].as_str())
                    .expect("a field doc");
                let _ = writeln!(out, "    #[doc = {doc:?}]\n    pub {}: {ty},", ident(name));
            }
            out.push_str("    /// The unit each figure is stated in, its label and provenance where the reference gives them.\n    pub notes: &'static [crate::entry::FieldNote],\n}\n\n");
            self.write_shown(out, rust, fields);
        }
    }

    /// `fields()`: the record's values as reports show them, each in the unit it is stated in.
    fn write_shown(&self, out: &mut String, rust: &str, fields: &[(String, Kind, bool)]) {
        let nested = self.types()[rust]["nested"].as_bool() == Some(true);
        let _ = writeln!(out, "impl crate::entry::Record for {rust} {{");
        let _ = writeln!(
            out,
            "    const REFERENCE_TYPE: &'static str = {:?};",
            self.types()[rust]["reference"].as_str().expect("reference")
        );
        out.push_str("    fn fields(&self) -> Vec<(&'static str, crate::entry::Shown)> {\n        let n = self.notes;\n        vec![\n");
        for (name, kind, absent) in fields {
            let _ = writeln!(
                out,
                "            ({name:?}, {}),",
                show_expr(name, kind, *absent)
            );
        }
        out.push_str("        ]\n    }\n");
        write_kinds(out, fields);
        out.push_str("}\n\n");
        if !nested {
            let _ = writeln!(
                out,
                "impl crate::entry::Entry for {rust} {{\n    fn path(&self) -> &'static str {{ self.path }}\n    fn provenance(&self) -> Option<&crate::Provenance> {{ self.provenance.as_ref() }}\n    fn fields(&self) -> Vec<(&'static str, crate::entry::Shown)> {{ crate::entry::Record::fields(self) }}\n    fn kinds(&self) -> Vec<(String, crate::entry::Plain)> {{ crate::entry::Record::kinds(self) }}\n    fn reference_type(&self) -> &'static str {{ <Self as crate::entry::Record>::REFERENCE_TYPE }}\n}}\n"
            );
        }
    }

    /// The Rust expression of a record (or a nested object) of type `rust`.
    fn record_expr(
        &self,
        rust: &str,
        record: &Value,
        path: Option<&str>,
        provenance: &Value,
    ) -> String {
        let mut s = format!("crate::records::{rust} {{ ");
        if let Some(path) = path {
            let _ = write!(
                s,
                "path: {path:?}, provenance: {}, ",
                opt_provenance(provenance)
            );
        }
        let mut notes = Vec::new();
        for (name, kind, absent) in &self.fields[rust] {
            let v = &record["fields"][name];
            let expr = if v.is_null() {
                assert!(
                    *absent,
                    "{rust}.{name} is absent where it was read as always given"
                );
                "None".to_string()
            } else {
                if is_number(v) {
                    notes.push(field_note(name, v, kind));
                } else if let Kind::NumberList(k) = kind {
                    notes.push(field_note(name, &v["list"][0], k));
                }
                let at = format!("{}.{name}", path.unwrap_or(rust));
                let e = self.value_expr(kind, v, &at);
                if *absent { format!("Some({e})") } else { e }
            };
            let _ = write!(s, "{}: {expr}, ", ident(name));
        }
        let _ = write!(s, "notes: &[{}] }}", notes.join(", "));
        s
    }

    /// The Rust expression of one value of `kind` (`at` names it for declarations and messages).
    fn value_expr(&self, kind: &Kind, v: &Value, at: &str) -> String {
        match kind {
            Kind::Text => format!("{:?}", v["text"].as_str().expect("text")),
            Kind::Bool => v["bool"].as_bool().expect("a flag").to_string(),
            // Checked whole when the field's kind was settled.
            Kind::Count { .. } => format!("{:.0}", number(v).base),
            Kind::Plain(_) => format!("{:?}_f64", number(v).base),
            Kind::Quantity(_) => {
                format!("mlsysim_units::quantity::of_base({:?}_f64)", number(v).base)
            }
            Kind::Measure => measure_expr(&number(v)),
            Kind::Link(t) => {
                let target = v["link"].as_str().expect("a link");
                // Nodes and workloads sit in the tree as references already.
                if t == "HardwareNode" || t == "Workload" {
                    format!("crate::{}", rust_path(target))
                } else {
                    format!("&crate::{}", rust_path(target))
                }
            }
            Kind::Object(t) => self.record_expr(t, &v["object"], None, &Value::Null),
            Kind::ObjectList(t) => {
                let items: Vec<String> = v["list"]
                    .as_array()
                    .expect("a list")
                    .iter()
                    .map(|x| self.record_expr(t, &x["object"], None, &Value::Null))
                    .collect();
                format!("&[{}]", items.join(", "))
            }
            Kind::NumberList(k) => {
                let items: Vec<String> = v["list"]
                    .as_array()
                    .expect("a list")
                    .iter()
                    .map(|x| self.value_expr(k, x, at))
                    .collect();
                format!("&[{}]", items.join(", "))
            }
            Kind::Tree => self.tree_expr(v, at),
        }
    }

    /// A tree's expression; its plain numbers take the kind declared for their path.
    fn tree_expr(&self, v: &Value, at: &str) -> String {
        if is_number(v) {
            let n = number(v);
            return match number_kind(&n) {
                Kind::Plain(p) => format!(
                    "crate::entry::Tree::Plain({:?}_f64, {})",
                    n.base,
                    self.figure_plain(at, p == Some(Plain::Count), n.base)
                        .rust()
                ),
                _ => format!(
                    "crate::entry::Tree::Number({:?}_f64, {:?})",
                    n.base,
                    n.unit.unwrap_or("")
                ),
            };
        }
        let (key, inner) = v
            .as_object()
            .and_then(|o| o.iter().next())
            .expect("a value");
        match key.as_str() {
            "text" => format!("crate::entry::Tree::Text({:?})", inner.as_str().unwrap()),
            "bool" => format!("crate::entry::Tree::Bool({})", inner.as_bool().unwrap()),
            "map" => {
                let items: Vec<String> = inner
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, x)| format!("({k:?}, {})", self.tree_expr(x, &format!("{at}.{k}"))))
                    .collect();
                format!("crate::entry::Tree::Map(&[{}])", items.join(", "))
            }
            "list" => {
                let items: Vec<String> = inner
                    .as_array()
                    .unwrap()
                    .iter()
                    .enumerate()
                    .map(|(i, x)| self.tree_expr(x, &format!("{at}[{i}]")))
                    .collect();
                format!("crate::entry::Tree::List(&[{}])", items.join(", "))
            }
            other => panic!("a tree value of shape `{other}`"),
        }
    }

    /// A figure entry: its type and its expression.
    fn figure(
        &self,
        path: &str,
        v: &Value,
        label: Option<&str>,
        provenance: &Value,
    ) -> (String, String) {
        let o = |s: Option<&str>| s.map_or("None".to_string(), |s| format!("Some({s:?})"));
        let mut kind = None;
        let (ty, value, unit) = if is_number(v) {
            let n = number(v);
            match number_kind(&n) {
                Kind::Plain(p) => {
                    let plain = self.figure_plain(path, p == Some(Plain::Count), n.base);
                    kind = Some(plain.rust());
                    if plain == Plain::Count {
                        ("u64".to_string(), format!("{:.0}", n.base), None)
                    } else {
                        ("f64".to_string(), format!("{:?}_f64", n.base), None)
                    }
                }
                Kind::Quantity(q) => (
                    Kind::Quantity(q).rust(),
                    format!("mlsysim_units::quantity::of_base({:?}_f64)", n.base),
                    n.unit,
                ),
                _ => (Kind::Measure.rust(), measure_expr(&n), n.unit),
            }
        } else if v.get("text").is_some() {
            (
                "&'static str".to_string(),
                format!("{:?}", v["text"].as_str().unwrap()),
                None,
            )
        } else {
            (
                "crate::entry::Tree".to_string(),
                self.tree_expr(v, path),
                None,
            )
        };
        (
            format!("crate::entry::Figure<{ty}>"),
            format!(
                "crate::entry::Figure {{ path: {path:?}, value: {value}, unit: {}, label: {}, provenance: {}, kind: {}, per_unit: {} }}",
                o(unit),
                o(label),
                opt_provenance(provenance),
                kind.map_or("None".to_string(), |k| format!("Some({k})")),
                if is_number(v) {
                    per_unit(&number(v))
                } else {
                    "f64::NAN".to_string()
                }
            ),
        )
    }

    /// The module tree: every entry a `static` at its path, the aliases as re-exports.
    fn write_tree(&self, out: &mut String, hardware: &Value, models: &Value) {
        let mut root = Module::default();
        for e in &self.entries {
            let path = path_of(e);
            let (ty, expr) = if e["kind"] == "figure" {
                self.figure(path, &e["value"], e["label"].as_str(), &e["provenance"])
            } else if e["type"] == "PricePoint" {
                let label = e["fields"]["name"]["text"].as_str();
                self.figure(path, &e["fields"]["rate"], label, &e["provenance"])
            } else if path.starts_with("Hardware.") && e["type"] == "HardwareNode" {
                // The node's own entry holds its headline figures; the rest is its detail.
                continue;
            } else {
                let rust = self.record_type(e);
                let expr = self.record_expr(&rust, e, Some(path), &e["provenance"]);
                (format!("crate::records::{rust}"), expr)
            };
            root.insert(path, Item::Static(ty, expr));
        }
        for (i, n) in hardware["nodes"]
            .as_array()
            .expect("nodes")
            .iter()
            .enumerate()
        {
            let path = format!("Hardware.{}", n["path"].as_str().expect("path"));
            root.insert(
                &path,
                Item::Static(
                    "&'static crate::HardwareNode".into(),
                    format!("&crate::hardware::NODES[{i}]"),
                ),
            );
        }
        for (i, w) in models["workloads"]
            .as_array()
            .expect("workloads")
            .iter()
            .enumerate()
        {
            let path = format!("Models.{}", w["path"].as_str().expect("path"));
            root.insert(
                &path,
                Item::Static(
                    "&'static crate::Workload".into(),
                    format!("&crate::models::WORKLOADS[{i}]"),
                ),
            );
        }
        let mut aliases: Vec<(String, String)> = hardware["aliases"]
            .as_array()
            .expect("aliases")
            .iter()
            .map(|a| {
                (
                    format!("Hardware.{}", a["path"].as_str().unwrap()),
                    format!("Hardware.{}", a["alias_of"].as_str().unwrap()),
                )
            })
            .collect();
        for f in &self.files {
            for a in f["aliases"].as_array().into_iter().flatten() {
                let alias = (
                    a["path"].as_str().unwrap().to_string(),
                    a["alias_of"].as_str().unwrap().to_string(),
                );
                if !aliases.contains(&alias) {
                    aliases.push(alias);
                }
            }
        }
        self.write_alias_lists(out, &aliases);
        for (alias, target) in aliases {
            root.insert(&alias, Item::Alias(target));
        }
        out.push_str("/// Every registry entry at its reference path.\n#[allow(non_snake_case, non_upper_case_globals, clippy::all)]\npub mod tree {\n");
        root.write(out, "", 1, &self.schema["registries"]);
        out.push_str("}\n");
    }

    /// The second names as data, for what lists entries by path at run time (the Python
    /// package): every path an alias gives an entry of these registries, a group's alias
    /// expanded to each entry under it, and the top-level names that name a group.
    fn write_alias_lists(&self, out: &mut String, aliases: &[(String, String)]) {
        let mut visible: BTreeMap<String, String> = self
            .entries
            .iter()
            .filter(|e| !(path_of(e).starts_with("Hardware.") && e["type"] == "HardwareNode"))
            .map(|e| (path_of(e).to_string(), path_of(e).to_string()))
            .collect();
        let real = visible.len();
        loop {
            let mut added = Vec::new();
            for (alias, target) in aliases {
                for (path, entry) in &visible {
                    let rest = if path == target {
                        Some("")
                    } else {
                        path.strip_prefix(target.as_str())
                            .filter(|r| r.starts_with('.'))
                    };
                    if let Some(rest) = rest {
                        let named = format!("{alias}{rest}");
                        if !visible.contains_key(&named) {
                            added.push((named, entry.clone()));
                        }
                    }
                }
            }
            if added.is_empty() {
                break;
            }
            visible.extend(added);
            assert!(
                visible.len() <= 4 * real,
                "the aliases name paths without end: an alias under its own target?"
            );
        }
        let entry_aliases: Vec<String> = visible
            .iter()
            .filter(|(path, entry)| path != entry)
            .map(|(path, entry)| format!("({path:?}, {entry:?})"))
            .collect();
        let _ = writeln!(
            out,
            "/// Every path an alias gives an entry of [`REGISTRIES`], and the entry's own path.\npub static ENTRY_ALIASES: &[(&str, &str)] = &[{}];",
            entry_aliases.join(", ")
        );
        let top: Vec<String> = aliases
            .iter()
            .filter(|(alias, _)| !alias.contains('.'))
            .map(|(alias, target)| format!("({alias:?}, {target:?})"))
            .collect();
        let _ = writeln!(
            out,
            "/// Names at the top level that name a group of entries (`AgentPlatforms`), and the group.\npub static TOP_LEVEL_ALIASES: &[(&str, &str)] = &[{}];",
            top.join(", ")
        );
    }

    /// Per Rust record type, every entry of it (for lookup by name), and per registry, its
    /// entries as `dyn Entry` (for listings and pages).
    fn write_lists(&self, out: &mut String) {
        let mut by_type: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut by_registry: Vec<(String, Vec<String>)> = Vec::new();
        for (f, name) in self.files.iter().zip(FILES) {
            let registry = f["reference"]["registry"]
                .as_str()
                .expect("registry")
                .to_string();
            let mut items = Vec::new();
            for e in f["entries"].as_array().expect("entries") {
                let path = path_of(e);
                if *name == "Hardware.extension" {
                    items.push(self.record_expr("HardwareDetail", e, Some(path), &Value::Null));
                    continue;
                }
                let rust = rust_path(path);
                items.push(format!("&crate::{rust}"));
                if e["kind"] == "record"
                    && e["type"] != "PricePoint"
                    && *name != "Hardware.extension"
                {
                    by_type
                        .entry(self.record_type(e))
                        .or_default()
                        .push(format!("&crate::{rust}"));
                }
            }
            if *name != "Hardware.extension" {
                by_registry.push((registry, items));
            } else {
                let _ = writeln!(
                    out,
                    "pub(crate) static HARDWARE_DETAILS: &[HardwareDetail] = &[{}];",
                    items.join(",\n")
                );
            }
        }
        for (rust, items) in &by_type {
            let registry = self.types()[rust]["registries"][0]
                .as_str()
                .expect("a registry");
            let _ = writeln!(
                out,
                "impl crate::entry::Registered for {rust} {{\n    const REGISTRY: &'static str = {registry:?};\n    fn all() -> &'static [&'static {rust}] {{\n        static ALL: &[&{rust}] = &[{}];\n        ALL\n    }}\n}}\ncrate::entry::registered_input!({rust});\n",
                items.join(", ")
            );
        }
        out.push_str("/// Every registry this crate holds beside hardware and models, in the reference's order.\npub static REGISTRIES: &[crate::entry::Registry] = &[\n");
        for (registry, items) in by_registry {
            let doc = self.schema["registries"][&registry]
                .as_str()
                .unwrap_or_else(|| panic!("schema.json does not document the registry {registry}"));
            let _ = writeln!(
                out,
                "    crate::entry::Registry {{ name: {registry:?}, doc: {doc:?}, entries: &[{}] }},",
                items.join(", ")
            );
        }
        out.push_str("];\n");
    }
}

/// How a field is shown, by its kind: text as text, nested records as their fields, the rest
/// through `ToValue` in the unit the field is stated in.
fn show_expr(name: &str, kind: &Kind, absent: bool) -> String {
    let field = format!("self.{}", ident(name));
    let f = |v: &str| match kind {
        Kind::Text => format!("crate::entry::show_text({v})"),
        Kind::Object(_) => format!("crate::entry::show_record(&{v})"),
        Kind::ObjectList(_) => format!("crate::entry::show_list({v})"),
        Kind::NumberList(_) => {
            format!("crate::entry::show_each({v}, crate::entry::stated_of(n, {name:?}))")
        }
        Kind::Quantity(_) => {
            format!("crate::entry::show_quantity(&{v}, crate::entry::stated_of(n, {name:?}))")
        }
        _ => format!("crate::entry::show(&{v}, crate::entry::unit_of(n, {name:?}))"),
    };
    if absent {
        let absent = "mlsysim_eval::report::Value::Absent";
        match kind {
            Kind::Text => format!("{field}.map_or({absent}, crate::entry::show_text)"),
            Kind::ObjectList(_) => format!("{field}.map_or({absent}, crate::entry::show_list)"),
            _ => format!("{field}.map_or({absent}, |v| {})", f("v")),
        }
    } else {
        f(&field)
    }
}

fn path_of(e: &Value) -> &str {
    e["path"].as_str().expect("path")
}

/// A reference path as a Rust path into the tree: `tree::Systems::Fabrics::InfiniBand_NDR`.
fn rust_path(path: &str) -> String {
    format!(
        "records::tree::{}",
        path.split('.').map(ident).collect::<Vec<_>>().join("::")
    )
}

/// A name as a Rust identifier (raw where it is a keyword).
fn ident(name: &str) -> String {
    match name {
        "type" | "match" | "mod" | "ref" | "use" | "move" | "fn" | "impl" | "in" | "loop" => {
            format!("r#{name}")
        }
        other => other.to_string(),
    }
}

fn opt_provenance(p: &Value) -> String {
    if p.is_null() {
        return "None".into();
    }
    let o = |k: &str| {
        p[k].as_str()
            .map_or("None".to_string(), |s| format!("Some({s:?})"))
    };
    format!(
        "Some(crate::Provenance {{ kind: {:?}, ref_id: {}, url: {}, verified: {:?}, source: {} }})",
        p["kind"].as_str().expect("kind"),
        o("ref_id"),
        o("url"),
        p["verified"].as_str().unwrap_or(""),
        o("source"),
    )
}

fn field_note(name: &str, v: &Value, kind: &Kind) -> String {
    let n = number(v);
    let o = |s: Option<&str>| s.map_or("None".to_string(), |s| format!("Some({s:?})"));
    let plain = match kind {
        Kind::Count { .. } => Some(Plain::Count),
        Kind::Plain(p) => *p,
        _ => None,
    };
    format!(
        "crate::entry::FieldNote {{ field: {name:?}, unit: {}, label: {}, provenance: {}, kind: {}, per_unit: {} }}",
        o(n.unit.filter(|u| !counting_word(u))),
        o(v["label"].as_str()),
        opt_provenance(&v["provenance"]),
        plain.map_or("None".to_string(), |p| format!("Some({})", p.rust())),
        per_unit(&n),
    )
}

/// `kinds()` of a kind of record: its own plain fields (from its notes), then those of the
/// records nested in it and of its trees, each under the field's name.
fn write_kinds(out: &mut String, fields: &[(String, Kind, bool)]) {
    out.push_str("    fn kinds(&self) -> Vec<(String, crate::entry::Plain)> {\n        #[allow(unused_mut)]\n        let mut out = crate::entry::own_kinds(self.notes);\n");
    for (name, kind, absent) in fields {
        let field = ident(name);
        let each = match kind {
            Kind::Object(_) => "crate::entry::nested_kinds(&mut out, NAME, x);",
            Kind::ObjectList(_) => {
                "for (i, item) in x.iter().enumerate() { crate::entry::nested_kinds(&mut out, &format!(\"{NAME}[{i}]\"), item); }"
            }
            Kind::Tree => "crate::entry::tree_kinds(&mut out, NAME, x);",
            _ => continue,
        };
        let each = each
            .replace("{NAME}", name)
            .replace("NAME", &format!("{name:?}"));
        if *absent {
            let _ = writeln!(out, "        if let Some(x) = &self.{field} {{ {each} }}");
        } else {
            let _ = writeln!(out, "        {{ let x = &self.{field}; {each} }}");
        }
    }
    out.push_str("        out\n    }\n");
}

enum Item {
    Static(String, String),
    Alias(String),
}

#[derive(Default)]
struct Module {
    items: Vec<(String, Item)>,
    children: Vec<(String, Module)>,
}

impl Module {
    fn insert(&mut self, path: &str, item: Item) {
        let parts: Vec<&str> = path.split('.').collect();
        let mut m = self;
        for part in &parts[..parts.len() - 1] {
            let i = match m.children.iter().position(|(n, _)| n == part) {
                Some(i) => i,
                None => {
                    m.children.push(((*part).to_string(), Module::default()));
                    m.children.len() - 1
                }
            };
            m = &mut m.children[i].1;
        }
        m.items.push((parts[parts.len() - 1].to_string(), item));
    }

    fn write(&self, out: &mut String, prefix: &str, depth: usize, docs: &Value) {
        let pad = "    ".repeat(depth);
        for (name, item) in &self.items {
            match item {
                Item::Static(ty, expr) => {
                    let _ = writeln!(
                        out,
                        "{pad}#[doc = \"`{prefix}{name}`\"]\n{pad}pub static {}: {ty} = {expr};",
                        ident(name)
                    );
                }
                Item::Alias(target) => {
                    let _ = writeln!(
                        out,
                        "{pad}#[doc(inline)]\n{pad}pub use crate::{} as {};",
                        rust_path(target),
                        ident(name)
                    );
                }
            }
        }
        for (name, child) in &self.children {
            let path = format!("{prefix}{name}");
            let doc = docs[&path].as_str().map_or_else(
                || format!("The entries under `{path}`."),
                |d| format!("`{path}`: {d}"),
            );
            let _ = writeln!(
                out,
                "{pad}#[doc = {doc:?}]\n{pad}pub mod {} {{",
                ident(name)
            );
            child.write(out, &format!("{path}."), depth + 1, docs);
            let _ = writeln!(out, "{pad}}}");
        }
    }
}
