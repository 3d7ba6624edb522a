import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio, message } from 'antd';
import { FEEDBACK_TYPES } from '@portal/contract/calls/feedback/fields';
import { submitFeedback } from '@portal/contract/calls/feedback/submit-feedback';
import { CallError } from '@portal/contract/envelope/client';
import {
  FEEDBACK_CODE_MAX,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_DETAIL_MAX,
  FEEDBACK_IMAGE_EXTENSIONS,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TARGET_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_PHONE_LENGTH,
  FEEDBACK_SMS_RESEND_SECONDS,
  FEEDBACK_SUCCESS_MS,
  FEEDBACK_TITLE_MAX,
} from '@portal/contract/limits';
import { FEEDBACK_MESSAGES } from '@portal/contract/messages';
import { AntdProvider } from '../../app/AntdProvider.tsx';
import { callUpload } from '../../api/client.ts';
import { requestSmsCode } from '../../api/sms.ts';
import { ImagePicker } from '../../ui/ImagePicker/ImagePicker.tsx';
import { useImagePicker } from '../../ui/ImagePicker/useImagePicker.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { codeSender } from '../auth/code-senders.ts';
import { showCallError } from '../auth/field-errors.ts';
import { digitsOnly } from '../auth/phone-rules.ts';
import { useCaptchaStep } from '../auth/useCaptchaStep.tsx';
import { FEEDBACK_FIELDS, FEEDBACK_RULES, imageIndexOf, toSubmitInput, type FeedbackValues } from './feedback-form.ts';
import { PrivacyClauseDialog } from './PrivacyClauseDialog.tsx';
import { FEEDBACK_TEXTS as T } from './texts.ts';
import styles from './FeedbackDialog.module.css';

const PICKER_OPTIONS = {
  max: FEEDBACK_MAX_IMAGES,
  maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
  extensions: FEEDBACK_IMAGE_EXTENSIONS,
  targetBytes: FEEDBACK_IMAGE_TARGET_BYTES,
  messages: { format: FEEDBACK_MESSAGES.imageFormat, tooLarge: FEEDBACK_MESSAGES.imageTooLarge },
};

const TYPE_OPTIONS = FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_MESSAGES.types[value] }));

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 我要反馈 (§4, §5 Feedback form): privacy clause first, type, title /20, detail /200, up to four
 * screenshots compressed in the browser, contact, phone and the SMS code behind the slider
 * check. Filling → submitting (提交中…) → success toast for 2 s, then the dialog closes and the
 * form resets. A failed send keeps everything typed and picked and shows the error in place.
 */
