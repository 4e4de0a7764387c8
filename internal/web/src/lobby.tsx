// The lobby: a new table (game, mission or scenario, readings, seats,
// clock), its links, the open and running tables, and "my tables".
import { h, VNode } from "./preact";
import { msg, t, Msg } from "./i18n";
import { api, ApiError, Summary } from "./api";
import { myTables, rememberTable, forgetTable, redraw } from "./store";

type Value = { json: any; label: Msg };
type Setting = { name: string; label: Msg; help?: Msg; values: Value[]; perSeat?: boolean; flag?: boolean };
type GameForm = {
  name: string;
  title: string;
  players: { players: number; options: any; seats?: Msg[] }[];
  settings: Setting[];
};
type Setup = { games: GameForm[]; bots: { name: string; label: string }[] };

const lobby = {
  setup: null as Setup | null,
  game: 0,
  players: 0,
  // settings are the game's settings for the options chosen so far;
  // chosen the index of each setting's value (-1: the game's default),
  // perSeat the index chosen for each seat of a per-seat setting.
  settings: [] as Setting[],
  chosen: {} as Record<string, number>,
  seats: [] as { who: string; picks: Record<string, number> }[],
  clock: { mode: "none", per: 60, bank: 600 },
  hints: true,
  created: null as null | { id: string; links: { seat: number; link: string }[]; watch: string; mine: string },
  error: null as Msg | null,
  lists: {} as Record<string, Summary[]>,
  mine: {} as Record<string, Summary | null>,
  busy: false,
};

export async function loadLobby(): Promise<void> {
  if (!lobby.setup) {
    lobby.setup = await api<Setup>("GET", "/api/setup");
    pickGame(0);
  }
  refreshLists();
}

function refreshLists(): void {
  for (const st of ["open", "running"]) {
    api<{ games: Summary[] }>("GET", "/api/games?status=" + st)
      .then((r) => ((lobby.lists[st] = r.games), redraw()))
      .catch(() => {});
  }
  for (const m of myTables()) {
    api<Summary>("GET", "/api/games/" + m.id)
      .then((s) => ((lobby.mine[m.id] = s), redraw()))
      .catch((e) => {
        if (e instanceof ApiError && e.status === 404) forgetTable(m.id);
      });
  }
}

function pickGame(i: number): void {
  const g = lobby.setup!.games[i];
  lobby.game = i;
  lobby.settings = g.settings;
  lobby.chosen = {};
  setPlayers(g.players[0].players);
}

function setPlayers(n: number): void {
  lobby.players = n;
  while (lobby.seats.length < n) lobby.seats.push({ who: lobby.seats.length === 0 ? "me" : "bot:" + lobby.setup!.bots[0].name, picks: {} });
  lobby.seats.length = n;
}

// options are the game's defaults for the players, with every value
// chosen written over them.
function options(): any {
  const g = lobby.setup!.games[lobby.game];
  const base = g.players.find((p) => p.players === lobby.players) || g.players[0];
  const out = { ...base.options };
  for (const st of lobby.settings) {
    if (st.perSeat) {
      if (!lobby.seats.some((s) => (s.picks[st.name] ?? -1) >= 0)) continue;
      // The chosen value for each seat, the others the first ones no seat chose.
      const taken = new Set(lobby.seats.map((s) => s.picks[st.name] ?? -1).filter((i) => i >= 0));
      const free = st.values.map((_, i) => i).filter((i) => !taken.has(i));
      out[st.name] = lobby.seats.map((s) => st.values[(s.picks[st.name] ?? -1) >= 0 ? s.picks[st.name] : free.shift() ?? 0].json);
    } else if ((lobby.chosen[st.name] ?? -1) >= 0) {
      out[st.name] = st.values[lobby.chosen[st.name]].json;
    }
  }
  return out;
}

// choose sets a setting and asks the server which settings the new
// options offer (a Rescue Mission asks who is Captured).
async function choose(st: Setting, i: number): Promise<void> {
  lobby.chosen[st.name] = i;
  redraw();
  try {
    const g = lobby.setup!.games[lobby.game];
    const r = await api<{ settings: Setting[] }>("POST", "/api/setup", { game: g.name, options: options() });
    lobby.settings = r.settings;
  } catch (e) {
    lobby.error = e instanceof ApiError ? e.msg : { key: "web.error.network" };
  }
  redraw();
}

// current is the index of a setting's value in the options now.
function current(st: Setting): number {
  const o = options();
  const want = JSON.stringify(o[st.name]);
  return st.values.findIndex((v) => JSON.stringify(v.json) === want);
}

