// Replays: a finished table's record (or a record file opened from disk)
// stepped forward and back; the server replays it to the step asked
// (POST /api/replay?v=N) and answers what a spectator saw then.
import { h, VNode } from "./preact";
import { t, msg, addNames, Msg } from "./i18n";
import { api, ApiError } from "./api";
import { Table } from "./table";
import { TableView, pct } from "./tableview";
import { redraw } from "./store";

export const replay = {
  record: "",
  table: null as Table | null,
  v: 0,
  total: 0,
  error: null as Msg | null,
  busy: false,
  // curve is the odds over a finished table's game (GET
  // /api/games/{id}/odds), once the server has computed it; curveState
  // says where that stands: "", "computing", "none" (not for this game).
  curve: null as null | { total: number; points: { choice: number; win: { p: number; lo: number; hi: number }; games: number }[] },
  curveState: "",
};

// loadCurve asks for a finished table's odds curve until the server has
// computed it (202 while it computes), every two seconds for at most
// three minutes.
async function loadCurve(id: string): Promise<void> {
  replay.curveState = "computing";
  for (let i = 0; i < 90; i++) {
    try {
      const r = await fetch(`/api/games/${id}/odds`);
      if (r.status === 200) {
        replay.curve = await r.json();
        replay.curveState = "";
        redraw();
        return;
      }
      if (r.status !== 202) break;
    } catch {
      break;
    }
    await new Promise((done) => setTimeout(done, 2000));
  }
  replay.curveState = "none";
  redraw();
}

export async function loadRecordOf(id: string): Promise<void> {
  try {
    const r = await fetch(`/api/games/${id}/record`);
    const text = await r.text();
    if (!r.ok) {
      replay.error = JSON.parse(text)?.error?.message || { key: "web.error.network" };
      return;
    }
    replay.record = text;
    replay.table = new Table(id);
    loadCurve(id);
    await stepTo(-1);
  } catch {
    replay.error = { key: "web.error.network" };
  }
}

export async function stepTo(v: number): Promise<void> {
  if (!replay.record) return;
  replay.busy = true;
  try {
    const q = v < 0 ? "" : `?v=${v}`;
    const d = await api<any>("POST", "/api/replay" + q, undefined, replay.record);
    addNames(d.names);
    const tb = replay.table!;
    tb.v = d.v;
    tb.view = d.view;
    tb.scene = d.scene ?? null;
    if (tb.scene?.layout) tb.layout = tb.scene.layout;
    tb.pending = d.pending ?? null;
    tb.outcome = d.outcome ?? null;
    tb.conn = "replay";
    tb.log = (d.log || []).map((ev: any, n: number) => ({ ev, n }));
    replay.v = d.v;
    replay.total = d.total;
    replay.error = null;
  } catch (e) {
    replay.error = e instanceof ApiError ? e.msg : { key: "web.error.network" };
  }
  replay.busy = false;
  redraw();
}

const go = (v: number) => !replay.busy && stepTo(Math.max(0, Math.min(replay.total, v)));

// OddsChart draws the curve as lichess draws its evaluation graph: an
// area around the 50% line, one point per position estimated (click or
// Enter jumps there), the position shown marked by a vertical line.
function OddsChart(): VNode {
  const c = replay.curve;
  if (!c) return replay.curveState === "computing" ? <p class="curve-wait">{t("web.curve.computing")}</p> : null;
  if (!c.points.length) return null;
  const W = 320;
  const H = 80;
  // The plot is inset by a point's radius and more, so a point at 0% or
  // 100% (or at the first or last choice) is whole and can be clicked.
  const R = 4;
  const PAD = R + 2;
  const x = (choice: number) => PAD + (c.total > 0 ? (choice / c.total) * (W - 2 * PAD) : 0);
  const y = (p: number) => PAD + (1 - p) * (H - 2 * PAD);
  const pts = c.points;
  const line = pts.map((q) => `L${x(q.choice).toFixed(1)} ${y(q.win.p).toFixed(1)}`).join(" ");
  const area = `M${x(pts[0].choice).toFixed(1)} ${y(0.5)} ${line} L${x(pts[pts.length - 1].choice).toFixed(1)} ${y(0.5)} Z`;
  let near = pts[0];
  for (const q of pts) if (Math.abs(q.choice - replay.v) < Math.abs(near.choice - replay.v)) near = q;
  return (
    <figure class="odds-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label={t("web.curve.title")}>
        <rect x="0" y="0" width={W} height={H} class="curve-bg" />
        <line x1="0" y1={y(0.5)} x2={W} y2={y(0.5)} class="curve-mid" />
        <path d={area} class="curve-area" />
        <line x1={x(replay.v)} y1="0" x2={x(replay.v)} y2={H} class="curve-now" />
        {pts.map((q) => (
          <circle
            class={q === near ? "curve-point near" : "curve-point"}
            data-choice={q.choice}
            cx={x(q.choice)}
            cy={y(q.win.p)}
            r={R}
            tabIndex={0}
            role="button"
            aria-label={t("web.curve.point", "v", q.choice, "p", pct(q.win.p))}
            onClick={() => go(q.choice)}
            onKeyDown={(e: KeyboardEvent) => e.key === "Enter" && go(q.choice)}
          />
        ))}
      </svg>
      <figcaption>{t("web.curve", "p", pct(near.win.p), "lo", pct(near.win.lo), "hi", pct(near.win.hi), "v", near.choice)}</figcaption>
    </figure>
  );
}

function Controls(): VNode {
  return (
    <section
      class="replay-controls"
      aria-label={t("web.replay")}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === "ArrowLeft") go(replay.v - 1);
        if (e.key === "ArrowRight") go(replay.v + 1);
      }}
    >
      <p class="step">{t("web.replay.step", "v", replay.v, "total", replay.total)}</p>
      <button id="replay-first" onClick={() => go(0)} aria-label={t("web.replay.first")}>
        ⏮
      </button>
      <button id="replay-back" onClick={() => go(replay.v - 1)} aria-label={t("web.replay.back")}>
        ◀
      </button>
      <button id="replay-forward" onClick={() => go(replay.v + 1)} aria-label={t("web.replay.forward")}>
        ▶
      </button>
      <button id="replay-last" onClick={() => go(replay.total)} aria-label={t("web.replay.last")}>
        ⏭
      </button>
      <input
        type="range"
        min="0"
        max={String(replay.total)}
        value={String(replay.v)}
        aria-label={t("web.replay.step", "v", replay.v, "total", replay.total)}
        onChange={(e: any) => go(+e.target.value)}
      />
      <OddsChart />
    </section>
  );
}

export function ReplayView(): VNode {
  return (
    <div class="replay">
      <h2>{t("web.replay")}</h2>
      {!replay.table ? (
        <label class="file">
          {t("web.replay.choose")}
          <input
            type="file"
            id="record-file"
            accept=".json,application/json"
            onChange={async (e: any) => {
              const f: File | undefined = e.target.files?.[0];
              if (!f) return;
              replay.record = await f.text();
              replay.table = new Table("file");
              await stepTo(-1);
            }}
          />
        </label>
      ) : null}
      {replay.error ? (
        <p class="problem" role="alert">
          {msg(replay.error)}
        </p>
      ) : null}
      {replay.table ? <TableView table={replay.table} replay={<Controls />} /> : null}
    </div>
  );
}
