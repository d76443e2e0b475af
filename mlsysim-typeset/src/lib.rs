//! An equation typeset as MathML, from its syntax tree: fractions for division, ceiling and
//! floor brackets, roots, powers, subscripted names where they read better (`z_alpha` is z with
//! a subscript α), a law or helper by its name, a choice (`if`/`else`) as cases under a brace and
//! a sequence collected from a range as a sequence with its index. An equation written as a block
//! of statements, a `match` or a closure has no typeset form (`None`); its pages show the code.
//!
//! An equation its author wrote in words and symbols (a scenario's summary, a member given as a
//! body) is set from its text instead, by [`notation`].
//!
//! The equation is the one text the catalog keeps of a member's or a law's equation, the code
//! it was built from; the reference pages typeset it here once, rather than every scenario's
//! generated code carrying its MathML.

mod bound;
mod forms;
mod notation;
mod worked;

pub use notation::notation;
pub use worked::{Part, worked};

use syn::{BinOp, Expr, Ident, Lit, UnOp};

/// An equation's text (as `MemberInfo::equation` or `LawInfo::equation` hold it) as a
/// `<math>` element, or `None` when it is not an expression of operators, calls and names.
pub fn equation(text: &str) -> Option<String> {
    let expr: Expr = syn::parse_str(text).ok()?;
    mathml(&expr, text)
}

/// A bare lowercase name (`copy_bytes`), not a path or a constant.
fn bare_name(expr: &Expr) -> Option<&Ident> {
    let Expr::Path(p) = expr else { return None };
    if p.qself.is_some() || p.path.leading_colon.is_some() || p.path.segments.len() != 1 {
        return None;
    }
    let segment = &p.path.segments[0];
    let first = segment.ident.to_string().chars().next()?;
    (segment.arguments.is_none() && (first.is_lowercase() || first == '_'))
        .then_some(&segment.ident)
}

/// The equation as a `<math>` element, or `None` when it is not an expression of operators,
/// calls and names.
pub fn mathml(expr: &Expr, text: &str) -> Option<String> {
    Some(inline_math(text, &node(expr)?))
}

/// A `<math>` element set inline at display size, with `text` as its `alttext`.
fn inline_math(text: &str, body: &str) -> String {
    format!(
        "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"inline\" displaystyle=\"true\" alttext=\"{}\">{body}</math>",
        escape(text)
    )
}

/// A `<math>` element set as a block: a table of rows of the given class and column alignment.
fn block_math(text: &str, class: &str, columns: &str, rows: &str) -> String {
    format!(
        "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\" alttext=\"{}\"><mtable class=\"{class}\" displaystyle=\"true\" columnalign=\"{columns}\">{rows}</mtable></math>",
        escape(text)
    )
}

