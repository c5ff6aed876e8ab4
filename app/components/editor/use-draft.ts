import { useCallback, useEffect, useRef, useState } from "react";
import type { LandingContent } from "../../../core/landing/schema";
import { SESSION_ENDED_EVENT } from "../fetch-guards";
import {
  dropStash,
  postState,
  readStash,
  stashKey,
  type PublishState,
  type SaveAnswer,
  type SaveOutcome,
  type Stash,
} from "./draft-api";

export type { PublishState, SaveAnswer, SaveOutcome };

export type SaveStatus = "idle" | "saving" | "saved" | "failed" | "conflict";

/** What the editor loaded: the draft, its page language and version. */
export interface DraftSource {
  content: LandingContent;
  lang: string;
  updatedAt: string;
  publishState: PublishState;
}

/** Retry delays after a failed save (ms); the last one repeats. */
const BACKOFF = [1000, 2000, 4000, 8000, 15000, 30000];
/** Errors a retry cannot fix: the user must act (or cannot edit at all). */
const PERMANENT = new Set([400, 401, 403, 404]);
/** Publish refusals that still saved the draft (SPEC §4: the draft is kept). */
const SAVED_REFUSALS = new Set(["nameAlreadyTaken", "emailNotConfirmed"]);

const snapshotOf = (content: LandingContent, lang: string) => JSON.stringify({ content, lang });

/**
 * The editor's draft: local state, saves through setState (one request at a
 * time; a save asked for meanwhile runs right after), retries with backoff on
 * failure, and a copy in localStorage until the server has it, so nothing
 * typed is lost to a crash, a closed tab or an expired session. A copy left
 * behind is offered back (`restorable`), never applied silently.
 *
 * Every save names the version it was based on (`baseUpdatedAt`); when someone
 * else saved meanwhile the server answers 409 staleDraft and the draft waits
 * in `conflict` until the owner reloads or overwrites.
 */
