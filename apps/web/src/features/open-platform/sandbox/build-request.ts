import { OPEN_API_SANDBOX_PREFIX, type OpenApiDefinition } from '@portal/contract/open-platform/apis';

/** The path parameters of an API path, e.g. `accountNo` of `/accounts/{accountNo}/balance`. */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The sandbox URL of an API call: path parameters encoded in place, empty query values left out. */
export function sandboxUrl(api: Pick<OpenApiDefinition, 'path'>, params: Record<string, string>, query: Record<string, string>): string {
  const path = api.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return `${OPEN_API_SANDBOX_PREFIX}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}
