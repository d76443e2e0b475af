//! Quantities and the units they are shown and typed in.
//!
//! Arithmetic runs on `uom` quantities of [`crate::quantity`] in base units (the base unit of
//! each dimension of [`quantity::BASES`]: s, B, FLOP, J, gCO2e, USD, m, kilogram, K, A, rad,
//! °C, lm); a quantity needs a unit only when a person reads or types it. Every unit is a row
//! of the one [`table`]: the parser ([`parse`]) and the display ([`show`]) read it, and a
//! declaration names its typed constants (`unit = GB`). Registry sizes keep the unit they were
//! declared in ([`DataSize`]). Where quantities the system keeps apart meet (mechanics and
//! energy, angles and plain numbers, temperature readings and differences), [`mechanics`]
//! has the few checked conversions.
//!
//! This crate is the bottom of the workspace: it depends on nothing of ours, so a change to a
//! law, a registry or a scenario never rebuilds it. Authors reach it as `mlsysim_core::units`.

/// The `uom` crate the quantities are built with, for quantity kinds declared outside this
/// crate.
#[macro_use]
pub extern crate uom;

/// The unit parser's property (random expressions against the table's factors), for its
/// property test and its fuzz target; not part of the API.
#[doc(hidden)]
pub mod algebra;
mod datasize;
pub mod mechanics;
pub mod names;
pub mod parse;
pub mod quantity;
pub mod readable;
pub mod show;
pub mod table;

pub use crate::quantity::Dim;
pub use crate::quantity::f64::{
    Acceleration, Angle, AngularAcceleration, AngularJerk, AngularVelocity, Area, BackEmfConstant,
    Capacitance, CarbonIntensity, CarbonPrice, Charge, ComputeEfficiency, Current, CurrentRate,
    DataPrice, DataRate, DataTime, Density, Emissions, Energy, EnergyPerByte, EnergyPerFlop,
    EnergyPrice, FlopCount, FlopPrice, FlopRate, Force, ForceRate, Frequency, HeatCapacity,
    HeatFlux, Illuminance, Inductance, Information, Intensity, Jerk, Length, LuminousFlux, Mass,
    MassFlow, MechanicalPower, MechanicalWork, MomentOfInertia, MoneyRate, MoneySlope, PerLength,
    Power, PowerRamp, Ratio, Resistance, SpecificHeat, Stiffness, StoragePrice, Temperature,
    TemperatureCoefficient, TemperatureDifference, TemperatureRate, ThermalResistance, Time,
    TimeSquared, Torque, TorqueConstant, TorqueRate, Usd, Velocity, Voltage, Volume, VolumeFlow,
    WaterIntensity,
};
pub use datasize::{ByteUnit, DataSize};
pub use readable::readable;
pub use table::*;

use crate::quantity::of_base;
use std::fmt;
use std::marker::PhantomData;

/// Money per `Q`: `MoneyPer<Energy>` is a price per joule, `MoneyPer<Time>` a cost rate.
pub type MoneyPer<Q> = <Usd as std::ops::Div<Q>>::Output;

