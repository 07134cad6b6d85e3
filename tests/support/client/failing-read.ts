import { http, HttpResponse, type JsonBodyType } from 'msw';

/**
 * GET `url` refused with a 500 `{ message }` until `recover()`, then answered with `body`: for the
 * tests of a section that says it could not load and offers Try again, which must read again.
 */
export function failingRead(url: string, message: string, body: JsonBodyType) {
  let failing = true;
  const handler = http.get(url, () => (failing ? HttpResponse.json({ message }, { status: 500 }) : HttpResponse.json(body)));
  return {
    handler,
    recover: () => {
      failing = false;
    },
  };
}
