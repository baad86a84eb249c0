/** Profile links (issue 7): https only, and GitHub / LinkedIn on their own hosts. Parsed, not substring-matched. */
export type LinkCheck = { valid: true; url: string } | { valid: false; reason: string };

function parse(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return 'Enter a full URL starting with https://.';
  }
  if (url.protocol !== 'https:') return 'The link must start with https://.';
  if (url.username || url.password) return 'The link must not contain a user name or password.';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(url.hostname) || url.hostname.startsWith('['))
    return 'Use a host name, not an IP address.';
  url.hostname = url.hostname.replace(/\.$/, '');
  return url;
}

const isOn = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function checkProfileLink(kind: 'portfolio' | 'github' | 'linkedin', raw: string): LinkCheck {
  const url = parse(raw);
  if (typeof url === 'string') return { valid: false, reason: url };
  if (kind === 'github' && !(url.hostname === 'github.com' || url.hostname === 'www.github.com')) {
    return { valid: false, reason: 'The GitHub link must be on github.com.' };
  }
  if (kind === 'linkedin' && !isOn(url.hostname, 'linkedin.com')) {
    return { valid: false, reason: 'The LinkedIn link must be on linkedin.com.' };
  }
  return { valid: true, url: url.toString() };
}
