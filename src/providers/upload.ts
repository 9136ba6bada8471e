/**
 * The multipart upload (spec §3 "Uploaded file", §7): the one call that is no JSON POST, so it does not
 * go through the data provider's `custom`; its path comes from the `file` endpoint group and its
 * failures are the data provider's error type (toHttpError), like every other call.
 */
import { file } from "../resources/endpoint-groups";
import { toHttpError } from "./data-provider";
import { ApiFailure, requestHeaders, unwrap } from "./http";

/** Answer of the upload endpoint (envelope data). */
export interface UploadedFile {
  fileKey: string;
  url: string;
  fileName: string;
  size: number;
  type: string;
}

/**
 * Sends one file as multipart (`file`, `type`) with the portal's headers (token, language, placeholders).
 * @throws HttpError { message, statusCode: envelope code (HTTP status without an envelope, 0 on a network error) }
 */
export async function uploadFile(body: File, type: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append("type", type);
  form.append("file", body, body.name);
  // The browser sets the multipart boundary itself, so the JSON content type must not be sent.
  const { ["Content-Type"]: _json, ...headers } = requestHeaders();
  try {
    let response: Response;
    try {
      response = await fetch(file.endpoints.custom.upload, { method: "POST", headers, body: form });
    } catch (err) {
      throw new ApiFailure(0, (err as Error).message);
    }
    return await unwrap<UploadedFile>(response);
  } catch (err) {
    throw toHttpError(err);
  }
}
