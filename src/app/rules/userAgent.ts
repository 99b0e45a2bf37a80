/**
 * spec §9: "bot detection covers common crawlers and link previewers". Search engines, SEO
 * crawlers and the fetchers chat apps and social networks use to build link previews.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|spider|slurp|googlebot|google-inspectiontool|adsbot|mediapartners-google|bingpreview|baiduspider|yandex|duckduckbot|sogou|exabot|petalbot|applebot|semrush|ahrefs|mj12bot|facebookexternalhit|facebookcatalog|facebot|meta-externalagent|twitterbot|linkedinbot|pinterest|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp|skypeuripreview|line-poker|linespider|vkshare|redditbot|embedly|quora link preview|iframely|tumblr|bitlybot|outbrain|nuzzel|w3c_validator|lighthouse|headlesschrome|prerender/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

/** Phones and tablets (iPadOS asks for the desktop site: its UA says Macintosh, so it is detected by touch elsewhere). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /android|iphone|ipod|ipad|mobile|windows phone|iemobile|blackberry|bb10|opera mini|kindle|silk|webos|harmonyos/i.test(
    userAgent,
  );
}

/** The WeChat in-app browser (MicroMessenger), where tourists log in (spec §2: exempt from the desktop redirect). */
export function isWeChat(userAgent: string): boolean {
  return /micromessenger/i.test(userAgent);
}
