import { CaseList } from './CaseList.tsx';
import { ARTICLE_TEXTS as T } from './texts.ts';

export default function ServiceCaseScreen() {
  return <CaseList kind="serviceCase" title={T.serviceTitle} intro={T.serviceIntro} />;
}
