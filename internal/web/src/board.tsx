// The board in SVG, drawn from the game's scene (internal/scene): squares
// on a grid, walls, lines, doors (open, closed, barricaded), markers,
// pieces, and the squares the pending options point at, highlighted and
// clickable. Nothing here knows a game: kinds, sides and flags are the
// scene's words, shown through the catalog (web.piece.*, web.flag.*).
import { h, Fragment, VNode } from "./preact";
import { msg, t, currentLang } from "./i18n";

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
  onSquare = p.onSquare;
  for (const s of L.squares) {
    const sq: SquareProps = {
      name: s.name,
      x: s.x * S,
      y: s.y * S,
      board: s.board,
      targeted: p.targets.has(s.name),
      pieces: pieces.get(s.name) || [],
      markers: markers.get(s.name) || [],
      symbol: cells.get(s.name)?.symbol || "",
      hazard: hazards.has(s.name),
      selected: p.selected === s.name,
      focus: sc.focus === s.name,
      side: 0,
    };
    if (sq.pieces.length) sq.side = sides.indexOf(sq.pieces[0].side);
    // A square whose drawing did not change keeps its node, and Preact
    // skips it: a step redraws the squares it changed, not the board.
    const sig = currentLang() + JSON.stringify(sq);
    let c = squareNodes.get(s.name);
    if (!c || c.sig !== sig) {
      c = { sig, node: <Square key={s.name} {...sq} /> };
      squareNodes.set(s.name, c);
    }
    squares.push(c.node);
  }
  const doorSig = JSON.stringify(sc.doors || []);
  if (edgeNodes.layout !== L || edgeNodes.sig !== doorSig) {
    edgeNodes = { layout: L, sig: doorSig, node: <g class="edges">{edgesOf(L, doors)}</g> };
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
      {edgeNodes.node}
    </svg>
  );
}

// edgeNodes keeps the walls, lines and doors drawn: they change only
// when a door does.
let edgeNodes: { layout: any; sig: string; node: VNode } = { layout: null, sig: "", node: null };

function edgesOf(L: any, doors: Map<string, string>): VNode[] {
  const marks: VNode[] = [];
  const pos = new Map<string, { x: number; y: number }>();
  for (const s of L.squares) pos.set(s.name, { x: s.x, y: s.y });
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
  return marks;
}

type SquareProps = {
  name: string;
  x: number;
  y: number;
  board: number;
  targeted: boolean;
  pieces: any[];
  markers: any[];
  symbol: string;
  hazard: boolean;
  selected: boolean;
  focus: boolean;
  side: number;
};

// squareNodes keeps each square's node and what it was drawn from.
const squareNodes = new Map<string, { sig: string; node: VNode }>();
let onSquare: (name: string) => void = () => {};

function Square(q: SquareProps): VNode {
  const { x, y } = q;
  const here = q.pieces;
  // An empty square is named by its name alone (most of a board: no
  // words to build or tooltip to draw).
  const plain = !q.targeted && !here.length && !q.markers.length && !q.hazard;
  const words = plain ? [q.name] : [q.name, ...here.map((pc) => pieceWords(pc)), ...q.markers.map((m) => msg(m.label))];
  if (q.targeted) words.push(t("web.board.target"));
  if (q.hazard) words.push(t("web.board.hazard"));
  const cls = ["sq", q.board % 2 ? "b1" : "b0", q.targeted ? "target" : "", q.selected ? "selected" : "", q.focus ? "focus" : ""].join(" ");
  const act = (e: Event) => {
    e.preventDefault();
    onSquare(q.name);
  };
  return (
    <g
      class={cls}
      data-square={q.name}
      role={q.targeted ? "button" : undefined}
      tabIndex={q.targeted ? 0 : undefined}
      aria-label={words.join(", ")}
      onClick={act}
      onKeyDown={(e: KeyboardEvent) => (e.key === "Enter" || e.key === " ") && act(e)}
    >
      {plain ? null : <title>{words.join("\n")}</title>}
      <rect x={x} y={y} width={S} height={S} />
      {q.hazard ? <path class="hazard" d={`M${x + 3} ${y + 3}l8 8m0-8l-8 8`} /> : null}
      {q.markers.map((m, i) => (
        <text class={"marker mk-" + m.kind} x={x + S - 4} y={y + 11 + i * 10} text-anchor="end">
          {markerGlyph(m.kind)}
        </text>
      ))}
      {here.length ? (
        <g class={"piece " + sideClass(here[0].side, q.side) + (here[0].flags || []).map((f: string) => " f-" + f).join("")}>
          <circle cx={x + S / 2} cy={y + S / 2 + 2} r={S * 0.36} />
          <text x={x + S / 2} y={y + S / 2 + 6} text-anchor="middle">
            {q.symbol || glyph(here)}
          </text>
        </g>
      ) : q.symbol ? (
        <text class="cell" x={x + S / 2} y={y + S / 2 + 6} text-anchor="middle">
          {q.symbol}
        </text>
      ) : null}
      {q.targeted ? <circle class="ring" cx={x + S / 2} cy={y + S / 2 + 2} r={S * 0.44} /> : null}
    </g>
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
