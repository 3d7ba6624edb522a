import { useState } from 'react';
import { Alert, Button, Empty, Modal, Space, Tag, message as antdMessage } from 'antd';
import { certExtend, certList, certRevoke } from '@portal/contract/calls/certificates/cert-manage';
import type { CertificateView } from '@portal/contract/calls/certificates/fields';
import { callApi } from '../../api/client.ts';
import type { CardColumn } from '../../ui/CardList/CardList.tsx';
import { ResponsiveList } from '../../ui/CardList/ResponsiveList.tsx';
import { useLoaded } from '../../api/use-loaded.ts';
import { ROLE_LABELS } from '../identify/texts.ts';
import { certFailureText } from './CertLoginForm.tsx';
import { DownloadCertDialog, type DownloadTarget } from './DownloadCertDialog.tsx';
import { enrolOnKey } from './key-devices.ts';
import { CERT_TEXTS as T } from './texts.ts';
import './certificates.css';

type Listing = Awaited<ReturnType<typeof callApi<typeof certList>>>;
type ListedCertificate = Listing['certificates'][number];
type ListedUser = Listing['users'][number];
const STATUS_COLORS: Record<string, string> = { valid: 'green', revoked: 'red', superseded: 'default', expired: 'orange' };
const day = (iso: string) => iso.slice(0, 10);
/** Both lists' tables off a phone: compact, scrolling inside their box when wider than it. */
const TABLE_LAYOUT = { size: 'small', scroll: { x: 'max-content' } } as const;

/** The subject's O=, for the renewal CSR (the server names the enterprise as it is today anyway). */
const orgOf = (dn: string) => dn.match(/\bO=([^,]+)/)?.[1]?.trim();

/**
 * 证书管理 (issue 22 §3): the caller's certificates (a director's: every user's of their
 * enterprises) with expiry, renewal within 30 days, revocation, and for a director the
 * enterprise's users with 下载证书. Another director's certificates are shown without actions
 * (issue 35 point 6: each director manages their own).
 */
export function CertificatesPanel() {
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<DownloadTarget | null>(null);
  const [busySerial, setBusySerial] = useState<string | null>(null);
  const [toast, toastHolder] = antdMessage.useMessage();

  // A reply that arrives after a newer read (the reload after a renewal) is dropped.
  const certificates = useLoaded(() => callApi(certList, {}), 'certificates');
  const listing: Listing | undefined = certificates.data;
  const load = certificates.reload;

  async function renew(cert: CertificateView) {
    setError(null);
    setBusySerial(cert.serialNumber);
    try {
      await enrolOnKey(cert.keySerial, { CN: cert.loginName, O: orgOf(cert.subjectDn) }, async (csr) => {
        const issued = await callApi(certExtend, { serialNumber: cert.serialNumber, csr, keySerial: cert.keySerial });
        return issued.certificate;
      }, true);
      void toast.success(T.renewed);
      load();
    } catch (err) {
      setError(certFailureText(err));
    } finally {
      setBusySerial(null);
    }
  }

  function revoke(cert: CertificateView) {
    Modal.confirm({
      title: T.revoke,
      content: T.revokeConfirm(cert.serialNumber),
      okText: T.revoke,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: async () => {
        setError(null);
        try {
          await callApi(certRevoke, { serialNumber: cert.serialNumber });
          void toast.success(T.revoked);
          load();
        } catch (err) {
          setError(certFailureText(err));
        }
      },
    });
  }

  const certColumns: CardColumn<ListedCertificate>[] = [
    { title: T.serial, dataIndex: 'serialNumber', render: (s: string) => <code className="cert-serial">{s}</code> },
    { title: T.certType, dataIndex: 'certType' },
    { title: T.holder, dataIndex: 'loginName' },
    { title: T.keySerial, dataIndex: 'keySerial' },
    { title: T.providerName, dataIndex: 'providerName' },
    { title: T.validity, key: 'validity', render: (_, c) => `${day(c.notBefore)} ~ ${day(c.notAfter)}` },
    { title: T.status, dataIndex: 'status', render: (s: string) => <Tag color={STATUS_COLORS[s]}>{T.statusText[s] ?? s}</Tag> },
    { title: T.daysLeft, dataIndex: 'daysLeft', render: (n: number, c) => (c.status === 'valid' ? T.days(n) : '—') },
    {
      title: T.actions,
      key: 'actions',
      render: (_, c) =>
        c.status === 'valid' &&
        (!c.manageable ? (
          // Another director's: theirs to renew or revoke (the server refuses it too, 403654).
          <span className="cert-not-mine" data-testid={`cert-not-mine-${c.serialNumber}`}>
            {T.otherDirector}
          </span>
        ) : (
          <Space size="small">
            {c.renewable && (
              <Button size="small" type="primary" loading={busySerial === c.serialNumber} onClick={() => void renew(c)} data-testid={`cert-renew-${c.serialNumber}`}>
                {T.renew}
              </Button>
            )}
            <Button size="small" danger onClick={() => revoke(c)} data-testid={`cert-revoke-${c.serialNumber}`}>
              {T.revoke}
            </Button>
          </Space>
        )),
    },
  ];
  const userColumns: CardColumn<ListedUser>[] = [
    { title: T.user, key: 'user', render: (_, u) => (u.realName ? `${u.realName}（${u.loginName}）` : u.loginName) },
    { title: T.phone, dataIndex: 'phone' },
    { title: T.enterprise, dataIndex: 'enterpriseName' },
    { title: T.role, dataIndex: 'role', render: (r: string) => ROLE_LABELS[r as keyof typeof ROLE_LABELS] ?? r },
    {
      title: T.actions,
      key: 'download',
      render: (_, u) =>
        u.manageable ? (
          <Button size="small" onClick={() => setTarget(u)} data-testid={`cert-download-${u.loginName}`}>
            {T.download}
          </Button>
        ) : (
          <span className="cert-not-mine" data-testid={`cert-not-mine-${u.loginName}`}>
            {T.otherDirector}
          </span>
        ),
    },
  ];

  if (certificates.failed) return <Alert type="error" showIcon title={T.loadFailed} />;
  if (!listing) return null;
  return (
    <div className="cert-panel" data-testid="cert-panel">
      {toastHolder}
      {error && <Alert type="error" showIcon title={error} className="auth-form-alert" data-testid="cert-error" />}
      <h3 className="cert-heading">{T.myCertificates}</h3>
      {/* Cards on a phone, a table elsewhere (issue 37). */}
      <ResponsiveList
        items={listing.certificates}
        rowKey="serialNumber"
        columns={certColumns}
        titleColumn="serialNumber"
        statusColumn="status"
        actionsColumn="actions"
        empty={<Empty description={T.noCertificates} />}
        table={TABLE_LAYOUT}
        data-testid="cert-table"
      />
      {listing.director && (
        <>
          <h3 className="cert-heading">{T.users}</h3>
          <ResponsiveList
            items={listing.users}
            rowKey="userNo"
            columns={userColumns}
            titleColumn="user"
            statusColumn="role"
            actionsColumn="download"
            table={TABLE_LAYOUT}
            data-testid="cert-users"
          />
        </>
      )}
      {target && (
        <DownloadCertDialog
          target={target}
          onClose={() => setTarget(null)}
          onDone={() => {
            setTarget(null);
            void toast.success(T.downloaded);
            load();
          }}
        />
      )}
    </div>
  );
}
