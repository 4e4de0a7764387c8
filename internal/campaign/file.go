package campaign

import (
	"fmt"
	"os"
	"path/filepath"
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

// SaveFile writes the campaign to path atomically: a crash mid-write never
// leaves half a campaign, and the saved one stays until the new one is
// complete.
func (c *Campaign) SaveFile(path string) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".campaign-*")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	if err := c.Save(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return os.Rename(tmp.Name(), path)
}
