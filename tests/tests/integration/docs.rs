//! The committed Markdown reference pages are what the declarations generate today (the HTML
//! site is built, not committed: these tests render it and check every page of it), and the
//! pages of ReleaseFootprint say what its metadata says.

use mlsysim_catalog as _;
use mlsysim_core::catalog;
use mlsysim_docs::{Format, Page};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

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

/// The files under `dir`, the built site's folder `html/` aside.
fn committed_files(dir: &Path, prefix: &str, into: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
        if name == "html" {
            continue;
        }
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
    let generated = pages(Format::Markdown);
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

/// The generated pages in the format asked for, rendered once for all the tests of this file
/// (rendering the site takes seconds) and copied out.
fn pages(format: Format) -> Vec<Page> {
    static ALL: OnceLock<Vec<Page>> = OnceLock::new();
    let all = ALL.get_or_init(|| mlsysim_docs::pages(Format::Both));
    all.iter()
        .filter(|p| match format {
            Format::Both => true,
            Format::Html => p.path.starts_with("html/"),
            Format::Markdown => !p.path.starts_with("html/"),
        })
        .cloned()
        .collect()
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
            "## Presets",
            "## Charts"
        ]
    );
    assert!(md.starts_with("# ReleaseFootprint\n"));
    assert!(md.contains("[Operations and reliability / ML operations: releases, automation, skew and drift](family-operations.md#ml-operations-releases-automation-skew-and-drift)"));
    let info = catalog::scenario("ReleaseFootprint").unwrap();
    // Every equation on the page is the one the code was built from.
    // A multi-line equation is a code block indented under its bullet.
    for m in info.properties.iter().chain(info.methods) {
        let shown = m.equation.replace('\n', "\n  ");
        assert!(md.contains(&shown), "{} equation missing", m.name);
    }
    assert!(md.contains("- **Equation:** `node_accelerators - copies * accelerators_per_copy`"));
    assert!(md.contains("| `copy_bytes` | 100 GB |"));
    assert!(md.contains("| `free_after(copies=6)` | -4 (4 short) |"));
    assert!(md.contains("- **Requires:** [`node_accelerators`](#node_accelerators), [`retrain_accelerators`](#retrain_accelerators)"));
    // The rules are listed with the inputs' allowed values, as declared: words and condition.
    assert!(!info.notes.rules.is_empty());
    for rule in info.notes.rules {
        assert!(
            md.contains(&format!("\n- {}: `{}`\n", rule.text, rule.condition)),
            "rule missing: {}",
            rule.text
        );
    }
    // rustdoc's hidden lines stay out of the page.
    assert!(!md.contains("# Ok::<"));
    // Each method is charted at the preset, the chart an SVG file beside the page.
    assert!(md.contains("![free_after against copies, preset DlrmReleaseFootprintH100](charts/ReleaseFootprint-DlrmReleaseFootprintH100-free_after.svg)"));
    let svg = page("charts/ReleaseFootprint-DlrmReleaseFootprintH100-free_after.svg");
    assert!(svg.starts_with("<svg"));
    assert!(svg.contains("node_accelerators = 8"), "the limit is drawn");
}

#[test]
fn scenario_members_link_the_laws_they_call() {
    let md = page("PrecisionDividend.md");
    assert!(
        md.contains("- **Laws:** [`kv_cache_size`](laws.md#kv_cache_size)"),
        "{}",
        &md[..md.len().min(2000)]
    );
    let laws = page("laws.md");
    assert!(laws.contains("\n### kv_cache_size\n"));
    assert!(
        laws.contains("[`PrecisionDividend.kv_per_request`](PrecisionDividend.md#kv_per_request)")
    );
    assert!(laws.contains("the reference's `mlsysim.physics.memory.calc_kv_cache_size`"));
}

