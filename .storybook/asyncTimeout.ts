import { configure } from 'storybook/test';

/**
 * How long `findBy…` and `waitFor` wait by default, in Storybook and in the story tests alike: 5 s,
 * not 1 s. Part of what a story waits for is loaded the first time it is asked for (the layout's
 * dialogs, a page's module), which the dev server transforms on that first request; with two story
 * files at a time on two cores that once took more than a second. Set only for the story tests
 * before, so plays that passed there timed out in Storybook on a busy machine. Only a failing check
 * waits longer.
 */
export const STORY_ASYNC_TIMEOUT_MS = 5000;

configure({ asyncUtilTimeout: STORY_ASYNC_TIMEOUT_MS });
