//! The shape of the house, checked on every run: no function in the workspace over
//! [`MAX_FUNCTION_LINES`] lines, no source file in a scenario crate over
//! [`MAX_SCENARIO_FILE_LINES`] lines, and every crate that declares scenarios or laws checks
//! them against the golden files beside them.
//!
//! Functions are found in the token stream rather than in a syntax tree, so a function written
//! inside a macro call (`proptest! { fn ... }`) is measured like any other. A function runs from
//! its `fn` keyword to its closing brace; attributes and doc comments before it do not count.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

const MAX_FUNCTION_LINES: usize = 80;
const MAX_SCENARIO_FILE_LINES: usize = 400;

/// The crates whose `src` declares scenarios (`#[scenario(` at the start of a line), or laws
/// when `laws` is true: found, not listed, so that a new family crate is covered by itself.
fn declaring_crates(laws: bool) -> Vec<PathBuf> {
    let root = workspace_root();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("the workspace root is readable")
        .map(|e| e.expect("a readable entry").path())
        .collect();
    dirs.extend(
        std::fs::read_dir(root.join("examples"))
            .into_iter()
            .flatten()
            .map(|e| e.expect("a readable entry").path()),
    );
    dirs.sort();
    let wanted = |line: &str| line.starts_with("#[scenario(") || laws && line.starts_with("#[law(");
    dirs.into_iter()
        .filter(|dir| dir.join("Cargo.toml").is_file() && dir.join("src").is_dir())
        .filter(|dir| {
            let mut files = Vec::new();
            rust_files(&dir.join("src"), &mut files);
            files
                .iter()
                .any(|f| std::fs::read_to_string(f).is_ok_and(|text| text.lines().any(wanted)))
        })
        .collect()
}

/// Folders that hold no source of ours: build output, scratch space and virtual environments.
const SKIPPED_DIRS: &[&str] = &[
    "target",
    ".scratch",
    ".git",
    "venv",
    ".venv",
    "node_modules",
];

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate sits in the workspace")
        .to_path_buf()
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !SKIPPED_DIRS.contains(&name) {
                rust_files(&path, found);
            }
        } else if name.ends_with(".rs") {
            found.push(path);
        }
    }
}

/// A function found in a file: its name, first line and length in lines.
struct Function {
    name: String,
    line: usize,
    lines: usize,
}

/// Every `fn name ... { body }` in `tokens`, nested ones and those inside macro calls included.
/// A `fn` with no body (a trait method's signature) ends at its `;` and is not a function here.
fn functions(tokens: TokenStream, found: &mut Vec<Function>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (at, token) in tokens.iter().enumerate() {
        if let TokenTree::Group(group) = token {
            functions(group.stream(), found);
        }
        let TokenTree::Ident(keyword) = token else {
            continue;
        };
        let Some(TokenTree::Ident(name)) = tokens.get(at + 1) else {
            continue;
        };
        if keyword != "fn" {
            continue;
        }
        for next in &tokens[at + 2..] {
            match next {
                TokenTree::Punct(p) if p.as_char() == ';' => break,
                TokenTree::Group(body) if body.delimiter() == Delimiter::Brace => {
                    let first = keyword.span().start().line;
                    let last = body.span().end().line;
                    found.push(Function {
                        name: name.to_string(),
                        line: first,
                        lines: last + 1 - first,
                    });
                    break;
                }
                _ => {}
            }
        }
    }
}

fn relative(path: &Path) -> String {
    path.strip_prefix(workspace_root())
        .unwrap_or(path)
        .display()
        .to_string()
}

#[test]
fn no_function_in_the_workspace_is_over_the_cap() {
    let mut files = Vec::new();
    rust_files(&workspace_root(), &mut files);
    assert!(files.len() > 100, "only {} Rust files found", files.len());
    let mut measured = 0;
    let mut too_long = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        // A compile-fail case may be deliberately unreadable as tokens; it is no function of ours.
        let Ok(tokens) = TokenStream::from_str(&text) else {
            assert!(
                relative(file).starts_with("compile-fail"),
                "{} does not tokenize",
                relative(file)
            );
            continue;
        };
        let mut found = Vec::new();
        functions(tokens, &mut found);
        measured += found.len();
        for function in found {
            if function.lines > MAX_FUNCTION_LINES {
                too_long.push(format!(
                    "{}:{} `{}` is {} lines",
                    relative(file),
                    function.line,
                    function.name,
                    function.lines
                ));
            }
        }
    }
    assert!(measured > 1000, "only {measured} functions measured");
    assert!(
        too_long.is_empty(),
        "{} functions over {MAX_FUNCTION_LINES} lines; split each into named steps:\n{}",
        too_long.len(),
        too_long.join("\n")
    );
}

