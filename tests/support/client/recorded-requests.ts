import { http, type HttpResponseResolver } from 'msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

/**
 * `http[method](url, reply)` that also keeps, in order, the JSON body of each request it answers
 * (`undefined` for one without a body): a test checks what a screen sent and how often, or that a
 * form its own schema refused sent nothing at all (`expect(bodies).toEqual([])`).
 */
export function recordedHandler(method: Method, url: string, reply: HttpResponseResolver) {
  const bodies: unknown[] = [];
  const handler = http[method](url, async (info) => {
    // A clone, so that `reply` can still read the request itself.
    const text = await info.request.clone().text();
    bodies.push(text ? JSON.parse(text) : undefined);
    return reply(info);
  });
  return { handler, bodies };
}
