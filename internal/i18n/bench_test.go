package i18n

import "testing"

// BenchmarkNew measures loading every catalog (the clients do it at start):
// go test ./internal/i18n -run XXX -bench New -benchtime 5x
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		if _, err := New(); err != nil {
			b.Fatal(err)
		}
	}
}
