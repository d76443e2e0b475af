//! An equation as a template for its worked solution: its operands ("leaves") cut out and
//! numbered, so that the explanation can put each one's value in its place, and the calls of
//! library functions and methods listed with their argument expressions, so that the steps
//! beneath can explain them.
//!
//! A leaf is an operand whose value means something on its own: an input, a property or an
//! argument named bare; a field or method chain on an input (`device.memory_capacity`,
//! `drift.decay_rate()?`); an entry read from an input (`label_rates[source]`); a call of one
//! of the scenario's methods (`outcomes_for(drop)?`); `optional(x)`. Literals, operators and
//! library calls stay as written (`ceil(copy_fraction)` becomes `ceil(1.16)`), and the
//! author's own local bindings are never leaves: their values exist only inside the equation.

use super::names::bare_name;
use super::render;
use std::collections::BTreeSet;
use syn::visit_mut::VisitMut;
use syn::{Expr, Ident};

/// What an equation's names are, for telling leaves from the rest.
pub struct Context<'a> {
    /// Inputs, properties and arguments: names with a value of their own.
    pub values: &'a [String],
    /// Inputs on which a field or method chain is a leaf.
    pub inputs: &'a [String],
    /// The scenario's methods.
    pub methods: &'a [String],
    /// The equation's own bindings.
    pub locals: &'a BTreeSet<String>,
}

/// One piece of the rendered template.
pub enum Piece {
    Text(String),
    /// A leaf the traced path computes: its own text and its index in `leaves`.
    Leaf(String, usize),
    /// An input, property or argument named bare: the explanation reads its value itself.
    Name(String),
}

/// A call in the equation: the function's or method's name and its argument expressions.
pub struct CallSite {
    pub name: String,
    pub args: Vec<Operand>,
}

/// An argument of a call: an expression the traced path computes, or a bare name.
pub enum Operand {
    Computed(Expr),
    Name(String),
}

pub struct Template {
    pub pieces: Vec<Piece>,
    /// The leaf expressions the traced path computes, as the equation wrote them (with their
    /// `?`); leaves that are bare names are not here (they are `Piece::Name`).
    pub leaves: Vec<Expr>,
    pub calls: Vec<CallSite>,
}

const MARK: &str = "__mlsysim_leaf_";

pub fn template(body: &Expr, cx: &Context) -> Template {
    // A binding of the equation's own that shadows an input is the binding.
    let values: Vec<String> = cx
        .values
        .iter()
        .filter(|v| !cx.locals.contains(*v))
        .cloned()
        .collect();
    let cx = &Context {
        values: &values,
        ..*cx
    };
    let mut cut = Cut {
        cx,
        leaves: Vec::new(),
        calls: Vec::new(),
    };
    let mut marked = body.clone();
    // An equation that is one form has no operand to put a value in: its value is the result.
    if !is_form(body) {
        cut.visit_expr_mut(&mut marked);
    }
    let text = render(&marked);
    // Bare names become `Name` pieces; the rest keep their place among the computed leaves.
    let mut computed = Vec::new();
    let slots: Vec<Slot> = cut
        .leaves
        .iter()
        .map(|leaf| match bare_name(leaf) {
            Some(id) => Slot::Name(id.to_string()),
            None => {
                computed.push(leaf.clone());
                Slot::Computed(computed.len() - 1)
            }
        })
        .collect();
    let pieces = split(&text, &cut.leaves, &slots);
    let calls = cut
        .calls
        .into_iter()
        .map(|c| CallSite {
            name: c.name,
            args: c
                .args
                .into_iter()
                .map(|a| match bare_name(&a) {
                    Some(id) if cx.values.contains(&id.to_string()) => {
                        Operand::Name(id.to_string())
                    }
                    _ => Operand::Computed(a),
                })
                .collect(),
        })
        .collect();
    Template {
        pieces,
        leaves: computed,
        calls,
    }
}

/// Whether an expression is a form with a bound variable, through a trailing `?`.
fn is_form(expr: &Expr) -> bool {
    let inner = match expr {
        Expr::Try(t) => &*t.expr,
        other => other,
    };
    matches!(inner, Expr::Macro(m) if mlsysim_equation::form(&m.mac).is_some())
}

/// Where a cut leaf's value comes from.
enum Slot {
    Name(String),
    Computed(usize),
}

/// The rendered text split at the leaf marks.
fn split(text: &str, leaves: &[Expr], slots: &[Slot]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(MARK) {
        if at > 0 {
            pieces.push(Piece::Text(rest[..at].to_string()));
        }
        let after = &rest[at + MARK.len()..];
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        match after[..digits].parse::<usize>() {
            Ok(i) if i < leaves.len() => pieces.push(match &slots[i] {
                Slot::Name(name) => Piece::Name(name.clone()),
                Slot::Computed(j) => Piece::Leaf(render(&leaves[i]), *j),
            }),
            _ => pieces.push(Piece::Text(rest[at..at + MARK.len() + digits].to_string())),
        }
        rest = &after[digits..];
    }
    if !rest.is_empty() {
        pieces.push(Piece::Text(rest.to_string()));
    }
    pieces
}

