import { describe, expect, it } from "vitest";
import { createDnsChecker, type DnsResolver } from "./dns-check.server";

/**
 * The proof without DNS_SERVERS asks the zone's own name servers, at the
 * addresses its NS records give: data the domain's owner controls. These
 * resolvers are tables, so no packet leaves the test and every server the
 * checker meant to ask is recorded.
 */
interface Table {
  NS?: Record<string, string[]>;
  A?: Record<string, string[]>;
  AAAA?: Record<string, string[]>;
  TXT?: Record<string, string[][]>;
  CNAME?: Record<string, string[]>;
}

const missing = () => Object.assign(new Error("no such record"), { code: "ENODATA" });

function tableResolver(table: Table): DnsResolver {
  const answer =
    <T>(records: Record<string, T[]> | undefined) =>
    async (name: string): Promise<T[]> => {
      const found = records?.[name];
      if (!found) throw missing();
      return found;
    };
  return {
    resolveNs: answer(table.NS),
    resolve4: answer(table.A),
    resolve6: answer(table.AAAA),
    resolveTxt: answer(table.TXT),
    resolveCname: answer(table.CNAME),
  };
}

const HOST = "shop.example.com";
const TOKEN = "vitrina-verify=abc";
const TARGET = "cdn.vitrina.test";
const request = { hostname: HOST, token: TOKEN, cnameTarget: TARGET, apexIps: [] };

/** The system's resolver knows the delegation; any other resolver is the zone's own servers. */
function checkerOver(nameServerAddresses: { A?: string[]; AAAA?: string[] }) {
  const asked: Array<readonly string[] | null> = [];
  const system = tableResolver({
    NS: { "example.com": ["ns1.example.net", "ns2.example.net"] },
    A: { "ns1.example.net": nameServerAddresses.A ?? [], [TARGET]: ["192.0.2.10"] },
    AAAA: { "ns2.example.net": nameServerAddresses.AAAA ?? [] },
  });
  const zone = tableResolver({
    TXT: { [`_vitrina-challenge.${HOST}`]: [[TOKEN]] },
    CNAME: { [HOST]: [TARGET] },
  });
  const checker = createDnsChecker({
    servers: null,
    resolver: (servers) => {
      asked.push(servers);
      return servers ? zone : system;
    },
  });
  return { checker, asked };
}

describe("the DNS proof without DNS_SERVERS (issue 23, low 6)", () => {
  it("asks only the global unicast addresses among the name servers' addresses", async () => {
    const { checker, asked } = checkerOver({
      A: ["127.0.0.1", "10.0.0.53", "8.8.4.4", "169.254.169.254", "100.64.0.1", "192.168.1.1"],
      AAAA: ["::1", "fd00::53", "fe80::1", "2001:4860:4860::8844", "::ffff:172.16.0.1"],
    });
    await expect(checker.check(request)).resolves.toEqual({ ok: true });
    expect(asked).toEqual([null, ["8.8.4.4", "2001:4860:4860::8844"]]);
  });

  it("fails with nameServersNotPublic, asking none of them, when no name server address is global", async () => {
    const { checker, asked } = checkerOver({
      A: ["127.0.0.1", "10.0.0.53", "172.16.0.53", "198.18.0.1"],
      AAAA: ["::1", "fc00::53", "64:ff9b::a00:35"],
    });
    await expect(checker.check(request)).resolves.toEqual({
      ok: false,
      problem: "nameServersNotPublic",
    });
    await expect(checker.pointsHere(request)).resolves.toEqual({
      ok: false,
      problem: "nameServersNotPublic",
    });
    expect(asked).toEqual([null]);
  });

  it("still answers dnsUnreachable when the zone has no name server addresses at all", async () => {
    const { checker } = checkerOver({});
    await expect(checker.check(request)).resolves.toEqual({
      ok: false,
      problem: "dnsUnreachable",
    });
  });
});

describe("the DNS proof with DNS_SERVERS", () => {
  it("asks the configured servers as they are: a resolver on a private network is the operator's choice", async () => {
    const asked: Array<readonly string[] | null> = [];
    const checker = createDnsChecker({
      servers: ["10.0.0.2", "127.0.0.1:5353"],
      resolver: (servers) => {
        asked.push(servers);
        return tableResolver({
          TXT: { [`_vitrina-challenge.${HOST}`]: [[TOKEN]] },
          CNAME: { [HOST]: [TARGET] },
        });
      },
    });
    await expect(checker.check(request)).resolves.toEqual({ ok: true });
    expect(asked).toEqual([["10.0.0.2", "127.0.0.1:5353"]]);
  });
});
