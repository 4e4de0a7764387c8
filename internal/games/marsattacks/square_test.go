package marsattacks

import "testing"

func TestSquareNames(t *testing.T) {
	for q := Sq(0); q < Size*Size; q++ {
		p, ok := ParseSq(q.String())
		if !ok || p != q {
			t.Fatalf("ParseSq(%q) = %v, %v; want %v", q.String(), p, ok, q)
		}
	}
	for _, bad := range []string{"", "I1", "A9", "a1", "A10", "off"} {
		if _, ok := ParseSq(bad); ok {
			t.Errorf("ParseSq(%q) accepted", bad)
		}
	}
}

// [mars M.9.2] distance counts the shortest 8-directional path: the
// Chebyshev distance, walls ignored.
func TestDist_M_9_2(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"A1", "A1", 0}, {"A1", "B2", 1}, {"A1", "A4", 3}, {"A1", "D2", 3}, {"A1", "H8", 7}, {"C3", "E7", 4},
	} {
		a, _ := ParseSq(c.a)
		b, _ := ParseSq(c.b)
		if got := Dist(a, b); got != c.want {
			t.Errorf("Dist(%s, %s) = %d; want %d", c.a, c.b, got, c.want)
		}
	}
}

// [mars M.6.1, M.6.7] 8 neighbours, fewer at the mat edge.
func TestNeighbours_M_6_1(t *testing.T) {
	for _, c := range []struct {
		sq   string
		want int
	}{{"D4", 8}, {"A1", 3}, {"H8", 3}, {"A4", 5}} {
		q, _ := ParseSq(c.sq)
		if got := len(neighbours(q)); got != c.want {
			t.Errorf("neighbours(%s) = %d; want %d", c.sq, got, c.want)
		}
	}
}
