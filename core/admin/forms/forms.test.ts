import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, adminIssue, adminMessageKey } from "../messages";
import { landingEditSchema, landingFields } from "./landings";
import { kvJsonError, landingKvEditSchema, landingKvSchema } from "./landing-kv";
import { scheduledTaskFields, scheduledTaskSchema } from "./scheduled-tasks";
import {
  grantProSchema,
  setExpirationSchema,
  userCreateSchema,
  userEditSchema,
  userFields,
} from "./users";

/** The first issue as the API answers it. */
const firstIssue = (r: { success: boolean; error?: import("zod").ZodError }) =>
  r.success ? null : adminIssue(r.error!);

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

  it("lays the modal out in its own order; the schema checks in the API's", () => {
    expect(userFields.map((f) => f.name).sort()).toEqual(Object.keys(userEditSchema.shape).sort());
    expect(userFields.map((f) => f.name)).toEqual([
      "name",
      "email",
      "phone",
      "position",
      "location",
      "tariff",
      "tariff_expiration_date",
      "total_available_landings",
      "units_plan",
      "active",
      "password",
    ]);
    expect(Object.keys(userEditSchema.shape).slice(4, 7)).toEqual([
      "location",
      "units_plan",
      "tariff",
    ]);
    expect(landingFields.map((f) => f.name)).toEqual([
      "projectname",
      "companyname",
      "textalias",
      "parent_user",
      "lang",
    ]);
    expect(Object.keys(landingEditSchema.shape)).toEqual([
      "projectname",
      "companyname",
      "parent_user",
      "lang",
      "textalias",
    ]);
    expect(scheduledTaskFields.map((f) => f.name)).toEqual([
      "name",
      "execution_time",
      "status",
      "payload",
      "method",
      "body",
    ]);
    expect(userFields.find((f) => f.name === "tariff")?.options?.map((o) => o.value)).toEqual([
      "0",
      "1",
    ]);
    // So several problems are answered with the API's first one.
    expect(
      firstIssue(userEditSchema.partial().safeParse({ tariff: 7, units_plan: "u".repeat(201) })),
    ).toEqual({ error: "units_plan is too long", field: "units_plan" });
  });

  it("reads user fields as the API always has", () => {
    const edit = userEditSchema.partial();
    // Stored trimmed and in lower case; at most 254 characters.
    expect(edit.parse({ email: " Edit@X.io " })).toEqual({ email: "edit@x.io" });
    expect(firstIssue(edit.safeParse({ email: `${"a".repeat(250)}@b.co` }))).toEqual({
      error: ADMIN_MESSAGES.emailInvalid,
      field: "email",
    });
    // Only text is a name.
    expect(firstIssue(edit.safeParse({ name: 5 }))?.error).toBe(ADMIN_MESSAGES.nameEmailRequired);
    expect(firstIssue(edit.safeParse({ name: "n".repeat(201) }))?.error).toBe("name is too long");
    expect(firstIssue(edit.safeParse({ phone: true }))?.error).toBe("phone must be text");
    expect(edit.parse({ phone: null, position: " ", units_plan: "u".repeat(200) })).toEqual({
      phone: "",
      position: null,
      units_plan: "u".repeat(200),
    });
    // Numbers as decimal text only; flags as 0/1, true/false.
    for (const tariff of [true, "true", "1e0", "0x1", " "])
      expect(edit.safeParse({ tariff }).success, String(tariff)).toBe(false);
    expect(edit.parse({ tariff: " 1.0 ", total_available_landings: "3.0" })).toEqual({
      tariff: 1,
      total_available_landings: 3,
    });
    expect(edit.safeParse({ total_available_landings: "1e2" }).success).toBe(false);
    expect(edit.parse({ active: "false" })).toEqual({ active: 0 });
    expect(edit.safeParse({ active: " 1 " }).success).toBe(false);
    // An empty date clears it; blanks that are not empty are no date.
    expect(edit.parse({ tariff_expiration_date: "" })).toEqual({ tariff_expiration_date: null });
    expect(edit.safeParse({ tariff_expiration_date: " " }).success).toBe(false);
    // A password is taken as typed: six spaces are a password.
    expect(edit.parse({ password: "      " })).toEqual({ password: "      " });
    expect(firstIssue(edit.safeParse({ password: "p".repeat(129) }))?.error).toBe(
      ADMIN_MESSAGES.passwordTooLong,
    );
    expect(adminMessageKey("units_plan is too long")).toEqual({ key: "tooLong" });
  });

  it("landing parent_user is a required number", () => {
    for (const v of ["", "abc", undefined, 0]) {
      const r = landingEditSchema.safeParse({ parent_user: v, lang: "ru" });
      expect(r.success).toBe(false);
      if (!r.success) expect(adminIssue(r.error).error).toBe("parent_user must be a number");
    }
    expect(landingEditSchema.partial().parse({ parent_user: "12" })).toEqual({ parent_user: 12 });
    // Whether so big an owner exists is the server's question ("User not found").
    expect(landingEditSchema.partial().parse({ parent_user: 1e20 })).toEqual({ parent_user: 1e20 });
  });

  it("landing names are text; the link name is normalised, its rules are the server's", () => {
    const edit = landingEditSchema.partial();
    expect(edit.parse({ projectname: null, textalias: " My_Shop  Now " })).toEqual({
      projectname: "",
      textalias: "my-shop-now",
    });
    expect(edit.parse({ textalias: "" })).toEqual({ textalias: null });
    expect(firstIssue(edit.safeParse({ companyname: 5 }))?.error).toBe("companyname must be text");
    expect(firstIssue(edit.safeParse({ textalias: 5 }))?.error).toBe("invalidLinkName");
    expect(firstIssue(edit.safeParse({ lang: " ru " }))?.error).toBe(ADMIN_MESSAGES.langInvalid);
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
    // Spaces around JSON are allowed, as the mirrored keys read it.
    expect(kvJsonError("cards", " [1]\u00a0")).toBeNull();
  });

  it("checks KV lengths once every field sent is there; PUT sends a subset", () => {
    const long = { parent_landing: " ABC ", key: "k".repeat(101), value: "v" };
    expect(firstIssue(landingKvSchema.safeParse(long))).toEqual({
      error: "key is too long",
      field: "key",
    });
    expect(firstIssue(landingKvSchema.safeParse({ ...long, value: " " }))).toEqual({
      error: "value is required",
      field: "value",
    });
    expect(
      firstIssue(landingKvSchema.safeParse({ ...long, key: "k", value: "v".repeat(100_001) })),
    ).toEqual({ error: "value is too long", field: "value" });
    expect(landingKvEditSchema.parse({ parent_landing: " ABC ", value: 7 })).toEqual({
      parent_landing: "abc",
      value: "7",
    });
    // The JSON rule is not the subset's: it needs the merged row.
    expect(landingKvEditSchema.safeParse({ key: "qas", value: "[oops" }).success).toBe(true);
  });

  it("requires every task field but body", () => {
    const r = scheduledTaskSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error.issues.map((i) => i.message)).toEqual([
        "name is required",
        "execution_time is required",
        "status is required",
        "method is required",
        "payload is required",
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
    // Trimmed text, the method in capitals; the body is stored as typed.
    const task = scheduledTaskSchema.parse({
      name: " plan.scan ",
      execution_time: " 2026-01-01T10:00:00Z ",
      status: " failed ",
      payload: " {} ",
      method: " post ",
      body: "  ",
    });
    expect(task).toMatchObject({ name: "plan.scan", status: "failed", payload: "{}" });
    expect(task).toMatchObject({ method: "POST", body: "  " });
    const { body: _left, ...withoutBody } = task;
    expect("body" in scheduledTaskSchema.parse(withoutBody)).toBe(false);
    expect(scheduledTaskSchema.shape.body.safeParse(5).error?.issues[0].message).toBe(
      "body must be text",
    );
    expect(scheduledTaskSchema.shape.status.safeParse(true).error?.issues[0].message).toBe(
      ADMIN_MESSAGES.statusRequired,
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
    expect(grantProSchema.parse({ days: null }).days).toBe(365);
    expect(grantProSchema.safeParse({ days: "0" }).success).toBe(false);
    for (const days of [" ", true, "1e2"])
      expect(grantProSchema.safeParse({ days }).success, String(days)).toBe(false);
  });
});
