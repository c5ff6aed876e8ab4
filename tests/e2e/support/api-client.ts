import { randomBytes } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

/**
 * A real API client of Vitrina's §7 JSON contract: cookies kept per client,
 * the XSRF token read from the `XSRF-TOKEN` cookie and sent as `X-XSRF-TOKEN`.
 */
export class ApiClient {
  private constructor(
    readonly http: APIRequestContext,
    readonly baseURL: string,
  ) {}

  static async create(baseURL = process.env.E2E_APP_URL!): Promise<ApiClient> {
    const http = await playwrightRequest.newContext({ baseURL });
    // Any page hands out the anonymous XSRF token.
    await http.get("/login");
    return new ApiClient(http, baseURL);
  }

  async xsrf(): Promise<string> {
    const state = await this.http.storageState();
    const cookie = state.cookies.find((c) => c.name === "XSRF-TOKEN");
    if (!cookie) throw new Error("no XSRF-TOKEN cookie");
    return decodeURIComponent(cookie.value);
  }

  async post(path: string, data: unknown) {
    return this.http.post(path, { data, headers: { "X-XSRF-TOKEN": await this.xsrf() } });
  }

  async upload(
    path: string,
    fields: Record<string, string>,
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    return this.http.post(path, {
      multipart: { ...fields, image: file },
      headers: { "X-XSRF-TOKEN": await this.xsrf() },
    });
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;

/** Registers (and signs in) a new owner through POST /api/auth/register. */
export async function registerOwner(
  tag: string,
): Promise<{ api: ApiClient; id: number; email: string }> {
  const api = await ApiClient.create();
  const email = uniqueEmail(tag);
  const res = await api.post("/api/auth/register", {
    name: "Анна Владелец",
    email,
    phone: "+7 900 555-44-33",
    password: "secret12",
    confirmPassword: "secret12",
    usagePurpose: "business",
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const user = await res.json();
  return { api, id: user.id, email };
}

export async function loginAdmin(): Promise<ApiClient> {
  const api = await ApiClient.create();
  const res = await api.post("/api/auth/login", {
    email: process.env.E2E_ADMIN_EMAIL,
    password: process.env.E2E_ADMIN_PASSWORD,
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  return api;
}
