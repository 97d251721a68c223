import type {
  SupportMessage,
  SupportOverview,
  SupportRequest,
  SupportRequestDetail,
  SupportStaffList,
} from '@pustaka/contract';

/** A request as the staff inbox lists it; each test says what differs. */
export function inboxRequest(id: number, patch: Partial<SupportRequest> = {}): SupportRequest {
  return {
    id,
    reference: `PST-${String(id).padStart(6, '0')}`,
    type: 'billing',
    status: 'new',
    priority: 'normal',
    subject: `Pembayaran belum masuk ${id}`,
    sender: { name: 'Siti Aminah', email: 'siti@contoh.id', user_id: null },
    language: 'id',
    assignee: null,
    premium_decision: null,
    message_count: 1,
    created_at: '2026-06-01T02:00:00.000Z',
    updated_at: '2026-06-01T02:00:00.000Z',
    closed_at: null,
    first_response_due_at: '2026-06-03T02:00:00.000Z',
    first_responded_at: null,
    overdue: false,
    ...patch,
  };
}

export function message(id: number, patch: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id,
    kind: 'sender',
    body: 'Saya sudah membayar lewat transfer tetapi pesanan masih menunggu.',
    author: null,
    created_at: '2026-06-01T02:00:00.000Z',
    ...patch,
  };
}

export function requestDetail(id: number, patch: Partial<SupportRequestDetail> = {}): SupportRequestDetail {
  return { ...inboxRequest(id), messages: [message(1)], ...patch };
}

export function overview(patch: Partial<SupportOverview> = {}): SupportOverview {
  return {
    by_priority: [
      {
        priority: 'priority',
        waiting: 2,
        overdue: 1,
        oldest_waiting_since: '2026-06-01T00:00:00.000Z',
        oldest_waiting_minutes: 135,
      },
      {
        priority: 'normal',
        waiting: 0,
        overdue: 0,
        oldest_waiting_since: null,
        oldest_waiting_minutes: null,
      },
    ],
    unassigned: 2,
    ...patch,
  };
}

export const staffList: SupportStaffList = {
  support_group_id: 3,
  staff: [
    { id: 1, name: 'Ayu Pratiwi', email: 'admin@pustaka.test', is_admin: true },
    { id: 9, name: 'Dimas Saputra', email: 'dimas@pustaka.test', is_admin: false },
  ],
};
