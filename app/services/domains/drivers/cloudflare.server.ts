import Cloudflare, { NotFoundError } from "cloudflare";
import type { CustomHostnames, HostnameState } from "../port";

/**
 * Cloudflare for SaaS custom hostnames, through the official `cloudflare`
 * SDK (`client.customHostnames`): created with an HTTP-validated DV
 * certificate (the owner's CNAME already points at our fallback origin when
 * we create it), read back for `status` and `ssl.status`, deleted on removal.
 * The token needs the zone's "SSL and Certificates: Edit" permission.
 */
export interface CloudflareHostnamesOptions {
  zoneId: string;
  apiToken: string;
  /** The API base (`https://api.cloudflare.com/client/v4`); a stand-in's URL in tests. */
  apiUrl: string;
}

function stateOf(h: {
  id: string;
  status?: string;
  ssl?: { status?: string } | null;
}): HostnameState {
  return { id: h.id, active: h.status === "active" && h.ssl?.status === "active" };
}

export function createCloudflareHostnames(opts: CloudflareHostnamesOptions): CustomHostnames {
  const client = new Cloudflare({ apiToken: opts.apiToken, baseURL: opts.apiUrl, maxRetries: 2 });
  const zone_id = opts.zoneId;

  async function create(hostname: string): Promise<HostnameState> {
    return stateOf(
      await client.customHostnames.create({
        zone_id,
        hostname,
        ssl: { method: "http", type: "dv" },
      }),
    );
  }

  return {
    driver: "cloudflare",
    async ensure(hostname, id) {
      if (!id) return create(hostname);
      try {
        return stateOf(await client.customHostnames.get(id, { zone_id }));
      } catch (error) {
        // Deleted at Cloudflare meanwhile (by hand, or our earlier removal): ask again.
        if (error instanceof NotFoundError) return create(hostname);
        throw error;
      }
    },
    async remove(id) {
      if (!id) return;
      try {
        await client.customHostnames.delete(id, { zone_id });
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    },
  };
}
