import { Button } from 'antd';
import { useSmsCodeButton } from './useSmsCodeButton.ts';

export interface SmsCodeButtonProps {
  /** Sends the code; resolve true (or nothing) when it went out, false when it did not. */
  onSend: () => Promise<boolean | void>;
  /** E.g. while the phone number is not valid yet. */
  disabled?: boolean | undefined;
  /** Countdown length; the server's resend wait by default. */
  seconds?: number | undefined;
  className?: string | undefined;
}

/** "获取验证码" → "发送中…" → "59秒后重新获取" → "重新获取", disabled while sending and counting. */
export function SmsCodeButton({ onSend, disabled, seconds, className }: SmsCodeButtonProps) {
  const { label, busy, phase, send } = useSmsCodeButton(onSend, seconds);
  return (
    <Button
      className={className}
      disabled={disabled === true || busy}
      onClick={() => void send()}
      data-phase={phase}
      data-testid="sms-code-button"
    >
      {label}
    </Button>
  );
}
