import { formatDateTime } from './format-date.ts';

/** A datetime-local value (`yyyy-mm-ddThh:mm`) read as China time, as ISO; empty stays null. */
export function chinaLocalToIso(value: string | undefined | null): string | null {
  if (!value) return null;
  const at = new Date(`${value}:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO time as the datetime-local value of the same moment in China time. */
export function isoToChinaLocal(iso: string | null): string {
  return iso ? formatDateTime(iso).replace(' ', 'T') : '';
}