macro_rules! constructors {
    ($($(#[$attr:meta])* $name:ident -> $q:ty = $unit:ident;)*) => {$(
        $(#[$attr])*
        #[doc = concat!("`n` ", stringify!($unit), " as a quantity (see [`", stringify!($unit), "`]).")]
        #[inline]
        pub fn $name(n: f64) -> $q {
            $unit.of(n)
        }
    )*};
}

constructors! {
    seconds -> Time = SECOND;
    milliseconds -> Time = MILLISECOND;
    hours -> Time = HOUR;
    days -> Time = DAY;
    /// A month is a twelfth of a Julian year, 30.4375 days.
    months -> Time = MONTH;
    bytes -> Information = BYTE;
    gigabytes -> Information = GB;
    flops -> FlopCount = FLOP;
    flop_per_second -> FlopRate = FLOP_PER_SECOND;
    bytes_per_second -> DataRate = BYTE_PER_SECOND;
    joules -> Energy = JOULE;
    watts -> Power = WATT;
    kilowatt_hours -> Energy = KILOWATT_HOUR;
    grams_co2e -> Emissions = GRAM_CO2E;
    grams_co2e_per_kwh -> CarbonIntensity = GRAM_CO2E_PER_KWH;
    usd -> Usd = USD;
    per_day -> Frequency = PER_DAY;
    per_second -> Frequency = PER_SECOND;
    usd_per_hour -> MoneyRate = USD_PER_HOUR;
    usd_per_kwh -> EnergyPrice = USD_PER_KWH;
    /// A price per token from US dollars per million tokens.
    usd_per_mtoken -> Usd = USD_PER_MTOKEN;
    /// A storage price from US dollars per terabyte-month.
    usd_per_tb_month -> StoragePrice = USD_PER_TB_MONTH;
    /// A plain ratio.
    ratio -> Ratio = RATIO;
    metres -> Length = METRE;
    kilograms -> Mass = KILOGRAM;
    /// A difference of temperatures (a rise or a fall), never a temperature reading.
    kelvin -> TemperatureDifference = KELVIN;
    amperes -> Current = AMPERE;
    volts -> Voltage = VOLT;
    henries -> Inductance = HENRY;
    litres -> Volume = LITRE;
    litres_per_kwh -> WaterIntensity = LITRE_PER_KWH;
    joules_per_kilogram_kelvin -> SpecificHeat = JOULE_PER_KILOGRAM_KELVIN;
    kilograms_per_cubic_metre -> Density = KILOGRAM_PER_CUBIC_METRE;
    millimetres -> Length = MILLIMETRE;
    kilometres -> Length = KILOMETRE;
    grams -> Mass = GRAM;
    /// A temperature reading in degrees Celsius (see [`Temperature`]).
    degrees_celsius -> Temperature = DEGREE_CELSIUS;
    milliamperes -> Current = MILLIAMPERE;
    ohms -> Resistance = OHM;
    milliohms -> Resistance = MILLIOHM;
    farads -> Capacitance = FARAD;
    microfarads -> Capacitance = MICROFARAD;
    coulombs -> Charge = COULOMB;
    /// A battery's charge in milliampere-hours.
    milliampere_hours -> Charge = MILLIAMPERE_HOUR;
    ampere_hours -> Charge = AMPERE_HOUR;
    radians -> Angle = RADIAN;
    degrees -> Angle = DEGREE;
    radians_per_second -> AngularVelocity = RADIAN_PER_SECOND;
    /// An angular velocity in revolutions per minute.
    rpm -> AngularVelocity = RPM;
    radians_per_second_squared -> AngularAcceleration = RADIAN_PER_SECOND2;
    square_metres -> Area = SQUARE_METRE;
    metres_per_second -> Velocity = METRE_PER_SECOND;
    kilometres_per_hour -> Velocity = KILOMETRE_PER_HOUR;
    miles_per_hour -> Velocity = MILE_PER_HOUR;
    metres_per_second_squared -> Acceleration = METRE_PER_SECOND2;
    /// An acceleration in multiples of standard gravity, 9.80665 m/s².
    standard_gravities -> Acceleration = STANDARD_GRAVITY;
    metres_per_second_cubed -> Jerk = METRE_PER_SECOND3;
    newtons -> Force = NEWTON;
    newtons_per_second -> ForceRate = NEWTON_PER_SECOND;
    newtons_per_metre -> Stiffness = NEWTON_PER_METRE;
    /// A torque (or mechanical work) in newton-metres.
    newton_metres -> Torque = NEWTON_METRE;
    newton_metres_per_second -> TorqueRate = NEWTON_METRE_PER_SECOND;
    kilogram_square_metres -> MomentOfInertia = KILOGRAM_SQUARE_METRE;
    newton_metres_per_ampere -> TorqueConstant = NEWTON_METRE_PER_AMPERE;
    volt_seconds_per_radian -> BackEmfConstant = VOLT_SECOND_PER_RADIAN;
    kelvin_per_watt -> ThermalResistance = KELVIN_PER_WATT;
    joules_per_kelvin -> HeatCapacity = JOULE_PER_KELVIN;
    watts_per_square_metre -> HeatFlux = WATT_PER_SQUARE_METRE;
    kelvin_per_second -> TemperatureRate = KELVIN_PER_SECOND;
    per_kelvin -> TemperatureCoefficient = PER_KELVIN;
    per_metre -> PerLength = PER_METRE;
    lux -> Illuminance = LUX;
    flop_per_joule -> ComputeEfficiency = FLOP_PER_JOULE;
    /// A carbon price in US dollars a tonne of CO2e.
    usd_per_tonne_co2e -> CarbonPrice = USD_PER_TONNE_CO2E;
}

pub use mechanics::{
    ABSOLUTE_ZERO, ONE_RADIAN, arccos, arcsin, arctan, arctan2, energy_as_work, mechanical_energy,
    mechanical_power, power_as_mechanical,
};

/// A plain number as a ratio (the factor-one unit of [`Ratio`]).
pub const RATIO: DisplayUnit<Ratio> = DisplayUnit::new("", 1.0);

/// What a table row is for (see [`table`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Picked automatically for a quantity shown without a declared unit.
    Ladder,
    /// Shown only where declared; typed anywhere.
    Named,
    /// A count that appears only inside other units (`Mtoken`, `param`).
    Atom,
}

/// One row of the unit table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UnitRow {
    /// The constant's name in [`table`] (`GB_PER_SECOND`).
    pub name: &'static str,
    /// How values are shown and typed (`GB/s`).
    pub symbol: &'static str,
    /// Other ways to type it (`gigabyte`).
    pub aliases: &'static [&'static str],
    /// The quantity's powers of the base dimensions ([`quantity::BASES`]).
    pub dim: Dim,
    /// Base units in one of this unit.
    pub factor: f64,
    /// The factor as a fraction, `num / den`, as the table writes it.
    pub num: f64,
    pub den: f64,
    /// How the reference's unit library spells it.
    pub pint: &'static str,
    pub role: Role,
    /// Whether messages use this unit in an example of its quantity (see [`show::example`]).
    pub example: bool,
}

