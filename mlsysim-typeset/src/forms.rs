//! Forms of equation that are code in Rust and notation on paper: a choice between values
//! (`if a { x } else { y }`, a `match`), typeset as cases under a brace; a sequence built from a
//! range or a list (`(0..=n).map(|k| f(k)).collect()`, `xs.iter().map(|&x| g(x)).collect()`),
//! typeset as `(f(k))` with its index beneath; and a sum or product over one, as `∑` or `∏`.

use super::{fenced, node};
use syn::{Expr, RangeLimits};

/// A block of one expression reads as that expression: `{ 2 }` is 2.
pub(crate) fn single(block: &syn::Block) -> Option<&Expr> {
    match block.stmts.as_slice() {
        [syn::Stmt::Expr(e, None)] => Some(e),
        _ => None,
    }
}

/// `if c1 { a } else if c2 { b } else { z }` as cases: `a` if c1, `b` if c2, `z` otherwise.
/// A choice with no final `else` has no value in every case and is not typeset.
pub(crate) fn cases(first: &syn::ExprIf) -> Option<String> {
    let mut rows = Vec::new();
    let mut branch = first;
    loop {
        let value = node(single(&branch.then_branch)?)?;
        let condition = node(&branch.cond)?;
        rows.push(case(&value, &when(&condition)));
        let (_, otherwise) = branch.else_branch.as_ref()?;
        match &**otherwise {
            Expr::If(next) => branch = next,
            Expr::Block(b) => {
                let value = node(single(&b.block)?)?;
                rows.push(case(&value, OTHERWISE));
                break;
            }
            _ => return None,
        }
    }
    Some(brace(&rows))
}

const OTHERWISE: &str = "<mtext>otherwise</mtext>";

/// A condition of a case: `if` and the condition.
fn when(condition: &str) -> String {
    format!("<mrow><mtext>if&#xa0;</mtext>{condition}</mrow>")
}

/// One case: its value, then its condition.
fn case(value: &str, condition: &str) -> String {
    format!("<mtr><mtd>{value}</mtd><mtd>{condition}</mtd></mtr>")
}

/// Cases under a brace.
fn brace(rows: &[String]) -> String {
    format!(
        "<mrow><mo>{{</mo><mtable columnalign=\"left left\">{}</mtable></mrow>",
        rows.join("")
    )
}

