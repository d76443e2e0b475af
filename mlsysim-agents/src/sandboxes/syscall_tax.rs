use super::SANDBOXES;
use mlsysim_core::units::MICROSECOND;
use mlsysim_core::{InputError, Time, preset, scenario};

/// The time ordinary system calls add under three isolation envelopes: a shared-kernel
/// container, a microVM, and a user-space kernel.
///
/// A container's call traps into the host kernel and passes an in-kernel filter; a microVM's
/// traps natively into its own guest kernel; a user-space kernel traps, is switched to the
/// emulator and emulated. Over a build's or a test run's million calls the per-call terms
/// become seconds.
#[scenario(
    family = SANDBOXES,
    assumption = "Every call is an ordinary one; a microVM's device exits are counted separately, not here.",
    excludes = "Device I/O, page faults and the envelope's setup (see EnvelopeAmortization).",
    example = r#"
// A user-space kernel adds over thirty times a microVM's per-call time
use mlsysim_agents::sandboxes::syscall_tax_per_million_calls;

let s = syscall_tax_per_million_calls()?;
assert!(s.userspace_vs_microvm()? > 30.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SyscallTax {
    /// Ordinary system calls.
    pub calls: u32,
    /// Time to trap into a kernel.
    #[input(non_negative, unit = MICROSECOND)]
    pub trap: Time,
    /// Time of the in-kernel filter of a shared-kernel container.
    #[input(non_negative, unit = MICROSECOND)]
    pub filter: Time,
    /// Time a user-space kernel takes to emulate a call.
    #[input(non_negative, unit = MICROSECOND)]
    pub emulate: Time,
    /// Time to switch to the emulator.
    #[input(non_negative, unit = MICROSECOND)]
    pub switch: Time,

    /// One call in a container.
    #[property(trap + filter, unit = MICROSECOND)]
    pub container_call: Time,
    /// One call in a microVM.
    #[property(trap, unit = MICROSECOND)]
    pub microvm_call: Time,
    /// One call under a user-space kernel.
    #[property(trap + emulate + switch, unit = MICROSECOND)]
    pub userspace_call: Time,
    /// Every call in a container.
    #[property(calls * container_call, unit = SECOND)]
    pub container_total: Time,
    /// Every call in a microVM.
    #[property(calls * microvm_call, unit = SECOND)]
    pub microvm_total: Time,
    /// Every call under a user-space kernel.
    #[property(calls * userspace_call, unit = SECOND)]
    pub userspace_total: Time,
    /// How many times a microVM's per-call time a user-space kernel's is.
    #[property(userspace_call / microvm_call)]
    pub userspace_vs_microvm: f64,
}

/// A million ordinary system calls at illustrative per-call terms: a 0.1 µs trap, a 0.05 µs
/// in-kernel filter, 1.5 µs of emulation and a 2 µs switch to the emulator.
#[preset(name = "SyscallTaxPerMillionCalls")]
pub fn syscall_tax_per_million_calls() -> Result<SyscallTax, InputError> {
    SyscallTax::builder()
        .calls(1_000_000)
        .trap(MICROSECOND.of(0.1))
        .filter(MICROSECOND.of(0.05))
        .emulate(MICROSECOND.of(1.5))
        .switch(MICROSECOND.of(2.0))
        .build()
}
