import { LandingScreen } from './LandingScreen.tsx';
import { LANDINGS } from './landings.ts';

/** /saasPlatform/detail (§2). */
export default function SaasPlatformScreen() {
  return <LandingScreen page={LANDINGS.saas} />;
}
