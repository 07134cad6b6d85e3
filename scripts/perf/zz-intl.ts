import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { activeGameWithPhotos, signIn, startDemoServer } from './demo-server';
const server = await startDemoServer(process.argv[2] ?? '/tmp/dist-cur');
const browser = await launchBrowser();
const cookie = await signIn(server.baseUrl, server.signIn);
const game = await activeGameWithPhotos(server.baseUrl, cookie);
const init = `(() => { window.__intl = []; for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'PluralRules']) { const Real = Intl[name]; const Wrapped = function (...args) { const t = performance.now(); const r = new Real(...args); window.__intl.push(name + ' ' + JSON.stringify(args) + ' ' + (performance.now() - t).toFixed(1) + 'ms @' + Math.round(t) + ' ' + (new Error().stack.split('\\n')[2] || '').trim().slice(0, 90)); return r; }; Wrapped.prototype = Real.prototype; Wrapped.supportedLocalesOf = Real.supportedLocalesOf; Intl[name] = Wrapped; } const ts = Date.prototype.toLocaleString; })()`;
for (const path of ['/', game, '/profile']) {
  const context = await newPhoneContext(browser, { baseURL: server.baseUrl });
  await context.addCookies(cookie.split('; ').map((pair) => { const [name, ...value] = pair.split('='); return { name: name!, value: value.join('='), url: server.baseUrl }; }));
  await context.addInitScript({ content: init });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  console.log(path, '\n ', (await page.evaluate('window.__intl') as string[]).join('\n  '));
  await context.close();
}
await browser.close();
process.exit(0);
