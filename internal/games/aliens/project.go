package aliens

import "github.com/sulaco/sulaco/internal/engine"

// PublicOption implements engine.Projector. A hand is seen by its seat
// only and the Endurance Deck and the Exhaust Pile are face down (F.1.1,
// F.1.2, F.1.4), so a choice that moves a named card between them tells
// the others what happened, never which card: recycling a card from hand
// (F.4.2), Exhausting one from hand to re-roll (F.3.3, W.1.2) and taking
// one from the Exhaust Pile (W.2.13). A card played or moved in the open
// (an Event, unequipping, G.12) shows by its name, never by which copy
// it is (the copy number tells where an unseen card sits). Every other
// option is public as it is.
func (g *Game) PublicOption(d *engine.Decision, i int) engine.Option {
	o := d.Options[i]
	prefix, arg, found := cut(o.Key, ":")
	if !found {
		return o
	}
	c, isCard := g.rules.Deck.cardByKey(arg)
	if !isCard {
		return o // "recycle:exhaust", "reroll:no", "move:C4": no card named
	}
	for _, h := range hiddenCardChoices {
		if h.prefix != prefix {
			continue
		}
		if prefix == "take" {
			return engine.Option{Key: prefix, Msg: engine.M(h.msg, "seat", d.Seat, "type", g.rules.Deck.cardDef(c).Type.Name())}
		}
		return engine.Option{Key: prefix, Msg: engine.M(h.msg, "seat", d.Seat)}
	}
	o.Key = prefix + ":" + g.rules.Deck.cardDef(c).ID
	return o
}

// hiddenCardChoices are the option prefixes that move a named card from
// a hand or face down, and the public message of such a choice (the one
// the rules emit for everyone).
var hiddenCardChoices = [...]struct{ prefix, msg string }{
	{"recycle", "aliens.card.recycled-from-hand"},
	{"reroll", "aliens.card.exhausted-from-hand"},
	{"take", "aliens.card.took-from-exhaust"},
}
