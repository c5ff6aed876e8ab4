import { landingPostAction } from "~/services/landing-post.server";
import { setState } from "~/services/landings.server";

/** POST /api/landings/{uuid}/setState: saves the full draft; `force` publishes too. */
export const action = landingPostAction(setState);
