import * as z from 'zod/mini';

/** Content type every tus `PATCH` must carry (api-contract §9), else 415. */
export const TUS_CONTENT_TYPE = 'application/offset+octet-stream';

/** A non-negative decimal integer as a header value. */
const byteCount = z.string().check(z.regex(/^\d+$/, 'must be a non-negative integer'));

/** `POST /api/tus{path}` request headers: the declared upload length (api-contract §9). */
export const tusCreateHeadersSchema = z.object({ 'upload-length': byteCount });
export type TusCreateHeaders = z.infer<typeof tusCreateHeadersSchema>;

/** `HEAD /api/tus{path}` response headers: bytes on disk and the declared length. */
export const tusOffsetHeadersSchema = z.object({
  'upload-offset': byteCount,
  'upload-length': byteCount,
});
export type TusOffsetHeaders = z.infer<typeof tusOffsetHeadersSchema>;

/** `PATCH /api/tus{path}` request headers: where the chunk starts (must equal the file size). */
export const tusPatchHeadersSchema = z.object({
  'content-type': z.literal(TUS_CONTENT_TYPE),
  'upload-offset': byteCount,
});
export type TusPatchHeaders = z.infer<typeof tusPatchHeadersSchema>;

/** `PATCH` answer headers (`204`): the new offset. */
export const tusPatchResponseHeadersSchema = z.object({ 'upload-offset': byteCount });
export type TusPatchResponseHeaders = z.infer<typeof tusPatchResponseHeadersSchema>;
