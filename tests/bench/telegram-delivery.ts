/**
 * Issue 25: how fast a lead reaches the owner's Telegram chat, against the
 * product as `npm start` runs it (app, task runner woken at commit, the bot's
 * long polling, the worker in workerd), with the loopback Bot API stand-in as
 * Telegram. The owner connects Telegram through the owner API and the deep
 * link (the stand-in plays the chat pressing it), then visitors submit through
 * the worker one after another; each is timed from the submit until the
 * stand-in has received the message. p50/p95 over LEADS (default 30).
 * Target p50 ≤ 500 ms.
 * Run: npm run build && NODE_ENV=production npx tsx tests/bench/telegram-delivery.ts
 */
import path from "node:path";
import { serializeForServer } from "../../core/landing/parse";
import { LandingContentSchema } from "../../core/landing/schema";
import { TARIFF_PRO } from "../../core/plans";
import { openDatabase } from "../../db/database";
import { fullLanding } from "../fixtures/full-landing";
import { startTelegramStandIn } from "../stand-ins/telegram-bot-api";
import { leadForm } from "../support/leads-kit";
import { confirmedOwner, startAppServer } from "./lib/app-server";
import { percentile } from "./lib/pipeline";

const LEADS = Number(process.env.LEADS ?? 30);
const ALIAS = "bench-telegram";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const bot = await startTelegramStandIn();
const server = await startAppServer({
  port: 3470,
  publicPort: 8970,
  env: {
    LEADS_LIMIT_PER_ADDRESS: "100000",
    LEADS_LIMIT_PER_LANDING: "100000",
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_BOT_USERNAME: bot.username,
    TELEGRAM_API_URL: bot.apiUrl,
  },
});
const db = openDatabase(path.join(server.dataDir, "vitrina.sqlite"));

try {
  const email = "telegram@bench.test";
  const owner = await confirmedOwner(server, db, email);
  await db
    .updateTable("users")
    .set({
      tariff: TARIFF_PRO,
      tariff_expiration_date: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    })
    .where("email", "=", email)
    .execute();
  const { uuid } = (await (await owner.post("/api/landings/", {})).json()) as { uuid: string };
  const content = LandingContentSchema.parse({ ...fullLanding, textAlias: ALIAS, form: leadForm });
  const published = await owner.post(`/api/landings/${uuid}/setState`, {
    ...serializeForServer(content),
    force: true,
  });
  if (!published.ok) throw new Error(`publish: ${published.status} ${await published.text()}`);

  // Connect Telegram: the owner's deep link, pressed in a chat the stand-in plays.
  const link = await owner.post(`/api/landings/${uuid}/channels/telegram`, {});
  if (!link.ok) throw new Error(`connect: ${link.status} ${await link.text()}`);
  const { deepLink } = (await link.json()) as { deepLink: string };
  const chat = { id: 4242, type: "private" as const, first_name: "Owner" };
  bot.userSends(chat, `/start ${new URL(deepLink).searchParams.get("start")}`);
  const [linked] = await bot.waitForSent(1, 15_000);
  const bound = await db.selectFrom("lead_channels").select("chat_id").executeTakeFirst();
  if (bound?.chat_id !== String(chat.id)) throw new Error(`/start did not bind: ${linked?.text}`);

  const pageUrl = `${server.publicUrl}/l/${ALIAS}`;
  const page = await (await fetch(pageUrl)).text();
  const viewTime = /<input type="hidden" name="_ts" value="([^"]*)"/.exec(page)?.[1] ?? "";
  if (!viewTime) throw new Error("the page carries no signed view time: is the form published?");
  await sleep(3100);

  let n = 0;
  const submit = async () => {
    n++;
    const res = await fetch(`${pageUrl}/lead`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: `Посетитель ${n}`,
        phone: "+7 900 123-45-67",
        note: "",
        consent: "on",
        website: "",
        _ts: viewTime,
      }).toString(),
    });
    if (!res.ok) throw new Error(`submit ${n}: ${res.status} ${await res.text()}`);
  };
  const toChat = () => bot.sent.filter((m) => m.chatId === String(chat.id)).length;

  const timed = async () => {
    const before = toChat();
    const t0 = performance.now();
    await submit();
    while (toChat() === before) {
      if (performance.now() - t0 > 60_000) throw new Error(`lead ${n} never reached the chat`);
      await sleep(1);
    }
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) await timed(); // warm-up: JIT, connections
  const ms: number[] = [];
  for (let i = 0; i < LEADS; i++) ms.push(await timed());
  ms.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1);
  console.log("lead submit through the worker → message received by the Telegram stand-in");
  console.log(
    `  p50 ${f(percentile(ms, 50))} ms  p95 ${f(percentile(ms, 95))} ms  max ${f(ms[ms.length - 1]!)} ms over ${LEADS}  (target p50 ≤ 500 ms)`,
  );
} finally {
  await db.destroy();
  await server.stop();
  await bot.close();
}
