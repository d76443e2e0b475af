use mlsysim_core::{InputError, preset, scenario};

/// A count.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// A count.
    pub count: u32,
}

#[preset(nmae = "One")]
pub fn one(count: u32) -> Result<Release, InputError> {
    Release::builder().count(count).build()
}

fn main() {}
