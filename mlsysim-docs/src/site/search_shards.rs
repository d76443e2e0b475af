//! The search index as the browser loads it: in pieces, so that the first keystroke reads a
//! small file and the rest comes only when a query needs it. Each piece is a script calling
//! `window.mlsysimSearch` (a page opened from a folder with `file://` may load a script, but
//! not fetch a JSON file):
//!
//! - `search-names.js`: every entry's kind, name, context and link, with the names and
//!   contexts written once each. Enough to rank by name, loaded on the first keystroke.
//! - `search-words-<c>.js`: the words of every entry's name, context and summary that begin
//!   with `c`, each with the entries it occurs in. A query loads the pieces of its words'
//!   first letters (and of their synonyms'), for matches in the text and near misses.
//! - `search-summaries-<n>.js`: the summaries of entries `n × SUMMARY_CHUNK` onwards, loaded
//!   for the results shown.
//!
//! The words are cut as `search.js` cuts a query (`words`), so both sides agree on what a word
//! is; words too common to tell entries apart are left out and listed in the names piece, for
//! the script to skip in a query.

use super::search::{Entry, json_string};
use std::collections::BTreeMap;

/// Summaries per `search-summaries-<n>.js`.
pub const SUMMARY_CHUNK: usize = 256;

/// Words of the summaries that say nothing about what an entry is.
/// The words of a question (`how many GPUs`) are among them.
const COMMON_WORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "by", "do", "does", "each", "for", "from", "how",
    "i", "in", "is", "it", "its", "many", "much", "my", "need", "of", "on", "one", "or", "that",
    "the", "their", "to", "what", "which", "with",
];

