import { APP_TEXTS } from './texts.ts';
import './route-error.css';

/**
 * Shown when a screen's code cannot be loaded (ChunkLoadError, §8) or a screen crashes.
 * Plain markup on purpose: it must work when the chunk that failed is antd itself.
 */
export function RouteError() {
  return (
    <div className="route-error" role="alert">
      <p className="route-error__title">{APP_TEXTS.chunkLoadFailed}</p>
      <button type="button" className="route-error__button" onClick={() => window.location.reload()}>
        {APP_TEXTS.reload}
      </button>
    </div>
  );
}