#[test]
fn release_footprint_html_has_working_links() {
    let html = page("html/ReleaseFootprint.html");
    assert!(html.contains("<h3 id=\"copy_bytes\">copy_bytes</h3>"));
    assert!(html.contains("<a href=\"#copy_bytes\"><code>copy_bytes</code></a>"));
    assert!(html.contains(
        "<a href=\"family-operations.html#ml-operations-releases-automation-skew-and-drift\">"
    ));
    assert!(!html.contains(".md\""), "a link still points at Markdown");
    // The only script is the search, loaded from its file; the page is whole without it.
    assert_eq!(html.matches("<script").count(), 1);
    assert!(html.contains("<script src=\"search.js\"></script>"));
    // The chart is drawn in the page, not linked.
    assert!(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(!html.contains("<img"));
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
        hw.contains(
            "`Cloud.H100`<br />NVIDIA H100 · *datasheet* | 80 GiB | 3.35 TB/s | 989 TFLOP/s | "
        ),
        "{}",
        &hw[..600]
    );
    // Rates by precision, each unit written once.
    assert!(hw.contains(
        "| fp16_dense\u{a0}989, fp16_sparse\u{a0}1979, fp32\u{a0}67, fp8\u{a0}1979, tf32\u{a0}494.5, \
         tf32_sparse\u{a0}989\u{a0}TFLOP/s; int8\u{a0}1979, int8_sparse\u{a0}3958\u{a0}TOPS | 700 W |"
    ));
    assert!(hw.contains("13.5 TiB"));
    let models = page("models.md");
    assert!(models.contains("`Recommendation.DLRM`<br />DLRM · *literature* | — | 100 GB |"));
    assert!(models.contains("`Language.GPT3`<br />GPT-3 (175B) · *literature* | 175 billion |"));
    // A count that words would round is written out whole.
    assert!(models.contains("`Vision.ResNet50`<br />ResNet-50 · *literature* | 25557032 |"));
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
    assert!(
        page.content
            .contains("- `accelerators_per_copy = ceil(copy_fraction) = ceil(1.164) = 2`")
    );
}

/// On the HTML page a worked step is typeset: its symbols, the same equation with the values
/// in it, and the result, one row each, with the text line kept as the `alttext`.
#[test]
fn the_html_worked_solution_is_typeset_with_its_values() {
    let page = pages(Format::Html)
        .into_iter()
        .find(|p| p.path == "html/ReleaseFootprint.html")
        .unwrap();
    let step = "alttext=\"accelerators_per_copy = ceil(copy_fraction) = ceil(1.164) = 2\"";
    let at = page.content.find(step).expect("the step is typeset");
    let math = &page.content[at..at + page.content[at..].find("</math>").unwrap()];
    assert_eq!(math.matches("<mtr>").count(), 3, "{math}");
    assert!(math.contains("<mo>⌈</mo><mn>1.164</mn>"), "{math}");
    assert!(
        !page.content.contains("self::weights"),
        "no internal path on the page"
    );
}

#[test]
fn a_scenario_with_a_device_and_an_intensity_shows_its_roofline() {
    let all = pages(Format::Both);
    let md = all.iter().find(|p| p.path == "EmbeddingGather.md").unwrap();
    assert!(md.content.contains("## Roofline"), "no roofline section");
    assert!(
        md.content
            .contains("(charts/EmbeddingGather-CriteoShapedRequestOnH100-roofline.svg)")
    );
    let html = all
        .iter()
        .find(|p| p.path == "html/EmbeddingGather.html")
        .unwrap();
    let roofline = &html.content[html.content.find("id=\"roofline\"").unwrap()..];
    assert!(roofline.contains("<svg") && roofline.contains("ridge = 295.2 FLOP/B"));
}

#[test]
fn an_allreduce_schedule_charts_ring_and_tree_against_message_size() {
    let preset = catalog::presets()
        .into_iter()
        .find(|p| p.name == "DdpBucketRingNdr")
        .unwrap();
    let scenario = (preset.build)().unwrap();
    let c = mlsysim_docs::allreduce::of(scenario.as_ref()).expect("curves");
    assert_eq!(c.group, 1024);
    // The tree is faster below the crossover and the ring above it; the two meet at it.
    for (ring, tree) in c.ring.iter().zip(&c.tree) {
        assert_eq!(ring.0, tree.0);
        if ring.0 < c.crossover * 0.99 {
            assert!(tree.1 < ring.1, "at {} B", ring.0);
        } else if ring.0 > c.crossover * 1.01 {
            assert!(ring.1 < tree.1, "at {} B", ring.0);
        }
    }
    let middle = c.ring.len() / 2;
    assert!((c.ring[middle].1 / c.tree[middle].1 - 1.0).abs() < 1e-9);
    // A scenario that schedules no AllReduce has no such chart.
    let other = catalog::presets()
        .into_iter()
        .find(|p| p.name == "DlrmReleaseFootprintH100")
        .unwrap();
    assert!(mlsysim_docs::allreduce::of((other.build)().unwrap().as_ref()).is_none());
    let md = page("AllReduceSchedule.md");
    assert!(md.contains("## AllReduce time against message size"));
    assert!(md.contains("(charts/AllReduceSchedule-DdpBucketRingNdr-allreduce.svg)"));
}

