/**
 * User agents that say they are crawlers or link previews (Googlebot, bingbot, Twitterbot,
 * facebookexternalhit, Slurp …). Most never run the page's script, so they never send the view
 * beacon; those that render pages do, and are not buyers.
 */
const CRAWLER = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i

export const isCrawler = (userAgent: string | null): boolean => !userAgent || CRAWLER.test(userAgent)
