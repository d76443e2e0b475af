//! What the reference derives from a record (its properties), as the registry's methods derive
//! it: each checked against the value the data file records under `derived`.

mod common;
use common::{agrees, close, data, derived_of};
use mlsysim_registry::entry::Registered;
use mlsysim_registry::{Actuators, Embodied, HardwareNode};
use serde_json::Value;

/// The reference's derived values of the record at `path` of the file `file`.
fn derived(file: &str, path: &str) -> Value {
    derived_of(file)
        .into_iter()
        .find(|(p, _)| p == path)
        .unwrap_or_else(|| panic!("{path} is not in {file}"))
        .1
}

/// Checks each `(name, value)` against the reference's derived values `d` of `at`.
fn all_agree(at: &str, d: &Value, values: &[(&str, Option<f64>)]) {
    for (name, got) in values {
        agrees(&format!("{at}.{name}"), *got, &d[*name]);
    }
}

#[test]
fn fleets_datacenters_and_nodes() {
    use mlsysim_registry::{Datacenter, Fleet, NodeStorage, ServerNode};
    for (path, d) in derived_of("Systems.Clusters") {
        let fleet = Fleet::find(&path).unwrap();
        let count = Some(f64::from(fleet.total_accelerators()));
        agrees(&path, count, &d["total_accelerators"]);
        agrees(&path, Some(fleet.effective_pue()), &d["effective_pue"]);
    }
    for (path, d) in derived_of("Infrastructure.Datacenters") {
        let pue = Datacenter::find(&path).unwrap().pue();
        agrees(&path, Some(pue), &d["pue"]);
    }
    for (path, d) in derived_of("Systems.Nodes") {
        let psus = ServerNode::find(&path).unwrap().series_psus();
        agrees(&path, Some(f64::from(psus)), &d["series_psus"]);
    }
    for (path, d) in derived_of("Systems.Storage") {
        if let Ok(storage) = NodeStorage::find(&path) {
            let bw = storage.aggregate_bandwidth().value;
            agrees(&path, Some(bw), &d["aggregate_bandwidth"]);
        }
    }
}

#[test]
fn racks_and_datasets() {
    use mlsysim_registry::{Dataset, RackProfile};
    for (path, d) in derived_of("Systems.Racks") {
        let rack = RackProfile::find(&path).unwrap();
        all_agree(
            &path,
            &d,
            &[
                (
                    "accelerator_count",
                    Some(f64::from(rack.accelerator_count())),
                ),
                (
                    "accelerator_power",
                    rack.accelerator_power().map(|p| p.value),
                ),
                ("total_power", rack.total_power().map(|p| p.value)),
                ("it_power", rack.it_power().map(|p| p.value)),
            ],
        );
    }
    for (path, d) in derived_of("Datasets") {
        let size = Dataset::find(&path).unwrap().mean_compressed_image_size();
        agrees(
            &path,
            size.map(|s| s.value),
            &d["mean_compressed_image_size"],
        );
    }
}

#[test]
fn hardware_links_per_direction() {
    let ext = data("Hardware.extension");
    let mut links = 0;
    for e in ext["entries"].as_array().unwrap() {
        let path = e["path"].as_str().unwrap().trim_start_matches("Hardware.");
        let node = HardwareNode::find(path).unwrap();
        for (field, got) in [
            ("nvlink", node.nvlink_bandwidth_per_direction()),
            ("interconnect", node.interconnect_bandwidth_per_direction()),
        ] {
            let want = &e["fields"][field]["object"]["derived"]["bandwidth_per_direction"]["base"];
            match (got, want.as_f64()) {
                (Some(g), Some(w)) => {
                    assert!(close(g.value, w), "{path}.{field}: {} vs {w}", g.value);
                    links += 1;
                }
                (None, None) => {}
                (g, w) => panic!("{path}.{field}: {g:?} vs {w:?}"),
            }
        }
    }
    assert!(links > 10, "{links}");
}

#[test]
fn the_remediation_attempt() {
    let d = derived("Agents", "Agents.Remediation.OnCall");
    let w = &mlsysim_registry::Agents::Remediation::OnCall;
    all_agree(
        "OnCall",
        &d,
        &[
            (
                "approval_cost_per_attempt",
                Some(w.approval_cost_per_attempt().value),
            ),
            ("attempt_cost", Some(w.attempt_cost().value)),
            ("approval_share", Some(w.approval_share())),
        ],
    );
}

