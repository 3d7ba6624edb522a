import { GuideScreen } from './GuideScreen.tsx';

/** /bankGuide: 企业网银操作指南. */
export default function BankGuideScreen() {
  return <GuideScreen column="bankGuide" />;
}
