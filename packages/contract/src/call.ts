import type { z } from 'zod';

/**
 * One call of spec §7. `path` is relative to `/qjmh/api`. `sealed` calls are signed and their
 * bodies and replies SM4-encrypted; unsigned calls reply plain JSON (getTime, special-asset
 * queries). GET calls carry their request in the query string.
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: `/${string}`;
  sealed: boolean;
  request: Req;
  response: Res;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(def: CallDef<Req, Res>): CallDef<Req, Res> {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
