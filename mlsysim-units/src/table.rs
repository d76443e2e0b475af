//! The one unit table: every unit the program reads or shows, one row each. The parser, the
//! display, error hints, the reference page of units and the authoring guide all read it; a
//! row adds a unit everywhere at once.
//!
//! A row is `NAME: Quantity = factor, "symbol", [aliases], "pint spelling", role;`, the
//! factor a number or `a / b` (kept as the two numbers, so `1000000/day` rounds once):
//! - `NAME` becomes a typed constant (`pub const GB: DisplayUnit<Information>`), which a
//!   declaration names in `unit = GB` and the macro checks against the quantity;
//! - `factor` is base units (s, B, FLOP, J, gCO2e, USD, m, kilogram, K, A, rad, °C, lm) in one
//!   of the unit;
//! - `symbol` is how values are shown and typed; the aliases are other ways to type it;
//! - the pint spelling is how the reference's unit library writes it (for the golden export);
//! - `role`: `Ladder` units are picked automatically for a quantity shown without a declared
//!   unit (the largest that keeps the number at least 1), `Named` ones only when declared,
//!   `Atom`s are counts that only appear inside other units (`Mtoken`, `param`);
//! - a trailing `example` marks the unit messages use for the quantity ("e.g. `2 m/s`") where
//!   the rule without it (the first `Named` unit, else the first `Ladder` one) would pick a
//!   poorer one.
//!
//! A symbol names one row. An alias may name rows of different dimensions (`kg` is kilograms
//! of CO2e and kilograms of mass, `g` also standard gravity): read without context, it is the
//! first such row (the CO2e of the reference); read where an input expects a dimension, it is
//! the row that gives that dimension (see [`crate::parse::quantity_as`]).

use crate::quantity::Dimensioned;
use crate::quantity::f64::*;
use crate::{DisplayUnit, Role, UnitRow};

/// Seconds in a month: a twelfth of a Julian year (365.25 days), as in the reference.
pub const SECONDS_PER_MONTH: f64 = 2_629_800.0;
/// A day squared, in seconds squared.
pub const SECONDS_PER_DAY_SQUARED: f64 = 86_400.0 * 86_400.0;
/// Seconds in a Julian year (365.25 days), the reference's `year`.
pub const SECONDS_PER_YEAR: f64 = 31_557_600.0;
/// Radians in half a turn, for the degree (π/180 rad) and the degree per second.
const PI: f64 = std::f64::consts::PI;
/// Radians in a turn, for the revolution and the revolution per minute.
const TAU: f64 = std::f64::consts::TAU;

