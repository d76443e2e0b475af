#!/usr/bin/env python3
"""Dense grids for the accuracy of the statistics laws, with the reference's values and exact ones.

Usage:  python stats_accuracy.py [--out GRID.json]      (default: target/stats-grid.json)
Then:   cargo run --release -p mlsysim-tests --example stats-accuracy [GRID.json]

For each numerical statistics law, a grid of arguments; at each point the value the reference
gives (scipy's, Python's `statistics.NormalDist`, or the mlsysim function itself) and the value
mpmath computes at 40 significant digits, rounded to a double. The Rust example evaluates our laws
at the same points and prints the worst relative error against each. Nothing here is committed
output: the golden file holds the committed checks; this measures between them.
"""

import argparse
import json
import math
import signal
import statistics
import sys
from fractions import Fraction

import mpmath as mp
from scipy import special, stats

from mlsysim.physics import statistics as ref
from mlsysim.physics.robotics import assurance

mp.mp.dps = 40


def logspace(lo, hi, n):
    return [10 ** (lo + (hi - lo) * i / (n - 1)) for i in range(n)]


def probabilities(n=60, smallest=-300):
    """Lower tails from 10^smallest to one half, then the same distances below one."""
    low = logspace(smallest, math.log10(0.5), n)
    high = [1 - p for p in logspace(-15, math.log10(0.5), n // 2)]
    return sorted(set(low + high))


def binomial_sum(n, x, js):
    """Σ C(n, j) x^j (1 − x)^(n − j) over the consecutive js, at 40 digits: the first term from
    log-gamma functions, the rest by the ratio of successive terms."""
    js = list(js)
    if not js:
        return mp.mpf(0)
    x = mp.mpf(x)
    y = 1 - x
    j = js[0]
    term = mp.exp(mp.loggamma(n + 1) - mp.loggamma(j + 1) - mp.loggamma(n - j + 1)
                  + j * mp.log(x) + (n - j) * mp.log(y))
    total = mp.mpf(0)
    ratio = x / y
    for j in js:
        total += term
        term = term * (n - j) / (j + 1) * ratio
    return total


def whole_and_large(a, b):
    return a == int(a) and b == int(b) and a + b > 2000


def beta_lower(a, b, x):
    # mpmath's hypergeometric series takes minutes at a = b = 1e4; whole shapes are a binomial
    # tail, I_x(a, b) = P(X ≥ a) for X ~ Binomial(a + b − 1, x), summed term by term instead.
    if whole_and_large(a, b):
        n = int(a + b - 1)
        return binomial_sum(n, x, range(int(a), n + 1))
    return mp.betainc(mp.mpf(a), mp.mpf(b), 0, mp.mpf(x), regularized=True)


def beta_upper(a, b, x):
    if whole_and_large(a, b):
        n = int(a + b - 1)
        return binomial_sum(n, x, range(0, int(a)))
    return mp.betainc(mp.mpf(a), mp.mpf(b), mp.mpf(x), 1, regularized=True)


def exact_fisher(a, b, c, d):
    """Fisher's two-sided p in exact rationals, with the reference's tie allowance."""
    r1, c1, n = a + b, a + c, a + b + c + d
    prob = lambda x: Fraction(math.comb(c1, x) * math.comb(n - c1, r1 - x), math.comb(n, r1))
    observed = prob(a) * (1 + Fraction(1, 10**9))
    return sum((prob(x) for x in range(max(0, r1 + c1 - n), min(r1, c1) + 1) if prob(x) <= observed), Fraction(0))


LIMIT = 10  # seconds of mpmath per exact value; a slower one is left out (null) and counted


def timed(fn, limit=LIMIT):
    """fn() within `limit` seconds of mpmath, else NaN (the point is then not measured)."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(limit)
    try:
        return fn()
    except TooSlow:
        return mp.nan
    finally:
        signal.alarm(0)


def quantile(forward, target, start, density=None):
    """The root of forward(x) = target near `start` (scipy's value), at 40 digits: two Newton
    steps from a start already good to about 1e-15 (with `density`, the derivative of forward),
    else the secant method."""
    target = mp.mpf(target)
    x = mp.mpf(start)
    try:
        if density is not None:
            # Newton until the step is below 1e-34 of x (two steps from a good start; more
            # where the reference's start is poor, as scipy's Student t is next to p = 1/2).
            for _ in range(40):
                step = (forward(x) - target) / density(x)
                x = x - step
                if abs(step) <= abs(x) * mp.mpf(10) ** -34:
                    break
            return x
        return mp.findroot(lambda x: forward(x) - target, x, tol=mp.mpf(10) ** -35, maxsteps=200)
    except (ValueError, ZeroDivisionError, TypeError):  # TypeError: a Newton step went complex
        return mp.nan


def beta_density(a, b):
    a, b = mp.mpf(a), mp.mpf(b)
    return lambda x: x ** (a - 1) * (1 - x) ** (b - 1) / mp.beta(a, b)


def gamma_density(k):
    k = mp.mpf(k)
    return lambda x: mp.exp((k - 1) * mp.log(x) - x - mp.loggamma(k))


def progress(what):
    print(what, file=sys.stderr, flush=True)


def f(x):
    """A value as JSON: a double, or null where it is not finite."""
    try:
        x = float(x)
    except (TypeError, ValueError):
        return None
    return x if math.isfinite(x) else None


def guarded(fn):
    try:
        return f(fn())
    except Exception:  # noqa: BLE001 - a reference that fails at a point leaves it out
        return None


class TooSlow(Exception):
    pass


def _alarm(signum, frame):
    raise TooSlow()


def chernoff_rate(x, k, lam):
    """The Chernoff exponent of the noncentral chi-square tail beyond x (the upper tail above the
    mean k + lam, the lower below): the tail is at most exp(-I), and within a modest factor of it."""
    u = 2 * x / (k + math.sqrt(k * k + 4 * lam * x))
    t = 0.5 * (1 - 1 / u)
    return t * x - 0.5 * k * math.log(u) - lam * t * u


def point_for_tail(k, lam, tau, upper):
    """An x whose tail on the given side is near tau (within the factor the Chernoff bound
    leaves): bisection of I(x) = -ln tau on that side of the mean."""
    mean = k + lam
    target = -math.log(tau)
    if upper:
        lo, hi = mean, 2 * mean + 10
        while chernoff_rate(hi, k, lam) < target:
            hi *= 2
    else:
        lo, hi = 1e-300, mean
    for _ in range(300):
        mid = math.exp((math.log(lo) + math.log(hi)) / 2) if hi / lo > 4 else (lo + hi) / 2
        if (chernoff_rate(mid, k, lam) < target) == upper:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def noncentral_small_tail(x, k, lam, upper, dps=30):
    """P(X > x) (upper) or P(X <= x) for X ~ ncx2(k, lam), at `dps` digits: the Poisson mixture of
    central gamma tails, sum_j w_j Q(k/2 + j, x/2) (or P), summed outward from its largest term
    (found by bisection on the sign of the step between neighbours) until the rest is below
    1e-25 of the sum. mpmath's numbers have no underflow, so a tail of 1e-300 is exact here."""
    with mp.workdps(dps):
        y, a, m = mp.mpf(x) / 2, mp.mpf(k) / 2, mp.mpf(lam) / 2
        cache = {}

        def term(j):
            if j not in cache:
                w = mp.exp(-m + j * mp.log(m) - mp.loggamma(j + 1)) if m > 0 else mp.mpf(j == 0)
                g = mp.gammainc(a + j, y, mp.inf, regularized=True) if upper \
                    else mp.gammainc(a + j, 0, y, regularized=True)
                cache[j] = w * g
            return cache[j]

        if lam == 0:
            return term(0)
        lo = 0
        hi = int(math.ceil(float(m + y))) + 2 if upper else int(math.floor(float(m))) + 1
        while lo < hi:
            mid = (lo + hi) // 2
            if term(mid + 1) > term(mid):
                lo = mid + 1
            else:
                hi = mid
        total = term(lo)
        for step in (1, -1):
            previous, j = term(lo), lo + step
            while j >= 0:
                v = term(j)
                total += v
                r = v / previous
                if v == 0 or (r < 1 and v * r / (1 - r) < total * mp.mpf(10) ** -25):
                    break
                previous, j = v, j + step
        return total


NONCENTRAL_TAILS = [1e-300, 1e-250, 1e-200, 1e-150, 1e-100, 1e-50, 1e-30, 1e-15, 1e-8, 1e-4, 1e-2, 0.1, 0.3]


def noncentral_points(add):
    """Both tails of the noncentral chi-square law over degrees of freedom 1 to 100,
    noncentrality 0 to 1000 and tails from 1e-300 to about one half on either side (with the
    other tail, near one, at the same points); the reference is scipy's ncx2, the exact value
    the mixture at 30 digits."""
    from scipy.stats import ncx2
    for dof in [1, 2, 3, 5, 10, 30, 100]:
        for nc in [0.0, 0.01, 0.5, 4.0, 30.0, 200.0, 1000.0]:
            progress(f"noncentral dof {dof} nc {nc}")
            xs = [(point_for_tail(dof, nc, tau, side), side) for tau in NONCENTRAL_TAILS for side in (True, False)]
            xs.append((dof + nc, True))
            for x, upper in xs:
                if not 0 < x < 1e300:
                    continue
                small = timed(lambda: noncentral_small_tail(x, dof, nc, upper), 120)
                large = 1 - small
                sf, cdf = (small, large) if upper else (large, small)
                add("noncentral_chi_square_tail", [x, dof, nc],
                    guarded(lambda: ref.calc_noncentral_gate_detection(x, dof, nc)) if dof >= 1 else None, f(sf))
                add("noncentral_chi_square_cdf", [x, dof, nc], guarded(lambda: ncx2.cdf(x, dof, nc)), f(cdf))


def counting_points(add):
    """The unbiased pass@k and pass^k estimates (exact in rationals), the beta-binomial masses
    and tail and the beta tail (mpmath at 40 digits, at the shapes the law computes from the
    mean and correlation)."""
    from mlsysim.physics import agents, coordination
    progress("pass@k and pass^k")
    for n in [10, 100, 1000, 10**6, 10**12]:
        for c in sorted({0, 1, 2, 7, n // 10, n // 2, n - 1, n}):
            for k in [1, 2, 5, 10, 100]:
                if not (0 <= c <= n and 1 <= k <= n):
                    continue
                at_k = Fraction(1) - Fraction(math.comb(n - c, k), math.comb(n, k)) if n - c >= k else Fraction(1)
                pow_k = Fraction(math.comb(c, k), math.comb(n, k)) if c >= k else Fraction(0)
                add("pass_at_k_unbiased", [n, c, k], guarded(lambda: agents.calc_pass_at_k_unbiased(n, c, k)),
                    f(at_k))
                add("pass_pow_k_unbiased", [n, c, k], guarded(lambda: agents.calc_pass_pow_k_unbiased(n, c, k)),
                    f(pow_k))
    progress("beta-binomial and beta tails")
    for mean in [1e-6, 0.01, 0.3, 0.5, 0.97]:
        for rho in [1e-9, 1e-4, 0.05, 0.5, 0.99]:
            scale = 1 / rho - 1
            a, b = mean * scale, (1 - mean) * scale
            for t in [0.001, 0.1, 0.5, 0.9, 0.999]:
                # The small side directly: mpmath's upper form is one minus its lower series,
                # which gives 0 or a negative number for a tail of 1e-300 at shapes of 1e8.
                ma, mb, mt = mp.mpf(a), mp.mpf(b), mp.mpf(t)
                add("beta_tail", [mean, rho, t], guarded(lambda: coordination.calc_beta_tail(mean, rho, t)),
                    f(timed(lambda: mp.betainc(mb, ma, 0, 1 - mt, regularized=True) if t > mean
                            else 1 - mp.betainc(ma, mb, 0, mt, regularized=True))))
            for n in [1, 5, 40, 300]:
                ma, mb = mp.mpf(a), mp.mpf(b)
                masses = [mp.binomial(n, j) * mp.beta(j + ma, n - j + mb) / mp.beta(ma, mb) for j in range(n + 1)]
                try:
                    ref_masses = coordination.calc_beta_binomial_pmf(n, mean, rho)
                except Exception:  # noqa: BLE001 - the reference's comb overflows a double past n ~ 1000
                    ref_masses = None
                for j in sorted({0, 1, n // 2, n - 1, n}):
                    add("beta_binomial_pmf[k]", [n, mean, rho, j],
                        f(ref_masses[j]) if ref_masses else None, f(masses[j]))
                    add("beta_binomial_tail", [n, mean, rho, j],
                        f(sum(ref_masses[j:])) if ref_masses else None, f(mp.fsum(masses[j:])))


def grid(only=None):
    points = []

    def wanted(section):
        return not only or section in only

    def add(law, args, reference, exact):
        points.append({"law": law, "args": args, "reference": reference, "exact": exact})

    if wanted("normal"):
        nd = statistics.NormalDist()
        for p in probabilities():
            z = nd.inv_cdf(p)
            add("normal_quantile", [p], f(z), f(quantile(mp.ncdf, p, z, mp.npdf)))
        for i in range(400):
            z = -10 + 48 * i / 399
            add("normal_tail", [z], f(stats.norm.sf(z)), f(mp.ncdf(-mp.mpf(z))))
            add("two_sided_normal_tail", [z], guarded(lambda: 2 * (1 - nd.cdf(abs(z)))),
                f(mp.erfc(abs(mp.mpf(z)) / mp.sqrt(2))))

    if wanted("chi_square"):
        progress('for dof in [1, 2, 3, 5, 10, 30, 100, 100')
        for dof in [1, 2, 3, 5, 10, 30, 100, 1000, 1e5]:
            for c in probabilities(30, -200):
                ref_value = guarded(lambda: ref.calc_chi_square_quantile(dof, c)) if dof == int(dof) \
                    else f(stats.chi2.ppf(c, dof))
                k = mp.mpf(dof) / 2
                g = gamma_density(k)
                exact = quantile(lambda x: mp.gammainc(k, 0, x / 2, regularized=True) if c <= 0.5
                                 else -mp.gammainc(k, x / 2, mp.inf, regularized=True),
                                 c if c <= 0.5 else -(1 - mp.mpf(c)), stats.chi2.ppf(c, dof),
                                 lambda x: g(x / 2) / 2)
                add("chi_square_quantile", [dof, c], ref_value, f(exact))

    if wanted("students_t"):
        progress('for dof in [1, 1.5, 2, 3, 4, 7.3, 10, 30')
        for dof in [1, 1.5, 2, 3, 4, 7.3, 10, 30, 100, 1e4]:
            for p in probabilities(30, -100):
                t0 = stats.t.ppf(p, dof)
                nu = mp.mpf(dof)

                def cdf(t):
                    x = nu / (nu + t * t)
                    tail = beta_lower(nu / 2, 0.5, x) / 2
                    return tail if t < 0 else 1 - tail

                def sf(t):
                    x = nu / (nu + t * t)
                    tail = beta_lower(nu / 2, 0.5, x) / 2
                    return tail if t > 0 else 1 - tail

                def pdf(t):
                    return mp.exp(mp.loggamma((nu + 1) / 2) - mp.loggamma(nu / 2)) / mp.sqrt(nu * mp.pi) \
                        * (1 + t * t / nu) ** (-(nu + 1) / 2)

                exact = quantile(cdf, p, t0, pdf) if p <= 0.5 else quantile(lambda t: -sf(t), -(1 - mp.mpf(p)), t0, pdf)
                add("students_t_quantile", [p, dof], f(t0), f(exact))

    if wanted("beta"):
        progress('shapes =')
        shapes = [0.1, 0.5, 1.0, 2.5, 12.0, 100.0, 1e3, 1e4]
        for a in shapes:
            for b in shapes:
                progress(f"beta {a} {b}")
                for p in probabilities(10, -100):
                    x0 = stats.beta.ppf(p, a, b)
                    if not 0 < x0 < 1:
                        continue
                    dens = beta_density(a, b)
                    exact = timed(lambda: quantile(lambda x: beta_lower(a, b, x), p, x0, dens) if p <= 0.5 else
                                  quantile(lambda x: -beta_upper(a, b, x), -(1 - mp.mpf(p)), x0, dens))
                    add("beta_quantile", [p, a, b], f(x0), f(exact))
                for x in logspace(-12, 0, 14)[:-1] + [1 - 1e-6, 1 - 1e-3, 0.5, 0.9]:
                    add("regularized_incomplete_beta", [a, b, x], f(special.betainc(a, b, x)),
                        f(timed(lambda: beta_lower(a, b, x))))

    if wanted("binomial"):
        progress('for n in [10, 100, 1000, 10_000, 100_000')
        for n in [10, 100, 1000, 10_000, 100_000]:
            for p in [1e-6, 0.001, 0.05, 0.3, 0.5, 0.9, 0.999]:
                mean = n * p
                for k in sorted({1, 2, 3, int(mean), int(mean) + 1, int(mean * 1.5) + 1, n // 2, n - 1, n}):
                    if not 1 <= k <= n:
                        continue
                    add("binomial_tail", [n, p, k], f(stats.binom.sf(k - 1, n, p)),
                        f(timed(lambda: binomial_sum(n, p, range(k, n + 1)))))

    if wanted("noncentral"):
        noncentral_points(add)
    if wanted("counting"):
        counting_points(add)

    if wanted("clopper_pearson"):
        progress('for n in [1, 5, 40, 300, 1000]:')
        for n in [1, 5, 40, 300, 1000]:
            for k in sorted({0, 1, n // 3, n // 2, n - 1, n}):
                if not 0 <= k <= n:
                    continue
                for c in [0.8, 0.95, 0.999]:
                    lo, hi = ref.calc_clopper_pearson_interval(k, n, c)
                    a = 1 - c
                    elo = 0 if k == 0 else quantile(lambda x: beta_lower(k, n - k + 1, x), a / 2, lo,
                                                    beta_density(k, n - k + 1))
                    ehi = 1 if k == n else quantile(lambda x: -beta_upper(k + 1, n - k, x), -(a / 2), hi,
                                                    beta_density(k + 1, n - k))
                    add("clopper_pearson_interval[low]", [k, n, c], f(lo), f(elo))
                    add("clopper_pearson_interval[high]", [k, n, c], f(hi), f(ehi))
                    one_sided = stats.beta.ppf(1 - c, k, n - k + 1) if k else 0
                    add("clopper_pearson_lower_bound", [k, n, c],
                        guarded(lambda: assurance.calc_clopper_pearson_lower_bound(k, n, c)),
                        f(0 if k == 0 else quantile(lambda x: beta_lower(k, n - k + 1, x), 1 - c, one_sided,
                                                    beta_density(k, n - k + 1))))

    if wanted("poisson"):
        progress('for k in [0, 1, 2, 5, 20, 100, 600]:')
        for k in [0, 1, 2, 5, 20, 100, 600]:
            for alpha in [0.3, 0.05, 0.001]:
                lo, hi = ref.calc_poisson_exact_interval(k, alpha)
                elo = 0 if k == 0 else quantile(lambda m: mp.gammainc(k, 0, m, regularized=True), alpha / 2, lo,
                                                gamma_density(k))
                ehi = quantile(lambda m: -mp.gammainc(k + 1, m, mp.inf, regularized=True), -(alpha / 2), hi,
                               gamma_density(k + 1))
                add("poisson_exact_interval[low]", [k, alpha], f(lo), f(elo))
                add("poisson_exact_interval[high]", [k, alpha], f(hi), f(ehi))

    if wanted("exact_tests"):
        progress('for a in [0, 1, 3, 10, 40]:')
        for a in [0, 1, 3, 10, 40]:
            for b in [0, 2, 9, 40]:
                for c in [1, 7, 30]:
                    for d in [0, 2, 50, 150]:
                        add("fisher_exact_two_sided", [a, b, c, d],
                            f(ref.calc_fisher_exact_two_sided(a, b, c, d)), f(exact_fisher(a, b, c, d)))
        for b in [0, 1, 5, 20, 100, 400, 1000]:
            for c in [0, 3, 15, 100, 520, 1010]:
                d = b + c
                exact = 1 if d == 0 else min(Fraction(1), Fraction(2 * sum(math.comb(d, j) for j in range(min(b, c) + 1)), 2 ** d))
                add("mcnemar_exact_two_sided", [b, c], f(ref.calc_mcnemar_exact_two_sided(b, c)), f(exact))
    return points


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="target/stats-grid.json")
    ap.add_argument("--only", nargs="*", help="sections to compute (normal, chi_square, students_t, beta, "
                    "binomial, noncentral, counting, clopper_pearson, poisson, exact_tests); all by default")
    opts = ap.parse_args(argv)
    points = grid(opts.only)
    with open(opts.out, "w", encoding="utf-8") as out:
        json.dump({"points": points}, out)
    print(f"{len(points)} points written to {opts.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
