import type { HomeModule } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ImageCardsModule } from './ImageCardsModule.tsx';
import { ModuleSection } from './ModuleSection.tsx';
import { NoticeListModule } from './NoticeListModule.tsx';
import { ProductCardsModule } from './ProductCardsModule.tsx';
import { QuickEntryModule } from './QuickEntryModule.tsx';
import { ServiceGridModule } from './ServiceGridModule.tsx';

interface HomeModuleViewProps {
  module: HomeModule;
  track: Track;
  /** Whether the module directly follows the banner (quick entries then overlap it). */
  afterBanner: boolean;
  tinted: boolean;
}

/** Picks the layout of a home module by its `type`. */
export function HomeModuleView({ module, track, afterBanner, tinted }: HomeModuleViewProps) {
  switch (module.type) {
    case 'quickEntry':
      return <QuickEntryModule module={module} track={track} overlap={afterBanner} />;
    case 'productCards':
      return (
        <ModuleSection module={module} track={track} tinted={tinted}>
          <ProductCardsModule module={module} track={track} />
        </ModuleSection>
      );
    case 'noticeList':
      return (
        <ModuleSection module={module} track={track} tinted={tinted}>
          <NoticeListModule module={module} track={track} />
        </ModuleSection>
      );
    case 'serviceGrid':
      return (
        <ModuleSection module={module} track={track} tinted={tinted}>
          <ServiceGridModule module={module} track={track} />
        </ModuleSection>
      );
    case 'imageCards':
      return (
        <ModuleSection module={module} track={track} tinted={tinted}>
          <ImageCardsModule module={module} track={track} />
        </ModuleSection>
      );
  }
}
