import { useRootData } from "./root-data";

/**
 * Names shared with app/services/xsrf.server.ts (XSRF_FIELD, XSRF_COOKIE,
 * XSRF_HEADER); that module is server-only, so browser code cannot import it.
 * xsrf-field.test.ts keeps the two in step.
 */
export const XSRF_FIELD_NAME = "_xsrf";
export const XSRF_COOKIE_NAME = "XSRF-TOKEN";
export const XSRF_HEADER_NAME = "X-XSRF-TOKEN";

/** Hidden input carrying the XSRF token; put it inside every POST <Form>. */
export function XsrfField() {
  const token = useRootData()?.xsrfToken ?? "";
  return <input type="hidden" name={XSRF_FIELD_NAME} value={token} />;
}
