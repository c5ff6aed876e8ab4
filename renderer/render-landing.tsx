import type { LandingContent } from "../core/landing/schema";
import type { RenderMeta } from "./render-meta";

export type { RenderMeta } from "./render-meta";

/** Placeholder with the agreed signature; the full page follows shortly. */
export function renderLanding(content: LandingContent, meta: RenderMeta): string {
  return `<!doctype html><html lang="${meta.lang}"><head><meta charset="utf-8"><title>${content.projectName.replace(/[<&"]/g, "")} — Vitrina</title></head><body></body></html>`;
}
