import { beforeEach, describe, expect, it } from "vitest";
import { formRequest, makeAuthContext } from "../../../tests/support/auth";
import { action } from "./register";

beforeEach(async () => {
  await makeAuthContext();
});

const fields = (email: string) => ({
  intent: "details",
  name: "Ivan",
  email,
  phone: "+7 900 000-00-00",
  password: "secret12",
  confirmPassword: "secret12",
  usagePurpose: "business",
});

async function answer(email: string, ip: string) {
  const res: unknown = await action({
    request: formRequest("/register", fields(email), { ip }),
    params: {},
    context: {},
  });
  // A redirect is a Response; Remix `data()` results carry `init` and `data`.
  if (res instanceof Response) return { status: res.status, body: null };
  const d = res as { init?: { status?: number } | null; data?: Record<string, unknown> };
  return { status: d.init?.status ?? 200, body: d.data ?? null };
}

describe("register (SPEC §8 Registration)", () => {
  it("counts every attempt before looking the email up, and says when to retry in a toast", async () => {
    const ip = "198.51.100.77";
    // The default limit is 20 new accounts per address per hour.
    for (let i = 0; i < 20; i++) {
      const r = await answer(`person${i}@example.com`, ip);
      expect(r.status, `attempt ${i}`).toBe(302);
    }
    // A taken email no longer answers 409 once the address is over the limit: no enumeration.
    const taken = await answer("person0@example.com", ip);
    expect(taken.status).toBe(429);
    expect(taken.body).toMatchObject({
      toastError: { key: "tooManyAttempts", values: { minutes: 60 } },
    });
    expect(taken.body).not.toHaveProperty("formError");
  });
});
