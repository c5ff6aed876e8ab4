import { describe, expect, it } from "vitest";
import { resources } from "../i18n";
import {
  ADMIN_MESSAGES,
  adminIssue,
  adminMessageKey,
  grantProSchema,
  kvJsonError,
  landingEditSchema,
  landingKvSchema,
  lastPage,
  scheduledTaskSchema,
  setExpirationSchema,
  truncate,
  userCreateSchema,
  userEditSchema,
  userFields,
} from "./schemas";

describe("admin edit schemas (SPEC §5 Admin)", () => {
  it("requires user name and email, drops an empty password, converts numbers", () => {
    const r = userEditSchema.partial().safeParse({ name: "  ", email: "a@b.co" });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(adminIssue(r.error)).toEqual({
        error: ADMIN_MESSAGES.nameEmailRequired,
        field: "name",
      });
    const ok = userEditSchema.partial().parse({
      name: " Ann ",
      password: "",
      tariff: "1",
      total_available_landings: "3",
      active: true,
    });
    expect(ok).toEqual({ name: "Ann", tariff: 1, total_available_landings: 3, active: 1 });
    expect("password" in ok && ok.password !== undefined).toBe(false);
  });

  it("needs a password for a new user", () => {
    const r = userCreateSchema.safeParse({
      name: "A",
      email: "a@b.co",
      tariff: 0,
      active: 1,
      total_available_landings: 1,
    });
    expect(r.success).toBe(false);
    if (!r.success) expect(adminIssue(r.error).field).toBe("password");
  });

  it("keeps the field metadata in the schema's order", () => {
    expect(userFields.map((f) => f.name)).toEqual(Object.keys(userEditSchema.shape));
    expect(userFields.find((f) => f.name === "tariff")?.options?.map((o) => o.value)).toEqual([
      "0",
      "1",
    ]);
  });

  it("landing parent_user is a required number", () => {
    for (const v of ["", "abc", undefined, 0]) {
      const r = landingEditSchema.safeParse({ parent_user: v, lang: "ru" });
      expect(r.success).toBe(false);
      if (!r.success) expect(adminIssue(r.error).error).toBe("parent_user must be a number");
    }
    expect(landingEditSchema.partial().parse({ parent_user: "12" })).toEqual({ parent_user: 12 });
  });

  it("checks JSON of qas, cards and contacts only when it looks like JSON", () => {
    expect(kvJsonError("qas", "[{")).toBe("Invalid JSON format for field 'qas'");
    expect(kvJsonError("qas", "plain text")).toBeNull();
    expect(kvJsonError("other", "{oops")).toBeNull();
    const r = landingKvSchema.safeParse({ parent_landing: "u", key: "cards", value: "{x" });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(adminIssue(r.error)).toEqual({
        error: "Invalid JSON format for field 'cards'",
        field: "value",
      });
    expect(
      landingKvSchema
        .safeParse({ parent_landing: "", key: "", value: " " })
        .error?.issues.map((i) => i.message),
    ).toEqual(["parent_landing is required", "key is required", "value is required"]);
  });

  it("requires every task field but body", () => {
    const r = scheduledTaskSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error.issues.map((i) => i.message)).toEqual([
        "name is required",
        "execution_time is required",
        "status is required",
        "payload is required",
        "method is required",
      ]);
    const ok = scheduledTaskSchema.parse({
      name: "tariff_expiration",
      execution_time: "2026-01-01T10:00:00Z",
      status: "pending",
      payload: '{"userId":1}',
      method: "GET",
      body: "",
    });
    expect(ok.execution_time).toBe("2026-01-01T10:00:00.000Z");
    expect(ok.body).toBeNull();
    expect(scheduledTaskSchema.shape.status.safeParse("done").error?.issues[0].message).toBe(
      ADMIN_MESSAGES.statusInvalid,
    );
  });

  it("asks for an expiration date; grants 365 days by default", () => {
    expect(setExpirationSchema.safeParse({ expiration_date: "" }).error?.issues[0].message).toBe(
      "Please set an expiration date",
    );
    expect(setExpirationSchema.parse({ expiration_date: "2026-05-01" }).expiration_date).toBe(
      "2026-05-01T00:00:00.000Z",
    );
    expect(grantProSchema.parse({}).days).toBe(365);
    expect(grantProSchema.safeParse({ days: "0" }).success).toBe(false);
  });
});

describe("admin table constants (SPEC §9)", () => {
  it("never has a page 2 of 1", () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
  it("cuts at the limit by characters", () => {
    expect(truncate("a".repeat(50), 50)).toEqual({ text: "a".repeat(50), cut: false });
    expect(truncate("я".repeat(51), 50)).toEqual({ text: "я".repeat(50), cut: true });
  });
});

describe("every admin message is translated", () => {
  it("maps API texts to catalogue keys present in ru, en and id", () => {
    for (const text of [...Object.values(ADMIN_MESSAGES), "Invalid JSON format for field 'qas'"]) {
      const known = adminMessageKey(text);
      expect(known, text).not.toBeNull();
      for (const lng of ["ru", "en", "id"] as const) {
        const messages = resources[lng].admin.messages as Record<string, string>;
        expect(messages[known!.key], `${lng}: ${known!.key}`).toBeTruthy();
      }
    }
    expect(adminMessageKey("something new")).toBeNull();
  });
});