/// A unit in which a quantity of type `Q` is shown, e.g. [`HOUR`] for [`Time`].
///
/// The type parameter lets the `#[scenario]` macro check, at compile time, that a declared
/// display unit fits the quantity it is attached to.
pub struct DisplayUnit<Q> {
    pub symbol: &'static str,
    /// Base units (seconds, bytes) in one of this unit.
    pub base_per_unit: f64,
    /// The same factor as a fraction, so conversions round once.
    num: f64,
    den: f64,
    _quantity: PhantomData<fn() -> Q>,
}

impl<Q> Clone for DisplayUnit<Q> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<Q> Copy for DisplayUnit<Q> {}

impl<Q> DisplayUnit<Q> {
    pub const fn new(symbol: &'static str, base_per_unit: f64) -> Self {
        DisplayUnit::ratio(symbol, base_per_unit, 1.0)
    }

    /// A unit of `num / den` base units.
    pub const fn ratio(symbol: &'static str, num: f64, den: f64) -> Self {
        DisplayUnit {
            symbol,
            base_per_unit: num / den,
            num,
            den,
            _quantity: PhantomData,
        }
    }

    /// The unit without its quantity type, for reports.
    pub const fn erase(self) -> UnitLabel {
        UnitLabel {
            symbol: self.symbol,
            base_per_unit: self.base_per_unit,
        }
    }
}

impl<D, U> DisplayUnit<crate::quantity::Quantity<D, U, f64>>
where
    D: crate::quantity::Dimension + ?Sized,
    U: crate::quantity::Units<f64> + ?Sized,
{
    /// `n` of this unit as a quantity: `GB.of(100.0)` is 100 GB.
    #[inline]
    pub fn of(self, n: f64) -> crate::quantity::Quantity<D, U, f64> {
        of_base(n * self.num / self.den)
    }

    /// A quantity expressed in this unit: `HOUR.in_unit(t)` is `t` in hours.
    #[inline]
    pub fn in_unit(self, q: crate::quantity::Quantity<D, U, f64>) -> f64 {
        in_unit(q.value, self.base_per_unit)
    }
}

/// Ties a display unit to the quantity it may show; the `#[scenario]` macro checks every
/// declared `unit = ...` with it.
#[diagnostic::on_unimplemented(
    message = "this display unit does not fit the quantity it is declared on",
    label = "a unit of another dimension",
    note = "every unit and the quantity it shows are listed in the reference page of units (docs/reference/units.md), one row of `mlsysim_core::units::table` each"
)]
pub trait UnitOf<Q> {}

#[diagnostic::do_not_recommend]
impl<Q> UnitOf<Q> for DisplayUnit<Q> {}
/// A unit shows each element of a list or of a map.
#[diagnostic::do_not_recommend]
impl<Q> UnitOf<Vec<Q>> for DisplayUnit<Q> {}
#[diagnostic::do_not_recommend]
impl<Q> UnitOf<Named<Q>> for DisplayUnit<Q> {}
/// ... and each element of a table nested one level (a time per path and per message).
#[diagnostic::do_not_recommend]
impl<Q> UnitOf<Vec<Vec<Q>>> for DisplayUnit<Q> {}
#[diagnostic::do_not_recommend]
impl<Q> UnitOf<Named<Named<Q>>> for DisplayUnit<Q> {}
/// A declared size may be shown in any unit of data (`unit = MB`).
#[diagnostic::do_not_recommend]
impl UnitOf<DataSize> for DisplayUnit<Information> {}
#[diagnostic::do_not_recommend]
impl UnitOf<Vec<DataSize>> for DisplayUnit<Information> {}

