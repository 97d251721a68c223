import { NAMES, PASSWORD } from '../bodies.ts';
import { RETURN_TO_EXPLOITS } from '../hostile.ts';
import type { Route } from '../probe.ts';

/** Sign-up, sign-in and the account, the profile, and the admin's users, groups and mail outbox. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const ACCOUNTS_ROUTES: Route[] = [
  { method: 'POST', path: '/api/v2/auth/register', auth: 'guest', body: { email: 'baru@contoh.id', password: PASSWORD, first_name: 'Baru', last_name: 'Sekali' }, names: NAMES },
  { method: 'POST', path: '/api/v2/auth/login', auth: 'guest', body: { email: 'baru@contoh.id', password: PASSWORD, remember_me: true } },
  { method: 'GET', path: '/api/v2/auth/me', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/auth/logout', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/auth/change-password', auth: 'member', body: { current_password: 'bukan-sandi-ini', new_password: 'BaruSekali#1' } },
  { method: 'POST', path: '/api/v2/auth/verify-email/send', auth: 'unverified', body: { redirect: '/dashboard' }, badBodies: () => RETURN_TO_EXPLOITS.map((redirect) => ({ redirect })) },
  { method: 'GET', path: '/api/v2/auth/verify', auth: 'guest', query: { token: 'x'.repeat(43) } },
  { method: 'POST', path: '/api/v2/auth/set-password', auth: 'guest', body: { token: 'x'.repeat(43), password: PASSWORD }, badBodies: () => [{ token: '' }, { token: 'x'.repeat(201) }, { password: 'pendek' }] },
  { method: 'POST', path: '/api/v2/auth/become-creator', auth: 'member' },
  { method: 'GET', path: '/api/v2/profile', auth: 'member' },
  { method: 'PUT', path: '/api/v2/profile', auth: 'member', body: { first_name: 'Sari', bio: 'Penulis', phone: '0812345678', website: 'https://contoh.id', language: 'en' }, names: NAMES },
  { method: 'POST', path: '/api/v2/profile/upload-image', auth: 'member', multipart: 'image' },
  { method: 'POST', path: '/api/v2/profile/upload-cover', auth: 'member', multipart: 'image' },
  { method: 'GET', path: '/api/v2/public/image-proxy/profile/:name', auth: 'guest' },
  { method: 'GET', path: '/api/v2/admin/overview', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/users', auth: 'admin', query: { q: 'sasaran', role: 'members', status: 'active', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/users/export', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/users/:id', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/users/:id', auth: 'admin', body: { first_name: 'Sasaran', last_name: 'Baru', roles: ['members'], email_verified: true }, names: NAMES },
  { method: 'PUT', path: '/api/v2/admin/users/:id/activate', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/users/:id/deactivate', auth: 'admin' },
  { method: 'DELETE', path: '/api/v2/admin/users/:id', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/roles', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/users/:id/roles', auth: 'admin', body: { role: 'publisher' } },
  { method: 'DELETE', path: '/api/v2/admin/users/:id/roles/:role', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/groups', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/groups', auth: 'admin', body: { name: 'Grup Baru', description: 'Keterangan' }, names: ['name'] },
  { method: 'DELETE', path: '/api/v2/admin/groups/:id', auth: 'admin', ids: { id: 'group' } },
  { method: 'POST', path: '/api/v2/admin/users/:id/groups', auth: 'admin', body: (f) => ({ group_id: f.group }) },
  { method: 'DELETE', path: '/api/v2/admin/users/:id/groups/:groupId', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/users', auth: 'admin', body: (f) => ({ email: 'undangan@contoh.id', first_name: 'Undangan', last_name: 'Baru', roles: ['publisher'], group_ids: [f.group], language: 'en' }), names: NAMES, badBodies: (f) => [{ roles: ['superuser'] }, { roles: [] }, { group_ids: [f.group, 2_000_000_000] }, { group_ids: [0] }, { language: 'fr' }, { email: 'bukan-email' }] },
  { method: 'POST', path: '/api/v2/admin/users/:id/invitation', auth: 'admin', paramStatuses: [409] },
  { method: 'GET', path: '/api/v2/admin/mail/outbox', auth: 'admin', query: { status: 'failed', page: '1', pageSize: '20' }, badQueries: () => ['?status=sent', '?status=', '?page=0', '?pageSize=101', '?status=failed&status=queued'] },
  { method: 'POST', path: '/api/v2/admin/mail/outbox/:id/resend', auth: 'admin', ids: { id: 'mail' }, paramStatuses: [409] },
];
