/** A fetch that keeps the cookies a server sets, as a browser (one phone) does for one site. */
export function browserLikeFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name.trim(), value.trim());
    }
    return response;
  };
}
