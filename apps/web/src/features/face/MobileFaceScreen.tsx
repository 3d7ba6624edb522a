import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Result, Spin } from 'antd';
import { CameraOutlined, CheckCircleFilled, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import type { CallResponse } from '@portal/contract/call';
import { scanFaceTicket } from '@portal/contract/calls/face/scan-ticket';
import { submitFacePhoto } from '@portal/contract/calls/face/submit-photo';
import { CallError } from '@portal/contract/envelope/client';
import { COMMON_MESSAGES } from '@portal/contract/messages';
import { callApi } from '../../api/client.ts';
import { scalePicture } from './scale-picture.ts';
import { FACE_TEXTS as T } from './texts.ts';
import './mobile-face.css';

type Scan = CallResponse<typeof scanFaceTicket>;
const messageOf = (err: unknown) => (err instanceof CallError ? err.message : COMMON_MESSAGES.operationFailed);

/**
 * `#/m/face?ticket=…`: the phone page a face-check QR code opens (ARCHITECTURE §7). No login:
 * the ticket is the authority. Take a picture with the front camera, look at it, send it.
 */
export default function MobileFaceScreen() {
  const ticket = new URLSearchParams(useLocation().search).get('ticket') ?? '';
  const [scan, setScan] = useState<Scan | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    callApi(scanFaceTicket, { ticket }).then(setScan, (err: unknown) => setFatal(messageOf(err)));
  }, [ticket]);

  // The preview's object URL is released when replaced and when the page goes.
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(T.notImage);
      return;
    }
    setError(null);
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = URL.createObjectURL(file);
    setPreview(previewUrl.current);
    setPicture(file);
  }

  async function submit() {
    if (!picture) return;
    setBusy(true);
    setError(null);
    try {
      const scaled = await scalePicture(picture).catch(() => {
        throw new CallError(-1, T.readFailed);
      });
      await callApi(submitFacePhoto, { ticket, ...scaled });
      setDone(true);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mface-page">
      <header className="mface-top">
        <img src="/static/img/logo.svg" alt={T.bank} height={26} />
        <span className="mface-top-title">{T.title}</span>
      </header>
      <main className="mface-body" data-testid="mobile-face">
        {!scan && !fatal && <Spin tip={T.loading} className="mface-spin" />}
        {fatal && <Result status="warning" title={T.invalidTitle} subTitle={fatal} data-testid="mface-invalid" />}
        {done && <Result status="success" title={T.doneTitle} subTitle={T.doneBody} data-testid="mface-done" />}
        {scan && !done && (
          <>
            <section className="mface-card">
              <p className="mface-purpose">{T.purpose(scan.purpose)}</p>
              <p className="mface-holder">
                <UserOutlined aria-hidden /> {T.holder(scan.maskedRealName)}
              </p>
              <div className={`mface-frame${preview ? ' has-photo' : ''}`}>
                {preview ? <img src={preview} alt={T.previewAlt} data-testid="mface-preview" /> : <CameraOutlined className="mface-frame-icon" aria-hidden />}
              </div>
              <ul className="mface-tips">
                {T.tips.map((tip) => (
                  <li key={tip}>
                    <CheckCircleFilled aria-hidden /> {tip}
                  </li>
                ))}
              </ul>
            </section>
            {error && <Alert type="error" showIcon title={error} className="mface-alert" data-testid="mface-error" />}
            <div className="mface-actions">
              <label className={`mface-take${picture ? ' secondary' : ''}`}>
                <input type="file" accept="image/*" capture="user" onChange={choose} data-testid="mface-input" />
                <CameraOutlined aria-hidden /> {picture ? T.retake : T.take}
              </label>
              {picture && (
                <Button type="primary" size="large" block loading={busy} onClick={() => void submit()} data-testid="mface-submit">
                  {busy ? T.submitting : T.submit}
                </Button>
              )}
            </div>
            <p className="mface-privacy">
              <SafetyCertificateOutlined aria-hidden /> {T.privacy}
            </p>
          </>
        )}
        <p className="mface-hotline">{T.hotline}</p>
      </main>
    </div>
  );
}
