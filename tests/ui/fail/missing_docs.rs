use mlsysim_core::scenario;

#[scenario(family = "testing", equation = "none")]
pub struct Release {
    pub count: u32,
    #[property(count * 2)]
    pub twice: i64,
}

fn main() {}
