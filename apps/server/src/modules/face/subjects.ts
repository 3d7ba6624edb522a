import type { UserService } from '../users/service.ts';
import type { SubjectOf } from './service.ts';

/** Face checks are about customers with a name on record. */
export function customerSubjects(users: UserService): SubjectOf {
  return async (userId) => {
    const user = await users.findLive(userId);
    return user?.realName ? { userId, realName: user.realName } : undefined;
  };
}
