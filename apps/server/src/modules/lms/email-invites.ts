import { randomBytes } from 'node:crypto';
import type { LmsEmailInviteResult, LmsParticipant } from '@pustaka/contract';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findUserContacts, findUserSummaries } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { escapeHtml } from '#platform/html.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { getManagedCourse } from './courses.ts';
import { lmsEmailInvites, lmsEnrolments, lmsInvites } from './tables.ts';

/** An emailed link works for 14 days and for one person. */
const EMAIL_INVITE_TTL_MS = 14 * 24 * 3_600_000;
/** Sending is limited per trainer: at most this many requests (of up to 50 addresses) an hour. */
const SEND_LIMIT = { max: 20, windowMs: 60 * 60_000 };

function inviteMail(
  course: { title: string; slug: string },
  trainerName: string,
  link: string,
): { subject: string; text: string; html: string } {
  const id = `${trainerName} mengundang Anda ke kursus "${course.title}" di Pustaka. Buka tautan ini untuk bergabung (daftar dulu bila belum punya akun). Tautan berlaku 14 hari untuk satu orang.`;
  const en = `${trainerName} invited you to the course "${course.title}" on Pustaka. Open this link to join (sign up first if you have no account). The link works for 14 days, for one person.`;
  return {
    subject: `Undangan kursus: ${course.title}`,
    text: `${id}\n\n${link}\n\n${en}\n`,
    html: `<p>${escapeHtml(id)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p style="color:#64748b">${escapeHtml(en)}</p>`,
  };
}

/**
 * `POST /publisher/lms/courses/{id}/invites/email`: each address gets a mail with a join link of its own
 * (single use, 14 days) and shows among the participants as invited until someone joins by it. An address
 * invited again gets a new link (the old one stops counting); learners already in get no mail.
 */
export async function inviteByEmail(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  emails: string[],
): Promise<LmsEmailInviteResult> {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const { allowed, retryAfterMs } = await ctx.rateLimiter.consume(
    `lms-invite-mail:${principal.userId}`,
    SEND_LIMIT,
  );
  if (!allowed) throw overLimit(retryAfterMs);

  const learners = await ctx.db
    .select({ userId: lmsEnrolments.userId })
    .from(lmsEnrolments)
    .where(and(eq(lmsEnrolments.courseId, courseId), ne(lmsEnrolments.status, 'removed')));
  const contacts = await findUserContacts(
    ctx.db,
    learners.map((row) => row.userId),
  );
  const inside = new Set([...contacts.values()].map((contact) => contact.email.toLowerCase()));
  const alreadyIn = wanted.filter((email) => inside.has(email));
  const invited = wanted.filter((email) => !inside.has(email));
  const now = ctx.now();

  const links = await ctx.db.transaction(async (tx) => {
    const made: { email: string; token: string }[] = [];
    for (const email of invited) {
      const token = randomBytes(16).toString('base64url');
      const [invite] = await tx
        .insert(lmsInvites)
        .values({
          courseId,
          token,
          expiresAt: new Date(now.getTime() + EMAIL_INVITE_TTL_MS),
          maxUses: 1,
          createdAt: now,
        })
        .returning({ id: lmsInvites.id });
      if (!invite) throw new AppError('NOT_FOUND');
      await tx
        .insert(lmsEmailInvites)
        .values({ courseId, email, inviteId: invite.id, invitedAt: now })
        .onConflictDoUpdate({
          target: [lmsEmailInvites.courseId, lmsEmailInvites.email],
          set: { inviteId: invite.id, invitedAt: now, acceptedAt: null, userId: null },
        });
      made.push({ email, token });
    }
    return made;
  });

  const trainer = (await findUserSummaries(ctx.db, [course.trainerId])).get(course.trainerId);
  await ctx.mailer.sendAll(
    links.map(({ email, token }) => ({
      to: email,
      ...inviteMail(
        course,
        trainer?.name ?? 'Trainer',
        `${ctx.config.publicUrl}/lms/join/${course.slug}?invite=${token}`,
      ),
    })),
  );
  return { invited, already_in: alreadyIn };
}

/** Marks the emailed invitation of this link taken, by whoever joined with it. */
export async function acceptEmailInvite(tx: DbOrTx, inviteId: number, userId: number, now: Date) {
  await tx
    .update(lmsEmailInvites)
    .set({ acceptedAt: now, userId })
    .where(and(eq(lmsEmailInvites.inviteId, inviteId), isNull(lmsEmailInvites.acceptedAt)));
}

/** The address an emailed invitation of this link went to, or undefined for a shared link. */
export async function findInvitedAddress(db: DbOrTx, inviteId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ email: lmsEmailInvites.email })
    .from(lmsEmailInvites)
    .where(eq(lmsEmailInvites.inviteId, inviteId));
  return row?.email;
}

/** The addresses invited by email that nobody has joined with yet, as participants with status invited. */
export async function listOpenEmailInvites(db: DbOrTx, courseId: number): Promise<LmsParticipant[]> {
  const rows = await db
    .select()
    .from(lmsEmailInvites)
    .where(and(eq(lmsEmailInvites.courseId, courseId), isNull(lmsEmailInvites.acceptedAt)))
    .orderBy(asc(lmsEmailInvites.invitedAt), asc(lmsEmailInvites.id));
  return rows.map((row) => ({
    user_id: null,
    name: '',
    email: row.email,
    status: 'invited',
    source: 'invite',
    enrolled_at: row.invitedAt.toISOString(),
    completed_at: null,
    last_activity_at: null,
    percentage: 0,
    average_score: null,
    certificate: null,
  }));
}
