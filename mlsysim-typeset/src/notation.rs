//! An equation written in words and symbols, as a scenario's summary equation or a member given
//! as a body declares it (`compressed = T ÷ r; total = compressed + codec; pays when codec < T
//! (1 − 1/r)`), typeset as MathML: one row per statement, aligned at its equals sign; a letter
//! as a symbol and a word as a word (words in a row as one phrase); `x^(n)`, `x_{k}`, `E_read`
//! and Unicode's `²` and `₀` as scripts; brackets as fences and `√` as a root.
//!
//! Only the shape of the text is read, never its meaning: what comes out is the same text, set
//! as mathematics. Text that is prose rather than notation (a sentence, code in backticks,
//! statements with no operator in any of them) or whose brackets do not pair has no typeset form
//! (`None`), and its page keeps the words.

use super::{block_math, escape, greek, inline_math};

/// The text as a `<math>` element: inline for one statement, a block of rows aligned at their
/// equals signs for several (`a = …; b = …`). `None` when it is prose or its brackets do not pair.
pub fn notation(text: &str) -> Option<String> {
    let atoms = parse(text)?;
    let statements: Vec<&[Atom]> = atoms
        .split(|a| a.is_op(";"))
        .filter(|s| !s.is_empty())
        .collect();
    if !statements.iter().any(|s| s.iter().any(Atom::is_math)) {
        return None;
    }
    if let [only] = statements.as_slice() {
        return Some(inline_math(text, &render(only)));
    }
    let rows: String = statements
        .iter()
        .map(|s| match s.iter().position(|a| a.is_op("=")) {
            // The equals sign in a column of its own: beside a side of words alone (which
            // MathML counts as space), it would lose its spacing.
            Some(eq) => format!(
                "<mtr><mtd>{}</mtd><mtd><mo>=</mo></mtd><mtd>{}</mtd></mtr>",
                render(&s[..eq]),
                render(&s[eq + 1..])
            ),
            None => format!("<mtr><mtd></mtd><mtd></mtd><mtd>{}</mtd></mtr>", render(s)),
        })
        .collect();
    Some(block_math(text, "system", "right center left", &rows))
}

/// One statement's MathML content (no `<math>` around it), as a worked solution shows an
/// equation declared in words; `None` as for [`notation`].
pub(crate) fn statement(text: &str) -> Option<String> {
    let atoms = parse(text)?;
    atoms
        .iter()
        .any(Atom::is_math)
        .then(|| format!("<mrow>{}</mrow>", render(&atoms)))
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Number(String),
    Word(String),
    Op(String),
    Open(char),
    Close(char),
    Sup,
    Sub,
    Space,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    /// One letter (with its accents): a symbol, set in italics.
    Letter,
    /// A word, or words in a row: set upright as a phrase.
    Word,
    Number,
    /// A bracketed group, or a root.
    Group,
    Op,
}

#[derive(Debug, Clone)]
struct Atom {
    kind: Kind,
    /// The text of a letter, word or operator; the MathML of a number or group.
    body: String,
    /// What a `√` takes from a group: its content without the brackets.
    inner: Option<String>,
    sub: Option<String>,
    sup: Option<String>,
    /// Whether the text had a space before it.
    spaced: bool,
}

impl Atom {
    fn new(kind: Kind, body: String, spaced: bool) -> Atom {
        Atom {
            kind,
            body,
            inner: None,
            sub: None,
            sup: None,
            spaced,
        }
    }

    fn is_op(&self, op: &str) -> bool {
        self.kind == Kind::Op && self.body == op
    }

    /// Whether the atom makes its statement notation rather than words.
    fn is_math(&self) -> bool {
        let punctuation = [",", ":", ";", "…", "."].iter().any(|p| self.is_op(p));
        (self.kind == Kind::Op && !punctuation)
            || self.kind == Kind::Group
            || self.sub.is_some()
            || self.sup.is_some()
    }

    fn large_operator(&self) -> bool {
        self.is_op("∑") || self.is_op("∏")
    }

