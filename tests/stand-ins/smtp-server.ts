/**
 * A stand-in SMTP server on loopback for tests of the real mailer (nodemailer
 * over SMTP_URL): just enough of RFC 5321 for one client — greeting, EHLO,
 * MAIL, RCPT, DATA, RSET, QUIT — with no TLS and no auth. Each received mail
 * is kept raw. `hold` makes it accept the connection and then say nothing, as
 * a hung server does; `stop` closes the port, as a server that is down.
 */
import { createServer, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA, dot-unstuffed, CRLF line ends. */
  raw: string;
}

export interface SmtpStandIn {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Connections opened so far (a held one counts when it connects). */
  connections: number;
  /** Accept, then never answer: the client waits until it gives up. */
  hold: boolean;
  /** Closes the listener and every open connection. */
  stop(): Promise<void>;
}

/** Listens on 127.0.0.1 (`port` 0: any free one; a fixed one to come back where it was). */
export async function startSmtp(port = 0): Promise<SmtpStandIn> {
  const sockets = new Set<Socket>();
  const state: SmtpStandIn = {
    port: 0,
    url: "",
    mails: [],
    connections: 0,
    hold: false,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server: Server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    if (state.hold) return;
    converse(socket, state.mails);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  state.port = (server.address() as { port: number }).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

function converse(socket: Socket, mails: ReceivedMail[]): void {
  const say = (line: string) => socket.write(`${line}\r\n`);
  let buffer = "";
  let envelope: { from: string; to: string[] } = { from: "", to: [] };
  let data: string[] | null = null;
  say("220 stand-in ESMTP");
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === ".") {
          mails.push({ ...envelope, raw: data.join("\r\n") });
          envelope = { from: "", to: [] };
          data = null;
          say("250 2.0.0 queued");
        } else data.push(line.startsWith("..") ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO" || verb === "HELO") say("250 stand-in");
      else if (verb === "MAIL") {
        envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
        say("250 2.1.0 ok");
      } else if (verb === "RCPT") {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        say("250 2.1.5 ok");
      } else if (verb === "DATA") {
        data = [];
        say("354 go ahead");
      } else if (verb === "RSET") {
        envelope = { from: "", to: [] };
        say("250 ok");
      } else if (verb === "NOOP") say("250 ok");
      else if (verb === "QUIT") {
        say("221 bye");
        socket.end();
      } else say("502 5.5.2 not implemented");
    }
  });
}
