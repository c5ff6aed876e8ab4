import { z } from "zod";
import { PAGE_LANGUAGES } from "../../i18n/languages";
import { TEXT_MAX } from "../../landing/limits";
import { normalizeTextAlias } from "../../landing/textalias";
import { ADMIN_MESSAGES, mustBeTextMessage, tooLongMessage } from "../messages";
import { defineForm, wholeNumber } from "./fields";

/** The admin's landing edit form (SPEC §5 Admin). */

/** The landing's names: null → "", numbers and other non-text refused, at most TEXT_MAX. */
const landingName = (field: string) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string({ invalid_type_error: mustBeTextMessage(field) })
      .trim()
      .max(TEXT_MAX, tooLongMessage(field)),
  );

const landingForm = defineForm(
  {
    projectname: {
      meta: { labelKey: "admin:fields.projectname", type: "text", required: false },
      schema: landingName("projectname"),
    },
    companyname: {
      meta: { labelKey: "admin:fields.companyname", type: "text", required: false },
      schema: landingName("companyname"),
    },
    textalias: {
      meta: {
        labelKey: "admin:fields.textalias",
        type: "text",
        required: false,
        hintKey: "admin:fields.textaliasHint",
      },
      // Normalised as the owner's publish dialog does ("My Shop" → "my-shop"); blank → null.
      // The link-name rules themselves (length, reserved names, taken) are the server's.
      schema: z.preprocess(
        (v) => v ?? "",
        z
          .string({ invalid_type_error: ADMIN_MESSAGES.invalidLinkName })
          .transform((s) => normalizeTextAlias(s) || null),
      ),
    },
    parent_user: {
      meta: { labelKey: "admin:fields.parent_user", type: "number", required: true },
      schema: wholeNumber(ADMIN_MESSAGES.parentUserNumber, 1),
    },
    lang: {
      meta: {
        labelKey: "admin:fields.lang",
        type: "select",
        required: true,
        options: PAGE_LANGUAGES.map((l) => ({ value: l, labelKey: `common:language.${l}` })),
      },
      schema: z.enum(PAGE_LANGUAGES, { errorMap: () => ({ message: ADMIN_MESSAGES.langInvalid }) }),
    },
  },
  ["projectname", "companyname", "parent_user", "lang", "textalias"],
);
/** PUT /api/admin/landings/{id}: `landingEditSchema.partial()`. */
export const landingEditSchema = landingForm.schema;
export const landingFields = landingForm.fields;
export type LandingEditInput = z.infer<typeof landingEditSchema>;