/// The words of a text as the search script cuts them: CamelCase split apart, a number split
/// from the letters after it, lower case, letters and digits (and `µ`, `²`) only.
pub fn words(text: &str) -> Vec<String> {
    let mut spaced = String::with_capacity(text.len() + 8);
    let mut previous: Option<char> = None;
    for c in text.chars() {
        let after = |test: fn(&char) -> bool| previous.as_ref().is_some_and(test);
        // `KvDecode` is `kv decode`; `80GB` is `80 gb`, as the text `80 GB` is.
        let camel =
            c.is_ascii_uppercase() && after(|p| p.is_ascii_lowercase() || p.is_ascii_digit());
        let number_then_letters = c.is_ascii_alphabetic() && after(char::is_ascii_digit);
        if camel || number_then_letters {
            spaced.push(' ');
        }
        spaced.push(c);
        previous = Some(c);
    }
    spaced
        .to_lowercase()
        .split(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == 'µ' || c == '²'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The piece a word's postings are in: its first letter or digit, `_` for anything else.
pub fn shard_of(word: &str) -> char {
    match word.chars().next() {
        Some(c) if c.is_ascii_lowercase() || c.is_ascii_digit() => c,
        _ => '_',
    }
}

/// Each value once, in order of first use, and each use as its position.
struct Interned<'a> {
    values: Vec<&'a str>,
    at: BTreeMap<&'a str, usize>,
}

impl<'a> Interned<'a> {
    fn new() -> Self {
        Interned {
            values: Vec::new(),
            at: BTreeMap::new(),
        }
    }

    fn of(&mut self, value: &'a str) -> usize {
        *self.at.entry(value).or_insert_with(|| {
            self.values.push(value);
            self.values.len() - 1
        })
    }

    fn json(&self) -> String {
        json_list(self.values.iter().map(|v| json_string(v)))
    }
}

fn json_list(items: impl Iterator<Item = String>) -> String {
    format!("[{}]", items.collect::<Vec<_>>().join(","))
}

/// Every piece of the index, as (file name, script), in a fixed order.
pub fn shards(entries: &[Entry]) -> Vec<(String, String)> {
    let postings = postings(entries);
    let letters: String = postings.keys().collect();
    let mut out = vec![("search-names.js".to_string(), names(entries, &letters))];
    for (letter, table) in postings {
        let body: Vec<String> = table
            .iter()
            .map(|(word, ids)| {
                let ids: Vec<String> = ids.iter().map(usize::to_string).collect();
                format!("{}:[{}]", json_string(word), ids.join(","))
            })
            .collect();
        out.push((
            format!("search-words-{letter}.js"),
            format!(
                "window.mlsysimSearch.words(\"{letter}\",{{\n{}\n}});\n",
                body.join(",\n")
            ),
        ));
    }
    for (n, chunk) in entries.chunks(SUMMARY_CHUNK).enumerate() {
        let summaries = json_list(chunk.iter().map(|e| json_string(&e.summary)));
        out.push((
            format!("search-summaries-{n}.js"),
            format!("window.mlsysimSearch.summaries({n},{summaries});\n"),
        ));
    }
    out
}

/// The names piece: the tables of kinds, contexts and pages, then one row per entry,
/// `[kind, name, context, page, fragment]`, where the fragment is `0` for none, `1` for the
/// name itself, `2` for the name in lower case, `3` for that with its dots as dashes (a
/// registry path), and otherwise the anchor as it is; with the word pieces there are and the
/// common words.
fn names(entries: &[Entry], letters: &str) -> String {
    let (mut kinds, mut contexts, mut pages) = (Interned::new(), Interned::new(), Interned::new());
    let rows: Vec<String> = entries
        .iter()
        .map(|e| {
            let (page, fragment) = e.url.split_once('#').unwrap_or((&e.url, ""));
            let lower = e.name.to_lowercase();
            let fragment = match fragment {
                "" => "0".to_string(),
                f if f == e.name => "1".to_string(),
                f if f == lower => "2".to_string(),
                f if f == lower.replace('.', "-") => "3".to_string(),
                f => json_string(f),
            };
            format!(
                "[{},{},{},{},{fragment}]",
                kinds.of(e.kind),
                json_string(&e.name),
                contexts.of(&e.context),
                pages.of(page)
            )
        })
        .collect();
    format!(
        "window.mlsysimSearch.names({{\"kinds\":{},\"contexts\":{},\"pages\":{},\
         \"letters\":{},\"summaryChunk\":{SUMMARY_CHUNK},\"common\":{},\"entries\":[\n{}\n]}});\n",
        kinds.json(),
        contexts.json(),
        pages.json(),
        json_string(letters),
        json_list(COMMON_WORDS.iter().map(|w| json_string(w))),
        rows.join(",\n")
    )
}

/// For each piece, each word and the entries (by position) whose name, context or summary
/// holds it, each entry once.
fn postings(entries: &[Entry]) -> BTreeMap<char, BTreeMap<String, Vec<usize>>> {
    let mut out: BTreeMap<char, BTreeMap<String, Vec<usize>>> = BTreeMap::new();
    for (id, e) in entries.iter().enumerate() {
        let text = format!("{} {} {}", e.name, e.context, e.summary);
        for word in words(&text) {
            if COMMON_WORDS.contains(&word.as_str()) {
                continue;
            }
            let ids = out
                .entry(shard_of(&word))
                .or_default()
                .entry(word)
                .or_default();
            if ids.last() != Some(&id) {
                ids.push(id);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(kind: &'static str, name: &str, context: &str, summary: &str, url: &str) -> Entry {
        Entry {
            kind,
            name: name.into(),
            context: context.into(),
            summary: summary.into(),
            url: url.into(),
        }
    }

    #[test]
    fn words_are_cut_as_the_script_cuts_a_query() {
        assert_eq!(
            words("KvDecodeBatch of the H100, 80 GiB/s; µs² max_batch"),
            [
                "kv", "decode", "batch", "of", "the", "h100", "80", "gi", "b", "s", "µs²", "max",
                "batch"
            ]
        );
    }

    #[test]
    fn every_word_of_an_entry_is_posted_once_under_its_first_letter() {
        let entries = [
            entry(
                "scenario",
                "KvDecodeBatch",
                "Serving",
                "The decode batch of a KV cache.",
                "KvDecodeBatch.html",
            ),
            entry(
                "property",
                "max_batch",
                "KvDecodeBatch",
                "Largest batch.",
                "KvDecodeBatch.html#max_batch",
            ),
        ];
        let table = postings(&entries);
        assert_eq!(table[&'b']["batch"], [0, 1]);
        assert_eq!(table[&'k']["kv"], [0, 1]);
        assert!(
            table.get(&'t').is_none_or(|t| !t.contains_key("the")),
            "common words are left out"
        );
        let pieces = shards(&entries);
        let names = &pieces[0].1;
        assert!(names.contains("[1,\"max_batch\",1,0,1]"), "{names}");
        assert!(names.contains("[0,\"KvDecodeBatch\",0,0,0]"), "{names}");
        assert!(
            pieces
                .iter()
                .any(|(f, s)| f == "search-summaries-0.js" && s.contains("\"Largest batch.\""))
        );
    }
}
