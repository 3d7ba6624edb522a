// The entry of the face detecting thread (face-detector.ts). The server's TypeScript runs
// through tsx, and a worker thread needs the loader registered before its TypeScript is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./detector-worker.ts');
