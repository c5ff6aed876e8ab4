import dns2 from "dns2";

/**
 * A tiny authoritative DNS server on loopback (the `dns2` package) for tests
 * and the e2e journey: it answers TXT, CNAME, A and AAAA from a record table
 * the test edits while it runs, as an owner edits their zone.
 */
export interface StandInRecords {
  TXT?: string[];
  CNAME?: string;
  A?: string[];
  AAAA?: string[];
}

export interface DnsStandIn {
  /** `127.0.0.1:<port>`, what DNS_SERVERS takes. */
  server: string;
  port: number;
  records: Map<string, StandInRecords>;
  set(name: string, records: StandInRecords): void;
  close(): Promise<void>;
}

const { Packet } = dns2;

export async function startDnsStandIn(port = 0): Promise<DnsStandIn> {
  const records = new Map<string, StandInRecords>();
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = question?.name.toLowerCase().replace(/\.$/, "") ?? "";
      const found = records.get(name);
      const base = { name: question?.name ?? name, class: Packet.CLASS.IN, ttl: 60 };
      // dns2 encodes plain records (its README's way); its types ask for class instances.
      const answer = (record: object) => response.answers.push(record as never);
      if (!found) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        return send(response);
      }
      const type = question.type;
      if (found.CNAME && type !== Packet.TYPE.TXT) {
        answer({ ...base, type: Packet.TYPE.CNAME, domain: found.CNAME });
      } else if (type === Packet.TYPE.TXT) {
        for (const data of found.TXT ?? []) answer({ ...base, type: Packet.TYPE.TXT, data });
      } else if (type === Packet.TYPE.A) {
        for (const address of found.A ?? []) answer({ ...base, type: Packet.TYPE.A, address });
      } else if (type === Packet.TYPE.AAAA) {
        for (const address of found.AAAA ?? [])
          answer({ ...base, type: Packet.TYPE.AAAA, address });
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port, address: "127.0.0.1" } });
  const bound = addresses.udp?.port ?? port;
  return {
    server: `127.0.0.1:${bound}`,
    port: bound,
    records,
    set(name, r) {
      records.set(name.toLowerCase(), r);
    },
    async close() {
      await server.close();
    },
  };
}
