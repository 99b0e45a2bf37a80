import { buildHelpTopics } from '../../fixtures/helpTopics';
import { requestedPage } from '../../fixtures/paging';
import type { AreaMocks } from '../../handlers/core';
import { isFailure } from '../failure';
import { signedInId } from '../social/account';
import { myQuestions } from '../social/questions';
import { npsStatusOf } from './profileOps';

/**
 * The help pages' calls under /wap/api/user_center/: the help topics (anyone may read them, in the
 * request's language, with the live chat's address), the questions the signed-in shopper asked
 * about products (pages of five) and whether the account answered the NPS survey. The lead
 * composes these into userCenterMocks.
 */
export const helpUserCenterMocks: Pick<AreaMocks<'userCenter'>, 'getHelpTopics' | 'getMyQuestions' | 'getNpsStatus'> = {
  getHelpTopics: { ok: ({ locale }) => buildHelpTopics(locale) },
  getMyQuestions: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const userId = signedInId(shop);
      return isFailure(userId) ? userId : myQuestions(shop, userId, requestedPage(params.page), locale);
    },
  },
  getNpsStatus: { needsLogin: true, ok: ({ shop }) => npsStatusOf(shop) },
};
