//! The errors of one macro call.

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;

/// Collects every error of one macro call, so that a declaration with three mistakes reports
/// three errors in one build.
#[derive(Default)]
pub struct Errors(Vec<syn::Error>);

impl Errors {
    pub fn push(&mut self, error: syn::Error) {
        self.0.push(error);
    }

    pub fn at(&mut self, span: Span, message: impl std::fmt::Display) {
        self.0.push(syn::Error::new(span, message));
    }

    pub fn on(&mut self, tokens: impl ToTokens, message: impl std::fmt::Display) {
        self.0.push(syn::Error::new_spanned(tokens, message));
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many errors so far; a pass compares it before and after to see whether it added any.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The errors as `compile_error!` calls, after the given fallback code.
    pub fn finish(self, fallback: TokenStream) -> TokenStream {
        let mut out = fallback;
        for e in self.0 {
            out.extend(e.to_compile_error());
        }
        out
    }
}
