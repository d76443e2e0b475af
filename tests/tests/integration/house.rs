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

/// Method calls that walk or unwrap in Rust rather than in the equation language, each with
/// what to write instead.
const RUST_METHODS: &[(&str, &str)] = &[
    (
        "iter",
        "a form with a bound variable: `each!(x in xs, ..)`, `sum!(..)`, `filter!(..)`",
    ),
    (
        "into_iter",
        "a form with a bound variable: `each!(x in xs, ..)`, `sum!(..)`, `filter!(..)`",
    ),
    (
        "values",
        "a form with a bound variable over the map: `each!(g in grids, grids[g])`",
    ),
    ("map", "`each!(x in xs, ..)`"),
    (
        "collect",
        "a form that builds the collection: `each!(..)` or `filter!(..)`",
    ),
    (
        "zip",
        "a pair of lists walked together: `(a, b) in zip(xs, ys)?`",
    ),
    (
        "filter",
        "`filter!(x in xs, condition)`, or `count!`/`sum!` over the kept entries",
    ),
    (
        "fold",
        "`sum!(..)`, `product!(..)`, `min!(..)` or `max!(..)`",
    ),
    ("sum", "`sum!(x in xs, ..)`, or `sum(xs)` for a whole list"),
    ("product", "`product!(x in xs, ..)`"),
    (
        "windows",
        "a form over positions: `each!(i in 1..len(xs), xs[i] - xs[i - 1])`",
    ),
    (
        "chain",
        "two forms added together, or a list input that holds both",
    ),
    (
        "enumerate",
        "a form over positions: `each!(i in 0..len(xs), ..xs[i]..)`",
    ),
    ("any", "`any!(x in xs, condition)`"),
    ("all", "`all!(x in xs, condition)`"),
    ("unwrap_or", "`if given(x) { ..x.. } else { .. }`"),
    ("unwrap_or_else", "`if given(x) { ..x.. } else { .. }`"),
    ("map_or", "`if given(x) { ..x.. } else { .. }`"),
];

/// What an equation holds that is Rust rather than the equation language: each construct with
/// what to write instead.
#[derive(Default)]
struct RustInEquation {
    found: Vec<String>,
}

impl RustInEquation {
    fn of(expr: &syn::Expr) -> Vec<String> {
        let mut finder = RustInEquation::default();
        syn::visit::Visit::visit_expr(&mut finder, expr);
        finder.found
    }
}

impl<'ast> syn::visit::Visit<'ast> for RustInEquation {
    fn visit_expr_closure(&mut self, c: &'ast syn::ExprClosure) {
        self.found.push(
            "a closure: write a form with a bound variable (`each!(x in xs, ..)`, `sum!(..)`)"
                .into(),
        );
        syn::visit::visit_expr_closure(self, c);
    }
    fn visit_local(&mut self, l: &'ast syn::Local) {
        self.found.push(
            "a `let`: inline the value, or name it as a property (or a method with arguments)"
                .into(),
        );
        syn::visit::visit_local(self, l);
    }
    fn visit_expr_let(&mut self, l: &'ast syn::ExprLet) {
        self.found
            .push("an `if let`: `if given(x) { ..x.. } else { .. }` for an optional input".into());
        syn::visit::visit_expr_let(self, l);
    }
    fn visit_expr_for_loop(&mut self, l: &'ast syn::ExprForLoop) {
        self.found
            .push("a `for` loop: a form (`sum!`, `each!`, `first!`, `argmax!`, ...)".into());
        syn::visit::visit_expr_for_loop(self, l);
    }
    fn visit_expr_while(&mut self, l: &'ast syn::ExprWhile) {
        self.found
            .push("a `while` loop: `first!(n in 1.., condition)` or a law".into());
        syn::visit::visit_expr_while(self, l);
    }
    fn visit_expr_loop(&mut self, l: &'ast syn::ExprLoop) {
        self.found
            .push("a `loop`: `first!(n in 1.., condition)` or a law".into());
        syn::visit::visit_expr_loop(self, l);
    }
    fn visit_expr_match(&mut self, m: &'ast syn::ExprMatch) {
        self.found.push(
            "a `match`: `if given(x) { .. } else { .. }` for an optional input, \
             `if choice == Choice::A { .. } else { .. }` for a choice"
                .into(),
        );
        syn::visit::visit_expr_match(self, m);
    }
    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let name = call.method.to_string();
        if let Some((_, instead)) = RUST_METHODS.iter().find(|(m, _)| *m == name) {
            self.found.push(format!("`.{name}(..)`: {instead}"));
        }
        syn::visit::visit_expr_method_call(self, call);
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // A form's domain and body are equations too; any other macro's arguments (`vec![..]`,
        // `format!(..)`) are read as expressions where they parse as such.
        match mlsysim_equation::form(mac) {
            Some(Ok(form)) => {
                self.visit_expr(&form.domain);
                self.visit_expr(&form.body);
            }
            Some(Err(_)) => {}
            None => {
                let parser =
                    syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
                if let Ok(args) = syn::parse::Parser::parse2(parser, mac.tokens.clone()) {
                    args.iter().for_each(|arg| self.visit_expr(arg));
                }
            }
        }
    }
}

