import type * as z from 'zod/mini';
import type { StaffRole } from './calls/staff/staff-member.ts';
import type { ErrorName } from './errors.ts';

/**
 * One call of spec §7. `path` is relative to `/qjmh/api`. `sealed` calls are signed and their
 * bodies and replies SM4-encrypted; unsigned calls reply plain JSON (getTime, special-asset
 * queries). GET calls carry their request in the query string. Schemas are zod/mini because
 * they ship to the browser (see docs/decisions.md).
 */
/**
 * Who may make a call. `public` calls are open to visitors; `user` calls need a logged-in
 * customer and `staff` calls a logged-in agent or operator. A session of one kind never passes
 * the other's check (ARCHITECTURE §5).
 */
export type CallAccess = 'public' | 'user' | 'staff';

/**
 * Marks a multipart upload call (ARCHITECTURE §4.3, envelope/upload.ts): the sealed input
 * travels as the text part `uploadData` next to up to `maxFiles` file parts named
 * `fileField`, each at most `maxFileBytes`. The server may only tighten these limits.
 */
export interface UploadSpec {
  maxFiles: number;
  maxFileBytes: number;
  /** Name of every file part; `file` by default (§7 uploadImage: "form data file"). */
  fileField?: string;
}

/**
 * Who may make a call, with the staff roles of a staff call. Agents and operators both hold
 * staff sessions, so a staff call must say which of them it serves (`roles`, both listed when
 * it serves both): the envelope refuses the other role before the call's input is read, so no
 * call can forget the check (docs/decisions.md, issue 18).
 */
export type CallAccessRule =
  | { /** Default `public`. */ access?: 'public' | 'user'; roles?: undefined }
  | { access: 'staff'; roles: readonly [StaffRole, ...StaffRole[]] };

export type CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> = CallAccessRule & {
  method: 'GET' | 'POST';
  path: `/${string}`;
  sealed: boolean;
  /** Set on multipart upload calls; their `request` is the JSON part, files come beside it. */
  upload?: UploadSpec;
  /**
   * Outcomes the caller's screen handles as answers, not failures (an unknown page, wrong
   * credentials): replied with HTTP 200 and their code in the body, so the browser does not log
   * a failed request. Any other error keeps its HTTP status.
   */
  answers?: readonly ErrorName[];
  request: Req;
  response: Res;
};

export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(def: CallDef<Req, Res>): CallDef<Req, Res> {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodMiniType, infer Res> ? z.output<Res> : never;
