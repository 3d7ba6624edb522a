import { Button, Empty, Result, Skeleton } from 'antd';
import type { Loaded } from '../../api/use-call.ts';
import { PRODUCT_TEXTS as T } from './texts.ts';
import styles from './Products.module.css';

/** Loading skeleton, failure with a retry, or nothing (the caller renders the data). */
export function LoadState({ result, onRetry, rows = 6 }: { result: Loaded<unknown>; onRetry?: () => void; rows?: number }) {
  if (result.state === 'loading') return <Skeleton active paragraph={{ rows }} className={styles.state} />;
  if (result.state === 'failed') {
    return (
      <Result
        status="warning"
        title={result.message || T.loadFailed}
        extra={onRetry && <Button onClick={onRetry}>{T.retry}</Button>}
        className={styles.state}
      />
    );
  }
  return null;
}

export function EmptyState({ text = T.empty }: { text?: string }) {
  return <Empty description={text} className={styles.state} />;
}
