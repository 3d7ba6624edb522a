import type { ApplicationRow, RegistryRow } from './repo.ts';

export interface VerifiedName {
  realName: string;
  docType: string;
  docDigest: string;
}

/**
 * The automatic decision on a completed application (docs/decisions.md, issue 21): approve at
 * once only when nothing needs a person's eye — the registry has the enterprise in existence,
 * the legal representative applies in person (face check passed), and the name typed, the
 * registry's name and the applicant's verified real name (and document) are the same. Otherwise
 * the reasons, in Chinese, for the operators' review queue.
 */
export function reviewReasons(
  application: Pick<ApplicationRow, 'applicantRole' | 'legalRepName' | 'legalRepDocType' | 'legalRepDocDigest' | 'faceVerifiedAt'>,
  registry: Pick<RegistryRow, 'legalRepName' | 'status'> | undefined,
  verified: VerifiedName | undefined,
): string[] {
  const reasons: string[] = [];
  if (!registry) reasons.push('企业登记信息中未查到该企业');
  else if (registry.status !== 'active') reasons.push('企业登记状态不是存续');
  if (application.applicantRole !== 'legal') {
    reasons.push('申请人为授权代理人，需人工核对授权委托书');
    return reasons;
  }
  if (!application.faceVerifiedAt) reasons.push('法定代表人未完成人脸识别');
  if (registry && registry.legalRepName !== application.legalRepName) reasons.push('填写的法定代表人姓名与企业登记信息不一致');
  if (!verified || verified.realName !== application.legalRepName) reasons.push('申请人实名认证姓名与法定代表人姓名不一致');
  else if (verified.docType !== application.legalRepDocType || verified.docDigest !== application.legalRepDocDigest) {
    reasons.push('法定代表人证件与申请人实名认证的证件不一致');
  }
  return reasons;
}
