import { generateShareImage } from "../../share/index.server";
import { shareImagePayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `share.image` {uuid}: planned by a publish whose share-image inputs changed
 * (ADR 017). Draws the 1200×630 card from the published content and
 * re-renders the page with it; does nothing when the image already fits.
 */
export const shareImage = defineHandler({
  name: "share.image",
  payload: shareImagePayload,
  async run({ app, payload }) {
    const outcome = await generateShareImage(app, payload.uuid);
    return outcome.status === "skipped"
      ? `skipped: ${outcome.reason}`
      : `generated ${outcome.image} (page ${outcome.page})`;
  },
});
