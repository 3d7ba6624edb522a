import { Button, Result } from 'antd';
import { RESET_TEXTS as T } from './texts.ts';

/** The last step: the password is reset, every login has ended, go and log in. */
export function ResetDone() {
  return (
    <Result
      status="success"
      title={T.doneTitle}
      subTitle={T.doneBody}
      data-testid="reset-done"
      extra={[
        <Button type="primary" key="login" href="#/login" size="large">
          {T.toLogin}
        </Button>,
        <Button key="home" href="#/" size="large">
          {T.backHome}
        </Button>,
      ]}
    />
  );
}
