//! The system of quantities of mlsysim-rs, built with `uom`.
//!
//! `uom`'s SI system counts bytes and floating-point operations as dimensionless kinds, so a
//! FLOP/s would be a frequency and a storage price a price per second. Here the quantities ML
//! systems are sized in are base dimensions of their own: time, data, floating-point work,
//! energy, emissions (mass of CO2e) and money. Every product and quotient of them is a `uom`
//! quantity with its own type, so `FLOP / (FLOP/s)` is a `Time`, `W × h` an `Energy`, and
//! `bytes + hours` does not compile.
//!
//! The physical bases follow: length, mass, temperature difference, electric current, plane
//! angle (so that rad/s is not Hz and an angle is not a plain ratio), temperature (a reading,
//! in °C) and luminous flux. A temperature is of its own kind, [`TemperatureKind`], which
//! `uom` gives no arithmetic: two temperatures do not add, and a temperature is neither scaled
//! nor multiplied. What a reading does allow is written out below ([`f64::Temperature`] plus
//! or minus a [`f64::TemperatureDifference`], and the difference of two readings).
//!
//! Each named quantity has one `uom` unit, its base unit; the units people read and type
//! (GB, TFLOP/s, kWh, USD/h, ...) are rows of the one unit table in [`crate::table`], which the
//! parser, the display and the documentation all read.

/// A quantity's place in the system as numbers: the powers of time, data, work, energy,
/// emissions, money, length, mass, temperature difference, electric current, angle,
/// temperature and luminous flux, in that order. `uom` keeps the same powers in the type; this
/// is the run-time copy the unit table and the parser compare.
pub type Dim = [i8; BASE_COUNT];

/// How many base dimensions there are.
pub const BASE_COUNT: usize = 13;

/// The dimensions of a plain number: every power zero.
pub const DIMENSIONLESS: Dim = [0; BASE_COUNT];

/// The names of the base dimensions, in [`Dim`] order, with the base unit of each. The
/// physical bases come after the first six, so every dimension of those reads as it always
/// has. Mass is written `kilogram`: `kg` without context is kilograms of CO2e (see
/// [`crate::table`]).
pub const BASES: [(&str, &str); BASE_COUNT] = [
    ("time", "s"),
    ("data", "B"),
    ("floating-point work", "FLOP"),
    ("energy", "J"),
    ("emissions", "gCO2e"),
    ("money", "USD"),
    ("length", "m"),
    ("mass", "kilogram"),
    ("temperature difference", "K"),
    ("electric current", "A"),
    ("angle", "rad"),
    ("temperature", "°C"),
    ("luminous flux", "lm"),
];

/// Where each base sits in a [`Dim`]: `dim[ANGLE]` is a quantity's power of angle.
pub const TIME: usize = 0;
pub const DATA: usize = 1;
pub const WORK: usize = 2;
pub const ENERGY: usize = 3;
pub const EMISSIONS: usize = 4;
pub const MONEY: usize = 5;
pub const LENGTH: usize = 6;
pub const MASS: usize = 7;
pub const TEMPERATURE_DIFFERENCE: usize = 8;
pub const CURRENT: usize = 9;
pub const ANGLE: usize = 10;
pub const TEMPERATURE: usize = 11;
pub const LUMINOUS_FLUX: usize = 12;

/// The kind of a temperature reading ([`f64::Temperature`]). It implements none of `uom`'s
/// arithmetic markers, so `uom` adds, subtracts, scales, multiplies and negates no reading; the
/// operations a reading does have are implemented for it alone, below.
pub trait TemperatureKind {}

