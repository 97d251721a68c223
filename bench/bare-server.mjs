// The reference: a bare Fastify route returning a fixed JSON body from memory (no database, no plugins).
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/public/books/active', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
