import { allEndpoints } from './registry';

/**
 * The document listing every path or payload chosen where spec §7 shows none
 * (src/api/CHOSEN-PATHS.md, kept equal to this by a test; regenerate with `npm run endpoints:chosen`).
 */
export function chosenPathsMarkdown(): string {
  const chosen = allEndpoints.filter((endpoint) => endpoint.meta.chosen);
  const rows = chosen.map(({ meta }) => {
    const fixed = meta.fixedParams ? ` (${Object.entries(meta.fixedParams).map(([k, v]) => `${k}=${String(v)}`).join(', ')})` : '';
    return `| ${meta.area} | \`${meta.name}\` | ${meta.transport} | ${meta.method} | \`${meta.path}\`${fixed} | ${meta.chosen ?? ''} |`;
  });
  return [
    '# Paths and payloads chosen for the backend team to confirm',
    '',
    'Spec §7 names these calls without showing their path or payload. The request layer uses the',
    'choices below; each endpoint’s payload type is in `src/api/endpoints/<area>.ts`. Generated from',
    'the endpoint registry by `npm run endpoints:chosen`; a unit test fails when this file is stale.',
    '',
    'Conventions chosen for all calls:',
    '',
    '- legacy web calls: GET with a query, or form-encoded POST; the common values (lang, platform,',
    '  version, type, longitude, latitude, is_chinese_tourists, usersecre, sessionid) ride in the',
    '  query (GET) or the form body (POST).',
    '- go and booking calls: JSON bodies for POST and PUT, queries for GET and DELETE; the common',
    '  values always ride in the query. go responses use the legacy envelope (errcode, msg, data).',
    '- the card vault (`tokeniseCard`) gets no session values and no cookies.',
    '- tracking events send their type as `event_type` (`type` is already a common value).',
    '- share ids arrive as the query or cookie names `share_user_id` and `affiliate_link_id`.',
    '',
    `${chosen.length} of ${allEndpoints.length} endpoints carry a choice:`,
    '',
    '| area | endpoint | transport | method | path | what was chosen |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
