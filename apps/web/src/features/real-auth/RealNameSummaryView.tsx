import { Descriptions, type DescriptionsProps } from 'antd';
import { REAL_NAME_METHODS, type RealNameSummary } from '@portal/contract/calls/real-name/fields';
import { ID_DOCUMENT_TYPES } from '@portal/contract/codes';
import { formatDateTime } from '../../ui/format-date.ts';
import { REAL_AUTH_TEXTS as T } from './texts.ts';

/** A verified authentication as its owner sees it: document and phone masked (first 3, last 4). */
export function RealNameSummaryView({ summary, column = { xs: 1, sm: 2 } }: { summary: RealNameSummary; column?: DescriptionsProps['column'] }) {
  return (
    <Descriptions column={column} bordered size="small" className="real-auth-summary" data-testid="real-name-summary">
      <Descriptions.Item label={T.realName}>{summary.realName}</Descriptions.Item>
      <Descriptions.Item label={T.docType}>{ID_DOCUMENT_TYPES[summary.docType]}</Descriptions.Item>
      <Descriptions.Item label={T.docMasked}>{summary.docMasked}</Descriptions.Item>
      <Descriptions.Item label={T.phoneMasked}>{summary.phoneMasked}</Descriptions.Item>
      {summary.verifiedAt && <Descriptions.Item label={T.verifiedAt}>{formatDateTime(summary.verifiedAt)}</Descriptions.Item>}
      <Descriptions.Item label={T.method}>{REAL_NAME_METHODS[summary.method] ?? summary.method}</Descriptions.Item>
    </Descriptions>
  );
}
