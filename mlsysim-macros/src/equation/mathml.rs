//! An equation typeset as MathML, from its syntax tree: fractions for division, ceiling and
//! floor brackets, roots, powers, subscripted names where they read better (`z_alpha` is z with
//! a subscript α), and a law or helper by its name. An equation written as a block, a `match`
//! or a closure has no typeset form (`None`); its pages show the code.

use super::names::bare_name;
use syn::{BinOp, Expr, Lit, UnOp};

/// The equation as a `<math>` element, or `None` when it is not an expression of operators,
/// calls and names.
pub fn mathml(expr: &Expr, text: &str) -> Option<String> {
    let body = node(expr)?;
    Some(format!(
        "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"inline\" displaystyle=\"true\" alttext=\"{}\">{body}</math>",
        escape(text)
    ))
}

fn node(expr: &Expr) -> Option<String> {
    Some(match expr {
        Expr::Binary(b) => binary(&b.left, &b.op, &b.right)?,
        Expr::Unary(u) => {
            let op = match u.op {
                UnOp::Neg(_) => "−",
                UnOp::Not(_) => "¬",
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
        Expr::Index(i) => format!(
            "<mrow>{}{}</mrow>",
            node(&i.expr)?,
            fenced("[", &node(&i.index)?, "]")
        ),
        Expr::Call(c) => call(c)?,
        Expr::MethodCall(m) => method(m)?,
        Expr::Array(a) => fenced("[", &list(a.elems.iter())?, "]"),
        Expr::Tuple(t) => fenced("(", &list(t.elems.iter())?, ")"),
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
        let path = quote::quote!(#c.func).to_string();
        if path.ends_with(":: from") && args.len() == 1 {
            return node(args[0]);
        }
        let last = match &*c.func {
            Expr::Path(p) => p.path.segments.last()?.ident.to_string(),
            _ => return None,
        };
        return Some(applied(&format!("<mi>{last}</mi>"), &args));
    };
    let f = f.to_string();
    Some(match (f.as_str(), args.as_slice()) {
        ("optional", [x]) => node(x)?,
        ("ceil", [x]) => fenced("⌈", &node(unparen(x))?, "⌉"),
        ("floor", [x]) => fenced("⌊", &node(unparen(x))?, "⌋"),
        ("sqrt" | "sqrt_time", [x]) => format!("<msqrt>{}</msqrt>", node(unparen(x))?),
        ("abs", [x]) => fenced("|", &node(unparen(x))?, "|"),
        ("exp", [x]) => format!("<msup><mi>e</mi>{}</msup>", node(unparen(x))?),
        ("powi" | "powf" | "pow", [x, n]) => format!("<msup>{}{}</msup>", node(x)?, node(n)?),
        _ => applied(&format!("<mi>{}</mi>", escape(&f)), &args),
    })
}

fn method(m: &syn::ExprMethodCall) -> Option<String> {
    let receiver = node(&m.receiver)?;
    let args: Vec<&Expr> = m.args.iter().collect();
    let name = m.method.to_string();
    Some(match (name.as_str(), args.as_slice()) {
        ("sqrt", []) => format!("<msqrt>{}</msqrt>", node(unparen(&m.receiver))?),
        ("abs", []) => fenced("|", &node(unparen(&m.receiver))?, "|"),
        ("ceil", []) => fenced("⌈", &node(unparen(&m.receiver))?, "⌉"),
        ("floor", []) => fenced("⌊", &node(unparen(&m.receiver))?, "⌋"),
        ("powi" | "powf", [n]) => format!("<msup>{receiver}{}</msup>", node(n)?),
        ("exp", []) => format!("<msup><mi>e</mi>{receiver}</msup>"),
        ("ln", []) => applied("<mi>ln</mi>", &[&m.receiver]),
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
    format!("<mrow><mo fence=\"true\">{open}</mo>{inner}<mo fence=\"true\">{close}</mo></mrow>")
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