struct Cut<'a> {
    cx: &'a Context<'a>,
    leaves: Vec<Expr>,
    calls: Vec<RawCall>,
}

/// A call as cut, before its arguments are told apart.
struct RawCall {
    name: String,
    args: Vec<Expr>,
}

impl Cut<'_> {
    fn is_local(&self, id: &Ident) -> bool {
        self.cx.locals.contains(&id.to_string())
    }

    /// Whether `expr` is a leaf, looking through a trailing `?`.
    fn is_leaf(&self, expr: &Expr) -> bool {
        let inner = match expr {
            Expr::Try(t) => &*t.expr,
            other => other,
        };
        // A form (`sum!(g in grids, ..)`) is one value: its own when everything it reads but
        // its binding is an input, a property or an argument.
        if let Expr::Macro(m) = inner
            && let Some(Ok(form)) = mlsysim_equation::form(&m.mac)
        {
            return self.form_evaluable(&form);
        }
        if let Some(id) = bare_name(inner) {
            return !self.is_local(id) && self.cx.values.contains(&id.to_string());
        }
        if !self.evaluable(inner) {
            return false;
        }
        match inner {
            Expr::Field(_) | Expr::MethodCall(_) | Expr::Index(_) => {
                root(inner).is_some_and(|id| {
                    !self.is_local(id)
                        && (self.cx.inputs.contains(&id.to_string())
                            || matches!(inner, Expr::Index(_))
                                && self.cx.values.contains(&id.to_string()))
                })
            }
            Expr::Call(call) => bare_name(&call.func)
                .is_some_and(|f| self.cx.methods.contains(&f.to_string()) || f == "optional"),
            _ => false,
        }
    }

    /// A mark for the leaf, as a path an equation's rendering keeps as written.
    fn mark(&mut self, leaf: Expr) -> Expr {
        let i = self.leaves.len();
        self.leaves.push(leaf);
        let id = Ident::new(&format!("{MARK}{i}"), proc_macro2::Span::call_site());
        syn::parse_quote!(#id)
    }

    /// A call whose arguments are all free of the equation's own bindings, for the steps
    /// beneath (a law's, or a method's).
    /// Whether `expr` can be evaluated on its own: it reads only inputs, properties and
    /// arguments (no binding of the equation's own, no method passed whole), and needs no
    /// surrounding code to settle its type.
    fn evaluable(&self, expr: &Expr) -> bool {
        standalone(expr) && reads_only(expr, self.cx.values, &self.cx.methods_and_optional())
    }

    /// Whether a form reads only values and its own binding (and forms nested in it theirs).
    fn form_evaluable(&self, form: &mlsysim_equation::Form) -> bool {
        let mut values = self.cx.values.to_vec();
        values.extend(form.binding.names().iter().map(ToString::to_string));
        let callable = self.cx.methods_and_optional();
        let inner = Context {
            values: &values,
            ..*self.cx
        };
        let nested = Cut {
            cx: &inner,
            leaves: Vec::new(),
            calls: Vec::new(),
        };
        nested.evaluable(&form.domain)
            && standalone(&form.body)
            && reads_only(&form.body, &values, &callable)
    }

    fn record_call(&mut self, name: &Ident, args: &[&Expr]) {
        let free = args.iter().all(|a| self.evaluable(a));
        if free && *name != "optional" {
            self.calls.push(RawCall {
                name: name.to_string(),
                args: args.iter().map(|a| (*a).clone()).collect(),
            });
        }
    }
}

impl VisitMut for Cut<'_> {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if self.is_leaf(expr) {
            // A method call leaf is also a call: its own step explains it.
            let inner = match &*expr {
                Expr::Try(t) => &*t.expr,
                other => other,
            };
            if let Expr::Call(call) = inner
                && let Some(f) = bare_name(&call.func).cloned()
            {
                let args: Vec<&Expr> = call.args.iter().collect();
                self.record_call(&f, &args);
            }
            *expr = self.mark(expr.clone());
            return;
        }
        if let Expr::Try(t) = expr {
            // `?` is how the code stops on an error, not part of the equation as read.
            let inner = (*t.expr).clone();
            *expr = inner;
            self.visit_expr_mut(expr);
            return;
        }
        if let Expr::Call(call) = &*expr
            && let Some(f) = bare_name(&call.func).cloned()
            && !self.is_local(&f)
        {
            let args: Vec<&Expr> = call.args.iter().collect();
            self.record_call(&f, &args);
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}

