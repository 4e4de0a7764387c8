// The rules page: every numbered rule of both rulebooks in the reader's
// language (the catalog's rule.* keys), searchable; the log's rule ids
// link here (/rules#aliens%20K.4).
import { h, VNode } from "./preact";
import { keys, msg, t } from "./i18n";
import { redraw } from "./store";

const rules = { q: "" };

// idOf turns a key rule.aliens.K.4 into "aliens K.4".
function idOf(key: string): string {
  const rest = key.slice("rule.".length);
  const dot = rest.indexOf(".");
  return rest.slice(0, dot) + " " + rest.slice(dot + 1);
}

// natural orders ids by their numbers ("K.10" after "K.9").
function natural(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

export function RulesView(): VNode {
  const want = decodeURIComponent(location.hash.slice(1));
  const q = rules.q.trim().toLowerCase();
  const all = keys("rule.").sort(natural);
  const shown = all.filter((k) => !q || idOf(k).toLowerCase().includes(q) || msg({ key: k }).toLowerCase().includes(q));
  return (
    <div class="rules">
      <h2>{t("web.rules.all")}</h2>
      <label>
        {t("web.rules.search")}
        <input type="search" id="rule-search" value={rules.q} onInput={(e: any) => ((rules.q = e.target.value), redraw())} />
      </label>
      <p>{t("web.rules.count", "n", shown.length)}</p>
      <dl>
        {shown.slice(0, 400).map((k) => {
          const id = idOf(k);
          return (
            <div class={id === want ? "rule-item wanted" : "rule-item"} id={id} key={k}>
              <dt>{id}</dt>
              <dd>{msg({ key: k })}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
