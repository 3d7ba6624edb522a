import { Tabs } from 'antd';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { DisclaimersTab } from './DisclaimersTab.tsx';
import { DocumentsTab } from './DocumentsTab.tsx';
import { GuidesTab } from './GuidesTab.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';

/** #/staff/documents: documents and drivers, guides, disclaimers. */
export default function DocumentsConsoleScreen() {
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <Tabs
        items={[
          { key: 'docs', label: T.tabDocs, children: <DocumentsTab /> },
          { key: 'guides', label: T.tabGuides, children: <GuidesTab />, destroyOnHidden: true },
          { key: 'disclaimers', label: T.tabDisclaimers, children: <DisclaimersTab />, destroyOnHidden: true },
        ]}
      />
    </OperatorPage>
  );
}