    fn html(&self) -> String {
        let base = match self.kind {
            Kind::Letter | Kind::Word => word(&self.body),
            Kind::Op => format!("<mo>{}</mo>", escape(&self.body)),
            Kind::Number | Kind::Group => self.body.clone(),
        };
        let (under, over) = if self.large_operator() {
            ("munder", ("mover", "munderover"))
        } else {
            ("msub", ("msup", "msubsup"))
        };
        match (&self.sub, &self.sup) {
            (None, None) => base,
            (Some(sub), None) => format!("<{under}>{base}{sub}</{under}>"),
            (None, Some(sup)) => format!("<{0}>{base}{sup}</{0}>", over.0),
            (Some(sub), Some(sup)) => format!("<{0}>{base}{sub}{sup}</{0}>", over.1),
        }
    }
}

/// A letter or a word as MathML: a Greek name as its letter; words in a row as one name.
fn word(text: &str) -> String {
    // A phrase is a name (`cold start`), as a word is: an `mi`, which MathML does not count as
    // space (an operator between two `mtext` would lose its spacing), and which shows a name of
    // several letters upright.
    if text.contains(' ') {
        return format!("<mi>{}</mi>", escape(text));
    }
    let letter = greek(text).map_or_else(|| escape(text), str::to_string);
    format!("<mi>{letter}</mi>")
}

/// Whether a word is one letter, counting an accent on it (`x̂`) as part of it.
fn one_letter(word: &str) -> bool {
    greek(word).is_some() || word.chars().filter(|c| !is_accent(*c)).count() == 1
}

fn is_accent(c: char) -> bool {
    ('\u{300}'..='\u{36f}').contains(&c)
}

fn render(atoms: &[Atom]) -> String {
    let mut out = String::new();
    for (k, atom) in atoms.iter().enumerate() {
        let previous = k.checked_sub(1).map(|p| atoms[p].kind);
        let terms = atom.spaced && atom.kind != Kind::Op;
        if let Some(previous) = previous.filter(|&p| terms && p != Kind::Op) {
            // A space the text puts between two terms: a word's space beside a word, a thin
            // one between symbols (`2 δ M`).
            let wide = atom.kind == Kind::Word || previous == Kind::Word;
            out += if wide {
                "<mspace width=\"0.27em\"/>"
            } else {
                "<mspace width=\"0.17em\"/>"
            };
        }
        out += &atom.html();
    }
    out
}

/// Brackets nested deeper than this are not notation anyone writes; the parser, which recurses
/// once a bracket, refuses them rather than grow its stack with the text.
const DEEPEST: usize = 32;