fn node(expr: &Expr) -> Option<String> {
    Some(match expr {
        Expr::Binary(b) => binary(&b.left, &b.op, &b.right)?,
        Expr::Unary(u) => {
            let op = match u.op {
                UnOp::Neg(_) => "−",
                UnOp::Not(_) => "¬",
                // `*share` in a closure over a list is the share itself.
                UnOp::Deref(_) => return node(&u.expr),
                _ => return None,
            };
            format!("<mrow><mo>{op}</mo>{}</mrow>", node(&u.expr)?)
        }
        Expr::Paren(p) => fenced("(", &node(&p.expr)?, ")"),
        Expr::Lit(l) => literal(&l.lit)?,
        Expr::Path(_) => match bare_name(expr) {
            Some(id) => name(&id.to_string()),
            None => {
                let text = quote::quote!(#expr).to_string().replace(' ', "");
                format!("<mi>{}</mi>", escape(&text))
            }
        },
        Expr::Field(f) => {
            let member = match &f.member {
                syn::Member::Named(id) => id.to_string(),
                syn::Member::Unnamed(i) => i.index.to_string(),
            };
            // `bytes.value` is the quantity's number in base units: on paper, the quantity.
            if member == "value" {
                return node(&f.base);
            }
            // `device.memory_capacity` reads as one name; a field of a longer expression keeps
            // its dot as an operator.
            match bare_name(&f.base) {
                Some(base) => format!("<mi>{}.{member}</mi>", escape(&base.to_string())),
                None => format!("<mrow>{}<mo>.</mo><mi>{member}</mi></mrow>", node(&f.base)?),
            }
        }
        Expr::Try(t) => node(&t.expr)?,
        Expr::Cast(c) => node(&c.expr)?,
        Expr::Reference(r) => node(&r.expr)?,
        // `intensities[g]`, `sizes[2]`, `shares[&name]`: an entry by a name or a number reads as
        // a subscript; by anything longer, in brackets.
        Expr::Index(i) => match unreference(&i.index) {
            index @ (Expr::Lit(_) | Expr::Path(_))
                if bare_name(index).is_some() || matches!(index, Expr::Lit(_)) =>
            {
                format!("<msub>{}{}</msub>", node(&i.expr)?, node(index)?)
            }
            _ => format!(
                "<mrow>{}{}</mrow>",
                node(&i.expr)?,
                fenced("[", &node(&i.index)?, "]")
            ),
        },
        Expr::Call(c) => call(c)?,
        Expr::MethodCall(m) => method(m)?,
        Expr::Array(a) => fenced("[", &list(a.elems.iter())?, "]"),
        Expr::Tuple(t) => fenced("(", &list(t.elems.iter())?, ")"),
        Expr::If(i) => forms::cases(i)?,
        Expr::Match(m) => forms::match_cases(m)?,
        Expr::Block(b) => node(forms::single(&b.block)?)?,
        Expr::Macro(m) if mlsysim_equation::form(&m.mac).is_some() => {
            bound::form(&mlsysim_equation::form(&m.mac)?.ok()?)?
        }
        Expr::Macro(m) if m.mac.path.is_ident("vec") => {
            let items = m
                .mac
                .parse_body_with(
                    syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated,
                )
                .ok()?;
            fenced("[", &list(items.iter())?, "]")
        }
        _ => return None,
    })
}

fn binary(left: &Expr, op: &BinOp, right: &Expr) -> Option<String> {
    if matches!(op, BinOp::Div(_)) {
        return Some(format!(
            "<mfrac>{}{}</mfrac>",
            node(unparen(left))?,
            node(unparen(right))?
        ));
    }
    let symbol = match op {
        BinOp::Add(_) => "+",
        BinOp::Sub(_) => "−",
        BinOp::Mul(_) => "·",
        BinOp::Rem(_) => "mod",
        BinOp::Lt(_) => "&lt;",
        BinOp::Le(_) => "≤",
        BinOp::Gt(_) => "&gt;",
        BinOp::Ge(_) => "≥",
        BinOp::Eq(_) => "=",
        BinOp::Ne(_) => "≠",
        BinOp::And(_) => "∧",
        BinOp::Or(_) => "∨",
        _ => return None,
    };
    Some(format!(
        "<mrow>{}<mo>{symbol}</mo>{}</mrow>",
        node(left)?,
        node(right)?
    ))
}

/// `&x` as `x`.
fn unreference(expr: &Expr) -> &Expr {
    match expr {
        Expr::Reference(r) => unreference(&r.expr),
        other => other,
    }
}

/// A fraction's bar groups its parts already: their parentheses go.
fn unparen(expr: &Expr) -> &Expr {
    match expr {
        Expr::Paren(p) => unparen(&p.expr),
        other => other,
    }
}

fn call(c: &syn::ExprCall) -> Option<String> {
    let args: Vec<&Expr> = c.args.iter().collect();
    let Some(f) = bare_name(&c.func) else {
        // `f64::from(count)` is the count; `self::weights(..)` is the author's function.
        let Expr::Path(p) = &*c.func else {
            return None;
        };
        let last = &p.path.segments.last()?.ident;
        if last == "from" && p.path.segments.len() > 1 && args.len() == 1 {
            return node(args[0]);
        }
        return Some(applied(&format!("<mi>{last}</mi>"), &args));
    };
    let f = f.to_string();
    Some(match (f.as_str(), args.as_slice()) {
        ("optional", [x]) => node(x)?,
        ("ceil", [x]) => fenced("⌈", &node(unparen(x))?, "⌉"),
        ("floor", [x]) => fenced("⌊", &node(unparen(x))?, "⌋"),
        ("sqrt" | "sqrt_time", [x]) => format!("<msqrt>{}</msqrt>", node(unparen(x))?),
        ("sum", [x]) => forms::over("∑", x)?,
        ("product", [x]) => forms::over("∏", x)?,
        ("abs", [x]) => fenced("|", &node(unparen(x))?, "|"),
        ("exp", [x]) => format!("<msup><mi>e</mi>{}</msup>", node(unparen(x))?),
        ("powi" | "powf" | "pow", [x, n]) => format!("<msup>{}{}</msup>", node(x)?, node(n)?),
        _ => applied(&format!("<mi>{}</mi>", escape(&f)), &args),
    })
}

fn method(m: &syn::ExprMethodCall) -> Option<String> {
    let name = m.method.to_string();
    match (name.as_str(), m.args.is_empty()) {
        ("collect", true) => return forms::sequence(&m.receiver),
        ("sum", true) => return forms::over("∑", &m.receiver),
        ("product", true) => return forms::over("∏", &m.receiver),
        _ => {}
    }
    let receiver = node(&m.receiver)?;
    let args: Vec<&Expr> = m.args.iter().collect();
    Some(match (name.as_str(), args.as_slice()) {
        ("sqrt", []) => format!("<msqrt>{}</msqrt>", node(unparen(&m.receiver))?),
        ("abs", []) => fenced("|", &node(unparen(&m.receiver))?, "|"),
        ("ceil", []) => fenced("⌈", &node(unparen(&m.receiver))?, "⌉"),
        ("floor", []) => fenced("⌊", &node(unparen(&m.receiver))?, "⌋"),
        ("powi" | "powf", [n]) => format!("<msup>{receiver}{}</msup>", node(n)?),
        ("exp", []) => format!("<msup><mi>e</mi>{receiver}</msup>"),
        ("ln" | "asin" | "acos" | "atan" | "sin" | "cos" | "tan" | "log2" | "log10", []) => {
            applied(&format!("<mi>{name}</mi>"), &[&m.receiver])
        }
        ("min" | "max", [other]) => applied(&format!("<mi>{name}</mi>"), &[&m.receiver, other]),
        _ => format!(
            "<mrow>{receiver}<mo>.</mo>{}</mrow>",
            applied(&format!("<mi>{}</mi>", escape(&name)), &args)
        ),
    })
}

/// `f(a, b)`: a function applied to its arguments.
fn applied(f: &str, args: &[&Expr]) -> String {
    let inner = list(args.iter().copied()).unwrap_or_else(|| "<mtext>…</mtext>".into());
    format!(
        "<mrow>{f}<mo>&#x2061;</mo>{}</mrow>",
        fenced("(", &inner, ")")
    )
}

fn list<'a>(items: impl Iterator<Item = &'a Expr>) -> Option<String> {
    let parts: Option<Vec<String>> = items.map(node).collect();
    Some(parts?.join("<mo>,</mo>"))
}

