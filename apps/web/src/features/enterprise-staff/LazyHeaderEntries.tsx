import { lazy, Suspense, type ComponentProps } from 'react';

const HeaderEntries = lazy(() => import('./HeaderEntries.tsx').then((m) => ({ default: m.HeaderEntries })));

/**
 * The header's enterprise entries, loaded only for a logged-in customer (issue 36): an anonymous
 * visitor's first paint does not carry the seat check and its texts.
 */
export function LazyHeaderEntries(props: ComponentProps<typeof HeaderEntries>) {
  return (
    <Suspense fallback={null}>
      <HeaderEntries {...props} />
    </Suspense>
  );
}
