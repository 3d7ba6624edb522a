import { Button, Result } from 'antd';
import type { EnterpriseApplication } from '@portal/contract/calls/enterprise-auth/fields';
import { IDENTIFY_TEXTS as T, ROLE_LABELS } from './texts.ts';

/** Step 4: approved at once, or waiting for the bank's review with the reasons. */
export function ResultStep({ application }: { application: EnterpriseApplication }) {
  const approved = application.status === 'ST';
  const toCenter = (
    <Button type="primary" href="#/center?tab=enterprises" key="center" data-testid="identify-to-center">
      {T.toCenter}
    </Button>
  );
  if (approved) {
    return (
      <Result
        status="success"
        title={T.approvedTitle}
        subTitle={T.approvedBody(application.enterpriseName, ROLE_LABELS[application.grantedRole ?? 'operator'])}
        extra={[toCenter]}
        data-testid="identify-result"
        data-status="ST"
      />
    );
  }
  return (
    <Result
      status="info"
      title={T.pendingTitle}
      subTitle={T.pendingBody}
      extra={[toCenter]}
      data-testid="identify-result"
      data-status={application.status}
    >
      {application.reviewNotes.length > 0 && (
        <div className="identify-reasons">
          <h4>{T.reasonsTitle}</h4>
          <ul>
            {application.reviewNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </Result>
  );
}
