import type { LandingContent } from "../core/landing/schema";
import { renderLanding, type RenderMeta } from "./render-landing";

/** Renders pages: in this thread, or spread over worker threads (render-pool.ts). */
export interface PageRenderer {
  render(content: LandingContent, meta: RenderMeta): Promise<string>;
  close(): Promise<void>;
}

export const inThreadRenderer: PageRenderer = {
  render: async (content, meta) => renderLanding(content, meta),
  close: async () => {},
};
