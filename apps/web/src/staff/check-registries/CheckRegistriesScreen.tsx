import { checkRegistryCounts, type CheckImportKind } from '@portal/contract/calls/checks/import-fields';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { CheckImport } from './CheckImport.tsx';
import { CHECK_REGISTRY_TEXTS as T } from './texts.ts';

const KINDS: CheckImportKind[] = ['guarantees', 'letters', 'letterEvents', 'seals'];

/** #/staff/check-registries: the imports of the check tools' registries (issue 24), with each one's count. */
export default function CheckRegistriesScreen() {
  const counts = useLoaded(() => callApi(checkRegistryCounts, {}), 'counts');
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      {KINDS.map((kind) => (
        <CheckImport key={kind} kind={kind} count={counts.data?.[kind] ?? null} onImported={counts.reload} />
      ))}
    </OperatorPage>
  );
}
