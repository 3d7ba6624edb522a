import { useCallback, useRef, useState } from 'react';
import { Modal } from 'antd';
import { CAPTCHA_SUCCESS_HIDE_MS } from '@portal/contract/limits';
import { SliderCaptcha } from '../../ui/SliderCaptcha/SliderCaptcha.tsx';
import { AUTH_TEXTS } from './texts.ts';

/**
 * The slider check in front of a login or an SMS send: `request()` opens it and resolves with
 * the `captchaVerification` once passed (the overlay closes a second later, §4), or null when
 * the user closes it.
 */
export function useCaptchaStep() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: string | null) => void) | null>(null);

  const finish = useCallback((value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  }, []);

  const request = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const modal = (
    <Modal
      open={open}
      title={AUTH_TEXTS.captchaTitle}
      footer={null}
      width={360}
      centered
      destroyOnHidden
      onCancel={() => finish(null)}
    >
      <SliderCaptcha mode="fixed" onSuccess={(value) => window.setTimeout(() => finish(value), CAPTCHA_SUCCESS_HIDE_MS)} />
    </Modal>
  );
  return { request, modal };
}
