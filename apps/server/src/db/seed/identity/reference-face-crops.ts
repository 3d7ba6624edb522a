import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Where the demo registry's people (registry-data.ts) have their reference photos (issue 35):
 * one face each, cropped from face-api's own demo pictures (`@vladmandic/face-api/demo/sampleN.jpg`,
 * shipped in the npm package), framed like an identity photo. Only faces that the detector finds
 * at every framing tried and in every changed copy of the tests are used (docs/decisions.md): 15 of
 * the 22 in the pictures. The registry's other people have no reference photo, so the local face
 * check cannot pass them, which is how a real person missing from the bank's photo registry fares.
 * Their descriptors are in reference-face-descriptors.ts (`npm run faces:describe` makes them).
 */
export const REFERENCE_FACE_CROPS: ReadonlyArray<{
  docType: string;
  docNumber: string;
  sample: number;
  crop: { left: number; top: number; width: number; height: number };
}> = [
  { docType: '0', docNumber: '110101198803151237', sample: 3, crop: { left: 485, top: 221, width: 399, height: 487 } }, // 王晓明
  { docType: '0', docNumber: '440305197506082341', sample: 5, crop: { left: 205, top: 618, width: 516, height: 780 } }, // 李建国
  { docType: '0', docNumber: '310104199001011110', sample: 6, crop: { left: 40, top: 235, width: 630, height: 757 } }, // 张伟
  { docType: '0', docNumber: '320102198512122220', sample: 1, crop: { left: 237, top: 163, width: 531, height: 624 } }, // 刘芳
  { docType: '0', docNumber: '440106199203033336', sample: 5, crop: { left: 432, top: 216, width: 498, height: 647 } }, // 陈静
  { docType: '0', docNumber: '510107198907074443', sample: 6, crop: { left: 537, top: 100, width: 448, height: 749 } }, // 杨洋
  { docType: '0', docNumber: '330106198011115556', sample: 4, crop: { left: 440, top: 0, width: 635, height: 754 } }, // 赵磊
  { docType: '0', docNumber: '420102199505056665', sample: 6, crop: { left: 1067, top: 171, width: 414, height: 548 } }, // 黄丽
  { docType: '0', docNumber: '370102198606067778', sample: 6, crop: { left: 1275, top: 26, width: 636, height: 770 } }, // 周杰
  { docType: '0', docNumber: '350102199108088884', sample: 5, crop: { left: 631, top: 0, width: 468, height: 552 } }, // 吴敏
  { docType: '0', docNumber: '120101198202029991', sample: 5, crop: { left: 1034, top: 104, width: 316, height: 424 } }, // 徐强
  { docType: '0', docNumber: '610102199312121016', sample: 5, crop: { left: 1257, top: 195, width: 463, height: 661 } }, // 孙婷
  { docType: '0', docNumber: '430102198709092024', sample: 4, crop: { left: 871, top: 53, width: 405, height: 481 } }, // 马超
  { docType: '0', docNumber: '210102197812123030', sample: 3, crop: { left: 811, top: 0, width: 748, height: 873 } }, // 朱红
  { docType: 'A', docNumber: 'K1234567(8)', sample: 2, crop: { left: 1311, top: 17, width: 466, height: 514 } }, // 陈家豪
];

export type ReferenceFaceCrop = (typeof REFERENCE_FACE_CROPS)[number];

const require = createRequire(import.meta.url);
const DEMO_FOLDER = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** The reference photo of one crop: a JPEG at most 400 px wide, as the descriptors were made from. */
export function cropReferenceFace(spec: ReferenceFaceCrop): Promise<Buffer> {
  return sharp(join(DEMO_FOLDER, `sample${spec.sample}.jpg`))
    .extract(spec.crop)
    .resize({ width: 400, withoutEnlargement: true })
    .jpeg({ quality: 92 })
    .toBuffer();
}
