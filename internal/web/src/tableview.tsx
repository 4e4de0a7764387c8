// The table page: board, side panels, the question and its options, the
// log with rule ids, seats and the connection's state.
import { h, Fragment, VNode } from "./preact";
import { msg, t, ruleKey, Msg, currentLang } from "./i18n";
import { Board, Panels, targetsOf } from "./board";
import { Table, LogLine, Option } from "./table";
import { redraw } from "./store";

// ui is what the player set on the page (not the game's state).
export const ui = { selected: "", zoom: 1, rule: "", notify: false };

export function TableView(p: { table: Table; replay?: VNode }): VNode {
  const tb = p.table;
  const mine = tb.myTurn();
  const options: Option[] = mine ? tb.pending?.options || [] : [];
  const targets = targetsOf(tb.scene, options);
  const atSquare = ui.selected ? targets.get(ui.selected) || [] : [];
  const onSquare = (sq: string) => {
    const keys = targets.get(sq) || [];
    if (keys.length === 1 && mine) {
      ui.selected = "";
      tb.choose(keys[0]);
      return;
    }
    ui.selected = ui.selected === sq ? "" : sq;
    redraw();
  };
  return (
    <div class="table">
      <div class="status" role="status">
        <Connection table={tb} />
      </div>
      {tb.scene?.header ? <h2 class="scene-header">{tb.scene.header.map((m: Msg) => msg(m)).join(" · ")}</h2> : null}
      <div class="play">
        <div class="board-area">
          {tb.layout ? (
            <Fragment>
              <div class="zoom">
                <button onClick={() => ((ui.zoom = Math.max(0.5, ui.zoom / 1.25)), redraw())} aria-label={t("web.zoom.out")}>
                  −
                </button>
                <button onClick={() => ((ui.zoom = 1), redraw())}>{t("web.zoom.fit")}</button>
                <button onClick={() => ((ui.zoom = Math.min(4, ui.zoom * 1.25)), redraw())} aria-label={t("web.zoom.in")}>
                  +
                </button>
              </div>
              <div class="board-scroll">
                <Board scene={tb.scene} layout={tb.layout} targets={targets} selected={ui.selected} zoom={ui.zoom} onSquare={onSquare} />
              </div>
            </Fragment>
          ) : null}
        </div>
        <div class="side">
          {p.replay || null}
          <Question table={tb} options={options} atSquare={atSquare} />
          {p.replay ? null : <OddsPanel table={tb} />}
          <Panels scene={tb.scene} selected={ui.selected} />
          <Seats table={tb} />
          <Log lines={tb.log} />
        </div>
      </div>
    </div>
  );
}

function Connection(p: { table: Table }): VNode {
  const tb = p.table;
  const parts: string[] = [t("web.conn." + tb.conn)];
  if (tb.seat >= 0) parts.push(t("web.you.seat", "seat", tb.seat));
  else if (tb.conn === "open") parts.push(t("web.you.spectator"));
  if (tb.waiting) parts.push(t("web.waiting"));
  const left = tb.secondsLeft();
  if (left >= 0 && tb.clocks) parts.push(t("web.clock.left", "seat", tb.clocks.seat, "n", left));
  return (
    <Fragment>
      <span class={"conn conn-" + tb.conn}>{parts.join(" · ")}</span>
      {tb.problem ? (
        <span class="problem" role="alert">
          {msg(tb.problem)}
        </span>
      ) : null}
    </Fragment>
  );
}