/// Every equation a page shows is notation, never raw Rust as the first thing read: each
/// member's `Equation:` on the scenario pages is typeset MathML or the words its declaration
/// gives for a body (`for each network, ...`), and each law's body reads as an equation, or the
/// law describes in words the algorithm it is. Listed by page and text when one is code instead.
#[test]
fn every_equation_on_every_page_is_typeset() {
    let label = "<strong>Equation:</strong> ";
    let mut code = Vec::new();
    let (mut typeset, mut in_words) = (0, 0);
    for page in pages(Format::Html) {
        for rest in page.content.split(label).skip(1) {
            if rest.starts_with("<span class=\"equation\"><math ") {
                typeset += 1;
            } else if rest.starts_with("<code>") {
                let shown: String = rest.chars().take(90).collect();
                code.push(format!("{}: {shown}", page.path));
            } else {
                in_words += 1;
            }
        }
    }
    // A law that is an algorithm (a loop, a search, state changed step by step) has no equation
    // to typeset: its page gives its summary in words (which every law must have), then the
    // code. Their number may only fall: a new law that is no equation raises it on purpose.
    let algorithms: Vec<&str> = mlsysim_core::laws::laws()
        .into_iter()
        .filter(|law| mlsysim_typeset::law(law.info.equation).is_none())
        .map(|law| law.info.name)
        .collect();
    assert!(
        algorithms.len() <= 38,
        "{} laws are no equation: {}",
        algorithms.len(),
        algorithms.join(", ")
    );
    eprintln!(
        "{typeset} equations typeset, {in_words} in declared words, {} laws shown as code \
         after their summary: {}",
        algorithms.len(),
        algorithms.join(", ")
    );
    assert!(typeset > 1000, "only {typeset} equations typeset");
    assert!(in_words < typeset / 4, "{in_words} equations in words");
    assert!(
        code.is_empty(),
        "{} equations show code where a reader expects notation:\n{}",
        code.len(),
        code.join("\n")
    );
}

/// A scenario's summary (Notes › Equation) is its members' own equations, `name = equation`,
/// each typeset on the HTML page (with its text as the `alttext`): nothing in it is written a
/// second time, so nothing in it can drift from the code. A member whose equation has no
/// typeset form (one given in words) is listed; their number may only fall.
#[test]
fn every_summary_line_is_a_member_equation_and_is_typeset() {
    let scenarios = catalog::scenarios();
    let mut untypeset = Vec::new();
    let mut lines = 0;
    for page in pages(Format::Html) {
        let Some(name) = page
            .path
            .strip_prefix("html/")
            .and_then(|p| p.strip_suffix(".html"))
        else {
            continue;
        };
        let Some(scenario) = scenarios.iter().find(|s| s.name == name) else {
            continue;
        };
        // A scenario of inputs alone (a contract other scenarios read) has nothing to sum up.
        assert!(
            !scenario.notes.summary.is_empty()
                || (scenario.properties.is_empty() && scenario.methods.is_empty()),
            "{name} has no summary: every scenario with members has one nothing else reads"
        );
        for member in scenario.notes.summary {
            let info = scenario.member(member).expect("a summary names members");
            lines += 1;
            let line = mlsysim_docs::summary_line(info);
            let alttext = line
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('"', "&quot;");
            if !page.content.contains(&format!("alttext=\"{alttext}\"")) {
                untypeset.push(format!("{name}: {line}"));
            }
        }
    }
    eprintln!("{lines} summary lines, {} not typeset", untypeset.len());
    assert!(lines > 500, "only {lines} summary lines");
    assert!(
        untypeset.len() <= 56,
        "summary lines not typeset ({}):\n{}",
        untypeset.len(),
        untypeset.join("\n")
    );
}

/// The sidebar is a narrow column: every family and section is listed under a title that fits
/// it, and a section whose heading is longer says how it is listed (`.listed_as("...")`).
#[test]
fn sidebar_titles_fit_a_narrow_column() {
    const WIDEST: usize = 28;
    let mut too_long = Vec::new();
    for family in mlsysim_core::catalog::families() {
        let mut f = Some(family);
        while let Some(current) = f {
            if current.short_title.chars().count() > WIDEST {
                too_long.push(format!("{} ({})", current.short_title, current.name));
            }
            f = current.parent;
        }
    }
    assert!(
        too_long.is_empty(),
        "titles over {WIDEST} characters; list each with `.listed_as(\"...\")`:\n{}",
        too_long.join("\n")
    );
    let page = pages(Format::Html)
        .into_iter()
        .find(|p| p.path == "html/KvDecodeBatch.html")
        .unwrap();
    assert!(
        page.content.contains(
            "title=\"Serving a stream of tokens on one machine\">Token streams on one machine</a>"
        ),
        "the sidebar lists a long section by its short title, the heading as its tooltip"
    );
}
