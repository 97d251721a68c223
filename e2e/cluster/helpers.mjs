// What the cluster suites share: API calls aimed at one process or at the balancer, accounts with roles,
// a product on sale, and live-game clients (players and a host) that resume after a dropped socket.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { api, clientAddress } from '../../bench/lib.mjs';

export { api, clientAddress };
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitUntil(check, ms) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the live socket did not come back');
    await sleep(20);
  }
}
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
export const scratch = (name) => mkdtempSync(path.join(tmpdir(), `pustaka-${name}-`));

/** The sum of the series of one metric whose labels include every `name="value"` of `labels`, at `base`. */
export async function metric(base, name, labels = []) {
  const text = await (await fetch(`${base}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const [series, value] = [line.slice(0, line.lastIndexOf(' ')), line.slice(line.lastIndexOf(' ') + 1)];
    if (labels.every((label) => series.includes(label))) sum += Number(value);
  }
  return sum;
}

/** Follows the verification link of the latest mail to `email` (the dev mailbox reads the shared outbox). */
export async function verifyByMail(base, email, verifyOn = base) {
  for (let tries = 0; tries < 100; tries += 1) {
    const body = await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
    const token = body.data?.[0]?.text.match(/verify-email\?token=([^&\s]+)/)?.[1];
    if (token) return api(verifyOn, 'GET', `/auth/verify?token=${token}`);
    await sleep(100);
  }
  throw new Error(`no verification mail to ${email}`);
}

let accounts = 0;
/**
 * Registers an account through `base` (each from an address of its own, as separate people are), follows
 * its verification mail, grants `roles` in the database (no admin exists to do it) and logs in afresh.
 */
export async function account(base, sql, { roles = [], name = 'akun' } = {}) {
  accounts += 1;
  const from = clientAddress(1000 + accounts);
  const email = `${name}-${accounts}-${Date.now().toString(36)}@contoh.id`;
  const password = 'Klaster#Pustaka1';
  const registered = await api(base, 'POST', '/auth/register', {
    json: { email, password, first_name: 'Uji', last_name: 'Klaster' },
    from,
  });
  const id = registered.user.id;
  await verifyByMail(base, email);
  for (const role of roles)
    await sql`insert into user_roles (user_id, role) values (${id}, ${role}) on conflict do nothing`;
  const login = await api(base, 'POST', '/auth/login', { json: { email, password }, from });
  return { id, email, password, from, token: login.token };
}

export async function samplePdf(title) {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(title, { x: 72, y: 720, size: 24, font });
  return Buffer.from(await pdf.save());
}

/** A PDF product made on `made`, approved on `approved`; answers its id, its file's id and the bytes. */
export async function productOnSale({ made, approved, publisher, admin, price = 30_000 }) {
  const created = await api(made, 'POST', '/books', {
    token: publisher.token,
    json: {
      name: `Buku Klaster ${Date.now().toString(36)}`,
      description: 'Sebuah buku untuk menguji beberapa proses di belakang satu penyeimbang beban.',
      format: 'PDF',
      base_price: price,
    },
  });
  const id = created.data.id;
  const { default: sharp } = await import('sharp');
  const cover = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const coverForm = new FormData();
  coverForm.append('image', new Blob([cover], { type: 'image/png' }), 'sampul.png');
  await api(made, 'POST', `/books/${id}/cover`, { token: publisher.token, form: coverForm });
  const bytes = await samplePdf('Buku uji klaster');
  const fileForm = new FormData();
  fileForm.append('file', new Blob([bytes], { type: 'application/pdf' }), 'buku.pdf');
  const file = await api(made, 'POST', `/books/${id}/files?role=main`, {
    token: publisher.token,
    form: fileForm,
  });
  await api(made, 'POST', `/books/${id}/submit`, { token: publisher.token, json: {} });
  await api(approved, 'PUT', `/admin/books/${id}/approve`, { token: admin.token, json: {} });
  return { id, fileId: file.data.id, bytes };
}

/** Checks out `productId` for `buyer` on `base`; answers the order and the hosted page's form fields. */
export async function checkout(base, buyer, productId) {
  const result = await api(base, 'POST', '/orders/checkout', {
    token: buyer.token,
    json: { product_id: productId, payment_method: 'qris' },
    from: buyer.from,
  });
  const { order, redirect_url: redirectUrl } = result.data;
  const transactionId = redirectUrl.match(/\/pay\/sandbox\/(sbx_[0-9a-f]{24})/)?.[1];
  if (!transactionId) throw new Error(`no sandbox page in ${redirectUrl}`);
  return { order, transactionId, pageToken: new URL(redirectUrl).searchParams.get('token') ?? '' };
}

/** Pays on the gateway's hosted page at `base`: the form's POST, answered 303. */
export async function settle(base, { transactionId, pageToken }) {
  const response = await fetch(`${base}/pay/sandbox/${transactionId}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'paid', method: 'qris', token: pageToken }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303)
    throw new Error(`settle answered ${response.status}: ${await response.text()}`);
}

