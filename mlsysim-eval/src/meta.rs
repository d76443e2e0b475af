//! Static descriptions of scenarios, written by the `#[scenario]` macro from the declaration.
//! A docs renderer or a command line walks these; nothing here is typed twice by hand.

/// A family of scenarios: a section of the reference, declared once as a constant and named
/// by each of its scenarios (`#[scenario(family = OPERATIONS, ...)]`). Families nest: a
/// section (`KV cache management`) names the family it belongs to (`Serving`).
#[derive(Debug)]
pub struct Family {
    /// A short name for commands and links, e.g. `kv-cache`.
    pub name: &'static str,
    /// The heading it is listed under, e.g. `KV cache management`.
    pub title: &'static str,
    /// One line on what its scenarios answer.
    pub summary: &'static str,
    /// The family this one is a section of, if any.
    pub parent: Option<&'static Family>,
    /// The title as the reference's sidebar lists it, where the heading is too long for a
    /// narrow column (`Attention and transformer blocks`); the heading itself otherwise.
    pub short_title: &'static str,
}

impl Family {
    /// A top-level family.
    pub const fn new(name: &'static str, title: &'static str, summary: &'static str) -> Family {
        Family {
            name,
            title,
            summary,
            parent: None,
            short_title: title,
        }
    }

    /// A section of `parent`.
    pub const fn within(
        parent: &'static Family,
        name: &'static str,
        title: &'static str,
        summary: &'static str,
    ) -> Family {
        Family {
            name,
            title,
            summary,
            parent: Some(parent),
            short_title: title,
        }
    }

    /// The same family, listed in the sidebar as `short` rather than by its whole heading.
    pub const fn listed_as(self, short: &'static str) -> Family {
        Family {
            short_title: short,
            ..self
        }
    }

    /// The top-level family this one belongs to (itself when it has no parent).
    pub fn root(&'static self) -> &'static Family {
        let mut family = self;
        while let Some(parent) = family.parent {
            family = parent;
        }
        family
    }

    /// `Serving / KV cache management`.
    pub fn path(&'static self) -> String {
        match self.parent {
            Some(parent) => format!("{} / {}", parent.path(), self.title),
            None => self.title.to_string(),
        }
    }
}

impl std::fmt::Display for Family {
    /// The family's title (a section's own title, without its parent's).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.title)
    }
}

impl PartialEq for Family {
    /// Families are constants, copied wherever they are named; they are the same family when
    /// they have the same name and parent.
    fn eq(&self, other: &Family) -> bool {
        self.name == other.name && self.parent == other.parent
    }
}

impl Eq for Family {}

/// The family of a scenario whose declaration has errors (the crate does not compile).
#[doc(hidden)]
pub const UNFILED: Family = Family::new("unfiled", "Unfiled", "");

/// A whole scenario: what its reference page says.
#[derive(Debug)]
pub struct ScenarioInfo {
    /// The Rust type name, e.g. `ReleaseFootprint`.
    pub name: &'static str,
    /// The family (or section of a family) it belongs to.
    pub family: &'static Family,
    /// The first paragraph of the struct's doc comment.
    pub summary: &'static str,
    /// The rest of the doc comment.
    pub description: &'static str,
    pub notes: Notes,
    pub examples: &'static [Example],
    /// The file that declares it, relative to the workspace root.
    pub source_file: &'static str,
    pub inputs: &'static [InputInfo],
    pub properties: &'static [MemberInfo],
    pub methods: &'static [MemberInfo],
    /// Groups of optional inputs of which one complete alternative must be given:
    /// `[[energy], [devices, power, duration]]`.
    pub one_of: &'static [OneOf],
}

/// Alternatives of optional inputs, each a list of inputs that go together.
pub type OneOf = &'static [&'static [&'static str]];

/// The Notes and References sections of a reference page.
#[derive(Debug)]
pub struct Notes {
    /// The members whose equations summarise the scenario, by name: those its declaration
    /// names with `summary(...)`, else those no other member reads.
    pub summary: &'static [&'static str],
    pub assumptions: &'static [&'static str],
    /// Rules across inputs that building the scenario enforces.
    pub rules: &'static [RuleInfo],
    pub excludes: &'static [&'static str],
    pub derivation: &'static [&'static str],
}

/// A rule across inputs, declared once as `rule(condition, "words")`: `build` refuses inputs
/// for which the condition is false, with these words, and the page lists them.
#[derive(Debug, PartialEq, Eq)]
pub struct RuleInfo {
    /// The rule in words, as declared.
    pub text: &'static str,
    /// The condition as written (`ramp.windows(2).all(|w| w[0] <= w[1])`), or the path of the
    /// predicate function that decides it (`Self::stages_fit`).
    pub condition: &'static str,
    /// The inputs the rule is about: those its condition reads (for a predicate, those its
    /// words name in backticks).
    pub inputs: &'static [&'static str],
}

