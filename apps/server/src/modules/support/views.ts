import {
  type SupportMessage,
  type SupportMyRequest,
  type SupportPerson,
  type SupportRequest,
  supportReference,
} from '@pustaka/contract';
import type { supportMessages, supportRequests } from './tables.ts';

export type RequestRow = typeof supportRequests.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

/** The promised first answer is late: due time passed, nobody answered yet, and the request is not closed. */
export function isOverdue(row: RequestRow, now: Date): boolean {
  return row.firstRespondedAt === null && row.status !== 'closed' && row.firstResponseDueAt < now;
}

function responseTimes(row: RequestRow, now: Date) {
  return {
    first_response_due_at: row.firstResponseDueAt.toISOString(),
    first_responded_at: row.firstRespondedAt?.toISOString() ?? null,
    overdue: isOverdue(row, now),
  };
}

export function staffView(
  row: RequestRow,
  extras: { assignee: SupportPerson | null; messageCount: number },
  now: Date,
): SupportRequest {
  return {
    id: row.id,
    reference: supportReference(row.id),
    type: row.type,
    status: row.status,
    priority: row.priority,
    subject: row.subject,
    sender: { name: row.senderName, email: row.senderEmail, user_id: row.senderUserId },
    language: row.language,
    assignee: extras.assignee,
    premium_decision: row.premiumDecision,
    message_count: extras.messageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    ...responseTimes(row, now),
  };
}

export function senderView(row: RequestRow, now: Date): SupportMyRequest {
  return {
    id: row.id,
    reference: supportReference(row.id),
    type: row.type,
    status: row.status,
    priority: row.priority,
    subject: row.subject,
    premium_decision: row.premiumDecision,
    can_reply: row.status !== 'closed',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...responseTimes(row, now),
  };
}

export function messageView(message: MessageRow): SupportMessage {
  return {
    id: message.id,
    kind: message.kind,
    body: message.body,
    author: message.authorId === null ? null : { id: message.authorId, name: message.authorName },
    created_at: message.createdAt.toISOString(),
  };
}