async function create(): Promise<void> {
  const g = lobby.setup!.games[lobby.game];
  const seats = lobby.seats.map((s) => (s.who.startsWith("bot:") ? { kind: "bot", bot: s.who.slice(4) } : { kind: "human" }));
  const body: any = { game: g.name, options: options(), seats, hints: lobby.hints };
  if (lobby.clock.mode !== "none") {
    body.clock = { mode: lobby.clock.mode, per: lobby.clock.per, bank: lobby.clock.mode === "realtime" ? lobby.clock.bank : 0, timeout: "bot", bot: "rules" };
  }
  lobby.busy = true;
  lobby.error = null;
  redraw();
  try {
    const r = await api<{ id: string; seats: { seat: number; link: string }[]; watch: string }>("POST", "/api/games", body);
    const meSeat = lobby.seats.findIndex((s) => s.who === "me");
    const mine = r.seats.find((s) => s.seat === meSeat);
    lobby.created = { id: r.id, links: r.seats.filter((s) => s.seat !== meSeat), watch: r.watch, mine: mine ? mine.link : "" };
    refreshLists();
  } catch (e) {
    lobby.error = e instanceof ApiError ? e.msg : { key: "web.error.network" };
  }
  lobby.busy = false;
  redraw();
}

const abs = (link: string) => location.origin + link;

function CopyLink(p: { label: string; link: string; name: string }): VNode {
  return (
    <div class="linkrow">
      <label>
        {p.label}
        <input readOnly value={abs(p.link)} data-link={p.name} onFocus={(e: any) => e.target.select()} />
      </label>
      <button onClick={() => navigator.clipboard?.writeText(abs(p.link))}>{t("web.copy")}</button>
    </div>
  );
}

function Created(): VNode {
  const c = lobby.created!;
  return (
    <section class="created" aria-live="polite">
      <h2>{t("web.created")}</h2>
      {c.links.map((l) => (
        <CopyLink label={t("web.link.seat", "seat", l.seat)} link={l.link} name={"seat" + l.seat} />
      ))}
      <CopyLink label={t("web.link.watch")} link={c.watch} name="watch" />
      {c.mine ? (
        <p>
          <a class="button primary" href={c.mine} id="open-mine">
            {t("web.open.mine")}
          </a>
        </p>
      ) : null}
      <button onClick={() => ((lobby.created = null), redraw())}>{t("web.new.another")}</button>
    </section>
  );
}