/// A `match` as cases: each arm's value with its pattern as the condition, `_` as otherwise.
/// An arm with a guard is code, not a case.
pub(crate) fn match_cases(m: &syn::ExprMatch) -> Option<String> {
    let scrutinee = node(&m.expr)?;
    let mut rows = Vec::new();
    for arm in &m.arms {
        if matches!(arm.pat, syn::Pat::Guard(_)) {
            return None;
        }
        let value = node(&arm.body)?;
        let condition = match &arm.pat {
            syn::Pat::Wild(_) => OTHERWISE.to_string(),
            syn::Pat::Lit(lit) => when(&format!(
                "{scrutinee}<mo>=</mo>{}",
                super::literal(&lit.lit)?
            )),
            pattern => {
                let text = quote::quote!(#pattern).to_string().replace(' ', "");
                when(&format!(
                    "{scrutinee}<mo>=</mo><mtext>{}</mtext>",
                    super::escape(&text)
                ))
            }
        };
        rows.push(case(&value, &condition));
    }
    Some(brace(&rows))
}

/// What a sequence runs over: a range of whole numbers, or the items of a list (or of two
/// lists taken in step, `zip(a, b)`).
enum Source {
    Range { start: String, last: String },
    Items(String),
}

impl Source {
    /// `xs.iter()`, `xs.iter().copied()`, `xs.iter().zip(&ys)`, `(a..=b)`: what the chain of
    /// adaptors runs over; `None` for anything that is not such a chain.
    fn of(expr: &Expr) -> Option<Source> {
        if let Some((start, last)) = range(expr) {
            return Some(Source::Range { start, last });
        }
        let Expr::MethodCall(m) = expr else {
            return None;
        };
        let inner = || match Source::of(&m.receiver) {
            Some(source) => Some(source),
            None => Some(Source::Items(node(&m.receiver)?)),
        };
        match (m.method.to_string().as_str(), m.args.len()) {
            ("iter" | "into_iter" | "copied" | "cloned", 0) => inner(),
            ("zip", 1) => {
                let Source::Items(first) = inner()? else {
                    return None;
                };
                let second = node(&m.args[0])?;
                Some(Source::Items(format!(
                    "<mrow><mi>zip</mi><mo>&#x2061;</mo>{}</mrow>",
                    fenced("(", &format!("{first}<mo>,</mo>{second}"), ")")
                )))
            }
            _ => None,
        }
    }

    /// The index running over this source, as a subscript (and the superscript of a range).
    fn index(&self, index: &str) -> (String, Option<String>) {
        match self {
            Source::Range { start, last } => (
                format!("<mrow>{index}<mo>=</mo>{start}</mrow>"),
                Some(last.clone()),
            ),
            Source::Items(items) => (format!("<mrow>{index}<mo>∈</mo>{items}</mrow>"), None),
        }
    }
}

/// A chain of adaptors ending in `.map(f)`: its source, the index and the term.
fn mapped(expr: &Expr) -> Option<(Source, String, String)> {
    let Expr::MethodCall(map) = expr else {
        return None;
    };
    if map.method != "map" || map.args.len() != 1 {
        return None;
    }
    let source = Source::of(&map.receiver)?;
    let fallback = match source {
        Source::Range { .. } => "k",
        Source::Items(_) => "x",
    };
    let (index, term) = term(&map.args[0], fallback)?;
    Some((source, index, term))
}

/// `.collect()` of a range, of a list, or of either mapped through a function, as the sequence
/// it makes; `None` for anything else collected.
pub(crate) fn sequence(receiver: &Expr) -> Option<String> {
    if let Some((source, index, term)) = mapped(receiver) {
        let (below, above) = source.index(&index);
        let term = fenced("(", &term, ")");
        return Some(match above {
            Some(above) => format!("<msubsup>{term}{below}{above}</msubsup>"),
            None => format!("<msub>{term}{below}</msub>"),
        });
    }
    Some(match Source::of(receiver)? {
        Source::Range { start, last } => fenced(
            "(",
            &format!("{start}<mo>,</mo><mo>…</mo><mo>,</mo>{last}"),
            ")",
        ),
        Source::Items(items) => items,
    })
}

/// `sum(...)` or `product(...)` (or `.sum()`, `.product()`) of a sequence, as the big operator
/// `symbol` with its index beneath; of a plain list, the operator before the list.
pub(crate) fn over(symbol: &str, items: &Expr) -> Option<String> {
    let operator = format!("<mo>{symbol}</mo>");
    if let Some((source, index, term)) = mapped(items) {
        let (below, above) = source.index(&index);
        let big = match above {
            Some(above) => format!("<munderover>{operator}{below}{above}</munderover>"),
            None => format!("<munder>{operator}{below}</munder>"),
        };
        return Some(format!("<mrow>{big}{term}</mrow>"));
    }
    let items = match Source::of(items) {
        Some(Source::Items(items)) => items,
        Some(Source::Range { start, last }) => {
            return Some(format!(
                "<mrow><munderover>{operator}<mrow><mi>k</mi><mo>=</mo>{start}</mrow>{last}</munderover><mi>k</mi></mrow>"
            ));
        }
        None => node(items)?,
    };
    Some(format!("<mrow>{operator}{items}</mrow>"))
}

/// A range's first and last values, typeset: `a..=b` runs to b, `a..b` to b − 1.
fn range(expr: &Expr) -> Option<(String, String)> {
    let Expr::Paren(p) = expr else { return None };
    let Expr::Range(r) = &*p.expr else {
        return None;
    };
    let start = node(r.start.as_deref()?)?;
    let end = node(r.end.as_deref()?)?;
    let last = match r.limits {
        RangeLimits::Closed(_) => end,
        RangeLimits::HalfOpen(_) => format!("<mrow>{end}<mo>−</mo><mn>1</mn></mrow>"),
    };
    Some((start, last))
}

/// The index and term of a mapped sequence: a closure's parameter and body (`|k| pow(a, k)`,
/// `|&share| ...`, `|(r, x)| ...`), or a named function applied to an index named `fallback`
/// (`&sent` is `sent(k)`).
fn term(f: &Expr, fallback: &str) -> Option<(String, String)> {
    match f {
        Expr::Closure(c) => {
            let [parameter] = c.inputs.iter().collect::<Vec<_>>()[..] else {
                return None;
            };
            Some((pattern(parameter)?, node(&c.body)?))
        }
        Expr::Reference(r) => term(&r.expr, fallback),
        Expr::Path(_) => {
            let f = node(f)?;
            let index = format!("<mi>{fallback}</mi>");
            Some((
                index.clone(),
                format!(
                    "<mrow>{f}<mo>&#x2061;</mo>{}</mrow>",
                    fenced("(", &index, ")")
                ),
            ))
        }
        _ => None,
    }
}

/// A closure parameter as the index it names: `k`, `&k` and `(r, x)`.
fn pattern(p: &syn::Pat) -> Option<String> {
    Some(match p {
        syn::Pat::Ident(i) => super::name(&i.ident.to_string()),
        syn::Pat::Reference(r) => pattern(&r.pat)?,
        syn::Pat::Type(t) => pattern(&t.pat)?,
        syn::Pat::Tuple(t) => {
            let names: Option<Vec<String>> = t.elems.iter().map(pattern).collect();
            fenced("(", &names?.join("<mo>,</mo>"), ")")
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::equation;

    #[test]
    fn a_choice_is_typeset_as_cases() {
        let math = equation(
            "if symmetric { -int_max(bits) } else if signed { -(int_max(bits) + 1) } else { 0 }",
        )
        .unwrap();
        assert_eq!(math.matches("<mtr>").count(), 3, "{math}");
        assert!(
            math.contains("<mtext>if&#xa0;</mtext><mi>signed</mi>"),
            "{math}"
        );
        assert!(math.contains("<mtext>otherwise</mtext>"), "{math}");
        let math = equation("if memory_time > compute_time { \"Memory\" } else { \"Compute\" }");
        assert!(math.unwrap().contains("<mtext>“Memory”</mtext>"));
        // With no `else` the choice has no value in every case.
        assert!(equation("if ready { 1 }").is_none());
        // A branch of statements is code, not a value.
        assert!(equation("if ready { let x = 2; x } else { 0 }").is_none());
    }

    #[test]
    fn a_collected_range_is_typeset_as_a_sequence() {
        let plain = equation("(1..=i64::from(max_models)).collect::<Vec<i64>>()").unwrap();
        assert!(
            plain.contains("<mn>1</mn><mo>,</mo><mo>…</mo><mo>,</mo><mi>max_models</mi>"),
            "{plain}"
        );
        let mapped = equation(
            "(0..=layers).map(|k| pow(attempts_per_layer, k)).collect::<Result<Vec<i64>, _>>()",
        )
        .unwrap();
        assert!(mapped.contains("<msubsup>"), "{mapped}");
        assert!(
            mapped.contains("<mrow><mi>k</mi><mo>=</mo><mn>0</mn></mrow><mi>layers</mi>"),
            "{mapped}"
        );
        let named = equation("(0..i64::from(ceiling)).map(&sent).collect::<Vec<i64>>()").unwrap();
        assert!(named.contains("<mi>sent</mi>"), "{named}");
        assert!(named.contains("<mo>−</mo><mn>1</mn>"), "{named}");
        // Anything else collected is not a sequence.
        assert!(equation("items.windows(2).collect::<Vec<_>>()").is_none());
    }

    #[test]
    fn a_mapped_list_is_a_sequence_over_its_items() {
        let math =
            equation("crashes.iter().map(|&crash| modulo(crash, stride)).collect::<Vec<i64>>()")
                .unwrap();
        assert!(
            math.contains("<msub><mrow><mo>(</mo><mrow><mi>modulo</mi>"),
            "{math}"
        );
        assert!(
            math.contains("<mi>crash</mi><mo>∈</mo><mi>crashes</mi>"),
            "{math}"
        );
        let zipped = equation(
            "readback.iter().zip(&values).map(|(r, x)| (*r - *x).abs()).collect::<Vec<f64>>()",
        )
        .unwrap();
        assert!(zipped.contains("<mi>zip</mi>"), "{zipped}");
        assert!(zipped.contains("<mo>|</mo>"), "{zipped}");
    }

    #[test]
    fn sums_products_matches_and_lists_read_as_notation() {
        let sum = equation("sum(class_shares.iter().map(|&s| s * s))").unwrap();
        assert!(
            sum.contains("<munder><mo>∑</mo><mrow><mi>s</mi><mo>∈</mo>"),
            "{sum}"
        );
        let product = equation("xs.iter().product()").unwrap();
        assert!(product.contains("<mo>∏</mo><mi>xs</mi>"), "{product}");
        let cases = equation("match tdp { Some(t) => t * load, None => joules(0.0) }").unwrap();
        assert!(cases.contains("<mtext>Some(t)</mtext>"), "{cases}");
        let named = equation("match strategy { \"full\" => a, _ => b }").unwrap();
        assert!(named.contains("<mtext>“full”</mtext>"), "{named}");
        assert!(named.contains("<mtext>otherwise</mtext>"), "{named}");
        assert!(equation("match n { k if k > 2 => a, _ => b }").is_none());
        assert!(
            equation("vec![low, high]")
                .unwrap()
                .contains("<mi>low</mi><mo>,</mo><mi>high</mi>")
        );
    }
}
