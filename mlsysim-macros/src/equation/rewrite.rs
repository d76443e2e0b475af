//! The code an equation compiles to.
//!
//! - `+ - * /` and unary `-` become calls of the `mlsysim_core::arith` traits, spanned on the
//!   operator, so that a dimensional mistake is reported on the author's own token and no
//!   result wraps, saturates or turns infinite. Outside closures each call is followed by `?`.
//!   Inside a closure `?` would return from the closure, so there the result goes through the
//!   member's fault cell instead (`__mlsysim_fault.keep(..)`): the first error is kept, the
//!   closure goes on with a placeholder, and the member returns the error when it is done.
//! - A bare call that is not one of the scenario's methods or a local binding is a function of
//!   the equation library (`ceil`, `max`, a law): it is called by its full path,
//!   `::mlsysim_core::equation::ceil(..)`, so no name of the author's module can stand in for
//!   it, and no name of the library can hide one of the author's (call those by path,
//!   `self::weights(..)`).

use proc_macro2::Span;
use quote::quote_spanned;
use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{BinOp, Expr, Ident, UnOp};

/// The rewritten body, and whether it needs the member's fault cell.
pub struct Rewrite {
    pub expr: Expr,
    pub uses_fault: bool,
}

/// Rewrites `expr`; `methods` are the scenario's methods (called by bare name, bound in the
/// member's body), `locals` the names the equation binds itself, `lazy` the optional inputs read
/// where they are used (alternatives of a `requires_one_of` group) in the member `member`, and
/// `deferred` the properties read only inside branches of an `if`, computed where they are read.
pub fn rewrite(
    expr: &Expr,
    methods: &[String],
    locals: &[String],
    reads: Reads,
    member: &str,
) -> Rewrite {
    let mut pass = Pass {
        methods,
        locals,
        lazy: reads.lazy,
        deferred: reads.deferred,
        member,
        closure_depth: 0,
        uses_fault: false,
    };
    let mut expr = expr.clone();
    pass.visit_expr_mut(&mut expr);
    Rewrite {
        expr,
        uses_fault: pass.uses_fault,
    }
}

/// The names an equation reads where it uses them rather than up front.
#[derive(Clone, Copy, Default)]
pub struct Reads<'a> {
    /// Optional inputs of a `requires_one_of` group.
    pub lazy: &'a [String],
    /// Properties read only inside branches of an `if`.
    pub deferred: &'a [String],
}

struct Pass<'a> {
    methods: &'a [String],
    locals: &'a [String],
    lazy: &'a [String],
    deferred: &'a [String],
    member: &'a str,
    closure_depth: usize,
    uses_fault: bool,
}

/// The name of the fault cell a member's body declares when a closure does arithmetic.
pub const FAULT: &str = "__mlsysim_fault";

