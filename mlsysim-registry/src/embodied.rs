//! What the reference derives from the embodied records' own figures: sums of the site's
//! latencies, the machine's masses and hold-up store, a motor's constants. Written once here so
//! that the embodied scenarios read them rather than restate them; the registry test checks
//! each against the reference's value. Terms the reference derives through a law (the stop's
//! jerk bound, the in-loop takeover speed, the chunk schedule, the intent model's latency) are
//! the embodied families' to port with their laws.

use crate::{FramelessMotor, MobileManipulator, SiteScenario, WheelHubMotor};
use mlsysim_units::quantity::f64::{
    Acceleration, Capacitance, Energy, Information, Length, Mass, Power, Resistance, Time,
    TorqueConstant,
};

impl SiteScenario {
    /// Deceleration the machine is credited with on a dry floor: its base's largest
    /// acceleration, where the registry states one.
    pub fn a_brake(&self) -> Option<Acceleration> {
        self.machine.base.max_acceleration
    }

    /// Period of the permission loop.
    pub fn t_tick(&self) -> Time {
        1.0 / self.machine.permission_rate
    }

    /// Age of a navigation-camera observation when it is dispatched: half the exposure, the
    /// readout and every step from the sensor to the proposer (where the camera states its
    /// exposure and readout).
    pub fn perception_age(&self) -> Option<Time> {
        let camera = self.machine.nav_camera;
        Some(
            camera.exposure_time? / 2.0
                + camera.readout_time?
                + self.t_transport
                + self.t_dma
                + self.t_isp
                + self.t_backbone
                + self.t_ipc,
        )
    }

    /// Oldest observation the producer may dispatch: its age plus the clock-conversion bound.
    pub fn dispatch_age_limit(&self) -> Option<Time> {
        Some(self.perception_age()? + self.clock_conversion_bound)
    }

    /// Delay before braking: brake onset, the lease, one tick, one bus cycle and the
    /// observation's age.
    pub fn tau_delay(&self) -> Option<Time> {
        Some(
            self.t_brake_onset
                + self.t_lease
                + self.t_tick()
                + self.t_bus
                + self.perception_age()?,
        )
    }

    /// The four-phase takeover exchange: request, acknowledge, commit on one tick, confirm.
    pub fn t_handshake(&self) -> Time {
        self.t_handshake_request
            + self.t_handshake_acknowledge
            + self.t_tick()
            + self.t_handshake_confirm
    }

    /// What a remote takeover adds to the human's response: the video to the operator and the
    /// exchange back.
    pub fn t_takeover_transport(&self) -> Time {
        self.t_video_glass_to_glass + self.t_handshake()
    }

    /// Simple reaction time of the Model Human Processor: one perceptual, cognitive and motor
    /// cycle.
    pub fn t_human_simple_reaction(&self) -> Time {
        self.t_human_perceptual + self.t_human_cognitive + self.t_human_motor
    }

    /// The same with every cycle at its slow bound.
    pub fn t_human_simple_reaction_slow(&self) -> Time {
        self.t_human_perceptual_slow + self.t_human_cognitive_slow + self.t_human_motor_slow
    }

    /// Design in-loop takeover: the slow simple reaction plus the transport.
    pub fn t_takeover_in_loop(&self) -> Time {
        self.t_human_simple_reaction_slow() + self.t_takeover_transport()
    }

    /// Design out-of-loop takeover: the 90th-percentile take-over time plus the transport.
    pub fn t_takeover_out_of_loop(&self) -> Time {
        self.t_takeover_driving_p90 + self.t_takeover_transport()
    }

    /// Time to clock one chunk over the board link, a bit a clock.
    pub fn t_board_link(&self) -> Time {
        8.0 * self.chunk_wire_bytes.value / self.board_link_clock
    }

    /// The allowance from dispatch to admission: the chunk's inference charged in full, the
    /// board link, deserialising, validating and activating the plan, and the next tick.
    pub fn t_dispatch_to_admission(&self) -> Time {
        self.machine.chunk_inference_latency
            + self.t_board_link()
            + self.t_chunk_deserialize
            + self.t_plan_validate
            + self.t_plan_activate
            + self.t_tick()
    }

