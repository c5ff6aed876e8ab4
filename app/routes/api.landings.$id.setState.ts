import { landingPostAction } from "~/services/landings/landing-post.server";
import { setState } from "~/services/landings/landings.server";

/** POST /api/landings/{uuid}/setState: saves the full draft; `force` publishes too. */
export const action = landingPostAction(setState);
