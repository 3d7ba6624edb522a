import { ErrorFrame } from './ErrorFrame.tsx';
import { ERROR_TEXTS } from './texts.ts';
import { useErrorActions } from './useErrorActions.ts';

/** /403: the user may not see the requested page. */
export default function ForbiddenScreen() {
  const go = useErrorActions();
  const t = ERROR_TEXTS.forbidden;
  return (
    <ErrorFrame
      name="403"
      status="403"
      title={t.title}
      subtitle={t.subtitle}
      tips={t.tips}
      actions={[
        { label: ERROR_TEXTS.login, onClick: go.login },
        { label: ERROR_TEXTS.backHome, onClick: go.home },
      ]}
    />
  );
}