/// Compiles only when `unit` fits `Q`.
pub const fn unit_for<Q, U: UnitOf<Q>>(_unit: &U) {}

impl<P> DisplayUnit<P> {
    /// The label of this unit declared on values of type `Q`, for a table of generated code,
    /// checked against them as [`unit_for`] checks it: called on the unit, whose own quantity is
    /// then known, so that a unit of another dimension is refused with `UnitOf`'s message on
    /// the unit's tokens, not as a mismatch of inferred types.
    #[doc(hidden)]
    pub const fn label_for<Q>(&self) -> Option<UnitLabel>
    where
        Self: UnitOf<Q>,
    {
        Some((*self).erase())
    }
}

/// A display unit whose quantity type has been forgotten.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UnitLabel {
    pub symbol: &'static str,
    pub base_per_unit: f64,
}

/// A signed count of accelerators left over: negative when the demand does not fit, and then
/// shown with the shortfall spelled out (`-4 (4 short)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Headroom(pub i64);

impl Headroom {
    /// How many are missing, if any.
    pub fn shortfall(self) -> Option<u64> {
        (self.0 < 0).then(|| self.0.unsigned_abs())
    }
}

impl PartialEq<i64> for Headroom {
    fn eq(&self, other: &i64) -> bool {
        self.0 == *other
    }
}

impl fmt::Display for Headroom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.shortfall() {
            Some(short) => write!(f, "{} ({short} short)", self.0),
            None => write!(f, "{}", self.0),
        }
    }
}

/// Values by name, in the order given: traffic shares per segment, label rates per source.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Named<T>(pub Vec<(String, T)>);

impl<T> Named<T> {
    /// The value of `name`, if present.
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(n, _)| n.as_str())
    }

    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter().map(|(_, v)| v)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &T)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<T, S: Into<String>> FromIterator<(S, T)> for Named<T> {
    fn from_iter<I: IntoIterator<Item = (S, T)>>(iter: I) -> Self {
        Named(iter.into_iter().map(|(n, v)| (n.into(), v)).collect())
    }
}

/// `base` expressed in a unit of `base_per_unit` base units. A conversion's own rounding is
/// taken back out: when the quotient lies within a few units in the last place of a number
/// with twelve significant digits, that number is the value (1,000,000 a day read in from the
/// command line is 11.574074074074074 per second, and shows as 1000000 a day again, not
/// 1000000.0000000001). Anything further from a short decimal is shown as computed.
pub fn in_unit(base: f64, base_per_unit: f64) -> f64 {
    let x = base / base_per_unit;
    if base_per_unit == 1.0 || !x.is_finite() || x == 0.0 {
        return x;
    }
    let short: f64 = format!("{x:.11e}").parse().unwrap_or(x);
    let ulp = f64::EPSILON * x.abs();
    if (short - x).abs() <= 4.0 * ulp {
        short
    } else {
        x
    }
}