fn fenced(open: &str, inner: &str, close: &str) -> String {
    // A bracket first or last in its row is a fence by MathML's operator dictionary, and
    // stretches to what it holds.
    format!("<mrow><mo>{open}</mo>{inner}<mo>{close}</mo></mrow>")
}

fn literal(lit: &Lit) -> Option<String> {
    Some(match lit {
        Lit::Int(i) => format!("<mn>{}</mn>", i.base10_digits()),
        Lit::Float(f) => {
            let digits = f.base10_digits();
            let shown = digits.strip_suffix(".0").unwrap_or(digits);
            format!("<mn>{shown}</mn>")
        }
        Lit::Str(s) => format!("<mtext>“{}”</mtext>", escape(&s.value())),
        Lit::Bool(b) => format!("<mi>{}</mi>", b.value),
        _ => return None,
    })
}

/// A name, subscripted where it reads better: a one-letter (or Greek) stem with a short
/// subscript (`z_alpha`, `t_prefill`); Greek words as their letters.
fn name(text: &str) -> String {
    if let Some(letter) = greek(text) {
        return format!("<mi>{letter}</mi>");
    }
    if let Some((stem, sub)) = text.split_once('_') {
        let stem_ok = stem.chars().count() == 1 || greek(stem).is_some();
        if stem_ok && !sub.is_empty() && sub.len() <= 8 && !sub.contains('_') {
            let stem = greek(stem).map_or_else(|| escape(stem), str::to_string);
            let sub = greek(sub).map_or_else(|| escape(sub), str::to_string);
            return format!("<msub><mi>{stem}</mi><mi>{sub}</mi></msub>");
        }
    }
    format!("<mi>{}</mi>", escape(text))
}

