import { LandingScreen } from './LandingScreen.tsx';
import { LANDINGS } from './landings.ts';

/** /trust (§2). */
export default function TrustScreen() {
  return <LandingScreen page={LANDINGS.trust} />;
}
