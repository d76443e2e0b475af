//! The Python type of an input, a member or an argument, read from the Rust type the declaration
//! wrote (`Option<Time>`, `Vec<&'static Workload>`, `Named<f64>`) and its declared unit. The
//! stubs and the runtime signatures both use it, so an editor's completion and `help()` agree.

use mlsysim_core::catalog;

/// Which side of a call a type is on: what a user passes, or what comes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Given,
    Returned,
}

/// The Python annotation for a Rust type written `ty`, with the declared display unit `unit`.
pub fn annotation(ty: &str, unit: Option<&str>, side: Side) -> String {
    let ty = ty.trim();
    if let Some(inner) = generic(ty, "Option") {
        return format!("{} | None", annotation(inner, unit, side));
    }
    if let Some(inner) = generic(ty, "Vec") {
        let item = annotation(inner, unit, side);
        return match side {
            Side::Given => format!("Sequence[{item}] | str"),
            Side::Returned => format!("list[{item}]"),
        };
    }
    if let Some(inner) = generic(ty, "Named") {
        let item = annotation(inner, unit, side);
        return match side {
            Side::Given => format!("Mapping[str, {item}] | str"),
            Side::Returned => format!("dict[str, {item}]"),
        };
    }
    let leaf = ty.rsplit("::").next().unwrap_or(ty);
    let leaf = leaf.trim_start_matches("&'static ").trim();
    let given = side == Side::Given;
    match leaf {
        "u32" | "i32" | "i64" | "Headroom" => "int".into(),
        "f64" if given => "RatioInput".into(),
        "f64" => "float".into(),
        "bool" => "bool".into(),
        "String" | "Precision" => "str".into(),
        "HardwareNode" if given => "HardwareInput".into(),
        "Workload" if given => "ModelInput".into(),
        "HardwareNode" | "Workload" => "Entry".into(),
        // A ratio of like quantities is a plain number unless a unit is declared for it.
        "Ratio" if unit.is_none() && given => "RatioInput".into(),
        "Ratio" if unit.is_none() => "float".into(),
        name if catalog::scenario(name).is_ok_and(|s| s.name == name) => {
            if given {
                format!("{name} | str | Mapping[str, object]")
            } else {
                name.to_string()
            }
        }
        // Every other type of the catalog is a quantity (`Time`, `DataSize`, `MoneyRate`, ...).
        _ if given => "QuantityInput".into(),
        _ => "Quantity".into(),
    }
}

/// `Vec<T>` -> `T` for `generic(ty, "Vec")`.
fn generic<'a>(ty: &'a str, name: &str) -> Option<&'a str> {
    let rest = ty.strip_prefix(name)?.trim_start().strip_prefix('<')?;
    rest.strip_suffix('>').map(str::trim)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mlsysim_catalog as _;

    #[test]
    fn types_read_as_python_types() {
        let given = |t, u| annotation(t, u, Side::Given);
        let returned = |t, u| annotation(t, u, Side::Returned);
        assert_eq!(given("Option<Time>", Some("h")), "QuantityInput | None");
        assert_eq!(given("&'static HardwareNode", None), "HardwareInput");
        assert_eq!(
            given("Vec<&'static Workload>", None),
            "Sequence[ModelInput] | str"
        );
        assert_eq!(given("Named<f64>", None), "Mapping[str, RatioInput] | str");
        assert_eq!(given("u32", None), "int");
        assert_eq!(given("Ratio", Some("h/week")), "QuantityInput");
        assert_eq!(
            given("mlsysim_core::MoneyRate", Some("USD/h")),
            "QuantityInput"
        );
        assert_eq!(
            given("Option<ReleaseFootprint>", None),
            "ReleaseFootprint | str | Mapping[str, object] | None"
        );
        assert_eq!(returned("Vec<Vec<i64>>", None), "list[list[int]]");
        assert_eq!(returned("DataSize", None), "Quantity");
        assert_eq!(returned("Headroom", None), "int");
        assert_eq!(returned("Ratio", None), "float");
    }
}
