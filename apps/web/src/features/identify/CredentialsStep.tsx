import { useState } from 'react';
import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import { ENTP_IMAGE_PATH, type EnterpriseApplication } from '@portal/contract/calls/enterprise-auth/fields';
import { ENTP_AUTH_MESSAGES as M } from '@portal/contract/calls/enterprise-auth/messages';
import { submitEnterpriseCredentials } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { APPLICANT_ROLES, ID_DOCUMENT_TYPES, type ApplicantRole, type IdDocumentType } from '@portal/contract/codes';
import { CallError } from '@portal/contract/envelope/client';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { validateRealNameDocument } from '@portal/contract/validate/real-name-document';
import { callUpload } from '../../api/client.ts';
import { ImagePicker } from '../../ui/ImagePicker/ImagePicker.tsx';
import type { ImagePickerState } from '../../ui/ImagePicker/useImagePicker.ts';
import { showCallError } from '../auth/field-errors.ts';
import type { RegistryInfo } from './QueryStep.tsx';
import { IDENTIFY_TEXTS as T } from './texts.ts';

export interface CredentialValues {
  applicantRole: ApplicantRole;
  legalRepName: string;
  legalRepDocType: IdDocumentType;
  legalRepDocNumber: string;
}

const FORM_FIELDS = ['applicantRole', 'legalRepName', 'legalRepDocType', 'legalRepDocNumber'] as const;

interface CredentialsStepProps {
  enterprise: RegistryInfo;
  /** The application continued or corrected, whose pictures carry over unless replaced. */
  previous: EnterpriseApplication | null;
  form: ReturnType<typeof Form.useForm<CredentialValues>>[0];
  licence: ImagePickerState;
  letter: ImagePickerState;
  onBack: () => void;
  onSubmitted: (application: EnterpriseApplication) => void;
}

/** A picture already stored with the application, shown to its owner. */
function KeptPicture({ id }: { id: string | null }) {
  if (!id) return null;
  return (
    <p className="identify-kept">
      <img src={`${API_PREFIX}${ENTP_IMAGE_PATH}/${id}`} alt={T.keptPicture} />
      {T.keptPicture}
    </p>
  );
}

/**
 * Step 2: who applies, the legal representative and the pictures. Everything typed and picked
 * stays when the server refuses the submission; its message shows at the field it is about.
 */
export function CredentialsStep({ enterprise, previous, form, licence, letter, onBack, onSubmitted }: CredentialsStepProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const role = Form.useWatch('applicantRole', form) ?? 'legal';

  async function submit() {
    setError(null);
    let values: CredentialValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!licence.allReady || !letter.allReady) return setError(T.invalidPictures);
    const licenceFiles = licence.files();
    const letterFiles = values.applicantRole === 'agent' ? letter.files() : [];
    if (licenceFiles.length === 0 && !previous?.licenceImageId) return setError(M.licenceRequired);
    if (values.applicantRole === 'agent' && letterFiles.length === 0 && !previous?.letterImageId) return setError(M.letterRequired);
    setBusy(true);
    try {
      const application = await callUpload(
        submitEnterpriseCredentials,
        {
          appId: REGISTER_APP_ID,
          creditCode: enterprise.creditCode,
          ...values,
          pictures: [...(licenceFiles.length ? (['licence'] as const) : []), ...(letterFiles.length ? (['letter'] as const) : [])],
          ...(previous ? { applicationId: previous.id } : {}),
        },
        [...licenceFiles, ...letterFiles],
      );
      onSubmitted(application);
    } catch (err) {
      // A picture's refusal shows on that picture (and goes with it when it is replaced).
      const field = err instanceof CallError ? err.field : undefined;
      if (err instanceof CallError && field === 'licence') licence.setError(0, err.message);
      else if (err instanceof CallError && field === 'letter') letter.setError(0, err.message);
      else {
        const general = showCallError(form, err, FORM_FIELDS);
        if (general) setError(general);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="identify-step" data-testid="identify-credentials">
      <p className="identify-enterprise">
        {enterprise.name}（{enterprise.creditCode}）
      </p>
      <Form form={form} layout="vertical" initialValues={{ applicantRole: 'legal', legalRepDocType: '0' }} requiredMark>
        <Form.Item label={T.applicantRole} name="applicantRole" rules={[{ required: true }]}>
          <Radio.Group
            options={Object.entries(APPLICANT_ROLES).map(([value, label]) => ({ value, label }))}
            data-testid="identify-role"
          />
        </Form.Item>
        <Form.Item label={T.legalRepName} name="legalRepName" rules={[{ required: true, min: 2, max: 30, whitespace: true, message: M.legalRepName }]}>
          <Input maxLength={30} autoComplete="off" data-testid="identify-legal-name" />
        </Form.Item>
        <Form.Item label={T.legalRepDocType} name="legalRepDocType" rules={[{ required: true }]}>
          <Select options={Object.entries(ID_DOCUMENT_TYPES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item
          label={T.legalRepDocNumber}
          name="legalRepDocNumber"
          required
          dependencies={['legalRepDocType']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                const result = validateRealNameDocument(getFieldValue('legalRepDocType') as string, (value ?? '').trim().toUpperCase());
                if (!result.ok) throw new Error(result.message);
              },
            }),
          ]}
        >
          <Input maxLength={30} autoComplete="off" data-testid="identify-doc-number" />
        </Form.Item>
        <Form.Item label={T.licence} required>
          <div data-testid="identify-licence">
            <KeptPicture id={licence.items.length === 0 ? (previous?.licenceImageId ?? null) : null} />
            <ImagePicker picker={licence} hint={T.pictureHint} disabled={busy} id="identify-licence-input" />
          </div>
        </Form.Item>
        {role === 'agent' && (
          <Form.Item label={T.letter} required>
            <div data-testid="identify-letter">
              <KeptPicture id={letter.items.length === 0 ? (previous?.letterImageId ?? null) : null} />
              <ImagePicker picker={letter} hint={`${T.letterHint}；${T.pictureHint}`} disabled={busy} id="identify-letter-input" />
            </div>
          </Form.Item>
        )}
      </Form>
      <Alert type="info" showIcon title={role === 'agent' ? T.agentNote : T.legalNote} />
      {error && <Alert type="error" showIcon title={error} className="identify-error" data-testid="identify-error" />}
      <div className="identify-actions">
        <Button onClick={onBack} disabled={busy}>
          {T.back}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="identify-submit">
          {T.submit}
        </Button>
      </div>
    </div>
  );
}
