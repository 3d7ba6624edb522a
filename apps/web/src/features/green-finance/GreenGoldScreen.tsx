import { GreenLanding } from './GreenLanding.tsx';
import { GREEN_GOLD } from './green-pages.ts';

/**
 * #/greenGoldPross (§2 industry financing platform): what the platform offers and its products.
 * When the platform itself cannot be reached, `/greenGoldPross/errorPage` says so.
 */
export default function GreenGoldScreen() {
  return <GreenLanding page={GREEN_GOLD} testId="green-gold" />;
}
