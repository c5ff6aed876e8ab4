import { landingPostAction } from "../../../services/landings/index.server";
import { translateLanding } from "../../../services/translate/index.server";

/** POST /api/landings/{uuid}/translate {to: "en"|"uk"} → {to, fields}; stored (issue 14). */
export const action = landingPostAction((ctx, actor, uuid, input) =>
  translateLanding(ctx, actor, uuid, input),
);
