import { Button, Space } from 'antd';
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
      actions={
        <Space size="middle">
          <Button type="primary" size="large" onClick={go.login}>
            {ERROR_TEXTS.login}
          </Button>
          <Button size="large" onClick={go.home}>
            {ERROR_TEXTS.backHome}
          </Button>
        </Space>
      }
    />
  );
}
