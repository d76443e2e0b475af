//! Running the `mlsysim` binary as a whole process, for the integration tests.

use assert_cmd::Command;

/// Runs `mlsysim` with `args` and returns (exit code, stdout, stderr).
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("mlsysim")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}
