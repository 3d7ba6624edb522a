/**
 * The desk's push channel (issue 4): `GET /qjmh/api/staff/desk/events`, server-sent events on the
 * agent's staff session cookie. Events carry no data of the conversations, only what changed, so
 * nothing leaves the envelope: the desk then asks with its sealed calls.
 * `event: change` with data `{"scope":"queue"}` or `{"scope":"conversation","uuid":"…"}`;
 * a comment line every 20 s keeps proxies from closing the stream.
 */
export const DESK_EVENTS_PATH = '/staff/desk/events';
export type DeskChange = { scope: 'queue' } | { scope: 'conversation'; uuid: string };
