//! Flag syntax: `NAME=VALUE` settings, `METHOD:ARG=VALUE,...` calls and sweep value lists.

use crate::Failure;
use mlsysim_core::InputValue;
use mlsysim_core::input::truncate;

/// Longest argument accepted; longer ones are refused rather than echoed or parsed.
const MAX_ARG: usize = 4096;

fn check_length(arg: &str) -> Result<(), Failure> {
    if arg.len() > MAX_ARG {
        return Err(Failure::usage(format!(
            "argument `{}` is longer than {MAX_ARG} bytes",
            truncate(arg)
        )));
    }
    Ok(())
}

/// `retrain_time=6h` -> (`retrain_time`, Text("6h")).
pub fn setting(arg: &str) -> Result<(String, InputValue), Failure> {
    check_length(arg)?;
    let (name, value) = arg.split_once('=').ok_or_else(|| {
        Failure::usage(format!(
            "`{}` is not NAME=VALUE (e.g. retrain_time=6h)",
            truncate(arg)
        ))
    })?;
    let name = name.trim();
    if name.is_empty() {
        return Err(Failure::usage(format!(
            "`{}` has no input name before `=`",
            truncate(arg)
        )));
    }
    let value = value.trim();
    if value.is_empty() {
        return Err(Failure::usage(format!(
            "`--set {0}=` gives no value: write one after `=` (or `--unset {0}` to leave an optional input unset)",
            truncate(name)
        )));
    }
    Ok((name.to_string(), InputValue::Text(value.to_string())))
}

/// A method call from the command line: `free_after:copies=2`.
#[derive(Debug, Clone, PartialEq)]
pub struct CallSpec {
    pub method: String,
    pub args: Vec<(String, InputValue)>,
}

/// `free_after:copies=2,other=3` (a method without arguments is just its name), as `--call`
/// gives it.
pub fn call(arg: &str) -> Result<CallSpec, Failure> {
    member_call(arg, "--call")
}

/// A member and its arguments as `command` gives them (`--call`, or `explain` for its MEMBER
/// argument): messages name the command the user typed.
pub fn member_call(arg: &str, command: &str) -> Result<CallSpec, Failure> {
    check_length(arg)?;
    let (method, rest) = arg.split_once(':').unwrap_or((arg, ""));
    let mut args = Vec::new();
    let parts: Vec<&str> = if rest.trim().is_empty() {
        Vec::new()
    } else {
        rest.split(',').map(str::trim).collect()
    };
    for (i, part) in parts.into_iter().enumerate() {
        if part.is_empty() {
            return Err(Failure::usage(format!(
                "`{command} {}`: argument {} is empty; write ARG=VALUE",
                truncate(arg),
                i + 1
            )));
        }
        let (name, value) = part.split_once('=').ok_or_else(|| {
            Failure::usage(format!(
                "`{}` in `{command}` is not ARG=VALUE",
                truncate(part)
            ))
        })?;
        let (name, value) = (name.trim(), value.trim());
        if name.is_empty() || value.is_empty() {
            return Err(Failure::usage(format!(
                "`{}` in `{command}` is not ARG=VALUE: both are needed",
                truncate(part)
            )));
        }
        if args.iter().any(|(n, _)| n == name) {
            return Err(Failure::usage(format!(
                "`{command} {}`: argument `{}` is given twice; keep one",
                truncate(arg),
                truncate(name)
            )));
        }
        args.push((name.to_string(), InputValue::Text(value.to_string())));
    }
    let method = method.trim();
    if method.is_empty() {
        return Err(Failure::usage(format!(
            "`{command} {}` names no member: write MEMBER:ARG=VALUE",
            truncate(arg)
        )));
    }
    Ok(CallSpec {
        method: method.to_string(),
        args,
    })
}

/// The values of `--over NAME=VALUES`: an inclusive integer range `0..8` (or `0..=8`), or a
/// comma-separated list (`H100,H200,B200`, `4B,2B,1B,0.5B`).
pub fn sweep_values(name: &str, text: &str) -> Result<Vec<String>, Failure> {
    const MAX_POINTS: i64 = 100_000;
    check_length(text)?;
    if let Some((lo, hi)) = text.split_once("..") {
        let hi = hi.strip_prefix('=').unwrap_or(hi);
        let parse = |s: &str| {
            s.trim().parse::<i64>().map_err(|_| {
                Failure::usage(format!(
                    "`{}` is not an integer range such as 0..8",
                    truncate(text)
                ))
            })
        };
        let (lo, hi) = (parse(lo)?, parse(hi)?);
        if hi < lo {
            return Err(Failure::usage(format!(
                "the range {lo}..{hi} is empty: write the lower bound first"
            )));
        }
        if hi.saturating_sub(lo) >= MAX_POINTS {
            return Err(Failure::usage(format!(
                "a sweep may have at most {MAX_POINTS} points"
            )));
        }
        return Ok((lo..=hi).map(|v| v.to_string()).collect());
    }
    if text.trim().is_empty() {
        return Err(Failure::usage(format!(
            "`--over {}=` needs at least one value",
            truncate(name)
        )));
    }
    let values: Vec<String> = text.split(',').map(|v| v.trim().to_string()).collect();
    if let Some(i) = values.iter().position(String::is_empty) {
        return Err(Failure::usage(format!(
            "`--over {}`: value {} is empty",
            truncate(name),
            i + 1
        )));
    }
    if values.len() as i64 > MAX_POINTS {
        return Err(Failure::usage(format!(
            "a sweep may have at most {MAX_POINTS} points"
        )));
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_calls_and_ranges() {
        assert_eq!(
            setting("retrain_time=90 min").unwrap(),
            ("retrain_time".into(), InputValue::Text("90 min".into()))
        );
        assert!(setting("retrain_time").is_err());
        let c = call("free_after:copies=2").unwrap();
        assert_eq!(c.method, "free_after");
        assert_eq!(
            c.args,
            vec![("copies".to_string(), InputValue::Text("2".into()))]
        );
        assert_eq!(sweep_values("x", "0..3").unwrap(), ["0", "1", "2", "3"]);
        assert_eq!(sweep_values("x", "0..=3").unwrap().len(), 4);
        assert_eq!(sweep_values("x", "H100, H200").unwrap(), ["H100", "H200"]);
        assert!(sweep_values("x", "3..0").is_err());
        assert!(sweep_values("x", "0..9999999999").is_err());
        assert!(setting(&"x".repeat(5000)).is_err());
        assert!(setting("layer_names=").is_err());
        assert!(call("free_after:copies=1,copies=2").is_err());
        assert!(call("free_after:copies=").is_err());
        assert!(call(":copies=1").is_err());
        assert!(call("free_after:copies=1,,").is_err());
        assert!(sweep_values("x", "8,,9").is_err());
        assert!(sweep_values("x", ",").is_err());
    }
}
