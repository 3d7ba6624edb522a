import { LandingScreen } from './LandingScreen.tsx';
import { LANDINGS } from './landings.ts';

/** /pension (§2). */
export default function PensionScreen() {
  return <LandingScreen page={LANDINGS.pension} />;
}
