//! Names that name nothing: "did you mean" suggestions, and user text cut for messages.

use std::fmt;

/// A name that is not in a registry or catalog, with the closest names that are.
///
/// The message always says what is accepted: the close names when there are any ("did you
/// mean"), else every accepted name when there are few, else the closest of them, ranked the
/// same way, and where the whole list is (see [`UnknownName::listed_by`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName {
    /// What was searched: `model`, `hardware`, `scenario`, `preset`, ...
    pub what: &'static str,
    pub name: String,
    /// The names close enough to be what was meant, closest first.
    pub suggestions: Vec<String>,
    /// Every accepted name, closest first (ties in alphabetical order).
    pub ranked: Vec<String>,
    /// Where every accepted name is listed (`mlsysim zoo hardware`), if anywhere.
    pub listed_by: Option<&'static str>,
}

/// Accepted names listed in full when none is close; more are cut to the closest few.
const LIST_ALL_UP_TO: usize = 16;
const CLOSEST_SHOWN: usize = 5;

impl UnknownName {
    pub fn new<'a>(
        what: &'static str,
        name: &str,
        candidates: impl Iterator<Item = &'a str>,
    ) -> Self {
        // A name typed by a user is cut for the message: a hostile argument is not echoed whole.
        UnknownName {
            what,
            name: truncate(name),
            suggestions: Vec::new(),
            ranked: Vec::new(),
            listed_by: None,
        }
        .with_extra_candidates(candidates)
    }

    /// Ranks more candidates in with those already known; suggests the three closest.
    pub fn with_extra_candidates<'a>(mut self, candidates: impl Iterator<Item = &'a str>) -> Self {
        let mut scored: Vec<(f64, String)> = self
            .ranked
            .drain(..)
            .chain(candidates.map(str::to_string))
            .map(|c| (similarity(&self.name, &c), c))
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let mut seen = std::collections::HashSet::new();
        scored.retain(|(_, c)| seen.insert(c.clone()));
        // Only names about as close as the closest: a clear winner is suggested alone.
        let best = scored.first().map_or(0.0, |(score, _)| *score);
        self.suggestions = scored
            .iter()
            .filter(|(score, _)| *score >= 0.8 && best - score < 0.03)
            .take(3)
            .map(|(_, c)| c.clone())
            .collect();
        self.ranked = scored.into_iter().map(|(_, c)| c).collect();
        self
    }

    /// Names where the whole list of accepted names is, for a message that cannot show it.
    pub fn listed_by(mut self, place: &'static str) -> Self {
        self.listed_by = Some(place);
        self
    }
}

/// How alike a typed name is to a candidate, without regard to case or separators: the best of
/// the whole names, the typed name against the candidate's last part, and (when the user typed a
/// path) the last parts against each other, so that a right name in the wrong family
/// (`Vision.DLRM`) finds itself (`Recommendation.DLRM`) before a near name in the typed family.
fn similarity(typed: &str, candidate: &str) -> f64 {
    let norm = |s: &str| s.to_ascii_lowercase().replace(['_', '-', ' '], "");
    let last = |s: &str| s.rsplit('.').next().unwrap_or(s).to_string();
    let whole = strsim::jaro_winkler(&norm(typed), &norm(candidate));
    let against_last = strsim::jaro_winkler(&norm(typed), &norm(&last(candidate)));
    let last_parts = if typed.contains('.') {
        strsim::jaro_winkler(&norm(&last(typed)), &norm(&last(candidate)))
    } else {
        0.0
    };
    whole.max(against_last).max(last_parts)
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let quoted = |names: &[String]| format!("`{}`", names.join("`, `"));
        write!(f, "unknown {} `{}`", self.what, self.name)?;
        match self.suggestions.as_slice() {
            [one] => return write!(f, "; did you mean `{one}`?"),
            [_, ..] => {
                return write!(f, "; did you mean one of {}?", quoted(&self.suggestions));
            }
            [] => {}
        }
        match self.ranked.len() {
            0 => write!(f, "; there is none to choose from")?,
            n if n <= LIST_ALL_UP_TO => write!(f, "; accepted: {}", quoted(&self.ranked))?,
            n => write!(
                f,
                "; the closest of the {n} accepted are {}",
                quoted(&self.ranked[..CLOSEST_SHOWN])
            )?,
        }
        match self.listed_by {
            Some(place) if self.ranked.len() > LIST_ALL_UP_TO => {
                write!(f, " ({place} lists them all)")
            }
            _ => Ok(()),
        }
    }
}

impl std::error::Error for UnknownName {}

/// Long user text is cut in messages, so a hostile argument cannot flood the terminal.
pub fn truncate(text: &str) -> String {
    const MAX: usize = 60;
    match text.char_indices().nth(MAX) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}
