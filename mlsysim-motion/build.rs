//! Declares each section folder's scenario files (see `mlsysim-build`): a new scenario is one
//! new file in its section folder.

fn main() {
    mlsysim_build::section_modules();
}