fn greek(word: &str) -> Option<&'static str> {
    Some(match word {
        "alpha" => "α",
        "beta" => "β",
        "gamma" => "γ",
        "delta" => "δ",
        "epsilon" => "ε",
        "eta" => "η",
        "theta" => "θ",
        "lambda" => "λ",
        "mu" => "μ",
        "rho" => "ρ",
        "sigma" => "σ",
        "tau" => "τ",
        "phi" => "φ",
        "omega" => "ω",
        _ => return None,
    })
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A law's body as a reader takes it: the domain its `require` calls state (their words), the
/// names it binds on the way (`let share = ...`), and the expression it returns, each as text
/// that [`equation`] typesets. `None` when the body is more than that (a `match`, a loop, a
/// branch): the page then shows the code.
#[derive(Debug, Clone, PartialEq)]
pub struct LawForm {
    pub requires: Vec<String>,
    /// Each binding as its name and the text of its expression.
    pub bindings: Vec<(String, String)>,
    pub result: String,
}

/// The [`LawForm`] of a law's body text.
pub fn law(body: &str) -> Option<LawForm> {
    let expr: Expr = syn::parse_str(body).ok()?;
    let mut form = LawForm {
        requires: Vec::new(),
        bindings: Vec::new(),
        result: String::new(),
    };
    let tail = match expr {
        Expr::Block(block) => {
            let mut tail = None;
            let stmts = &block.block.stmts;
            for (i, stmt) in stmts.iter().enumerate() {
                let last = i + 1 == stmts.len();
                match stmt {
                    syn::Stmt::Local(local) => {
                        let init = local.init.as_ref()?;
                        if init.diverge.is_some() {
                            return None;
                        }
                        bindings(&local.pat, &init.expr, &mut form.bindings)?;
                    }
                    syn::Stmt::Expr(e, Some(_)) => form.requires.push(requirement(e)?),
                    syn::Stmt::Expr(e, None) if last => tail = Some(e.clone()),
                    _ => return None,
                }
            }
            tail?
        }
        other => other,
    };
    // The result and every binding must typeset, or the page shows the code instead.
    form.result = text(&tail);
    equation(&form.result)?;
    for (_, e) in &form.bindings {
        equation(e)?;
    }
    Some(form)
}

