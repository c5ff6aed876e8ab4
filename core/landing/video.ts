import { safeUrl } from "../url";

/**
 * SPEC §5 "Video link": empty is allowed; otherwise it must start with http or
 * https and contain a dot, else 'Invalid link' (message key `invalidLink`).
 * We read "start with http or https" as the scheme ("http://"/"https://"), and
 * additionally require the URL to pass the URL gate.
 */
export const INVALID_VIDEO_LINK = "invalidLink" as const;

export function isValidVideoLink(s: unknown): boolean {
  if (s === null || s === undefined) return true;
  if (typeof s !== "string") return false;
  const v = s.trim();
  if (!v) return true;
  return /^https?:\/\//i.test(v) && v.includes(".") && safeUrl(v) !== null;
}

export function videoLinkError(s: unknown): typeof INVALID_VIDEO_LINK | null {
  return isValidVideoLink(s) ? null : INVALID_VIDEO_LINK;
}

export type VideoEmbed =
  | { kind: "youtube"; id: string; embedUrl: string; thumbnailUrl: string }
  | { kind: "vimeo"; id: string; embedUrl: string; thumbnailUrl: null }
  | { kind: "file"; embedUrl: string; thumbnailUrl: null };

const VIDEO_FILE = /\.(mp4|webm)$/i;

/**
 * The player a link opens, or null when the link is not something we can embed
 * (then the page links out to it instead). Embed URLs ask for autoplay because
 * they are only loaded after the visitor pressed play.
 */
export function videoEmbed(link: unknown): VideoEmbed | null {
  if (!isValidVideoLink(link) || typeof link !== "string" || !link.trim()) return null;
  const href = safeUrl(link);
  if (!href) return null;
  const u = new URL(href);
  const host = u.hostname.replace(/^(www\.|m\.)/, "");
  let yt: string | null = null;
  if (host === "youtu.be") yt = u.pathname.slice(1).split("/")[0];
  else if (
    host === "youtube.com" ||
    host === "youtube-nocookie.com" ||
    host === "music.youtube.com"
  ) {
    if (u.pathname === "/watch") yt = u.searchParams.get("v");
    else {
      const m = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(u.pathname);
      yt = m ? m[1] : null;
    }
  }
  if (yt !== null) {
    if (!/^[A-Za-z0-9_-]{6,20}$/.test(yt)) return null;
    return {
      kind: "youtube",
      id: yt,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0`,
      thumbnailUrl: `https://i.ytimg.com/vi/${yt}/hqdefault.jpg`,
    };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const m = /\/(\d{3,12})(?:\/|$)/.exec(u.pathname);
    if (!m) return null;
    return {
      kind: "vimeo",
      id: m[1],
      embedUrl: `https://player.vimeo.com/video/${m[1]}?autoplay=1`,
      thumbnailUrl: null,
    };
  }
  if (VIDEO_FILE.test(u.pathname)) return { kind: "file", embedUrl: href, thumbnailUrl: null };
  return null;
}
