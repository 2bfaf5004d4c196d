//! The standard normal distribution: the complementary error function, the CDF `Φ`, the upper
//! tail `1 − Φ`, and the quantile `Φ⁻¹`, in double precision, with no dependency.
//!
//! `erfc` uses two classical expansions, each where it converges fast and without cancellation:
//! for `0 ≤ x < 2` the everywhere-positive series
//! `erf(x) = (2/√π)·e^{−x²}·Σₙ 2ⁿ x^{2n+1} / (1·3·5···(2n+1))` (then `erfc = 1 − erf`), and for
//! `x ≥ 2` Laplace's continued fraction
//! `erfc(x) = (e^{−x²}/√π) · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))))`,
//! evaluated with the modified Lentz method. Negative arguments use `erfc(−x) = 2 − erfc(x)`.
//! The quantile starts from the Abramowitz–Stegun 26.2.23 rational guess (error < 4.5·10⁻⁴) and
//! polishes it with Newton steps on `Φ`, so its accuracy is that of `Φ` itself.

use std::f64::consts::{FRAC_1_SQRT_2, PI};

/// `1/√π`.
const FRAC_1_SQRT_PI: f64 = 0.564_189_583_547_756_3;

/// The complementary error function `erfc(x) = (2/√π) ∫ₓ^∞ e^{−t²} dt`.
pub fn erfc(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x < 0.0 {
        return 2.0 - erfc(-x);
    }
    if x < 2.0 {
        1.0 - erf_series(x)
    } else if x < 27.3 {
        erfc_continued_fraction(x)
    } else {
        // e^{−x²} underflows below the smallest subnormal here.
        0.0
    }
}

/// `erf(x)` for `0 ≤ x < 2` by the series of positive terms (no cancellation).
fn erf_series(x: f64) -> f64 {
    let two_x2 = 2.0 * x * x;
    let mut term = x;
    let mut sum = x;
    let mut k = 0u32;
    while term > sum * 1e-17 && k < 200 {
        k += 1;
        term *= two_x2 / f64::from(2 * k + 1);
        sum += term;
    }
    2.0 * FRAC_1_SQRT_PI * (-x * x).exp() * sum
}

/// `erfc(x)` for `x ≥ 2` by Laplace's continued fraction `x + a₁/(x + a₂/(x + …))`, `aₖ = k/2`.
fn erfc_continued_fraction(x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    // Modified Lentz for f = b₀ + a₁/(b₁ + a₂/(b₂ + …)), all bₖ = x.
    let mut f = x;
    let mut c = x;
    let mut d = 0.0;
    for k in 1..500u32 {
        let a = f64::from(k) / 2.0;
        d = x + a * d;
        if d.abs() < TINY {
            d = TINY;
        }
        c = x + a / c;
        if c.abs() < TINY {
            c = TINY;
        }
        d = 1.0 / d;
        let delta = c * d;
        f *= delta;
        if (delta - 1.0).abs() < 1e-16 {
            break;
        }
    }
    FRAC_1_SQRT_PI * (-x * x).exp() / f
}

/// The standard normal density `φ(z)`.
pub fn pdf(z: f64) -> f64 {
    (-0.5 * z * z).exp() / (2.0 * PI).sqrt()
}

/// The standard normal CDF `Φ(z) = P(Z ≤ z)`.
pub fn cdf(z: f64) -> f64 {
    0.5 * erfc(-z * FRAC_1_SQRT_2)
}

/// The upper tail `1 − Φ(z) = P(Z > z)`, accurate (relatively) for large `z`.
pub fn sf(z: f64) -> f64 {
    0.5 * erfc(z * FRAC_1_SQRT_2)
}

/// The quantile `Φ⁻¹(p)`: the `z` with `Φ(z) = p`. `p ≤ 0` gives `−∞`, `p ≥ 1` gives `+∞`, NaN
/// gives NaN.
pub fn quantile(p: f64) -> f64 {
    if p.is_nan() {
        return f64::NAN;
    }
    if p <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if p >= 1.0 {
        return f64::INFINITY;
    }
    if p > 0.5 {
        // Solve in the upper tail directly so that p close to 1 keeps its precision: sf(z) = 1 − p.
        return newton(rough_upper(1.0 - p), |z| sf(z) - (1.0 - p), -1.0);
    }
    newton(-rough_upper(p), |z| cdf(z) - p, 1.0)
}

