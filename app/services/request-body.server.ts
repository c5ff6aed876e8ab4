import { formToObject } from "../../core/account/validation";

function isJson(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").includes("application/json");
}

/**
 * A JSON body (null when it does not parse), or a form (urlencoded or
 * multipart) as a plain object of strings. Any other body makes
 * `formData()` throw, as the editor APIs always have.
 */
export async function readPayload(request: Request): Promise<unknown> {
  if (isJson(request)) {
    try {
      return (await request.json()) as unknown;
    } catch {
      return null;
    }
  }
  return formToObject(await request.formData());
}

/** The body as a field map: `{}` when it is neither a JSON object nor a form (account APIs). */
export async function readPayloadFields(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json") && !type.includes("form")) return {};
  const body = await readPayload(request);
  return body && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
