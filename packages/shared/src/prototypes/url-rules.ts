/**
 * Where a prototype may live (issue 5): parsed, never substring-matched. Shared by the server,
 * the validate-url endpoint and the form.
 */
export const ALLOWED_PAGES_HOSTS = ['github.io', 'vercel.app', 'netlify.app'] as const;

export type UrlCheck = { valid: true; normalizedUrl: string } | { valid: false; reason: string };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function parseHttps(raw: string): { url: URL; host: string } | { reason: string } {
  const text = raw.trim();
  if (!text) return { reason: 'Enter a URL.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { reason: 'Enter a full URL starting with https://.' };
  }
  if (url.protocol !== 'https:') return { reason: 'The URL must start with https://.' };
  if (url.username || url.password) return { reason: 'The URL must not contain a user name or password.' };
  if (url.port) return { reason: 'The URL must not name a port.' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (IPV4.test(host) || host.startsWith('[')) return { reason: 'The URL must use a host name, not an IP address.' };
  return { url, host };
}

function isSameOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** A live prototype: https on github.io, vercel.app or netlify.app (or a subdomain of one). */
export function checkPagesUrl(raw: string): UrlCheck {
  const parsed = parseHttps(raw);
  if ('reason' in parsed) return { valid: false, reason: parsed.reason };
  const { url, host } = parsed;
  if (!ALLOWED_PAGES_HOSTS.some((domain) => isSameOrSubdomain(host, domain))) {
    return { valid: false, reason: 'The site must be hosted on github.io, vercel.app or netlify.app.' };
  }
  url.hostname = host;
  url.hash = '';
  return { valid: true, normalizedUrl: url.toString() };
}

const REPO_PATH = /^\/([A-Za-z0-9-]{1,39})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/;

/** A source repository: https://github.com/<owner>/<repo>. */
export function checkRepoUrl(raw: string): UrlCheck {
  const parsed = parseHttps(raw);
  if ('reason' in parsed) return { valid: false, reason: parsed.reason };
  const { url, host } = parsed;
  if (host !== 'github.com' && host !== 'www.github.com') {
    return { valid: false, reason: 'The repository must be on github.com.' };
  }
  const match = REPO_PATH.exec(url.pathname);
  if (!match || url.search) return { valid: false, reason: 'Use the form https://github.com/<owner>/<repo>.' };
  return { valid: true, normalizedUrl: `https://github.com/${match[1]}/${match[2]}` };
}
