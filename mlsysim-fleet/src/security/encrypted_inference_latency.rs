use super::SECURITY;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// One inference with symmetric encryption around it, and the same inference computed under
/// fully homomorphic encryption.
#[scenario(
    family = SECURITY,
    assumption = "Encrypting the request and the answer adds a fixed overhead; FHE multiplies the whole computation.",
    excludes = "Key exchange, and the larger ciphertexts FHE sends.",
    derivation = "Encryption in transit wraps the computation; homomorphic encryption replaces it.",
    example = r#"
// 20 ms in the clear, 200 s under FHE
use mlsysim_fleet::security::health_monitoring_encrypted_inference;

assert!((health_monitoring_encrypted_inference()?.fhe_latency()?.value - 200.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct EncryptedInferenceLatency {
    /// Latency of the inference in the clear.
    #[input(non_negative, unit = MILLISECOND)]
    pub plaintext_latency: Time,
    /// Latency symmetric encryption adds around it.
    #[input(non_negative, unit = MILLISECOND)]
    pub encryption_overhead: Time,
    /// How many times slower the inference runs under fully homomorphic encryption.
    #[input(positive)]
    pub fhe_multiplier: f64,

    /// Latency with encryption in transit.
    #[property(plaintext_latency + encryption_overhead, unit = MILLISECOND)]
    pub encrypted_transport_latency: Time,
    /// Latency computed under fully homomorphic encryption.
    #[property(plaintext_latency * fhe_multiplier, unit = SECOND)]
    pub fhe_latency: Time,
}

/// A 20 ms health-monitoring inference: AES-NI adds 0.5 ms; FHE runs at the conservative
/// 10,000-fold slowdown (FHE overheads span two to six orders of magnitude).
#[preset(name = "HealthMonitoringEncryptedInference")]
pub fn health_monitoring_encrypted_inference() -> Result<EncryptedInferenceLatency, InputError> {
    EncryptedInferenceLatency::builder()
        .plaintext_latency(milliseconds(20.0))
        .encryption_overhead(milliseconds(0.5))
        .fhe_multiplier(10_000.0)
        .build()
}
