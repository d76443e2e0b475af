use super::FRAMEWORK;
use mlsysim_core::units::{per_second, seconds};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Eager against compiled execution: how many items repay a compile, and what an experiment
/// that recompiles at every code change pays.
///
/// Compiling pays once the time it saves on each item, summed over the items, exceeds the
/// compile time. A prototyping run that changes the code `recompiles` times pays a compile at
/// every change, which a short run may never earn back.
#[scenario(
    family = FRAMEWORK,
    assumption = "Each rate is steady from the first item; compiling stalls the run for its whole time.",
    excludes = "Warm-up, caching of compiled graphs across changes, and memory the compiled graph saves.",
    example = r#"
// A ten-thousand-image run that recompiles ten times is slower compiled than eager
use mlsysim_training::framework::resnet50_compile_breakeven;

let s = resnet50_compile_breakeven()?;
assert!(s.experiment_slowdown()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CompileBreakeven {
    /// Items a second, eager.
    #[input(positive, unit = PER_SECOND)]
    pub eager_rate: Frequency,
    /// Items a second, compiled.
    #[input(positive, unit = PER_SECOND)]
    pub compiled_rate: Frequency,
    /// Time of one compile.
    #[input(non_negative, unit = SECOND)]
    pub compile_time: Time,
    /// Items of one prototyping run.
    #[input(range = 0..)]
    pub experiment_items: Option<i64>,
    /// Compiles the prototyping run pays, one per code change.
    #[input(range = 0..)]
    pub recompiles: Option<i64>,

    /// Time of one item, eager.
    #[property(1.0 / eager_rate, unit = MILLISECOND)]
    pub eager_item_time: Time,
    /// Time of one item, compiled.
    #[property(1.0 / compiled_rate, unit = MILLISECOND)]
    pub compiled_item_time: Time,
    /// Time compiling saves on each item.
    #[property(eager_item_time - compiled_item_time, unit = MILLISECOND)]
    pub saving_per_item: Time,
    /// Items whose savings repay one compile.
    #[property(compile_time / saving_per_item)]
    pub breakeven_items: f64,
    /// Compiled rate over eager rate.
    #[property(compiled_rate / eager_rate)]
    pub speedup: f64,
    /// The prototyping run, eager.
    #[property(experiment_items / eager_rate, unit = SECOND)]
    pub experiment_eager: Time,
    /// The prototyping run's items, compiled, without the compiles.
    #[property(experiment_items / compiled_rate, unit = SECOND)]
    pub experiment_compiled_running: Time,
    /// The prototyping run compiled, with a compile at every change.
    #[property(recompiles * compile_time + experiment_compiled_running, unit = SECOND)]
    pub experiment_compiled_total: Time,
    /// The compiled run over the eager run: above 1 when compiling does not pay.
    #[property(experiment_compiled_total / experiment_eager)]
    pub experiment_slowdown: f64,
}

/// ResNet-50 inference at hypothetical eager and compiled rates, and a ten-thousand-image
/// prototyping run that recompiles at each of its ten code changes.
#[preset(name = "ResNet50CompileBreakeven")]
pub fn resnet50_compile_breakeven() -> Result<CompileBreakeven, InputError> {
    CompileBreakeven::builder()
        .eager_rate(per_second(1450.0))
        .compiled_rate(per_second(2150.0))
        .compile_time(seconds(30.0))
        .experiment_items(10_000)
        .recompiles(10)
        .build()
}
