import { useCallback, useEffect, useRef, useState } from "react";
import { serializeForServer } from "../../../core/landing/parse";
import type { LandingContent } from "../../../core/landing/schema";

export type SaveStatus = "idle" | "saving" | "saved" | "failed";

export interface SaveAnswer {
  changed: boolean;
  previewUrl?: string;
  published?: boolean;
  url?: string;
}

export type SaveOutcome =
  ({ ok: true } & SaveAnswer) | { ok: false; status: number; error: string; fields?: string[] };

/** Retry delays after a failed save (ms); the last one repeats. */
const BACKOFF = [1000, 2000, 4000, 8000, 15000, 30000];
/** Errors a retry cannot fix: the user must act (or cannot edit at all). */
const PERMANENT = new Set([400, 401, 403, 404]);

const stashKey = (uuid: string) => `vitrina:draft:${uuid}`;

async function postState(
  uuid: string,
  content: LandingContent,
  force: boolean,
): Promise<SaveOutcome> {
  let res: Response;
  try {
    res = await fetch(`/api/landings/${uuid}/setState`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...serializeForServer(content), ...(force ? { force: true } : {}) }),
    });
  } catch {
    return { ok: false, status: 0, error: "saveFailed" };
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    return {
      ok: false,
      status: res.status,
      error: typeof body.error === "string" ? body.error : "saveFailed",
      fields: Array.isArray(body.fields) ? (body.fields as string[]) : undefined,
    };
  }
  return { ok: true, ...(body as unknown as SaveAnswer) };
}

/**
 * The editor's draft: local state, saves through setState (one request at a
 * time; a save asked for meanwhile runs right after), retries with backoff on
 * failure, and a copy in localStorage until the server has it, so nothing
 * typed is lost to a crash, a closed tab or an expired session.
 */
export function useDraft(
  uuid: string,
  initial: LandingContent,
  onSaved: (answer: SaveAnswer) => void,
) {
  const [content, setContent] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [failure, setFailure] = useState<{ error: string; retryInMs: number | null } | null>(null);
  const current = useRef(initial);
  const savedRef = useRef(saved);
  const inFlight = useRef<Promise<SaveOutcome> | null>(null);
  const queued = useRef(false);
  const attempt = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onSavedRef = useRef(onSaved);
  const saveRef = useRef<() => Promise<SaveOutcome>>(async () => ({ ok: true, changed: false }));

  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  const markSaved = useCallback(
    (snapshot: string) => {
      savedRef.current = snapshot;
      setSaved(snapshot);
      try {
        if (JSON.stringify(current.current) === snapshot)
          window.localStorage.removeItem(stashKey(uuid));
      } catch {
        /* storage unavailable */
      }
    },
    [uuid],
  );

  const run = useCallback(
    (force: boolean): Promise<SaveOutcome> => {
      const snapshot = JSON.stringify(current.current);
      clearTimeout(retryTimer.current);
      setStatus("saving");
      const request = (async (): Promise<SaveOutcome> => {
        const outcome = await postState(uuid, JSON.parse(snapshot) as LandingContent, force);
        if (outcome.ok) {
          attempt.current = 0;
          setFailure(null);
          markSaved(snapshot);
          setStatus("saved");
          onSavedRef.current(outcome);
          return outcome;
        }
        // A publish refusal (validation, taken name) still saved the draft.
        if (
          force &&
          outcome.status !== 0 &&
          outcome.status < 500 &&
          outcome.error !== "invalidState"
        ) {
          if (outcome.status === 400 || outcome.status === 409) {
            markSaved(snapshot);
            setStatus("saved");
            return outcome;
          }
        }
        setStatus("failed");
        if (PERMANENT.has(outcome.status)) {
          setFailure({ error: outcome.error, retryInMs: null });
        } else {
          const delay = BACKOFF[Math.min(attempt.current, BACKOFF.length - 1)];
          attempt.current += 1;
          setFailure({ error: "saveFailed", retryInMs: delay });
          retryTimer.current = setTimeout(() => void saveRef.current(), delay);
        }
        return outcome;
      })();
      inFlight.current = request;
      void request.finally(() => {
        inFlight.current = null;
        if (queued.current) {
          queued.current = false;
          void saveRef.current();
        }
      });
      return request;
    },
    [uuid, markSaved],
  );

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (inFlight.current) {
      queued.current = true;
      return inFlight.current;
    }
    if (JSON.stringify(current.current) === savedRef.current) return { ok: true, changed: false };
    return run(false);
  }, [run]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  // A stash left by a session that never reached the server (and based on what
  // the server still holds) is restored, then saved.
  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(stashKey(uuid));
      if (!raw) return;
      const stash = JSON.parse(raw) as { base: string; content: LandingContent };
      if (stash.base === savedRef.current && JSON.stringify(stash.content) !== savedRef.current) {
        current.current = stash.content;
        setContent(stash.content);
        void saveRef.current();
      } else {
        window.localStorage.removeItem(stashKey(uuid));
      }
    } catch {
      // Storage may be unavailable (private mode); saving still works.
    }
  }, [uuid]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  /** Changes the draft (kept only locally until the next save). */
  const update = useCallback(
    (fn: (c: LandingContent) => LandingContent) => {
      const next = fn(current.current);
      current.current = next;
      setContent(next);
      try {
        window.localStorage.setItem(
          stashKey(uuid),
          JSON.stringify({ base: savedRef.current, content: next }),
        );
      } catch {
        /* storage unavailable */
      }
    },
    [uuid],
  );

  /** Saves everything typed so far, then publishes (setState with force). */
  const publish = useCallback(async (): Promise<SaveOutcome> => {
    while (inFlight.current) await inFlight.current;
    return run(true);
  }, [run]);

  const dirty = JSON.stringify(content) !== saved;
  return { content, update, save, publish, status, failure, dirty, retryNow: save };
}
