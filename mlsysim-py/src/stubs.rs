//! Type stubs for the Python package, written from the catalog: a class per scenario with its
//! keyword inputs, its inputs, properties and methods typed; the presets as typed attributes; the
//! registries as trees of their paths. Editors read them for completion and checkers for types.
//!
//! The committed files are what [`files`] writes today (`tests/stubs.rs` checks it);
//! regenerate them with `cargo run -p mlsysim-py --example stubs`.

use crate::registries::{registries, top_level_aliases};
use crate::types::{Side, annotation};
use mlsysim_core::catalog;
use mlsysim_core::meta::{InputInfo, MemberInfo, ScenarioInfo};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Where the stubs go, relative to the crate's folder.
pub const PACKAGE_DIR: &str = "python/mlsysim_rs";

/// Every stub file: its path under [`PACKAGE_DIR`] and its text.
pub fn files() -> Vec<(&'static str, String)> {
    vec![
        ("scenarios.pyi", scenarios()),
        ("registries.pyi", registries_stub()),
    ]
}

const HEADER: &str =
    "# Generated from the catalog by `cargo run -p mlsysim-py --example stubs`; do not edit.\n";

/// A docstring at `indent`, its text kept as written.
fn docstring(text: &str, indent: &str) -> String {
    let text = text
        .trim()
        .replace('\\', "\\\\")
        .replace("\"\"\"", "\\\"\\\"\\\"");
    if text.is_empty() {
        return format!("{indent}...\n");
    }
    let mut out = format!("{indent}\"\"\"");
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.push('\n');
            if !line.trim().is_empty() {
                out.push_str(indent);
            }
        }
        out.push_str(line.trim_end());
    }
    if text.lines().count() > 1 {
        out.push('\n');
        out.push_str(indent);
    }
    out.push_str("\"\"\"\n");
    out
}

/// What an input's attribute gives back: a held scenario may come back by its summary.
fn input_returned(i: &InputInfo) -> String {
    let t = annotation(i.ty, i.unit(), Side::Returned);
    let leaf =
        i.ty.trim_start_matches("Option<")
            .trim_start_matches("Vec<")
            .trim_end_matches('>');
    if catalog::scenario(leaf).is_ok_and(|s| s.name == leaf) {
        t.replace(leaf, &format!("{leaf} | str"))
    } else {
        t
    }
}

fn parameter(i: &InputInfo) -> String {
    let given = annotation(i.ty, i.unit(), Side::Given);
    if i.optional || i.default.is_some() {
        format!("{}: {given} = ...", i.name)
    } else {
        format!("{}: {given}", i.name)
    }
}

fn member_doc(m: &MemberInfo) -> String {
    let equation = mlsysim_core::meta::equation_on_one_line(m.equation);
    let unit = m.unit().map(|u| format!(" In {u}.")).unwrap_or_default();
    format!("{}{unit}\n\n= {equation}", m.doc.trim())
}

fn scenario_class(s: &ScenarioInfo, out: &mut String) {
    let _ = writeln!(out, "\nclass {}(Scenario):", s.name);
    let mut doc = s.summary.trim().to_string();
    if !s.description.trim().is_empty() {
        doc = format!("{doc}\n\n{}", s.description.trim());
    }
    out.push_str(&docstring(&doc, "    "));
    let params: Vec<String> = s.inputs.iter().map(parameter).collect();
    let _ = writeln!(
        out,
        "    def __init__(self{}{}) -> None: ...",
        if params.is_empty() { "" } else { ", *, " },
        params.join(", ")
    );
    let _ = writeln!(
        out,
        "    def with_inputs(self, **changes: object) -> {}: ...",
        s.name
    );
    for i in s.inputs {
        let _ = writeln!(
            out,
            "    @property\n    def {}(self) -> {}:",
            i.name,
            input_returned(i)
        );
        let unit = i
            .unit()
            .map(|u| format!(" Given in {u}."))
            .unwrap_or_default();
        out.push_str(&docstring(
            &format!("Input: {}{unit}", i.doc.trim()),
            "        ",
        ));
    }
    for p in s.properties {
        let t = annotation(p.result_type, p.unit(), Side::Returned);
        let _ = writeln!(out, "    @property\n    def {}(self) -> {t}:", p.name);
        out.push_str(&docstring(&member_doc(p), "        "));
    }
    for m in s.methods {
        let args: Vec<String> = m
            .args
            .iter()
            .map(|a| format!(", {}: {}", a.name, annotation(a.ty, None, Side::Given)))
            .collect();
        let t = annotation(m.result_type, m.unit(), Side::Returned);
        let _ = writeln!(out, "    def {}(self{}) -> {t}:", m.name, args.concat());
        out.push_str(&docstring(&member_doc(m), "        "));
    }
}

