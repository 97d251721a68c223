import type { FastifyReply, FastifyRequest } from 'fastify';
import { ensureGroup, findAccess } from '#modules/users/index.ts';
import { accessCheck, type Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';

/** Staff of the inbox: admins, and the members of the group of this name an admin adds them to. */
export const SUPPORT_GROUP = 'support';
const SUPPORT_GROUP_DESCRIPTION = 'Staf dukungan: membaca, menugaskan dan menjawab permintaan bantuan.';

/** Group names compare as the groups' unique index does: without case. */
const inSupportGroup = (groupNames: string[]) =>
  groupNames.some((name) => name.toLowerCase() === SUPPORT_GROUP);

export function isSupportStaff(principal: Pick<Principal, 'roles' | 'groupNames'>): boolean {
  return principal.roles.includes('admin') || inSupportGroup(principal.groupNames);
}

/** The onRequest check of every staff route: a verified admin or support-group member, else 401/403. */
export const requireSupportStaff = accessCheck(async function checkSupportStaff(
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> {
  const principal = await request.server.authenticate(request);
  request.principal = principal;
  if (!principal.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  if (!isSupportStaff(principal)) throw new AppError('FORBIDDEN');
});

/** Whether a user (an assignee to be) is active staff right now. */
export async function isStaffUser(ctx: AppContext, userId: number): Promise<boolean> {
  const user = await findAccess(ctx.db, userId);
  if (!user?.is_active) return false;
  return user.roles.includes('admin') || inSupportGroup(user.groups.map((group) => group.name));
}

/** The support group's id; made again if an admin deleted it. */
export const supportGroupId = (ctx: AppContext) =>
  ensureGroup(ctx.db, SUPPORT_GROUP, SUPPORT_GROUP_DESCRIPTION);