/// `Ok`, `Some`, `Vec::new`: a constructor or function named where a value was expected, whose
/// type the surrounding call settles.
fn is_constructor(path: &syn::Path) -> bool {
    let Some(last) = path.segments.last() else {
        return false;
    };
    let text = last.ident.to_string();
    let camel =
        text.chars().next().is_some_and(char::is_uppercase) && text.chars().any(char::is_lowercase);
    let function = path.segments.len() > 1 && text.chars().next().is_some_and(char::is_lowercase);
    camel || function
}

/// The bare name a field, method or index chain starts from.
fn root(expr: &Expr) -> Option<&Ident> {
    match expr {
        Expr::Field(f) => root(&f.base),
        Expr::MethodCall(m) => root(&m.receiver),
        Expr::Index(i) => root(&i.expr),
        Expr::Try(t) => root(&t.expr),
        Expr::Paren(p) => root(&p.expr),
        other => bare_name(other),
    }
}

impl Context<'_> {
    /// Names an evaluated part may call by bare name.
    fn methods_and_optional(&self) -> Vec<String> {
        let mut names = self.methods.to_vec();
        names.push("optional".into());
        names
    }
}

/// Whether every bare name `expr` reads as a value is one of `values`, and every bare name it
/// calls is one of `callable` or a library function (neither a value nor a local).
fn reads_only(expr: &Expr, values: &[String], callable: &[String]) -> bool {
    struct Finder<'a> {
        values: &'a [String],
        callable: &'a [String],
        ok: bool,
    }
    impl<'ast> syn::visit::Visit<'ast> for Finder<'_> {
        fn visit_expr(&mut self, expr: &'ast Expr) {
            if let Expr::Macro(m) = expr
                && let Some(form) = mlsysim_equation::form(&m.mac)
            {
                let Ok(form) = form else {
                    self.ok = false;
                    return;
                };
                self.visit_expr(&form.domain);
                let mut values = self.values.to_vec();
                values.extend(form.binding.names().iter().map(ToString::to_string));
                self.ok &= reads_only(&form.body, &values, self.callable);
                return;
            }
            if let Some(id) = bare_name(expr) {
                let id = id.to_string();
                self.ok &= self.values.contains(&id);
                return;
            }
            if let Expr::Call(call) = expr {
                match bare_name(&call.func) {
                    Some(f) => {
                        self.ok &= !self.values.contains(&f.to_string())
                            || self.callable.contains(&f.to_string())
                    }
                    None => self.visit_expr(&call.func),
                }
                for arg in &call.args {
                    self.visit_expr(arg);
                }
                return;
            }
            syn::visit::visit_expr(self, expr);
        }
    }
    let mut finder = Finder {
        values,
        callable,
        ok: true,
    };
    syn::visit::Visit::visit_expr(&mut finder, expr);
    finder.ok
}

/// Whether `expr` can be evaluated on its own, without the surrounding code to settle its type:
/// no closures or blocks, no constructor passed as a function (`Ok`), and no method whose
/// result type only its context decides (`collect`, `into`, `sum`, ...).
fn standalone(expr: &Expr) -> bool {
    struct Finder {
        ok: bool,
    }
    impl<'ast> syn::visit::Visit<'ast> for Finder {
        fn visit_expr(&mut self, expr: &'ast Expr) {
            match expr {
                Expr::Macro(m) if mlsysim_equation::form(&m.mac).is_some() => {
                    match mlsysim_equation::form(&m.mac) {
                        Some(Ok(form)) => {
                            self.visit_expr(&form.domain);
                            self.visit_expr(&form.body);
                        }
                        _ => self.ok = false,
                    }
                }
                Expr::Closure(_) | Expr::Block(_) | Expr::Macro(_) => self.ok = false,
                Expr::Call(call) => {
                    for arg in &call.args {
                        self.visit_expr(arg);
                    }
                }
                Expr::Path(p) if is_constructor(&p.path) => self.ok = false,
                Expr::MethodCall(m)
                    if m.turbofish.is_none()
                        && matches!(
                            m.method.to_string().as_str(),
                            "collect"
                                | "into"
                                | "try_into"
                                | "sum"
                                | "product"
                                | "parse"
                                | "fold"
                                // An iterator has no value to show.
                                | "iter"
                                | "into_iter"
                                | "chain"
                                | "zip"
                                | "windows"
                        ) =>
                {
                    self.ok = false
                }
                _ => syn::visit::visit_expr(self, expr),
            }
        }
    }
    let mut finder = Finder { ok: true };
    syn::visit::Visit::visit_expr(&mut finder, expr);
    finder.ok
}
