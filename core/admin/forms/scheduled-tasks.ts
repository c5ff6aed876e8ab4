import { z } from "zod";
import { TASK_METHODS, TASK_STATUSES } from "../constants";
import { ADMIN_MESSAGES, invalidJsonMessage, mustBeTextMessage } from "../messages";
import { apiText, defineForm, isJson, isoDate, optionOf, validDate } from "./fields";

/** The admin's scheduled task form (SPEC §5 Admin, §9). */

const scheduledTaskForm = defineForm(
  {
    name: {
      meta: { labelKey: "admin:fields.taskName", type: "text", required: true },
      // Which names exist is the server's registry (app/services/tasks).
      schema: z.preprocess(apiText, z.string().min(1, ADMIN_MESSAGES.taskNameRequired)),
    },
    execution_time: {
      meta: { labelKey: "admin:fields.execution_time", type: "datetime", required: true },
      schema: z.preprocess(
        apiText,
        z
          .string()
          .min(1, ADMIN_MESSAGES.executionTimeRequired)
          .refine((s) => s === "" || validDate(s), ADMIN_MESSAGES.executionTimeInvalid)
          .transform(isoDate),
      ),
    },
    status: {
      meta: {
        labelKey: "admin:fields.status",
        type: "select",
        required: true,
        options: TASK_STATUSES.map((s) => ({ value: s, labelKey: `admin:taskStatus.${s}` })),
      },
      schema: optionOf(TASK_STATUSES, ADMIN_MESSAGES.statusRequired, ADMIN_MESSAGES.statusInvalid),
    },
    payload: {
      meta: { labelKey: "admin:fields.payload", type: "textarea", required: true },
      // JSON text, trimmed; whether it fits the handler is the server's registry too.
      schema: z.preprocess(
        apiText,
        z
          .string()
          .min(1, ADMIN_MESSAGES.payloadRequired)
          .refine((s) => s === "" || isJson(s), invalidJsonMessage("payload")),
      ),
    },
    method: {
      meta: {
        labelKey: "admin:fields.method",
        type: "select",
        required: true,
        options: TASK_METHODS.map((m) => ({ value: m, label: m })),
      },
      schema: optionOf(
        TASK_METHODS,
        ADMIN_MESSAGES.methodRequired,
        ADMIN_MESSAGES.methodInvalid,
        (s) => s.toUpperCase(),
      ),
    },
    body: {
      meta: { labelKey: "admin:fields.body", type: "textarea", required: false },
      // Stored as typed; empty → null; left out → unchanged.
      schema: z.preprocess(
        (v) => (v === "" ? null : v),
        z
          .string({ invalid_type_error: mustBeTextMessage("body") })
          .nullable()
          .optional(),
      ),
    },
  },
  ["name", "execution_time", "status", "method", "payload", "body"],
);
/** PUT /api/admin/scheduled_tasks/{id} (all of name, execution_time, status, payload, method required). */
export const scheduledTaskSchema = scheduledTaskForm.schema;
export const scheduledTaskFields = scheduledTaskForm.fields;
export type ScheduledTaskInput = z.infer<typeof scheduledTaskSchema>;
