import { HttpError } from "../../core/http-error";
import { UploadError } from "../../app/services/landings/image-input.server";

/** The HttpError a call is refused with; any other error is rethrown, a success fails the test. */
export async function refusal(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

/** An upload's UploadError code, or "accepted" when the upload goes through. */
export async function uploadCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof UploadError) return e.code;
    throw e;
  }
  return "accepted";
}
