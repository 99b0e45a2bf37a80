import { BLOGGER_PLATFORMS, type BloggerCategory } from '../../../api';
import type { Locale } from '../../../format/locale';
import { validate, type ValidationRule } from '../../../validation';

/** One channel as typed: the platform, the profile link and the follower count (digits). */
export interface ChannelValues {
  readonly platform: string;
  readonly url: string;
  readonly followers: string;
}

export interface BloggerFormValues {
  readonly channels: readonly ChannelValues[];
  readonly categories: readonly BloggerCategory[];
  readonly phone: string;
  readonly email: string;
}

export type ChannelField = keyof ChannelValues;

export interface BloggerFormErrors {
  /** Each channel's messages, by index (only channels with a problem). */
  readonly channels?: Readonly<Record<number, Partial<Record<ChannelField, string>>>>;
  readonly categories?: string;
  readonly phone?: string;
  readonly email?: string;
}

/** At most this many channels. */
export const MAX_CHANNELS = 3;

export const EMPTY_CHANNEL: ChannelValues = { platform: '', url: '', followers: '' };
export const EMPTY_FORM: BloggerFormValues = { channels: [EMPTY_CHANNEL], categories: [], phone: '', email: '' };

/** The form's own messages (beyond spec §5's), in the shopper's language. */
export interface BloggerFormMessages {
  /** A profile link that is not an https address. */
  readonly url: string;
  /** No category chosen. */
  readonly categories: string;
}

function first(rules: readonly ValidationRule[], value: string, locale: Locale): string | undefined {
  for (const rule of rules) {
    const message = validate(rule, value, locale);
    if (message !== null) return message;
  }
  return undefined;
}

const HTTPS_LINK = /^https:\/\/[^\s/]+\.[^\s]+$/;

/**
 * Checks the application (spec §5: required, number, tel and email, in the spec's words): every
 * channel needs a platform, an https profile link and a follower count; at least one category; a
 * phone (0 and 9 digits); the email only when given. Returns only the fields with a problem.
 */
export function checkBloggerForm(values: BloggerFormValues, locale: Locale, messages: BloggerFormMessages): BloggerFormErrors {
  const channels: Record<number, Partial<Record<ChannelField, string>>> = {};
  values.channels.forEach((channel, index) => {
    const errors: Partial<Record<ChannelField, string>> = {};
    const platform = BLOGGER_PLATFORMS.some((name) => name === channel.platform) ? undefined : first(['required'], '', locale);
    if (platform) errors.platform = platform;
    const url = first(['required'], channel.url, locale) ?? (HTTPS_LINK.test(channel.url.trim()) ? undefined : messages.url);
    if (url) errors.url = url;
    const followers = first(['required', 'number'], channel.followers, locale);
    if (followers) errors.followers = followers;
    if (Object.keys(errors).length > 0) channels[index] = errors;
  });
  const phone = first(['required', 'tel'], values.phone, locale);
  const email = values.email.trim() === '' ? undefined : first(['email'], values.email.trim(), locale);
  return {
    ...(Object.keys(channels).length > 0 ? { channels } : {}),
    ...(values.categories.length === 0 ? { categories: messages.categories } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

export function hasErrors(errors: BloggerFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The applyBlogger payload: the first channel as the main one, every channel in the lists. */
export function applicationOf(values: BloggerFormValues) {
  const channels = values.channels.map((channel) => ({ platform: channel.platform, url: channel.url.trim(), followers: Number(channel.followers) }));
  const main = channels[0] ?? { platform: '', url: '', followers: 0 };
  return {
    main_platform: main.platform,
    profile_url: main.url,
    followers: main.followers,
    channel_platform: channels.map((channel) => channel.platform),
    channel_url: channels.map((channel) => channel.url),
    channel_followers: channels.map((channel) => channel.followers),
    categories: [...values.categories],
    phone: values.phone.trim(),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  };
}
