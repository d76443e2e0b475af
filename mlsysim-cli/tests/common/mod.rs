//! Running the `mlsysim` binary as a whole process, for the integration tests.

use assert_cmd::Command;

/// Runs `mlsysim` with `args` and returns (exit code, stdout, stderr).
#[allow(dead_code)] // a test binary that runs the process its own way uses only the check below
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("mlsysim")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    no_internal_names(args, &stderr);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        stderr,
    )
}

/// No message names an internal type or path (`Scale::Linear`, `mlsysim_core::...`): every
/// message a test captures is checked.
pub fn no_internal_names(args: &[&str], stderr: &str) {
    assert!(
        !stderr.contains("::"),
        "{args:?}: a message names an internal path: {stderr}"
    );
}