macro_rules! named_quantities {
    ($(
        $(#[$attr:meta])*
        $module:ident :: $quantity:ident, $description:literal,
        [$t:ident, $b:ident, $f:ident, $e:ident, $c:ident, $u:ident, $l:ident, $m:ident, $k:ident, $a:ident, $an:ident, $tc:ident, $lm:ident],
        $base:ident, $symbol:literal $(, kind: $kind:ty)?;
    )*) => {
        $(
            #[allow(missing_docs, clippy::all)]
            pub mod $module {
                quantity! {
                    $(#[$attr])*
                    quantity: $quantity; $description;
                    /// The powers of time, data, work, energy, emissions, money, length, mass,
                    /// temperature difference, current, angle, temperature and luminous flux.
                    dimension: Q<$t, $b, $f, $e, $c, $u, $l, $m, $k, $a, $an, $tc, $lm>;
                    $(kind: $kind;)?
                    units {
                        @$base: 1.0; $symbol, $description, $description;
                    }
                }
            }
        )*

        system! {
            /// The quantities of ML systems: time, data, floating-point work, energy,
            /// emissions and money, the physical bases length, mass, temperature difference,
            /// current, angle, temperature and luminous flux, and what they combine into.
            quantities: Q {
                /// Time, in seconds.
                time: second, T;
                /// Data, in bytes.
                information: byte, B;
                /// Floating-point work, in floating-point operations.
                flop_count: flop, F;
                /// Energy, in joules.
                energy: joule, E;
                /// Emissions: mass of CO2 equivalent, in grams.
                emissions: gram_co2e, C;
                /// Money, in US dollars.
                money: usd, U;
                /// Length, in metres.
                length: metre, L;
                /// Mass, in kilograms.
                mass: kilogram, M;
                /// A difference of temperatures, in kelvin (never a temperature reading).
                temperature_difference: kelvin, Th;
                /// Electric current, in amperes.
                current: ampere, I;
                /// Plane angle, in radians.
                angle: radian, An;
                /// A temperature reading, in degrees Celsius.
                temperature: degree_celsius, Tc;
                /// Luminous flux, in lumens.
                luminous_flux: lumen, Lm;
            }
            /// Base units: s, B, FLOP, J, gCO2e, USD, m, kg, K, A, rad, °C, lm.
            units: U {
                $(mod $module::$quantity,)*
            }
        }

        /// The named quantities with `f64` values.
        pub mod f64 {
            mod system {
                pub use super::super::*;
            }
            Q!(self::system, f64);

            /// A torque: force times lever arm, with the dimensions of [`MechanicalWork`] and
            /// the same type (a newton-metre of torque is a newton-metre of work).
            pub type Torque = MechanicalWork;
            /// How fast a torque changes, with the dimensions of [`MechanicalPower`] and the
            /// same type.
            pub type TorqueRate = MechanicalPower;
        }

        /// Every named quantity: its description and its dimensions.
        pub const NAMED: &[(&str, Dim)] = &[
            $(($description, <f64::$quantity as Dimensioned>::DIM),)*
        ];
    };
}

named_quantities! {
    time::Time, "time", [P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], second, "s";
    information::Information, "amount of data", [Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], byte, "B";
    flop_count::FlopCount, "floating-point work", [Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], flop, "FLOP";
    energy::Energy, "energy", [Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], joule, "J";
    emissions::Emissions, "emissions", [Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], gram_co2e, "gCO2e";
    money::Usd, "amount of money", [Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd, "USD";
    ratio::Ratio, "ratio", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], ratio, "";
    frequency::Frequency, "rate", [N1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], per_second, "1/s";
    time_squared::TimeSquared, "time squared", [P2, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], second_squared, "s²";
    data_rate::DataRate, "data rate", [N1, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], byte_per_second, "B/s";
    data_time::DataTime, "data held over time", [P1, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], byte_second, "B·s";
    flop_rate::FlopRate, "floating-point throughput", [N1, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], flop_per_second, "FLOP/s";
    intensity::Intensity, "arithmetic intensity", [Z0, N1, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], flop_per_byte, "FLOP/B";
    power::Power, "power", [N1, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], watt, "W";
    energy_per_flop::EnergyPerFlop, "energy per operation", [Z0, Z0, N1, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], joule_per_flop, "J/FLOP";
    energy_per_byte::EnergyPerByte, "energy per byte", [Z0, N1, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], joule_per_byte, "J/B";
    carbon_intensity::CarbonIntensity, "carbon intensity", [Z0, Z0, Z0, N1, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], gram_co2e_per_joule, "gCO2e/J";
    money_rate::MoneyRate, "cost rate", [N1, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd_per_second, "USD/s";
    money_slope::MoneySlope, "growth of a cost rate", [N2, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd_per_second_squared, "USD/s²";
    storage_price::StoragePrice, "storage price", [N1, N1, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd_per_byte_second, "USD/(B·s)";
    energy_price::EnergyPrice, "energy price", [Z0, Z0, Z0, N1, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd_per_joule, "USD/J";
    flop_price::FlopPrice, "price of work", [Z0, Z0, N1, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd_per_flop, "USD/FLOP";
    data_price::DataPrice, "price of data", [Z0, N1, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd_per_byte, "USD/B";
    // The physical bases and what the facility scenarios combine them into. Energy stays a
    // base of its own (see `mechanical_energy`): a joule here is not kilogram-metres squared
    // per second squared, and every energy figure reads as it always has.
    length::Length, "length", [Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0], metre, "m";
    mass::Mass, "mass", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0], kilogram, "kilogram";
    temperature_difference::TemperatureDifference, "temperature difference", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0], kelvin, "K";
    current::Current, "electric current", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0], ampere, "A";
    volume::Volume, "volume", [Z0, Z0, Z0, Z0, Z0, Z0, P3, Z0, Z0, Z0, Z0, Z0, Z0], cubic_metre, "m³";
    water_intensity::WaterIntensity, "water intensity", [Z0, Z0, Z0, N1, Z0, Z0, P3, Z0, Z0, Z0, Z0, Z0, Z0], cubic_metre_per_joule, "m³/J";
    mass_flow::MassFlow, "mass flow", [N1, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0], kilogram_per_second, "kilogram/s";
    volume_flow::VolumeFlow, "volume flow", [N1, Z0, Z0, Z0, Z0, Z0, P3, Z0, Z0, Z0, Z0, Z0, Z0], cubic_metre_per_second, "m³/s";
    density::Density, "density", [Z0, Z0, Z0, Z0, Z0, Z0, N3, P1, Z0, Z0, Z0, Z0, Z0], kilogram_per_cubic_metre, "kilogram/m³";
    specific_heat::SpecificHeat, "specific heat capacity", [Z0, Z0, Z0, P1, Z0, Z0, Z0, N1, N1, Z0, Z0, Z0, Z0], joule_per_kilogram_kelvin, "J/(kilogram·K)";
    voltage::Voltage, "voltage", [N1, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, N1, Z0, Z0, Z0], volt, "J/(s·A)";
    inductance::Inductance, "inductance", [Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, N2, Z0, Z0, Z0], henry, "J/A²";
    current_rate::CurrentRate, "rate of change of current", [N1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0], ampere_per_second, "A/s";
    power_ramp::PowerRamp, "rate of change of power", [N2, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], watt_per_second, "J/s²";
    mechanical_work::MechanicalWork, "torque or mechanical work", [N2, Z0, Z0, Z0, Z0, Z0, P2, P1, Z0, Z0, Z0, Z0, Z0], kilogram_square_metre_per_second_squared, "kilogram·m²/s²";
    // The quantities of motion, machines and their electrics (the embodied scenarios), light,
    // and a price of emissions. Torque has the dimensions of mechanical work and is the same
    // type ([`f64::Torque`]); a torque rate has those of mechanical power ([`f64::TorqueRate`]).
    angle::Angle, "angle", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0], radian, "rad";
    temperature::Temperature, "temperature", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0], degree_celsius, "°C", kind: dyn crate::quantity::TemperatureKind;
    luminous_flux::LuminousFlux, "luminous flux", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1], lumen, "lm";
    angular_velocity::AngularVelocity, "angular velocity", [N1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0], radian_per_second, "rad/s";
    angular_acceleration::AngularAcceleration, "angular acceleration", [N2, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0], radian_per_second_squared, "rad/s²";
    angular_jerk::AngularJerk, "angular jerk", [N3, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0], radian_per_second_cubed, "rad/s³";
    area::Area, "area", [Z0, Z0, Z0, Z0, Z0, Z0, P2, Z0, Z0, Z0, Z0, Z0, Z0], square_metre, "m²";
    velocity::Velocity, "velocity", [N1, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0], metre_per_second, "m/s";
    acceleration::Acceleration, "acceleration", [N2, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0], metre_per_second_squared, "m/s²";
    jerk::Jerk, "jerk", [N3, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, Z0], metre_per_second_cubed, "m/s³";
    force::Force, "force", [N2, Z0, Z0, Z0, Z0, Z0, P1, P1, Z0, Z0, Z0, Z0, Z0], newton, "N";
    force_rate::ForceRate, "rate of change of force", [N3, Z0, Z0, Z0, Z0, Z0, P1, P1, Z0, Z0, Z0, Z0, Z0], newton_per_second, "N/s";
    stiffness::Stiffness, "stiffness", [N2, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0], newton_per_metre, "N/m";
    mechanical_power::MechanicalPower, "mechanical power or torque rate", [N3, Z0, Z0, Z0, Z0, Z0, P2, P1, Z0, Z0, Z0, Z0, Z0], newton_metre_per_second, "N·m/s";
    moment_of_inertia::MomentOfInertia, "moment of inertia", [Z0, Z0, Z0, Z0, Z0, Z0, P2, P1, Z0, Z0, Z0, Z0, Z0], kilogram_square_metre, "kilogram·m²";
    torque_constant::TorqueConstant, "torque constant", [N2, Z0, Z0, Z0, Z0, Z0, P2, P1, Z0, N1, Z0, Z0, Z0], newton_metre_per_ampere, "N·m/A";
    back_emf_constant::BackEmfConstant, "back-EMF constant", [Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, N1, N1, Z0, Z0], volt_second_per_radian, "V·s/rad";
    resistance::Resistance, "electrical resistance", [N1, Z0, Z0, P1, Z0, Z0, Z0, Z0, Z0, N2, Z0, Z0, Z0], ohm, "Ω";
    capacitance::Capacitance, "capacitance", [P2, Z0, Z0, N1, Z0, Z0, Z0, Z0, Z0, P2, Z0, Z0, Z0], farad, "F";
    charge::Charge, "electric charge", [P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0], coulomb, "C";
    thermal_resistance::ThermalResistance, "thermal resistance", [P1, Z0, Z0, N1, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0], kelvin_per_watt, "K/W";
    heat_capacity::HeatCapacity, "heat capacity", [Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0, N1, Z0, Z0, Z0, Z0], joule_per_kelvin, "J/K";
    heat_flux::HeatFlux, "heat flux", [N1, Z0, Z0, P1, Z0, Z0, N2, Z0, Z0, Z0, Z0, Z0, Z0], watt_per_square_metre, "W/m²";
    temperature_rate::TemperatureRate, "rate of change of temperature", [N1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, P1, Z0, Z0, Z0, Z0], kelvin_per_second, "K/s";
    temperature_coefficient::TemperatureCoefficient, "temperature coefficient", [Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, N1, Z0, Z0, Z0, Z0], per_kelvin, "1/K";
    per_length::PerLength, "rate per distance", [Z0, Z0, Z0, Z0, Z0, Z0, N1, Z0, Z0, Z0, Z0, Z0, Z0], per_metre, "1/m";
    illuminance::Illuminance, "illuminance", [Z0, Z0, Z0, Z0, Z0, Z0, N2, Z0, Z0, Z0, Z0, Z0, P1], lux, "lx";
    compute_efficiency::ComputeEfficiency, "work per energy", [Z0, Z0, P1, N1, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0, Z0], flop_per_joule, "FLOP/J";
    carbon_price::CarbonPrice, "carbon price", [Z0, Z0, Z0, Z0, N1, P1, Z0, Z0, Z0, Z0, Z0, Z0, Z0], usd_per_gram_co2e, "USD/gCO2e";
}

// What a temperature reading allows: moving it by a difference, and the difference of two
// readings. Nothing else (no sum of readings, no multiple of one): `uom` gives the kind none.
use self::f64::{Temperature, TemperatureDifference};

impl ::core::ops::Add<TemperatureDifference> for Temperature {
    type Output = Temperature;
    #[inline]
    fn add(self, rhs: TemperatureDifference) -> Temperature {
        of_base(self.value + rhs.value)
    }
}

impl ::core::ops::Add<Temperature> for TemperatureDifference {
    type Output = Temperature;
    #[inline]
    fn add(self, rhs: Temperature) -> Temperature {
        of_base(self.value + rhs.value)
    }
}

impl ::core::ops::Sub<TemperatureDifference> for Temperature {
    type Output = Temperature;
    #[inline]
    fn sub(self, rhs: TemperatureDifference) -> Temperature {
        of_base(self.value - rhs.value)
    }
}

impl ::core::ops::Sub for Temperature {
    type Output = TemperatureDifference;
    #[inline]
    fn sub(self, rhs: Temperature) -> TemperatureDifference {
        of_base(self.value - rhs.value)
    }
}

impl ::core::ops::AddAssign<TemperatureDifference> for Temperature {
    #[inline]
    fn add_assign(&mut self, rhs: TemperatureDifference) {
        self.value += rhs.value;
    }
}

impl ::core::ops::SubAssign<TemperatureDifference> for Temperature {
    #[inline]
    fn sub_assign(&mut self, rhs: TemperatureDifference) {
        self.value -= rhs.value;
    }
}

/// The run-time dimensions of a quantity type.
pub trait Dimensioned {
    const DIM: Dim;
}

impl<D, U> Dimensioned for Quantity<D, U, ::core::primitive::f64>
where
    D: Dimension + ?Sized,
    U: Units<::core::primitive::f64> + ?Sized,
{
    const DIM: Dim = [
        <D::T as typenum::Integer>::I8,
        <D::B as typenum::Integer>::I8,
        <D::F as typenum::Integer>::I8,
        <D::E as typenum::Integer>::I8,
        <D::C as typenum::Integer>::I8,
        <D::U as typenum::Integer>::I8,
        <D::L as typenum::Integer>::I8,
        <D::M as typenum::Integer>::I8,
        <D::Th as typenum::Integer>::I8,
        <D::I as typenum::Integer>::I8,
        <D::An as typenum::Integer>::I8,
        <D::Tc as typenum::Integer>::I8,
        <D::Lm as typenum::Integer>::I8,
    ];
}

/// A quantity from its value in base units.
#[inline(always)]
pub const fn of_base<D, U>(value: ::core::primitive::f64) -> Quantity<D, U, ::core::primitive::f64>
where
    D: Dimension + ?Sized,
    U: Units<::core::primitive::f64> + ?Sized,
{
    Quantity {
        dimension: ::core::marker::PhantomData,
        units: ::core::marker::PhantomData,
        value,
    }
}

use uom::typenum;
