/**
 * Whether an address is global unicast: one host on the public internet. The
 * app asks this before it contacts an address that data from outside chose
 * (a claimed domain's NS records, issue 23), so that nobody can point it at
 * its own host or network.
 *
 * The ranges are IANA's special-purpose address registries (RFC 6890 and its
 * updates) plus multicast and the reserved 240/4; in IPv6 only 2000::/3 is
 * allocated as global unicast at all. An IPv4 address carried in IPv6
 * (mapped, NAT64) is judged as that IPv4 address. Anything that is not
 * exactly one address in plain notation (a zone, a port, leading zeros,
 * hex or integer IPv4) is refused rather than guessed at.
 */
export function isGlobalUnicast(address: string): boolean {
  const bytes = parseIp(address);
  if (!bytes) return false;
  if (bytes.length === 4) return isGlobalV4(bytes);
  if (CARRIES_V4.some((r) => within(bytes, r))) return isGlobalV4(bytes.slice(12));
  return within(bytes, V6_GLOBAL) && !V6_NOT_GLOBAL.some((r) => within(bytes, r));
}

type Bytes = number[];
interface Range {
  bytes: Bytes;
  prefix: number;
}

function parseV4(text: string): Bytes | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  // Decimal octets only: "010" is octal to some parsers, "0x8" hex to others.
  if (!parts.every((p) => /^(?:0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

function parseV6(text: string): Bytes | null {
  let s = text.toLowerCase();
  let tail: Bytes = [];
  const dotted = s.includes(".") ? /^(.*:)([^:]*)$/.exec(s) : null;
  if (dotted) {
    const v4 = parseV4(dotted[2]);
    if (!v4) return null;
    tail = v4;
    // "::ffff:1.2.3.4" leaves "::ffff:"; a "::" before the IPv4 part stays whole.
    s = dotted[1].endsWith("::") ? dotted[1] : dotted[1].slice(0, -1);
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groupsOf(halves[0]);
  const rest = halves.length === 2 ? groupsOf(halves[1]) : [];
  const missing = 8 - tail.length / 2 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill("0"), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return [...groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]), ...tail];
}

/** The address's bytes (4 or 16), or null when it is not one plain IP address. */
function parseIp(text: string): Bytes | null {
  return text.includes(":") ? parseV6(text) : parseV4(text);
}

function range(cidr: string): Range {
  const [address, prefix] = cidr.split("/");
  const bytes = parseIp(address);
  if (!bytes) throw new Error(`bad range ${cidr}`);
  return { bytes, prefix: Number(prefix) };
}

function within(bytes: Bytes, r: Range): boolean {
  if (bytes.length !== r.bytes.length) return false;
  for (let bit = 0; bit < r.prefix; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, r.prefix - bit))) & 0xff;
    if ((bytes[bit / 8] & mask) !== (r.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

const V4_NOT_GLOBAL = [
  "0.0.0.0/8", // "this network"
  "10.0.0.0/8", // private
  "100.64.0.0/10", // shared address space (carrier-grade NAT)
  "127.0.0.0/8", // loopback
  "169.254.0.0/16", // link-local, cloud metadata services among them
  "172.16.0.0/12", // private
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // documentation
  "192.88.99.0/24", // 6to4 relay anycast, deprecated
  "192.168.0.0/16", // private
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // documentation
  "203.0.113.0/24", // documentation
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, 255.255.255.255 (broadcast) among them
].map(range);

const isGlobalV4 = (bytes: Bytes) => !V4_NOT_GLOBAL.some((r) => within(bytes, r));

/** IPv6 that stands for an IPv4 address: IPv4-mapped and the NAT64 well-known prefix. */
const CARRIES_V4 = ["::ffff:0:0/96", "64:ff9b::/96"].map(range);

const V6_GLOBAL = range("2000::/3");

/** The parts of 2000::/3 that are not global unicast. */
const V6_NOT_GLOBAL = [
  "2001::/23", // IETF protocol assignments: Teredo, benchmarking, ORCHID…
  "2001:db8::/32", // documentation
  "2002::/16", // 6to4, deprecated
  "3fff::/20", // documentation
].map(range);
