import { APP_TEXTS } from './texts.ts';

/**
 * What the router shows while the first route's code and page data load: the same first paint
 * as index.html (its inline style holds these classes), so the page does not flash empty.
 */
export function BootFallback() {
  return (
    <>
      <div className="boot-strip" aria-hidden="true" />
      <div className="boot-bar">
        <div className="boot-inner">
          <img src="/static/img/logo.svg" alt={APP_TEXTS.bankName} width={154} height={42} />
        </div>
      </div>
      <div className="boot-band" aria-hidden="true" />
    </>
  );
}
