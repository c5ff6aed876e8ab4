import { z } from "zod";
import type { LandingContent } from "../landing/schema";
import { listTranslatable, MESSAGE_TEXT_PATH } from "../landing/translatable";
import { answerTokens, isRewritablePath, rewriteMax } from "./suggestions";

/**
 * Fill with AI (issue 26): a page made from a template gets its words
 * rewritten for the owner's business. What is sent is the rewrite allow-list
 * (never names, links, images, contacts, prices, ids or analytics); the
 * messenger's message text is a contact of sorts, so it stays out too. What
 * comes back is the same fields, by path, each within its field's limit, so
 * applying it keeps the page's structure and always saves.
 */
export type FillField = { path: string; text: string; max: number };

export function fillFields(content: LandingContent): FillField[] {
  return listTranslatable(content)
    .filter((f) => isRewritablePath(f.path) && f.path !== MESSAGE_TEXT_PATH)
    .map((f) => ({ path: f.path, text: f.text, max: rewriteMax(f.path) }));
}

/**
 * The answer's shape for these fields: paths only from what was sent (an
 * enum, so structured output cannot invent one), each text within its limit.
 */
export function fillAnswerSchema(fields: FillField[]) {
  const paths = fields.map((f) => f.path) as [string, ...string[]];
  const maxOf = new Map(fields.map((f) => [f.path, f.max]));
  return z
    .object({
      fields: z
        .array(z.object({ path: z.enum(paths), text: z.string().trim().min(1) }))
        .max(fields.length),
    })
    .superRefine((answer, ctx) => {
      answer.fields.forEach((f, i) => {
        const max = maxOf.get(f.path) ?? 0;
        if (f.text.length > max)
          ctx.addIssue({
            code: z.ZodIssueCode.too_big,
            maximum: max,
            type: "string",
            inclusive: true,
            path: ["fields", i, "text"],
            message: `${f.path} is longer than ${max} characters`,
          });
      });
    });
}
export type FillAnswer = z.infer<ReturnType<typeof fillAnswerSchema>>;

/** About as long as what was sent (a rewrite, not an essay), plus the JSON around each field. */
export function fillMaxTokens(fields: FillField[]): number {
  const chars = fields.reduce(
    (n, f) => n + Math.min(f.max, f.text.length * 2) + f.path.length + 20,
    0,
  );
  return answerTokens(chars);
}
