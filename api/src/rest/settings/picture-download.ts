import type { PictureDownload } from "../../domain/settings/user-picture.ts";
import type { RestResult } from "../route.ts";

/** An account's own picture as sent: its bytes streamed, never sniffed, cached privately (its address changes with it). */
export function pictureDownload(picture: PictureDownload): RestResult {
  return {
    stream: picture.content,
    headers: { "content-type": picture.contentType, "content-length": String(picture.size), "x-content-type-options": "nosniff", "cache-control": "private, max-age=86400" },
  };
}