/// The text's atoms; `None` when it is prose (a sentence, code in backticks), its brackets do
/// not pair or nest too deep.
fn parse(text: &str) -> Option<Vec<Atom>> {
    if text.contains('`') || text.contains(". ") || text.trim_end().ends_with('.') {
        return None;
    }
    let tokens = tokenize(&scripts_spelled(text));
    let mut depth = 0usize;
    for token in &tokens {
        match token {
            Token::Open(_) => depth += 1,
            Token::Close(_) => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth > DEEPEST {
            return None;
        }
    }
    let mut at = 0;
    let atoms = sequence(&tokens, &mut at, None)?;
    (at == tokens.len()).then_some(atoms)
}

/// Atoms up to the bracket `close` (consumed), or to the end when `close` is `None`. `None` when
/// the brackets do not pair.
fn sequence(tokens: &[Token], at: &mut usize, close: Option<char>) -> Option<Vec<Atom>> {
    let mut atoms: Vec<Atom> = Vec::new();
    let mut spaced = false;
    while let Some(token) = tokens.get(*at) {
        *at += 1;
        let atom = match token {
            Token::Space => {
                spaced = true;
                continue;
            }
            Token::Close(c) => return (Some(*c) == close).then_some(atoms),
            Token::Open(c) => {
                let inner = render(&sequence(tokens, at, Some(closing(*c)))?);
                let mut group = Atom::new(
                    Kind::Group,
                    // Brackets of inline notation keep the text's size: nothing in them is
                    // taller than a script, and stretched ones grow with each level of nesting.
                    format!(
                        "<mrow><mo stretchy=\"false\">{c}</mo>{inner}<mo stretchy=\"false\">{}</mo></mrow>",
                        closing(*c)
                    ),
                    spaced,
                );
                group.inner = (*c == '(').then_some(inner);
                group
            }
            Token::Sup | Token::Sub => {
                let script = script(tokens, at)?;
                let last = atoms.last_mut()?;
                let slot = if *token == Token::Sup {
                    &mut last.sup
                } else {
                    &mut last.sub
                };
                if slot.is_some() {
                    // A second script of the same kind (`x^a^b`) is ambiguous: not typeset.
                    return None;
                }
                *slot = Some(script);
                spaced = false;
                continue;
            }
            Token::Word(w) => {
                // Words in a row are one phrase; a letter among them (`free after c copies`)
                // stays a symbol, unless it is the article `a`.
                let symbol = one_letter(w) && w != "a";
                let merged = atoms.last_mut().filter(|last| {
                    spaced
                        && !symbol
                        && (last.kind == Kind::Word || last.body == "a")
                        && last.sub.is_none()
                        && last.sup.is_none()
                });
                if let Some(last) = merged {
                    last.body = format!("{} {w}", last.body);
                    last.kind = Kind::Word;
                    spaced = false;
                    continue;
                }
                lettered(w, spaced)
            }
            Token::Number(n) => Atom::new(Kind::Number, format!("<mn>{n}</mn>"), spaced),
            Token::Op(op) => Atom::new(Kind::Op, op.clone(), spaced),
        };
        spaced = false;
        let root = atom.kind != Kind::Op
            && !atom.spaced
            && atoms.last().is_some_and(|last| last.is_op("√"));
        if let Some(sign) = root.then(|| atoms.pop()).flatten() {
            let content = atom.inner.clone().unwrap_or_else(|| atom.html());
            let root = format!("<msqrt>{content}</msqrt>");
            atoms.push(Atom::new(Kind::Group, root, sign.spaced));
        } else {
            atoms.push(atom);
        }
    }
    close.is_none().then_some(atoms)
}

/// A word as an atom: `E_read`, `σ_Q` and `TTFT_T` are a stem with a subscript, where the stem
/// or the subscript is one letter; `bytes_per_param` is a name.
fn lettered(w: &str, spaced: bool) -> Atom {
    if let Some((stem, sub)) = w.rsplit_once('_') {
        let short = one_letter(stem) || one_letter(sub);
        if short && !stem.is_empty() && !sub.is_empty() && !stem.contains('_') {
            let kind = if one_letter(stem) {
                Kind::Letter
            } else {
                Kind::Word
            };
            let mut atom = Atom::new(kind, stem.to_string(), spaced);
            atom.sub = Some(word(sub));
            return atom;
        }
    }
    let kind = if one_letter(w) {
        Kind::Letter
    } else {
        Kind::Word
    };
    Atom::new(kind, w.to_string(), spaced)
}

/// A script after `^` or `_`: a bracketed group (shown without its brackets) or one token.
fn script(tokens: &[Token], at: &mut usize) -> Option<String> {
    let token = tokens.get(*at)?;
    *at += 1;
    Some(match token {
        Token::Open(c @ ('{' | '(')) => match sequence(tokens, at, Some(closing(*c)))?.as_slice() {
            [one] => one.html(),
            many => format!("<mrow>{}</mrow>", render(many)),
        },
        Token::Word(w) => lettered(w, false).html(),
        Token::Number(n) => format!("<mn>{n}</mn>"),
        Token::Op(op) => format!("<mo>{}</mo>", escape(op)),
        _ => return None,
    })
}

fn closing(open: char) -> char {
    match open {
        '(' => ')',
        '[' => ']',
        '{' => '}',
        '⌈' => '⌉',
        '⌊' => '⌋',
        other => other,
    }
}

/// Unicode's superscript and subscript characters spelled as scripts: `k²` as `k^{2}`, `n₀` as
/// `n_{0}`, `10⁻⁶` as `10^{−6}`.
fn scripts_spelled(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut open: Option<char> = None;
    for c in text.chars() {
        let (mark, plain) = match (plain(c, SUPERSCRIPTS), plain(c, SUBSCRIPTS)) {
            (Some(p), _) => ('^', Some(p)),
            (None, Some(p)) => ('_', Some(p)),
            _ => (' ', None),
        };
        if open.is_some() && open != plain.map(|_| mark) {
            out.push('}');
            open = None;
        }
        match plain {
            Some(p) => {
                if open.is_none() {
                    out.push(mark);
                    out.push('{');
                    open = Some(mark);
                }
                out.push(p);
            }
            None => out.push(c),
        }
    }
    if open.is_some() {
        out.push('}');
    }
    out
}

/// Unicode's superscripts: the digits in order, then the others with what they raise.
const SUPERSCRIPTS: (&str, &[(char, char)]) = (
    "⁰¹²³⁴⁵⁶⁷⁸⁹",
    &[
        ('⁻', '−'),
        ('⁺', '+'),
        ('ᵏ', 'k'),
        ('ᴺ', 'N'),
        ('ʳ', 'r'),
        ('ᵇ', 'b'),
        ('ⁿ', 'n'),
        ('ⁱ', 'i'),
        ('ᵀ', 'T'),
    ],
);

/// Unicode's subscripts, as [`SUPERSCRIPTS`].
const SUBSCRIPTS: (&str, &[(char, char)]) = (
    "₀₁₂₃₄₅₆₇₈₉",
    &[
        ('ₜ', 't'),
        ('ᵣ', 'r'),
        ('ᵢ', 'i'),
        ('ₖ', 'k'),
        ('ₙ', 'n'),
        ('ₘ', 'm'),
        ('ₓ', 'x'),
        ('ₐ', 'a'),
        ('ₑ', 'e'),
        ('₋', '−'),
        ('₊', '+'),
    ],
);

/// The plain character that a superscript or subscript character of a table raises or lowers.
fn plain(c: char, (digits, others): (&str, &[(char, char)])) -> Option<char> {
    if let Some(d) = digits.chars().position(|x| x == c) {
        return char::from_digit(u32::try_from(d).ok()?, 10);
    }
    others
        .iter()
        .find(|(script, _)| *script == c)
        .map(|(_, p)| *p)
}

/// A letter that starts a word; `Σ` and `Π` are the sum and product signs.
fn starts_word(c: char) -> bool {
    c.is_alphabetic() && !matches!(c, 'Σ' | 'Π')
}

fn tokenize(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let start = i;
        i += 1;
        let token = if c.is_whitespace() {
            while chars.get(i).is_some_and(|c| c.is_whitespace()) {
                i += 1;
            }
            Token::Space
        } else if c.is_ascii_digit() || c == '½' {
            i = number_end(&chars, start);
            Token::Number(chars[start..i].iter().collect())
        } else if starts_word(c) {
            i = word_end(&chars, start);
            let w: String = chars[start..i].iter().collect();
            match w.as_str() {
                "mod" => Token::Op(w),
                "sqrt" => Token::Op("√".into()),
                _ => Token::Word(w),
            }
        } else {
            match c {
                '^' => Token::Sup,
                '_' => Token::Sub,
                // `τ*`, `n*`: the optimum, a starred name.
                '*' => {
                    tokens.push(Token::Sup);
                    Token::Op("∗".into())
                }
                '(' | '[' | '{' | '⌈' | '⌊' => Token::Open(c),
                ')' | ']' | '}' | '⌉' | '⌋' => Token::Close(c),
                '-' => Token::Op("−".into()),
                'Σ' => Token::Op("∑".into()),
                'Π' => Token::Op("∏".into()),
                '\'' => Token::Op("′".into()),
                _ => Token::Op(c.to_string()),
            }
        };
        tokens.push(token);
    }
    tokens
}

