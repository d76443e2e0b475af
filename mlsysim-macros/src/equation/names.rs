//! The names an equation reads: inputs, members and arguments by bare name, methods and
//! library functions called by bare name, members of held scenarios, and the author's own
//! local bindings.

use proc_macro2::Span;
use std::collections::BTreeSet;
use syn::visit::Visit;
use syn::{Expr, Ident};

/// One name an equation reads.
pub struct NameRef {
    pub name: Ident,
    /// Read through `optional(name)`: the member handles absence itself.
    pub as_option: bool,
}

/// What an equation reads, in order of first appearance (each name once per way of reading).
#[derive(Default)]
pub struct Names {
    pub refs: Vec<NameRef>,
    pub locals: BTreeSet<String>,
    /// `self` in an equation, which the syntax does not need, with the field it reads or the
    /// method it calls, if any.
    pub self_uses: Vec<(Span, Option<Ident>)>,
    /// Bare names called as functions (`outcomes_for(drop)`, `ceil(x)`): a method of the
    /// scenario, or a function of the equation library.
    pub calls: Vec<Ident>,
    /// Laws called by their path (`mlsysim_core::laws::weight_bytes(..)`, where a member of
    /// the same name hides the bare name): their last segment, so the page still links them.
    pub law_paths: Vec<Ident>,
    /// Methods called on a bare name (`drift.decay_rate()`), receiver then method.
    pub method_calls: Vec<(Ident, Ident)>,
    /// Bare names passed whole to a function or method (`argmin(&strides, &total_time)`,
    /// `map(&sent)`): where a method of the scenario is passed as a function.
    pub passed: Vec<Ident>,
    /// The names the equation's forms bind (`g` of `sum!(g in grids, ..)`), in order.
    pub bound: Vec<Ident>,
    /// Forms written wrongly (`sum!(grids, x)`), with what to write instead.
    pub form_errors: Vec<syn::Error>,
    /// Optional inputs tested by an enclosing `if given(x)`, whose first branch reads them as
    /// their present values.
    guarded: Vec<String>,
    /// Names read outside every branch of an `if`: the equation reads them whatever its
    /// conditions say. A member read only inside branches is computed where it is read.
    pub eager: BTreeSet<String>,
    /// How many branches of `if`s enclose the expression being visited.
    branch_depth: usize,
}

/// The optional inputs an `if` condition tests with `given(..)`: `given(x)`, or `given(a) &&
/// given(b)`; `None` when the condition is anything else.
pub fn given_inputs(condition: &Expr) -> Option<Vec<&Ident>> {
    match condition {
        Expr::Call(call) if bare_name(&call.func).is_some_and(|f| f == "given") => {
            match call.args.iter().collect::<Vec<_>>().as_slice() {
                [arg] => bare_name(arg).map(|x| vec![x]),
                _ => None,
            }
        }
        Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => {
            let mut names = given_inputs(&b.left)?;
            names.extend(given_inputs(&b.right)?);
            Some(names)
        }
        Expr::Paren(p) => given_inputs(&p.expr),
        _ => None,
    }
}

/// The law a path names: the last segment of `...::laws::name`.
pub fn law_path(func: &Expr) -> Option<&Ident> {
    let Expr::Path(p) = func else { return None };
    let segments: Vec<&syn::PathSegment> = p.path.segments.iter().collect();
    match segments.as_slice() {
        [.., module, last] if module.ident == "laws" => Some(&last.ident),
        _ => None,
    }
}

/// `name` or `&name` as an argument: a value, or a function passed whole.
fn passed_name(arg: &Expr) -> Option<&Ident> {
    match arg {
        Expr::Reference(r) => bare_name(&r.expr),
        other => bare_name(other),
    }
}

pub fn names(expr: &Expr) -> Names {
    let mut names = Names::default();
    names.visit_expr(expr);
    let locals = names.locals.clone();
    names.refs.retain(|r| !locals.contains(&r.name.to_string()));
    names
}

impl Names {
    /// A form: its domain, then its body with the names it binds as the equation's own.
    fn form(&mut self, form: syn::Result<mlsysim_equation::Form>) {
        match form {
            Ok(form) => {
                self.visit_expr(&form.domain);
                for name in form.binding.names() {
                    self.locals.insert(name.to_string());
                    self.bound.push(name.clone());
                }
                self.visit_expr(&form.body);
            }
            Err(e) => self.form_errors.push(e),
        }
    }

    /// `if given(x) { ..x.. } else { .. }`: `x` is read as an option, and the first branch
    /// reads the value that is there.
    fn given_if(&mut self, i: &syn::ExprIf, tested: &[&Ident]) {
        for x in tested {
            self.add(x, true);
        }
        let before = self.guarded.len();
        self.guarded.extend(tested.iter().map(ToString::to_string));
        self.branch_depth += 1;
        self.visit_block(&i.then_branch);
        self.guarded.truncate(before);
        if let Some((_, other)) = &i.else_branch {
            self.visit_expr(other);
        }
        self.branch_depth -= 1;
    }

