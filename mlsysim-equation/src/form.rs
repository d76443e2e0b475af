//! `KIND!(PATTERN in DOMAIN, BODY)`: a form with a bound variable.

use proc_macro2::{Span, TokenStream};
use syn::parse::{Parse, ParseStream};
use syn::{Expr, Ident, Token};

/// What a form computes over its domain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Σ: the sum of the body over the domain, zero over an empty one.
    Sum,
    /// ∏: the product, one over an empty domain.
    Product,
    /// The number of bindings for which the body (a condition) holds.
    Count,
    /// The least value of the body (an error over an empty domain).
    Min,
    /// The greatest value of the body (an error over an empty domain).
    Max,
    /// The binding where the body is least; the first listed wins a tie.
    Argmin,
    /// The binding where the body is greatest; the first listed wins a tie.
    Argmax,
    /// The first binding for which the body (a condition) holds (an error when none does).
    First,
    /// Whether the body (a condition) holds for every binding: ∀.
    All,
    /// Whether it holds for some binding: ∃.
    Any,
    /// The body for each binding: a collection shaped as the domain is.
    Each,
    /// The entries of the domain for which the body (a condition) holds.
    Filter,
}

impl Kind {
    /// Every form, with the name it is called by.
    pub const ALL: [(Kind, &'static str); 12] = [
        (Kind::Sum, "sum"),
        (Kind::Product, "product"),
        (Kind::Count, "count"),
        (Kind::Min, "min"),
        (Kind::Max, "max"),
        (Kind::Argmin, "argmin"),
        (Kind::Argmax, "argmax"),
        (Kind::First, "first"),
        (Kind::All, "all"),
        (Kind::Any, "any"),
        (Kind::Each, "each"),
        (Kind::Filter, "filter"),
    ];

    /// The form called `name`, if any.
    pub fn named(name: &str) -> Option<Kind> {
        Kind::ALL.iter().find(|(_, n)| *n == name).map(|(k, _)| *k)
    }

    /// The name the form is called by: `sum`, `argmax`, ...
    pub fn name(self) -> &'static str {
        Kind::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("", |(_, n)| n)
    }

    /// Whether the body is a condition (`count`, `first`, `all`, `any`, `filter`) rather than a
    /// value.
    pub fn is_condition(self) -> bool {
        matches!(
            self,
            Kind::Count | Kind::First | Kind::All | Kind::Any | Kind::Filter
        )
    }
}

/// What a form binds for each element of its domain: one name, or two for a pair of zipped
/// lists.
#[derive(Clone)]
pub enum Binding {
    One(Ident),
    Pair(Ident, Ident),
}

impl Binding {
    /// The names it binds.
    pub fn names(&self) -> Vec<&Ident> {
        match self {
            Binding::One(a) => vec![a],
            Binding::Pair(a, b) => vec![a, b],
        }
    }
}

/// A form: `kind!(binding in domain, body)`.
#[derive(Clone)]
pub struct Form {
    pub kind: Kind,
    /// The span of the form's name, for errors about the form as a whole.
    pub span: Span,
    pub binding: Binding,
    pub domain: Expr,
    pub body: Expr,
}

/// The form a macro call is, if its name is a form's: `None` for any other macro (`vec!`),
/// `Some(Err(..))` for a form written wrongly, with a message that says how to write it.
pub fn form(mac: &syn::Macro) -> Option<syn::Result<Form>> {
    let ident = mac.path.get_ident()?;
    let kind = Kind::named(&ident.to_string())?;
    let span = ident.span();
    Some(
        syn::parse2::<Parts>(mac.tokens.clone())
            .map(|p| Form {
                kind,
                span,
                binding: p.binding,
                domain: p.domain,
                body: p.body,
            })
            .map_err(|e| {
                let example = if kind.is_condition() { "condition" } else { "expression" };
                syn::Error::new(
                    e.span(),
                    format!(
                        "{e}: write `{}!(x in collection, {example})`, e.g. `{}!(g in grids, intensities[g] > limit)` (a pair of lists: `(a, b) in zip(xs, ys)`)",
                        kind.name(),
                        kind.name()
                    ),
                )
            }),
    )
}

struct Parts {
    binding: Binding,
    domain: Expr,
    body: Expr,
}

impl Parse for Parts {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let binding = if input.peek(syn::token::Paren) {
            let inner;
            syn::parenthesized!(inner in input);
            let a: Ident = inner.parse()?;
            inner.parse::<Token![,]>()?;
            let b: Ident = inner.parse()?;
            if !inner.is_empty() {
                return Err(inner.error("a pair binds two names, `(a, b)`"));
            }
            Binding::Pair(a, b)
        } else {
            Binding::One(input.parse()?)
        };
        input.parse::<Token![in]>()?;
        let domain = Expr::parse_without_eager_brace(input)?;
        input.parse::<Token![,]>()?;
        let body: Expr = input.parse()?;
        if input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
        }
        if !input.is_empty() {
            return Err(input.error("a form takes its binding, its collection and one expression"));
        }
        Ok(Parts {
            binding,
            domain,
            body,
        })
    }
}

/// The form's tokens again, `kind!(binding in domain, body)`, for code that rebuilds an
/// expression from its parts.
impl quote::ToTokens for Form {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        let name = Ident::new(self.kind.name(), self.span);
        let (domain, body) = (&self.domain, &self.body);
        let binding = match &self.binding {
            Binding::One(a) => quote::quote!(#a),
            Binding::Pair(a, b) => quote::quote!((#a, #b)),
        };
        tokens.extend(quote::quote!(#name!(#binding in #domain, #body)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Option<syn::Result<Form>> {
        let expr: Expr = syn::parse_str(text).unwrap();
        let Expr::Macro(m) = expr else {
            panic!("{text} is not a macro call")
        };
        form(&m.mac)
    }

    #[test]
    fn forms_read_their_binding_domain_and_body() {
        let f = parse("sum!(g in grids, energy * intensities[g])")
            .unwrap()
            .ok()
            .unwrap();
        assert_eq!(f.kind, Kind::Sum);
        assert!(matches!(&f.binding, Binding::One(g) if g == "g"));
        assert_eq!(
            quote::quote!(#f).to_string(),
            "sum ! (g in grids , energy * intensities [g])"
        );
        let f = parse("argmax!((a, b) in zip(xs, ys), a * b)")
            .unwrap()
            .ok()
            .unwrap();
        assert!(matches!(&f.binding, Binding::Pair(a, b) if a == "a" && b == "b"));
        let f = parse("first!(n in 1.., n * n > target)")
            .unwrap()
            .ok()
            .unwrap();
        assert_eq!(f.kind, Kind::First);
        let f = parse("each!(j in 0..len(v), sum!(i in 0..n, v[i][j]))")
            .unwrap()
            .ok()
            .unwrap();
        assert!(matches!(f.body, Expr::Macro(_)));
    }

    #[test]
    fn other_macros_are_not_forms_and_mistakes_say_how_to_write_one() {
        assert!(parse("vec![1, 2]").is_none());
        let e = parse("sum!(grids, x)").unwrap().err().unwrap().to_string();
        assert!(
            e.contains("write `sum!(x in collection, expression)`"),
            "{e}"
        );
        let e = parse("count!(g in grids)")
            .unwrap()
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("`count!(x in collection, condition)`"), "{e}");
    }
}
