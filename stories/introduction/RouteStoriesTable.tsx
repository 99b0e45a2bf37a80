import { ROUTE_STORIES } from './routeStories.generated';
import { titleId } from './routeStoriesTable';

/** The Introduction's table: every route of the route table, its addresses and the stories of its page. */
export function RouteStoriesTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Route</th>
          <th scope="col">Address</th>
          <th scope="col">Stories</th>
        </tr>
      </thead>
      <tbody>
        {ROUTE_STORIES.map((route) => (
          <tr key={route.name}>
            <td>{route.name}</td>
            <td>
              {route.paths.map((path) => (
                <code key={path} style={{ display: 'block' }}>
                  {path}
                </code>
              ))}
            </td>
            <td>
              {route.titles.length === 0
                ? '—'
                : route.titles.map((title) => (
                    <a key={title} href={`./?path=/docs/${titleId(title)}--docs`} target="_top" style={{ display: 'block' }}>
                      {title}
                    </a>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
