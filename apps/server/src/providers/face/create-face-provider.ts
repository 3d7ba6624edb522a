import type { AppConfig } from '../../config.ts';
import type { FaceProvider } from './face-provider.ts';
import { httpFaceProvider } from './http.ts';
import { localFaceProvider, type ReferenceFaces } from './local.ts';

/** `references`: the registry's reference photos, which only the local provider compares with. */
export function createFaceProvider(config: AppConfig, references: ReferenceFaces): FaceProvider {
  if (config.FACE_PROVIDER === 'http') {
    // The config check guarantees the URL when the provider is http.
    return httpFaceProvider({ url: config.FACE_HTTP_URL!, token: config.FACE_HTTP_TOKEN, timeoutMs: config.FACE_HTTP_TIMEOUT_MS });
  }
  return localFaceProvider(references);
}
