import { parseServerContent } from "../../../core/landing/parse";
import { listAllPublished, updateLanding } from "../../../db/queries/landings";
import { writeMeta } from "../../../renderer/publish-ops";
import { purgeLandings, type LandingAddresses } from "../platform/index.server";
import { loadLandingExtras } from "./landing-extras.server";
import { pageTitle, renderInputs, type PublishCtx as Ctx } from "./page-build.server";

/** A plan change rewrites only the meta of the owner's published landings, never the pages. */
export async function refreshOwnerMeta(ctx: Ctx, userId: number): Promise<number> {
  const landings = await listAllPublished(ctx.db, { userId }, ctx.now());
  const extras = await loadLandingExtras(ctx.db, landings);
  const changed: LandingAddresses[] = [];
  for (const landing of landings) {
    const content = parseServerContent(JSON.parse(landing.published_content ?? landing.content));
    const inputs = await renderInputs(ctx, landing, content, extras.get(landing.uuid));
    await writeMeta(ctx.store, {
      ...inputs.meta,
      title: pageTitle(content),
      version: landing.published_hash ?? "",
    });
    // Host routes are not written here: the next rebuild checks meta and hosts again.
    await updateLanding(ctx.db, landing.uuid, { published_meta_hash: null });
    changed.push({
      uuid: landing.uuid,
      alias: landing.textalias,
      hosts: inputs.hosts,
      languages: inputs.purgeLanguages,
    });
  }
  // A payment or an admin's change shows at the edge on the next request (issue 12).
  await purgeLandings(ctx, changed);
  return landings.length;
}
