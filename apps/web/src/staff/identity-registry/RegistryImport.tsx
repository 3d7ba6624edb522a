import { useState } from 'react';
import { REGISTRY_KIND_NAMES, type RegistryKind } from '@portal/contract/calls/identity-review/fields';
import { REGISTRY_IMPORT_LIMITS, registryImport, registryImportTemplate, type RegistryImportReport } from '@portal/contract/calls/identity-review/registry-import';
import { callApi, callUpload } from '../../api/client.ts';
import { FileImportCard, wholeFileSummary } from '../file-import/FileImportCard.tsx';
import { FILE_IMPORT_TEXTS } from '../file-import/texts.ts';
import { ReferencePhotoPicker } from './ReferencePhotoPicker.tsx';
import { REGISTRY_TEXTS as T } from './texts.ts';

const summary = wholeFileSummary();

/**
 * A registry's import. A file is imported whole or not at all, so a bad file changes nothing.
 * A persons file goes with the reference photos picked before it (issue 35): the sheet first,
 * then the photos, as the call wants them.
 */
export function RegistryImport({ kind, onImported }: { kind: RegistryKind; onImported: () => void }) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  // How many photos went with each reply: a good import took them all (an unused one refuses the file).
  const [sentWith] = useState(() => new WeakMap<RegistryImportReport, number>());
  // A new picker after a good import: its list and its refusals belong to the file just sent.
  const [pickerKey, setPickerKey] = useState(0);

  async function upload(file: File) {
    setSending(true);
    try {
      const report = await callUpload(registryImport, { kind }, [file, ...photos]);
      sentWith.set(report, photos.length);
      if (report.imported > 0 && photos.length > 0) {
        setPhotos([]);
        setPickerKey((k) => k + 1);
      }
      return report;
    } finally {
      setSending(false);
    }
  }

  return (
    <FileImportCard
      title={T.importTitle(REGISTRY_KIND_NAMES[kind])}
      hints={[...T.importIntro[kind], FILE_IMPORT_TEXTS.wholeFileRule]}
      limits={REGISTRY_IMPORT_LIMITS}
      downloadTemplate={(format) => callApi(registryImportTemplate, { kind, format })}
      upload={upload}
      summary={(report) => {
        const photoCount = report.failedRows === 0 ? (sentWith.get(report) ?? 0) : 0;
        return photoCount > 0 ? `${summary(report)}${T.photos.imported(photoCount)}` : summary(report);
      }}
      onImported={onImported}
      testIds={{ card: `registry-import-${kind}`, report: 'registry-import' }}
    >
      {kind === 'persons' && <ReferencePhotoPicker key={pickerKey} photos={photos} onChange={setPhotos} disabled={sending} />}
    </FileImportCard>
  );
}
