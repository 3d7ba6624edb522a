import { REGISTRY_KIND_NAMES, type RegistryKind } from '@portal/contract/calls/identity-review/fields';
import { REGISTRY_IMPORT_LIMITS, registryImport, registryImportTemplate } from '@portal/contract/calls/identity-review/registry-import';
import { callApi, callUpload } from '../../api/client.ts';
import { FileImportCard, wholeFileSummary } from '../file-import/FileImportCard.tsx';
import { FILE_IMPORT_TEXTS } from '../file-import/texts.ts';
import { REGISTRY_TEXTS as T } from './texts.ts';

/** A registry's import. A file is imported whole or not at all, so a bad file changes nothing. */
export function RegistryImport({ kind, onImported }: { kind: RegistryKind; onImported: () => void }) {
  return (
    <FileImportCard
      title={T.importTitle(REGISTRY_KIND_NAMES[kind])}
      hints={[T.importIntro[kind], FILE_IMPORT_TEXTS.wholeFileRule]}
      limits={REGISTRY_IMPORT_LIMITS}
      downloadTemplate={(format) => callApi(registryImportTemplate, { kind, format })}
      upload={(file) => callUpload(registryImport, { kind }, [file])}
      summary={wholeFileSummary()}
      onImported={onImported}
      testIds={{ card: `registry-import-${kind}`, report: 'registry-import' }}
    />
  );
}
