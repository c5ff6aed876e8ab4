/**
 * A small structured logger: one JSON object per line on stdout,
 * `{t, level, msg, ...fields}`. The level comes from LOG_LEVEL (default
 * `info`; `silent` under vitest unless LOG_LEVEL is set), and `start.ts` sets
 * the validated one. State lives on globalThis, so the copy of this module
 * inside the Remix build and the one `scripts/` load share level and sink.
 */

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line (a request id, a task id). */
  child(fields: LogFields): Logger;
  enabled(level: Exclude<LogLevel, "silent">): boolean;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export const isLogLevel = (s: unknown): s is LogLevel =>
  typeof s === "string" && (LOG_LEVELS as readonly string[]).includes(s);

/** LOG_LEVEL when valid; otherwise `silent` under vitest and `info` elsewhere. */
export function defaultLogLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (isLogLevel(asked)) return asked;
  return env.VITEST ? "silent" : "info";
}

type Sink = (line: string) => void;
const KEY = Symbol.for("vitrina.log");
type State = { level: LogLevel; sink: Sink };
const stdoutSink: Sink = (line) => void process.stdout.write(`${line}\n`);

function state(): State {
  const g = globalThis as { [KEY]?: State };
  g[KEY] ??= { level: defaultLogLevel(), sink: stdoutSink };
  return g[KEY];
}

export function setLogLevel(level: LogLevel): void {
  state().level = level;
}

export function getLogLevel(): LogLevel {
  return state().level;
}

/** Where lines go (tests capture them); `undefined` restores stdout. */
export function setLogSink(sink: Sink | undefined): void {
  state().sink = sink ?? stdoutSink;
}

/** Errors become `{name, message, stack}`; everything else is kept as JSON can carry it. */
function serializable(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  if (typeof value === "bigint") return value.toString();
  return value;
}

function write(level: Exclude<LogLevel, "silent">, msg: string, fields: LogFields): void {
  const s = state();
  if (RANK[level] < RANK[s.level]) return;
  const entry: LogFields = { t: new Date().toISOString(), level, msg };
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined && !(k in entry)) entry[k] = serializable(v);
  }
  let line: string;
  try {
    line = JSON.stringify(entry);
  } catch {
    line = JSON.stringify({ t: entry.t, level, msg, note: "fields not serialisable" });
  }
  s.sink(line);
}

function make(base: LogFields): Logger {
  return {
    debug: (msg, fields) => write("debug", msg, { ...base, ...fields }),
    info: (msg, fields) => write("info", msg, { ...base, ...fields }),
    warn: (msg, fields) => write("warn", msg, { ...base, ...fields }),
    error: (msg, fields) => write("error", msg, { ...base, ...fields }),
    child: (fields) => make({ ...base, ...fields }),
    enabled: (level) => RANK[level] >= RANK[state().level],
  };
}

/** The app's logger. */
export const log: Logger = make({});