#[test]
fn no_scenario_crate_file_is_over_the_cap() {
    let mut too_long = Vec::new();
    let crates = declaring_crates(false);
    assert!(
        crates.len() >= 7,
        "only {} scenario crates found",
        crates.len()
    );
    for krate in crates {
        let mut files = Vec::new();
        rust_files(&krate.join("src"), &mut files);
        for file in files {
            let lines = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("{file:?}: {e}"))
                .lines()
                .count();
            if lines > MAX_SCENARIO_FILE_LINES {
                too_long.push(format!("{} is {lines} lines", relative(&file)));
            }
        }
    }
    assert!(
        too_long.is_empty(),
        "scenario files over {MAX_SCENARIO_FILE_LINES} lines:\n{}",
        too_long.join("\n")
    );
}

/// A crate that declares scenarios or laws runs `mlsysim_golden::check_crate` on itself, so that
/// its presets, laws and rules are compared with the golden files beside them whichever crate
/// of the workspace they are in, and a new family crate cannot be forgotten.
#[test]
fn every_declaring_crate_checks_its_golden_files() {
    let crates = declaring_crates(true);
    assert!(
        crates.len() >= 8,
        "only {} declaring crates found",
        crates.len()
    );
    let missing: Vec<String> = crates
        .iter()
        .filter(|dir| {
            !std::fs::read_to_string(dir.join("tests/golden.rs")).is_ok_and(|t| {
                t.contains("mlsysim_golden::check_crate(env!(\"CARGO_MANIFEST_DIR\"))")
            })
        })
        .map(|dir| relative(dir))
        .collect();
    assert!(
        missing.is_empty(),
        "crates that declare scenarios or laws without a `tests/golden.rs` calling \
         `mlsysim_golden::check_crate(env!(\"CARGO_MANIFEST_DIR\"))`: {}",
        missing.join(", ")
    );
}

/// Adding a scenario is one new file in its section folder and its golden file: no file lists
/// a family crate's scenario files (each section's `mod.rs` includes the list its build script
/// writes from the folder), and no file of the workspace holds per-scenario data for the whole
/// catalog (golden values, rule cases and reference expressions sit in each scenario's golden
/// file, which `every_declaring_crate_checks_its_golden_files` makes sure is checked).
#[test]
fn a_new_scenario_is_one_file_and_its_golden_file() {
    let root = workspace_root();
    let mut problems = Vec::new();
    for krate in declaring_crates(false)
        .iter()
        .filter(|k| !k.starts_with(root.join("examples")))
    {
        let build = std::fs::read_to_string(krate.join("build.rs")).unwrap_or_default();
        if !build.contains("mlsysim_build::section_modules()") {
            problems.push(format!(
                "{}: no build.rs calling mlsysim_build::section_modules()",
                relative(krate)
            ));
        }
        for section in std::fs::read_dir(krate.join("src"))
            .expect("a readable src")
            .flatten()
        {
            let module = section.path().join("mod.rs");
            let Ok(text) = std::fs::read_to_string(&module) else {
                continue;
            };
            let name = section.file_name().to_string_lossy().into_owned();
            let include = format!("include!(concat!(env!(\"OUT_DIR\"), \"/sections/{name}.rs\"));");
            let squeezed: String = text.split_whitespace().collect();
            if !squeezed.contains(&include.replace(' ', "")) {
                problems.push(format!(
                    "{}: does not include its files with `{include}`",
                    relative(&module)
                ));
            }
            if let Some(line) = text
                .lines()
                .find(|l| l.starts_with("mod ") || l.starts_with("pub mod "))
            {
                problems.push(format!(
                    "{}: lists a file (`{line}`); the build script finds them",
                    relative(&module)
                ));
            }
        }
    }
    for catalog_wide in [
        "tests/golden/reference.json",
        "tools/reference-golden/plan.json",
        "tools/reference-golden/overrides.json",
        "tests/rules.toml",
    ] {
        if root.join(catalog_wide).exists() {
            problems.push(format!(
                "{catalog_wide}: per-scenario data belongs in each scenario's golden file"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The finder itself: a body inside a macro call counts, a signature without a body does not,
/// and a function's length runs from `fn` to its closing brace.
#[test]
fn the_finder_measures_what_it_should() {
    let source = "trait T { fn sig(&self); }\n\
                  proptest! {\n\
                  #[test]\n\
                  fn inside(x in 0..3) {\n\
                  let _ = x;\n\
                  }\n\
                  }\n\
                  fn outer() -> fn(u8) -> u8 { fn inner(v: u8) -> u8 { v } inner }\n";
    let mut found = Vec::new();
    functions(TokenStream::from_str(source).unwrap(), &mut found);
    let named: Vec<(&str, usize, usize)> = found
        .iter()
        .map(|f| (f.name.as_str(), f.line, f.lines))
        .collect();
    assert_eq!(
        named,
        vec![("inside", 4, 3), ("outer", 8, 1), ("inner", 8, 1)],
        "{named:?}"
    );
}
