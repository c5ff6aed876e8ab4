import { readFileSync } from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import { findScheduledTask } from "../../db/queries/scheduled-tasks";
import { insertUserSettings, updateUserSettings } from "../../db/queries/user-settings";
import { insertUser } from "../../db/queries/users";
import type { ScheduledTasksTable } from "../../db/schema";
import { makeAuthContext } from "./auth";
import { z } from "zod";
import type { RunnerLog } from "../../app/services/tasks/runner.server";
import { defineHandler, type TaskRegistry } from "../../app/services/tasks/types";

/** Test kit for the task runner: the auth kit's fresh DB, file mailer and movable clock. */
export async function makeTaskKit(start?: Date) {
  const kit = await makeAuthContext(start);
  const { ctx } = kit;
  const mailDir = path.join(ctx.config.dataDir, "mail");
  return {
    ...kit,
    async addTask(row: Partial<Insertable<ScheduledTasksTable>> & { name: string }) {
      const at = ctx.now().toISOString();
      const r = await ctx.db
        .insertInto("scheduled_tasks")
        .values({ execution_time: at, created_at: at, payload: "{}", ...row })
        .returning("id")
        .executeTakeFirstOrThrow();
      return r.id;
    },
    async task(id: number) {
      const t = await findScheduledTask(ctx.db, id);
      if (!t) throw new Error(`no task ${id}`);
      return t;
    },
    async addUser(
      email: string,
      opts: {
        expiresInMs?: number | null;
        tariff?: number;
        language?: string;
        systemMessages?: boolean;
        renewalOff?: boolean;
      } = {},
    ) {
      const now = ctx.now().getTime();
      const id = await insertUser(ctx.db, {
        name: email.split("@")[0],
        email,
        phone: "",
        password_hash: "x",
        created_at: new Date(now).toISOString(),
        tariff: opts.tariff ?? 1,
        tariff_expiration_date:
          opts.expiresInMs === null
            ? null
            : new Date(now + (opts.expiresInMs ?? 30 * 86_400_000)).toISOString(),
        renewal_reminders_off: opts.renewalOff ? 1 : 0,
      });
      await insertUserSettings(ctx.db, { user_id: id });
      await updateUserSettings(ctx.db, id, {
        language: opts.language ?? "ru",
        system_messages_enabled: opts.systemMessages === false ? 0 : 1,
      });
      return id;
    },
    /** Raw .eml text of each mail so far (headers included). */
    rawMails: () => kit.mails().map((m) => readFileSync(path.join(mailDir, m.file), "utf8")),
    mailsTo: (to: string) => kit.mails().filter((m) => m.to === to),
  };
}

export const quiet: RunnerLog = { info: () => {}, error: () => {} };

export const DAY = 86_400_000;

/**
 * A registry whose one handler, `test.slow`, records each task it starts and
 * then waits until `release()`: a task held in hand while the runner stops.
 */
export function gatedSlowTask() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started: number[] = [];
  const registry: TaskRegistry = new Map([
    [
      "test.slow",
      defineHandler({
        name: "test.slow",
        payload: z.object({}),
        async run({ task }) {
          started.push(task.id);
          await gate;
          return "slow";
        },
      }),
    ],
  ]);
  return { registry, started, release };
}
