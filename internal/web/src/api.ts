// The server's HTTP API (docs/protocol.md).
import { Msg } from "./i18n";

// ApiError is an error answer: its code and message (a key).
export class ApiError extends Error {
  constructor(public status: number, public code: string, public msg: Msg) {
    super(code);
  }
}

export async function api<T>(method: string, path: string, body?: unknown, raw?: string): Promise<T> {
  const init: RequestInit = { method, headers: {} };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  } else if (raw !== undefined) {
    init.body = raw;
  }
  const r = await fetch(path, init);
  const text = await r.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!r.ok) {
    const e = data?.error;
    throw new ApiError(r.status, e?.code || "http", e?.message || { key: "web.error.http", args: [{ name: "status", value: String(r.status) }] });
  }
  return data as T;
}

// Summary is a table as the lobby lists it.
export type Seat = { seat: number; kind: string; bot?: string; claimed: boolean; connected: boolean };
export type Summary = {
  id: string;
  game: string;
  options: any;
  status: string;
  v: number;
  turn: number;
  seats: Seat[];
  created: number;
  outcome?: Outcome;
  hints?: boolean; // false: the table turned hints off
};
export type Outcome = { winner: string; seats?: number[]; rule?: string; reason?: Msg };