function Question(p: { table: Table; options: Option[]; atSquare: string[] }): VNode {
  const tb = p.table;
  if (tb.outcome) {
    return (
      <section class="question outcome" aria-label={t("web.outcome")}>
        <h3>{t("web.outcome.winner", "winner", "@ui.winner." + tb.outcome.winner)}</h3>
        <p>
          {msg(tb.outcome.reason)} {tb.outcome.rule ? <RuleLink rule={tb.outcome.rule} /> : null}
        </p>
        {location.pathname.startsWith("/games/") ? (
          <p>
            <a href={"/replays/" + tb.id}>{t("web.replay.open")}</a>
          </p>
        ) : null}
      </section>
    );
  }
  if (!tb.pending) return null;
  if (!tb.myTurn()) {
    const who = tb.seats.find((s) => s.seat === tb.pending!.seat);
    const key = who?.kind === "bot" || who?.bot ? "web.turn.bot" : "web.turn.other";
    return (
      <section class="question">
        <p class="turn">{t(key, "seat", tb.pending.seat)}</p>
        {tb.seat >= 0 ? <UndoButton table={tb} /> : null}
      </section>
    );
  }
  const shown = p.atSquare.length ? p.options.filter((o) => p.atSquare.includes(o.key)) : p.options;
  // The hint shown is the one for this position only.
  const hint = tb.hints && tb.hint && tb.hint.at === tb.v ? tb.hint : null;
  return (
    <section class="question mine" aria-label={t("web.your-turn")}>
      <h3 class="prompt">{msg(tb.pending.prompt)}</h3>
      {p.atSquare.length ? (
        <p class="hint">
          {t("web.at-square", "square", ui.selected)}{" "}
          <button class="link" onClick={() => ((ui.selected = ""), redraw())}>
            {t("web.all-options")}
          </button>
        </p>
      ) : null}
      {tb.hints ? (
        <p class="hint-ask">
          <button id="hint-ask" disabled={!!tb.asking.hint} onClick={() => tb.ask("hint")}>
            {tb.asking.hint ? t("web.hint.computing") : t("web.hint.ask")}
          </button>
        </p>
      ) : null}
      <ol class="options">
        {shown.map((o, i) => {
          const odds = tb.odds[o.key];
          const hinted = hint && hint.key === o.key;
          return (
            <li key={o.key}>
              <button class={hinted ? "option suggested" : "option"} data-key={o.key} data-at={o.at || undefined} disabled={!!tb.waiting} onClick={() => tb.choose(o.key)}>
                <span class="num" aria-hidden="true">
                  {i < 9 ? i + 1 : ""}
                </span>
                {msg(o.msg)}
                {o.at ? <span class="at">{o.at}</span> : null}
                {odds ? <span class="odds">{t("web.odds", "hit", Math.round(odds.hit * 100), "kill", Math.round(odds.kill * 100))}</span> : null}
                {hinted ? <span class="suggestion">{t("web.hint.says", "p", pct(hint!.win.p), "lo", pct(hint!.win.lo), "hi", pct(hint!.win.hi))}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
      <UndoButton table={tb} />
    </section>
  );
}

// pct writes a share as a whole percentage.
export const pct = (x: number) => Math.round(x * 100);

// OddsPanel answers "How are we doing?": the chance of the seat's side
// (Aliens: the team's; a spectator: seat 0's as the public sees it) from
// the seat's view, with its interval and sample count, marked stale once
// the game has moved on from the position it was computed for.
function OddsPanel(p: { table: Table }): VNode {
  const tb = p.table;
  if (tb.outcome || !tb.pending) return null;
  const o = tb.liveOdds;
  return (
    <section class="live-odds" aria-label={t("web.odds.title")} aria-live="polite">
      <button id="odds-ask" disabled={!!tb.asking.odds} onClick={() => tb.ask("odds")}>
        {tb.asking.odds ? t("web.odds.computing") : t("web.odds.ask")}
      </button>
      {o ? (
        <p class={o.at === tb.v ? "odds-now" : "odds-now stale"} data-at={o.at}>
          {t(o.seat < 0 ? "web.odds.live.spectator" : "web.odds.live", "p", pct(o.win.p), "lo", pct(o.win.lo), "hi", pct(o.win.hi), "n", o.games)}
          {o.at !== tb.v ? " " + t("web.odds.stale") : ""}
        </p>
      ) : null}
    </section>
  );
}

function UndoButton(p: { table: Table }): VNode {
  return (
    <button class="undo" disabled={!!p.table.waiting} onClick={() => p.table.undo()}>
      {t("web.undo")}
    </button>
  );
}

function Seats(p: { table: Table }): VNode {
  const tb = p.table;
  if (!tb.seats.length) return null;
  return (
    <section class="seats" aria-label={t("web.seats")}>
      <ul>
        {tb.seats.map((s) => {
          const state = s.kind === "bot" || s.bot ? t("web.seat.bot", "bot", "@ui.bot." + (s.bot || "")) : t(s.connected ? "web.seat.online" : "web.seat.offline");
          return (
            <li class={s.connected || s.kind === "bot" ? "on" : "off"}>
              <span class="dot" aria-hidden="true">
                {s.connected || s.kind === "bot" ? "●" : "○"}
              </span>
              {t("web.seat", "seat", s.seat)}
              {s.seat === tb.seat ? " " + t("web.seat.you") : ""}: {state}
              {tb.pending && tb.pending.seat === s.seat ? " " + t("web.seat.choosing") : ""}
            </li>
          );
        })}
      </ul>
      {tb.spectators ? <p>{t("web.spectators", "n", tb.spectators)}</p> : null}
    </section>
  );
}

// logNode keeps the log drawn until a line comes or the reader opens a
// rule (or changes the language).
let logNode: { sig: string; node: VNode } = { sig: "", node: null };

export function Log(p: { lines: LogLine[] }): VNode {
  const last = p.lines[p.lines.length - 1];
  const sig = [p.lines.length, last ? last.n : -1, ui.rule, currentLang(), p.lines[0]?.n].join("|");
  if (logNode.sig !== sig) logNode = { sig, node: <LogBody lines={p.lines} /> };
  return logNode.node;
}

function LogBody(p: { lines: LogLine[] }): VNode {
  return (
    <section class="log" aria-label={t("web.log")}>
      <h3>{t("web.log")}</h3>
      <ol aria-live="polite" aria-relevant="additions">
        {p.lines.slice(-80).map((l) => (
          <li key={l.n} class={l.by !== undefined ? "chose" : undefined}>
            {l.by !== undefined ? t("web.chose", "seat", l.by) + " " : ""}
            {msg(l.ev.msg)} <Dice ev={l.ev} /> {l.ev.rule ? <RuleLink rule={l.ev.rule} /> : null}
          </li>
        ))}
      </ol>
      {ui.rule ? <RuleBox rule={ui.rule} /> : null}
    </section>
  );
}

// Dice shows an event's dice as dice: the faces its data lists (a pool:
// {"dice": [..], "target": n}, a success at target or more marked), or
// the argument "roll" of a single die. The text says the same in words;
// the dice are for the eye (aria-hidden).
function Dice(p: { ev: any }): VNode {
  const data = p.ev.data || {};
  let faces: number[] = Array.isArray(data.dice) ? data.dice.filter((d: any) => typeof d === "number") : [];
  if (!faces.length) {
    const roll = (p.ev.msg.args || []).find((a: any) => a.name === "roll" && /^\d+$/.test(a.value));
    if (roll) faces = [+roll.value];
  }
  if (!faces.length) return null;
  const target = typeof data.target === "number" && data.target > 0 ? data.target : 0;
  return (
    <span class="dice" aria-hidden="true">
      {faces.map((d) => (
        <span class={target && d >= target ? "die hit" : "die"}>{d}</span>
      ))}
    </span>
  );
}

export function RuleLink(p: { rule: string }): VNode {
  return (
    <button class="rule" title={t("web.rule.show")} onClick={() => ((ui.rule = ui.rule === p.rule ? "" : p.rule), redraw())}>
      [{p.rule}]
    </button>
  );
}

function RuleBox(p: { rule: string }): VNode {
  const k = ruleKey(p.rule);
  return (
    <div class="rulebox" role="dialog" aria-label={p.rule}>
      <p>
        <b>{p.rule}</b> {k ? msg({ key: k }) : t("web.rule.none")}
      </p>
      <a href={"/rules#" + encodeURIComponent(p.rule)}>{t("web.rules.all")}</a>{" "}
      <button onClick={() => ((ui.rule = ""), redraw())}>{t("web.close")}</button>
    </div>
  );
}