export default function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const [form] = Form.useForm<FeedbackValues>();
  const picker = useImagePicker(PICKER_OPTIONS);
  const captcha = useCaptchaStep();
  const [toast, toastHolder] = message.useMessage();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const sendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['linkInfo']);
    } catch {
      return false;
    }
    const captchaVerification = await captcha.request();
    if (!captchaVerification) return false;
    const phone = form.getFieldValue('linkInfo') as string;
    return codeSender(form, () => requestSmsCode(phone, 'sms_feedback', captchaVerification), setError, ['linkInfo'])();
  };

  function finish() {
    form.resetFields();
    picker.reset();
    setError(null);
    setDone(false);
    onClose();
  }

  async function submit() {
    setError(null);
    // §5 order: the privacy clause first, then every picture valid, then the required fields.
    if (!form.getFieldValue('consent')) {
      form.setFields([{ name: 'consent', errors: [FEEDBACK_MESSAGES.privacyRequired] }]);
      void toast.warning(FEEDBACK_MESSAGES.privacyRequired);
      return;
    }
    if (!picker.allReady) {
      void toast.error(FEEDBACK_MESSAGES.invalidImages);
      return;
    }
    let values: FeedbackValues;
    try {
      values = await form.validateFields();
    } catch {
      void toast.error(FEEDBACK_MESSAGES.requiredFields);
      return;
    }
    setBusy(true);
    try {
      await callUpload(submitFeedback, toSubmitInput(values), picker.files());
      setDone(true);
      void toast.success({ content: FEEDBACK_MESSAGES.submitSuccess, duration: FEEDBACK_SUCCESS_MS / 1000 });
      closeTimer.current = window.setTimeout(finish, FEEDBACK_SUCCESS_MS);
    } catch (err) {
      const image = err instanceof CallError ? imageIndexOf(err.field) : null;
      if (image !== null && err instanceof CallError) {
        picker.setError(image, err.message);
        void toast.error(FEEDBACK_MESSAGES.invalidImages);
      } else {
        const general = showCallError(form, err, FEEDBACK_FIELDS);
        if (general) setError(err instanceof CallError ? general : FEEDBACK_MESSAGES.submitFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AntdProvider>
      {toastHolder}
      <Modal
        open={open}
        title={T.title}
        width={680}
        centered
        maskClosable={false}
        onCancel={done ? finish : onClose}
        rootClassName={styles.root}
        footer={[
          <Button key="cancel" onClick={done ? finish : onClose} disabled={busy}>
            {T.cancel}
          </Button>,
          <Button key="submit" type="primary" loading={busy} disabled={done} onClick={() => void submit()} data-testid="feedback-submit">
            {busy ? T.submitting : T.submit}
          </Button>,
        ]}
      >
        <p className={styles.intro}>{T.intro}</p>
        {error && <Alert type="error" showIcon title={error} className={styles.alert} data-testid="feedback-error" />}
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '92px' }}
          wrapperCol={{ flex: 1 }}
          labelAlign="right"
          colon={false}
          className={styles.form}
          disabled={done}
          data-testid="feedback-form"
        >
          <Form.Item label={T.type} name="feedbackType" rules={FEEDBACK_RULES.feedbackType}>
            <Radio.Group options={TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item label={T.feedbackTitle} name="feedbackTitle" rules={FEEDBACK_RULES.feedbackTitle}>
            <Input placeholder={T.feedbackTitlePlaceholder} maxLength={FEEDBACK_TITLE_MAX} showCount />
          </Form.Item>
          <Form.Item label={T.detail} name="feedbackDetail" rules={FEEDBACK_RULES.feedbackDetail}>
            <Input.TextArea placeholder={T.detailPlaceholder} maxLength={FEEDBACK_DETAIL_MAX} showCount rows={4} />
          </Form.Item>
          <Form.Item label={T.screenshots} htmlFor="feedback-screenshots">
            <ImagePicker picker={picker} hint={T.screenshotsHint} disabled={done || busy} id="feedback-screenshots" />
          </Form.Item>
          <Form.Item label={T.linkman} name="linkman" rules={FEEDBACK_RULES.linkman}>
            <Input placeholder={T.linkmanPlaceholder} maxLength={FEEDBACK_CONTACT_MAX} />
          </Form.Item>
          <Form.Item label={T.phone} name="linkInfo" rules={FEEDBACK_RULES.linkInfo} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
            <Input placeholder={T.phonePlaceholder} maxLength={FEEDBACK_PHONE_LENGTH} inputMode="numeric" />
          </Form.Item>
          <Form.Item label={T.code} required>
            <div className={styles.codeRow}>
              <Form.Item name="msgCode" rules={FEEDBACK_RULES.msgCode} getValueFromEvent={digitsOnly} noStyle>
                <Input aria-label={T.code} placeholder={T.codePlaceholder} maxLength={FEEDBACK_CODE_MAX} inputMode="numeric" />
              </Form.Item>
              <SmsCodeButton onSend={sendCode} seconds={FEEDBACK_SMS_RESEND_SECONDS} disabled={done} />
            </div>
          </Form.Item>
          <Form.Item name="consent" valuePropName="checked" wrapperCol={{ offset: 0 }} className={styles.consent}>
            <Checkbox data-testid="feedback-consent">
              {T.consentPrefix}
              <a
                href="#/privacyClause"
                onClick={(e) => {
                  e.preventDefault();
                  setPrivacyOpen(true);
                }}
                data-testid="feedback-privacy-link"
              >
                {T.privacyLink}
              </a>
            </Checkbox>
          </Form.Item>
        </Form>
        {captcha.modal}
      </Modal>
      <PrivacyClauseDialog
        open={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        onAgree={() => {
          form.setFields([{ name: 'consent', value: true, errors: [] }]);
          setPrivacyOpen(false);
        }}
      />
    </AntdProvider>
  );
}