export function useDraft(
  uuid: string,
  initial: DraftSource,
  onSaved: (answer: SaveAnswer) => void,
) {
  const [content, setContent] = useState(initial.content);
  const [lang, setLangState] = useState(initial.lang);
  const [saved, setSaved] = useState(() => snapshotOf(initial.content, initial.lang));
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [failure, setFailure] = useState<{ error: string; retryInMs: number | null } | null>(null);
  const [conflict, setConflict] = useState<{ updatedAt: string | null } | null>(null);
  const [publishState, setPublishState] = useState<PublishState>(initial.publishState);
  const [restorable, setRestorable] = useState<Stash | null>(null);
  const current = useRef(initial.content);
  const langRef = useRef(initial.lang);
  const savedRef = useRef(saved);
  const base = useRef<string | null>(initial.updatedAt || null);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const queued = useRef(false);
  const waiters = useRef<((o: SaveOutcome) => void)[]>([]);
  const attempt = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onSavedRef = useRef(onSaved);
  const saveRef = useRef<() => Promise<SaveOutcome>>(async () => ({ ok: true, changed: false }));
  /** Set when the page is about to be left on purpose (reload, lost session). */
  const leaving = useRef(false);

  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  const writeStash = useCallback(() => {
    try {
      const stash: Stash = {
        base: savedRef.current,
        content: current.current,
        lang: langRef.current,
      };
      window.localStorage.setItem(stashKey(uuid), JSON.stringify(stash));
    } catch {
      /* storage unavailable */
    }
  }, [uuid]);

  const markSaved = useCallback(
    (snapshot: string) => {
      savedRef.current = snapshot;
      setSaved(snapshot);
      if (snapshotOf(current.current, langRef.current) === snapshot) dropStash(uuid);
    },
    [uuid],
  );

  /** Runs `work` with no save in flight; saves asked for meanwhile run after it. */
  const exclusive = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const task = (async () => {
      while (inFlight.current) await inFlight.current.catch(() => undefined);
      const p = work();
      inFlight.current = p;
      try {
        return await p;
      } finally {
        inFlight.current = null;
        if (queued.current) {
          queued.current = false;
          const ready = waiters.current.splice(0);
          void saveRef.current().then((o) => ready.forEach((w) => w(o)));
        }
      }
    })();
    return task;
  }, []);

  const run = useCallback(
    (force: boolean): Promise<SaveOutcome> => {
      const snapshot = snapshotOf(current.current, langRef.current);
      const { content: body, lang: bodyLang } = JSON.parse(snapshot) as {
        content: LandingContent;
        lang: string;
      };
      clearTimeout(retryTimer.current);
      setStatus("saving");
      return exclusive(async (): Promise<SaveOutcome> => {
        const outcome = await postState(uuid, body, bodyLang, force, base.current);
        if (outcome.ok) {
          attempt.current = 0;
          if (outcome.updatedAt) base.current = outcome.updatedAt;
          if (outcome.publishState) setPublishState(outcome.publishState);
          setFailure(null);
          setConflict(null);
          markSaved(snapshot);
          setStatus("saved");
          onSavedRef.current(outcome);
          return outcome;
        }
        if (outcome.status === 409 && outcome.error === "staleDraft") {
          setConflict({ updatedAt: outcome.updatedAt ?? null });
          setFailure(null);
          setStatus("conflict");
          return outcome;
        }
        // A publish refusal (validation, taken name, unconfirmed address) still saved the draft.
        if (
          force &&
          outcome.status !== 0 &&
          outcome.status < 500 &&
          outcome.error !== "invalidState" &&
          (outcome.status === 400 || SAVED_REFUSALS.has(outcome.error))
        ) {
          if (outcome.updatedAt) base.current = outcome.updatedAt;
          markSaved(snapshot);
          setStatus("saved");
          return outcome;
        }
        setStatus("failed");
        if (PERMANENT.has(outcome.status)) {
          setFailure({ error: outcome.error, retryInMs: null });
        } else {
          const delay = BACKOFF[Math.min(attempt.current, BACKOFF.length - 1)];
          attempt.current += 1;
          setFailure({
            error: outcome.error === "networkError" ? "networkError" : "saveFailed",
            retryInMs: delay,
          });
          retryTimer.current = setTimeout(() => void saveRef.current(), delay);
        }
        return outcome;
      });
    },
    [uuid, markSaved, exclusive],
  );

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (inFlight.current) {
      queued.current = true;
      return new Promise<SaveOutcome>((resolve) => waiters.current.push(resolve));
    }
    if (snapshotOf(current.current, langRef.current) === savedRef.current)
      return { ok: true, changed: false };
    // A conflict waits for the owner's choice; saving again would only repeat it.
    if (conflict) return { ok: false, status: 409, error: "staleDraft" };
    return run(false);
  }, [run, conflict]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  // A copy left by a session that never reached the server is offered back.
  useEffect(() => {
    const stash = readStash(uuid);
    if (!stash) return;
    const stashed = snapshotOf(stash.content, stash.lang ?? langRef.current);
    if (stashed !== savedRef.current) setRestorable(stash);
    else dropStash(uuid);
  }, [uuid]);

  // The session ended: the guard is taking the browser to Login; keep the copy, don't ask.
  useEffect(() => {
    const onEnded = () => {
      leaving.current = true;
      clearTimeout(retryTimer.current);
      if (snapshotOf(current.current, langRef.current) !== savedRef.current) writeStash();
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [writeStash]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  /** Changes the draft (kept only locally until the next save). */
  const update = useCallback(
    (fn: (c: LandingContent) => LandingContent) => {
      const next = fn(current.current);
      current.current = next;
      setContent(next);
      writeStash();
    },
    [writeStash],
  );

  /** Changes the page language and saves at once (the preview follows). */
  const setLang = useCallback(
    (next: string) => {
      langRef.current = next;
      setLangState(next);
      writeStash();
      void saveRef.current();
    },
    [writeStash],
  );

  /** Puts the offered copy back into the form and saves it over the server's draft. */
  const restore = useCallback(() => {
    const stash = restorable;
    if (!stash) return;
    setRestorable(null);
    current.current = stash.content;
    setContent(stash.content);
    if (stash.lang) {
      langRef.current = stash.lang;
      setLangState(stash.lang);
    }
    writeStash();
    void saveRef.current();
  }, [restorable, writeStash]);

  const discardRestore = useCallback(() => {
    setRestorable(null);
    if (snapshotOf(current.current, langRef.current) === savedRef.current) dropStash(uuid);
    else writeStash();
  }, [uuid, writeStash]);

  /** The answer to a conflict: take the other version (reload) or save ours over it. */
  const resolveConflict = useCallback(
    (choice: "reload" | "overwrite") => {
      if (choice === "reload") {
        leaving.current = true;
        dropStash(uuid);
        window.location.reload();
        return;
      }
      base.current = conflict?.updatedAt ?? null;
      setConflict(null);
      // `save` still sees the conflict in this render; run directly.
      void run(false);
    },
    [conflict, uuid, run],
  );

  /** After an upload: adopt the server's new version only if it was based on ours. */
  const adoptVersion = useCallback((previous?: string, next?: string) => {
    if (previous && next && previous === base.current) base.current = next;
  }, []);

  /**
   * The server replaced the draft (a version restored from History, ADR 016):
   * the form takes it as saved. Called inside `exclusive`, so no save races it.
   */
  const replace = useCallback(
    (next: LandingContent, updatedAt: string, state?: PublishState) => {
      current.current = next;
      setContent(next);
      base.current = updatedAt;
      markSaved(snapshotOf(next, langRef.current));
      if (state) setPublishState(state);
      setConflict(null);
      setFailure(null);
      setStatus("saved");
    },
    [markSaved],
  );

  /** Saves everything typed so far, then publishes (setState with force). */
  const publish = useCallback(async (): Promise<SaveOutcome> => {
    if (conflict) return { ok: false, status: 409, error: "staleDraft" };
    return run(true);
  }, [run, conflict]);

  const dirty = snapshotOf(content, lang) !== saved;
  return {
    content,
    lang,
    update,
    setLang,
    save,
    publish,
    status,
    failure,
    dirty,
    conflict,
    resolveConflict,
    publishState,
    restorable,
    restore,
    discardRestore,
    exclusive,
    adoptVersion,
    replace,
    leaving,
    retryNow: save,
  };
}
