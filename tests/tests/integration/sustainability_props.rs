//! The sustainability and facility sections: invariants of every scenario over random valid
//! inputs, their laws against each other, and the inputs each scenario refuses, by name.

use mlsysim_catalog::responsible::facility::*;
use mlsysim_catalog::responsible::sustainability::*;
use mlsysim_core::laws::{coolant_mass_flow, inductive_droop, rail_current_step, water_use};
use mlsysim_core::units::{
    JOULE_PER_KILOGRAM_KELVIN, LITRE, LITRE_PER_KWH, MEGAWATT, amperes, henries, hours, kelvin,
    kilowatt_hours, seconds, volts, watts,
};
use mlsysim_core::{FromInput, InputError, InputValue, Named};
use mlsysim_tests::check::rel;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn more_pue_never_lowers_facility_power(pue in 1.0f64..3.0, extra in 0.0f64..1.0, devices in 0.0f64..200_000.0) {
        let base = mega100k_facility_power().unwrap().variant().devices(devices);
        let low = base.clone().pue(pue).build().unwrap();
        let high = base.pue(pue + extra).build().unwrap();
        prop_assert!(high.facility_power().unwrap() >= low.facility_power().unwrap());
        // The chain never shrinks: accelerators <= IT <= facility, and the parts add up.
        let (acc, it, fac) = (low.accelerator_power().unwrap(), low.it_power().unwrap(), low.facility_power().unwrap());
        prop_assert!(acc <= it && it <= fac);
        prop_assert!(rel((acc + low.support_power().unwrap()).value, it.value));
        prop_assert!(rel((it + low.overhead_power().unwrap()).value, fac.value) || fac.value == 0.0);
    }

    #[test]
    fn shares_stay_in_zero_one(hours_run in 1.0f64..1e6, escalation in 0.0f64..=1.0, activity in 0.0f64..=1.0) {
        let run = lab64_a100_training_footprint().unwrap().variant().device_hours(hours(hours_run)).build().unwrap();
        for (_, &share) in run.embodied_share().unwrap().iter() {
            prop_assert!((0.0..=1.0).contains(&share));
        }
        let cascade = edge_first_image_cascade().unwrap().variant().escalation(escalation).build().unwrap();
        prop_assert!(cascade.saving().unwrap() <= 1.0);
        prop_assert!(cascade.mean_energy().unwrap() >= cascade.escalated_energy().unwrap());
        let data = batch_one_decode_weight_energy().unwrap();
        prop_assert!((0.0..=1.0).contains(&data.movement_share().unwrap()));
        let duty = wake_word_hierarchy_power().unwrap().variant().stage_activity(activity).build().unwrap();
        prop_assert!(duty.reduction().unwrap() >= 1.0);
    }

    #[test]
    fn lower_pue_after_saves_and_a_cut_never_adds_carbon(after in 1.0f64..1.58, cut in 0.0f64..=1.0) {
        let retrofit = pue_retrofit_2mw().unwrap().variant().pue_after(after).build().unwrap();
        prop_assert!(retrofit.saved_energy().unwrap().value >= 0.0);
        prop_assert!(retrofit.saved_cost().unwrap().value >= 0.0);
        let placement = regional_grid_placement().unwrap().variant().energy_cut(cut).build().unwrap();
        let (before, after_cut) = (placement.emissions().unwrap(), placement.emissions_after_cut().unwrap());
        for ((_, b), (_, a)) in before.iter().zip(after_cut.iter()) {
            prop_assert!(a <= b);
        }
        prop_assert!(placement.spread().unwrap() >= 1.0);
    }

    #[test]
    fn water_and_coolant_scale_with_their_load(mw in 0.1f64..100.0, rise in 1.0f64..40.0) {
        let water = reference_it_load_annual_water().unwrap().variant().it_power(MEGAWATT.of(mw)).build().unwrap();
        let twice = water.variant().it_power(MEGAWATT.of(2.0 * mw)).build().unwrap();
        let litres = |s: &WaterUse| LITRE.in_unit(*s.water().unwrap().get("evaporative").unwrap());
        prop_assert!(rel(litres(&twice), 2.0 * litres(&water)));
        let air = h100_air_cooling().unwrap().variant().temperature_rise(kelvin(rise)).build().unwrap();
        let warmer = air.variant().temperature_rise(kelvin(2.0 * rise)).build().unwrap();
        prop_assert!(rel(air.mass_flow().unwrap().value, 2.0 * warmer.mass_flow().unwrap().value));
        let water_cooled = air.variant().coolant(Coolant::Water).build().unwrap();
        prop_assert!(water_cooled.volume_flow().unwrap() < air.volume_flow().unwrap());
    }

    #[test]
    fn faster_edges_droop_deeper(rise_ns in 1.0f64..10_000.0) {
        let s = h100_barrier_load_step().unwrap();
        let slow = s.variant().rise_times(Named::from_iter([("edge", seconds(rise_ns * 1e-9))])).build().unwrap();
        let fast = s.variant().rise_times(Named::from_iter([("edge", seconds(rise_ns * 0.5e-9))])).build().unwrap();
        let droop = |x: &PowerTransient| x.droop().unwrap().get("edge").copied().unwrap();
        prop_assert!(droop(&fast) > droop(&slow));
        prop_assert!(rel(droop(&fast).value, 2.0 * droop(&slow).value));
    }
}

