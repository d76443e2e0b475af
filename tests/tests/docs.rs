//! The committed reference pages are what the declarations generate today, and the pages of
//! ReleaseFootprint say what its metadata says.

use mlsysim_core::catalog;
use mlsysim_docs::{Format, pages};
use mlsysim_scenarios as _;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn reference_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/reference")
}

/// The first difference between two texts, with a few lines of context, as a person would
/// want to read it in a failing test.
fn first_difference(expected: &str, actual: &str) -> Option<String> {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let at = (0..e.len().max(a.len())).find(|&i| e.get(i) != a.get(i))?;
    let from = at.saturating_sub(3);
    let mut out = format!("first difference at line {}:\n", at + 1);
    for line in &e[from..at] {
        out += &format!("    {line}\n");
    }
    out += &format!("  - {}\n", e.get(at).copied().unwrap_or("<end of file>"));
    out += &format!("  + {}\n", a.get(at).copied().unwrap_or("<end of file>"));
    Some(out)
}

fn committed_files(dir: &Path, prefix: &str, into: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
        if entry.path().is_dir() {
            committed_files(&entry.path(), &format!("{name}/"), into);
        } else {
            into.insert(name);
        }
    }
}

#[test]
fn committed_pages_are_fresh() {
    let dir = reference_dir();
    let generated = pages(Format::Both);
    let mut stale = Vec::new();
    for page in &generated {
        match std::fs::read_to_string(dir.join(&page.path)) {
            Ok(committed) => {
                if let Some(diff) = first_difference(&committed, &page.content) {
                    stale.push(format!("{} is stale; {diff}", page.path));
                }
            }
            Err(_) => stale.push(format!("{} is missing", page.path)),
        }
    }
    let mut on_disk = BTreeSet::new();
    committed_files(&dir, "", &mut on_disk);
    for extra in on_disk
        .iter()
        .filter(|f| !generated.iter().any(|p| &p.path == *f))
    {
        stale.push(format!("{extra} is committed but no longer generated"));
    }
    assert!(
        stale.is_empty(),
        "the reference pages are out of date; regenerate them with\n    cargo run -p mlsysim-cli -- docs --out docs/reference\n\n{}",
        stale.join("\n")
    );
}

fn page(path: &str) -> String {
    pages(Format::Both)
        .into_iter()
        .find(|p| p.path == path)
        .unwrap()
        .content
}

#[test]
fn release_footprint_markdown_follows_the_reference_page() {
    let md = page("ReleaseFootprint.md");
    let headings: Vec<&str> = md.lines().filter(|l| l.starts_with("## ")).collect();
    assert_eq!(
        headings,
        [
            "## Construction",
            "## Notes",
            "## References",
            "## Examples",
            "## Attributes",
            "## Methods",
            "## Inputs",
            "## Properties",
            "## Method details",
            "## Presets"
        ]
    );
    assert!(md.starts_with("# ReleaseFootprint\n"));
    assert!(md.contains("[Operations and reliability / ML operations: releases, automation, skew and drift](index.md#ml-operations-releases-automation-skew-and-drift)"));
    let info = catalog::scenario("ReleaseFootprint").unwrap();
    // Every equation on the page is the one the code was built from.
    for m in info.properties.iter().chain(info.methods) {
        assert!(md.contains(m.equation), "{} equation missing", m.name);
    }
    assert!(md.contains("- **Equation:** `node_accelerators - copies * accelerators_per_copy`"));
    assert!(md.contains("| `copy_bytes` | 100 GB |"));
    assert!(md.contains("| `free_after(copies=6)` | -4 (4 short) |"));
    assert!(md.contains("- **Requires:** [`node_accelerators`](#node_accelerators), [`retrain_accelerators`](#retrain_accelerators)"));
    // The check's rules are listed with the inputs' allowed values, as declared.
    assert!(!info.notes.rules.is_empty());
    for rule in info.notes.rules {
        assert!(
            md.contains(&format!("\n- {rule}\n")),
            "rule missing: {rule}"
        );
    }
    // rustdoc's hidden lines stay out of the page.
    assert!(!md.contains("# Ok::<"));
}

#[test]
fn release_footprint_html_has_working_links() {
    let html = page("html/ReleaseFootprint.html");
    assert!(html.contains("<h3 id=\"copy_bytes\">copy_bytes</h3>"));
    assert!(html.contains("<a href=\"#copy_bytes\"><code>copy_bytes</code></a>"));
    assert!(
        html.contains("<a href=\"index.html#ml-operations-releases-automation-skew-and-drift\">")
    );
    assert!(!html.contains(".md\""), "a link still points at Markdown");
    assert!(!html.contains("<script"));
    // Every in-page link has a target.
    for target in html
        .split("href=\"#")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
    {
        assert!(
            html.contains(&format!("id=\"{target}\"")),
            "no anchor for #{target}"
        );
    }
    // Every link to another page names a page of the site.
    let site: Vec<String> = pages(Format::Html)
        .into_iter()
        .map(|p| p.path.trim_start_matches("html/").to_string())
        .collect();
    for page_link in html
        .split("href=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
    {
        let file = page_link.split('#').next().unwrap();
        assert!(
            file.is_empty() || site.iter().any(|p| p == file),
            "broken link {page_link}"
        );
    }
}

#[test]
fn registries_show_declared_units() {
    let hw = page("hardware.md");
    assert!(
        hw.contains("| `Cloud.H100` | NVIDIA H100 | 80 GiB | 3.35 TB/s | 989 TFLOP/s | 700 W |"),
        "{}",
        &hw[..600]
    );
    assert!(hw.contains("13.5 TiB"));
    let models = page("models.md");
    assert!(models.contains("| `Recommendation.DLRM` | DLRM | — | 100 GB |"));
    assert!(models.contains("| `Vision.ResNet50` |"));
}

#[test]
fn every_html_page_is_well_formed_xhtml_with_its_equations_typeset() {
    let mut math = 0;
    let mut html_pages = 0;
    for page in pages(Format::Html) {
        if !page.path.ends_with(".html") {
            continue;
        }
        html_pages += 1;
        if let Err(e) = mlsysim_tests::xml::well_formed(&page.content) {
            panic!("{} is not well-formed: {e}", page.path);
        }
        math += page.content.matches("<math ").count();
    }
    assert!(html_pages > 80, "{html_pages} pages");
    assert!(math > 500, "{math} equations typeset");
}

#[test]
fn each_preset_section_holds_its_worked_solution() {
    let page = pages(Format::Markdown)
        .into_iter()
        .find(|p| p.path == "ReleaseFootprint.md")
        .unwrap();
    assert!(
        page.content
            .contains("<details>\n<summary>Worked solution</summary>")
    );
    assert!(page.content.contains(
        "- `accelerators_per_copy = ceil(copy_fraction) = ceil(1.1641532182693481) = 2`"
    ));
}
