//! The equation language's own grammar, on top of Rust's expressions: forms with a bound
//! variable, written as macro calls so that an equation stays a Rust expression that `syn`
//! parses, and read here once for both the macro (which compiles them into checked code) and
//! the typesetter (which sets them as Σ, ∏, min, argmax, ∀, set-builder notation).
//!
//! ```text
//! sum!(g in grids, carbon_from_energy(energy, intensities[g])?)
//! each!(j in 0..len(vectors[0]), sum!(i in 0..n, vectors[i][j]))
//! argmax!((name, share) in zip(names, shares), share)
//! ```

mod form;

pub use form::{Binding, Form, Kind, form};
