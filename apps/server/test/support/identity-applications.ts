import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../src/db/client.ts';
import { enterpriseAuths, identityImages } from '../../src/db/schema/identity-verification.ts';
import { users } from '../../src/db/schema/identity.ts';
import { createDocumentVault } from '../../src/modules/identity/document-vault.ts';

let serial = 0;

/** A customer account inserted as registration leaves it (tests of the staff side need only the row). */
export async function insertCustomer(db: Db, realName: string): Promise<{ id: string; userNo: string; loginName: string }> {
  serial += 1;
  const id = randomUUID();
  const tail = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0');
  const row = { id, userNo: `69${tail}`, loginName: `review_${tail}`, phone: `137${tail.slice(-8)}`, userType: 'personal', realName, passwordHash: 'not-a-login', weak: true };
  await db.insert(users).values(row);
  return { id, userNo: row.userNo, loginName: row.loginName };
}

/** A picture that looks like a scanned document: a framed page with a title bar (sharp renders the SVG). */
export async function documentPicture(label: string, colour = '#b71c1c'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="#fdf8ee"/><rect x="12" y="12" width="456" height="296" fill="none" stroke="${colour}" stroke-width="6"/>
    <rect x="40" y="36" width="400" height="44" fill="${colour}"/><text x="240" y="66" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text>
    ${[110, 145, 180, 215, 250].map((y) => `<rect x="60" y="${y}" width="${300 - (y % 70)}" height="12" fill="#9e9e9e"/>`).join('')}
    <circle cx="390" cy="240" r="42" fill="none" stroke="${colour}" stroke-width="5"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface ApplicationSeed {
  userId: string;
  enterpriseName: string;
  creditCode: string;
  applicantRole?: 'legal' | 'agent';
  legalRepName?: string;
  docNumber?: string;
  status?: 'DT' | 'DS' | 'ST' | 'SJ' | 'YC';
  reviewNotes?: string[];
  submittedAt?: Date;
}

/**
 * An enterprise authentication as the customer side leaves it for review (issue 21): pictures
 * stored for the applicant, the legal representative's document kept as digest, sealed and
 * masked, the face check passed, and the notes of the checks that could not decide.
 */
export async function insertApplication(db: Db, seed: ApplicationSeed): Promise<{ id: string; licenceImageId: string; letterImageId: string | null }> {
  const vault = await createDocumentVault(db);
  const role = seed.applicantRole ?? 'legal';
  const picture = async (kind: 'licence' | 'letter') => {
    const bytes = await documentPicture(kind === 'licence' ? 'BUSINESS LICENCE' : 'AUTHORISATION', kind === 'licence' ? '#b71c1c' : '#1554ad');
    const id = randomUUID();
    await db.insert(identityImages).values({ id, ownerUserId: seed.userId, kind, mime: 'image/png', size: bytes.length, width: 480, height: 320, bytes });
    return id;
  };
  const licenceImageId = await picture('licence');
  const letterImageId = role === 'agent' ? await picture('letter') : null;
  const id = randomUUID();
  const docNumber = seed.docNumber ?? '110101199003074477';
  await db.insert(enterpriseAuths).values({
    id,
    userId: seed.userId,
    creditCode: seed.creditCode,
    enterpriseName: seed.enterpriseName,
    applicantRole: role,
    legalRepName: seed.legalRepName ?? '张三',
    legalRepDocType: '0',
    legalRepDocDigest: vault.digest('0', docNumber),
    legalRepDocSealed: vault.seal(docNumber, 'enterprise_auths', id),
    legalRepDocMasked: vault.masked(docNumber),
    licenceImageId,
    letterImageId,
    status: seed.status ?? 'DS',
    faceCheckId: null,
    faceVerifiedAt: new Date(),
    reviewNotes: seed.reviewNotes ?? ['企业名称与登记信息不一致，需人工核对营业执照'],
    needsReview: true,
    submittedAt: seed.submittedAt ?? new Date(),
  });
  return { id, licenceImageId, letterImageId };
}
