//! The HTML site has no broken link: every `href` and `src` names a file of the site, every
//! `#anchor` is an `id` on the page it points into, and so is every link of the search index.
//! Each page's sidebar opens the current page's family and marks the page itself.

use mlsysim_catalog as _;
use mlsysim_core::catalog;
use mlsysim_docs::{Format, pages};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// The site's files by name (relative to `html/`).
/// The HTML site by file name, rendered once for all the tests of this file.
fn site() -> &'static BTreeMap<String, String> {
    static SITE: OnceLock<BTreeMap<String, String>> = OnceLock::new();
    SITE.get_or_init(|| {
        pages(Format::Html)
            .into_iter()
            .map(|p| (p.path.trim_start_matches("html/").to_string(), p.content))
            .collect()
    })
}

/// The values of `attribute="..."` in an HTML text.
fn attribute_values<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let marker = format!(" {attribute}=\"");
    html.split(marker.as_str())
        .skip(1)
        .filter_map(|rest| rest.find('"').map(|end| &rest[..end]))
        .collect()
}

/// `%C2%B5` -> `µ`: browsers compare anchors after percent-decoding.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Why `link`, found on `from`, goes nowhere; `None` when it resolves.
fn broken(
    site: &BTreeMap<String, String>,
    ids: &BTreeMap<&str, BTreeSet<String>>,
    from: &str,
    link: &str,
) -> Option<String> {
    if link.starts_with("http://") || link.starts_with("https://") || link.starts_with("mailto:") {
        return None;
    }
    let (file, fragment) = link
        .split_once('#')
        .map_or((link, None), |(f, a)| (f, Some(a)));
    // A query (`search.html?q=`) is read by the page's script, not resolved as a file.
    let file = file.split('?').next().unwrap_or(file);
    let target = if file.is_empty() { from } else { file };
    if !site.contains_key(target) {
        return Some(format!("{from}: `{link}` names no page of the site"));
    }
    let fragment = percent_decoded(fragment?);
    (!ids[target].contains(&fragment))
        .then(|| format!("{from}: `{link}` names no id `{fragment}` on {target}"))
}

#[test]
fn every_link_and_anchor_of_the_site_resolves() {
    let site = site();
    let ids: BTreeMap<&str, BTreeSet<String>> = site
        .iter()
        .map(|(name, html)| {
            let found = attribute_values(html, "id")
                .into_iter()
                .map(percent_decoded)
                .collect();
            (name.as_str(), found)
        })
        .collect();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, html) in site.iter().filter(|(n, _)| n.ends_with(".html")) {
        for link in attribute_values(html, "href")
            .into_iter()
            .chain(attribute_values(html, "src"))
        {
            checked += 1;
            failures.extend(broken(site, &ids, name, link));
        }
    }
    let index: serde_json::Value =
        serde_json::from_str(&site["search-index.json"]).expect("the search index is JSON");
    let entries = index["entries"].as_array().expect("entries");
    for entry in entries {
        let url = entry[4].as_str().expect("every entry has a link");
        checked += 1;
        failures.extend(broken(site, &ids, "search-index.json", url));
    }
    assert!(
        failures.is_empty(),
        "{} broken links:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // Every page, its sidebar and breadcrumbs, and the index: tens of thousands of links.
    assert!(checked > 10_000, "only {checked} links checked");
    assert!(entries.len() > 1_000, "{} search entries", entries.len());
}

/// The argument of `window.mlsysimSearch.<call>(...)` in a piece of the index, as JSON.
fn piece_argument(script: &str, call: &str) -> serde_json::Value {
    let inner = script
        .trim_end()
        .strip_prefix(&format!("window.mlsysimSearch.{call}("))
        .and_then(|rest| rest.strip_suffix(");"))
        .unwrap_or_else(|| panic!("the piece calls {call}"));
    serde_json::from_str(&format!("[{inner}]")).expect("the piece's argument is JSON")
}