/// The signs and range of an input or a method argument, as declared and as `build` (or the
/// method) checks them: each failed check is reported with its own text (`> 0`, `[0.0, 1.0]`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    pub positive: bool,
    pub non_negative: bool,
    /// Literal bounds of a declared range, compared as numbers (base units for quantities);
    /// a range with bounds written as code is checked by generated code instead.
    pub low: Option<f64>,
    pub high: Option<f64>,
    pub high_inclusive: bool,
    /// The declared range in interval notation, `[0.0, 1.0]`; empty without one.
    pub range: &'static str,
}

impl Bounds {
    /// No bounds.
    pub const NONE: Bounds = Bounds {
        positive: false,
        non_negative: false,
        low: None,
        high: None,
        high_inclusive: false,
        range: "",
    };

    /// `> 0`.
    pub const POSITIVE: Bounds = Bounds {
        positive: true,
        ..Bounds::NONE
    };

    /// `>= 0`.
    pub const NON_NEGATIVE: Bounds = Bounds {
        non_negative: true,
        ..Bounds::NONE
    };

    /// A range, `text` as written; `low` and `high` are its literal bounds, if any.
    pub const fn range(
        low: Option<f64>,
        high: Option<f64>,
        high_inclusive: bool,
        text: &'static str,
    ) -> Bounds {
        Bounds {
            low,
            high,
            high_inclusive,
            range: text,
            ..Bounds::NONE
        }
    }

    /// These bounds, and `> 0`.
    pub const fn positive(self) -> Bounds {
        Bounds {
            positive: true,
            ..self
        }
    }

    /// These bounds, and `>= 0`.
    pub const fn non_negative(self) -> Bounds {
        Bounds {
            non_negative: true,
            ..self
        }
    }

    /// Whether any check is declared.
    pub const fn is_none(&self) -> bool {
        !self.positive && !self.non_negative && self.range.is_empty()
    }

    /// The allowed values in words, `> 0 and [0.0, 1.0]`; `None` without any.
    pub fn allowed(&self) -> Option<String> {
        let mut parts = Vec::new();
        if self.positive {
            parts.push("> 0");
        }
        if self.non_negative {
            parts.push(">= 0");
        }
        if !self.range.is_empty() {
            parts.push(self.range);
        }
        (!parts.is_empty()).then(|| parts.join(" and "))
    }
}

/// A worked example: a title and Rust code that the test suite compiles and runs.
#[derive(Debug)]
pub struct Example {
    pub title: &'static str,
    pub code: &'static str,
}

#[derive(Debug)]
pub struct InputInfo {
    pub name: &'static str,
    /// The Rust type as written, e.g. `Option<Time>`.
    pub ty: &'static str,
    pub optional: bool,
    /// The declared default as written, if any.
    pub default: Option<&'static str>,
    pub doc: &'static str,
    /// Drawn as a reference line on charts whose axis shares its dimension.
    pub mark: Option<Mark>,
    /// The declared unit, for showing values (and range errors) in it.
    pub label: Option<crate::units::UnitLabel>,
    /// The declared signs and range `build` checks.
    pub bounds: Bounds,
}

/// What a value is to the charts of its scenario (`mark = limit`, `mark = optimum`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A bound the other values are read against: a node's accelerators, a memory capacity.
    Limit,
    /// The best value of what a method varies: the cost-minimising interval.
    Optimum,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberKind {
    Property,
    Method,
}

#[derive(Debug)]
pub struct MemberInfo {
    pub name: &'static str,
    pub kind: MemberKind,
    pub doc: &'static str,
    /// The equation: the expression the code is built from, or the declared text for a
    /// member given as a body.
    pub equation: &'static str,
    /// Whether `equation` is the code itself (true) or prose beside a body (false).
    pub equation_is_code: bool,
    pub args: &'static [ArgInfo],
    /// The Rust result type, e.g. `i64`.
    pub result_type: &'static str,
    /// Inputs and members the equation reads directly.
    pub depends_on: &'static [&'static str],
    /// Members of scenarios held as inputs that the equation calls (`drift.decay_rate`).
    pub reaches: &'static [(&'static str, &'static str)],
    /// Optional inputs that must be set, directly or through other members.
    pub requires: &'static [&'static str],
    /// Groups of which the member needs one complete alternative.
    pub requires_one_of: &'static [OneOf],
    /// Functions of the equation library (helpers and laws) the equation calls by name.
    pub calls: &'static [&'static str],
    /// Drawn as a reference line on charts whose axis shares its dimension.
    pub mark: Option<Mark>,
    /// The equation with its operands as holes, for worked solutions: see
    /// [`crate::explain::pieces`] for its form.
    pub template: &'static str,
    /// The declared unit, for showing values in it.
    pub label: Option<crate::units::UnitLabel>,
    /// What a non-finite result is blamed on: the function the equation ends in
    /// (`result of \`ceil\``), or its `result`.
    pub operation: &'static str,
    /// Calls of laws and methods in the equation whose arguments are all bare names, for the
    /// steps beneath a worked solution, written as the equation writes them and separated by
    /// `; ` (`transfer_time(bytes, bandwidth); ceil(copy_fraction)`); calls with computed
    /// arguments are in the member's traced path. See [`MemberInfo::named_calls`].
    pub named_calls: &'static str,
}

