import { DRAFT_VERSION_HEADER } from "../../../core/landing/contract";
import { serializeForServer } from "../../../core/landing/parse";
import type { LandingContent } from "../../../core/landing/schema";
import { isNoResponse } from "../fetch-guards";

/** The draft's two stores: the server (setState) and, until it has the work, this browser. */

export type PublishState = "draft" | "live" | "changed";

export interface SaveAnswer {
  changed: boolean;
  previewUrl?: string;
  published?: boolean;
  url?: string;
  updatedAt?: string;
  publishState?: PublishState;
}

export type SaveOutcome =
  | ({ ok: true } & SaveAnswer)
  | { ok: false; status: number; error: string; fields?: string[]; updatedAt?: string };

/** A copy of unsaved work kept in local storage (crash, closed tab, lost session). */
export interface Stash {
  base: string;
  content: LandingContent;
  lang?: string;
}

export const stashKey = (uuid: string) => `vitrina:draft:${uuid}`;

export async function postState(
  uuid: string,
  content: LandingContent,
  lang: string,
  force: boolean,
  baseUpdatedAt: string | null,
): Promise<SaveOutcome> {
  let res: Response;
  try {
    res = await fetch(`/api/landings/${uuid}/setState`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        ...serializeForServer(content),
        lang,
        ...(baseUpdatedAt ? { baseUpdatedAt } : {}),
        ...(force ? { force: true } : {}),
      }),
    });
  } catch (error) {
    // No response at all (offline, refused, the 30 s limit): SPEC §8 networkError.
    return { ok: false, status: 0, error: isNoResponse(error) ? "networkError" : "saveFailed" };
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const stamp =
      typeof body.updatedAt === "string" ? body.updatedAt : res.headers.get(DRAFT_VERSION_HEADER);
    return {
      ok: false,
      status: res.status,
      // The guard is already taking the browser to Login; the copy stays in local storage.
      error:
        res.status === 401
          ? "sessionExpired"
          : typeof body.error === "string"
            ? body.error
            : "saveFailed",
      fields: Array.isArray(body.fields) ? (body.fields as string[]) : undefined,
      ...(stamp ? { updatedAt: stamp } : {}),
    };
  }
  return { ok: true, ...(body as unknown as SaveAnswer) };
}

export function readStash(uuid: string): Stash | null {
  try {
    const raw = window.localStorage.getItem(stashKey(uuid));
    return raw ? (JSON.parse(raw) as Stash) : null;
  } catch {
    // Storage may be unavailable (private mode); saving still works.
    return null;
  }
}

export function dropStash(uuid: string) {
  try {
    window.localStorage.removeItem(stashKey(uuid));
  } catch {
    /* storage unavailable */
  }
}