/// The arguments of an attribute such as `#[property(expr, unit = GB)]`, as expressions.
fn attribute_args(attr: &syn::Attribute) -> Vec<syn::Expr> {
    let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
    attr.parse_args_with(parser)
        .map(|args| args.into_iter().collect())
        .unwrap_or_default()
}

/// The equations of a member's attribute: its leading expression, or its `body = ..`.
fn member_equations(attr: &syn::Attribute) -> Vec<syn::Expr> {
    attribute_args(attr)
        .into_iter()
        .enumerate()
        .filter_map(|(at, arg)| match arg {
            syn::Expr::Assign(a) => {
                let key = quote::ToTokens::to_token_stream(&a.left).to_string();
                (key == "body").then_some(*a.right)
            }
            // Only the first argument is the equation; `samples(..)` and `args(..)` follow it.
            leading => (at == 0).then_some(leading),
        })
        .collect()
}

/// Every equation of every scenario in `file`, named for a reader (`Name.member`, `Name rule
/// 2`), with what it holds that is Rust.
fn rust_in_scenarios(file: &syn::File) -> Vec<(String, Vec<String>)> {
    fn items(items: &[syn::Item], found: &mut Vec<(String, Vec<String>)>) {
        for item in items {
            match item {
                syn::Item::Mod(m) => items_of(m, found),
                syn::Item::Struct(s) => scenario(s, found),
                _ => {}
            }
        }
    }
    fn items_of(m: &syn::ItemMod, found: &mut Vec<(String, Vec<String>)>) {
        if let Some((_, inner)) = &m.content {
            items(inner, found);
        }
    }
    fn scenario(s: &syn::ItemStruct, found: &mut Vec<(String, Vec<String>)>) {
        let Some(attr) = s.attrs.iter().find(|a| a.path().is_ident("scenario")) else {
            return;
        };
        let rules = attribute_args(attr)
            .into_iter()
            .filter_map(|arg| match arg {
                syn::Expr::Call(c)
                    if quote::ToTokens::to_token_stream(&c.func).to_string() == "rule" =>
                {
                    c.args.into_iter().next()
                }
                _ => None,
            });
        for (n, condition) in rules.enumerate() {
            found.push((
                format!("{} rule {}", s.ident, n + 1),
                RustInEquation::of(&condition),
            ));
        }
        for field in &s.fields {
            let member = field
                .attrs
                .iter()
                .filter(|a| a.path().is_ident("property") || a.path().is_ident("method"));
            for attr in member {
                let name = field
                    .ident
                    .as_ref()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                for equation in member_equations(attr) {
                    found.push((format!("{}.{name}", s.ident), RustInEquation::of(&equation)));
                }
            }
        }
    }
    let mut found = Vec::new();
    items(&file.items, &mut found);
    found
}