/** A quiz of `count` single-choice questions (right answer: `benar`) and a classic live game of it. */
export async function liveGame(base, publisher, count) {
  const quiz = (
    await api(base, 'POST', '/publisher/lms/quizzes', {
      token: publisher.token,
      json: { title: 'Kuis Klaster' },
    })
  ).data;
  for (let i = 0; i < count; i += 1) {
    await api(base, 'POST', `/publisher/lms/quizzes/${quiz.id}/questions`, {
      token: publisher.token,
      json: {
        type: 'single_choice',
        text: `Soal ${i + 1}`,
        options: ['salah', 'benar', 'keliru'],
        correct_indexes: [1],
        time_limit_seconds: 60,
      },
    });
  }
  return (
    await api(base, 'POST', `/publisher/lms/quizzes/${quiz.id}/live`, {
      token: publisher.token,
      json: { mode: 'classic' },
    })
  ).data;
}

/**
 * A live-game socket that comes back after a drop: a player with its resume token, a host with its token.
 * Frames are kept in order; `next(type)` waits for the first unread frame of that type.
 */
export class LiveClient {
  constructor(url, first) {
    this.url = url;
    this.first = first;
    this.frames = [];
    this.waiters = [];
    this.reconnects = 0;
    this.closedOnPurpose = false;
  }

  async open() {
    await new Promise((resolve, reject) => {
      const ws = new WebSocket(this.url, { perMessageDeflate: false });
      this.ws = ws;
      ws.on('message', (data) => this.receive(JSON.parse(String(data))));
      ws.once('open', () => {
        ws.send(JSON.stringify(this.first()));
        resolve();
      });
      ws.once('error', (error) => {
        if (ws.readyState !== WebSocket.OPEN) reject(error);
      });
      ws.once('close', () => {
        if (this.closedOnPurpose || this.ws !== ws) return;
        // A dropped socket (its process died): come back through the balancer, as the web client does.
        this.reconnects += 1;
        const retry = async () => {
          for (let attempt = 0; attempt < 50 && !this.closedOnPurpose; attempt += 1) {
            try {
              await this.open();
              return;
            } catch {
              await sleep(100);
            }
          }
        };
        retry();
      });
    });
    return this;
  }

  receive(frame) {
    frame.received = Date.now();
    this.frames.push(frame);
    if (frame.type === 'welcome' || frame.type === 'host_welcome') this.welcomedOn = this.ws;
    if (frame.type === 'welcome') this.resumeToken = frame.resume_token;
    this.waiters = this.waiters.filter((waiter) => !waiter(frame));
  }

  /** Sends on the current socket, once it is open again after a drop and has been welcomed back. */
  async send(message) {
    await waitUntil(() => this.ws.readyState === WebSocket.OPEN && this.welcomedOn === this.ws, 20_000);
    this.ws.send(JSON.stringify(message));
  }

  /** The first frame of `type` (matching `where`) received after index `from`. */
  next(type, { from = 0, where = () => true, ms = 20_000 } = {}) {
    const found = this.frames.slice(from).find((f) => f.type === type && where(f));
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no ${type} within ${ms} ms; last frames ${JSON.stringify(this.frames.slice(-3))}`),
          ),
        ms,
      );
      this.waiters.push((frame) => {
        if (frame.type !== type || !where(frame)) return false;
        clearTimeout(timer);
        resolve(frame);
        return true;
      });
    });
  }

  close() {
    this.closedOnPurpose = true;
    this.ws?.terminate();
  }
}

/**
 * A player who answers every question it is shown rightly (again after a resume, with the same message id),
 * after up to `thinkMs`; `ackMs` keeps each answer's time from sent to acknowledged.
 */
export function player(url, pin, nickname, { thinkMs = 0 } = {}) {
  const client = new LiveClient(url, () =>
    client.resumeToken
      ? { type: 'resume', resume_token: client.resumeToken }
      : { type: 'join', pin, nickname },
  );
  client.answered = new Map();
  client.sentAt = new Map();
  client.ackMs = new Map();
  const original = client.receive.bind(client);
  client.receive = (frame) => {
    original(frame);
    const open = frame.type === 'question' && !frame.answered;
    if (open && !client.answered.has(frame.index)) client.answered.set(frame.index, 'sent');
    if (open) {
      const answer = frame.options.indexOf('benar');
      const message = JSON.stringify({
        type: 'answer',
        id: `q${frame.index}`,
        question_index: frame.index,
        answer,
      });
      const send = () => {
        if (!client.sentAt.has(frame.index)) client.sentAt.set(frame.index, Date.now());
        client.ws.send(message);
      };
      if (thinkMs > 0) setTimeout(send, Math.random() * thinkMs);
      else send();
    }
    if (frame.type === 'ack') {
      client.answered.set(frame.question_index, frame.duplicate ? 'duplicate' : 'acked');
      const sent = client.sentAt.get(frame.question_index);
      if (!frame.duplicate && sent !== undefined) client.ackMs.set(frame.question_index, Date.now() - sent);
    }
  };
  return client;
}

export function host(url, game) {
  return new LiveClient(url, () => ({ type: 'host', game_id: game.id, host_token: game.host_token }));
}
