import type { CallResponse } from '@portal/contract/call';
import type { queryResetAccountInfo } from '@portal/contract/calls/password/query-account-info';
import { mask } from '@portal/contract/validate/mask';
import { isLoosePhone } from '@portal/contract/validate/phone';
import type { Db } from '../../db/client.ts';
import { keyedDigest } from '../security/keyed-digest.ts';
import type { UserRow } from '../users/service.ts';

type AccountHint = CallResponse<typeof queryResetAccountInfo>;

/** Last characters of common given names: what a masked real name (`**明`) shows. */
const NAME_ENDINGS = Array.from('伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚英华玉兰萍红鹏辉林峰斌宇浩凯婷雪琳晨欣怡颖波鑫昊彬龙飞');
/** Mainland mobile prefixes in wide use: what a masked phone (`138****5678`) shows first. */
const MOBILE_PREFIXES = '130 131 132 133 134 135 136 137 138 139 150 151 152 153 155 156 157 158 159 166 176 177 178 180 181 182 183 184 185 186 187 188 189 198 199'.split(' ');
/** About one name in this many has no verified real name, so an unknown one says so as often. */
const NAMELESS_ONE_IN = 32;

/**
 * The hint of `/resetPwd/queryAccountInfo`. A real account shows its masked name and phone; a
 * name that belongs to nobody gets an answer of the same shape made from a keyed digest of the
 * name, so asking again (on any instance) gives the same answer and nothing tells the two apart
 * without knowing the person. A phone typed as the login shows itself masked, as a real one does.
 */
export function createAccountHints(db: Db) {
  const digest = keyedDigest(db, 'account.hint.hmac');

  return async (login: string, user: (UserRow & { faceAvailable: boolean }) | undefined): Promise<AccountHint> => {
    if (user) {
      // The name only with the face route, as a made-up answer has it: the pair never tells a real account.
      const maskedRealName = user.faceAvailable && user.realName ? mask(user.realName, 0, 1) : null;
      return { maskedRealName, maskedPhone: mask(user.phone), faceAvailable: user.faceAvailable };
    }
    const d = await digest(login.trim().toLowerCase());
    const faceAvailable = d.readUInt16BE(0) % NAMELESS_ONE_IN !== 0;
    const nameLength = d[2]! % 10 < 3 ? 2 : 3;
    const ending = NAME_ENDINGS[d.readUInt16BE(3) % NAME_ENDINGS.length]!;
    const phone = isLoosePhone(login)
      ? login
      : `${MOBILE_PREFIXES[d[5]! % MOBILE_PREFIXES.length]}0000${String(d.readUInt16BE(6) % 10_000).padStart(4, '0')}`;
    return {
      maskedRealName: faceAvailable ? `${'*'.repeat(nameLength - 1)}${ending}` : null,
      maskedPhone: mask(phone),
      faceAvailable,
    };
  };
}
