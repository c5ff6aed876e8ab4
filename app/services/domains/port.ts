/**
 * Where custom hostnames get their certificate and reach the worker in
 * production (decision 011): Cloudflare for SaaS, or nothing locally (the
 * worker answers any Host header it has a route for).
 */
export interface HostnameState {
  /** The provider's id of the hostname (null for the DNS-only driver). */
  id: string | null;
  /** The hostname and its certificate are both active: visitors can reach it over HTTPS. */
  active: boolean;
}

export interface CustomHostnames {
  readonly driver: "none" | "cloudflare";
  /**
   * Creates the hostname if `id` is null (call only once our TXT check
   * passed: creating starts certificate issuance), else reads its state.
   */
  ensure(hostname: string, id: string | null): Promise<HostnameState>;
  /** Deletes it; an id the provider no longer knows is already gone. */
  remove(id: string | null): Promise<void>;
}
