//! The "From Python" page: installing the package `mlsysim_rs` and using it, with the README's
//! Python example (read from the README itself, so the page shows the example the package's
//! tests run).

const README: &str = include_str!("../../README.md");

/// The README's Python example, as written there.
fn example() -> &'static str {
    README
        .split("```python\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or("")
}

pub fn page() -> String {
    let example = example();
    format!(
        "# From Python\n\n\
The catalog is also a Python package, `mlsysim_rs`, for CPython 3.9 and later: every scenario a \
class taking keyword inputs, every preset an attribute of `Scenarios`, every quantity a \
`Quantity` with its unit. Inputs are read, checked and evaluated by the same code as the \
`mlsysim` command line, and refused with its messages.\n\n\
## Installing\n\n\
In a virtual environment, from the repository's root (cargo builds the wheel):\n\n\
```sh\npython3 -m venv .venv && .venv/bin/pip install ./mlsysim-py\n```\n\n\
`pint` and `pandas` are optional: with pint, quantities convert to and from pint quantities; \
with pandas, a sweep becomes a DataFrame.\n\n\
## An example\n\n\
```python\n{example}```\n\n\
## What the package holds\n\n\
| name | what it is |\n|---|---|\n\
| `Scenarios`, `presets` | every preset, as an attribute (`Scenarios.DlrmReleaseFootprintH100`) or by name (`presets[\"dlrm-release-footprint-h100\"]`, case and separators ignored); tab completion lists them |\n\
| `ReleaseFootprint(model=..., device=...)` and every other scenario | a class built from keyword inputs; declared defaults fill the rest; `with_inputs(...)` gives a changed copy, checked again |\n\
| inputs and properties | attributes (`s.copy_fraction`, `s.retrain_time`) |\n\
| methods | methods (`s.free_after(copies=3)`), their arguments read as the command line reads `--call` |\n\
| `Quantity` | a magnitude and its unit: `.magnitude`, `.units`, `.to(\"GiB\")`, `str()` as the command line writes it, `.to_pint()`; never a bare float |\n\
| `s.explain(member, ...)` | the worked solution: `.text` as `mlsysim explain` writes it, `.markdown` (a notebook shows it), `.tree` as dicts (`name`, `kind`, `equation`, `values`, `value` or `error`, `source`, `steps`); without a member, every property's |\n\
| `s.report()` | a dict: `scenario`, `preset`, `inputs`, `properties`, `calls` (each `method`, `args`, `value`) |\n\
| `s.sweep(name, values, **args)` | one input or method argument varied; rows of dicts, `.to_pandas()` for a DataFrame |\n\
| `Hardware`, `Models` and the other registries | attribute trees with the reference's paths (`Hardware.Cloud.H100`), each entry's fields in the units the registry states; an entry is an input as it stands |\n\
| `InputError`, `EvalError`, `UnknownNameError` | the exceptions, with the command line's messages |\n\n\
## Inputs\n\n\
A quantity is given with its unit: as text (`\"6 h\"`, `\"3.35 TB/s\"`, `\"80 GiB\"`), as a \
`Quantity`, or as a pint quantity of any unit registry. A bare number is read only where the \
input is a plain ratio (`canary_share=0.05`), as on the command line; counts are integers; a \
device or a model is a registry entry or its path or short name (`\"Cloud.H100\"`, `\"h100\"`); \
a list is a list; values by name are a dict; `None` leaves an optional input unset. A scenario \
held by another is given as a scenario, a preset's name or a dict of its inputs.\n\n\
## Errors\n\n\
- `InputError` (a `ValueError`): a missing or wrong unit, a value outside its allowed range, a \
broken rule across inputs, an argument a method cannot read; `.input` names the input.\n\
- `UnknownNameError` (a `KeyError` and an `InputError`): an unknown preset, input, member or \
registry entry, with `.suggestions`; as an attribute (`Scenarios.Dlrm`), an `AttributeError` \
with the same words.\n\
- `EvalError`: a member that could not be computed (an overflow, a division by zero, an \
optional input it needs); `.member` and `.missing_input` say which. In a report or a sweep the \
error stands in the value's place.\n\n\
## Types\n\n\
The package ships type stubs written from the catalog (`scenarios.pyi`, `registries.pyi`), so \
an editor completes every scenario's inputs, properties and methods, and a type checker knows \
what each returns.\n"
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_page_shows_the_readme_example() {
        let page = super::page();
        assert!(page.contains("import mlsysim_rs as m"), "{page}");
        assert!(page.contains("Scenarios.DlrmReleaseFootprintH100"));
    }
}
