//! The real-time path between a learned proposer and the drives: how much delay a stop leaves
//! for a watchdog lease, the phase a delay removes from a loop, a periodic task's
//! response-time bound, the bits and time of a CAN FD frame, an EtherCAT summation frame, a
//! read queued behind FIFO backlogs on a shared memory controller, and the share of a task a
//! slowdown may stall.

use crate::law;
use crate::units::{Acceleration, Angle, DataRate, Frequency, Information, Length, Time, Velocity};

/// The CAN FD data-field sizes a DLC can encode, in bytes (ISO 11898-1:2015).
const CANFD_DATA_FIELD_SIZES: [i64; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 48, 64];

/// One CAN FD data frame's bits: those sent at the nominal rate, those sent at the data rate,
/// and the dynamic stuff bits among them.
struct CanFdFrame {
    nominal: i64,
    data: i64,
    stuff: i64,
}

/// The bits of a CAN FD frame carrying `payload_bytes` (ISO 11898-1:2015 FD format; Bosch CAN
/// FD 1.0, 2012): the arbitration field (17 bits, 36 extended) and the trailer (CRC
/// delimiter, ACK slot and delimiter, EOF, intermission: 13) at the nominal rate; ESI, DLC, the
/// data field padded to a size a DLC encodes, the stuff count (4), the CRC (17 bits up to 16
/// bytes, else 21) and its fixed stuff bits (6 or 7) at the data rate. With worst-case
/// stuffing, a stuffed run of L bits gains ⌊(L − 1)/4⌋ bits, ⌊(L_nom − 1)/4⌋ of them in the
/// nominal phase. The BRS bit and the CRC delimiter straddle the rate switch and count whole
/// at the nominal rate, slightly overstating the time.
fn canfd_frame(
    payload_bytes: i64,
    extended_id: bool,
    worst_case_stuffing: bool,
) -> Result<CanFdFrame, crate::EvalError> {
    crate::equation::require(
        (0..=64).contains(&payload_bytes),
        "a CAN FD frame carries 0 to 64 data bytes",
    )?;
    let field = CANFD_DATA_FIELD_SIZES
        .into_iter()
        .find(|&s| s >= payload_bytes)
        .unwrap_or(64);
    let crc = if field <= 16 { 17 } else { 21 };
    let fixed_stuff = if crc == 17 { 6 } else { 7 };
    let arbitration = if extended_id { 36 } else { 17 };
    let control_and_data = 1 + 4 + 8 * field;
    let trailer = 1 + 1 + 1 + 7 + 3;
    let (stuff_nominal, stuff_data) = if worst_case_stuffing {
        let total = (arbitration + control_and_data - 1) / 4;
        let nominal = (arbitration - 1) / 4;
        (nominal, total - nominal)
    } else {
        (0, 0)
    };
    Ok(CanFdFrame {
        nominal: arbitration + trailer + stuff_nominal,
        data: control_and_data + 4 + crc + fixed_stuff + stuff_data,
        stuff: stuff_nominal + stuff_data,
    })
}

/// Longest pre-brake delay whose stop still fits `clearance_distance`: the machine drifts at
/// `initial_velocity` through the delay, then brakes at `max_deceleration`, so
/// τ ≤ (D − v²/(2a))/v. Every pre-brake delay (detection, delivery, brake onset) is inside it;
/// a lease chosen alone must leave room for them. An error when braking alone needs more than
/// the clearance.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_watchdog_lease_bound",
    unit = MILLISECOND,
    samples(clearance_distance = ["0.96 m", "0.5 m"], initial_velocity = ["1.5 m/s", "0.6 m/s"], max_deceleration = ["2 m/s^2"])
)]
pub fn watchdog_lease_bound(
    clearance_distance: Length,
    initial_velocity: Velocity,
    max_deceleration: Acceleration,
) -> Time {
    {
        require(
            clearance_distance > metres(0.0)
                && initial_velocity > metres_per_second(0.0)
                && max_deceleration > metres_per_second_squared(0.0),
            "the clearance, the speed and the deceleration are positive",
        )?;
        let braking = initial_velocity * initial_velocity / (2.0 * max_deceleration);
        require(
            clearance_distance >= braking,
            "the clearance covers the braking distance even with no delay",
        )?;
        (clearance_distance - braking) / initial_velocity
    }
}