/// An equation written over several lines (as rustfmt lays out a long call) on one line, as a
/// table cell or a docstring shows it: `f(a, b)` rather than `f( a, b, )`.
pub fn equation_on_one_line(equation: &str) -> String {
    let joined = equation.split_whitespace().collect::<Vec<_>>().join(" ");
    joined
        .replace(", )", ")")
        .replace(", ]", "]")
        .replace("( ", "(")
        .replace("[ ", "[")
        .replace(" )", ")")
        .replace(" ]", "]")
}

/// Whether a declared type (`u32`, `i64`) is a whole number: a count, with nothing between two
/// values.
pub fn is_whole_number_type(ty: &str) -> bool {
    matches!(
        ty,
        "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64"
    )
}

#[derive(Debug)]
pub struct ArgInfo {
    pub name: &'static str,
    pub ty: &'static str,
    /// Argument values a report evaluates the method at.
    pub samples: &'static [Sample],
    /// The declared signs and range the method checks its argument against.
    pub bounds: Bounds,
}

/// Where a method's sample arguments come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sample {
    /// A value as written in the declaration (`0`, `28 d`).
    Literal(&'static str),
    /// Every value of an input or property (each element of a list, each name of a map).
    From(&'static str),
}

impl InputInfo {
    /// A row with nothing declared beyond its name, type and doc: what generated rows extend
    /// (`InputInfo { name: .., ..InputInfo::EMPTY }`), so each writes only what it declares.
    pub const EMPTY: InputInfo = InputInfo {
        name: "",
        ty: "",
        optional: false,
        default: None,
        doc: "",
        mark: None,
        label: None,
        bounds: Bounds::NONE,
    };

    /// The unit the input is shown in, if declared.
    pub fn unit(&self) -> Option<&'static str> {
        self.label.map(|l| l.symbol)
    }

    /// The allowed values in words, e.g. `[0.0, 1.0]`, `> 0`.
    pub fn allowed(&self) -> Option<String> {
        self.bounds.allowed()
    }
}

impl ArgInfo {
    /// The allowed values in words (`> 0`), when the method declares any.
    pub fn allowed(&self) -> Option<String> {
        self.bounds.allowed()
    }
}

impl MemberInfo {
    /// A property with nothing declared beyond its name, doc and equation: what generated rows
    /// extend, so each writes only what it declares.
    pub const EMPTY: MemberInfo = MemberInfo {
        name: "",
        kind: MemberKind::Property,
        doc: "",
        equation: "",
        equation_is_code: true,
        args: &[],
        result_type: "",
        depends_on: &[],
        reaches: &[],
        requires: &[],
        requires_one_of: &[],
        calls: &[],
        mark: None,
        template: "",
        label: None,
        operation: "result",
        named_calls: "",
    };

    /// The unit the value is shown in, if declared.
    pub fn unit(&self) -> Option<&'static str> {
        self.label.map(|l| l.symbol)
    }

    /// The template of the equation, in pieces (see [`crate::explain::pieces`]).
    pub fn pieces(&self) -> Vec<crate::explain::Piece> {
        crate::explain::pieces(self.template)
    }

    /// The calls whose arguments are all bare names: each function's name and its arguments.
    pub fn named_calls(&self) -> Vec<(&'static str, Vec<&'static str>)> {
        self.named_calls
            .split("; ")
            .filter_map(|call| {
                let (name, args) = call.strip_suffix(')')?.split_once('(')?;
                let args = args.split(", ").filter(|a| !a.is_empty()).collect();
                Some((name, args))
            })
            .collect()
    }
}

impl ScenarioInfo {
    pub fn input(&self, name: &str) -> Option<&'static InputInfo> {
        self.inputs.iter().find(|i| i.name == name)
    }

    /// A property or method by name.
    pub fn member(&self, name: &str) -> Option<&'static MemberInfo> {
        self.properties
            .iter()
            .chain(self.methods)
            .find(|m| m.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::equation_on_one_line;

    #[test]
    fn an_equation_over_several_lines_reads_as_written_on_one() {
        let laid_out = "cluster_training_time(\n    from_registry(ops, \"training FLOPs\", path),\n    n,\n    mfu,\n)";
        assert_eq!(
            equation_on_one_line(laid_out),
            "cluster_training_time(from_registry(ops, \"training FLOPs\", path), n, mfu)"
        );
        assert_eq!(equation_on_one_line("max(\n    [a, b],\n)"), "max([a, b])");
        assert_eq!(equation_on_one_line("a\n    / b"), "a / b");
    }
}
