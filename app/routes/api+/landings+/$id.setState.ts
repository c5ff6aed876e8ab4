import { landingPostAction } from "../../../services/landings/index.server";
import { setState } from "../../../services/landings/index.server";

/** POST /api/landings/{uuid}/setState: saves the full draft; `force` publishes too. */
export const action = landingPostAction(setState);