/// Phase a pure delay removes from a loop at its crossover frequency: Δφ = 2π·f_c·τ (Franklin,
/// Powell and Workman, *Digital Control of Dynamic Systems*, 1998). A zero-order hold acts as
/// a delay of half a sample period; compute and transport delays add their own.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_phase_lag_total",
    unit = DEGREE,
    samples(crossover = ["20 Hz", "100 Hz"], delay = ["0.5 ms", "1.75 ms", "0 s"])
)]
pub fn delay_phase(crossover: Frequency, delay: Time) -> Angle {
    require(
        crossover > per_second(0.0),
        "the crossover frequency is positive",
    )?;
    require(delay >= seconds(0.0), "the delay is at least zero")?;
    radians(2.0 * core::f64::consts::PI * crossover.value * delay.value)
}

/// Response-time bound of one periodic task: R = C + B + I, its worst-case execution time
/// `wcet`, the longest `blocking` by lower-priority code, and the higher-priority
/// `interference` in one response window (Buttazzo, *Hard Real-Time Computing Systems*,
/// 2011). The bound holds only as far as each term is itself a bound.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_response_time_bound",
    unit = MICROSECOND,
    samples(wcet = ["250 µs", "300 µs"], blocking = ["50 µs", "120 µs"], interference = ["40 µs"])
)]
pub fn response_time_bound(wcet: Time, blocking: Time, interference: Time) -> Time {
    require(
        wcet >= seconds(0.0) && blocking >= seconds(0.0) && interference >= seconds(0.0),
        "the execution time, blocking and interference are at least zero",
    )?;
    wcet + blocking + interference
}

/// Bits of a CAN FD frame carrying `payload_bytes` sent at the nominal (arbitration) rate: the
/// arbitration field, the trailer and, with `worst_case_stuffing`, their stuff bits.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_canfd_frame_bits",
    samples(payload_bytes = [8, 0, 20, 64], extended_id = ["false", "true"], worst_case_stuffing = ["true", "false"])
)]
pub fn canfd_nominal_bits(payload_bytes: i64, extended_id: bool, worst_case_stuffing: bool) -> i64 {
    self::canfd_frame(payload_bytes, extended_id, worst_case_stuffing)?.nominal
}

/// Bits of a CAN FD frame carrying `payload_bytes` sent at the data rate: ESI, DLC, the padded
/// data field, the stuff count, the CRC and its fixed stuff bits, and, with
/// `worst_case_stuffing`, the data phase's dynamic stuff bits.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_canfd_frame_bits",
    samples(payload_bytes = [8, 0, 20, 64], extended_id = ["false", "true"], worst_case_stuffing = ["true", "false"])
)]
pub fn canfd_data_bits(payload_bytes: i64, extended_id: bool, worst_case_stuffing: bool) -> i64 {
    self::canfd_frame(payload_bytes, extended_id, worst_case_stuffing)?.data
}

/// Dynamic stuff bits of a CAN FD frame carrying `payload_bytes`, in both phases: one after
/// every run of five equal bits from the start of frame to the end of the data field, at worst
/// ⌊(L − 1)/4⌋ over a run of L bits; none without `worst_case_stuffing`.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_canfd_frame_bits",
    samples(payload_bytes = [8, 0, 20, 64], extended_id = ["false", "true"], worst_case_stuffing = ["true", "false"])
)]
pub fn canfd_stuff_bits(payload_bytes: i64, extended_id: bool, worst_case_stuffing: bool) -> i64 {
    self::canfd_frame(payload_bytes, extended_id, worst_case_stuffing)?.stuff
}

