import { IMPORT_KIND_NAMES, IMPORT_LIMITS, type ImportKind } from '@portal/contract/calls/products/import-fields';
import { operatorImport, operatorImportTemplate } from '@portal/contract/calls/products/operator-import';
import { callApi, callUpload } from '../../api/client.ts';
import { FileImportCard, rowByRowSummary } from '../file-import/FileImportCard.tsx';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';

/**
 * Import of bank-internal data, row by row: rows that pass are imported together, the others
 * are listed (row, column, reason). A refused file (wrong columns, unreadable) imports nothing.
 */
export function ImportPanel({ kind, onImported }: { kind: ImportKind; onImported: () => void }) {
  return (
    <FileImportCard
      title={T.importTitle(IMPORT_KIND_NAMES[kind])}
      hints={[T.importIntro[kind], T.importSteps]}
      limits={IMPORT_LIMITS}
      downloadTemplate={(format) => callApi(operatorImportTemplate, { kind, format })}
      upload={(file) => callUpload(operatorImport, { kind }, [file])}
      summary={rowByRowSummary}
      onImported={onImported}
      testIds={{ card: `import-${kind}`, report: 'import' }}
    />
  );
}
