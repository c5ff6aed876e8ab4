import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * Progress of a `npm run rebuild -- --force` run, kept so that the same command
 * continues where an interrupted run stopped (issue 12). A plain rebuild needs
 * none: it compares hashes and skips what is already written. A forced one
 * rewrites everything, so without this an interruption at 9,000 of 10,000
 * would cost the 9,000 again.
 *
 * One file per selection under `DATA_DIR/rebuild/`: a header line naming the
 * selection, then one landing uuid per line, appended (synchronously) only
 * after that landing's objects were written. Landings finish out of order
 * under `--concurrency`, so the done set is kept, not a last id. A torn last
 * line (the process killed mid-write) is ignored. The file is removed when a
 * run finishes with no failure; after failures it stays, so re-running retries
 * only the failed and the remaining landings.
 */
export interface RebuildSelection {
  all?: boolean;
  userId?: number;
  uuid?: string;
}

const UUID_LINE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function selectionLabel(s: RebuildSelection): string {
  if (s.uuid) return `--landing ${s.uuid}`;
  if (s.userId !== undefined) return `--user ${s.userId}`;
  return "--all";
}

export function checkpointPath(dataDir: string, s: RebuildSelection): string {
  const name = s.uuid ? `landing-${s.uuid}` : s.userId !== undefined ? `user-${s.userId}` : "all";
  return path.join(dataDir, "rebuild", `force-${name}.progress`);
}

export interface RebuildCheckpoint {
  readonly file: string;
  /** Landings a previous forced run of this selection already rewrote. */
  readonly done: ReadonlySet<string>;
  /** When the run being resumed started (ISO), or null for a fresh start. */
  readonly resumedFrom: string | null;
  record(uuid: string): void;
  /** The run finished without failures: nothing left to resume. */
  finish(): void;
  close(): void;
}

/**
 * Opens the checkpoint of this selection: resumes it if one is there (unless
 * `restart`), else starts a new one.
 */
export function openCheckpoint(
  dataDir: string,
  selection: RebuildSelection,
  opts: { restart?: boolean; now?: Date } = {},
): RebuildCheckpoint {
  const file = checkpointPath(dataDir, selection);
  mkdirSync(path.dirname(file), { recursive: true });
  const label = selectionLabel(selection);
  let done = new Set<string>();
  let resumedFrom: string | null = null;
  let text = "";
  if (!opts.restart) {
    try {
      text = readFileSync(file, "utf8");
    } catch {
      // No checkpoint: a fresh start.
    }
    const [header, ...lines] = text.split("\n");
    const parsed = parseHeader(header);
    if (parsed && parsed.selection === label) {
      resumedFrom = parsed.startedAt;
      done = new Set(lines.filter((l) => UUID_LINE.test(l)));
    }
  }
  if (resumedFrom === null) rmSync(file, { force: true });
  const fd = openSync(file, "a");
  if (resumedFrom !== null && !text.endsWith("\n")) writeSync(fd, "\n"); // a torn last line
  if (resumedFrom === null) {
    const header = { selection: label, startedAt: (opts.now ?? new Date()).toISOString() };
    writeSync(fd, `${JSON.stringify(header)}\n`);
  }
  let open = true;
  return {
    file,
    done,
    resumedFrom,
    record(uuid) {
      if (open) writeSync(fd, `${uuid}\n`);
    },
    finish() {
      this.close();
      rmSync(file, { force: true });
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

function parseHeader(line: string | undefined): { selection: string; startedAt: string } | null {
  try {
    const v = JSON.parse(line ?? "") as { selection?: unknown; startedAt?: unknown };
    return typeof v.selection === "string" && typeof v.startedAt === "string"
      ? { selection: v.selection, startedAt: v.startedAt }
      : null;
  } catch {
    return null;
  }
}