/// Time one CAN FD frame of `payload_bytes` (base identifier, worst-case stuffing) occupies
/// the bus: its nominal-phase bits at `baud_arbitration` plus its data-phase bits at
/// `baud_data`.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_canfd_bus_utilization",
    unit = MICROSECOND,
    samples(payload_bytes = [8, 64], baud_arbitration = ["1 Mbps", "500 kbps"], baud_data = ["5 Mbps", "2 Mbps"])
)]
pub fn canfd_frame_time(
    payload_bytes: i64,
    baud_arbitration: DataRate,
    baud_data: DataRate,
) -> Time {
    {
        require(
            baud_arbitration > bytes_per_second(0.0) && baud_data > bytes_per_second(0.0),
            "both bit rates are positive",
        )?;
        let frame = self::canfd_frame(payload_bytes, false, true)?;
        bytes(frame.nominal as f64 / 8.0) / baud_arbitration
            + bytes(frame.data as f64 / 8.0) / baud_data
    }
}

/// Time one EtherCAT summation frame takes through a chain of `num_axes` drives: its
/// `header_bytes` plus `bytes_per_axis` for each drive serialised at `baud_rate`, plus a
/// forwarding `hop_delay` at each drive.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_ethercat_cycle_time",
    unit = MICROSECOND,
    samples(num_axes = [9, 1], bytes_per_axis = [16, 32], baud_rate = ["100 Mbps"], header_bytes = [64, 30], hop_delay = ["0.6 µs", "1 µs"])
)]
pub fn ethercat_cycle_time(
    num_axes: i64,
    bytes_per_axis: i64,
    baud_rate: DataRate,
    header_bytes: i64,
    hop_delay: Time,
) -> Time {
    require(
        num_axes >= 1 && bytes_per_axis >= 1,
        "at least one axis of at least one byte",
    )?;
    require(header_bytes >= 0, "the header bytes are at least zero")?;
    require(
        baud_rate > bytes_per_second(0.0),
        "the line rate is positive",
    )?;
    bytes((header_bytes + num_axes * bytes_per_axis) as f64) / baud_rate + num_axes * hop_delay
}

/// Wait of a read queued behind one FIFO backlog of `backlog_bytes` on a memory controller of
/// `bandwidth`, whose backlog also forces `bank_switches` row conflicts of `bank_switch_time`
/// each: bytes ÷ bandwidth + conflicts × time. Peak bandwidth leaves out arbitration, refresh
/// and protocol overhead, so the wait is a floor.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_axi_fifo_contention",
    unit = MICROSECOND,
    samples(backlog_bytes = ["352 KiB", "12 KiB"], bandwidth = ["204.8 GB/s", "25.6 GB/s"], bank_switches = [3, 0], bank_switch_time = ["36 ns"])
)]
pub fn fifo_backlog_wait(
    backlog_bytes: Information,
    bandwidth: DataRate,
    bank_switches: i64,
    bank_switch_time: Time,
) -> Time {
    require(
        bandwidth > bytes_per_second(0.0),
        "the bandwidth is positive",
    )?;
    require(
        backlog_bytes >= bytes(0.0) && bank_switches >= 0 && bank_switch_time >= seconds(0.0),
        "the backlog, the row conflicts and their time are at least zero",
    )?;
    backlog_bytes / bandwidth + bank_switches * bank_switch_time
}

/// Largest share of a task that may run `slowdown` times slower while the whole stays within
/// `allowed_stretch` of its unloaded time: f = (C/t − 1)/(S − 1), at most 1 (Amdahl's
/// fixed-fraction model solved for the fraction).
#[law(
    reference = "mlsysim.physics.performance.calc_stall_share_breakeven",
    samples(allowed_stretch = [1.85, 2.296, 1.0], slowdown = [21.0, 300.0, 1.0])
)]
pub fn stall_share_breakeven(allowed_stretch: f64, slowdown: f64) -> f64 {
    require(
        allowed_stretch >= 1.0 && slowdown >= 1.0,
        "the allowed stretch and the slowdown are at least 1",
    )?;
    if slowdown == 1.0 {
        1.0
    } else {
        min(1.0, (allowed_stretch - 1.0) / (slowdown - 1.0))
    }
}
