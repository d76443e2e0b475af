//! Quantities and the units they are shown and typed in.
//!
//! Arithmetic runs on `uom` quantities of [`crate::quantity`] in base units (s, B, FLOP, J,
//! gCO2e, USD); a quantity needs a unit only when a person reads or types it. Every unit is a
//! row of the one [`table`]: the parser ([`parse`]) and the display ([`show`]) read it, and a
//! declaration names its typed constants (`unit = GB`). Registry sizes keep the unit they were
//! declared in ([`DataSize`]).
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
pub mod names;
pub mod parse;
pub mod quantity;
pub mod readable;
pub mod show;
pub mod table;

pub use crate::quantity::Dim;
pub use crate::quantity::f64::{
    CarbonIntensity, Current, CurrentRate, DataPrice, DataRate, DataTime, Density, Emissions,
    Energy, EnergyPerByte, EnergyPerFlop, EnergyPrice, FlopCount, FlopPrice, FlopRate, Frequency,
    Inductance, Information, Intensity, Length, Mass, MassFlow, MechanicalWork, MoneyRate,
    MoneySlope, Power, PowerRamp, Ratio, SpecificHeat, StoragePrice, TemperatureDifference, Time,
    TimeSquared, Usd, Voltage, Volume, VolumeFlow, WaterIntensity,
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
}

/// Mechanical work (`½·m·v²`, force × distance, in kilogram-metres squared per second squared)
/// as an [`Energy`]: one joule for each kg·m²/s².
///
/// Energy is a base dimension of its own here, not kg·m²/s², so that every energy figure,
/// price and intensity of the catalog keeps its dimensions; mechanics reaches energy through
/// this one conversion, which the type system checks (only a [`MechanicalWork`] converts).
#[inline]
pub fn mechanical_energy(work: MechanicalWork) -> Energy {
    crate::quantity::of_base(work.value)
}

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
    /// The quantity's powers of time, data, work, energy, emissions and money.
    pub dim: Dim,
    /// Base units in one of this unit.
    pub factor: f64,
    /// The factor as a fraction, `num / den`, as the table writes it.
    pub num: f64,
    pub den: f64,
    /// How the reference's unit library spells it.
    pub pint: &'static str,
    pub role: Role,
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
        use crate::parse::quantity;
        assert_eq!(
            quantity("2 kg").unwrap().dim,
            <Emissions as quantity::Dimensioned>::DIM
        );
        assert_eq!(
            quantity("2 kilogram").unwrap().dim,
            <Mass as quantity::Dimensioned>::DIM
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
        assert!(quantity("20 °C").is_err());
    }
}