/// Every member, rule and `body = ..` of every scenario is an equation a reader can follow: no
/// closure, `let`, loop or `match`, and no iterator chain or `unwrap_or`; collections go
/// through the forms with a bound variable, choices through `#[derive(Choice)]` enums and
/// optional inputs through `if given(x)`. Presets (plain functions that build inputs) are not
/// equations and are not read.
#[test]
fn every_scenario_equation_is_in_the_equation_language() {
    let mut equations = 0;
    let mut problems = Vec::new();
    for krate in declaring_crates(false) {
        let mut files = Vec::new();
        rust_files(&krate.join("src"), &mut files);
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
            let parsed = syn::parse_file(&text)
                .unwrap_or_else(|e| panic!("{} does not parse: {e}", relative(&file)));
            for (member, found) in rust_in_scenarios(&parsed) {
                equations += 1;
                if !found.is_empty() {
                    problems.push(format!(
                        "{} {member}: {}",
                        relative(&file),
                        found.join("; ")
                    ));
                }
            }
        }
    }
    assert!(equations > 2000, "only {equations} equations read");
    // The families ported before the forms existed are being rewritten in them: the equations
    // still to rewrite are listed, by file and member, and the list may only shrink.
    let listed: Vec<&str> = STILL_IN_RUST.lines().filter(|l| !l.is_empty()).collect();
    let (known, new): (Vec<&String>, Vec<&String>) = problems
        .iter()
        .partition(|p| listed.iter().any(|l| p.starts_with(&format!("{l}: "))));
    assert!(
        new.is_empty(),
        "{} of {equations} equations hold Rust where the equation language has a form:\n{}",
        new.len(),
        new.iter()
            .map(|p| p.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    let rewritten: Vec<&&str> = listed
        .iter()
        .filter(|l| !known.iter().any(|p| p.starts_with(&format!("{l}: "))))
        .collect();
    assert!(
        rewritten.is_empty(),
        "these equations are in the equation language now: remove them from \
         equations_still_in_rust.txt:\n{rewritten:?}"
    );
}

/// The equations of the families ported before the forms, still to rewrite in them.
const STILL_IN_RUST: &str = include_str!("equations_still_in_rust.txt");

/// The reader finds each kind of Rust it should, inside forms and other macros too, and passes
/// an equation in the language.
#[test]
fn the_equation_reader_finds_what_it_should() {
    let read = |text: &str| RustInEquation::of(&syn::parse_str(text).unwrap()).len();
    assert_eq!(
        read("each!(g in grids, carbon_from_energy(energy, intensities[g])?)"),
        0
    );
    assert_eq!(read("if given(t) { t } else { bytes / rate }"), 0);
    assert_eq!(read("sum!(x in xs, x.iter().map(|v| v).sum::<f64>())"), 4);
    assert_eq!(read("{ let a = 1; match b { _ => a } }"), 2);
    assert_eq!(read("vec![optional(x).unwrap_or(1)]"), 1);
    assert_eq!(read("{ for x in xs {} while c {} loop {} }"), 3);
    let file: syn::File = syn::parse_str(
        "#[scenario(rule(xs.iter().all(|x| *x > 0), \"..\"))]\n\
         struct S { #[property(equation = \"e\", body = { let a = 1; a })] a: i64,\n\
         #[method(n * 2, samples(n = 1..=2))] b: fn(n: i64) -> i64 }",
    )
    .unwrap();
    let found: Vec<(String, usize)> = rust_in_scenarios(&file)
        .into_iter()
        .map(|(m, f)| (m, f.len()))
        .collect();
    assert_eq!(
        found,
        vec![("S rule 1".into(), 3), ("S.a".into(), 1), ("S.b".into(), 0)]
    );
}
