import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Image, Input, Modal, Popconfirm, Select, Skeleton, Tag, message } from 'antd';
import { reviewImageUrl, type ApplicationDetail, type GrantedRole } from '@portal/contract/calls/identity-review/fields';
import { identityReviewApprove, identityReviewReject } from '@portal/contract/calls/identity-review/review-decide';
import { identityReviewDetail } from '@portal/contract/calls/identity-review/review-detail';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { STATUS_COLORS } from './status-colors.ts';
import { REVIEW_TEXTS as T } from './texts.ts';
import styles from './Review.module.css';

const defaultRole = (a: ApplicationDetail): GrantedRole => (a.applicantRole === 'legal' ? 'director' : 'operator');

function Differs({ same }: { same: boolean }) {
  return same ? null : (
    <Tag color="orange" className={styles.differs}>
      {T.differs}
    </Tag>
  );
}

/** What the bank's registry holds for the code, side by side with the application. */
function RegistryExtract({ a }: { a: ApplicationDetail }) {
  if (!a.registry) return <Alert type="warning" showIcon title={T.notInRegistry} />;
  const r = a.registry;
  return (
    <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered data-testid="review-registry">
      <Descriptions.Item label={T.fields.registryName}>
        {r.name}
        <Differs same={r.name === a.enterpriseName} />
      </Descriptions.Item>
      <Descriptions.Item label={T.fields.registryLegalRep}>
        {r.legalRepName}
        <Differs same={r.legalRepName === a.legalRepName} />
      </Descriptions.Item>
      <Descriptions.Item label={T.fields.registryStatus}>
        <Tag color={r.status === 'active' ? 'green' : 'red'}>{T.registryStatuses[r.status]}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={T.fields.capital}>{T.capital(r.registeredCapitalFen)}</Descriptions.Item>
      <Descriptions.Item label={T.fields.establishedOn}>{r.establishedOn}</Descriptions.Item>
    </Descriptions>
  );
}

