import { ErrorFrame } from './ErrorFrame.tsx';
import { ERROR_TEXTS } from './texts.ts';
import { useErrorActions } from './useErrorActions.ts';

/** /greenGoldPross/errorPage: the industry financing platform could not be opened. */
export default function GreenGoldErrorScreen() {
  const go = useErrorActions();
  const t = ERROR_TEXTS.greenGold;
  return (
    <ErrorFrame
      name="greenGoldErrorPage"
      status="500"
      title={t.title}
      subtitle={t.subtitle}
      tips={t.tips}
      actions={[
        { label: t.retry, onClick: () => go.to(t.retryUrl) },
        { label: ERROR_TEXTS.backHome, onClick: go.home },
      ]}
    />
  );
}
