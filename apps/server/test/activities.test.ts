import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEnrol, activityList, activityWithdraw, myEnrolments } from '@portal/contract/calls/activities/activities';
import { operatorActivityEnrolments, operatorActivityList, operatorActivityPublish, operatorActivitySave } from '@portal/contract/calls/activities/activities-console';
import type { ActivityInput } from '@portal/contract/calls/activities/fields';
import { ERRORS } from '@portal/contract/errors';
import type { Db } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/console.ts';
import { activities, activityEnrolments } from '../src/db/schema/rights.ts';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { createActivityService } from '../src/modules/activities/service.ts';
import { failure } from './support/call-failure.ts';
import { rightsWorld } from './support/rights-world.ts';
import { insertCustomer } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 25 point 3, the activity centre: operators create and publish campaigns (audited);
 * customers see the current ones and enrol once within the quota, also when they race; bad
 * input is refused with its own message and changes nothing.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof rightsWorld>>;
const db = () => server.app.database.db;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const campaign = (over: Partial<ActivityInput> = {}): ActivityInput => ({
  title: '企业网银新客礼',
  description: '新开通企业网银的客户报名后可获赠年度免费回单打印。',
  startsAt: at(-1),
  endsAt: at(24 * 7),
  quota: 2,
  eligibility: 'all',
  ...over,
});
const stored = async () => ({
  activities: (await db().select({ n: count() }).from(activities))[0]!.n,
  enrolments: (await db().select({ n: count() }).from(activityEnrolments))[0]!.n,
});

/**
 * The database, except that a transaction waits until `parties` callers have asked for one (or
 * 5 s passed): whatever a service reads before its transaction, every racer has read by then.
 */
function transactionsAfter(database: Db, parties: number): Db {
  let arrived = 0;
  let open!: () => void;
  const allThere = new Promise<void>((resolve) => (open = resolve));
  setTimeout(() => open(), 5_000).unref();
  return new Proxy(database, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: Parameters<Db['transaction']>) => {
        if (++arrived >= parties) open();
        await allThere;
        return target.transaction(...args);
      };
    },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  world = await rightsWorld(server, 'act');
}, 60_000);
afterAll(() => server.close());
beforeEach(() => db().delete(rateLimitCounters));

