import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What several journeys need alike: the accessibility check, the dev outbox, and the bearer header.

/** A signed-in session as `POST /api/auth/login` answers it. */
export type Session = { token: string; user: Record<string, unknown> };

/** The Authorization header of a session. */
export const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/**
 * No serious or critical axe violation on the page as it is now (dialogs included), once what is moving has come to
 * rest: a toast scanned half faded in (or out, its time up) has the contrast of its opacity at that instant, not the
 * one people read. A toast can start to move just after the wait, so a scan that finds something is made again
 * (three scans in all) before it counts: a real violation stays, a passing fade does not.
 */
export async function expectAccessible(page: Page) {
  let violations = await seriousViolations(page);
  for (let scan = 1; scan < SCANS && violations.length > 0; scan++) {
    await page.waitForTimeout(RESCAN_AFTER_MS);
    violations = await seriousViolations(page);
  }
  expect(violations).toEqual([]);
}

// how many scans a violation must survive, and the pause between them (a toast's fade lasts about 400 ms)
const SCANS = 3;
const RESCAN_AFTER_MS = 500;

async function seriousViolations(page: Page): Promise<string[]> {
  // a string: the e2e code is type-checked without the DOM's types
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
  // axe.run() in the page itself: half the time of the default, which injects axe again into a blank tab to join
  // each frame's partial results. The default is only needed to reach into another origin's frames, and the pages
  // under test have none (Stripe.js, the one that would bring some, is not loaded in these tests).
  // every rule still runs on every node; only the passes and the inapplicable stop listing each node they saw
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (page.frames().length > 1 ? axe : axe.setLegacyMode()).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

/** The newest mail to `email` at /dev/mail that matches `pattern`, waited for. */
export async function latestMail(page: Page, email: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mail')).text();
      const mail = html.split('<article>').find((article) => article.includes(`to ${email}`) && pattern.test(article));
      match = mail?.match(pattern) ?? null;
      return Boolean(match);
    })
    .toBe(true);
  return match!;
}
