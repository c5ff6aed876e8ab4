import { landingPostAction } from "~/services/landing-post.server";
import { setKV } from "~/services/landings.server";

/** POST /api/landings/{uuid}/setKV: one landing setting (key, value). */
export const action = landingPostAction(setKV);