impl Pass<'_> {
    /// `op` as checked code: `?` outside closures, the fault cell inside them.
    fn checked(&mut self, call: proc_macro2::TokenStream, span: Span) -> Expr {
        if self.closure_depth == 0 {
            Expr::Verbatim(quote_spanned!(span=> #call?))
        } else {
            self.uses_fault = true;
            let fault = Ident::new(FAULT, span);
            Expr::Verbatim(quote_spanned!(span=> #fault.keep(#call)))
        }
    }
}

impl Pass<'_> {
    /// A form with a bound variable (`sum!(g in grids, ..)`) as a call of its function in
    /// `mlsysim_core::__private::forms`, its body a closure of the binding that returns the
    /// body's result, so that a `?` in the body stops the form and the member.
    fn form(&mut self, mut form: mlsysim_equation::Form) -> Expr {
        self.visit_expr_mut(&mut form.domain);
        self.visit_expr_mut(&mut form.body);
        let span = form.span;
        let function = Ident::new(form.kind.name(), span);
        let (domain, body) = (&form.domain, &form.body);
        let binding = match &form.binding {
            mlsysim_equation::Binding::One(a) => quote::quote!(#a),
            mlsysim_equation::Binding::Pair(a, b) => quote::quote!((#a, #b)),
        };
        // The body's value is bound before it is wrapped: `Ok(x?)` straight from a body that
        // is one read (`stages[s]`) is clippy's needless_question_mark in the author's crate.
        let value = Ident::new("__mlsysim_value", span);
        let call = quote_spanned!(span=> ::mlsysim_core::__private::forms::#function(
            &(#domain),
            |#binding| {
                let #value = #body;
                ::core::result::Result::Ok(#value)
            },
        ));
        self.checked(call, span)
    }
}

impl Pass<'_> {
    /// A list written out, `vec![a, b - c]`: each item is an equation, rewritten as any other
    /// (a macro's tokens are otherwise left as written, so `b - c` would go unchecked).
    fn list(&mut self, mac: &syn::Macro) -> Option<Expr> {
        let parser = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated;
        let mut items = mac.parse_body_with(parser).ok()?;
        for item in items.iter_mut() {
            self.visit_expr_mut(item);
        }
        let span = mac.path.span();
        Some(Expr::Verbatim(quote_spanned!(span=> ::std::vec![#items])))
    }
}

impl Pass<'_> {
    /// `if given(x) { A } else { B }` as `if let Some(x) = x { A } else { B }`: the input is
    /// bound as its `Option`, and the first branch reads the value that is there.
    fn given_if(&mut self, i: &mut syn::ExprIf, tested: &[Ident]) {
        let span = syn::spanned::Spanned::span(&i.cond);
        *i.cond = match tested {
            [x] => syn::parse_quote_spanned!(span=> let ::core::option::Option::Some(#x) = #x),
            many => syn::parse_quote_spanned!(span=>
                let (#(::core::option::Option::Some(#many)),*) = (#(#many),*)),
        };
        self.visit_block_mut(&mut i.then_branch);
        if let Some((_, other)) = &mut i.else_branch {
            self.visit_expr_mut(other);
        }
    }
}

impl Pass<'_> {
    /// An arithmetic operator as a checked call (`a + b` as `a.eq_add(b)?`, `a += b` as
    /// `a = a.eq_add(b)?`); `None` for any other operator, which stays as written.
    fn binary(&mut self, bin: &syn::ExprBinary) -> Option<Expr> {
        let (assign, span) = match bin.op {
            BinOp::AddAssign(t) => (Some("eq_add"), t.spans[0]),
            BinOp::SubAssign(t) => (Some("eq_sub"), t.spans[0]),
            BinOp::MulAssign(t) => (Some("eq_mul"), t.spans[0]),
            BinOp::DivAssign(t) => (Some("eq_div"), t.spans[0]),
            _ => (None, Span::call_site()),
        };
        if let Some(method) = assign {
            let method = Ident::new(method, span);
            let (place, r) = (&bin.left, typed_literal(&bin.right));
            let call = quote_spanned!(span=> #place.#method(#r));
            let value = self.checked(call, span);
            return Some(Expr::Verbatim(quote_spanned!(span=> #place = #value)));
        }
        let (method, span) = match bin.op {
            BinOp::Add(t) => ("eq_add", t.span),
            BinOp::Sub(t) => ("eq_sub", t.span),
            BinOp::Mul(t) => ("eq_mul", t.span),
            BinOp::Div(t) => ("eq_div", t.span),
            _ => return None,
        };
        let method = Ident::new(method, span);
        let (l, r) = (receiver(&bin.left), typed_literal(&bin.right));
        Some(self.checked(quote_spanned!(span=> #l.#method(#r)), span))
    }
}

impl Pass<'_> {
    /// A bare name that is not read directly: an optional input read where it is used (a
    /// checked `present`), or a member computed only where it is read (a call).
    fn read_of_name(&mut self, expr: &Expr) -> Option<Expr> {
        let name = super::names::bare_name(expr)?.clone();
        let text = name.to_string();
        if self.locals.contains(&text) {
            return None;
        }
        let span = name.span();
        if self.lazy.contains(&text) {
            let member = self.member;
            let read = quote_spanned!(span=> ::mlsysim_core::__private::present(&self.#name, #member, #text));
            Some(self.checked(read, span))
        } else if self.deferred.contains(&text) {
            Some(self.checked(quote_spanned!(span=> self.#name()), span))
        } else {
            None
        }
    }
}

impl VisitMut for Pass<'_> {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if let Expr::Macro(m) = expr
            && let Some(Ok(form)) = mlsysim_equation::form(&m.mac)
        {
            *expr = self.form(form);
            return;
        }
        if let Expr::If(i) = expr
            && let Some(tested) = super::names::given_inputs(&i.cond)
        {
            let tested: Vec<Ident> = tested.into_iter().cloned().collect();
            self.given_if(i, &tested);
            return;
        }
        if let Expr::Macro(m) = expr
            && m.mac.path.is_ident("vec")
            && let Some(list) = self.list(&m.mac)
        {
            *expr = list;
            return;
        }
        if let Expr::Closure(closure) = expr {
            self.closure_depth += 1;
            self.visit_expr_mut(&mut closure.body);
            self.closure_depth -= 1;
            return;
        }
        if let Some(read) = self.read_of_name(expr) {
            *expr = read;
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
        let replacement = match expr {
            // Parentheses around an operation that is now a method call group nothing.
            Expr::Paren(p) if matches!(*p.expr, Expr::Verbatim(_)) => (*p.expr).clone(),
            Expr::Binary(bin) => match self.binary(bin) {
                Some(checked) => checked,
                None => return,
            },
            Expr::Unary(un) => {
                let UnOp::Neg(t) = un.op else { return };
                let operand = receiver(&un.expr);
                self.checked(quote_spanned!(t.span=> #operand.eq_neg()), t.span)
            }
            // `prices[name]`, `sizes[i]`: a checked read, never a panic. A bare integer
            // position (`sizes[2]`) is an `i64`, as every integer literal of an equation is.
            Expr::Index(index) => {
                let (base, key) = (&index.expr, typed_literal(&index.index));
                let span = index.bracket_token.span.join();
                let read = quote_spanned!(span=> ::mlsysim_core::equation::at(&#base, &#key));
                self.checked(read, span)
            }
            Expr::Call(call) => {
                let Some(callee) = super::names::bare_name(&call.func).cloned() else {
                    return;
                };
                let name = callee.to_string();
                if self.methods.contains(&name) || self.locals.contains(&name) {
                    return;
                }
                let args = &call.args;
                let span = callee.span();
                Expr::Verbatim(quote_spanned!(span=> ::mlsysim_core::equation::#callee(#args)))
            }
            _ => return,
        };
        *expr = replacement;
    }
}

/// The left operand as the receiver of a method call: in parentheses unless it binds at least
/// as tightly as a call already (a name, a call, a rewritten operation), so the generated code
/// has no parentheses for the compiler to call unnecessary.
fn receiver(expr: &Expr) -> proc_macro2::TokenStream {
    let expr = typed_literal(expr);
    match expr {
        Expr::Path(_)
        | Expr::Call(_)
        | Expr::MethodCall(_)
        | Expr::Field(_)
        | Expr::Index(_)
        | Expr::Paren(_)
        | Expr::Verbatim(_)
        | Expr::Macro(_)
        | Expr::Try(_) => quote::quote!(#expr),
        other => quote::quote!((#other)),
    }
}

/// An operand with a suffix on an unsuffixed integer literal: `count * 2` has several integer
/// readings under the checked traits, and inference cannot choose among them. Counts in
/// equations are `i64`, so a bare integer literal is one.
fn typed_literal(expr: &Expr) -> Expr {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(int),
            attrs,
        }) if int.suffix().is_empty() => {
            let lit = syn::LitInt::new(&format!("{}i64", int.base10_digits()), int.span());
            Expr::Lit(syn::ExprLit {
                attrs: attrs.clone(),
                lit: syn::Lit::Int(lit),
            })
        }
        other => other.clone(),
    }
}
