import { z } from 'zod';
import { FACE_REFUSALS, FaceServiceError, type FaceProvider, type FaceRefusal } from './face-provider.ts';

export interface HttpFaceOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * The only replies that are a verdict; anything else is a failure, never a pass. `score` is the
 * service's own comparison score and `liveness` its liveness judgement, both stored with the check
 * when given; a service that says the picture is not live refuses, whatever `match` says.
 */
const ZVerdictReply = z.object({
  match: z.boolean(),
  score: z.number().finite().optional(),
  liveness: z.boolean().optional(),
  reason: z.string().optional(),
});

/** Longest piece of the service's own reason kept for the log. */
const DETAIL_MAX = 200;

/** A reason the service names in our own words keeps its specific message on the phone. */
function refusalOf(reason: string | undefined): FaceRefusal {
  const known = FACE_REFUSALS.find((r) => r === reason);
  return known ?? 'NO_MATCH';
}

/**
 * Posts `{ "image": "<base64>", "mimeType": "…", "subject": { "userId", "realName", "docType",
 * "docNumber", "legalRepresentativeOf"? } }` as JSON to the bank's face verification service,
 * which compares the face with the person the subject names (one-to-one) and answers
 * `{ "match": true|false, "score"?, "liveness"?, "reason"? }` with a 2xx status (docs/operations.md).
 * A slow service is cut off so the phone's request does not hang; a timeout, another status or
 * another body is FACE_SERVICE_FAILED.
 */
export function httpFaceProvider(options: HttpFaceOptions): FaceProvider {
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'http',
    async verify(picture, subject) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      let res: Response;
      try {
        res = await fetchImpl(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({
            image: picture.bytes.toString('base64'),
            mimeType: picture.mimeType,
            subject: {
              userId: subject.userId,
              realName: subject.realName,
              docType: subject.docType,
              docNumber: subject.docNumber,
              ...(subject.legalRepresentativeOf ? { legalRepresentativeOf: subject.legalRepresentativeOf } : {}),
            },
          }),
          signal,
        });
      } catch (err) {
        throw new FaceServiceError(err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable');
      }
      // The same deadline covers the body: a service that stalls mid-reply fails too.
      const text = await res.text().catch((err: unknown) => {
        throw new FaceServiceError(err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'reply cut off');
      });
      if (!res.ok) throw new FaceServiceError(`status ${res.status}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new FaceServiceError('reply is not JSON');
      }
      const verdict = ZVerdictReply.safeParse(body);
      if (!verdict.success) throw new FaceServiceError('reply is not a verdict');
      const { match, score, liveness, reason } = verdict.data;
      const decision = { match, score: score ?? null, liveness: liveness ?? null };
      if (match && liveness !== false) return { ok: true, decision };
      const refusal = match ? 'NOT_LIVE' : refusalOf(reason);
      return { ok: false, reason: refusal, decision, ...(reason ? { detail: reason.slice(0, DETAIL_MAX) } : {}) };
    },
  };
}
