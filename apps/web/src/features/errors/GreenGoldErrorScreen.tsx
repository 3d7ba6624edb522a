import { Button, Space } from 'antd';
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
      actions={
        <Space size="middle">
          <Button type="primary" size="large" onClick={() => go.to(t.retryUrl)}>
            {t.retry}
          </Button>
          <Button size="large" onClick={go.home}>
            {ERROR_TEXTS.backHome}
          </Button>
        </Space>
      }
    />
  );
}
