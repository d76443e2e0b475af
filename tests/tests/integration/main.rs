//! Every integration test of the workspace's catalog, in one test binary.
//!
//! Each file here was a test target of its own, and each linked the whole catalog: with 35 of
//! them, `cargo test` linked 35 binaries of about 100 MB each. As modules of one binary they
//! link once and run side by side on the test harness's threads. Run one file's tests with its
//! module name as the filter: `cargo test -p mlsysim-tests --test integration guide::`.
//!
//! The two files that declare scenarios of their own (`docs_new_scenario.rs`,
//! `second_scenario.rs`) stay test targets of their own: linked here, their scenarios would join
//! the catalog that these tests walk.

mod acceleration_props;
mod browser;
mod catalog;
mod cluster_props;
mod data_props;
mod docs;
mod explain;
mod family_errors;
mod family_props;
mod fleet_props;
mod fuzz_standin;
mod guide;
mod hostile_inputs;
mod house;
mod kv_cache_props;
mod layers_props;
mod registry;
mod release_footprint;
mod release_footprint_props;
mod responsible_props;
mod serving_props;
mod site_links;
mod statistics_props;
mod sustainability_props;
