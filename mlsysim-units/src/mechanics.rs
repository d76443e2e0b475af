//! The few crossings between quantities the system keeps apart on purpose, each a function or
//! a method whose signature says what converts into what, so that an equation states where it
//! crosses and the type system checks the rest:
//!
//! | crossing | how |
//! |---|---|
//! | mechanics into the energy accounts | [`mechanical_energy`] (work → [`Energy`]), [`mechanical_power`] (mechanical power → [`Power`]) |
//! | the energy accounts into mechanics | [`energy_as_work`], [`power_as_mechanical`] |
//! | a rate or a ratio into an angle, and back | multiply or divide by [`ONE_RADIAN`] |
//! | an angle into a plain number | [`Angle::sin`], [`Angle::cos`], [`Angle::tan`], [`Angle::radians`] |
//! | a plain number into an angle | [`arcsin`], [`arccos`], [`arctan`], [`arctan2`] |
//! | a temperature reading into a difference, and back | [`Temperature::above_absolute_zero`], [`ABSOLUTE_ZERO`] `+` a difference |
//!
//! **Energy** is a base dimension (J), not kg·m²/s² (see the crate's guide, "The physical
//! dimensions, and why energy stays a base"): ½·m·v², force × distance and torque × angle are
//! [`MechanicalWork`] (kg·m²/s², shown in N·m), and F·v or a torque rate [`MechanicalPower`]
//! (N·m/s). One joule is one kg·m²/s² and one watt one kg·m²/s³, so each conversion keeps the
//! number and changes the type.
//!
//! **Angle** is a base dimension (rad), so an angular velocity (rad/s) is not a frequency (1/s)
//! and an angle is not a plain ratio. Where physics takes an angle as the ratio of an arc to
//! its radius, the radian is written out: `omega * radius / ONE_RADIAN` is a [`Velocity`],
//! `velocity / radius * ONE_RADIAN` an [`AngularVelocity`], `torque * angle / ONE_RADIAN` a
//! [`MechanicalWork`], `torque / inertia * ONE_RADIAN` an [`AngularAcceleration`] and
//! `0.5 * inertia * omega * omega / (ONE_RADIAN * ONE_RADIAN)` a rotational kinetic energy.
//!
//! **Temperature** (a reading, in °C) is a kind of its own: readings do not add, scale or
//! multiply. A reading plus or minus a [`TemperatureDifference`] is a reading, and two readings
//! subtract to a difference (these are operators, implemented in [`crate::quantity`]). A law
//! that needs the absolute temperature (radiation, an Arrhenius rate) takes
//! [`Temperature::above_absolute_zero`], a difference in kelvin that multiplies like any other
//! quantity.
//!
//! What compiles, and what does not:
//!
//! ```
//! use mlsysim_units::*;
//! let ambient = degrees_celsius(25.0);
//! let junction: Temperature = ambient + kelvin(40.0); // a reading moved by a difference
//! let rise: TemperatureDifference = junction - ambient; // two readings: a difference
//! let v: Velocity = radians_per_second(2.0) * metres(0.5) / ONE_RADIAN;
//! let e: Energy = mechanical_energy(0.5 * kilograms(2.0) * v * v);
//! # assert_eq!((rise, e), (kelvin(40.0), joules(1.0)));
//! ```
//!
//! Two readings do not add:
//!
//! ```compile_fail
//! use mlsysim_units::*;
//! let _ = degrees_celsius(20.0) + degrees_celsius(5.0);
//! ```
//!
//! A reading is not scaled:
//!
//! ```compile_fail
//! use mlsysim_units::*;
//! let _ = degrees_celsius(20.0) * 2.0;
//! ```
//!
//! A reading is not a difference:
//!
//! ```compile_fail
//! use mlsysim_units::*;
//! let _: TemperatureDifference = degrees_celsius(20.0);
//! ```
//!
//! An angular velocity is not a frequency:
//!
//! ```compile_fail
//! use mlsysim_units::*;
//! let _: Frequency = radians_per_second(2.0);
//! ```
//!
//! An angle is not a plain ratio:
//!
//! ```compile_fail
//! use mlsysim_units::*;
//! let _ = ratio(0.5) + radians(1.0);
//! ```
//!
//! Work is not energy without the conversion:
//!
//! ```compile_fail
//! use mlsysim_units::*;
//! let _: Energy = newtons(4.0) * metres(2.5);
//! ```