/// Abramowitz–Stegun 26.2.23: the `z ≥ 0` with upper tail `q` (`0 < q ≤ 0.5`), |error| < 4.5e-4.
fn rough_upper(q: f64) -> f64 {
    let t = (-2.0 * q.ln()).sqrt();
    let num = 2.515_517 + t * (0.802_853 + t * 0.010_328);
    let den = 1.0 + t * (1.432_788 + t * (0.189_269 + t * 0.001_308));
    t - num / den
}

/// Newton's method on `g(z) = 0` where `g' = sign·φ`.
fn newton(mut z: f64, g: impl Fn(f64) -> f64, sign: f64) -> f64 {
    for _ in 0..50 {
        let step = g(z) / (sign * pdf(z));
        if !step.is_finite() {
            break;
        }
        z -= step;
        if step.abs() <= 1e-15 * z.abs().max(1.0) {
            break;
        }
    }
    z
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, rel: f64) -> bool {
        (a - b).abs() <= rel * b.abs().max(f64::MIN_POSITIVE)
    }

    #[test]
    fn cdf_matches_known_values() {
        // Reference values: Python's math.erfc (correctly rounded libm) via 0.5·erfc(−z/√2).
        let cases = [
            (0.0, 0.5),
            (1.0, 0.841_344_746_068_542_9),
            (1.959_963_984_540_054, 0.975),
            (-1.644_853_626_951_472_2, 0.05),
            (-3.0, 0.001_349_898_031_630_095_7),
            (2.5, 0.993_790_334_674_223_8),
            (-0.3, 0.382_088_577_811_047_4),
            (-8.0, 6.220_960_574_271_819e-16),
            (-20.0, 2.753_624_118_606_331_4e-89),
        ];
        for (z, want) in cases {
            assert!(close(cdf(z), want, 1e-12), "cdf({z}) = {} want {want}", cdf(z));
        }
    }

    #[test]
    fn sf_is_the_mirror_of_cdf() {
        for z in [-5.0, -1.5, 0.0, 0.7, 2.0, 2.0001, 6.0] {
            assert!(close(sf(z), cdf(-z), 1e-13), "z = {z}");
            assert!((sf(z) + cdf(z) - 1.0).abs() < 1e-15, "z = {z}");
        }
    }

    #[test]
    fn erfc_is_continuous_where_the_methods_meet() {
        let below = erfc(2.0 - 1e-12);
        let at = erfc(2.0);
        assert!(close(below, at, 1e-10), "{below} vs {at}");
        assert!(close(erfc(2.0), 0.004_677_734_981_047_266, 1e-13));
        assert_eq!(erfc(30.0), 0.0);
        assert!(close(erfc(-1.0), 1.842_700_792_949_715, 1e-14));
    }

    #[test]
    fn quantile_matches_known_values() {
        let cases = [
            (0.975, 1.959_963_984_540_054),
            (0.05, -1.644_853_626_951_472_2),
            (0.95, 1.644_853_626_951_472_2),
            (1e-10, -6.361_340_902_404_056),
            (0.9, 1.281_551_565_544_600_8),
            (0.999, 3.090_232_306_167_813),
            (0.5, 0.0),
        ];
        for (p, want) in cases {
            let got = quantile(p);
            assert!((got - want).abs() <= 1e-12 * want.abs().max(1.0), "quantile({p}) = {got} want {want}");
        }
        assert_eq!(quantile(0.0), f64::NEG_INFINITY);
        assert_eq!(quantile(1.0), f64::INFINITY);
        assert!(quantile(f64::NAN).is_nan());
    }

    #[test]
    fn quantile_inverts_cdf() {
        for i in 1..200 {
            let p = f64::from(i) / 200.0;
            assert!((cdf(quantile(p)) - p).abs() < 1e-14, "p = {p}");
        }
    }
}
