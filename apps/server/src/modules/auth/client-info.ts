import type { FastifyRequest } from 'fastify';
import { readDeviceCookie } from './device-cookie.ts';

/** A short, human description of the browser and system for the login history. */
export function deviceOf(req: FastifyRequest): string {
  const ua = req.headers['user-agent'] ?? '';
  const browser =
    /Edg\/(\d+)/.exec(ua)?.[0]?.replace('Edg/', 'Edge ') ??
    /Firefox\/(\d+)/.exec(ua)?.[0]?.replace('/', ' ') ??
    /(?:Chrome|HeadlessChrome)\/(\d+)/.exec(ua)?.[1]?.replace(/^/, 'Chrome ') ??
    /Version\/(\d+).*Safari/.exec(ua)?.[1]?.replace(/^/, 'Safari ') ??
    '未知浏览器';
  const system = /Windows NT/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /UOS|Linux/.test(ua)
            ? 'Linux'
            : '未知系统';
  return `${browser} / ${system}`.slice(0, 80);
}

/** Who attempts a login or password check: how, from where, in which browser, with which device cookie. */
export function attemptOf(req: FastifyRequest, method: string) {
  return { method, ip: req.ip, device: deviceOf(req), deviceCookie: readDeviceCookie(req) };
}
