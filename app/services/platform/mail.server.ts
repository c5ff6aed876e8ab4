import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "./config.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Where the owner's "Reply" goes (a lead mail: the visitor's address). Only
   * a plain address: anything with a line break or a second address is refused.
   */
  replyTo?: string;
  /**
   * Non-transactional mail only (newsletter, system messages): the one-click
   * unsubscribe URL (`unsubscribeUrl` in app/services/settings). Sent as
   * `List-Unsubscribe: <url>` with `List-Unsubscribe-Post:
   * List-Unsubscribe=One-Click` (RFC 8058). Transactional mail leaves it unset.
   */
  listUnsubscribe?: string;
}
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** An absolute http(s) URL with nothing that could break out of a header line. */
function unsubscribeHeaderUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`listUnsubscribe is not a URL: ${url}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`listUnsubscribe must be http(s): ${url}`);
  return parsed.href;
}

export type TransportMessage = Omit<MailMessage, "listUnsubscribe"> & {
  from: string;
  headers?: Record<string, string>;
};

/** One address, nothing around it, no space or control character that could end a header line. */
const PLAIN_ADDRESS =
  // eslint-disable-next-line no-control-regex
  /^[^\s\u0000-\u001f\u007f-\u009f@<>,;:"]+@[^\s\u0000-\u001f\u007f-\u009f@<>,;:"]+$/;

/** Whether the mailer takes `address` as a Reply-To (a caller with a doubtful one leaves it out). */
export const isPlainAddress = (address: string): boolean => PLAIN_ADDRESS.test(address);

/** The nodemailer message for a MailMessage (adds the RFC 8058 headers when asked). */
export function toTransportMessage(from: string, msg: MailMessage): TransportMessage {
  const { listUnsubscribe, ...rest } = msg;
  if (rest.replyTo !== undefined && !isPlainAddress(rest.replyTo)) {
    throw new Error("replyTo must be one plain address");
  }
  if (!listUnsubscribe) return { from, ...rest };
  return {
    from,
    ...rest,
    headers: {
      "List-Unsubscribe": `<${unsubscribeHeaderUrl(listUnsubscribe)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is rendered to a real
 * RFC 822 file in DATA_DIR/mail/ (what the e2e tests read) and its first link
 * is logged so a local operator can follow it.
 */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail(toTransportMessage(config.mailFrom, msg));
      },
    };
  }
  return createFileMailer(path.join(config.dataDir, "mail"), config.mailFrom);
}

export function createFileMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  let seq = 0;
  return {
    async send(msg) {
      const info = await transport.sendMail(toTransportMessage(from, msg));
      await mkdir(dir, { recursive: true });
      const safeTo = msg.to.replace(/[^a-zA-Z0-9@._+-]/g, "_");
      // Sequence keeps two mails in the same millisecond apart.
      const name = `${Date.now()}-${String(seq++).padStart(4, "0")}-${safeTo}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(msg.text)?.[0];
      console.info(`[mail] to ${msg.to}: ${msg.subject}${link ? ` — ${link}` : ""} (${name})`);
    },
  };
}
