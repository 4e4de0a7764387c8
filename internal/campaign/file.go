package campaign

import (
	"fmt"
	"os"

	"github.com/sulaco/sulaco/internal/safefile"
)

// LoadFile reads the campaign saved in the file at path.
func LoadFile(path string) (*Campaign, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	c, err := Load(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// SaveFile writes the campaign to path atomically (package safefile): a
// crash or a full disk mid-write never leaves half a campaign, and the
// saved one stays until the new one is complete.
func (c *Campaign) SaveFile(path string) error {
	return safefile.Write(path, c.Save)
}
