use super::{notation, statement};

/// The MathML inside the `<math>` element.
fn body(text: &str) -> String {
    let math = notation(text).unwrap_or_else(|| panic!("{text:?} is not typeset"));
    let start = math.find('>').unwrap() + 1;
    math[start..math.len() - "</math>".len()].to_string()
}

#[test]
fn statements_are_rows_aligned_at_their_equals_sign() {
    let math =
        notation("compressed = T ÷ r; total = compressed + codec; pays when codec < T (1 − 1/r)")
            .unwrap();
    assert!(
        math.starts_with("<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\"")
    );
    assert_eq!(math.matches("<mtr>").count(), 3, "{math}");
    assert!(math.contains(
        "<mtr><mtd><mi>compressed</mi></mtd><mtd><mo>=</mo></mtd><mtd><mi>T</mi><mo>÷</mo><mi>r</mi></mtd></mtr>"
    ));
    // A statement with no equals sign takes the right-hand column.
    assert!(
        math.contains(
            "<mtr><mtd></mtd><mtd></mtd><mtd><mi>pays when codec</mi><mo>&lt;</mo><mi>T</mi>"
        ),
        "{math}"
    );
    assert!(math.contains("alttext=\"compressed = T ÷ r; total = compressed + codec; pays when codec &lt; T (1 − 1/r)\""));
}

#[test]
fn words_in_a_row_are_one_phrase_and_letters_in_a_row_a_product() {
    assert_eq!(
        body("candidate hours = baseline hours ÷ peak ratio"),
        "<mi>candidate hours</mi><mo>=</mo><mi>baseline hours</mi><mo>÷</mo><mi>peak ratio</mi>"
    );
    // A letter among words stays a symbol; the article `a` is a word.
    assert_eq!(
        body("free after c copies = N, for a run of R"),
        "<mi>free after</mi><mspace width=\"0.27em\"/><mi>c</mi><mspace width=\"0.27em\"/><mi>copies</mi><mo>=</mo><mi>N</mi><mo>,</mo><mi>for a run of</mi><mspace width=\"0.27em\"/><mi>R</mi>"
    );
    assert_eq!(
        body("star = n M/β"),
        "<mi>star</mi><mo>=</mo><mi>n</mi><mspace width=\"0.17em\"/><mi>M</mi><mo>/</mo><mi>β</mi>"
    );
    // A number joined to a letter is a product with no space; a word beside a number keeps
    // a word's space.
    assert_eq!(
        body("F = 6P × 2 moments"),
        "<mi>F</mi><mo>=</mo><mn>6</mn><mi>P</mi><mo>×</mo><mn>2</mn><mspace width=\"0.27em\"/><mi>moments</mi>"
    );
}

#[test]
fn scripts_written_every_way_are_scripts() {
    assert_eq!(
        body("σ_P² + e_{t+1}"),
        "<msubsup><mi>σ</mi><mi>P</mi><mn>2</mn></msubsup><mo>+</mo><msub><mi>e</mi><mrow><mi>t</mi><mo>+</mo><mn>1</mn></mrow></msub>"
    );
    assert_eq!(
        body("hosts = (k/2)^(L − 1)"),
        "<mi>hosts</mi><mo>=</mo><msup><mrow><mo stretchy=\"false\">(</mo><mi>k</mi><mo>/</mo><mn>2</mn><mo stretchy=\"false\">)</mo></mrow><mrow><mi>L</mi><mo>−</mo><mn>1</mn></mrow></msup>"
    );
    assert_eq!(
        body("n₀ × 10⁻⁶"),
        "<msub><mi>n</mi><mn>0</mn></msub><mo>×</mo><msup><mn>10</mn><mrow><mo>−</mo><mn>6</mn></mrow></msup>"
    );
    // A name of a stem and a one-letter subscript; a snake-case name whole.
    assert_eq!(
        body("E_read ÷ bytes_per_param"),
        "<msub><mi>E</mi><mi>read</mi></msub><mo>÷</mo><mi>bytes_per_param</mi>"
    );
    assert_eq!(
        body("τ* = x"),
        "<msup><mi>τ</mi><mo>∗</mo></msup><mo>=</mo><mi>x</mi>"
    );
}

