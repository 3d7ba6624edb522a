import { ErrorFrame } from './ErrorFrame.tsx';
import { ERROR_TEXTS } from './texts.ts';
import { useErrorActions } from './useErrorActions.ts';

/** /404: unknown address, or page data that could not be loaded (§2 Route-change loading). */
export default function NotFoundScreen() {
  const go = useErrorActions();
  const t = ERROR_TEXTS.notFound;
  return (
    <ErrorFrame
      name="404"
      status="404"
      title={t.title}
      subtitle={t.subtitle}
      tips={t.tips}
      actions={[
        { label: ERROR_TEXTS.backHome, onClick: go.home },
        { label: ERROR_TEXTS.goBack, onClick: go.back },
      ]}
    />
  );
}
