import { Tabs } from 'antd';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { EnterpriseRegistryTab } from './EnterpriseRegistryTab.tsx';
import { PersonRegistryTab } from './PersonRegistryTab.tsx';
import { REGISTRY_TEXTS as T } from './texts.ts';

/** #/staff/identity-registry: the person and enterprise registries the identity checks read, and their imports. */
export default function IdentityRegistryScreen() {
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'persons', label: T.tabs.persons, children: <PersonRegistryTab /> },
          { key: 'enterprises', label: T.tabs.enterprises, children: <EnterpriseRegistryTab /> },
        ]}
        data-testid="registry-tabs"
      />
    </OperatorPage>
  );
}