    /// From capture to admission: the observation's age and the dispatch-to-admission
    /// allowance.
    pub fn t_capture_to_admission(&self) -> Option<Time> {
        Some(self.perception_age()? + self.t_dispatch_to_admission())
    }

    /// From admission to braking for a stalled proposer: the lease, one tick, one bus cycle and
    /// brake onset.
    pub fn t_admission_to_brake_onset(&self) -> Time {
        self.t_lease + self.t_tick() + self.t_bus + self.t_brake_onset
    }

    /// From capture to braking for a stalled proposer.
    pub fn t_capture_to_brake_onset(&self) -> Option<Time> {
        Some(self.t_capture_to_admission()? + self.t_admission_to_brake_onset())
    }

    /// Window the logger keeps before a trigger: the out-of-loop takeover, rounded up to whole
    /// seconds.
    pub fn pre_trigger_window(&self) -> Time {
        Time::new::<mlsysim_units::quantity::time::second>(
            self.t_takeover_out_of_loop().value.ceil(),
        )
    }

    /// Localisation bound, protective clearance and tracking bound together.
    pub fn fixed_overhead(&self) -> Length {
        self.delta_loc + self.delta_margin + self.eps_track
    }
}

impl MobileManipulator {
    /// Base and arm, without the tote rack's payload.
    pub fn unloaded_mass(&self) -> Mass {
        self.base.mass + self.arm.mass
    }

    /// The unloaded machine with its tote rack full (an upper bound).
    pub fn loaded_mass(&self) -> Mass {
        self.unloaded_mass() + self.onboard_payload_capacity
    }

    /// The arm's effective mass at the tool: half its moving mass plus its payload, where the
    /// arm states a payload.
    pub fn arm_effective_contact_mass(&self) -> Option<Mass> {
        Some(self.arm.mass / 2.0 + self.arm.payload_capacity?)
    }

    /// Largest share of the loaded weight the driven wheels may carry within their motors'
    /// load rating (at most all of it).
    pub fn drive_wheel_load_share_max(&self) -> f64 {
        let pairs = f64::from(self.drive_wheel_count) / 2.0;
        (pairs * self.drive_unit.load_rating_per_pair / self.loaded_mass())
            .value
            .min(1.0)
    }

    /// Hold-up store that carries the permission load for the hold-up time, charged to the
    /// depleted-battery voltage and discharged to the regulators' dropout.
    pub fn permission_rail_holdup_capacitance(&self) -> Capacitance {
        let high = self.control_rail_battery_low;
        let low = self.control_rail_dropout;
        2.0 * self.permission_rail_load * self.permission_rail_holdup / (high * high - low * low)
    }

    /// Energy that store delivers between its charge and dropout.
    pub fn permission_rail_holdup_energy(&self) -> Energy {
        self.permission_rail_load * self.permission_rail_holdup
    }

    /// The intent model's weights at the precision they are stored in, where the model states
    /// its parameters.
    pub fn intent_weight_memory(&self) -> Option<Information> {
        Some(self.intent_weight_bytes_per_param * self.intent_model.parameters?)
    }
}

impl WheelHubMotor {
    /// Radius of the wheel.
    pub fn wheel_radius(&self) -> Length {
        self.wheel_diameter / 2.0
    }

    /// Torque per ampere at the datasheet's peak point.
    pub fn torque_constant(&self) -> TorqueConstant {
        self.peak_torque / self.peak_current
    }

    /// Upper bound on the rotor's inertia seen at the wheel rim (J / r²); the whole motor's
    /// mass where the rotor's inertia is unpublished.
    pub fn rotating_mass_bound(&self) -> Mass {
        match self.rotor_inertia {
            Some(inertia) => inertia / (self.wheel_radius() * self.wheel_radius()),
            None => self.mass,
        }
    }
}

impl FramelessMotor {
    /// Resistance the copper loss sees for a star winding driven with amplitude-invariant
    /// current (three quarters of the terminal resistance), or `None` for another winding.
    pub fn loss_resistance(&self) -> Option<Resistance> {
        self.winding
            .starts_with("star")
            .then(|| 0.75 * self.terminal_resistance)
    }

    /// Copper loss at rated current and 20 °C, for a star winding.
    pub fn rated_copper_loss(&self) -> Option<Power> {
        Some(self.rated_current * self.rated_current * self.loss_resistance()?)
    }
}
