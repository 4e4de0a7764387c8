// The board in SVG, drawn from the game's scene (internal/scene): squares
// on a grid, walls, lines, doors (open, closed, barricaded), markers,
// pieces, and the squares the pending options point at, highlighted and
// clickable. Nothing here knows a game: kinds, sides and flags are the
// scene's words, shown through the catalog (web.piece.*, web.flag.*).
import { h, Fragment, VNode } from "./preact";
import { msg, t } from "./i18n";

const S = 40; // a square's size in SVG units

export type BoardProps = {
  scene: any;
  layout: any;
  // targets maps a square to the option keys that point at it.
  targets: Map<string, string[]>;
  selected: string;
  zoom: number;
  onSquare: (name: string) => void;
};

// targetsOf maps each square to the options that point at it: the
// scene's Targets when it has them, else the options' At.
export function targetsOf(scene: any, options: { key: string; at?: string }[] | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (sq: string, key: string) => {
    const l = out.get(sq) || [];
    if (!l.includes(key)) l.push(key);
    out.set(sq, l);
  };
  if (!options) return out;
  const offered = new Set(options.map((o) => o.key));
  for (const tg of scene?.targets || []) {
    if (!offered.has(tg.option)) continue;
    for (const sq of tg.squares || []) add(sq, tg.option);
  }
  for (const o of options) if (o.at) add(o.at, o.key);
  return out;
}

const sideClass = (side: string | undefined, i: number) => (side ? "side-" + side.replace(/[^a-z0-9-]/gi, "") : "side-" + i);

export function Board(p: BoardProps): VNode {
  const L = p.layout;
  if (!L || !L.squares) return null;
  const sc = p.scene || {};
  const pos = new Map<string, { x: number; y: number }>();
  for (const s of L.squares) pos.set(s.name, { x: s.x, y: s.y });
  const doors = new Map<string, string>();
  for (const d of sc.doors || []) doors.set(d.name, d.state);
  const cells = new Map<string, any>();
  for (const c of sc.cells || []) cells.set(c.at, c);
  const pieces = new Map<string, any[]>();
  for (const pc of sc.pieces || []) {
    if (!pc.at) continue;
    const l = pieces.get(pc.at) || [];
    l.push(pc);
    pieces.set(pc.at, l);
  }
  const markers = new Map<string, any[]>();
  for (const m of sc.markers || []) {
    const l = markers.get(m.at) || [];
    l.push(m);
    markers.set(m.at, l);
  }
  const hazards = new Set<string>(sc.hazards || []);
  const sides: string[] = [];
  for (const pc of sc.pieces || []) if (pc.side && !sides.includes(pc.side)) sides.push(pc.side);

  const squares: VNode[] = [];
  const marks: VNode[] = [];
  for (const s of L.squares) {
    const x = s.x * S,
      y = s.y * S;
    const tg = p.targets.get(s.name);
    const here = pieces.get(s.name) || [];
    const mk = markers.get(s.name) || [];
    const cell = cells.get(s.name);
    const words = [s.name, ...here.map((pc) => pieceWords(pc)), ...mk.map((m) => msg(m.label))];
    if (tg) words.push(t("web.board.target"));
    if (hazards.has(s.name)) words.push(t("web.board.hazard"));
    const cls = ["sq", s.board % 2 ? "b1" : "b0", tg ? "target" : "", p.selected === s.name ? "selected" : "", sc.focus === s.name ? "focus" : ""].join(" ");
    const act = (e: Event) => {
      e.preventDefault();
      p.onSquare(s.name);
    };
    squares.push(
      <g
        class={cls}
        key={s.name}
        data-square={s.name}
        role={tg ? "button" : undefined}
        tabIndex={tg ? 0 : undefined}
        aria-label={words.join(", ")}
        onClick={act}
        onKeyDown={(e: KeyboardEvent) => (e.key === "Enter" || e.key === " ") && act(e)}
      >
        <title>{words.join("\n")}</title>
        <rect x={x} y={y} width={S} height={S} />
        {hazards.has(s.name) ? <path class="hazard" d={`M${x + 3} ${y + 3}l8 8m0-8l-8 8`} /> : null}
        {mk.map((m, i) => (
          <text class={"marker mk-" + m.kind} x={x + S - 4} y={y + 11 + i * 10} text-anchor="end">
            {markerGlyph(m.kind)}
          </text>
        ))}
        {here.length ? (
          <g class={"piece " + sideClass(here[0].side, sides.indexOf(here[0].side)) + (here[0].flags || []).map((f: string) => " f-" + f).join("")}>
            <circle cx={x + S / 2} cy={y + S / 2 + 2} r={S * 0.36} />
            <text x={x + S / 2} y={y + S / 2 + 6} text-anchor="middle">
              {cell?.symbol || glyph(here)}
            </text>
          </g>
        ) : cell?.symbol ? (
          <text class="cell" x={x + S / 2} y={y + S / 2 + 6} text-anchor="middle">
            {cell.symbol}
          </text>
        ) : null}
        {tg ? <circle class="ring" cx={x + S / 2} cy={y + S / 2 + 2} r={S * 0.44} /> : null}
      </g>,
    );
  }
  for (const e of L.edges || []) {
    const at = pos.get(e.at);
    if (!at) continue;
    const x = at.x * S,
      y = at.y * S;
    const line: Record<string, [number, number, number, number]> = {
      n: [x, y, x + S, y],
      s: [x, y + S, x + S, y + S],
      w: [x, y, x, y + S],
      e: [x + S, y, x + S, y + S],
    };
    const [x1, y1, x2, y2] = line[e.side] || line.n;
    let kind = e.kind;
    if (kind === "door") kind = "door-" + (doors.get(e.door) || "closed");
    marks.push(<line class={"edge " + kind} x1={x1} y1={y1} x2={x2} y2={y2} />);
    if (kind === "door-open") marks.push(<circle class="edge door-open-mark" cx={(x1 + x2) / 2} cy={(y1 + y2) / 2} r={3} />);
  }
  // A side with no square beyond it and no edge listed is a wall on the
  // rim of the grid (internal/scene).
  const listed = new Set<string>((L.edges || []).map((e: any) => e.at + e.side));
  for (const s of L.squares) {
    const x = s.x * S,
      y = s.y * S;
    const rim: [string, boolean, number, number, number, number][] = [
      ["n", s.y === 0, x, y, x + S, y],
      ["s", s.y === L.height - 1, x, y + S, x + S, y + S],
      ["w", s.x === 0, x, y, x, y + S],
      ["e", s.x === L.width - 1, x + S, y, x + S, y + S],
    ];
    for (const [side, onRim, x1, y1, x2, y2] of rim) {
      if (onRim && !listed.has(s.name + side)) marks.push(<line class="edge wall" x1={x1} y1={y1} x2={x2} y2={y2} />);
    }
  }
  const w = L.width * S,
    hgt = L.height * S;
  return (
    <svg
      class="board"
      viewBox={`-4 -4 ${w + 8} ${hgt + 8}`}
      style={{ width: `min(${p.zoom * 100}%, ${((p.zoom * 78 * (w + 8)) / (hgt + 8)).toFixed(2)}vh)` }}
      role="group"
      aria-label={t("web.board.label")}
    >
      <g class="squares">{squares}</g>
      <g class="edges">{marks}</g>
    </svg>
  );
}

