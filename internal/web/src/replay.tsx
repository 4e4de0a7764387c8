// Replays: a finished table's record (or a record file opened from disk)
// stepped forward and back; the server replays it to the step asked
// (POST /api/replay?v=N) and answers what a spectator saw then.
import { h, VNode } from "./preact";
import { t, msg, addNames, Msg } from "./i18n";
import { api, ApiError } from "./api";
import { Table } from "./table";
import { TableView } from "./tableview";
import { redraw } from "./store";

export const replay = {
  record: "",
  table: null as Table | null,
  v: 0,
  total: 0,
  error: null as Msg | null,
  busy: false,
};

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

function Controls(): VNode {
  const go = (v: number) => !replay.busy && stepTo(Math.max(0, Math.min(replay.total, v)));
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
