import { Button, Result } from 'antd';
import { APP_TEXTS } from './texts.ts';

/** Shown when a screen's code cannot be loaded (ChunkLoadError, §8) or a screen crashes. */
export function RouteError() {
  return (
    <Result
      status="warning"
      title={APP_TEXTS.chunkLoadFailed}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {APP_TEXTS.reload}
        </Button>
      }
    />
  );
}
