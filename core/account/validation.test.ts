import { describe, expect, it } from "vitest";
import {
  fieldErrors,
  forgotSchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  registerStep2Schema,
  resetSchema,
  updateUserSchema,
} from "./validation";

const errs = (r: { success: boolean; error?: any }) => (r.success ? {} : fieldErrors(r.error));

describe("login", () => {
  it("accepts a valid email and a 6-character password", () => {
    const r = loginSchema.safeParse({ email: " A@b.co ", password: "123456" });
    expect(r.success && r.data.email).toBe("A@b.co");
  });
  it("rejects a malformed email, a missing or short password", () => {
    expect(errs(loginSchema.safeParse({ email: "a@b", password: "" }))).toEqual({
      email: "emailInvalid",
      password: "passwordRequired",
    });
    expect(errs(loginSchema.safeParse({ email: "", password: "12345" }))).toEqual({
      email: "emailRequired",
      password: "passwordTooShort",
    });
  });
});

describe("register", () => {
  const good = {
    name: "Ann",
    email: "ann@example.com",
    phone: "+7 900 000 00 00",
    password: "secret1",
    confirmPassword: "secret1",
    usagePurpose: "business",
  };
  it("accepts a complete step 1", () => {
    expect(registerFormSchema.safeParse(good).success).toBe(true);
  });
  it("requires name, phone, a valid email and matching passwords", () => {
    const r = registerFormSchema.safeParse({
      ...good,
      name: "  ",
      phone: "",
      email: "no spaces@x.y",
      confirmPassword: "other12",
    });
    expect(errs(r)).toEqual({
      name: "nameRequired",
      phone: "phoneRequired",
      email: "emailInvalid",
      confirmPassword: "passwordsMismatch",
    });
  });
  it("requires a usage purpose of myself or business", () => {
    expect(errs(registerFormSchema.safeParse({ ...good, usagePurpose: "fun" }))).toEqual({
      usagePurpose: "usagePurposeRequired",
    });
  });
  it("the API payload needs no confirmation or purpose", () => {
    const r = registerSchema.safeParse({
      name: "A",
      email: "a@b.cd",
      phone: "1",
      password: "123456",
    });
    expect(r.success).toBe(true);
    expect(
      errs(registerSchema.safeParse({ name: "A", email: "a@b.cd", phone: "1", password: "12345" })),
    ).toEqual({
      password: "passwordTooShort",
    });
  });
  it("step 2 needs one of the registration positions (coo included)", () => {
    expect(registerStep2Schema.safeParse({ position: "coo" }).success).toBe(true);
    expect(errs(registerStep2Schema.safeParse({ position: "" }))).toEqual({
      position: "positionRequired",
    });
    expect(errs(registerStep2Schema.safeParse({}))).toEqual({ position: "positionRequired" });
  });
});

describe("forgot and reset", () => {
  it("forgot needs a valid email", () => {
    expect(errs(forgotSchema.safeParse({ email: "x" }))).toEqual({ email: "emailInvalid" });
  });
  it("reset needs 6 characters and a matching confirmation", () => {
    expect(resetSchema.safeParse({ password: "abcdef", confirmPassword: "abcdef" }).success).toBe(
      true,
    );
    expect(errs(resetSchema.safeParse({ password: "abc", confirmPassword: "abc" }))).toEqual({
      password: "passwordTooShort",
    });
    expect(errs(resetSchema.safeParse({ password: "abcdef", confirmPassword: "abcdeg" }))).toEqual({
      confirmPassword: "passwordsMismatch",
    });
  });
});

describe("updateUser", () => {
  it("coerces id and flags, trims text", () => {
    const r = updateUserSchema.safeParse({
      id: "5",
      haveprojectsbefore: "true",
      location: " Bali ",
      units_plan: 10,
    });
    expect(r.success && r.data).toEqual({
      id: 5,
      haveprojectsbefore: true,
      location: "Bali",
      units_plan: "10",
    });
  });
  it("rejects an unknown position and a bad id", () => {
    expect(errs(updateUserSchema.safeParse({ id: "x", position: "king" }))).toEqual({
      id: "invalidId",
      position: "positionRequired",
    });
  });
});
