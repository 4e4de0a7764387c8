package bot

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
)

func TestDbg(t *testing.T) {
	f := os.Getenv("REC")
	if f == "" {
		t.Skip()
	}
	data, _ := os.ReadFile(f)
	rec, err := engine.DecodeRecord(f, data)
	if err != nil {
		t.Fatal(err)
	}
	set, _ := content.Load(content.Builtin())
	cat, _ := games.New(set)
	g, err := engine.Replay(rec, cat.NewGame, nil)
	if err != nil {
		t.Log(err)
	}
	b, _ := json.Marshal(g.View(0))
	fmt.Println(string(b))
	fmt.Println(g.Pending())
}
