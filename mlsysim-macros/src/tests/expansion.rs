//! The expansion of every `#[scenario]` in the workspace, measured in lines as `prettyplease`
//! formats it, and capped: the catalog is hundreds of scenarios, so the code each generates is
//! a budget. `cargo test -p mlsysim-macros expansion -- --nocapture` prints the table.

use std::path::{Path, PathBuf};

/// The average number of generated lines per scenario that the expansion may not exceed: the
/// measured 624 (December 2026, 426 scenarios; 594 at 273; 599 at 256; 666 before a member's
/// equation was conformed through a type alias and the glue around it moved into library
/// functions; 735 at 85). The cap comes down as the expansion does, and never goes up without a
/// reason written here. It went from 600 to 630 when the agents, training, deployment and
/// motion families landed: their scenarios hold more members each (StoppingBudget 2535 lines,
/// TrainingStateFit 2362), and the forms' closures add to every equation over a collection;
/// shrinking what a form expands to is the open work that brings it back under 600.
const CAP_PER_SCENARIO: usize = 630;

/// One scenario declaration found in a source file: the attribute's arguments and the item.
struct Declaration {
    file: PathBuf,
    name: String,
    args: proc_macro2::TokenStream,
    item: syn::ItemStruct,
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every scenario declared in the `src` of a workspace crate (the compile-fail cases and the
/// guide's examples are not catalog scenarios and are left out).
fn declarations() -> Vec<Declaration> {
    let mut files = Vec::new();
    for crate_dir in std::fs::read_dir(workspace())
        .expect("the workspace")
        .flatten()
    {
        rust_files(&crate_dir.path().join("src"), &mut files);
    }
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file");
        if !text.contains("#[scenario(") {
            continue;
        }
        let Ok(parsed) = syn::parse_file(&text) else {
            continue;
        };
        collect(&parsed.items, &file, &mut out);
    }
    out
}

fn collect(items: &[syn::Item], file: &Path, out: &mut Vec<Declaration>) {
    for item in items {
        match item {
            syn::Item::Struct(s) => {
                let mut s = s.clone();
                let Some(at) = s.attrs.iter().position(|a| a.path().is_ident("scenario")) else {
                    continue;
                };
                let attr = s.attrs.remove(at);
                let args = match attr.meta {
                    syn::Meta::List(list) => list.tokens,
                    _ => proc_macro2::TokenStream::new(),
                };
                out.push(Declaration {
                    file: file.to_path_buf(),
                    name: s.ident.to_string(),
                    args,
                    item: s,
                });
            }
            syn::Item::Mod(m) => {
                if let Some((_, items)) = &m.content {
                    collect(items, file, out);
                }
            }
            _ => {}
        }
    }
}

/// The expansion of one declaration, formatted as `prettyplease` formats a file.
fn expanded(d: &Declaration) -> String {
    let tokens = crate::scenario_impl(d.args.clone(), quote::ToTokens::to_token_stream(&d.item));
    let file: syn::File = syn::parse2(tokens).expect("the expansion parses as a file");
    prettyplease::unparse(&file)
}

#[test]
fn expansion_stays_within_its_budget() {
    let all = declarations();
    assert!(all.len() >= 80, "found only {} scenarios", all.len());
    let mut rows: Vec<(usize, String)> = all
        .iter()
        .map(|d| {
            let text = expanded(d);
            if let Some(dir) = std::env::var_os("MLSYSIM_EXPANSION_DIR") {
                let _ = std::fs::write(Path::new(&dir).join(format!("{}.rs", d.name)), &text);
            }
            let lines = text.lines().count();
            let file = d.file.strip_prefix(workspace()).unwrap_or(&d.file);
            (lines, format!("{} ({})", d.name, file.display()))
        })
        .collect();
    rows.sort();
    let total: usize = rows.iter().map(|r| r.0).sum();
    let average = total / rows.len();
    for (lines, name) in &rows {
        println!("{lines:>7}  {name}");
    }
    println!(
        "{} scenarios, {total} generated lines, {average} per scenario (cap {CAP_PER_SCENARIO})",
        rows.len()
    );
    assert!(
        average <= CAP_PER_SCENARIO,
        "the expansion averages {average} lines per scenario, over the cap of {CAP_PER_SCENARIO}; \
         the largest: {:?}",
        rows.iter().rev().take(5).collect::<Vec<_>>()
    );
}

/// The scenarios whose whole expansion is kept as a reviewed snapshot, so that a change to
/// what the macro writes shows in review: the smallest complete declaration in the guide's
/// style, one with rules and methods over lists, and one with nested scenarios and laws.
const SNAPSHOTS: &[&str] = &["ReleaseFootprint", "CheckpointTrace", "ChunkedPrefill"];

fn snapshot_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/expansion")
        .join(format!("{name}.expanded.rs"))
}

#[test]
fn representative_expansions_match_their_snapshots() {
    let all = declarations();
    let update = std::env::var_os("UPDATE_EXPANSION").is_some();
    let mut stale = Vec::new();
    for name in SNAPSHOTS {
        let d = all
            .iter()
            .find(|d| d.name == *name)
            .unwrap_or_else(|| panic!("no scenario `{name}` in the workspace"));
        let text = expanded(d);
        let path = snapshot_path(name);
        if update {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "the expansion changed: review it with `UPDATE_EXPANSION=1 cargo test -p mlsysim-macros \
         expansion` and `git diff`: {stale:?}"
    );
}
