import { ClockCircleOutlined } from '@ant-design/icons';
import { ErrorFrame } from './ErrorFrame.tsx';
import { ERROR_TEXTS } from './texts.ts';
import { useErrorActions } from './useErrorActions.ts';

/** /invalid: an expired or already used link (页面已失效). */
export default function InvalidScreen() {
  const go = useErrorActions();
  const t = ERROR_TEXTS.invalid;
  return (
    <ErrorFrame
      name="invalid"
      status="warning"
      icon={<ClockCircleOutlined style={{ color: '#e8912d' }} />}
      title={t.title}
      subtitle={t.subtitle}
      tips={t.tips}
      actions={[
        { label: ERROR_TEXTS.backHome, onClick: go.home },
        { label: ERROR_TEXTS.relogin, onClick: go.login },
      ]}
    />
  );
}
