import { createHash, createHmac } from 'node:crypto';

/**
 * Who clicked, as far as counting needs: a visitor is the keyed hash of the address, the browser's user
 * agent and the UTC day. The key is derived from AUTH_SECRET, so nobody holding the table can test an
 * address against it, and the day in the hash means the same person is not linked from one day to the next.
 * No address is stored.
 */

/** The most clicks one visitor adds to a link's count in a day; redirects past it are served, not counted. */
export const COUNTED_CLICKS_PER_VISITOR_DAY = 3;

/**
 * Crawlers, link-preview fetchers and other robots: they are redirected like anyone, but they are no
 * visitors. Named previews first (WhatsApp, Telegram, X/Twitter, Facebook, Slack, Discord, LinkedIn ...),
 * then search engines, then the generic words robots put in their names.
 */
const ROBOT =
  /whatsapp|telegrambot|twitterbot|facebookexternalhit|facebookcatalog|meta-externalagent|slackbot|slack-imgproxy|discordbot|linkedinbot|skypeuripreview|pinterestbot|redditbot|embedly|googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|yandexbot|baiduspider|duckduckbot|applebot|petalbot|ahrefsbot|semrushbot|mj12bot|bytespider|gptbot|claudebot|\bbot\b|bot\/|crawler|crawling|spider|slurp/i;

const robotVerdicts = new Map<string, boolean>();
const REMEMBERED_AGENTS = 10_000;

/** Whether a user agent names a robot (the verdict per distinct header is remembered: few agents click). */
export function isRobot(userAgent: string): boolean {
  const known = robotVerdicts.get(userAgent);
  if (known !== undefined) return known;
  const robot = ROBOT.test(userAgent);
  if (userAgent.length <= 1_000) {
    if (robotVerdicts.size >= REMEMBERED_AGENTS) robotVerdicts.clear();
    robotVerdicts.set(userAgent, robot);
  }
  return robot;
}

const REMEMBERED_VISITORS = 50_000;

/**
 * Turns an address and user agent into the day's visitor key. The keys of the day are remembered, so a
 * visitor clicking on is one map look-up, not a hash, on the redirect's hot path.
 */
export class VisitorKeys {
  private readonly key: Buffer;
  private day = '';
  private readonly known = new Map<string, string>();

  constructor(secret: string) {
    this.key = createHash('sha256').update(`short-link-visitors:${secret}`).digest();
  }

  of(address: string, userAgent: string, day: string): string {
    if (day !== this.day) {
      this.known.clear();
      this.day = day;
    }
    const plain = `${address}\n${userAgent.slice(0, 512)}`;
    const remembered = this.known.get(plain);
    if (remembered) return remembered;
    const visitor = createHmac('sha256', this.key)
      .update(`${day}\n${plain}`)
      .digest('base64url')
      .slice(0, 22);
    if (this.known.size >= REMEMBERED_VISITORS) this.known.clear();
    this.known.set(plain, visitor);
    return visitor;
  }
}
