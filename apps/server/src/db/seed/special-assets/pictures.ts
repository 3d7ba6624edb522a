import sharp from 'sharp';
import { ASSET_TYPES, type AssetType } from '@portal/contract/calls/special-assets/fields';

/**
 * The seed's placeholder pictures, drawn deterministically (no stock photos to license): three
 * per asset type, a daylight scene in the type's motif, encoded to JPEG with sharp.
 */
const SKIES = [
  ['#9cc6ec', '#e8f2fb'],
  ['#f2c59b', '#fbeee0'],
  ['#a9b8d6', '#eef1f8'],
];

function buildings(v: number): string {
  const out: string[] = [];
  const colors = ['#5b6f8a', '#7d8ea6', '#46596f', '#8fa0b6'];
  for (let i = 0; i < 7; i++) {
    const w = 60 + ((i * 37 + v * 11) % 50);
    const h = 120 + ((i * 53 + v * 29) % 170);
    const x = 20 + i * 88;
    out.push(`<rect x="${x}" y="${360 - h}" width="${w}" height="${h}" fill="${colors[(i + v) % 4]}"/>`);
    for (let y = 360 - h + 14; y < 345; y += 22) {
      for (let wx = x + 10; wx < x + w - 12; wx += 18) out.push(`<rect x="${wx}" y="${y}" width="9" height="12" fill="#f5e9b8" opacity="0.8"/>`);
    }
  }
  return out.join('');
}

function machine(v: number): string {
  const c = ['#e0a030', '#3a7bd5', '#2f9e6e'][v]!;
  return `<rect x="140" y="210" width="360" height="120" rx="10" fill="${c}"/><rect x="180" y="150" width="140" height="70" rx="6" fill="${c}" opacity="0.85"/>
  <rect x="200" y="166" width="100" height="36" fill="#cfe3f5"/><circle cx="200" cy="340" r="34" fill="#333"/><circle cx="440" cy="340" r="34" fill="#333"/>
  <rect x="500" y="240" width="80" height="24" fill="#555"/><rect x="330" y="120" width="16" height="100" fill="#666"/>
  <rect x="0" y="360" width="640" height="60" fill="#8a8f96"/>`;
}

function document(v: number): string {
  const lines = Array.from({ length: 9 }, (_, i) => `<rect x="210" y="${110 + i * 24}" width="${200 - ((i * 31 + v * 17) % 90)}" height="8" fill="#b8c2cf"/>`).join('');
  return `<rect x="180" y="70" width="280" height="320" rx="8" fill="#ffffff" stroke="#c9d2de" stroke-width="3"/>${lines}
  <circle cx="400" cy="330" r="38" fill="none" stroke="#c8102e" stroke-width="6"/><text x="400" y="338" font-size="22" text-anchor="middle" fill="#c8102e">债</text>`;
}

function chart(v: number): string {
  const share = [0.3, 0.51, 0.2][v]!;
  const a = share * 2 * Math.PI;
  const x = 320 + 130 * Math.sin(a);
  const y = 220 - 130 * Math.cos(a);
  return `<circle cx="320" cy="220" r="130" fill="#d7dee8"/>
  <path d="M320,220 L320,90 A130,130 0 ${share > 0.5 ? 1 : 0},1 ${x.toFixed(1)},${y.toFixed(1)} Z" fill="#c8102e"/>
  <rect x="500" y="300" width="26" height="70" fill="#46596f"/><rect x="540" y="260" width="26" height="110" fill="#46596f"/><rect x="580" y="220" width="26" height="150" fill="#46596f"/>`;
}

const MOTIF: Record<AssetType, (v: number) => string> = { creditor: document, realEstate: buildings, equipment: machine, equity: chart };

function svg(type: AssetType, v: number): string {
  const [top, bottom] = SKIES[v]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="640" height="420" fill="url(#g)"/><rect y="360" width="640" height="60" fill="#c4c9b8"/>${MOTIF[type](v)}</svg>`;
}

/** Twelve JPEGs: for each type in ASSET_TYPES order, variants 0, 1, 2. */
export async function seedPictureJpegs(): Promise<Array<{ type: AssetType; variant: number; jpeg: Buffer }>> {
  const out: Array<{ type: AssetType; variant: number; jpeg: Buffer }> = [];
  for (const type of ASSET_TYPES) {
    for (let v = 0; v < 3; v++) out.push({ type, variant: v, jpeg: await sharp(Buffer.from(svg(type, v))).jpeg({ quality: 80 }).toBuffer() });
  }
  return out;
}
