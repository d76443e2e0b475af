//! Invariants of ReleaseFootprint over random registry entries and inputs, and the promise that
//! no input, however odd, panics or passes off a wrapped number as a result.

use mlsysim_core::registry::{hardware, models};
use mlsysim_core::units::{bytes, hours};
use mlsysim_core::{InputError, Scenario};
use mlsysim_scenarios::ReleaseFootprint;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 256,
        ..ProptestConfig::default()
    }
}

prop_compose! {
    fn scenario()(
        model in 0..models().len(),
        device in 0..hardware().len(),
        width in prop::sample::select(vec![4.0, 2.0, 1.0, 0.5]),
        node in 1u32..=64,
        retrain in 0u32..=64,
        time in 0.0f64..1000.0,
    ) -> ReleaseFootprint {
        ReleaseFootprint::builder()
            .model(&models()[model])
            .device(&hardware()[device])
            .bytes_per_param(bytes(width))
            .node_accelerators(node)
            .retrain_accelerators(retrain)
            .retrain_time(hours(time))
            .build()
            .expect("valid inputs build")
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn a_copy_fits_in_its_accelerators_and_needs_all_of_them(s in scenario()) {
        let copy = s.copy_bytes().unwrap().bytes();
        let capacity = s.device.memory_capacity.bytes();
        let n = s.accelerators_per_copy().unwrap();
        prop_assert!(n >= 1);
        // Exact in doubles for the registry's sizes (all below 2^53 bytes times small n).
        prop_assert!(n as f64 * capacity >= copy * (1.0 - 1e-15));
        prop_assert!(copy > (n - 1) as f64 * capacity * (1.0 + 1e-15) || n == 1);
    }

    #[test]
    fn counts_are_linear_in_copies(s in scenario(), k in 0u32..=1000) {
        let n = s.accelerators_per_copy().unwrap();
        let node = i64::from(s.node_accelerators.unwrap());
        prop_assert_eq!(s.accelerators_for(k).unwrap(), i64::from(k) * n);
        prop_assert_eq!(s.free_after(k).unwrap(), node - i64::from(k) * n);
        prop_assert_eq!(
            s.free_during_retrain().unwrap(),
            node - n - i64::from(s.retrain_accelerators.unwrap())
        );
    }

    #[test]
    fn evaluate_agrees_with_the_accessors(s in scenario()) {
        let v = s.evaluate();
        prop_assert_eq!(v.copy_fraction, s.copy_fraction());
        prop_assert_eq!(v.accelerators_per_copy, s.accelerators_per_copy());
        prop_assert_eq!(v.free_during_retrain, s.free_during_retrain());
        prop_assert_eq!(v.retrain_accelerator_hours, s.retrain_accelerator_hours());
        let report = s.report();
        prop_assert!(report.properties.iter().all(|(_, r)| r.is_ok()));
    }

    /// Any width at all, including NaN, infinities, zero, negatives, subnormals and the
    /// extremes: the builder refuses what is not a positive finite number of normal size, and every member of what it
    /// accepts is a finite value or a typed error.
    #[test]
    fn no_width_panics_or_yields_nonsense(
        width in prop_oneof![
            any::<f64>(),
            Just(f64::NAN), Just(f64::INFINITY), Just(f64::NEG_INFINITY),
            Just(0.0), Just(-0.0), Just(f64::MIN_POSITIVE), Just(f64::MAX), Just(1e300),
        ],
        model in 0..models().len(),
        k in any::<u32>(),
    ) {
        let built = ReleaseFootprint::builder()
            .model(&models()[model])
            .device(&hardware()[0])
            .bytes_per_param(bytes(width))
            .node_accelerators(8)
            .build();
        match built {
            Err(InputError::NotFinite { input }) | Err(InputError::OutOfRange { input, .. }) => {
                prop_assert_eq!(input, "bytes_per_param");
                // Refused: anything but a positive number of normal size (a subnormal keeps
                // too few digits to compute with).
                prop_assert!(!(width.is_normal() && width > 0.0));
            }
            Err(other) => prop_assert!(false, "unexpected error {other}"),
            Ok(s) => {
                prop_assert!(width.is_normal() && width > 0.0);
                if let Ok(f) = s.copy_fraction() { prop_assert!(f.is_finite() && f >= 0.0) }
                if let Ok(n) = s.accelerators_per_copy() {
                    prop_assert!(n >= 0);
                    if let Ok(held) = s.accelerators_for(k) {
                        prop_assert_eq!(Some(held), i64::from(k).checked_mul(n));
                    }
                }
                let _ = s.report();
            }
        }
    }

    #[test]
    fn shares_outside_zero_to_one_are_refused(share in prop_oneof![
        -1e9f64..-1e-12, 1.0f64 + 1e-12..1e9, Just(f64::NAN), Just(f64::INFINITY)
    ]) {
        let built = ReleaseFootprint::builder()
            .model(&models()[0])
            .device(&hardware()[0])
            .canary_share(share)
            .build();
        prop_assert!(built.is_err());
    }
}