macro_rules! unit_table {
    ($(
        $(#[$attr:meta])*
        $name:ident: $q:ty = $num:tt $(/ $den:tt)?, $symbol:literal, [$($alias:literal),*], $pint:literal, $role:ident $(, $example:ident)?;
    )*) => {
        $(
            $(#[$attr])*
            #[doc = concat!("`", $symbol, "`")]
            pub const $name: DisplayUnit<$q> = DisplayUnit::ratio($symbol, $num, 1.0 $(* $den)?);
        )*

        /// Every unit, in the order of the table.
        pub static TABLE: &[UnitRow] = &[$(
            UnitRow {
                name: stringify!($name),
                symbol: $symbol,
                aliases: &[$($alias),*],
                dim: <$q as Dimensioned>::DIM,
                factor: $num / (1.0 $(* $den)?),
                num: $num,
                den: 1.0 $(* $den)?,
                pint: $pint,
                role: Role::$role,
                example: {
                    let marks: &[&str] = &[$(stringify!($example)),*];
                    !marks.is_empty()
                },
            },
        )*];
    };
}

unit_table! {
    // Time.
    NANOSECOND: Time = 1e-9, "ns", ["nanosecond", "nanoseconds"], "ns", Ladder;
    MICROSECOND: Time = 1e-6, "µs", ["us", "microsecond", "microseconds"], "us", Ladder;
    MILLISECOND: Time = 1e-3, "ms", ["millisecond", "milliseconds", "msec"], "ms", Ladder;
    SECOND: Time = 1.0, "s", ["sec", "secs", "second", "seconds"], "s", Ladder;
    MINUTE: Time = 60.0, "min", ["mins", "minute", "minutes"], "minute", Named;
    HOUR: Time = 3600.0, "h", ["hr", "hrs", "hour", "hours"], "hour", Named;
    DAY: Time = 86_400.0, "d", ["day", "days"], "day", Named;
    WEEK: Time = 604_800.0, "week", ["weeks", "wk"], "week", Named;
    /// A twelfth of a Julian year: 30.4375 days.
    MONTH: Time = SECONDS_PER_MONTH, "month", ["months"], "month", Named;
    /// A Julian year: 365.25 days.
    YEAR: Time = SECONDS_PER_YEAR, "year", ["years", "yr", "a"], "year", Named;
    DAY2: TimeSquared = SECONDS_PER_DAY_SQUARED, "d²", ["d^2", "day²", "day^2"], "day ** 2", Named;

    // Data: decimal and binary bytes, and bits.
    BIT: Information = 0.125, "bit", ["bits"], "bit", Named;
    BYTE: Information = 1.0, "B", ["byte", "bytes"], "B", Ladder;
    KB: Information = 1e3, "kB", ["KB", "kilobyte", "kilobytes"], "kB", Ladder;
    MB: Information = 1e6, "MB", ["megabyte", "megabytes"], "MB", Ladder;
    GB: Information = 1e9, "GB", ["gigabyte", "gigabytes"], "GB", Ladder;
    TB: Information = 1e12, "TB", ["terabyte", "terabytes"], "TB", Ladder;
    PB: Information = 1e15, "PB", ["petabyte", "petabytes"], "PB", Ladder;
    KIB: Information = 1024.0, "KiB", ["kibibyte", "kibibytes"], "KiB", Named;
    MIB: Information = 1_048_576.0, "MiB", ["mebibyte", "mebibytes"], "MiB", Named;
    GIB: Information = 1_073_741_824.0, "GiB", ["gibibyte", "gibibytes"], "GiB", Named;
    TIB: Information = 1_099_511_627_776.0, "TiB", ["tebibyte", "tebibytes"], "TiB", Named;
    PIB: Information = 1_125_899_906_842_624.0, "PiB", ["pebibyte", "pebibytes"], "PiB", Named;
    KBIT: Information = 125.0, "kbit", ["kilobit", "kilobits"], "kbit", Named;
    MBIT: Information = 1.25e5, "Mbit", ["megabit", "megabits"], "Mbit", Named;
    GBIT: Information = 1.25e8, "Gbit", ["gigabit", "gigabits"], "Gbit", Named;

    // Floating-point work, and integer operations counted the same way, as the registry does.
    FLOP: FlopCount = 1.0, "FLOP", ["flop", "flops", "FLOPs"], "flop", Ladder;
    KFLOP: FlopCount = 1e3, "kFLOP", ["KFLOP", "KFLOPs"], "KFLOP", Ladder;
    MFLOP: FlopCount = 1e6, "MFLOP", ["MFLOPs"], "MFLOP", Ladder;
    GFLOP: FlopCount = 1e9, "GFLOP", ["GFLOPs"], "GFLOP", Ladder;
    TFLOP: FlopCount = 1e12, "TFLOP", ["TFLOPs"], "TFLOP", Ladder;
    PFLOP: FlopCount = 1e15, "PFLOP", ["PFLOPs"], "PFLOP", Ladder;
    EFLOP: FlopCount = 1e18, "EFLOP", ["EFLOPs"], "EFLOP", Ladder;
    ZFLOP: FlopCount = 1e21, "ZFLOP", ["ZFLOPs"], "ZFLOP", Ladder;

    // Throughput of floating-point work; TOPS for integer work as the registry states it.
    FLOP_PER_SECOND: FlopRate = 1.0, "FLOP/s", [], "flop / second", Ladder;
    MFLOP_PER_SECOND: FlopRate = 1e6, "MFLOP/s", [], "MFLOP / second", Ladder;
    GFLOP_PER_SECOND: FlopRate = 1e9, "GFLOP/s", ["GFLOPS"], "GFLOP / second", Ladder;
    TFLOP_PER_SECOND: FlopRate = 1e12, "TFLOP/s", ["TFLOPS"], "TFLOP / second", Ladder;
    PFLOP_PER_SECOND: FlopRate = 1e15, "PFLOP/s", ["PFLOPS"], "PFLOP / second", Ladder;
    EFLOP_PER_SECOND: FlopRate = 1e18, "EFLOP/s", ["EFLOPS"], "EFLOP / second", Ladder;
    GOPS: FlopRate = 1e9, "GOPS", [], "GOPS", Named;
    TOPS: FlopRate = 1e12, "TOPS", [], "TOPS", Named;
    POPS: FlopRate = 1e15, "POPS", [], "POPS", Named;

    // Data rates: memory and network bandwidth.
    BYTE_PER_SECOND: DataRate = 1.0, "B/s", [], "B / second", Ladder;
    KB_PER_SECOND: DataRate = 1e3, "kB/s", [], "kB / second", Ladder;
    MB_PER_SECOND: DataRate = 1e6, "MB/s", [], "MB / second", Ladder;
    GB_PER_SECOND: DataRate = 1e9, "GB/s", [], "GB / second", Ladder;
    TB_PER_SECOND: DataRate = 1e12, "TB/s", [], "TB / second", Ladder;
    PB_PER_SECOND: DataRate = 1e15, "PB/s", [], "PB / second", Ladder;
    // Bit rates of fieldbuses (CAN, EtherCAT) and links.
    KBIT_PER_SECOND: DataRate = 125.0, "kbit/s", ["kbps"], "kbit / second", Named;
    MBIT_PER_SECOND: DataRate = 1.25e5, "Mbit/s", ["Mbps"], "Mbit / second", Named;
    GBIT_PER_SECOND: DataRate = 1.25e8, "Gbit/s", ["Gbps"], "Gbit / second", Named;
    /// Data held over time: memory occupancy, a gigabyte kept for a second.
    GB_SECOND: DataTime = 1e9, "GB·s", ["GB*s", "GB s"], "GB * second", Named;

    // Arithmetic intensity.
    FLOP_PER_BYTE: Intensity = 1.0, "FLOP/B", [], "flop / B", Ladder;

    // Energy.
    PICOJOULE: Energy = 1e-12, "pJ", ["picojoule", "picojoules"], "pJ", Ladder;
    NANOJOULE: Energy = 1e-9, "nJ", ["nanojoule", "nanojoules"], "nJ", Ladder;
    MICROJOULE: Energy = 1e-6, "µJ", ["uJ", "microjoule", "microjoules"], "uJ", Ladder;
    MILLIJOULE: Energy = 1e-3, "mJ", ["millijoule", "millijoules"], "mJ", Ladder;
    JOULE: Energy = 1.0, "J", ["joule", "joules"], "J", Ladder;
    KILOJOULE: Energy = 1e3, "kJ", ["kilojoule", "kilojoules"], "kJ", Ladder;
    MEGAJOULE: Energy = 1e6, "MJ", ["megajoule", "megajoules"], "MJ", Ladder;
    WATT_HOUR: Energy = 3600.0, "Wh", [], "Wh", Named;
    KILOWATT_HOUR: Energy = 3.6e6, "kWh", [], "kWh", Named;
    MEGAWATT_HOUR: Energy = 3.6e9, "MWh", [], "MWh", Named;
    GIGAWATT_HOUR: Energy = 3.6e12, "GWh", [], "GWh", Named;
    PICOJOULE_PER_FLOP: EnergyPerFlop = 1e-12, "pJ/FLOP", [], "pJ / flop", Named;
    PICOJOULE_PER_BYTE: EnergyPerByte = 1e-12, "pJ/B", [], "pJ / B", Named;

    // Power.
    MICROWATT: Power = 1e-6, "µW", ["uW", "microwatt", "microwatts"], "µW", Ladder;
    MILLIWATT: Power = 1e-3, "mW", ["milliwatt", "milliwatts"], "mW", Ladder;
    WATT: Power = 1.0, "W", ["watt", "watts"], "W", Ladder;
    KILOWATT: Power = 1e3, "kW", ["kilowatt", "kilowatts"], "kW", Ladder;
    MEGAWATT: Power = 1e6, "MW", ["megawatt", "megawatts"], "MW", Ladder;
    GIGAWATT: Power = 1e9, "GW", ["gigawatt", "gigawatts"], "GW", Ladder;

    // Emissions (mass of CO2 equivalent) and carbon intensity.
    GRAM_CO2E: Emissions = 1.0, "gCO2e", ["g", "gCO2"], "g", Ladder;
    KILOGRAM_CO2E: Emissions = 1e3, "kgCO2e", ["kg", "kgCO2"], "kg", Ladder;
    TONNE_CO2E: Emissions = 1e6, "tCO2e", ["t", "tCO2", "tonne", "tonnes"], "t", Ladder;
    GRAM_CO2E_PER_KWH: CarbonIntensity = 1.0 / 3.6e6, "gCO2e/kWh", [], "g / kWh", Named;

    // Money, and prices of time, storage, energy, work and data.
    USD: Usd = 1.0, "USD", ["dollar", "dollars", "$"], "USD", Named;
    USD_PER_MTOKEN: Usd = 1e-6, "USD/Mtoken", [], "USD / Mtoken", Named;
    USD_PER_SECOND: MoneyRate = 1.0, "USD/s", [], "USD / second", Named;
    USD_PER_HOUR: MoneyRate = 1.0 / 3600.0, "USD/h", [], "USD / hour", Named;
    USD_PER_DAY: MoneyRate = 1.0 / 86_400.0, "USD/d", [], "USD / day", Named;
    USD_PER_MONTH: MoneyRate = 1.0 / SECONDS_PER_MONTH, "USD/month", [], "USD / month", Named;
    USD_PER_YEAR: MoneyRate = 1.0 / SECONDS_PER_YEAR, "USD/year", [], "USD / year", Named;
    USD_PER_DAY2: MoneySlope = 1.0 / SECONDS_PER_DAY_SQUARED, "USD/d²", [], "USD / day ** 2", Named;
    /// Storage price; a month is 30.4375 days.
    USD_PER_TB_MONTH: StoragePrice = 1.0 / (1e12 * SECONDS_PER_MONTH), "USD/(TB·month)", [], "USD / TB / month", Named;
    USD_PER_GB_MONTH: StoragePrice = 1.0 / (1e9 * SECONDS_PER_MONTH), "USD/(GB·month)", [], "USD / GB / month", Named;
    USD_PER_KWH: EnergyPrice = 1.0 / 3.6e6, "USD/kWh", [], "USD / kWh", Named;
    USD_PER_PFLOP: FlopPrice = 1e-15, "USD/PFLOP", [], "USD / PFLOP", Named;
    USD_PER_GB: DataPrice = 1e-9, "USD/GB", [], "USD / GB", Named;

    // Rates of events: requests, tokens, queries.
    PER_SECOND: Frequency = 1.0, "1/s", [], "1 / second", Named;
    /// A rate of a loop, a clock or a camera, as its datasheet states it.
    HERTZ: Frequency = 1.0, "Hz", ["hertz"], "Hz", Named;
    KILOHERTZ: Frequency = 1e3, "kHz", [], "kHz", Named;
    MEGAHERTZ: Frequency = 1e6, "MHz", [], "MHz", Named;
    GIGAHERTZ: Frequency = 1e9, "GHz", [], "GHz", Named;
    PER_MINUTE: Frequency = 1.0 / 60.0, "1/min", [], "1 / minute", Named;
    PER_HOUR: Frequency = 1.0 / 3600.0, "1/h", [], "1 / hour", Named;
    PER_DAY: Frequency = 1.0 / 86_400.0, "1/d", [], "1 / day", Named;
    PER_WEEK: Frequency = 1.0 / 604_800.0, "1/week", [], "1 / week", Named;
    PER_YEAR: Frequency = 1.0 / SECONDS_PER_YEAR, "1/year", [], "1 / year", Named;
    TOKENS_PER_SECOND: Frequency = 1.0, "tok/s", [], "1 / second", Named;
    REQUESTS_PER_SECOND: Frequency = 1.0, "req/s", [], "1 / second", Named;
    SAMPLES_PER_SECOND: Frequency = 1.0, "samples/s", [], "1 / second", Named;

    // Plain ratios shown in a unit.
    /// Hours of work per week, a ratio of two times.
    HOURS_PER_WEEK: Ratio = 3600.0 / 604_800.0, "h/week", [], "hour / week", Named;
    HOURS_PER_DAY: Ratio = 3600.0 / 86_400.0, "h/d", ["h/day"], "hour / day", Named;
    PERCENT: Ratio = 0.01, "%", ["percent"], "percent", Named;
    /// Parts per million: a clock's drift, a coefficient's scale.
    PPM: Ratio = 1e-6, "ppm", [], "ppm", Named;

    // Counts that appear inside other units.
    TOKEN: Ratio = 1.0, "token", ["tokens", "tok"], "token", Atom;
    KTOKEN: Ratio = 1e3, "Ktoken", ["ktoken"], "Ktoken", Atom;
    MTOKEN: Ratio = 1e6, "Mtoken", [], "Mtoken", Atom;
    BTOKEN: Ratio = 1e9, "Btoken", [], "Btoken", Atom;
    COUNT: Ratio = 1.0, "count", ["req", "request", "requests", "query", "queries", "item", "items", "sample", "samples"], "count", Atom;
    PARAM: Ratio = 1.0, "param", ["params", "parameter", "parameters"], "param", Atom;
    KPARAM: Ratio = 1e3, "Kparam", [], "Kparam", Atom;
    MPARAM: Ratio = 1e6, "Mparam", [], "Mparam", Atom;
    BPARAM: Ratio = 1e9, "Bparam", [], "Bparam", Atom;
    TPARAM: Ratio = 1e12, "Tparam", [], "Tparam", Atom;

    // Length, mass, temperature and current. Mass is shown as `kilogram`, since `kg` without
    // context is kilograms of CO2e; `K` is a difference of temperatures and `°C` a reading.
    NANOMETRE: Length = 1e-9, "nm", ["nanometre", "nanometres", "nanometer", "nanometers"], "nm", Named;
    MICROMETRE: Length = 1e-6, "µm", ["um", "micrometre", "micrometres", "micrometer", "micrometers", "micron", "microns"], "um", Ladder;
    MILLIMETRE: Length = 1e-3, "mm", ["millimetre", "millimetres", "millimeter", "millimeters"], "mm", Ladder;
    CENTIMETRE: Length = 1e-2, "cm", ["centimetre", "centimetres", "centimeter", "centimeters"], "cm", Named;
    METRE: Length = 1.0, "m", ["metre", "metres", "meter", "meters"], "m", Ladder, example;
    KILOMETRE: Length = 1e3, "km", ["kilometre", "kilometres", "kilometer", "kilometers"], "km", Ladder;
    // `g`, `kg` and `t` are CO2e (above) unless an input expects a mass.
    GRAM: Mass = 1e-3, "gram", ["grams", "g"], "g", Named;
    KILOGRAM: Mass = 1.0, "kilogram", ["kilograms", "kg"], "kg", Ladder, example;
    /// A tonne of mass, shown as the megagram it is (`t` is a tonne of CO2e without context).
    MEGAGRAM: Mass = 1e3, "Mg", ["megagram", "megagrams", "t", "tonne", "tonnes"], "Mg", Named;
    KELVIN: TemperatureDifference = 1.0, "K", ["kelvin"], "K", Ladder, example;
    /// A difference of one degree Celsius: one kelvin.
    DELTA_DEGREE_CELSIUS: TemperatureDifference = 1.0, "Δ°C", ["delta_degC"], "delta_degC", Named;
    /// A temperature reading. Written alone (`20 °C`) it is a reading; inside a compound unit
    /// (`°C/W`, `°C/s`) only a difference makes sense, and there it reads as one (see
    /// [`crate::parse`]).
    DEGREE_CELSIUS: Temperature = 1.0, "°C", ["degC", "celsius", "degree_Celsius", "degrees_Celsius"], "degC", Ladder;
    MICROAMPERE: Current = 1e-6, "µA", ["uA", "microampere", "microamperes"], "uA", Ladder;
    MILLIAMPERE: Current = 1e-3, "mA", ["milliampere", "milliamperes"], "mA", Ladder;
    AMPERE: Current = 1.0, "A", ["ampere", "amperes", "amp", "amps"], "A", Ladder, example;
    AMPERE_PER_SECOND: CurrentRate = 1.0, "A/s", [], "A / second", Named;

    // Volume and what flows: water per energy, coolant mass and volume per second.
    MILLILITRE: Volume = 1e-6, "mL", ["millilitre", "millilitres", "milliliter", "milliliters"], "mL", Ladder;
    LITRE: Volume = 1e-3, "L", ["l", "litre", "litres", "liter", "liters"], "liter", Ladder;
    CUBIC_METRE: Volume = 1.0, "m³", ["m^3"], "m ** 3", Named;
    LITRE_PER_KWH: WaterIntensity = 1e-3 / 3.6e6, "L/kWh", [], "liter / kWh", Named;
    KILOGRAM_PER_SECOND: MassFlow = 1.0, "kilogram/s", [], "kg / second", Named;
    LITRE_PER_SECOND: VolumeFlow = 1e-3, "L/s", [], "liter / second", Named;
    CUBIC_METRE_PER_SECOND: VolumeFlow = 1.0, "m³/s", [], "m ** 3 / second", Named;
    KILOGRAM_PER_CUBIC_METRE: Density = 1.0, "kilogram/m³", [], "kg / m ** 3", Named;
    JOULE_PER_KILOGRAM_KELVIN: SpecificHeat = 1.0, "J/(kilogram·K)", [], "J / kg / K", Named;

    // Electrical: rail voltage, loop inductance, and how fast power changes.
    MILLIVOLT: Voltage = 1e-3, "mV", ["millivolt", "millivolts"], "mV", Ladder;
    VOLT: Voltage = 1.0, "V", ["volt", "volts"], "V", Ladder, example;
    KILOVOLT: Voltage = 1e3, "kV", ["kilovolt", "kilovolts"], "kV", Ladder;
    PICOHENRY: Inductance = 1e-12, "pH", ["picohenry", "picohenries"], "pH", Ladder;
    NANOHENRY: Inductance = 1e-9, "nH", ["nanohenry", "nanohenries"], "nH", Ladder;
    MICROHENRY: Inductance = 1e-6, "µH", ["uH", "microhenry", "microhenries"], "uH", Ladder, example;
    MILLIHENRY: Inductance = 1e-3, "mH", ["millihenry", "millihenries"], "mH", Ladder;
    HENRY: Inductance = 1.0, "H", ["henry", "henries"], "H", Ladder;
    WATT_PER_SECOND: PowerRamp = 1.0, "W/s", [], "W / second", Ladder;
    MEGAWATT_PER_SECOND: PowerRamp = 1e6, "MW/s", [], "MW / second", Ladder;
    GIGAWATT_PER_SECOND: PowerRamp = 1e9, "GW/s", [], "GW / second", Ladder;
    KILOGRAM_M2_PER_SECOND2: MechanicalWork = 1.0, "kilogram·m²/s²", [], "kg * m ** 2 / second ** 2", Named;

    // Plane angle, and how fast it turns. A degree is π/180 rad and a revolution 2π rad, both
    // rounded once from the double nearest π.
    MILLIRADIAN: Angle = 1e-3, "mrad", ["milliradian", "milliradians"], "mrad", Ladder;
    RADIAN: Angle = 1.0, "rad", ["radian", "radians"], "radian", Ladder;
    DEGREE: Angle = PI / 180.0, "deg", ["°", "degree", "degrees"], "degree", Named;
    REVOLUTION: Angle = TAU, "rev", ["revolution", "revolutions", "turn", "turns"], "revolution", Named;
    RADIAN_PER_SECOND: AngularVelocity = 1.0, "rad/s", [], "radian / second", Ladder, example;
    DEGREE_PER_SECOND: AngularVelocity = PI / 180.0, "deg/s", [], "degree / second", Named;
    /// Revolutions per minute.
    RPM: AngularVelocity = TAU / 60.0, "rpm", ["RPM"], "rpm", Named;
    RADIAN_PER_SECOND2: AngularAcceleration = 1.0, "rad/s²", ["rad/s^2"], "radian / second ** 2", Ladder, example;
    DEGREE_PER_SECOND2: AngularAcceleration = PI / 180.0, "deg/s²", ["deg/s^2"], "degree / second ** 2", Named;
    RADIAN_PER_SECOND3: AngularJerk = 1.0, "rad/s³", ["rad/s^3"], "radian / second ** 3", Ladder;

    // Area, and motion along a line.
    SQUARE_MILLIMETRE: Area = 1e-6, "mm²", ["mm^2"], "mm ** 2", Ladder;
    SQUARE_CENTIMETRE: Area = 1e-4, "cm²", ["cm^2"], "cm ** 2", Named;
    SQUARE_METRE: Area = 1.0, "m²", ["m^2"], "m ** 2", Ladder, example;
    MILLIMETRE_PER_SECOND: Velocity = 1e-3, "mm/s", [], "mm / second", Ladder;
    METRE_PER_SECOND: Velocity = 1.0, "m/s", [], "m / second", Ladder, example;
    KILOMETRE_PER_HOUR: Velocity = 1e3 / 3600.0, "km/h", ["kph"], "km / hour", Named;
    /// Miles per hour: 1609.344 m an hour, exactly 0.44704 m/s.
    MILE_PER_HOUR: Velocity = 0.44704, "mph", [], "mph", Named;
    MILLIMETRE_PER_SECOND2: Acceleration = 1e-3, "mm/s²", ["mm/s^2"], "mm / second ** 2", Ladder;
    METRE_PER_SECOND2: Acceleration = 1.0, "m/s²", ["m/s^2"], "m / second ** 2", Ladder, example;
    /// Standard gravity, 9.80665 m/s² (`g` where an input expects an acceleration).
    STANDARD_GRAVITY: Acceleration = 9.80665, "g₀", ["g0", "g_0", "gn", "standard_gravity", "gravity", "g"], "standard_gravity", Named;
    MILLIMETRE_PER_SECOND3: Jerk = 1e-3, "mm/s³", ["mm/s^3"], "mm / second ** 3", Ladder;
    METRE_PER_SECOND3: Jerk = 1.0, "m/s³", ["m/s^3"], "m / second ** 3", Ladder, example;

    // Force and what it makes: stiffness, torque (and mechanical work: the same dimensions),
    // their rates, and the inertia that resists turning.
    MILLINEWTON: Force = 1e-3, "mN", ["millinewton", "millinewtons"], "mN", Ladder;
    NEWTON: Force = 1.0, "N", ["newton", "newtons"], "N", Ladder, example;
    KILONEWTON: Force = 1e3, "kN", ["kilonewton", "kilonewtons"], "kN", Ladder;
    NEWTON_PER_SECOND: ForceRate = 1.0, "N/s", [], "N / second", Ladder, example;
    KILONEWTON_PER_SECOND: ForceRate = 1e3, "kN/s", [], "kN / second", Ladder;
    NEWTON_PER_MILLISECOND: ForceRate = 1e3, "N/ms", [], "N / ms", Named;
    NEWTON_PER_METRE: Stiffness = 1.0, "N/m", [], "N / m", Ladder, example;
    KILONEWTON_PER_METRE: Stiffness = 1e3, "kN/m", [], "kN / m", Ladder;
    NEWTON_PER_MILLIMETRE: Stiffness = 1e3, "N/mm", [], "N / mm", Named;
    MILLINEWTON_METRE: MechanicalWork = 1e-3, "mN·m", ["mN*m"], "mN * m", Ladder;
    NEWTON_METRE: MechanicalWork = 1.0, "N·m", ["N*m", "N m", "Nm"], "N * m", Ladder, example;
    KILONEWTON_METRE: MechanicalWork = 1e3, "kN·m", ["kN*m"], "kN * m", Ladder;
    NEWTON_METRE_PER_SECOND: MechanicalPower = 1.0, "N·m/s", ["N*m/s"], "N * m / second", Ladder, example;
    KILONEWTON_METRE_PER_SECOND: MechanicalPower = 1e3, "kN·m/s", ["kN*m/s"], "kN * m / second", Ladder;
    /// A rotor's inertia, as datasheets state it: 10⁻⁷ kilogram·m².
    GRAM_SQUARE_CENTIMETRE: MomentOfInertia = 1e-7, "gram·cm²", ["g·cm²", "g*cm^2", "g cm^2"], "g * cm ** 2", Ladder;
    KILOGRAM_SQUARE_CENTIMETRE: MomentOfInertia = 1e-4, "kilogram·cm²", ["kg·cm²", "kg*cm^2", "kg cm^2"], "kg * cm ** 2", Ladder;
    KILOGRAM_SQUARE_METRE: MomentOfInertia = 1.0, "kilogram·m²", ["kg·m²", "kg*m^2", "kg m^2"], "kg * m ** 2", Ladder, example;

    // A motor's constants, and the electrics around it.
    MILLINEWTON_METRE_PER_AMPERE: TorqueConstant = 1e-3, "mN·m/A", ["mN*m/A"], "mN * m / A", Ladder;
    NEWTON_METRE_PER_AMPERE: TorqueConstant = 1.0, "N·m/A", ["N*m/A"], "N * m / A", Ladder, example;
    MILLIVOLT_SECOND_PER_RADIAN: BackEmfConstant = 1e-3, "mV·s/rad", ["mV*s/rad"], "mV * s / radian", Ladder;
    VOLT_SECOND_PER_RADIAN: BackEmfConstant = 1.0, "V·s/rad", ["V*s/rad"], "V * s / radian", Ladder, example;
    /// Volts per revolution per minute: 60/(2π) V·s/rad.
    VOLT_PER_RPM: BackEmfConstant = 60.0 / TAU, "V/rpm", [], "V / rpm", Named;
    MILLIOHM: Resistance = 1e-3, "mΩ", ["mohm", "milliohm", "milliohms"], "milliohm", Ladder;
    OHM: Resistance = 1.0, "Ω", ["ohm", "ohms"], "ohm", Ladder, example;
    KILOHM: Resistance = 1e3, "kΩ", ["kohm", "kiloohm", "kiloohms"], "kiloohm", Ladder;
    PICOFARAD: Capacitance = 1e-12, "pF", ["picofarad", "picofarads"], "pF", Ladder;
    NANOFARAD: Capacitance = 1e-9, "nF", ["nanofarad", "nanofarads"], "nF", Ladder;
    MICROFARAD: Capacitance = 1e-6, "µF", ["uF", "microfarad", "microfarads"], "uF", Ladder, example;
    MILLIFARAD: Capacitance = 1e-3, "mF", ["millifarad", "millifarads"], "mF", Ladder;
    FARAD: Capacitance = 1.0, "F", ["farad", "farads"], "F", Ladder;
    COULOMB: Charge = 1.0, "C", ["coulomb", "coulombs"], "C", Named;
    /// A battery's charge: 3.6 C.
    MILLIAMPERE_HOUR: Charge = 3.6, "mAh", ["milliampere_hour", "milliampere_hours"], "mAh", Ladder, example;
    AMPERE_HOUR: Charge = 3600.0, "Ah", ["ampere_hour", "ampere_hours"], "Ah", Ladder;

    // Heat: how a temperature follows power.
    KELVIN_PER_WATT: ThermalResistance = 1.0, "K/W", [], "K / W", Ladder;
    JOULE_PER_KELVIN: HeatCapacity = 1.0, "J/K", [], "J / K", Ladder, example;
    KILOJOULE_PER_KELVIN: HeatCapacity = 1e3, "kJ/K", [], "kJ / K", Ladder;
    WATT_PER_SQUARE_METRE: HeatFlux = 1.0, "W/m²", ["W/m^2"], "W / m ** 2", Ladder;
    WATT_PER_SQUARE_CENTIMETRE: HeatFlux = 1e4, "W/cm²", ["W/cm^2"], "W / cm ** 2", Ladder, example;
    KELVIN_PER_SECOND: TemperatureRate = 1.0, "K/s", [], "K / second", Ladder;
    PER_KELVIN: TemperatureCoefficient = 1.0, "1/K", [], "1 / K", Ladder;
    PPM_PER_KELVIN: TemperatureCoefficient = 1e-6, "ppm/K", [], "ppm / K", Named;

    // Rates per distance (an extinction coefficient, missions per kilometre), and light.
    PER_METRE: PerLength = 1.0, "1/m", [], "1 / m", Ladder;
    PER_KILOMETRE: PerLength = 1e-3, "1/km", [], "1 / km", Ladder;
    LUMEN: LuminousFlux = 1.0, "lm", ["lumen", "lumens"], "lumen", Named;
    LUX: Illuminance = 1.0, "lx", ["lux"], "lux", Ladder;

    // Work per energy (an accelerator's efficiency), and a price of emissions.
    FLOP_PER_JOULE: ComputeEfficiency = 1.0, "FLOP/J", [], "flop / J", Ladder;
    GFLOP_PER_JOULE: ComputeEfficiency = 1e9, "GFLOP/J", [], "GFLOP / J", Ladder;
    TFLOP_PER_JOULE: ComputeEfficiency = 1e12, "TFLOP/J", [], "TFLOP / J", Ladder;
    TOPS_PER_WATT: ComputeEfficiency = 1e12, "TOPS/W", [], "TOPS / W", Named;
    USD_PER_TONNE_CO2E: CarbonPrice = 1e-6, "USD/tCO2e", [], "USD / t", Named;
    USD_PER_KILOGRAM_CO2E: CarbonPrice = 1e-3, "USD/kgCO2e", [], "USD / kg", Named;
}