function pieceWords(pc: any): string {
  const flags = (pc.flags || []).map((f: string) => t("web.flag." + f));
  const tokens = pc.tokens ? [t("web.piece.tokens", "n", pc.tokens)] : [];
  return [msg(pc.label), ...flags, ...tokens].join(" ");
}

// glyph is a piece's sign when the scene has no cell for its square: its
// count on the square.
function glyph(here: any[]): string {
  return here.length > 1 ? String(here.length) : "•";
}

function markerGlyph(kind: string): string {
  return { spawn: "S", tunnel: "T", exit: "E", barricade: "#", object: "◆", marker: "?" }[kind] || "·";
}

export function Panels(p: { scene: any; selected: string }): VNode {
  const panels: any[] = p.scene?.panels || [];
  const detail = panels.find((x) => x.at && x.at === p.selected) || panels.find((x) => x.active);
  const shown = panels.filter((x) => !x.at && !x.active && x.kind !== "cards");
  const cards = panels.filter((x) => x.kind === "cards");
  return (
    <Fragment>
      {detail ? <Panel panel={detail} /> : null}
      {shown.map((x) => (
        <Panel panel={x} />
      ))}
      {cards.length ? (
        <details class="cards">
          <summary>{t("web.cards")}</summary>
          {cards.map((x) => (
            <Panel panel={x} />
          ))}
        </details>
      ) : null}
    </Fragment>
  );
}

function Panel(p: { panel: any }): VNode {
  return (
    <section class="panel" data-panel={p.panel.id}>
      {(p.panel.rows || []).map((r: any) => {
        const list = (r.list || []).map((m: any) => msg(m)).join(t("list.separator"));
        const texts = (r.text || []).map((m: any, i: number, all: any[]) =>
          msg(i === all.length - 1 && r.list ? { key: m.key, args: [...(m.args || []), { name: "list", value: list }] } : m),
        );
        return <div class={"row " + (r.style || "")}>{texts.join(r.sep || "  ")}</div>;
      })}
    </section>
  );
}
