package rulebook

import (
	"io/fs"
	"os"
)

// osFS reads files by their operating-system path.
type osFS struct{}

func (osFS) Open(name string) (fs.File, error) { return os.Open(name) }