/// The pieces the browser loads hold the whole index: every entry's kind, name, context and
/// link from the names piece, its summary from the summary pieces, and each of its words in
/// the word piece of the word's first letter.
#[test]
fn the_search_pieces_hold_the_json_index() {
    let site = site();
    let index: serde_json::Value = serde_json::from_str(&site["search-index.json"]).unwrap();
    let entries = index["entries"].as_array().unwrap();
    let names = &piece_argument(&site["search-names.js"], "names")[0];
    let table = |key: &str| names[key].as_array().unwrap().clone();
    let (kinds, contexts, pages) = (table("kinds"), table("contexts"), table("pages"));
    let rows = names["entries"].as_array().unwrap();
    assert_eq!(rows.len(), entries.len());
    let chunk = names["summaryChunk"].as_u64().unwrap() as usize;
    let summaries: Vec<_> = (0..rows.len().div_ceil(chunk))
        .map(|n| piece_argument(&site[&format!("search-summaries-{n}.js")], "summaries"))
        .collect();
    for (id, (row, entry)) in rows.iter().zip(entries).enumerate() {
        let page = pages[row[3].as_u64().unwrap() as usize].as_str().unwrap();
        let name = row[1].as_str().unwrap();
        let url = match row[4].as_u64() {
            Some(0) => page.to_string(),
            Some(1) => format!("{page}#{name}"),
            Some(2) => format!("{page}#{}", name.to_lowercase()),
            Some(3) => format!("{page}#{}", name.to_lowercase().replace('.', "-")),
            _ => format!("{page}#{}", row[4].as_str().unwrap()),
        };
        let rebuilt = serde_json::json!([
            kinds[row[0].as_u64().unwrap() as usize],
            row[1],
            contexts[row[2].as_u64().unwrap() as usize],
            summaries[id / chunk][1][id % chunk],
            url
        ]);
        assert_eq!(&rebuilt, entry, "entry {id}");
    }
    // Each word piece lists words of its letter, each with entries that exist.
    let letters = names["letters"].as_str().unwrap();
    assert!(letters.len() > 20, "{letters}");
    for letter in letters.chars() {
        let piece = piece_argument(&site[&format!("search-words-{letter}.js")], "words");
        for (word, ids) in piece[1].as_object().unwrap() {
            assert!(
                word.starts_with(letter) || letter == '_',
                "{word} in {letter}"
            );
            assert!(
                ids.as_array()
                    .unwrap()
                    .iter()
                    .all(|id| (id.as_u64().unwrap() as usize) < rows.len())
            );
        }
    }
    // The first keystroke reads the names alone: a fraction of the whole index.
    let whole = site["search-index.json"].len();
    let first = site["search-names.js"].len();
    assert!(
        first * 3 < whole,
        "the names piece is {first} bytes of {whole}"
    );
}

#[test]
fn each_page_opens_its_family_and_marks_itself() {
    let site = site();
    for s in catalog::scenarios() {
        let html = &site[&format!("{}.html", s.name)];
        let sidebar = &html[..html.find("<main>").expect("the page has a main part")];
        assert!(
            sidebar.contains(&format!(
                "<a href=\"{0}.html\" aria-current=\"page\">{0}</a>",
                s.name
            )),
            "{} is not marked in its sidebar",
            s.name
        );
        assert_eq!(
            sidebar.matches(" aria-current=\"page\"").count(),
            1,
            "{}",
            s.name
        );
        // Its family and section are open; the others are closed.
        let open = sidebar.matches("<details open=\"open\">").count();
        let depth = std::iter::successors(Some(s.family), |f| f.parent).count();
        assert_eq!(open, depth, "{}: {open} groups open", s.name);
        let crumbs = &html[html.find("class=\"breadcrumbs\"").unwrap()..];
        let crumbs = &crumbs[..crumbs.find("</nav>").unwrap()];
        assert!(crumbs.contains(s.family.title) && crumbs.contains(s.family.root().title));
    }
}

#[test]
fn the_checker_finds_what_is_missing() {
    let site: BTreeMap<String, String> = [
        ("a.html".to_string(), "<h2 id=\"µs\">".to_string()),
        ("b.html".to_string(), String::new()),
    ]
    .into();
    let ids: BTreeMap<&str, BTreeSet<String>> = site
        .iter()
        .map(|(n, html)| {
            let found = attribute_values(html, "id")
                .into_iter()
                .map(percent_decoded);
            (n.as_str(), found.collect())
        })
        .collect();
    assert_eq!(broken(&site, &ids, "b.html", "a.html#%C2%B5s"), None);
    assert_eq!(broken(&site, &ids, "a.html", "#µs"), None);
    assert_eq!(broken(&site, &ids, "a.html", "b.html?q=x"), None);
    assert!(broken(&site, &ids, "b.html", "a.html#ms").is_some());
    assert!(broken(&site, &ids, "a.html", "c.html").is_some());
    assert!(broken(&site, &ids, "a.html", "#").is_some());
}
