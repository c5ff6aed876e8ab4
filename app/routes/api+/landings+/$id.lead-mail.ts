import { landingPostAction, setLeadMail } from "../../../services/landings/index.server";

/**
 * POST /api/landings/{uuid}/lead-mail {enabled: boolean} → {leadMail}: whether
 * new leads of this landing are mailed to the owner (issue 24). Owner only.
 */
export const action = landingPostAction((ctx, user, uuid, body) =>
  setLeadMail(ctx, user, uuid, (body as { enabled?: unknown } | null)?.enabled),
);
