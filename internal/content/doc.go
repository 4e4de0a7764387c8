// Package content loads and validates the data files of both games: the
// Aliens characters (and, to come, boards, cards and missions) and the
// Mars Attacks profiles and abilities, with their translation catalogs.
//
// The rulebooks give the rules, not the components, so most values are
// authored by us. Every entry records its provenance: source seed with the
// rulebook lines (ref) for the facts the rulebooks print, source authored
// (with a note) for the rest, and per field where an entry mixes both. Seed
// values are never contradicted.
//
// Board sides and the Mars Attacks scenario maps are ASCII maps parsed by
// internal/grid.
//
// The data lives under data/ and is embedded (Builtin). A player's
// directory can be layered over it (Overlay, for --content DIR). Load
// decodes every file strictly from the YAML syntax tree, so one run reports
// every unknown field, wrong type, duplicate id, out-of-range stat, unknown
// reference, missing provenance and missing English text, each as
//
//	file:line:col: field.path: what is wrong
//
// in an ErrorList; Validate is the check behind `sulaco content validate`.
// Entries carry stable slug ids and no display text: names and texts are
// message keys derived from the ids (Character.NameKey,
// CharacterAbility.TextKey, ...) whose texts are in the catalogs
// (Set.Catalogs) that internal/i18n loads.
//
// File map:
//
//	load.go        Load, Validate, Version, Builtin, Overlay, Set
//	overlay.go     the layered file system behind Overlay
//	decode.go      the strict YAML decoder (positions, all errors at once)
//	errors.go      Error, ErrorList
//	provenance.go  Source, Provenance and its checks
//	aliens.go      Aliens characters (spec A.11, B, W.1) and their checks
//	boards.go      Aliens board sides, parsed by internal/grid
//	marsattacks.go Mars Attacks profiles and abilities (spec P, M.18)
//	marsattacks_maps.go  Mars Attacks scenario maps (marsattacks/maps/<id>.map,
//	               spec S.11, G2): grid maps, 8x8, provenance in a comment line
//	catalog.go     translation catalogs (go-i18n YAML)
//
// The schemas, the provenance rules and a table of seed and authored values
// are in docs/content.md.
package content
