import { signLeadIngest, signViewTime, type LeadIngestBody } from "../../core/leads/ingest";
import { createLanding, updateLanding } from "../../db/queries/landings";
import { fullLanding } from "../fixtures/full-landing";
import type { Kit } from "./admin-kit";

/**
 * Issue 24 test kit: a landing published with a lead form, and the worker's
 * signed relay of a visitor's submit, built as core/leads/ingest says.
 */
export const leadForm = {
  enabled: true,
  title: "Оставьте заявку",
  description: "",
  submitText: "Отправить",
  successMessage: "Спасибо!",
  consentText: "Я согласен на обработку персональных данных",
  privacyPolicyUrl: "https://example.com/privacy",
  fields: [
    { id: "name", kind: "name", label: "Имя", required: true },
    { id: "phone", kind: "phone", label: "Телефон", required: true },
    { id: "note", kind: "message", label: "Комментарий", required: false },
  ],
};

/** A landing of `ownerId` whose published content carries the form (and whose draft has none). */
export async function landingWithForm(
  kit: Kit,
  ownerId: number,
  o: { form?: typeof leadForm; projectname?: string } = {},
): Promise<string> {
  const row = await createLanding(kit.ctx.db, { parentUser: ownerId, now: kit.clock.now });
  const published = JSON.stringify({ ...fullLanding, form: o.form ?? leadForm });
  await updateLanding(kit.ctx.db, row.uuid, {
    ...(o.projectname !== undefined && { projectname: o.projectname }),
    content: JSON.stringify(fullLanding),
    published_content: published,
    published: 1,
    published_at: kit.clock.now.toISOString(),
  });
  return row.uuid;
}

let visitors = 0;

/** A person's submit: viewed 10 s before now, consent ticked, from an address of its own. */
export async function submit(
  kit: Kit,
  landing: string,
  fields: Record<string, string> = {},
  visitor: Partial<LeadIngestBody["visitor"]> = {},
): Promise<LeadIngestBody> {
  const secret = kit.config.leads.ingestSecret;
  const viewed = new Date(kit.clock.now.getTime() - 10_000);
  return {
    landing,
    lang: "",
    pageUrl: "https://pages.test/l/shop?utm_source=vk",
    visitor: {
      ip: `198.51.${Math.floor(++visitors / 250)}.${visitors % 250}`,
      country: "RU",
      userAgent: "Mozilla/5.0 test",
      referer: "https://pages.test/l/shop?utm_source=vk&utm_campaign=autumn",
      ...visitor,
    },
    fields: {
      _ts: await signViewTime(secret, viewed),
      website: "",
      name: "Анна",
      phone: "+7 900 123-45-67",
      consent: "on",
      ...fields,
    },
  };
}

/** The relay request as the worker sends it; `headers` overrides the signed ones. */
export async function relay(
  kit: Kit,
  body: unknown,
  o: { secret?: string; at?: Date; headers?: Record<string, string> } = {},
): Promise<Request> {
  const text = JSON.stringify(body);
  const signed = await signLeadIngest(
    o.secret ?? kit.config.leads.ingestSecret,
    text,
    o.at ?? kit.clock.now,
  );
  return new Request("https://app.test/api/internal/leads", {
    method: "POST",
    headers: { "content-type": "application/json", ...signed, ...o.headers },
    body: text,
  });
}