#[test]
fn sums_roots_fences_and_grouped_numbers() {
    assert_eq!(
        body("Σ_{k=0}^{s+1} v"),
        "<munderover><mo>∑</mo><mrow><mi>k</mi><mo>=</mo><mn>0</mn></mrow><mrow><mi>s</mi><mo>+</mo><mn>1</mn></mrow></munderover><mi>v</mi>"
    );
    assert_eq!(
        body("τ = √(2 δ M)"),
        "<mi>τ</mi><mo>=</mo><msqrt><mn>2</mn><mspace width=\"0.17em\"/><mi>δ</mi><mspace width=\"0.17em\"/><mi>M</mi></msqrt>"
    );
    assert_eq!(
        body("SE = sqrt(0.25 ÷ n)"),
        "<mi>SE</mi><mo>=</mo><msqrt><mn>0.25</mn><mo>÷</mo><mi>n</mi></msqrt>"
    );
    assert_eq!(
        body("c = ⌈x⌉ mod n"),
        "<mi>c</mi><mo>=</mo><mrow><mo stretchy=\"false\">⌈</mo><mi>x</mi><mo stretchy=\"false\">⌉</mo></mrow><mo>mod</mo><mi>n</mi>"
    );
    assert_eq!(
        body("rate × 8,760 h"),
        "<mi>rate</mi><mo>×</mo><mn>8,760</mn><mspace width=\"0.17em\"/><mi>h</mi>"
    );
}

#[test]
fn prose_and_unpaired_brackets_are_not_typeset() {
    let deep = format!("x = {}y{}", "(".repeat(100_000), ")".repeat(100_000));
    for text in [
        deep.as_str(),
        "One copy spans n = ⌈S / M⌉ accelerators. A run of R accelerators costs R·T.",
        "the product of the counts",
        "a contract of targets; see FalseAlarmBudget for what follows from it",
        "the device's peak at `peak_precision` where given",
        "total = (a + b",
        "total = a + b)",
        "x = ⌈a)",
        "x = a^",
        "x = a^b^c",
        "",
    ] {
        assert_eq!(notation(text), None, "{text:?}");
    }
    // A statement of words among statements of notation is kept as its words.
    assert!(body("W = P·w; the larger time binds").contains("<mi>the larger time binds</mi>"));
}

#[test]
fn a_statement_alone_is_its_row() {
    assert_eq!(
        statement("compute_time + comm, for each network").as_deref(),
        Some(
            "<mrow><mi>compute_time</mi><mo>+</mo><mi>comm</mi><mo>,</mo><mi>for each network</mi></mrow>"
        )
    );
    assert_eq!(statement("the last residual, rounded to 4 decimals"), None);
}

/// Whether the MathML's elements open and close in order.
fn balanced(math: &str) -> bool {
    let mut open: Vec<String> = Vec::new();
    for tag in math.split('<').skip(1) {
        let Some(tag_end) = tag.find('>') else {
            return false;
        };
        let name = |t: &str| -> String { t.chars().take_while(|c| c.is_alphanumeric()).collect() };
        if let Some(closed) = tag.strip_prefix('/') {
            if open.pop() != Some(name(closed)) {
                return false;
            }
        } else if !tag[..tag_end].ends_with('/') {
            open.push(name(tag));
        }
    }
    open.is_empty()
}

#[test]
fn output_is_balanced_for_tricky_text() {
    let samples = [
        "a_{b_{c}} = (x^(y)) ; ; ;",
        "Σ_i Π_j x_{ij}^2",
        "√√x",
        "x\'\'\' = --y",
        "{[(⌈⌊a⌋⌉)]}",
        "_x = ^y",
        "½ + 1.5.5 + 1,2345 + ,123",
        "αβγ_δ x̂_ṁ",
    ];
    for text in samples {
        for math in [notation(text), statement(text)].into_iter().flatten() {
            assert!(balanced(&math), "{text:?}: {math}");
        }
    }
}

proptest::proptest! {
    /// Whatever the text, typesetting it returns well-formed MathML or nothing, and never
    /// panics.
    #[test]
    fn any_text_is_typeset_well_formed_or_not_at_all(
        text in "[a-zA-Z0-9 _^(){}\\[\\]⌈⌉⌊⌋=+−×÷·/,;:.*'`√Σ²₀αñ̂<>&\"-]{0,60}"
    ) {
        for math in [notation(&text), statement(&text)].into_iter().flatten() {
            proptest::prop_assert!(balanced(&math), "{:?}: {}", text, math);
            proptest::prop_assert!(!math.contains("<mi></mi>"), "{:?}: {}", text, math);
        }
    }
}
