/**
 * Dates and times as the bank shows them (ARCHITECTURE §8): yyyy-mm-dd and yyyy-mm-dd hh:mm,
 * always in China time whatever the browser's zone.
 */
const CHINA_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function partsOf(iso: string) {
  const parts = CHINA_TIME.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

export function formatDate(iso: string): string {
  return partsOf(iso).date;
}

export function formatDateTime(iso: string): string {
  const { date, time } = partsOf(iso);
  return `${date} ${time}`;
}
