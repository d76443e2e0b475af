//! A scenario added to the catalog gets its page and its index entry with no other edit.

use mlsysim_catalog as _;
use mlsysim_core::scenario;
use mlsysim_docs::{Format, pages};
const CAPACITY: mlsysim_core::Family =
    mlsysim_core::Family::new("capacity", "Capacity", "Scenarios of the test suite.");

/// A scenario that exists only in this test.
#[scenario(family = CAPACITY)]
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
    let content = |path: &str| &all.iter().find(|p| p.path == path).unwrap().content;
    let index = content("index.md");
    assert!(
        index.contains("### [Capacity](family-capacity.md)\n"),
        "{index}"
    );
    let family = content("family-capacity.md");
    assert!(family.starts_with("# Capacity\n"), "{family}");
    assert!(
        family.contains("| [Doubling](Doubling.md) | A scenario that exists only in this test. |"),
        "{family}"
    );
    assert!(
        content("a-z.md")
            .contains("| [`Doubling`](Doubling.md) | scenario in [Capacity](family-capacity.md) |")
    );
    let page = content("Doubling.md");
    assert!(page.contains("- **Equation:** `count * 2`"));
    let html = content("html/Doubling.html");
    assert!(html.contains("<a href=\"Doubling.html\" aria-current=\"page\">Doubling</a>"));
    assert!(content("html/search-index.json").contains("[\"scenario\",\"Doubling\",\"Capacity\","));
}
