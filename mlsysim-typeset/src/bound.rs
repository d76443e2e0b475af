//! The equation language's forms with a bound variable typeset as mathematics: `sum!(g in
//! grids, e)` as Σ with `g ∈ grids` beneath, `product!` as ∏, `min!`/`max!`/`argmin!`/
//! `argmax!` as the operator with its domain beneath, `count!` as the size of a set, `filter!`
//! as set-builder notation, `first!` as the least element of such a set, `all!`/`any!` as ∀/∃,
//! and `each!` as the indexed family `(e)` with `g ∈ grids` below.

use super::{fenced, name, node};
use mlsysim_equation::{Binding, Form, Kind};
use syn::{Expr, RangeLimits};

/// The form as MathML, or `None` when a part of it does not typeset.
pub(crate) fn form(f: &Form) -> Option<String> {
    let member = membership(f)?;
    let body = node(&f.body)?;
    let under = |operator: &str| {
        format!(
            "<mrow><munder><mo movablelimits=\"false\">{operator}</mo>{member}</munder>{body}</mrow>"
        )
    };
    Some(match f.kind {
        Kind::Sum => under("∑"),
        Kind::Product => under("∏"),
        Kind::Min => under("min"),
        Kind::Max => under("max"),
        Kind::Argmin => under("argmin"),
        Kind::Argmax => under("argmax"),
        Kind::Count => fenced("|", &set(&member, &body), "|"),
        Kind::Filter => set(&member, &body),
        Kind::First => format!(
            "<mrow><mi>min</mi><mo>&#x2061;</mo>{}</mrow>",
            set(&member, &body)
        ),
        Kind::All => format!("<mrow><mo>∀</mo>{member}<mo>:</mo>{body}</mrow>"),
        Kind::Any => format!("<mrow><mo>∃</mo>{member}<mo>:</mo>{body}</mrow>"),
        Kind::Each => format!("<msub>{}{member}</msub>", fenced("(", &body, ")")),
    })
}

/// `{x ∈ domain : condition}`.
fn set(member: &str, condition: &str) -> String {
    fenced("{", &format!("{member}<mo>:</mo>{condition}"), "}")
}

/// `g ∈ grids`, `i ∈ {0, …, n − 1}`, `(a, b) ∈ zip(xs, ys)`.
fn membership(f: &Form) -> Option<String> {
    let bound = match &f.binding {
        Binding::One(a) => name(&a.to_string()),
        Binding::Pair(a, b) => fenced(
            "(",
            &format!("{}<mo>,</mo>{}", name(&a.to_string()), name(&b.to_string())),
            ")",
        ),
    };
    Some(format!(
        "<mrow>{bound}<mo>∈</mo>{}</mrow>",
        domain(&f.domain)?
    ))
}

/// A domain: a range as the set of its integers, anything else as itself.
fn domain(expr: &Expr) -> Option<String> {
    let inner = match expr {
        Expr::Paren(p) => &*p.expr,
        other => other,
    };
    let Expr::Range(r) = inner else {
        return node(expr);
    };
    let start = node(r.start.as_deref()?)?;
    let Some(end) = r.end.as_deref() else {
        return Some(fenced("{", &format!("{start}<mo>,</mo><mo>…</mo>"), "}"));
    };
    let end = node(end)?;
    let last = match r.limits {
        RangeLimits::Closed(_) => end,
        RangeLimits::HalfOpen(_) => format!("<mrow>{end}<mo>−</mo><mn>1</mn></mrow>"),
    };
    Some(fenced(
        "{",
        &format!("{start}<mo>,</mo><mo>…</mo><mo>,</mo>{last}"),
        "}",
    ))
}

#[cfg(test)]
mod tests {
    use crate::equation;

    #[test]
    fn forms_read_as_their_operators() {
        let sum = equation("sum!(g in grids, energy * intensities[g])").unwrap();
        assert!(sum.contains("<mo movablelimits=\"false\">∑</mo>"), "{sum}");
        assert!(sum.contains("<mo>∈</mo><mi>grids</mi>"), "{sum}");
        let each = equation("each!(j in 0..len(v), sum!(i in 0..n, v[i][j]))").unwrap();
        assert!(each.starts_with("<math"), "{each}");
        assert!(each.contains("<msub><mrow><mo>(</mo>"), "{each}");
        let count = equation("count!(g in grids, intensities[g] > limit)").unwrap();
        assert!(count.contains("<mo>|</mo><mrow><mo>{</mo>"), "{count}");
        let first = equation("first!(n in 1.., n * n > target)").unwrap();
        assert!(first.contains("<mi>min</mi>"), "{first}");
        assert!(first.contains("<mo>…</mo><mo>}</mo>"), "{first}");
        let arg = equation("argmax!((a, b) in zip(xs, ys)?, a * b)").unwrap();
        assert!(arg.contains(">argmax</mo>"), "{arg}");
    }
}
