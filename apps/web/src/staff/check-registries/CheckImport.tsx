import {
  CHECK_IMPORT_KINDS,
  CHECK_IMPORT_LIMITS,
  checkImport,
  checkImportTemplate,
  type CheckImportKind,
} from '@portal/contract/calls/checks/import-fields';
import { callApi, callUpload } from '../../api/client.ts';
import { FileImportCard, wholeFileSummary } from '../file-import/FileImportCard.tsx';
import { FILE_IMPORT_TEXTS } from '../file-import/texts.ts';
import { CHECK_REGISTRY_TEXTS as T } from './texts.ts';

/** One check registry's import, with how many rows it holds now. */
export function CheckImport({ kind, count, onImported }: { kind: CheckImportKind; count: number | null; onImported: () => void }) {
  return (
    <FileImportCard
      title={T.importTitle(CHECK_IMPORT_KINDS[kind])}
      extra={count === null ? null : T.count(count)}
      hints={[T.importIntro[kind], FILE_IMPORT_TEXTS.wholeFileRule]}
      limits={CHECK_IMPORT_LIMITS}
      downloadTemplate={(format) => callApi(checkImportTemplate, { kind, format })}
      upload={(file) => callUpload(checkImport, { kind }, [file])}
      summary={wholeFileSummary()}
      onImported={onImported}
      testIds={{ card: `check-import-${kind}`, report: 'check-import' }}
    />
  );
}
