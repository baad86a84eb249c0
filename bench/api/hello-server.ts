// A plain Fastify hello world, with the production plugins switched on one at a time
// (HELLO_PLUGINS=none|logger|helmet|rate-limit|all), to price each plugin per request. `helmet` is
// the production server's way: helmet's default headers worked out once, set on each response.
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { addSecurityHeaders, securityHeaders } from '../../apps/server/src/plugins/security-headers.ts';

const plugins = process.env.HELLO_PLUGINS ?? 'none';
const has = (name: string) => plugins === 'all' || plugins === name;

const app = Fastify({ logger: has('logger') ? { level: 'info' } : false });
if (has('helmet')) addSecurityHeaders(app, securityHeaders({}));
if (has('rate-limit')) await app.register(rateLimit, { max: 1_000_000_000, timeWindow: 60_000 });
app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
