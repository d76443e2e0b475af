//! The generated registries against the data they were generated from: every entry of every
//! file is there under its reference path, every figure shows the reference's magnitude in the
//! reference's unit (1e-12 relative; counts exactly), every plain number says what it is, and
//! every link and lookup resolves. What the reference derives from a record is checked in
//! `derived.rs`.

use mlsysim_eval::report::Value as Shown;
use mlsysim_registry::entry::{Entry, Registered, stated_label};
use mlsysim_registry::{HardwareNode, REGISTRIES, hardware};
use serde_json::Value;
use std::collections::HashMap;

mod common;
use common::{close, data};

fn registry_files() -> Vec<Value> {
    let dir = format!("{}/data", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".json") && n != "hardware.json" && n != "models.json")
        .collect();
    files.sort();
    files
        .iter()
        .map(|n| data(n.trim_end_matches(".json")))
        .collect()
}

fn entries() -> HashMap<&'static str, &'static dyn Entry> {
    REGISTRIES
        .iter()
        .flat_map(|r| r.entries.iter().map(|e| (e.path(), *e)))
        .collect()
}

/// The magnitude a shown value has, in the unit it is shown in.
fn magnitude(v: &Shown) -> Option<f64> {
    match v {
        Shown::Integer(n) => Some(*n as f64),
        Shown::Number(x) => Some(*x),
        Shown::Quantity { magnitude, .. } => Some(*magnitude),
        _ => None,
    }
}

/// The unit system's dimensions of a number object (our six, then the physical bases the unit
/// system has, by the names `extra_dims` gives them), or `None` for a dimension it lacks.
fn dim_of(number: &Value) -> Option<mlsysim_units::Dim> {
    let physical = [
        ("length", "length"),
        ("mass", "mass"),
        ("temperature difference", "temperature"),
        ("electric current", "current"),
        ("angle", "angle"),
        ("temperature", "temperature_reading"),
        ("luminous flux", "luminous_flux"),
    ];
    let mut dim = mlsysim_units::quantity::DIMENSIONLESS;
    for (i, p) in number["dim"].as_array()?.iter().enumerate() {
        dim[i] = i8::try_from(p.as_i64()?).ok()?;
    }
    let extra = number.get("extra_dims").and_then(Value::as_object);
    let mut used = 0;
    for (i, (base, _)) in mlsysim_units::quantity::BASES.iter().enumerate().skip(6) {
        let name = physical.iter().find(|(b, _)| b == base)?.1;
        if let Some(p) = extra.and_then(|e| e.get(name)) {
            dim[i] = i8::try_from(p.as_i64()?).ok()?;
            used += 1;
        }
    }
    (used == extra.map_or(0, |e| e.len())).then_some(dim)
}

/// Compares a shown value with the reference's value, recursively; returns what differs.
fn compare(at: &str, shown: &Shown, reference: &Value, out: &mut Vec<String>) {
    if reference.is_null() {
        if *shown != Shown::Absent {
            out.push(format!("{at}: {shown:?} where the reference has nothing"));
        }
        return;
    }
    if let Some(m) = reference.get("magnitude") {
        let want = match m {
            Value::String(s) if s == "inf" => f64::INFINITY,
            other => other.as_f64().unwrap(),
        };
        match magnitude(shown) {
            Some(got) if close(got, want) => {}
            got => out.push(format!(
                "{at}: shown {got:?} ({shown:?}), the reference states {want} {}",
                reference["unit"]
            )),
        }
        let read = reference.get("stated_unit").unwrap_or(reference);
        if let (Shown::Quantity { unit, .. }, Some(stated), Some(dim)) =
            (shown, read["unit"].as_str(), dim_of(read))
            && stated_label(Box::leak(stated.to_string().into_boxed_str()), dim).symbol != *unit
        {
            out.push(format!("{at}: shown in `{unit}`, stated in `{stated}`"));
        }
        return;
    }
    let (key, inner) = reference.as_object().unwrap().iter().next().unwrap();
    match (key.as_str(), shown) {
        ("text", Shown::Text(t)) if t == inner.as_str().unwrap() => {}
        ("bool", Shown::Bool(b)) if *b == inner.as_bool().unwrap() => {}
        ("link", Shown::Entry(p)) => {
            let target = inner.as_str().unwrap();
            // Hardware and models name their entries without the namespace (`Cloud.H100`).
            let bare = target
                .strip_prefix("Hardware.")
                .or_else(|| target.strip_prefix("Models."))
                .unwrap_or(target);
            if *p != target && *p != bare {
                out.push(format!("{at}: links {p}, the reference {target}"));
            }
        }
        ("object", Shown::Map(fields)) => {
            for (name, value) in inner["fields"].as_object().unwrap() {
                match fields.iter().find(|(k, _)| k == name) {
                    Some((_, v)) => compare(&format!("{at}.{name}"), v, value, out),
                    None => out.push(format!("{at}.{name}: missing")),
                }
            }
        }
        ("list", Shown::List(items)) => {
            let refs = inner.as_array().unwrap();
            if items.len() != refs.len() {
                out.push(format!(
                    "{at}: {} items, the reference {}",
                    items.len(),
                    refs.len()
                ));
            }
            for (i, (a, b)) in items.iter().zip(refs).enumerate() {
                compare(&format!("{at}[{i}]"), a, b, out);
            }
        }
        ("map", Shown::Map(fields)) => {
            for (name, value) in inner.as_object().unwrap() {
                match fields.iter().find(|(k, _)| k == name) {
                    Some((_, v)) => compare(&format!("{at}.{name}"), v, value, out),
                    None => out.push(format!("{at}.{name}: missing")),
                }
            }
        }
        _ => out.push(format!(
            "{at}: shown {shown:?}, the reference has {reference}"
        )),
    }
}

