//! Every rule of the `#[scenario]` declaration, pinned by a compile-fail case and its reviewed
//! `.stderr` snapshot, and the passing cases (a minimal scenario, one that uses every feature).
//! Regenerate snapshots after a deliberate change with `TRYBUILD=overwrite cargo test -p
//! mlsysim-compile-fail`, then review the diff.

#[test]
fn declarations() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("fail/*.rs");
    cases.pass("pass/*.rs");
}
