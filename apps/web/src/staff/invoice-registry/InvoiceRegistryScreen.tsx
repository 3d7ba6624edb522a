import { Alert } from 'antd';
import {
  INVOICE_IMPORT_LIMITS,
  invoiceRegistryImport,
  invoiceRegistrySummary,
  invoiceRegistryTemplate,
} from '@portal/contract/calls/invoice-check/registry-import';
import { callApi, callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { FileImportCard, wholeFileSummary } from '../file-import/FileImportCard.tsx';
import { FILE_IMPORT_TEXTS } from '../file-import/texts.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { INVOICE_REGISTRY_TEXTS as T } from './texts.ts';
import styles from '../identity-registry/Registry.module.css';

/**
 * #/staff/invoice-registry: the invoices the local invoice check reads, their count, and their
 * import (sample files, the file chooser, the report by row and column). A file is imported
 * whole or not at all, so a bad file changes nothing.
 */
export default function InvoiceRegistryScreen() {
  const summary = useLoaded(() => callApi(invoiceRegistrySummary, {}), 'summary');

  return (
    <OperatorPage title={T.title} intro={T.intro}>
      {summary.data && (
        <Alert className={styles.block} type="info" showIcon title={T.summary(summary.data.total, summary.data.seeded, summary.data.imported)} data-testid="invoice-registry-summary" />
      )}
      {summary.error !== undefined && !summary.data && <Alert className={styles.block} type="error" showIcon title={failureText(summary.error, T.summaryFailed)} />}
      <FileImportCard
        title={T.importTitle}
        hints={[T.importIntro, FILE_IMPORT_TEXTS.wholeFileRule]}
        limits={INVOICE_IMPORT_LIMITS}
        downloadTemplate={(format) => callApi(invoiceRegistryTemplate, { format })}
        upload={(file) => callUpload(invoiceRegistryImport, {}, [file])}
        summary={wholeFileSummary('张')}
        onImported={summary.reload}
        testIds={{ card: 'invoice-registry-import', report: 'invoice-registry' }}
      />
    </OperatorPage>
  );
}
