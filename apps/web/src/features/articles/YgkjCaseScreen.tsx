import { CaseList } from './CaseList.tsx';
import { ARTICLE_TEXTS as T } from './texts.ts';

export default function YgkjCaseScreen() {
  return <CaseList kind="ygkjCase" title={T.ygkjTitle} intro={T.ygkjIntro} />;
}
