//! Writes the package's type stubs from the catalog: `cargo run -p mlsysim-py --example stubs`.

use std::path::Path;

fn main() -> std::io::Result<()> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(mlsysim_py::stubs::PACKAGE_DIR);
    for (name, text) in mlsysim_py::stubs::files() {
        std::fs::write(dir.join(name), text)?;
        println!("wrote {}", dir.join(name).display());
    }
    Ok(())
}
