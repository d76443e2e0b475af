//! The HTML site in a real browser: headless Chromium loads the pages from a folder (as a
//! reader opening `docs/reference/html/index.html` would), runs the search script, and the
//! test reads the DOM it leaves.
//!
//! It needs Chromium, so it runs only with `MLSYSIM_BROWSER=1` (`.ci/run` installs Chromium
//! and sets it); without it the test passes at once and says it did nothing. `MLSYSIM_CHROMIUM`
//! names the browser when it is not `chromium` on the `PATH`.

use mlsysim_catalog as _;
use mlsysim_docs::{Format, write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longer than a cold start of Chromium on a loaded two-core machine, far shorter than a hang.
const LIMIT: Duration = Duration::from_secs(60);

fn browser() -> Option<String> {
    if let Ok(named) = std::env::var("MLSYSIM_CHROMIUM") {
        return Some(named);
    }
    [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ]
    .into_iter()
    .find(|name| {
        Command::new(name)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
    .map(str::to_string)
}

struct Browser {
    program: String,
    profile: PathBuf,
}

impl Browser {
    /// Runs Chromium headless on `url` with `extra` arguments; its standard output.
    fn run(&self, url: &str, extra: &[&str]) -> String {
        let mut child = Command::new(&self.program)
            .args([
                "--headless",
                // Root in a container has no user namespace for Chromium's sandbox; these are
                // our own pages from a local folder.
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--hide-scrollbars",
                // Time enough for the scripts, run at once rather than waited for.
                "--virtual-time-budget=5000",
            ])
            .arg(format!("--user-data-dir={}", self.profile.display()))
            .args(extra)
            .arg(url)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("starting {}: {e}", self.program));
        // The page's DOM is read while the browser runs: a DOM larger than the pipe's buffer
        // would otherwise leave the browser blocked on its write, never finishing.
        let mut stdout = child.stdout.take().expect("the browser's output");
        let reader = std::thread::spawn(move || {
            let mut out = Vec::new();
            let _ = std::io::Read::read_to_end(&mut stdout, &mut out);
            out
        });
        let started = Instant::now();
        loop {
            match child.try_wait().expect("waiting for the browser") {
                Some(_) => break,
                None if started.elapsed() > LIMIT => {
                    let _ = child.kill();
                    panic!("{} did not finish {url} within {LIMIT:?}", self.program);
                }
                None => std::thread::sleep(Duration::from_millis(50)),
            }
        }
        let output = reader.join().expect("reading the browser's output");
        String::from_utf8_lossy(&output).into_owned()
    }

    fn dom(&self, url: &str) -> String {
        self.run(url, &["--dump-dom"])
    }
}

fn url(dir: &Path, page: &str) -> String {
    format!("file://{}/{page}", dir.display())
}

/// A copy of the site's page `page`, named `copy`, with `script` run at its end (the test's
/// way to type, press keys or measure in a page); its URL.
fn with_script(site: &Path, page: &str, copy: &str, script: &str) -> String {
    let html = std::fs::read_to_string(site.join(page)).expect("a page of the site");
    std::fs::write(
        site.join(copy),
        html.replace("</body>", &format!("{script}\n</body>")),
    )
    .expect("writing the page with the test's script");
    url(site, copy)
}

/// The links of the search results in a dumped DOM, in order.
fn result_links(dom: &str) -> Vec<&str> {
    dom.split("<li class=\"search-result\"><a href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect()
}

#[test]
fn the_site_works_in_a_browser() {
    if std::env::var("MLSYSIM_BROWSER").as_deref() != Ok("1") {
        eprintln!("browser test skipped: set MLSYSIM_BROWSER=1 to run it (needs Chromium)");
        return;
    }
    let program = browser().expect(
        "MLSYSIM_BROWSER=1 but no Chromium found: install it (`apt-get install chromium`) or \
         name it in MLSYSIM_CHROMIUM",
    );
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser");
    let _ = std::fs::remove_dir_all(&root);
    write(&root.join("site"), Format::Html).expect("writing the site");
    let site = root.join("site/html");
    let chromium = Browser {
        program,
        profile: root.join("profile"),
    };

    the_home_page_loads_with_its_search_box(&chromium, &site);
    search_finds_names_and_summaries(&chromium, &site);
    typing_in_the_header_box_shows_the_best_matches(&chromium, &site);
    a_scenario_page_draws_its_charts(&chromium, &site);
    a_typo_and_a_synonym_still_find_what_is_meant(&chromium, &site);
    arrow_down_moves_from_the_box_to_the_first_result(&chromium, &site);
    no_page_scrolls_sideways_on_a_phone(&chromium, &site);
    a_screenshot_is_drawn(&chromium, &site, &root);
}

/// The home page loads, with its sidebar; the search script ran and showed the box.
fn the_home_page_loads_with_its_search_box(chromium: &Browser, site: &Path) {
    let index = chromium.dom(&url(site, "index.html"));
    assert!(
        index.contains("<h1 id=\"mlsysim-rs-reference\">"),
        "{index}"
    );
    assert!(index.contains("<nav id=\"sidebar\" class=\"sidebar\""));
    assert!(
        index.contains("<form id=\"search\" class=\"search\" action=\"search.html\" method=\"get\" role=\"search\">"),
        "the search box is still hidden: search.js did not run"
    );
}

/// A scenario's name finds its page first; a node's short name finds the node.
fn search_finds_names_and_summaries(chromium: &Browser, site: &Path) {
    let search = chromium.dom(&url(site, "search.html?q=KvDecodeBatch"));
    let found = result_links(&search);
    assert_eq!(found.first(), Some(&"KvDecodeBatch.html"), "{search}");
    let search = chromium.dom(&url(site, "search.html?q=H100"));
    assert_eq!(
        result_links(&search).first(),
        Some(&"hardware.html#cloud-h100"),
        "{search}"
    );
    // Words of a summary find what they describe.
    let search = chromium.dom(&url(site, "search.html?q=retraining%20interval"));
    assert!(
        result_links(&search).contains(&"RetrainingInterval.html"),
        "{search}"
    );
}

/// Typing in the header box of any page shows the best matches under it (the index loaded
/// on first use). The page is the home page with a script typing into its box.
fn typing_in_the_header_box_shows_the_best_matches(chromium: &Browser, site: &Path) {
    let typing = "<script>var box = document.querySelector('#search input[name=\"q\"]'); \
                  box.value = 'kv cache size'; box.dispatchEvent(new Event('input'));</script>";
    let typed = chromium.dom(&with_script(site, "index.html", "typing.html", typing));
    let popup = typed
        .split_once("<ol class=\"search-popup search-results\">")
        .map(|(_, rest)| &rest[..rest.find("</ol>").unwrap_or(rest.len())])
        .expect("the results under the box are shown");
    assert!(
        result_links(popup).contains(&"laws.html#kv_cache_size"),
        "{popup}"
    );
    assert!(result_links(popup).len() <= 8);
}

/// The scenario's page draws its charts in the page.
fn a_scenario_page_draws_its_charts(chromium: &Browser, site: &Path) {
    let page = chromium.dom(&url(site, "KvDecodeBatch.html"));
    assert!(page.contains("<svg"), "no chart on the page");
    assert!(page.contains("<a href=\"KvDecodeBatch.html\" aria-current=\"page\">"));
}

/// A typo and a synonym still find what is meant.
fn a_typo_and_a_synonym_still_find_what_is_meant(chromium: &Browser, site: &Path) {
    let search = chromium.dom(&url(site, "search.html?q=KvDecodBatch"));
    assert_eq!(
        result_links(&search).first(),
        Some(&"KvDecodeBatch.html"),
        "{search}"
    );
    let search = chromium.dom(&url(site, "search.html?q=vram"));
    let found = result_links(&search);
    assert!(
        !found.is_empty() && !search.contains("Nothing matches"),
        "no synonym of `vram` found: {search}"
    );
}

/// The keyboard: ArrowDown from the box moves to the first result under it.
fn arrow_down_moves_from_the_box_to_the_first_result(chromium: &Browser, site: &Path) {
    let keys = "<script>var box = document.querySelector('#search input[name=\"q\"]'); \
                box.focus(); box.value = 'KvDecodeBatch'; box.dispatchEvent(new Event('input')); \
                var tries = 0; (function wait() { \
                  var first = document.querySelector('.search-popup a'); \
                  if (!first && tries++ < 50) { setTimeout(wait, 50); return; } \
                  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })); \
                  var at = document.activeElement; \
                  document.body.setAttribute('data-focused', at && at.getAttribute('href') || 'none'); \
                })();</script>";
    let keyed = chromium.dom(&with_script(site, "index.html", "keys.html", keys));
    assert!(
        keyed.contains("data-focused=\"KvDecodeBatch.html\""),
        "ArrowDown did not reach the first result: {}",
        keyed
            .split("<body")
            .nth(1)
            .unwrap_or("")
            .chars()
            .take(300)
            .collect::<String>()
    );
}

/// On a phone (390 px wide) no page scrolls sideways, the title is on the first screen,
/// and the sidebar is a drawer behind the Menu button.
fn no_page_scrolls_sideways_on_a_phone(chromium: &Browser, site: &Path) {
    let measure = "<script>window.addEventListener('load', function () { \
                   var d = document.documentElement; var h = document.querySelector('h1'); \
                   var wide = d.scrollWidth > window.innerWidth; \
                   var seen = h && h.getBoundingClientRect().top < window.innerHeight; \
                   var nav = getComputedStyle(document.getElementById('sidebar')).display; \
                   document.body.setAttribute('data-phone', (wide ? 'wide-' + d.scrollWidth : 'fits') \
                     + ' ' + (seen ? 'title-seen' : 'title-unseen') + ' nav-' + nav); });</script>";
    let registry_page = std::fs::read_dir(site)
        .expect("the site")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("registry-") && n.ends_with(".html"))
        .min()
        .expect("a registry page");
    for page in [
        "index.html",
        "KvDecodeBatch.html",
        "AllReduceSchedule.html",
        "TransformerBlock.html",
        "hardware.html",
        "laws.html",
        "units.html",
        registry_page.as_str(),
    ] {
        let measured = with_script(site, page, &format!("phone-{page}"), measure);
        let dom = chromium.run(&measured, &["--dump-dom", "--window-size=390,844"]);
        let at = dom
            .split("data-phone=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or("not measured");
        assert_eq!(at, "fits title-seen nav-none", "{page} on a phone");
    }
}

/// A screenshot is drawn (the page lays out and paints).
fn a_screenshot_is_drawn(chromium: &Browser, site: &Path, root: &Path) {
    let shot = root.join("search.png");
    chromium.run(
        &url(site, "search.html?q=KvDecodeBatch"),
        &[
            &format!("--screenshot={}", shot.display()),
            "--window-size=1280,900",
        ],
    );
    let size = std::fs::metadata(&shot).map_or(0, |m| m.len());
    assert!(size > 10_000, "the screenshot has {size} bytes");
}
