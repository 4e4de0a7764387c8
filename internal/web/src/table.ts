// A table's socket (docs/protocol.md): frames in, choices out, and the
// honest connection state: connecting, open, reconnecting; a choice sent
// and not yet acknowledged is sent again after a reconnect with the same
// id and version, so the server stores it once.
import { Msg, Names, addNames } from "./i18n";
import { Outcome, Seat } from "./api";
import { redraw } from "./store";

export type Event = { rule?: string; msg: Msg };
export type Option = { key: string; msg: Msg; at?: string };
export type Pending = { seat: number; prompt?: Msg; options?: Option[]; kind?: string } | null;
export type Odds = Record<string, { hit: number; kill: number }>;
// Share is a chance with its 95% interval; LiveOdds the answer to an odds
// request, Hint to a hint request (docs/protocol.md).
export type Share = { p: number; lo: number; hi: number };
export type LiveOdds = { at: number; seat: number; win: Share; games: number };
export type Hint = { at: number; key: string; option: Msg; win: Share; games: number };
export type Clocks = { mode: string; per?: number; seat: number; deadline?: number; banks?: number[] } | null;

// Frame data the table renders: the socket's full frame, a step applied,
// or a replay's step.
export type Scene = any;

// LogLine is an event, or (by set) a seat's choice in words.
export type LogLine = { ev: Event; n: number; by?: number };

const keepFrames = localStorage.getItem("sulaco.frames") === "1";

export class Table {
  id: string;
  seat = -1;
  v = -1;
  view: any = null;
  scene: Scene = null;
  layout: any = null;
  pending: Pending = null;
  odds: Odds = {};
  aids: { focus?: string; hazards?: string[] } = {};
  log: LogLine[] = [];
  clocks: Clocks = null;
  status = "";
  outcome: Outcome | null = null;
  seats: Seat[] = [];
  spectators = 0;
  // conn is the socket's state: connecting, open, reconnecting, closed
  // (closed: the seat's link was revoked, or the page is leaving).
  conn = "connecting";
  // waiting is the choice sent and not yet acknowledged.
  waiting: { a: string; at: number; key: string; undo?: boolean } | null = null;
  problem: Msg | null = null;
  // hints: the table lets a seat ask for hints (hello). liveOdds and hint
  // are the last answers (each for the version in its at); asking, the
  // ids of the requests not yet answered.
  hints = true;
  liveOdds: LiveOdds | null = null;
  hint: Hint | null = null;
  asking: Record<string, string> = {};
  private ws: WebSocket | null = null;
  private retries = 0;
  private nextID = 1;
  private lines = 0;
  private closed = false;
  // onStep reports the time from a frame's arrival to its rendered DOM
  // (performance.now()), for the step-render measure.
  stepTimes: number[] = [];
  // skew is the server's clock minus ours (hello's now), for deadlines.
  skew = 0;

  // secondsLeft is the time the choosing seat has left, or -1.
  secondsLeft(): number {
    const dl = this.clocks?.deadline;
    if (!dl || this.status !== "running") return -1;
    return Math.max(0, Math.ceil((dl - (Date.now() + this.skew)) / 1000));
  }

  constructor(id: string) {
    this.id = id;
  }

  open(): void {
    if (this.closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = this.v >= 0 ? `?v=${this.v}` : "";
    const ws = new WebSocket(`${proto}//${location.host}/ws/games/${this.id}${q}`);
    this.ws = ws;
    ws.onopen = () => {
      this.retries = 0;
    };
    ws.onmessage = (e) => this.onFrame(String(e.data));
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (e.code === 4001) {
        this.conn = "revoked";
        redraw();
        return;
      }
      if (this.closed) return;
      this.conn = "reconnecting";
      redraw();
      const delay = Math.min(5000, 250 * 2 ** this.retries++);
      setTimeout(() => this.open(), delay);
    };
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }

