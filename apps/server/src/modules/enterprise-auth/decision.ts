import type { ApplicationRow, RegistryRow } from './repo.ts';

export interface VerifiedName {
  realName: string;
  docType: string;
  docDigest: string;
}

/**
 * Why an authorised agent's application always waits for an operator: the letter is read by a
 * person, and the legal representative's face is never checked (issue 35: the screens say so).
 */
export const AGENT_REVIEW_NOTES: readonly string[] = ['申请人为授权代理人，需人工核对授权委托书', '法定代表人未进行人脸识别，需人工核实法定代表人身份'];

/**
 * The automatic decision on a completed application (docs/decisions.md, issues 21 and 35):
 * approve at once only when nothing needs a person's eye — the registry has the enterprise in
 * existence, the legal representative applies in person (their face verified one-to-one), and the
 * name typed, the registry's name and the applicant's verified real name are the same, and so are
 * the document typed, the registry's legal representative's document and the applicant's verified
 * one (a namesake is not the legal representative). Otherwise the reasons, in Chinese, for the
 * operators' review queue.
 */
export function reviewReasons(
  application: Pick<ApplicationRow, 'applicantRole' | 'legalRepName' | 'legalRepDocType' | 'legalRepDocDigest' | 'faceVerifiedAt'>,
  registry: Pick<RegistryRow, 'legalRepName' | 'legalRepDocType' | 'legalRepDocDigest' | 'status'> | undefined,
  verified: VerifiedName | undefined,
): string[] {
  const reasons: string[] = [];
  if (!registry) reasons.push('企业登记信息中未查到该企业');
  else if (registry.status !== 'active') reasons.push('企业登记状态不是存续');
  if (application.applicantRole !== 'legal') {
    return [...reasons, ...AGENT_REVIEW_NOTES];
  }
  if (!application.faceVerifiedAt) reasons.push('法定代表人未完成人脸识别');
  if (registry && registry.legalRepName !== application.legalRepName) reasons.push('填写的法定代表人姓名与企业登记信息不一致');
  if (registry && !registry.legalRepDocDigest) reasons.push('企业登记信息未载明法定代表人证件，需人工核对');
  else if (registry && (registry.legalRepDocType !== application.legalRepDocType || registry.legalRepDocDigest !== application.legalRepDocDigest)) {
    reasons.push('填写的法定代表人证件与企业登记信息不一致');
  }
  if (!verified || verified.realName !== application.legalRepName) reasons.push('申请人实名认证姓名与法定代表人姓名不一致');
  else if (verified.docType !== application.legalRepDocType || verified.docDigest !== application.legalRepDocDigest) {
    reasons.push('法定代表人证件与申请人实名认证的证件不一致');
  }
  return reasons;
}
