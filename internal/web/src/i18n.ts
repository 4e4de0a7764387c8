// Text: every word the page shows comes from the catalog the server
// exports (/i18n/{lang}.json: internal/i18n's Export), rendered here from
// message keys and arguments exactly as internal/i18n renders them:
// {{.name}} arguments, {{plural "count.x" .n}}, "@key" arguments that
// name another message, CLDR plural forms picked by the argument "n",
// and the names a game gives its ids (the frames' "names").

export type Arg = { name: string; value: string };
export type Msg = { key: string; args?: Arg[] | null };
export type Names = Record<string, Msg[]>;
type Forms = Record<string, string>;

export const languages = ["en", "de", "fr", "pl"];

let lang = "en";
let catalog: Record<string, Forms> = {};
let plurals = new Intl.PluralRules("en");
// names gathers the names the server sent with its frames; they depend
// only on the message, so they are kept for the page's life.
const names: Names = {};

export function currentLang(): string {
  return lang;
}

// pickLang is the language saved by the player, else the browser's first
// one we speak, else English.
export function pickLang(): string {
  const saved = localStorage.getItem("sulaco.lang");
  if (saved && languages.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language]) {
    const base = (l || "").slice(0, 2).toLowerCase();
    if (languages.includes(base)) return base;
  }
  return "en";
}

export async function loadLang(l: string): Promise<void> {
  const r = await fetch(`/i18n/${l}.json`);
  if (!r.ok) throw new Error(`catalog ${l}: ${r.status}`);
  catalog = await r.json();
  rendered.clear();
  lang = l;
  plurals = new Intl.PluralRules(l);
  document.documentElement.lang = l;
  localStorage.setItem("sulaco.lang", l);
}

export function addNames(n: Names | null | undefined): void {
  if (!n) return;
  for (const k in n) {
    if (!(k in names)) {
      names[k] = n[k];
      // A message rendered before its names arrived renders again.
      rendered.clear();
    }
  }
}

export function has(key: string): boolean {
  return key in catalog;
}

// keys lists the catalog's keys that start with prefix.
export function keys(prefix: string): string[] {
  return Object.keys(catalog).filter((k) => k.startsWith(prefix));
}

// t renders a key with name/value pairs: t("web.seat", "seat", 2).
export function t(key: string, ...pairs: (string | number)[]): string {
  const args: Arg[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) args.push({ name: String(pairs[i]), value: String(pairs[i + 1]) });
  return msg({ key, args });
}

// msg renders a message; a key no catalog has renders as the key and its
// arguments, as internal/i18n does (a gap is visible, never fatal).
export function msg(m: Msg | null | undefined): string {
  if (!m) return "";
  // Rendered messages are kept per language: a page renders the same
  // log lines and panel rows on every step.
  const id = m.args && m.args.length ? m.key + "\u0000" + m.args.map((a) => a.name + "\u0001" + a.value).join("\u0000") : m.key;
  let s = rendered.get(id);
  if (s === undefined) {
    s = render(m);
    rendered.set(id, s);
  }
  return s;
}

const rendered = new Map<string, string>();

function render(m: Msg): string {
  const forms = catalog[m.key];
  const args = m.args || [];
  if (!forms) return [m.key, ...args.map((a) => `${a.name}=${a.value}`)].join(" ");
  const data: Record<string, string> = {};
  let count: number | null = null;
  for (const a of args) {
    data[a.name] = arg(m.key, a);
    if (a.name === "n" && /^-?\d+$/.test(a.value)) count = parseInt(a.value, 10);
  }
  const form = count === null ? "other" : plurals.select(count);
  const text = forms[form] ?? forms.other ?? Object.values(forms)[0] ?? "";
  return text.replace(/\{\{\s*(?:plural\s+"([^"]+)"\s+\.(\w+)|\.(\w+))\s*\}\}/g, (_, pkey, parg, name) => {
    if (pkey) return msg({ key: pkey, args: [{ name: "n", value: rawArg(args, parg) }] });
    return data[name] ?? "<no value>";
  });
}

function rawArg(args: Arg[], name: string): string {
  return args.find((a) => a.name === name)?.value ?? "";
}

function arg(key: string, a: Arg): string {
  if (a.value.startsWith("@") && a.value.length > 1) return msg({ key: a.value.slice(1) });
  const named = names[`${key}|${a.name}|${a.value}`];
  if (named) return named.map((n) => msg(n)).join(t("list.separator"));
  return a.value;
}

// ruleKey is the catalog key of a rule id ("aliens L.9" ->
// rule.aliens.L.9), falling back to the nearest parent that has text, as
// internal/i18n's Printer.Rule does; "" when none has.
export function ruleKey(rule: string): string {
  const [tag, ids] = rule.trim().split(/\s+(.*)/s);
  let id = (ids || "").split(",")[0].trim();
  while (id) {
    const k = `rule.${tag}.${id}`;
    if (has(k)) return k;
    const i = id.lastIndexOf(".");
    if (i < 0) break;
    id = id.slice(0, i);
  }
  return "";
}