    /// Any other `if`: its condition is always read, its branches only when taken.
    fn plain_if(&mut self, i: &syn::ExprIf) {
        self.visit_expr(&i.cond);
        self.branch_depth += 1;
        self.visit_block(&i.then_branch);
        if let Some((_, other)) = &i.else_branch {
            self.visit_expr(other);
        }
        self.branch_depth -= 1;
    }

    fn pass(&mut self, arg: &Expr) {
        if let Some(name) = passed_name(arg)
            && !self.passed.contains(name)
        {
            self.passed.push(name.clone());
        }
    }

    fn add(&mut self, name: &Ident, as_option: bool) {
        if self.branch_depth == 0 {
            self.eager.insert(name.to_string());
        }
        if !self
            .refs
            .iter()
            .any(|r| r.name == *name && r.as_option == as_option)
        {
            self.refs.push(NameRef {
                name: name.clone(),
                as_option,
            });
        }
    }
}

/// A bare lower-case identifier: the only expressions that can name an input or member.
pub fn bare_name(expr: &Expr) -> Option<&Ident> {
    let Expr::Path(p) = expr else { return None };
    if p.qself.is_some() || p.path.leading_colon.is_some() || p.path.segments.len() != 1 {
        return None;
    }
    let segment = &p.path.segments[0];
    let first = segment.ident.to_string().chars().next()?;
    (segment.arguments.is_none() && (first.is_lowercase() || first == '_'))
        .then_some(&segment.ident)
}

impl<'ast> Visit<'ast> for Names {
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if let Expr::If(i) = expr
            && let Some(tested) = given_inputs(&i.cond)
        {
            self.given_if(i, &tested);
            return;
        }
        if let Expr::If(i) = expr {
            self.plain_if(i);
            return;
        }
        if let Some(ident) = bare_name(expr)
            && self.guarded.contains(&ident.to_string())
        {
            return;
        }
        if let Expr::Macro(m) = expr
            && let Some(form) = mlsysim_equation::form(&m.mac)
        {
            self.form(form);
            return;
        }
        if let Some(ident) = bare_name(expr) {
            if ident == "self" {
                self.self_uses.push((ident.span(), None));
            } else {
                self.add(ident, false);
            }
            return;
        }
        if let Expr::Field(field) = expr
            && bare_name(&field.base).is_some_and(|b| b == "self")
        {
            let name = match &field.member {
                syn::Member::Named(name) => Some(name.clone()),
                syn::Member::Unnamed(_) => None,
            };
            self.self_uses
                .push((syn::spanned::Spanned::span(&field.base), name));
            return;
        }
        if let Expr::Call(call) = expr {
            if bare_name(&call.func).is_some_and(|f| f == "given") {
                self.form_errors.push(syn::Error::new_spanned(
                    call,
                    "`given(x)` is the condition of an `if` that reads the optional input `x` in its first branch: `if given(x) { ..x.. } else { .. }` (or `given(a) && given(b)`)",
                ));
                return;
            }
            if let (Some(callee), 1) = (bare_name(&call.func), call.args.len())
                && callee == "optional"
            {
                match bare_name(&call.args[0]) {
                    Some(arg) => self.add(arg, true),
                    None => self.visit_expr(&call.args[0]),
                }
                return;
            }
            // A called bare name is a method of the scenario or a library function; a called
            // path (`f64::from`, `self::weights`) is the author's, resolved by rustc.
            if let Some(callee) = bare_name(&call.func) {
                if !self.calls.contains(callee) {
                    self.calls.push(callee.clone());
                }
            } else if let Some(law) = law_path(&call.func) {
                if !self.law_paths.contains(law) {
                    self.law_paths.push(law.clone());
                }
            } else if !matches!(*call.func, Expr::Path(_)) {
                self.visit_expr(&call.func);
            }
            for arg in &call.args {
                self.pass(arg);
                self.visit_expr(arg);
            }
            return;
        }
        syn::visit::visit_expr(self, expr);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        for arg in &call.args {
            self.pass(arg);
        }
        // `self.held(2)`: the equation calls `held(2)` itself.
        if bare_name(&call.receiver).is_some_and(|r| r == "self") {
            let span = syn::spanned::Spanned::span(&call.receiver);
            self.self_uses.push((span, Some(call.method.clone())));
            for arg in &call.args {
                self.visit_expr(arg);
            }
            return;
        }
        if let Some(receiver) = bare_name(&call.receiver) {
            let pair = (receiver.clone(), call.method.clone());
            if !self.method_calls.contains(&pair) {
                self.method_calls.push(pair);
            }
        }
        syn::visit::visit_expr_method_call(self, call);
    }

    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        self.locals.insert(pat.ident.to_string());
        syn::visit::visit_pat_ident(self, pat);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // Read the names inside `format!`-like macros too, where they parse as expressions.
        let parser = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated;
        if let Ok(args) = mac.parse_body_with(parser) {
            for arg in &args {
                self.visit_expr(arg);
            }
        }
    }
}