function NewTable(): VNode {
  const s = lobby.setup;
  if (!s) return <p>{t("web.loading")}</p>;
  const g = s.games[lobby.game];
  const base = g.players.find((p) => p.players === lobby.players);
  const whoChoices = [
    { id: "me", name: t("web.who.me") },
    { id: "invite", name: t("web.who.invite") },
    ...s.bots.map((b) => ({ id: "bot:" + b.name, name: t("web.who.bot", "bot", "@" + b.label) })),
  ];
  const plain = lobby.settings.filter((st) => !st.flag && !st.perSeat);
  const perSeat = lobby.settings.filter((st) => st.perSeat);
  const flags = lobby.settings.filter((st) => st.flag);
  return (
    <form
      class="new-table"
      onSubmit={(e: Event) => {
        e.preventDefault();
        create();
      }}
    >
      <h2>{t("web.new")}</h2>
      <label>
        {t("ui.setup.game")}
        <select id="game" value={g.name} onChange={(e: any) => (pickGame(s.games.findIndex((x) => x.name === e.target.value)), redraw())}>
          {s.games.map((x) => (
            <option value={x.name}>{t(x.title)}</option>
          ))}
        </select>
      </label>
      {plain.map((st, n) => (
        <label>
          {msg(st.label)}
          <select
            id={n === 0 ? "choice" : "setting-" + st.name}
            value={current(st) >= 0 ? JSON.stringify(st.values[current(st)].json) : ""}
            onChange={(e: any) => choose(st, st.values.findIndex((v) => JSON.stringify(v.json) === e.target.value))}
          >
            {st.values.map((v) => (
              <option value={JSON.stringify(v.json)}>{msg(v.label)}</option>
            ))}
          </select>
          {st.help && st.help.key ? <small>{msg(st.help)}</small> : null}
        </label>
      ))}
      <label>
        {t("ui.setup.players")}
        <select id="players" value={String(lobby.players)} onChange={(e: any) => (setPlayers(+e.target.value), redraw())}>
          {g.players.map((p) => (
            <option value={String(p.players)}>{p.players}</option>
          ))}
        </select>
      </label>
      <fieldset class="seats-form">
        <legend>{t("web.seats")}</legend>
        {lobby.seats.map((st, i) => (
          <div class="seat-row">
            <label>
              {t("ui.setup.seat", "seat", i)}
              {base?.seats?.[i] ? " (" + msg(base.seats[i]) + ")" : ""}
              <select id={"seat" + i} value={st.who} onChange={(e: any) => ((st.who = e.target.value), redraw())}>
                {whoChoices.map((c) => (
                  <option value={c.id} disabled={c.id === "me" && lobby.seats.some((o, j) => j !== i && o.who === "me")}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            {perSeat.map((ps) => (
              <label>
                {msg(ps.label)}
                <select
                  id={ps.name + i}
                  value={String(st.picks[ps.name] ?? -1)}
                  onChange={(e: any) => ((st.picks[ps.name] = +e.target.value), redraw())}
                >
                  <option value="-1">{t("web.setup.default")}</option>
                  {ps.values.map((v, j) => (
                    <option value={String(j)}>{msg(v.label)}</option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <details class="flags">
        <summary>{t("web.options")}</summary>
        {flags.map((f) => (
          <label class="flag">
            <input type="checkbox" checked={current(f) === 1} onChange={(e: any) => choose(f, e.target.checked ? 1 : 0)} />
            <span>
              <b>{msg(f.label)}</b>
              {f.help && f.help.key ? <small>{msg(f.help)}</small> : null}
            </span>
          </label>
        ))}
      </details>
      <fieldset class="clock">
        <legend>{t("web.clock")}</legend>
        <select id="clock" value={lobby.clock.mode} onChange={(e: any) => ((lobby.clock.mode = e.target.value), redraw())}>
          {["none", "realtime", "async"].map((m) => (
            <option value={m}>{t("web.clock." + m)}</option>
          ))}
        </select>
        {lobby.clock.mode !== "none" ? (
          <label>
            {t("web.clock.per")}
            <input type="number" min="10" value={lobby.clock.per} onChange={(e: any) => (lobby.clock.per = +e.target.value)} />
          </label>
        ) : null}
        {lobby.clock.mode === "realtime" ? (
          <label>
            {t("web.clock.bank")}
            <input type="number" min="0" value={lobby.clock.bank} onChange={(e: any) => (lobby.clock.bank = +e.target.value)} />
          </label>
        ) : null}
      </fieldset>
      <label class="flag hints-flag">
        <input type="checkbox" id="hints" checked={lobby.hints} onChange={(e: any) => ((lobby.hints = e.target.checked), redraw())} />
        <span>
          <b>{t("web.hints.allow")}</b>
          <small>{t("web.hints.help")}</small>
        </span>
      </label>
      {lobby.error ? (
        <p class="problem" role="alert">
          {msg(lobby.error)}
        </p>
      ) : null}
      <button type="submit" class="primary" id="create" disabled={lobby.busy}>
        {t("ui.setup.start")}
      </button>
    </form>
  );
}

// optionName is what a table plays: the value of its game's first
// setting (the mission or scenario).
function optionName(g: string, options: any): string {
  const f = lobby.setup?.games.find((x) => x.name === g);
  const st = f?.settings[0];
  if (!st) return "";
  const want = JSON.stringify(options?.[st.name]);
  const v = st.values.find((x) => JSON.stringify(x.json) === want);
  return v ? msg(v.label) : "";
}

function gameName(g: string): string {
  const f = lobby.setup?.games.find((x) => x.name === g);
  return f ? t(f.title) : t("ui.game." + g);
}

function TableRow(p: { s: Summary; mine?: number }): VNode {
  const s = p.s;
  const turn = s.turn < 0 ? t("web.status." + s.status) : p.mine === s.turn ? t("web.your-turn") : t("web.turn.seat", "seat", s.turn);
  const done = s.status === "over" || s.status === "abandoned";
  return (
    <li class={p.mine !== undefined && p.mine === s.turn ? "mine-turn" : ""}>
      <span class="what">
        {gameName(s.game)} · {optionName(s.game, s.options)}
      </span>{" "}
      <span class="turn">{turn}</span>{" "}
      <span class="who">{s.seats.map((x) => (x.kind === "bot" ? t("web.who.bot", "bot", "@ui.bot." + x.bot) : t("web.who.human"))).join(", ")}</span>{" "}
      {s.hints === false ? <span class="no-hints">{t("web.hints.off")} </span> : null}
      <a href={"/games/" + s.id}>{p.mine !== undefined ? t("web.open.table") : t("web.watch")}</a>
      {done ? (
        <a href={"/replays/" + s.id}> {t("web.replay.open")}</a>
      ) : null}
    </li>
  );
}

export function Lobby(): VNode {
  const mine = myTables();
  return (
    <div class="lobby">
      {lobby.created ? <Created /> : <NewTable />}
      <section class="mine">
        <h2>{t("web.tables.mine")}</h2>
        {mine.length ? (
          <ul class="tables">
            {mine.map((m) => (lobby.mine[m.id] ? <TableRow s={lobby.mine[m.id]!} mine={m.seat} /> : null))}
          </ul>
        ) : (
          <p>{t("web.tables.none")}</p>
        )}
      </section>
      {["open", "running"].map((st) => (
        <section class={"list-" + st}>
          <h2>{t("web.tables." + st)}</h2>
          {lobby.lists[st]?.length ? (
            <ul class="tables">
              {lobby.lists[st].map((s) => (
                <TableRow s={s} />
              ))}
            </ul>
          ) : (
            <p>{t("web.tables.none")}</p>
          )}
        </section>
      ))}
      <p>
        <a href="/replay">{t("web.replay.file")}</a> · <a href="/rules">{t("web.rules.all")}</a>
      </p>
    </div>
  );
}

export { rememberTable };
