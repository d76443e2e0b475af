//! Model sizes, shared by the scenarios that hold copies of a model.

use mlsysim_core::{DataSize, EvalError, Information, Workload};

/// Bytes of a model's weights: its parameter count times `width`, or, without a width (or for a
/// model the registry knows only by size), its registry size. A model with neither is an error
/// that says what to set.
#[inline]
pub fn weights(model: &Workload, width: Option<Information>) -> Result<DataSize, EvalError> {
    let size = match width {
        Some(width) => model.size_in_bytes(width),
        None => model.model_size,
    };
    size.ok_or_else(|| {
        EvalError::domain(format!(
            "`{}` has no model_size in the registry; set `bytes_per_param` to size it from its parameter count",
            model.path
        ))
    })
}
