import { formToObject } from "../../../core/account/validation";

function isJson(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").includes("application/json");
}

/**
 * A JSON body, or a form (urlencoded or multipart) as a plain object of
 * strings; null when the body is neither or does not parse, so callers answer
 * 400 rather than fail.
 */
export async function readPayload(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (isJson(request)) return (await request.json()) as unknown;
    if (!type.includes("form")) return null;
    return formToObject(await request.formData());
  } catch {
    return null;
  }
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
