use crate::error::UnknownName;
use crate::units::{ByteUnit, DataSize, Information, Stated};

use super::Provenance;

/// One workload (model) of the reference's model registry.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Workload {
    /// Registry path, e.g. `Vision.ResNet50`.
    pub path: &'static str,
    pub category: &'static str,
    pub name: &'static str,
    /// The reference's workload class (`TransformerWorkload`, `CNNWorkload`, ...).
    pub class: &'static str,
    pub architecture: &'static str,
    /// Parameter count, where the registry gives one.
    pub parameters: Option<f64>,
    /// Size as the registry declares it (only DLRM has one: 100 GB).
    pub model_size: Option<DataSize>,
    pub numeric_fields: &'static [(&'static str, f64)],
    pub quantity_fields: &'static [(&'static str, Stated)],
    pub provenance: Provenance,
}

include!(concat!(env!("OUT_DIR"), "/models_table.rs"));

/// Every workload of the model registry, sorted by path.
pub fn models() -> &'static [Workload] {
    WORKLOADS
}

impl Workload {
    /// Looks a workload up by path (`Vision.ResNet50`) or short name (`resnet50`), ignoring case.
    pub fn find(name: &str) -> Result<&'static Workload, UnknownName> {
        super::find("model", WORKLOADS.iter().map(|w| (w.path, w)), name)
    }

    /// Bytes of the weights at `bytes_per_param`: the parameter count times the width, or,
    /// for a workload known only by its declared size, that size whatever the width (this is
    /// the reference's `size_in_bytes` rule). `None` when the registry has neither.
    #[inline]
    pub fn size_in_bytes(&self, bytes_per_param: Information) -> Option<DataSize> {
        let width = bytes_per_param.get::<crate::units::information_unit::byte>();
        match (self.parameters, self.model_size) {
            // The reference returns a declared size unchanged at the FP16 width.
            (_, Some(size)) if width == 2.0 => Some(size),
            (Some(params), _) => Some(DataSize::from_bytes(params * width)),
            (None, size) => size,
        }
    }
}