/// The end of a number from `start`: digits, a decimal point between digits and thousands
/// grouped by commas (`8,760`).
fn number_end(chars: &[char], start: usize) -> usize {
    let digit = |k: usize| chars.get(k).is_some_and(char::is_ascii_digit);
    if chars[start] == '½' {
        return start + 1;
    }
    let mut i = start;
    while digit(i) {
        i += 1;
    }
    loop {
        let decimal = chars.get(i) == Some(&'.') && digit(i + 1);
        let thousands =
            chars.get(i) == Some(&',') && (1..=3).all(|k| digit(i + k)) && !digit(i + 4);
        if !(decimal || thousands) {
            return i;
        }
        i += 1;
        while digit(i) {
            i += 1;
        }
    }
}

/// The end of a word from `start`: letters, digits and accents, and an underscore, hyphen or
/// apostrophe between letters (`hit_rate`, `per-hop`, `Young's`).
fn word_end(chars: &[char], start: usize) -> usize {
    let mut i = start + 1;
    while let Some(&c) = chars.get(i) {
        let next = chars.get(i + 1).copied();
        let joins = match c {
            '_' => next.is_some_and(char::is_alphanumeric),
            '-' | '\'' => next.is_some_and(starts_word),
            _ => c.is_alphanumeric() || is_accent(c),
        };
        if !joins {
            break;
        }
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests;