describe('activity centre', () => {
  let id = '';

  it('a draft is not shown; once published customers see it', async () => {
    ({
      activity: { id },
    } = await world.ops.call(operatorActivitySave, { activity: campaign() }));
    expect((await world.director.call(activityList, {})).activities.map((a) => a.id)).not.toContain(id);
    const { activity } = await world.ops.call(operatorActivityPublish, { id, published: true });
    expect(activity.status).toBe('published');
    const shown = (await world.seatless.call(activityList, {})).activities.find((a) => a.id === id);
    expect(shown).toMatchObject({ title: '企业网银新客礼', quota: 2, enrolled: 0, mine: false });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityKey, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'publish']);
  });

  it('a customer enrols once; a second enrolment is refused and changes nothing', async () => {
    const { activity } = await world.director.call(activityEnrol, { activityId: id });
    expect(activity).toMatchObject({ enrolled: 1, mine: true });
    const before = await stored();
    const err = await failure(world.director.call(activityEnrol, { activityId: id }));
    expect(err.code).toBe(ERRORS.ACTIVITY_ALREADY_ENROLLED.code);
    expect(err.message).toBe('您已报名该活动，无需重复报名');
    expect(await stored()).toEqual(before);
    expect((await world.director.call(myEnrolments, {})).enrolments.map((e) => e.title)).toEqual(['企业网银新客礼']);
    expect((await world.inquirer.call(myEnrolments, {})).enrolments).toEqual([]);
  });

  it('the quota holds: the last place goes to one customer, the next is told it is full', async () => {
    await world.seatless.call(activityEnrol, { activityId: id });
    const err = await failure(world.otherDirector.call(activityEnrol, { activityId: id }));
    expect(err.code).toBe(ERRORS.ACTIVITY_FULL.code);
    const { enrolments } = await world.ops.call(operatorActivityEnrolments, { id });
    expect(enrolments.map((e) => e.userName)).toEqual(['周主管', '王无座']);
    expect(enrolments[0]!.enterpriseName).toBe('鼎信权益测试有限公司');
  });

  it('a customer cancels their own enrolment before the end, and the place goes back', async () => {
    // Someone who did not enrol has nothing to cancel, and nothing changes.
    const before = await stored();
    const none = await failure(world.otherDirector.call(activityWithdraw, { activityId: id }));
    expect(none).toMatchObject({ code: ERRORS.ACTIVITY_NOT_ENROLLED.code, message: '您未报名该活动，无需取消' });
    expect(await stored()).toEqual(before);

    const { activity } = await world.seatless.call(activityWithdraw, { activityId: id });
    expect(activity).toMatchObject({ enrolled: 1, mine: false });
    expect((await world.seatless.call(myEnrolments, {})).enrolments).toEqual([]);
    // The freed place can be taken; the director's enrolment was not touched.
    await world.otherDirector.call(activityEnrol, { activityId: id });
    expect((await world.director.call(activityList, {})).activities.find((a) => a.id === id)).toMatchObject({ enrolled: 2, mine: true });

    // The same cancellation twice at once frees one place.
    const twice = await Promise.allSettled([world.otherDirector.call(activityWithdraw, { activityId: id }), world.otherDirector.call(activityWithdraw, { activityId: id })]);
    expect(twice.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await db().select().from(activities).where(eq(activities.id, id)))[0]!.enrolled).toBe(1);
    await world.otherDirector.call(activityEnrol, { activityId: id });

    // After the campaign has ended an enrolment stays.
    const { activity: ended } = await world.ops.call(operatorActivitySave, { activity: campaign({ title: '上月活动', startsAt: at(-48), endsAt: at(-24) }) });
    await world.ops.call(operatorActivityPublish, { id: ended.id, published: true });
    await db().insert(activityEnrolments).values({ activityId: ended.id, userId: world.users.director.id, enterpriseId: null });
    expect((await failure(world.director.call(activityWithdraw, { activityId: ended.id }))).message).toBe('活动已结束，报名不能再取消');
    expect(await db().select().from(activityEnrolments).where(eq(activityEnrolments.activityId, ended.id))).toHaveLength(1);
  });

  it('customers racing for one place: exactly one enrols', async () => {
    const { activity } = await world.ops.call(operatorActivitySave, { activity: campaign({ title: '限量一席', quota: 1 }) });
    await world.ops.call(operatorActivityPublish, { id: activity.id, published: true });
    const racers = [];
    for (let i = 0; i < 5; i += 1) racers.push(await world.logIn(await insertCustomer(db(), `act_racer${i}`, `抢报${i}`)));
    const results = await Promise.allSettled(racers.map((tab) => tab.call(activityEnrol, { activityId: activity.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await db().select().from(activities).where(eq(activities.id, activity.id));
    expect(row!.enrolled).toBe(1);
    expect((await db().select({ n: count() }).from(activityEnrolments).where(eq(activityEnrolments.activityId, activity.id)))[0]!.n).toBe(1);
  });

  it('two enrolments that both read before either writes: the quota still holds', async () => {
    const { activity } = await world.ops.call(operatorActivitySave, { activity: campaign({ title: '交错一席', quota: 1 }) });
    await world.ops.call(operatorActivityPublish, { id: activity.id, published: true });
    const first = await insertCustomer(db(), 'act_interleave_a', '交错甲');
    const second = await insertCustomer(db(), 'act_interleave_b', '交错乙');
    // Neither enrolment opens its transaction until both have done every read before it: a
    // quota judged on such a read would let both in.
    const service = createActivityService(transactionsAfter(db(), 2));
    const results = await Promise.allSettled([service.enrol(first.id, activity.id), service.enrol(second.id, activity.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ code: ERRORS.ACTIVITY_FULL.code });
    const [row] = await db().select().from(activities).where(eq(activities.id, activity.id));
    expect(row!.enrolled).toBe(1);
    expect((await db().select({ n: count() }).from(activityEnrolments).where(eq(activityEnrolments.activityId, activity.id)))[0]!.n).toBe(1);
  });

  it('an enterprise-only campaign refuses a customer without an enterprise seat', async () => {
    const { activity } = await world.ops.call(operatorActivitySave, { activity: campaign({ title: '企业专享', eligibility: 'enterprise' }) });
    await world.ops.call(operatorActivityPublish, { id: activity.id, published: true });
    const err = await failure(world.seatless.call(activityEnrol, { activityId: activity.id }));
    expect(err.message).toBe('该活动仅限已认证企业的用户报名');
    await world.inquirer.call(activityEnrol, { activityId: activity.id });
  });

  it('a campaign not yet started, or unpublished, cannot be joined', async () => {
    const { activity: later } = await world.ops.call(operatorActivitySave, { activity: campaign({ title: '下月活动', startsAt: at(24), endsAt: at(48) }) });
    await world.ops.call(operatorActivityPublish, { id: later.id, published: true });
    expect((await failure(world.director.call(activityEnrol, { activityId: later.id }))).code).toBe(ERRORS.ACTIVITY_NOT_OPEN.code);
    await world.ops.call(operatorActivityPublish, { id: later.id, published: false });
    expect((await failure(world.director.call(activityEnrol, { activityId: later.id }))).code).toBe(ERRORS.ACTIVITY_NOT_FOUND.code);
    expect((await world.director.call(activityList, {})).activities.map((a) => a.id)).not.toContain(later.id);
  });

  it('bad input gets its own Chinese message and changes nothing stored', async () => {
    const before = await stored();
    const cases: [Partial<ActivityInput>, string][] = [
      [{ endsAt: at(-2) }, '活动结束时间须晚于开始时间'],
      [{ title: '' }, '请输入1至40个字的活动名称'],
      [{ description: ' ' }, '请输入1至1000个字的活动说明'],
      [{ quota: 0 }, '名额须为1至100000的整数'],
      [{ startsAt: '明天' }, '请选择活动时间'],
    ];
    for (const [patch, message] of cases) expect((await failure(world.ops.call(operatorActivitySave, { activity: campaign(patch) }))).message).toBe(message);
    // Lowering the quota below those already enrolled.
    expect((await failure(world.ops.call(operatorActivitySave, { id, activity: campaign({ quota: 1 }) }))).code).toBe(ERRORS.ACTIVITY_QUOTA_BELOW_ENROLLED.code);
    expect((await failure(world.director.call(activityEnrol, { activityId: 'not-an-id' }))).message).toBe('该活动不存在或已下线');
    expect(await stored()).toEqual(before);
    expect((await world.ops.call(operatorActivityList, {})).activities.find((a) => a.id === id)?.quota).toBe(2);
  });

  it('console calls are for operators only', async () => {
    expect((await failure(world.director.call(operatorActivityList, {}))).status).toBe(403);
  });
});
