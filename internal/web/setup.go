package web

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
)

// setupForm is what the lobby's "new table" form offers, from each game's
// games.Setup (the same the terminal start screen offers): the default
// options for each number of players with what each seat plays, and the
// settings (the mission or scenario, the Heroes, the switchable readings
// with their one-line explanation), all in message keys; and the bots.
type setupForm struct {
	Games []gameForm `json:"games"`
	Bots  []botForm  `json:"bots"`
}

type gameForm struct {
	Name     string          `json:"name"`
	Title    string          `json:"title"` // message key of the game's name
	Players  []playersForm   `json:"players"`
	Settings []games.Setting `json:"settings"` // for the defaults of the fewest players
}

type playersForm struct {
	Players int             `json:"players"`
	Options json.RawMessage `json:"options"`
	// Seats say what each seat plays, if the game says.
	Seats []engine.Msg `json:"seats,omitempty"`
}

type botForm struct {
	Name  string `json:"name"`
	Label string `json:"label"`
}

func buildSetup(cfg Config) (*setupForm, error) {
	f := &setupForm{}
	for _, b := range bot.Names() {
		f.Bots = append(f.Bots, botForm{Name: b, Label: "ui.bot." + b})
	}
	for _, name := range cfg.Games.Names() {
		def, err := cfg.Games.Lookup(name)
		if err != nil {
			return nil, err
		}
		if def.Setup.Settings == nil {
			continue // not offered on a start screen (Pig)
		}
		g := gameForm{Name: def.Name, Title: def.Title}
		for n := def.Setup.Seats[0]; n <= def.Setup.Seats[1]; n++ {
			opts, err := def.Options(n)
			if err != nil {
				return nil, fmt.Errorf("web: setup: %s with %d players: %w", name, n, err)
			}
			p := playersForm{Players: n, Options: opts}
			if def.Setup.SeatLabel != nil {
				for seat := range n {
					if m, ok := def.Setup.SeatLabel(opts, seat); ok {
						p.Seats = append(p.Seats, m)
					}
				}
			}
			g.Players = append(g.Players, p)
		}
		if len(g.Players) == 0 {
			return nil, fmt.Errorf("web: setup: %s offers no number of players", name)
		}
		if g.Settings, err = def.Setup.Settings(g.Players[0].Options); err != nil {
			return nil, fmt.Errorf("web: setup: %s: %w", name, err)
		}
		f.Games = append(f.Games, g)
	}
	return f, nil
}

// settings answers POST /api/setup {game, options}: the settings offered
// for these options (which there are may depend on them: a Rescue
// Mission asks who is Captured).
func (h *Handler) settings(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Game    string          `json:"game"`
		Options json.RawMessage `json:"options"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, "bad_request", engine.M("server.error.json", "error", engine.Clip(err.Error())))
		return
	}
	def, err := h.cfg.Games.Lookup(req.Game)
	if err != nil || def.Setup.Settings == nil {
		fail(w, http.StatusBadRequest, "bad_request", engine.M("server.error.unknown-game", "game", engine.Clip(req.Game)))
		return
	}
	settings, err := def.Setup.Settings(req.Options)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_request", engine.M("server.error.options", "error", engine.Clip(err.Error())))
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"settings": settings})
}