  private send(t: string, d: unknown): void {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ t, d }));
  }

  choose(key: string): void {
    if (this.waiting || !this.myTurn()) return;
    this.waiting = { a: String(this.nextID++), at: this.v, key };
    this.problem = null;
    this.send("choose", { a: this.waiting.a, at: this.waiting.at, key });
    redraw();
  }

  undo(): void {
    if (this.waiting || this.seat < 0) return;
    this.waiting = { a: String(this.nextID++), at: this.v, key: "", undo: true };
    this.problem = null;
    this.send("undo", { a: this.waiting.a, at: this.waiting.at });
    redraw();
  }

  // ask sends an odds or hint request for the position now; the answer
  // (or the refusal) comes with the request's id.
  ask(kind: "odds" | "hint"): void {
    if (this.asking[kind]) return;
    const a = kind + this.nextID++;
    this.asking[kind] = a;
    this.problem = null;
    this.send(kind, { a });
    redraw();
  }

  myTurn(): boolean {
    return this.seat >= 0 && !!this.pending && this.pending.seat === this.seat && !!this.pending.options;
  }

  private onFrame(text: string): void {
    const t0 = performance.now();
    let f: any;
    try {
      f = JSON.parse(text);
    } catch {
      return;
    }
    // With localStorage "sulaco.frames" = "1" (the browser tests set
    // it), the page keeps every frame it received for inspection.
    if (keepFrames) ((window as any).sulacoFrames ||= []).push(text);
    const d = f.d || {};
    let step = false;
    switch (f.t) {
      case "hello":
        this.skew = (d.now || Date.now()) - Date.now();
        this.seat = d.seat;
        this.seats = d.seats || [];
        this.hints = d.hints !== false;
        this.conn = "open";
        // A request sent before a reconnect is not answered on the new
        // socket: ask again.
        this.asking = {};
        if (this.waiting) {
          // Sent again after a reconnect: the server acknowledges a
          // choice it already stored.
          const wt = this.waiting;
          if (wt.undo) this.send("undo", { a: wt.a, at: wt.at });
          else this.send("choose", { a: wt.a, at: wt.at, key: wt.key });
        }
        break;
      case "full":
        this.v = f.v;
        this.log = [];
        this.apply(d, true);
        for (const ev of d.log || []) this.addLine(ev);
        break;
      case "step":
        this.v = f.v;
        addNames(d.names as Names);
        if (d.chose) this.addLine({ msg: d.chose }, d.by);
        for (const ev of d.events || []) this.addLine(ev);
        if (d.view !== undefined || d.pending !== undefined) this.apply(d, false);
        step = true;
        break;
      case "ack":
        if (this.waiting && this.waiting.a === d.a) this.waiting = null;
        break;
      case "reject":
        if (this.waiting && this.waiting.a === d.a) {
          this.waiting = null;
          this.problem = { key: "web.reject." + d.code };
        }
        break;
      case "presence":
        this.seats = d.seats || [];
        this.spectators = d.spectators || 0;
        break;
      case "clock":
        this.clocks = d.clocks;
        if (d.status) this.status = d.status;
        break;
      case "odds":
      case "hint":
        if (this.asking[f.t] !== d.a) return;
        delete this.asking[f.t];
        if (f.t === "odds") this.liveOdds = d;
        else this.hint = d;
        break;
      case "error":
        for (const k of Object.keys(this.asking)) if (d.a && this.asking[k] === d.a) delete this.asking[k];
        this.problem = d.message;
        break;
      default:
        return;
    }
    redraw();
    if (step) this.stepTimes.push(performance.now() - t0);
  }

  // apply takes the state parts of a full or step frame.
  private apply(d: any, full: boolean): void {
    addNames(d.names as Names);
    if (full || "view" in d) this.view = d.view;
    if (d.scene !== undefined) this.scene = d.scene;
    if (this.scene?.layout) this.layout = this.scene.layout;
    this.pending = d.pending ?? null;
    this.odds = d.odds || {};
    this.aids = d.aids || {};
    if (d.clocks !== undefined) this.clocks = d.clocks;
    if (d.status) this.status = d.status;
    this.outcome = d.outcome || null;
  }

  private addLine(ev: Event, by?: number): void {
    this.log.push({ ev, n: this.lines++, by });
    if (this.log.length > 200) this.log.splice(0, this.log.length - 200);
  }
}
