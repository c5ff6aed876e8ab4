import { redirectWithToast } from "../../services/platform/index.server";

/** SPEC §2: /reset-password without a token shows an error and goes to Login. */
export function loader() {
  throw redirectWithToast("/login", { type: "error", key: "auth:resetTokenMissing" });
}
