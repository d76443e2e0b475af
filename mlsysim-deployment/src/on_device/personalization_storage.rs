use super::ON_DEVICE;
use crate::width;
use mlsysim_core::{Information, InputError, Precision, preset, scenario};

/// Several personalized versions of one model, stored as full copies or as one shared backbone
/// plus a small adapter per context.
#[scenario(
    family = ON_DEVICE,
    assumption = "Every copy and adapter is stored at the same width.",
    excludes = "Compression of the stored copies and the memory to run them.",
    example = r#"
// Ten contexts: one backbone and ten adapters take a ninth of ten copies
use mlsysim_deployment::on_device::camera_model_ten_context_personalization;

let s = camera_model_ten_context_personalization()?;
assert!(s.total_savings()? > 9.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PersonalizationStorage {
    /// Parameters of the model.
    #[input(positive)]
    pub model_params: f64,
    /// Parameters of one context's adapter.
    #[input(positive)]
    pub adapter_params: f64,
    /// Bytes of one parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,
    /// Contexts personalized for.
    #[input(range = 0..)]
    pub contexts: i64,

    /// Bytes of the model.
    #[property(memory_from_params(model_params, bytes_per_param)?, unit = MB)]
    pub model_size: Information,
    /// Bytes of one adapter.
    #[property(memory_from_params(adapter_params, bytes_per_param)?, unit = KB)]
    pub adapter_size: Information,
    /// Bytes of a full copy per context.
    #[property(contexts * model_size, unit = MB)]
    pub total_copies: Information,
    /// Bytes of one backbone and an adapter per context.
    #[property(model_size + contexts * adapter_size, unit = MB)]
    pub total_shared: Information,
    /// Full copies over the shared backbone and adapters.
    #[property(total_copies / total_shared)]
    pub total_savings: f64,
    /// One copy over one adapter.
    #[property(model_size / adapter_size)]
    pub per_context_savings: f64,
}

/// A 10M-parameter FP32 camera model personalized for ten contexts (home, office, car, ...),
/// with 50,000-parameter adapters.
#[preset(name = "CameraModelTenContextPersonalization")]
pub fn camera_model_ten_context_personalization() -> Result<PersonalizationStorage, InputError> {
    PersonalizationStorage::builder()
        .model_params(10e6)
        .adapter_params(50_000.0)
        .bytes_per_param(width(Precision::Fp32)?)
        .contexts(10)
        .build()
}