fn scenarios() -> String {
    let all = catalog::scenarios();
    let mut out = String::from(HEADER);
    out.push_str(
        "\"\"\"Every scenario of the catalog as a class, and every preset as a ready-made instance.\"\"\"\n\n\
         from typing import Iterator, Mapping, Sequence\n\n\
         from ._base import Entry, Scenario\n\
         from ._native import Quantity\n\
         from ._types import HardwareInput, ModelInput, QuantityInput, RatioInput\n",
    );
    let names: Vec<String> = all
        .iter()
        .map(|s| format!("\"{}\"", s.name))
        .chain(["\"Scenarios\"".into(), "\"presets\"".into()])
        .collect();
    let _ = writeln!(out, "\n__all__ = [{}]", names.join(", "));
    for s in &all {
        scenario_class(s, &mut out);
    }
    out.push_str(
        "\nclass _Presets:\n    \"\"\"Every preset by name, as an attribute or a key; each a scenario built with the preset's inputs.\"\"\"\n",
    );
    for p in catalog::presets() {
        let _ = writeln!(out, "    {}: {}", p.name, p.scenario.name);
    }
    out.push_str(
        "    def __getitem__(self, name: str) -> Scenario: ...\n\
         \x20   def __iter__(self) -> Iterator[str]: ...\n\
         \x20   def __len__(self) -> int: ...\n\
         \x20   def __contains__(self, name: object) -> bool: ...\n\n\
         Scenarios: _Presets\n\
         presets: _Presets\n",
    );
    out
}

/// A tree of paths: each node's children by name, and the entry at a leaf.
#[derive(Default)]
struct Tree {
    children: BTreeMap<String, Tree>,
    leaf: bool,
}

fn tree_class(name: &str, class: &str, tree: &Tree, out: &mut String) {
    for (child, sub) in &tree.children {
        if !sub.children.is_empty() {
            tree_class(child, &format!("{class}_{child}"), sub, out);
        }
    }
    let _ = writeln!(out, "\nclass {class}(Registry):");
    out.push_str(&docstring(&format!("The entries under `{name}`."), "    "));
    for (child, sub) in &tree.children {
        if sub.leaf {
            let _ = writeln!(out, "    {child}: Entry");
        } else {
            let _ = writeln!(out, "    {child}: {class}_{child}");
        }
    }
}

fn registries_stub() -> String {
    let mut out = String::from(HEADER);
    out.push_str(
        "\"\"\"The registries as attribute trees with the reference's paths (`Hardware.Cloud.H100`).\"\"\"\n\n\
         from ._base import Entry, Registry\n",
    );
    let names: Vec<String> = registries()
        .iter()
        .map(|r| r.name)
        .chain(top_level_aliases().iter().map(|(name, _, _)| *name))
        .map(|name| format!("\"{name}\""))
        .collect();
    let _ = writeln!(out, "\n__all__ = [{}]", names.join(", "));
    for r in registries() {
        let mut tree = Tree::default();
        for e in r.entries() {
            let mut at = &mut tree;
            for part in e.path.split('.') {
                at = at.children.entry(part.to_string()).or_default();
            }
            at.leaf = true;
        }
        tree_class(r.name, &format!("_{}", r.name), &tree, &mut out);
    }
    out.push('\n');
    for r in registries() {
        let _ = writeln!(out, "{}: _{}", r.name, r.name);
    }
    for (name, registry, group) in top_level_aliases() {
        let _ = writeln!(out, "{name}: _{registry}_{}", group.replace('.', "_"));
    }
    out
}