#[test]
fn the_warehouse_aisle_delays() {
    let d = derived("Embodied", "Embodied.Scenario.WarehouseAisle");
    let site = &Embodied::Scenario::WarehouseAisle;
    let time = |t: Option<mlsysim_units::quantity::f64::Time>| t.map(|t| t.value);
    all_agree(
        "WarehouseAisle",
        &d,
        &[
            ("a_brake", site.a_brake().map(|a| a.value)),
            ("t_tick", Some(site.t_tick().value)),
            ("perception_age", time(site.perception_age())),
            ("dispatch_age_limit", time(site.dispatch_age_limit())),
            ("tau_delay", time(site.tau_delay())),
            ("t_board_link", Some(site.t_board_link().value)),
            (
                "t_dispatch_to_admission",
                Some(site.t_dispatch_to_admission().value),
            ),
            (
                "t_capture_to_admission",
                time(site.t_capture_to_admission()),
            ),
            (
                "t_admission_to_brake_onset",
                Some(site.t_admission_to_brake_onset().value),
            ),
            (
                "t_capture_to_brake_onset",
                time(site.t_capture_to_brake_onset()),
            ),
            ("fixed_overhead", Some(site.fixed_overhead().value)),
        ],
    );
}

#[test]
fn the_warehouse_aisle_takeover() {
    let d = derived("Embodied", "Embodied.Scenario.WarehouseAisle");
    let site = &Embodied::Scenario::WarehouseAisle;
    all_agree(
        "WarehouseAisle",
        &d,
        &[
            ("t_handshake", Some(site.t_handshake().value)),
            (
                "t_takeover_transport",
                Some(site.t_takeover_transport().value),
            ),
            (
                "t_human_simple_reaction",
                Some(site.t_human_simple_reaction().value),
            ),
            (
                "t_human_simple_reaction_slow",
                Some(site.t_human_simple_reaction_slow().value),
            ),
            ("t_takeover_in_loop", Some(site.t_takeover_in_loop().value)),
            (
                "t_takeover_out_of_loop",
                Some(site.t_takeover_out_of_loop().value),
            ),
            ("pre_trigger_window", Some(site.pre_trigger_window().value)),
        ],
    );
}

#[test]
fn the_mobile_manipulator() {
    let d = derived(
        "Embodied",
        "Embodied.MobileManipulator.WarehouseMobileManipulator",
    );
    let m = &Embodied::MobileManipulator::WarehouseMobileManipulator;
    all_agree(
        "WarehouseMobileManipulator",
        &d,
        &[
            ("unloaded_mass", Some(m.unloaded_mass().value)),
            ("loaded_mass", Some(m.loaded_mass().value)),
            (
                "arm_effective_contact_mass",
                m.arm_effective_contact_mass().map(|x| x.value),
            ),
            (
                "drive_wheel_load_share_max",
                Some(m.drive_wheel_load_share_max()),
            ),
            (
                "permission_rail_holdup_capacitance",
                Some(m.permission_rail_holdup_capacitance().value),
            ),
            (
                "permission_rail_holdup_energy",
                Some(m.permission_rail_holdup_energy().value),
            ),
            (
                "intent_weight_memory",
                m.intent_weight_memory().map(|x| x.value),
            ),
        ],
    );
}

#[test]
fn the_motors() {
    let d = derived("Actuators", "Actuators.HubMotor.ZLTECH_ZLLG10ASM800");
    let hub = &Actuators::HubMotor::ZLTECH_ZLLG10ASM800;
    all_agree(
        "hub",
        &d,
        &[
            ("wheel_radius", Some(hub.wheel_radius().value)),
            ("torque_constant", Some(hub.torque_constant().value)),
            ("rotating_mass_bound", Some(hub.rotating_mass_bound().value)),
        ],
    );
    let d = derived("Actuators", "Actuators.FramelessMotor.TQ_ILM70x18");
    let motor = &Actuators::FramelessMotor::TQ_ILM70x18;
    all_agree(
        "motor",
        &d,
        &[
            ("loss_resistance", motor.loss_resistance().map(|r| r.value)),
            (
                "rated_copper_loss",
                motor.rated_copper_loss().map(|p| p.value),
            ),
        ],
    );
}
