// The web client of `sulaco serve` (docs/web.md): one page, four routes
// (the lobby, a table, a replay, the rules), every word from the server's
// catalogs.
import { h, render, VNode } from "./preact";
import { languages, loadLang, pickLang, currentLang, t, msg } from "./i18n";
import { api } from "./api";
import { onRedraw, redraw, rememberTable } from "./store";
import { Lobby, loadLobby } from "./lobby";
import { Table } from "./table";
import { TableView, ui } from "./tableview";
import { ReplayView, loadRecordOf, replay } from "./replay";
import { RulesView } from "./rules";

const app = {
  route: "lobby",
  table: null as Table | null,
  ready: false,
  failed: false,
};

function Header(): VNode {
  return (
    <header class="top">
      <a href="/" class="brand">
        {t("web.brand")}
      </a>
      <nav>
        <a href="/">{t("web.lobby")}</a>
        <a href="/rules">{t("web.rules")}</a>
      </nav>
      <label class="lang">
        <span class="sr">{t("web.language")}</span>
        <select
          id="lang"
          value={currentLang()}
          onChange={async (e: any) => {
            await loadLang(e.target.value);
            redraw();
          }}
        >
          {languages.map((l) => (
            <option value={l}>{t("web.lang." + l)}</option>
          ))}
        </select>
      </label>
      {app.route === "table" && "Notification" in window && Notification.permission === "default" ? (
        <button class="notify" onClick={() => Notification.requestPermission().then(() => redraw())}>
          {t("web.notify")}
        </button>
      ) : null}
    </header>
  );
}

function Page(): VNode {
  if (!app.ready) return <p>…</p>;
  let body: VNode;
  switch (app.route) {
    case "table":
      body = <TableView table={app.table!} />;
      break;
    case "replay":
      body = <ReplayView />;
      break;
    case "rules":
      body = <RulesView />;
      break;
    default:
      body = <Lobby />;
  }
  return (
    <div class={"page route-" + app.route}>
      <Header />
      <main>{body}</main>
    </div>
  );
}

// title says whose turn it is in the tab (and notifies, if allowed, when
// the turn becomes the player's while the tab is hidden).
let wasMine = false;
function title(): void {
  const tb = app.table;
  const mine = app.route === "table" && !!tb && tb.myTurn();
  document.title = (mine ? "▶ " + t("web.your-turn") + " · " : "") + t("web.brand");
  if (mine && !wasMine && document.hidden && "Notification" in window && Notification.permission === "granted") {
    new Notification(t("web.brand"), { body: msg(tb!.pending!.prompt) });
  }
  wasMine = mine;
}

function draw(): void {
  render(<Page />, document.getElementById("app")!);
  title();
}

async function openTable(id: string): Promise<void> {
  const token = location.hash.slice(1);
  if (token) {
    // A seat's link: trade its token for the seat's cookie, and forget
    // it from the address bar.
    history.replaceState(null, "", location.pathname);
    try {
      const r = await api<{ seat: number }>("POST", `/api/games/${id}/claim`, { token });
      const s = await api<any>("GET", `/api/games/${id}`);
      rememberTable({ id, seat: r.seat, game: s.game, created: s.created });
    } catch (e) {
      app.table = new Table(id);
      app.table.problem = (e as any).msg || { key: "web.error.network" };
    }
  }
  if (!app.table) app.table = new Table(id);
  (window as any).sulacoTable = app.table;
  app.table.open();
}

// keys: 1-9 choose the options in order; Escape clears a selection.
document.addEventListener("keydown", (e) => {
  const tag = (e.target as HTMLElement)?.tagName;
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === "Escape" && (ui.selected || ui.rule)) {
    ui.selected = "";
    ui.rule = "";
    redraw();
  }
  const tb = app.table;
  if (app.route !== "table" || !tb || !tb.myTurn() || !/^[1-9]$/.test(e.key)) return;
  const btns = document.querySelectorAll<HTMLButtonElement>("button.option");
  btns[+e.key - 1]?.click();
});

async function start(): Promise<void> {
  onRedraw(draw);
  try {
    await loadLang(pickLang());
  } catch {
    app.failed = true;
  }
  app.ready = true;
  const path = location.pathname;
  let m: RegExpMatchArray | null;
  if ((m = path.match(/^\/games\/([A-Za-z0-9]+)$/))) {
    app.route = "table";
    await openTable(m[1]);
  } else if ((m = path.match(/^\/replays\/([A-Za-z0-9]+)$/))) {
    app.route = "replay";
    await loadRecordOf(m[1]);
  } else if (path === "/replay") {
    app.route = "replay";
  } else if (path === "/rules") {
    app.route = "rules";
  } else {
    app.route = "lobby";
    loadLobby().then(redraw, () => redraw());
  }
  draw();
  if (app.route === "rules" && location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}

(window as any).sulacoReplay = replay;
// A running clock is redrawn each second.
setInterval(() => app.table && app.table.secondsLeft() >= 0 && redraw(), 1000);
start();