use crate::quantity::f64::{
    Angle, Energy, MechanicalPower, MechanicalWork, Power, Temperature, TemperatureDifference,
};
use crate::quantity::{Dimension, Quantity, Units, of_base};

#[cfg(doc)]
use crate::quantity::f64::{AngularAcceleration, AngularVelocity, Velocity};

/// Mechanical work (`½·m·v²`, force × distance, torque × angle; kg·m²/s²) as an [`Energy`]: one
/// joule for each kg·m²/s².
///
/// Energy is a base dimension of its own here, not kg·m²/s², so that every energy figure,
/// price and intensity of the catalog keeps its dimensions; mechanics reaches energy through
/// this conversion (and [`mechanical_power`]), which the type system checks: only a
/// [`MechanicalWork`] converts.
#[inline]
pub fn mechanical_energy(work: MechanicalWork) -> Energy {
    of_base(work.value)
}

/// An [`Energy`] as the mechanical work it can do (a battery's energy against a braking
/// force, a capacitor's energy as the speed it gives a mass): one kg·m²/s² for each joule.
#[inline]
pub fn energy_as_work(energy: Energy) -> MechanicalWork {
    of_base(energy.value)
}

/// Mechanical power (force × velocity, torque rate; kg·m²/s³) as a [`Power`]: one watt for
/// each kg·m²/s³.
#[inline]
pub fn mechanical_power(power: MechanicalPower) -> Power {
    of_base(power.value)
}

/// A [`Power`] as the mechanical power it delivers (a motor's electrical input against force ×
/// velocity): one kg·m²/s³ for each watt.
#[inline]
pub fn power_as_mechanical(power: Power) -> MechanicalPower {
    of_base(power.value)
}

/// One radian: the angle whose arc equals its radius. Multiplying by it turns a rate or a
/// ratio into an angle (`v / r * ONE_RADIAN` is an angular velocity); dividing by it turns an
/// angle into the ratio it stands for (`omega * r / ONE_RADIAN` is a velocity).
pub const ONE_RADIAN: Angle = of_base(1.0);

impl Angle {
    /// The angle in radians, as a plain number.
    #[inline]
    pub fn radians(self) -> f64 {
        self.value
    }

    /// The sine of the angle.
    #[inline]
    pub fn sin(self) -> f64 {
        self.value.sin()
    }

    /// The cosine of the angle.
    #[inline]
    pub fn cos(self) -> f64 {
        self.value.cos()
    }

    /// The tangent of the angle (infinite at a right angle).
    #[inline]
    pub fn tan(self) -> f64 {
        self.value.tan()
    }
}

/// The angle whose sine is `x`, from −90° to 90°; `None` outside −1 to 1.
#[inline]
pub fn arcsin(x: f64) -> Option<Angle> {
    (-1.0..=1.0).contains(&x).then(|| of_base(x.asin()))
}

/// The angle whose cosine is `x`, from 0° to 180°; `None` outside −1 to 1.
#[inline]
pub fn arccos(x: f64) -> Option<Angle> {
    (-1.0..=1.0).contains(&x).then(|| of_base(x.acos()))
}

/// The angle whose tangent is `x`, from −90° to 90°.
#[inline]
pub fn arctan(x: f64) -> Angle {
    of_base(x.atan())
}

/// The angle of the point (`x`, `y`) from the positive `x` axis, from −180° to 180°: two
/// quantities of one kind (a rise and a run, two velocities), so their unit cancels.
#[inline]
pub fn arctan2<D, U>(y: Quantity<D, U, f64>, x: Quantity<D, U, f64>) -> Angle
where
    D: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
{
    of_base(y.value.atan2(x.value))
}

/// Absolute zero as a reading: −273.15 °C.
pub const ABSOLUTE_ZERO: Temperature = of_base(-273.15);

impl Temperature {
    /// The reading in degrees Celsius, as a plain number.
    #[inline]
    pub fn celsius(self) -> f64 {
        self.value
    }

    /// How far the reading lies above absolute zero: the absolute (thermodynamic) temperature,
    /// as a difference in kelvin that multiplies like any quantity (20 °C is 293.15 K).
    #[inline]
    pub fn above_absolute_zero(self) -> TemperatureDifference {
        self - ABSOLUTE_ZERO
    }
}
