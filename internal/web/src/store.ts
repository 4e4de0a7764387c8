// The page's state lives in plain objects; any change calls redraw(),
// which renders the whole page again (Preact keeps the DOM and the focus
// where nothing changed).

let redrawHook: () => void = () => {};
let queued = false;

export function onRedraw(f: () => void): void {
  redrawHook = f;
}

// redraw renders the page now (a step's render is measured from the frame
// to the DOM, see table.ts).
export function redraw(): void {
  queued = false;
  redrawHook();
}

// redrawSoon batches several changes into one render.
export function redrawSoon(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(redraw);
}

// MyTable is a seat this browser holds, kept in localStorage ("my tables").
export type MyTable = { id: string; seat: number; game: string; created: number };

export function myTables(): MyTable[] {
  try {
    const v = JSON.parse(localStorage.getItem("sulaco.tables") || "[]");
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function rememberTable(m: MyTable): void {
  const all = myTables().filter((x) => x.id !== m.id);
  all.unshift(m);
  localStorage.setItem("sulaco.tables", JSON.stringify(all.slice(0, 50)));
}

export function forgetTable(id: string): void {
  localStorage.setItem("sulaco.tables", JSON.stringify(myTables().filter((x) => x.id !== id)));
}
