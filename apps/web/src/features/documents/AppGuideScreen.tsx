import { GuideScreen } from './GuideScreen.tsx';

/** /appGuide: 手机银行操作指南. */
export default function AppGuideScreen() {
  return <GuideScreen column="appGuide" />;
}
