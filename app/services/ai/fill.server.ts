import { fillAnswerSchema, fillFields, fillMaxTokens } from "../../../core/ai/fill";
import type { AiRequest, Suggestion } from "../../../core/ai/suggestions";
import type { LandingContent } from "../../../core/landing/schema";
import { HttpError } from "../platform/index.server";
import type { AiQuestion } from "./port";
import { fillInstructions } from "./prompts";

/**
 * Fill with AI (issue 26): the saved draft's words, read through the
 * allow-list (core/ai/fill.ts), go with the business's name and description;
 * the answer comes back as the same fields, for the owner to review.
 */
export function fillQuestion(
  request: Extract<AiRequest, { action: "fill" }>,
  content: LandingContent,
  lang: string,
): { ask: AiQuestion<unknown>; wrap: (answer: unknown) => Suggestion } {
  const fields = fillFields(content);
  if (!fields.length) throw new HttpError(400, "nothingToFill");
  const schema = fillAnswerSchema(fields);
  return {
    ask: {
      task: "fill",
      schema,
      instructions: fillInstructions(lang),
      input: {
        language: lang,
        businessName: request.businessName,
        about: request.about,
        fields,
      },
      maxTokens: fillMaxTokens(fields),
    },
    wrap: (a) => ({
      action: "fill",
      businessName: request.businessName,
      fields: schema.parse(a).fields,
    }),
  };
}
