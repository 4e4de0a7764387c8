// Package stats holds the small statistics the lab, the bots and the
// odds share: the Wilson score interval of a rate.
package stats

import "math"

// Rate is a share with its 95% confidence interval (Wilson score).
type Rate struct {
	P, Lo, Hi float64
}

// Wilson returns the Wilson score interval at 95% for k successes in n
// trials: it stays inside [0,1] and behaves at small n and extreme rates,
// where the normal approximation does not.
func Wilson(k, n int) Rate { return WilsonF(float64(k), n) }

// WilsonF is Wilson for a count that may hold halves (a draw scored as
// half a win).
func WilsonF(k float64, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	const z = 1.959963984540054
	nf := float64(n)
	p := k / nf
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return Rate{P: p, Lo: max(0, centre-half), Hi: min(1, centre+half)}
}