function Pictures({ a }: { a: ApplicationDetail }) {
  if (a.pictures.length === 0) return <p className={styles.muted}>{T.noPictures}</p>;
  return (
    <Image.PreviewGroup>
      <div className={styles.gallery} data-testid="review-pictures">
        {a.pictures.map((p) => (
          <figure key={p.kind} className={styles.picture}>
            <Image src={reviewImageUrl(a.id, p.kind)} alt={T.pictureAlt(T.pictureNames[p.kind], a.enterpriseName)} width={260} className={styles.pictureImage} />
            <figcaption className={styles.pictureCaption}>
              {T.pictureNames[p.kind]} · {p.width}×{p.height}
            </figcaption>
          </figure>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

/** One application with everything the reviewer weighs, and the decision while it is pending. */
export function ReviewDrawer({ id, onClose, onDecided }: { id: string | null; onClose: () => void; onDecided: () => void }) {
  const [loaded, setLoaded] = useState<{ id: string; item: ApplicationDetail | null; error: string | null } | null>(null);
  const [role, setRole] = useState<GrantedRole | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const [toast, toastHolder] = message.useMessage();
  const a = loaded && loaded.id === id ? loaded.item : null;
  const error = loaded && loaded.id === id ? loaded.error : null;

  useEffect(() => {
    if (!id) return;
    let current = true;
    callApi(identityReviewDetail, { id }).then(
      (item) => {
        if (!current) return;
        setLoaded({ id, item, error: null });
        setRole(defaultRole(item));
      },
      (err: unknown) => current && setLoaded({ id, item: null, error: failureText(err, T.detailFailed) }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  async function decide(run: () => Promise<ApplicationDetail>, done: string) {
    setBusy(true);
    try {
      const item = await run();
      setLoaded({ id: item.id, item, error: null });
      setRejecting(false);
      void toast.success(done);
      onDecided();
    } catch (err) {
      void toast.error(failureText(err, T.decideFailed));
    } finally {
      setBusy(false);
    }
  }

  const pending = a?.status === 'DS';
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={T.detailTitle}
      size={760}
      destroyOnHidden
      extra={a && <Tag color={STATUS_COLORS[a.status]}>{T.statuses[a.status]}</Tag>}
      footer={
        a &&
        pending && (
          <div className={styles.actions} data-testid="review-decision">
            <Select<GrantedRole>
              className={styles.roleSelect}
              value={role ?? defaultRole(a)}
              onChange={setRole}
              aria-label={T.grantRole}
              options={(['director', 'operator'] as const).map((r) => ({ value: r, label: T.grantedRoles[r] }))}
              data-testid="review-role"
            />
            <Button danger onClick={() => setRejecting(true)} disabled={busy} data-testid="review-reject">
              {T.reject}
            </Button>
            <Popconfirm
              title={T.confirmApprove(a.enterpriseName)}
              onConfirm={() => void decide(() => callApi(identityReviewApprove, { id: a.id, grantedRole: role ?? defaultRole(a) }), T.approved)}
              okButtonProps={{ 'data-testid': 'review-approve-confirm' }}
            >
              <Button type="primary" loading={busy} data-testid="review-approve">
                {T.approve}
              </Button>
            </Popconfirm>
          </div>
        )
      }
      data-testid="review-drawer"
    >
      {toastHolder}
      {error && <Alert type="error" showIcon title={error} />}
      {!a && !error && <Skeleton active />}
      {a && (
        <div data-testid="review-detail">
          <h3 className={styles.sectionTitle}>{T.sections.application}</h3>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={T.fields.enterprise} span={2}>
              <span className={styles.name}>{a.enterpriseName}</span>
            </Descriptions.Item>
            <Descriptions.Item label={T.fields.creditCode}>
              <span className={styles.num}>{a.creditCode}</span>
            </Descriptions.Item>
            <Descriptions.Item label={T.fields.applicantRole}>{T.applicantRoles[a.applicantRole]}</Descriptions.Item>
            <Descriptions.Item label={T.fields.userNo}>
              <span className={styles.num}>{a.applicant.userNo}</span>
            </Descriptions.Item>
            <Descriptions.Item label={T.fields.loginName}>{a.applicant.loginName}</Descriptions.Item>
            <Descriptions.Item label={T.fields.name}>{a.applicant.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={T.fields.verifiedName}>{a.applicant.verifiedName ?? <span className={styles.muted}>{T.notVerified}</span>}</Descriptions.Item>
            <Descriptions.Item label={T.fields.legalRep}>{a.legalRepName}</Descriptions.Item>
            <Descriptions.Item label={T.fields.legalRepDoc}>
              {T.docTypes[a.legalRepDocType]} <span className={styles.num}>{a.legalRepDocMasked}</span>
            </Descriptions.Item>
            <Descriptions.Item label={T.fields.face}>{a.faceVerifiedAt ? T.faceAt(formatDateTime(a.faceVerifiedAt)) : T.faceMissing}</Descriptions.Item>
            <Descriptions.Item label={T.fields.submittedAt}>{a.submittedAt ? formatDateTime(a.submittedAt) : '—'}</Descriptions.Item>
          </Descriptions>

          <h3 className={styles.sectionTitle}>{T.sections.notes}</h3>
          {a.reviewNotes.length === 0 ? (
            <p className={styles.muted}>{T.noNotes}</p>
          ) : (
            <ul className={styles.notes} data-testid="review-notes">
              {a.reviewNotes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}

          <h3 className={styles.sectionTitle}>{T.sections.registry}</h3>
          <RegistryExtract a={a} />

          <h3 className={styles.sectionTitle}>{T.sections.pictures}</h3>
          <Pictures a={a} />

          {!pending && (
            <>
              <h3 className={styles.sectionTitle}>{T.sections.decision}</h3>
              <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered data-testid="review-outcome">
                <Descriptions.Item label={T.fields.reviewedBy}>{a.reviewedBy ?? (a.reviewedAt ? T.automatic : '—')}</Descriptions.Item>
                <Descriptions.Item label={T.fields.reviewedAt}>{a.reviewedAt ? formatDateTime(a.reviewedAt) : '—'}</Descriptions.Item>
                {a.grantedRole && <Descriptions.Item label={T.fields.grantedRole}>{T.grantedRoles[a.grantedRole]}</Descriptions.Item>}
                {a.rejectReason && (
                  <Descriptions.Item label={T.fields.rejectReason} span={2}>
                    {a.rejectReason}
                  </Descriptions.Item>
                )}
              </Descriptions>
            </>
          )}
        </div>
      )}
      <Modal
        open={rejecting && !!a}
        title={T.rejectTitle}
        okText={T.confirmReject}
        cancelText={T.cancel}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': 'review-reject-confirm' }}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(v) => a && void decide(() => callApi(identityReviewReject, { id: a.id, reason: v.reason.trim() }), T.rejected)}
        >
          <Form.Item
            name="reason"
            label={T.rejectReason}
            rules={[
              { required: true, whitespace: true, message: T.rejectRule },
              { min: T.reasonMin, max: T.reasonMax, message: T.rejectRule, transform: (v: string) => v?.trim() },
            ]}
          >
            <Input.TextArea rows={4} maxLength={T.reasonMax} showCount placeholder={T.rejectPlaceholder} data-testid="review-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
