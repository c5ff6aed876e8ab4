import { listHostsOfLanding } from "../../../db/queries/landing-hosts";
import { removeLanding } from "../../../renderer/publish-ops";
import { purgeLandings, type AppContext } from "../platform/index.server";
import { translatedLanguages } from "./language-versions.server";

/**
 * Removes everything a landing put in the bucket (before its row is deleted).
 * Callers go through domains' `removeLandingFromEdge`, which also releases its own domains (decision 011).
 */
export async function unpublishAndDelete(
  ctx: Pick<AppContext, "db" | "store" | "config">,
  landing: { uuid: string; textalias: string | null },
): Promise<void> {
  const hosts = await listHostsOfLanding(ctx.db, landing.uuid);
  await removeLanding(ctx.store, {
    uuid: landing.uuid,
    aliases: landing.textalias ? [landing.textalias] : [],
    hosts,
  });
  await purgeLandings(ctx, [
    {
      uuid: landing.uuid,
      alias: landing.textalias,
      hosts,
      languages: await translatedLanguages(ctx.db, landing.uuid),
    },
  ]);
}
