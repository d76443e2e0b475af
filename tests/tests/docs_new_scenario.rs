//! A scenario added to the catalog gets its page and its index entry with no other edit.

use mlsysim_core::scenario;
use mlsysim_docs::{Format, pages};
use mlsysim_scenarios as _;
const CAPACITY: mlsysim_core::Family =
    mlsysim_core::Family::new("capacity", "Capacity", "Scenarios of the test suite.");

/// A scenario that exists only in this test.
#[scenario(family = CAPACITY, equation = "twice the count")]
pub struct Doubling {
    /// A count.
    pub count: u32,
    /// Twice the count.
    #[property(count * 2)]
    pub twice: i64,
}

#[test]
fn a_new_scenario_appears_in_the_index_and_gets_a_page() {
    let all = pages(Format::Both);
    let index = &all.iter().find(|p| p.path == "index.md").unwrap().content;
    assert!(index.contains("## Capacity\n"), "{index}");
    assert!(
        index.contains("| [Doubling](Doubling.md) | A scenario that exists only in this test. |")
    );
    let page = &all
        .iter()
        .find(|p| p.path == "Doubling.md")
        .unwrap()
        .content;
    assert!(page.contains("- **Equation:** `count * 2`"));
    assert!(all.iter().any(|p| p.path == "html/Doubling.html"));
}
