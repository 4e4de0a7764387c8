package content

import "testing"

func BenchmarkLoadBuiltin(b *testing.B) {
	fsys := Builtin()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(fsys); err != nil {
			b.Fatal(err)
		}
	}
}