#[test]
fn every_entry_is_there_and_shows_the_reference_values() {
    let all = entries();
    let mut problems = Vec::new();
    let mut checked = 0;
    for file in registry_files() {
        let name = file["reference"]["registry"].as_str().unwrap();
        for e in file["entries"].as_array().unwrap() {
            let path = e["path"].as_str().unwrap();
            if name == "Hardware" {
                let node = HardwareNode::find(path.trim_start_matches("Hardware.")).unwrap();
                let fields = mlsysim_registry::entry::Record::fields(node.detail());
                for (field, value) in e["fields"].as_object().unwrap() {
                    let shown = &fields.iter().find(|(k, _)| k == field).unwrap().1;
                    compare(&format!("{path}.{field}"), shown, value, &mut problems);
                    checked += 1;
                }
                continue;
            }
            let Some(entry) = all.get(path) else {
                problems.push(format!("{path}: not in the registries"));
                continue;
            };
            let fields = entry.fields();
            let shown = |k: &str| fields.iter().find(|(n, _)| *n == k).map(|(_, v)| v.clone());
            if e["kind"] == "figure" {
                compare(path, &shown("value").unwrap(), &e["value"], &mut problems);
                checked += 1;
            } else if e["type"] == "PricePoint" {
                compare(
                    path,
                    &shown("value").unwrap(),
                    &e["fields"]["rate"],
                    &mut problems,
                );
                checked += 1;
            } else {
                for (field, value) in e["fields"].as_object().unwrap() {
                    match shown(field) {
                        Some(v) => compare(&format!("{path}.{field}"), &v, value, &mut problems),
                        None => problems.push(format!("{path}.{field}: missing")),
                    }
                    checked += 1;
                }
            }
        }
        let counted = file["counts"]["entries"].as_u64().unwrap() as usize;
        let held = if name == "Hardware" {
            hardware().len()
        } else {
            REGISTRIES
                .iter()
                .filter(|r| r.name == name)
                .map(|r| r.entries.len())
                .sum()
        };
        assert_eq!(
            held, counted,
            "{name}: {held} entries, the file counts {counted}"
        );
    }
    assert!(checked > 1000, "only {checked} fields checked");
    assert!(
        problems.is_empty(),
        "{} differences:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn every_record_is_found_by_its_path_and_its_name() {
    fn check<T: Registered>() {
        assert!(!T::all().is_empty(), "{} is empty", T::REGISTRY);
        for e in T::all() {
            let path = e.path();
            assert!(std::ptr::eq(T::find(path).unwrap(), *e), "{path}");
            let last = path.rsplit('.').next().unwrap();
            assert_eq!(
                T::find(&last.to_lowercase()).unwrap().path(),
                path,
                "{path} by `{last}`"
            );
        }
    }
    check::<mlsysim_registry::Fleet>();
    check::<mlsysim_registry::ServerNode>();
    check::<mlsysim_registry::NetworkFabric>();
    check::<mlsysim_registry::StorageSubsystem>();
    check::<mlsysim_registry::Grid>();
    check::<mlsysim_registry::Datacenter>();
    check::<mlsysim_registry::Dataset>();
    check::<mlsysim_registry::Pod>();
    check::<mlsysim_registry::ReliabilityComponent>();
    check::<mlsysim_registry::AgentArchitecture>();
    check::<mlsysim_registry::RemediationAgentWorkload>();
    check::<mlsysim_registry::CameraSensor>();
    check::<mlsysim_registry::ActuatorJoint>();
    check::<mlsysim_registry::EmbodiedPlatform>();
    check::<mlsysim_registry::MobileManipulator>();
    check::<mlsysim_registry::SiteScenario>();
    let e = mlsysim_registry::NetworkFabric::find("InfiniBand_NRD").unwrap_err();
    assert!(e.to_string().contains("InfiniBand_NDR"), "{e}");
}

#[test]
fn figures_are_typed_constants_at_their_reference_paths() {
    use mlsysim_registry::tree::{Literature, Systems};
    let alpha = &Systems::SwitchFabric::AlphaNdr;
    assert_eq!(alpha.path, "Systems.SwitchFabric.AlphaNdr");
    // A time in base units: the type says so, and the value is the reference's microseconds.
    let seconds: mlsysim_units::quantity::f64::Time = alpha.value;
    assert!(seconds.value > 0.0 && seconds.value < 1e-3);
    let chinchilla: f64 = Literature::Chinchilla::TokensPerParam.value;
    assert!((chinchilla - 20.0).abs() < 1e-12, "{chinchilla}");
    // A count is a whole number, and says it is one.
    let ports: u64 = Systems::SwitchFabric::NdrSwitchPorts.value;
    assert_eq!(ports, 64);
    let count = mlsysim_registry::entry::Plain::Counted;
    assert_eq!(Systems::SwitchFabric::NdrSwitchPorts.kind, Some(count));
    assert_eq!(
        Systems::SwitchFabric::NdrSwitchPorts.kinds(),
        vec![("value".to_string(), count)]
    );
    let fabric = &Systems::Fabrics::InfiniBand_NDR;
    assert_eq!(fabric.bandwidth.value, 50e9);
    // A link is the entry itself, not a copy.
    let fleet = &Systems::Clusters::Frontier_8K;
    assert!(std::ptr::eq(fleet.fabric, fabric), "{}", fleet.fabric.path);
}

#[test]
fn agent_profiles_are_typed_records_with_links() {
    use mlsysim_registry::{AgentPlatforms, Agents, Models, Systems};
    let coding = &Agents::Coding::SWE_Bench_Runner;
    assert_eq!(coding.context_window, 128_000);
    assert_eq!(coding.max_trajectory_steps, Some(30));
    let restore: mlsysim_units::quantity::f64::Time =
        coding.sandbox_snapshot_restore_latency.unwrap();
    assert!(close(restore.value, 0.015), "{}", restore.value);
    assert!(std::ptr::eq(
        coding.serving_node,
        &Systems::Nodes::HGX_H100_EPYC
    ));
    assert!(std::ptr::eq(
        coding.reference_model,
        Models::Language::Llama3_70B
    ));
    // The platforms are the coding harnesses under a second name, not copies.
    assert!(std::ptr::eq(&Agents::Platforms::Cloud_DGX_H100, coding));
    assert!(std::ptr::eq(
        &AgentPlatforms::Workstation_Apple,
        &Agents::Coding::SWE_Bench_Workstation
    ));
    assert_eq!(Agents::Support::CustomerOps.shared_prefix, 6_144);
}

/// Every plain number among `value`'s leaves, with its path (`count`, `compute.sm_count`,
/// `mig_profiles[0].sm_count`, `value[0].alpha`).
fn plain_leaves(at: &str, value: &Shown, out: &mut Vec<(String, Shown)>) {
    match value {
        Shown::Integer(_) | Shown::Number(_) => out.push((at.to_string(), value.clone())),
        Shown::Map(items) => {
            for (k, v) in items {
                plain_leaves(&format!("{at}.{k}"), v, out);
            }
        }
        Shown::List(items) => {
            for (i, v) in items.iter().enumerate() {
                plain_leaves(&format!("{at}[{i}]"), v, out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_plain_number_says_whether_it_is_a_count_a_share_or_a_ratio() {
    use mlsysim_registry::entry::{Plain, Record};
    let details = hardware().iter().map(|n| {
        let d = n.detail();
        (d.path, Record::fields(d), Record::kinds(d))
    });
    let entries = REGISTRIES
        .iter()
        .flat_map(|r| r.entries.iter())
        .map(|e| (e.path(), e.fields(), e.kinds()));
    let mut problems = Vec::new();
    let mut counted = [0; 3];
    for (path, fields, kinds) in entries.chain(details) {
        let mut leaves = Vec::new();
        for (name, value) in &fields {
            plain_leaves(name, value, &mut leaves);
        }
        for (at, value) in &leaves {
            let Some((_, kind)) = kinds.iter().find(|(k, _)| k == at) else {
                problems.push(format!("{path}.{at} = {value:?} has no kind"));
                continue;
            };
            counted[*kind as usize] += 1;
            let ok = match (kind, value) {
                (Plain::Counted, Shown::Integer(n)) => *n >= 0,
                (Plain::Share, Shown::Number(x)) => (0.0..=1.0).contains(x),
                (Plain::Ratio, Shown::Number(x)) => x.is_finite(),
                _ => false,
            };
            if !ok {
                problems.push(format!("{path}.{at} = {value:?} is no {}", kind.name()));
            }
        }
        for (at, _) in &kinds {
            if !leaves.iter().any(|(l, _)| l == at) {
                problems.push(format!("{path}.{at} has a kind but no plain number"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
    // Counts, shares and ratios all occur (so the walk reaches each kind).
    assert!(counted.iter().all(|n| *n > 20), "{counted:?}");
}

#[test]
fn embodied_machines_are_records_linked_to_their_parts() {
    use mlsysim_registry::{Actuators, Embodied, Hardware, Models, Sensors};
    let aisle = &Embodied::Scenario::WarehouseAisle;
    let machine = aisle.machine;
    // The site's machine, its base and arm, its computers, sensors, models and drive are the
    // registry's entries themselves.
    assert!(std::ptr::eq(
        machine,
        &Embodied::MobileManipulator::WarehouseMobileManipulator
    ));
    assert!(std::ptr::eq(machine.base, &Embodied::AMR::WarehouseAMR));
    assert!(std::ptr::eq(machine.arm, &Embodied::Manipulator::Panda));
    assert!(std::ptr::eq(
        machine.brain_soc,
        Hardware::Edge::JetsonAGXOrin
    ));
    assert!(std::ptr::eq(
        machine.permission_mcu,
        Hardware::Tiny::LockstepSafetyMCU_Reference
    ));
    assert!(std::ptr::eq(
        machine.nav_camera,
        &Sensors::Camera::Sony_IMX477
    ));
    assert!(std::ptr::eq(machine.lidar, &Sensors::LiDAR::Ouster_OS1_64));
    assert!(std::ptr::eq(
        machine.intent_model,
        Models::Embodied::OpenVLA_7B
    ));
    assert!(std::ptr::eq(
        machine.drive_unit,
        &Actuators::HubMotor::ZLTECH_ZLLG10ASM800
    ));
    // Typed figures, in base units.
    assert!(close(aisle.t_lease.value, 0.060));
    assert!(close(machine.fieldbus_cycle.value, 0.001));
    // `t_bus` is the machine's fieldbus cycle (the reference's very value).
    assert_eq!(aisle.t_bus, machine.fieldbus_cycle);
    assert_eq!(machine.servo_axes, 9);
    assert_eq!(machine.arm.dofs, Some(7));
    assert_eq!(machine.arm.joint_velocity_limits.map(<[_]>::len), Some(7));
    assert!(close(
        machine.nav_camera.exposure_time.unwrap().value,
        0.016
    ));
    // Physical figures are quantities of their own dimensions, in SI base units.
    use mlsysim_units::quantity::f64::{AngularVelocity, Force, Stiffness, Velocity, Voltage};
    let speed: Velocity = machine.base.max_velocity.unwrap();
    assert!(close(speed.value, 1.5));
    let stiffness: Stiffness = aisle.k_latch;
    assert!(close(stiffness.value, 4.0e5));
    let force: Force = aisle.f_latch_limit;
    assert!(close(force.value, 100.0));
    let joint: AngularVelocity = machine.arm.joint_velocity_limits.unwrap()[4];
    assert!(close(joint.value, 2.61));
    let bus: Voltage = machine.drive_bus_nominal;
    assert!(close(bus.value, 47.7));
    // A rotational speed stated in rpm is radians a second.
    let rpm = machine.drive_unit.max_speed.value;
    assert!(close(rpm, 180.0 * std::f64::consts::TAU / 60.0), "{rpm}");
}