#[test]
fn the_laws_agree_with_each_other() {
    // V = L dI/dt, with dI = dP / V: 300 W at 0.8 V is 375 A; 50 pH over 1 µs droops 18.75 mV.
    let di = rail_current_step(watts(300.0), volts(0.8)).unwrap();
    assert!(rel(di.value, 375.0));
    let droop = inductive_droop(henries(50e-12), amperes(375.0), seconds(1e-6)).unwrap();
    assert!(rel(droop.value, 0.01875));
    // 1005 W at 1005 J/(kg·K) and 1 K is 1 kg/s.
    let flow = coolant_mass_flow(
        watts(1005.0),
        JOULE_PER_KILOGRAM_KELVIN.of(1005.0),
        kelvin(1.0),
    )
    .unwrap();
    assert!(rel(flow.value, 1.0));
    let litres = water_use(kilowatt_hours(10.0), LITRE_PER_KWH.of(1.8)).unwrap();
    assert!(rel(LITRE.in_unit(litres), 18.0));
    // Zero rail voltage, rise time or temperature rise is refused, never infinite.
    assert!(rail_current_step(watts(300.0), volts(0.0)).is_err());
    assert!(inductive_droop(henries(1e-9), amperes(1.0), seconds(0.0)).is_err());
    assert!(
        coolant_mass_flow(
            watts(1.0),
            JOULE_PER_KILOGRAM_KELVIN.of(1005.0),
            kelvin(0.0)
        )
        .is_err()
    );
}

#[test]
fn the_presets_match_the_reference_at_a_glance() {
    // 100,000 H100s at 700 W through the DGX H100 rack ratio (30.8 / 22.4) at PUE 1.1.
    let mega = mega100k_facility_power().unwrap();
    assert!(rel(mega.it_ratio().unwrap(), 30_800.0 / 22_400.0));
    assert!(rel(
        MEGAWATT.in_unit(mega.accelerator_power().unwrap()),
        70.0
    ));
    // A wake every 1,000 s for 50 ms is a duty of 5e-5.
    assert!(rel(
        wake_word_hierarchy_power().unwrap().full_duty().unwrap(),
        5e-5
    ));
    assert!(rel(
        token_price_rebound().unwrap().net_factor().unwrap(),
        0.002 / 0.06 * 100.0
    ));
    assert!(rel(
        candidate_sweep_50()
            .unwrap()
            .final_run_equivalents()
            .unwrap(),
        5.0
    ));
}

#[test]
fn each_scenario_refuses_what_it_cannot_compute() {
    let refused = |r: Result<(), InputError>, input: &str| {
        let e = r.unwrap_err();
        assert!(e.is_about(input), "{e}");
    };
    // A coolant is a choice: a name the reference does not know is refused where it is read.
    let oil = Coolant::from_input(&InputValue::Text("oil".into())).unwrap_err();
    assert!(oil.contains("air") && oil.contains("water"), "{oil}");
    refused(
        h100_air_cooling()
            .unwrap()
            .variant()
            .temperature_rise(kelvin(0.0))
            .build()
            .map(|_| ()),
        "temperature_rise",
    );
    refused(
        lab64_a100_training_footprint()
            .unwrap()
            .variant()
            .devices(0.0)
            .build()
            .map(|_| ()),
        "devices",
    );
    refused(
        regional_grid_placement()
            .unwrap()
            .variant()
            .grids(Named(Vec::new()))
            .build()
            .map(|_| ()),
        "grids",
    );
    refused(
        h100_replacement_payback()
            .unwrap()
            .variant()
            .saved_fraction(0.0)
            .build()
            .map(|_| ()),
        "saved_fraction",
    );
    refused(
        h100_barrier_load_step()
            .unwrap()
            .variant()
            .low_power(watts(800.0))
            .build()
            .map(|_| ()),
        "low_power",
    );
    refused(
        accelerator_life_extension()
            .unwrap()
            .variant()
            .short_life(hours(1e6))
            .build()
            .map(|_| ()),
        "short_life",
    );
    refused(
        mega100k_facility_power()
            .unwrap()
            .variant()
            .pue(0.9)
            .build()
            .map(|_| ()),
        "pue",
    );
}