/// The names `let` binds and their expressions: `let x = e`, `let x: T = e`, and a tuple
/// bound to a tuple, `let (p, q) = (a, b)`, as one binding each.
fn bindings(pat: &syn::Pat, init: &Expr, into: &mut Vec<(String, String)>) -> Option<()> {
    match (pat, init) {
        (syn::Pat::Ident(name), _) if name.mutability.is_none() && name.subpat.is_none() => {
            into.push((name.ident.to_string(), text(init)));
        }
        (syn::Pat::Type(typed), _) => bindings(&typed.pat, init, into)?,
        (syn::Pat::Tuple(names), Expr::Tuple(values))
            if names.elems.len() == values.elems.len() =>
        {
            for (name, value) in names.elems.iter().zip(&values.elems) {
                bindings(name, value, into)?;
            }
        }
        _ => return None,
    }
    Some(())
}

/// The words of `require(condition, "words");`, or the call of a shared check
/// (`super::check_rate(p)`, `precision_storage_width(precision)`), shown as its code.
fn requirement(stmt: &Expr) -> Option<String> {
    // `require(...)?;` in a law written as a plain function, `require(...);` in a `#[law]`.
    let stmt = match stmt {
        Expr::Try(t) => &*t.expr,
        other => other,
    };
    let Expr::Call(call) = stmt else {
        return None;
    };
    let checks = match &*call.func {
        Expr::Path(p) => p.path.segments.last()?.ident.to_string(),
        _ => return None,
    };
    // A call whose value is dropped is there for its refusal alone: a check of the domain.
    if checks != "require" {
        return Some(format!("`{}`", text(stmt)));
    }
    if bare_name(&call.func)? != "require" || call.args.len() != 2 {
        return None;
    }
    match &call.args[1] {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Str(s), ..
        }) => Some(s.value()),
        _ => None,
    }
}

/// An expression's text as the catalog writes equations (tokens joined as rustfmt would,
/// near enough: no space before a call's or an index's bracket, none around a path's `::`).
fn text(expr: &Expr) -> String {
    let raw = quote::quote!(#expr).to_string();
    raw.replace(" (", "(")
        .replace("( ", "(")
        .replace(" )", ")")
        .replace(" [", "[")
        .replace("[ ", "[")
        .replace(" ]", "]")
        .replace(" ,", ",")
        .replace(" . ", ".")
        .replace(" :: ", "::")
        .replace(" ?", "?")
        .replace("& ", "&")
        .replace("! ", "!")
}

/// A binding of a law's body, `name = expr`, as a `<math>` element.
pub fn binding(name: &str, expr_text: &str) -> Option<String> {
    let expr: Expr = syn::parse_str(expr_text).ok()?;
    let body = node(&expr)?;
    Some(inline_math(
        &format!("{name} = {expr_text}"),
        &format!("<mrow>{}<mo>=</mo>{body}</mrow>", self::name(name)),
    ))
}

#[cfg(test)]
mod law_tests {
    use super::*;

    #[test]
    fn a_conversion_reads_as_the_value_converted() {
        let math = equation("f64::from(workload.hidden_dim) * 2.0").unwrap();
        assert!(math.contains("<mi>workload.hidden_dim</mi>"), "{math}");
        assert!(!math.contains("<mi>from</mi>"), "{math}");
    }

    #[test]
    fn a_body_with_requirements_and_bindings_reads_as_an_equation() {
        let form = law(
            "{ require(batch >= 1, \"a batch has at least one sample\")?; let share = work / peak; min(share, 1.0) }",
        )
        .unwrap();
        assert_eq!(form.requires, ["a batch has at least one sample"]);
        assert_eq!(
            form.bindings,
            [("share".to_string(), "work / peak".to_string())]
        );
        assert_eq!(form.result, "min(share, 1.0)");
        assert!(equation(&form.result).is_some());
        assert_eq!(
            law("bytes / bandwidth").unwrap().result,
            "bytes / bandwidth"
        );
        assert!(law("match x { Some(r) => r, None => y }").is_some());
        // A loop is an algorithm, not an equation.
        assert!(law("{ let mut s = 0.0; for x in xs { s += x; } s }").is_none());
    }
}