/// Formats a number the way a person reads it: integers without a fraction (`100`, `-4`),
/// other values as the shortest text that reads back to the same double. Negative zero reads
/// as 0.
pub fn format_number(x: f64) -> String {
    let x = if x == 0.0 { 0.0 } else { x };
    if x.is_finite() && x == x.trunc() && x.abs() < 1e16 {
        format!("{x:.0}")
    } else if x.is_finite() && (x.abs() >= 1e16 || x.abs() < 1e-5) {
        format!("{x:e}")
    } else {
        format!("{x}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_fits_tables_nested_one_level() {
        // Compiles only when the unit fits: a time per path and per message, a list of lists.
        unit_for::<Named<Named<Time>>, _>(&SECOND);
        unit_for::<Vec<Vec<Information>>, _>(&BYTE);
        assert_eq!(SECOND.label_for::<Time>().map(|l| l.symbol), Some("s"));
    }

    #[test]
    fn declared_sizes_keep_their_unit() {
        let h100 = DataSize::declared(80.0, ByteUnit::GiB);
        assert_eq!(h100.bytes(), 85_899_345_920.0);
        assert_eq!(h100.to_string(), "80 GiB");
        let dlrm = DataSize::declared(100.0, ByteUnit::GB);
        assert_eq!(dlrm.bytes(), 1e11);
        assert_eq!(dlrm.to_string(), "100 GB");
        assert_eq!(
            DataSize::from_bytes(51_114_064.0).to_string(),
            "51,114,064 B"
        );
    }

    #[test]
    fn numbers_read_back_exactly() {
        assert_eq!(format_number(1.1641532182693481), "1.1641532182693481");
        assert_eq!(
            format_number(0.0005950460210442543),
            "0.0005950460210442543"
        );
        assert_eq!(format_number(-4.0), "-4");
        assert_eq!(format_number(2.5557032e307), "2.5557032e307");
    }

    #[test]
    fn the_physical_quantities_combine_as_physics_says() {
        // Volts times amperes is power; an inductance times a current rate is a voltage.
        let p: Power = volts(0.8) * amperes(375.0);
        assert_eq!(p, watts(300.0));
        let droop: Voltage = henries(50e-12) * (amperes(375.0) / seconds(1e-6));
        assert!((droop.value - 0.01875).abs() < 1e-15);
        // Power over a specific heat and a temperature rise is a mass flow.
        let flow: MassFlow = watts(1005.0) / (joules_per_kilogram_kelvin(1005.0) * kelvin(1.0));
        assert_eq!(flow.value, 1.0);
        // Energy times a water intensity is a volume.
        let water: Volume = kilowatt_hours(1.0) * litres_per_kwh(1.8);
        assert!((LITRE.in_unit(water) - 1.8).abs() < 1e-12);
        // Mechanics reaches energy through one checked conversion.
        let half_m_v2: MechanicalWork =
            0.5 * kilograms(2.0) * (metres(3.0) / seconds(1.0)) * (metres(3.0) / seconds(1.0));
        assert_eq!(mechanical_energy(half_m_v2), joules(9.0));
    }

    #[test]
    fn the_physical_units_read_and_keep_kg_for_emissions() {
        use crate::parse::{quantity, value_of};
        assert_eq!(
            quantity("2 kg").unwrap().dim,
            <Emissions as quantity::Dimensioned>::DIM
        );
        assert_eq!(
            quantity("2 kilogram").unwrap().dim,
            <Mass as quantity::Dimensioned>::DIM
        );
        assert_eq!(
            value_of("2 kg", <Mass as quantity::Dimensioned>::DIM),
            Ok(2.0)
        );
        assert_eq!(
            quantity("15 K").unwrap().dim,
            <TemperatureDifference as quantity::Dimensioned>::DIM
        );
        assert_eq!(
            quantity("1.8 L/kWh").unwrap().dim,
            <WaterIntensity as quantity::Dimensioned>::DIM
        );
        assert_eq!(quantity("50 pH").unwrap().base(), 50e-12);
        assert_eq!(
            quantity("0.8 V").unwrap().dim,
            <Voltage as quantity::Dimensioned>::DIM
        );
        assert_eq!(
            quantity("20 °C").unwrap().dim,
            <Temperature as quantity::Dimensioned>::DIM
        );
    }

    /// Each unit of the embodied quantities, by its constant's name, with its size in SI units
    /// computed here apart from the table (energy is a base here, so the SI unit of an
    /// electrical or thermal quantity is written with joules: 1 Ω = 1 J/(s·A²)).
    const SI_FACTORS: &[(&str, f64)] = {
        use std::f64::consts::PI;
        &[
            ("NANOMETRE", 1e-9),
            ("MICROMETRE", 1e-6),
            ("CENTIMETRE", 0.01),
            ("MEGAGRAM", 1000.0),
            ("DELTA_DEGREE_CELSIUS", 1.0),
            ("MICROAMPERE", 1e-6),
            ("KILOVOLT", 1000.0),
            ("MILLIHENRY", 0.001),
            ("PPM", 1e-6),
            ("MILLIRADIAN", 0.001),
            ("RADIAN", 1.0),
            ("DEGREE", PI / 180.0),
            ("REVOLUTION", 2.0 * PI),
            ("RADIAN_PER_SECOND", 1.0),
            ("DEGREE_PER_SECOND", PI / 180.0),
            // One revolution a minute: 2π rad in 60 s.
            ("RPM", 2.0 * PI / 60.0),
            ("RADIAN_PER_SECOND2", 1.0),
            ("DEGREE_PER_SECOND2", PI / 180.0),
            ("RADIAN_PER_SECOND3", 1.0),
            ("SQUARE_MILLIMETRE", 1e-6),
            ("SQUARE_CENTIMETRE", 1e-4),
            ("SQUARE_METRE", 1.0),
            ("MILLIMETRE_PER_SECOND", 1e-3),
            ("METRE_PER_SECOND", 1.0),
            // A kilometre an hour: 1000 m in 3600 s.
            ("KILOMETRE_PER_HOUR", 1000.0 / 3600.0),
            // A mile (1609.344 m, the international mile) an hour.
            ("MILE_PER_HOUR", 1609.344 / 3600.0),
            ("MILLIMETRE_PER_SECOND2", 1e-3),
            ("METRE_PER_SECOND2", 1.0),
            ("STANDARD_GRAVITY", 9.80665),
            ("MILLIMETRE_PER_SECOND3", 1e-3),
            ("METRE_PER_SECOND3", 1.0),
            ("MILLINEWTON", 1e-3),
            ("NEWTON", 1.0),
            ("KILONEWTON", 1e3),
            ("NEWTON_PER_SECOND", 1.0),
            ("KILONEWTON_PER_SECOND", 1e3),
            ("NEWTON_PER_MILLISECOND", 1e3),
            ("NEWTON_PER_METRE", 1.0),
            ("KILONEWTON_PER_METRE", 1e3),
            ("NEWTON_PER_MILLIMETRE", 1e3),
            ("MILLINEWTON_METRE", 1e-3),
            ("NEWTON_METRE", 1.0),
            ("KILONEWTON_METRE", 1e3),
            ("NEWTON_METRE_PER_SECOND", 1.0),
            ("KILONEWTON_METRE_PER_SECOND", 1e3),
            // A gram at a centimetre: 1e-3 kg times (1e-2 m)².
            ("GRAM_SQUARE_CENTIMETRE", 1e-3 * 1e-2 * 1e-2),
            ("KILOGRAM_SQUARE_CENTIMETRE", 1e-2 * 1e-2),
            ("KILOGRAM_SQUARE_METRE", 1.0),
            ("MILLINEWTON_METRE_PER_AMPERE", 1e-3),
            ("NEWTON_METRE_PER_AMPERE", 1.0),
            ("MILLIVOLT_SECOND_PER_RADIAN", 1e-3),
            ("VOLT_SECOND_PER_RADIAN", 1.0),
            // A volt per rpm: 1 V over 2π/60 rad/s.
            ("VOLT_PER_RPM", 1.0 / (2.0 * PI / 60.0)),
            ("MILLIOHM", 1e-3),
            ("OHM", 1.0),
            ("KILOHM", 1e3),
            ("PICOFARAD", 1e-12),
            ("NANOFARAD", 1e-9),
            ("MICROFARAD", 1e-6),
            ("MILLIFARAD", 1e-3),
            ("FARAD", 1.0),
            ("COULOMB", 1.0),
            // A milliampere for an hour, and an ampere for an hour.
            ("MILLIAMPERE_HOUR", 1e-3 * 3600.0),
            ("AMPERE_HOUR", 3600.0),
            ("KELVIN_PER_WATT", 1.0),
            ("JOULE_PER_KELVIN", 1.0),
            ("KILOJOULE_PER_KELVIN", 1e3),
            ("WATT_PER_SQUARE_METRE", 1.0),
            // A watt per square centimetre: 1 W over 1e-4 m².
            ("WATT_PER_SQUARE_CENTIMETRE", 1.0 / 1e-4),
            ("KELVIN_PER_SECOND", 1.0),
            ("PER_KELVIN", 1.0),
            ("PPM_PER_KELVIN", 1e-6),
            ("PER_METRE", 1.0),
            ("PER_KILOMETRE", 1e-3),
            ("LUMEN", 1.0),
            ("LUX", 1.0),
            ("FLOP_PER_JOULE", 1.0),
            ("GFLOP_PER_JOULE", 1e9),
            ("TFLOP_PER_JOULE", 1e12),
            // 10^12 operations a second for each watt (joule a second).
            ("TOPS_PER_WATT", 1e12),
            // A dollar a tonne of CO2e: the base is a dollar a gram.
            ("USD_PER_TONNE_CO2E", 1e-6),
            ("USD_PER_KILOGRAM_CO2E", 1e-3),
        ]
    };

    /// The table's factor of each unit is its SI factor, and every unit of the new quantities
    /// has one in the list above.
    #[test]
    fn every_new_unit_has_its_si_factor() {
        for (name, factor) in SI_FACTORS {
            let row = TABLE
                .iter()
                .find(|r| r.name == *name)
                .unwrap_or_else(|| panic!("no unit {name}"));
            let rel = ((row.factor - factor) / factor).abs();
            assert!(rel < 1e-15, "{name}: {} against {factor}", row.factor);
        }
        let older = [
            "MILLIMETRE",
            "METRE",
            "KILOMETRE",
            "GRAM",
            "KILOGRAM",
            "KELVIN",
            "MILLIAMPERE",
            "AMPERE",
            "AMPERE_PER_SECOND",
            "MILLILITRE",
            "LITRE",
            "CUBIC_METRE",
            "LITRE_PER_KWH",
            "KILOGRAM_PER_SECOND",
            "LITRE_PER_SECOND",
            "CUBIC_METRE_PER_SECOND",
            "KILOGRAM_PER_CUBIC_METRE",
            "JOULE_PER_KILOGRAM_KELVIN",
            "MILLIVOLT",
            "VOLT",
            "PICOHENRY",
            "NANOHENRY",
            "MICROHENRY",
            "HENRY",
            "WATT_PER_SECOND",
            "MEGAWATT_PER_SECOND",
            "GIGAWATT_PER_SECOND",
            "KILOGRAM_M2_PER_SECOND2",
            // A reading's factor is one degree Celsius, its own base.
            "DEGREE_CELSIUS",
        ];
        for row in TABLE.iter().skip_while(|r| r.name != "NANOMETRE") {
            if !older.contains(&row.name) {
                assert!(
                    SI_FACTORS.iter().any(|(n, _)| *n == row.name),
                    "{} has no SI check",
                    row.name
                );
            }
        }
    }

    #[test]
    fn the_derived_quantities_combine_as_physics_says() {
        // Newton's second law and its relatives, by type: each line compiles only because the
        // dimensions agree, and each value is the SI one.
        let f: Force = kilograms(2.0) * metres_per_second_squared(3.0);
        assert_eq!(f, newtons(6.0));
        let torque: Torque = f * metres(0.5);
        assert_eq!(torque, newton_metres(3.0));
        let k: Stiffness = newtons(100.0) / millimetres(2.0);
        assert_eq!(NEWTON_PER_METRE.in_unit(k), 50_000.0);
        let rate: ForceRate = newtons(60.0) / seconds(60.0);
        assert_eq!(rate, newtons_per_second(1.0));
        let jerk: Jerk = metres_per_second_squared(3.0) / seconds(1.0);
        assert_eq!(jerk, metres_per_second_cubed(3.0));
        let area: Area = metres(2.0) * metres(3.0);
        assert_eq!(area, square_metres(6.0));
        // Electrics: Ohm's law, a capacitor's charge and energy, a battery's charge.
        let r: Resistance = volts(12.0) / amperes(4.0);
        assert_eq!(r, ohms(3.0));
        let q: Charge = microfarads(470.0) * volts(48.0);
        assert!((q.value - 470e-6 * 48.0).abs() < 1e-18);
        let stored: Energy = 0.5 * farads(2.0) * volts(3.0) * volts(3.0);
        assert_eq!(stored, joules(9.0));
        let battery: Charge = amperes(2.0) * hours(1.0);
        assert_eq!(battery, ampere_hours(2.0));
        let copper: Power = amperes(2.0) * amperes(2.0) * ohms(0.5);
        assert_eq!(copper, watts(2.0));
        // A motor: torque over its constant is a current.
        let i: Current = newton_metres(0.3) / newton_metres_per_ampere(0.1);
        assert!((i.value - 3.0).abs() < 1e-15);
        // Heat: power through a thermal resistance is a rise; over a heat capacity, a rate.
        let rise: TemperatureDifference = watts(10.0) * kelvin_per_watt(0.5);
        assert_eq!(rise, kelvin(5.0));
        let heating: TemperatureRate = watts(10.0) / joules_per_kelvin(5.0);
        assert_eq!(heating, kelvin_per_second(2.0));
        let flux: HeatFlux = watts(700.0) / square_metres(7e-4);
        assert!((flux.value - 1e6).abs() < 1e-6);
        // Illuminance, speed and a carbon price.
        assert_eq!(lux(100.0).value, 100.0);
        assert!((kilometres_per_hour(36.0).value - 10.0).abs() < 1e-14);
        let charge: Usd = usd_per_tonne_co2e(100.0) * grams_co2e(2e6);
        assert!((charge.value - 200.0).abs() < 1e-12);
    }

    #[test]
    fn kinetic_energy_and_force_times_distance_are_energy() {
        // ½·m·v² and F·d are mechanical work; one checked conversion makes them energy.
        let v = metres_per_second(3.0);
        let half_m_v2: MechanicalWork = 0.5 * kilograms(2.0) * v * v;
        assert_eq!(mechanical_energy(half_m_v2), joules(9.0));
        let f_d: MechanicalWork = newtons(4.0) * metres(2.5);
        assert_eq!(mechanical_energy(f_d), joules(10.0));
        // And back: a battery's energy against a braking force is a distance.
        let distance: Length = energy_as_work(kilowatt_hours(1.0)) / newtons(3600.0);
        assert_eq!(distance, metres(1000.0));
        // Force times velocity is mechanical power, a power through the other conversion.
        let p: MechanicalPower = newtons(10.0) * metres_per_second(2.0);
        assert_eq!(mechanical_power(p), watts(20.0));
        assert_eq!(power_as_mechanical(watts(20.0)), p);
    }

    #[test]
    fn an_angle_converts_only_through_the_radian() {
        // Tangential speed: ω·r, with the radian written out.
        let v: Velocity = radians_per_second(2.0) * metres(0.5) / ONE_RADIAN;
        assert_eq!(v, metres_per_second(1.0));
        // Torque over inertia is 1/s²; times one radian, an angular acceleration.
        let alpha: AngularAcceleration =
            newton_metres(2.0) / kilogram_square_metres(0.5) * ONE_RADIAN;
        assert_eq!(alpha, radians_per_second_squared(4.0));
        // Rotational kinetic energy: ½·I·ω², the radians squared written out.
        let omega = radians_per_second(10.0);
        let ke: MechanicalWork =
            0.5 * kilogram_square_metres(0.2) * omega * omega / (ONE_RADIAN * ONE_RADIAN);
        assert_eq!(mechanical_energy(ke), joules(10.0));
        // 60 rpm is one turn a second; a right angle has a sine of one.
        assert!((rpm(60.0).value - std::f64::consts::TAU).abs() < 1e-15);
        assert!((degrees(90.0).sin() - 1.0).abs() < 1e-15);
        assert_eq!(
            arctan2(metres(1.0), metres(1.0)),
            radians(std::f64::consts::FRAC_PI_4)
        );
        assert_eq!(arcsin(2.0), None);
        assert!((DEGREE.in_unit(arccos(0.0).unwrap()) - 90.0).abs() < 1e-12);
    }

    #[test]
    fn the_new_quantities_are_shown_in_units_sized_to_them() {
        use crate::quantity::Dimensioned;
        use crate::show::auto_unit;
        fn shown<Q: Dimensioned>(base: f64) -> &'static str {
            auto_unit(Q::DIM, base).symbol
        }
        assert_eq!(shown::<Length>(2e-5), "µm");
        assert_eq!(shown::<Length>(1500.0), "km");
        assert_eq!(shown::<Force>(0.005), "mN");
        assert_eq!(shown::<Force>(2500.0), "kN");
        assert_eq!(shown::<Torque>(87.0), "N·m");
        assert_eq!(shown::<Torque>(0.02), "mN·m");
        assert_eq!(shown::<MomentOfInertia>(1.2e-5), "gram·cm²");
        assert_eq!(shown::<Resistance>(0.004), "mΩ");
        assert_eq!(shown::<Capacitance>(4.7e-4), "µF");
        assert_eq!(shown::<Charge>(18_000.0), "Ah");
        assert_eq!(shown::<Charge>(360.0), "mAh");
        assert_eq!(shown::<Velocity>(0.004), "mm/s");
        assert_eq!(shown::<Angle>(0.002), "mrad");
        assert_eq!(shown::<Temperature>(-10.0), "°C");
        assert_eq!(shown::<HeatFlux>(5e5), "W/cm²");
        assert_eq!(shown::<PerLength>(5e-4), "1/km");
        // Every symbol is written with `µ`, never `u`, and no symbol is a word.
        for row in TABLE.iter().filter(|r| r.role != Role::Atom) {
            assert!(!row.symbol.starts_with('u'), "{}", row.symbol);
        }
    }

    #[test]
    fn a_temperature_reading_moves_by_differences() {
        let ambient = degrees_celsius(25.0);
        let junction: Temperature = ambient + kelvin(40.0);
        assert_eq!(junction, degrees_celsius(65.0));
        let rise: TemperatureDifference = junction - ambient;
        assert_eq!(rise, kelvin(40.0));
        assert_eq!(kelvin(5.0) + ambient, degrees_celsius(30.0));
        assert_eq!(junction - kelvin(5.0), degrees_celsius(60.0));
        assert!((ambient.above_absolute_zero().value - 298.15).abs() < 1e-12);
        assert_eq!(ABSOLUTE_ZERO + kelvin(273.15), degrees_celsius(0.0));
        assert!(junction > ambient);
    }
}
