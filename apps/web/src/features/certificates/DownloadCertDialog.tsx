import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space, Steps } from 'antd';
import { certGetCert, certSendMessage, certValidateTel, certVerifyTel } from '@portal/contract/calls/certificates/cert-manage';
import { callApi } from '../../api/client.ts';
import { certFailureText } from './CertLoginForm.tsx';
import { createSoftDevice, enrolOnKey, listKeyDevices, PROVIDER_OPTIONS, type KeyDevice } from './key-devices.ts';
import { CERT_TEXTS as T } from './texts.ts';

export interface DownloadTarget {
  userNo: string;
  loginName: string;
  realName: string | null;
  enterpriseName: string;
}

/**
 * 下载证书 for one user (§7 Certificates): the user's phone is confirmed, an SMS code to it is
 * entered, then a key device is chosen (or a software one created), the key makes the key pair
 * and CSR, and the issued certificate is written back onto it.
 */
export function DownloadCertDialog({ target, onClose, onDone }: { target: DownloadTarget; onClose: () => void; onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [enrolmentId, setEnrolmentId] = useState<string | null>(null);
  const [devices, setDevices] = useState<KeyDevice[]>([]);
  const [serial, setSerial] = useState<string>('');
  const [newProvider, setNewProvider] = useState(PROVIDER_OPTIONS[0]?.value ?? '');
  const userNo = target.userNo;

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function run(action: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (err) {
      setError(certFailureText(err));
    } finally {
      setBusy(false);
    }
  }

  const validatePhone = () =>
    run(async () => {
      await callApi(certValidateTel, { userNo, phone: phone.trim() });
      setStep(1);
    });
  const sendCode = () =>
    run(async () => {
      const sent = await callApi(certSendMessage, { userNo });
      setSentTo(sent.phone);
      setWait(sent.resendAfter);
    });
  const verifyCode = () =>
    run(async () => {
      const opened = await callApi(certVerifyTel, { userNo, smsCode: smsCode.trim() });
      setEnrolmentId(opened.enrolmentId);
      const found = await listKeyDevices();
      setDevices(found);
      setSerial(found[0]?.serial ?? '');
      setStep(2);
    });
  const createDevice = () =>
    run(async () => {
      const device = await createSoftDevice(newProvider);
      if (!device) return;
      setDevices([...devices, device]);
      setSerial(device.serial);
    });
  const writeCertificate = () =>
    run(async () => {
      const device = devices.find((d) => d.serial === serial);
      if (!device || !enrolmentId) return;
      const subject = { CN: target.loginName, O: target.enterpriseName };
      await enrolOnKey(device.serial, subject, async (csr) => {
        const issued = await callApi(certGetCert, { enrolmentId, csr, keySerial: device.serial, providerName: device.cspName || newProvider });
        return issued.certificate;
      });
      onDone();
    });

  return (
    <Modal open title={T.downloadFor(target.realName ?? target.loginName)} footer={null} onCancel={onClose} destroyOnHidden data-testid="cert-download-dialog">
      <Steps size="small" current={step} items={[{ title: T.stepPhone }, { title: T.stepSms }, { title: T.stepKey }]} className="cert-steps" />
      {error && <Alert type="error" showIcon title={error} className="auth-form-alert" data-testid="cert-download-error" />}
      {step === 0 && (
        <Form layout="vertical" onFinish={validatePhone}>
          <Form.Item label={T.phoneLabel} required>
            <Input value={phone} onChange={(e) => {
                setPhone(e.target.value);
                setError(null);
              }} placeholder={T.phonePlaceholder} maxLength={11} inputMode="numeric" data-testid="cert-phone" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} disabled={phone.trim().length !== 11} data-testid="cert-phone-next">
            {T.next}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form layout="vertical" onFinish={verifyCode}>
          {sentTo && <p data-testid="cert-code-sent">{T.codeSentTo(sentTo)}</p>}
          <Form.Item label={T.smsCode} required>
            <div className="auth-code-row">
              <Input value={smsCode} onChange={(e) => {
                  setSmsCode(e.target.value);
                  setError(null);
                }} maxLength={6} inputMode="numeric" data-testid="cert-sms-code" />
              <Button onClick={sendCode} disabled={wait > 0 || busy} data-testid="cert-send-code">
                {wait > 0 ? T.resendIn(wait) : T.sendCode}
              </Button>
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} disabled={!sentTo || smsCode.trim().length !== 6} data-testid="cert-sms-next">
            {T.next}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <div>
            <div className="cert-label">{T.device}</div>
            {devices.length === 0 ? (
              <p className="cert-muted">{T.noDevice}</p>
            ) : (
              <Radio.Group value={serial} onChange={(e) => {
                  setSerial(e.target.value as string);
                  setError(null);
                }} data-testid="cert-devices">
                <Space orientation="vertical">
                  {devices.map((d) => (
                    <Radio key={d.serial} value={d.serial}>
                      {d.serial} {d.cspName}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            )}
          </div>
          <div className="cert-new-device">
            <div className="cert-label">{T.newDevice}</div>
            <div className="auth-code-row">
              <Select value={newProvider} onChange={setNewProvider} options={PROVIDER_OPTIONS} data-testid="cert-new-provider" />
              <Button onClick={createDevice} disabled={busy} data-testid="cert-create-device">
                {T.create}
              </Button>
            </div>
          </div>
          <Button type="primary" block loading={busy} disabled={!serial} onClick={writeCertificate} data-testid="cert-write">
            {busy ? T.writing : T.writeCert}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
