import { landingPostAction } from "~/services/landings/landing-post.server";
import { setKV } from "~/services/landings/landings.server";

/** POST /api/landings/{uuid}/setKV: one landing setting (key, value). */
export const action = landingPostAction(setKV);
