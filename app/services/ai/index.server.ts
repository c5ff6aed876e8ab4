import { serverFeatures, type Config } from "../platform/index.server";
import { aiProvider } from "./provider.server";

/** AI writing help, as the routes and the editor see it (issue 14). */
export { aiProvider } from "./provider.server";
export { suggest } from "./suggest.server";
export type { AiProvider } from "./port";

/** What the editor may know: whether AI is on and where text goes; never the key or model. */
export function aiEditorInfo(config: Config): { configured: boolean; destination: string | null } {
  const provider = aiProvider(config);
  return { configured: serverFeatures(config).ai, destination: provider?.destination ?? null };
}
