/**
 * One word for one thing (issue 37): the Chinese names of roles, states, products and units as
 * customers and staff read them. Screens and messages take them from here, and
 * `packages/contract/test/glossary.test.ts` walks every text of the portal (screens, messages,
 * seeded pages and answers, files the server writes) for the spellings in `GLOSSARY_VARIANTS`.
 */
export const GLOSSARY = {
  /** The enterprise's staff role below the director (主管): what a director grants and a customer sees. */
  operatorRole: '操作员',
  /** A certificate the bank has withdrawn (status `revoked`). */
  certificateRevoked: '已吊销',
  /** The bank's host-to-host service and its open platform. */
  hostToHost: '银企直联',
  /** Tonnes of CO₂ equivalent: every emission, reduction and net amount of the carbon tools. */
  carbonTonnes: 'tCO₂e',
} as const;

export interface GlossaryVariant {
  /** The glossary's spelling. */
  term: string;
  /** What must not appear in a text instead. */
  wrong: RegExp;
}

/**
 * Spellings that mean a glossary term. Factor units (tCO₂/t, kgCO₂/kWh) are units of a published
 * factor, not amounts, and stay as published.
 */
export const GLOSSARY_VARIANTS: readonly GlossaryVariant[] = [
  { term: GLOSSARY.operatorRole, wrong: /经办员/ },
  { term: `证书${GLOSSARY.certificateRevoked}`, wrong: /证书(?:已|被)注销|证书注销/ },
  { term: GLOSSARY.hostToHost, wrong: /银企直连/ },
  { term: GLOSSARY.carbonTonnes, wrong: /tCO₂(?![e/])|tCO2e?(?![/\w])/ },
];

/** The word a ledger row booked before the glossary used for its channel, shown as the glossary's. */
const LEGACY_CHANNELS: Readonly<Record<string, string>> = { 银企直连: GLOSSARY.hostToHost };

/**
 * A transaction's channel as screens and statements show it. Booked rows are never changed, so
 * rows written before the glossary keep the old spelling in the ledger and are shown in the new.
 */
export function channelName(stored: string): string {
  return LEGACY_CHANNELS[stored] ?? stored;
}
