import { landingPostAction } from "../../../services/landings/index.server";
import { setKV } from "../../../services/landings/index.server";

/** POST /api/landings/{uuid}/setKV: one landing setting (key, value). */
export const action = landingPostAction(setKV);
