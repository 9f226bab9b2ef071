/**
 * Issue 32, what the screens show, in real headless Chromium against the emulator over HTTP: menus open inside the
 * window wherever their trigger sits; a 10,000-character name (display name, team name) and a very long email stay
 * inside their card, row or menu in every place a name is shown, cut with an ellipsis and whole in the tooltip and the
 * text; a name with a right-to-left override does not reorder the text after it (" settings", the "." of a sentence).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { serveReactPage, type ReactPage } from './support/react-page';

let emulator: RunningServer;
let page: ReactPage;
let browser: Browser;
let audit: NetworkAudit;
const PASSWORD = 'correct horse battery staple';
const LONG = `Long${'n'.repeat(9_990)}ame!`; // a 10,000-character team name, no space to break at
// A display name is at most 256 characters at the service (the emulator and the real backend alike): the longest one.
const LONGEST_DISPLAY_NAME = `Ada${'a'.repeat(250)}bc!`;
const RTL = '\u202Eevil team'; // RIGHT-TO-LEFT OVERRIDE, then ordinary letters
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }] as const;

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveReactPage(apiUrl)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

interface Scene { readonly context: BrowserContext; readonly email: string; readonly teamId: string }

/** A signed-in user named `name` whose selected team is called `team`. */
async function scene(label: string, name: string, team: string, email = `${label}-${Date.now()}@example.com`): Promise<Scene> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${page.origin}/`);
  await tab.getByText('signed out').waitFor({ timeout: 15_000 });
  const teamId = await tab.evaluate(async ([e, p, n, t]) => {
    type U = { update(i: object): Promise<unknown>; teams: { create(i: object): Promise<{ ok: boolean; value: { id: string } }> }; setSelectedTeam(t: object): Promise<unknown> };
    const app = (globalThis as never as { app: { signUpWithPassword(i: object): Promise<unknown>; getUser(o: object): Promise<U> } }).app;
    await app.signUpWithPassword({ email: e, password: p, noRedirect: true });
    const user = await app.getUser({ or: 'throw' });
    await user.update({ displayName: n });
    const created = await user.teams.create({ displayName: t });
    if (!created.ok) throw new Error('team not created');
    await user.setSelectedTeam(created.value);
    return created.value.id;
  }, [email, PASSWORD, name, team] as const);
  await tab.close();
  return { context, email, teamId };
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not rendered');
  return found;
};
/** `inner` lies within `outer` (1 px for rounding). */
function expectInside(inner: Box, outer: Box, what: string): void {
  const edges = { left: inner.x - outer.x, top: inner.y - outer.y, right: outer.x + outer.width - (inner.x + inner.width), bottom: outer.y + outer.height - (inner.y + inner.height) };
  expect({ what, ...Object.fromEntries(Object.entries(edges).map(([k, v]) => [k, v >= -1])) })
    .toEqual({ what, left: true, top: true, right: true, bottom: true });
}
const viewportBox = (tab: Page): Box => ({ x: 0, y: 0, width: tab.viewportSize()!.width, height: tab.viewportSize()!.height });
/** Nothing wider than the window: the page does not scroll sideways. */
const pageWidth = (tab: Page): Promise<number> => tab.evaluate(() => document.documentElement.scrollWidth);

describe('menus open inside the window', () => {
  test.each(VIEWPORTS)('the team switcher (at the left edge and at the right) and the user button, at %o', async (viewport) => {
    const { context } = await scene('menus', 'Ada', 'Rowers');
    const tab = await context.newPage();
    await tab.setViewportSize(viewport);
    for (const layout of ['left', 'right']) {
      await tab.goto(`${page.origin}/components?switcher=${layout}`);
      await tab.getByRole('button', { name: /^Team: / }).click();
      const teamMenu = tab.locator('.portcullis-team-switcher .portcullis-popover');
      await tab.getByRole('menuitemradio', { name: 'Rowers' }).waitFor();
      expectInside(await box(teamMenu), viewportBox(tab), `team menu, switcher ${layout}, ${viewport.width} px`);
      await tab.keyboard.press('Escape');
      await tab.getByRole('button', { name: /^Account menu for / }).click();
      await tab.getByRole('menuitem', { name: 'Sign out' }).waitFor();
      expectInside(await box(tab.locator('.portcullis-user-button .portcullis-popover')), viewportBox(tab), `user menu, ${viewport.width} px`);
      await tab.keyboard.press('Escape');
    }
    await context.close();
  }, 90_000);
});

describe('10,000-character names stay inside what holds them', () => {
  test.each(VIEWPORTS)('header, menus, account settings (profile, emails, team page, members, nav) at %o', async (viewport) => {
    const longEmail = `${'a'.repeat(60)}.${viewport.width}.${Date.now()}@${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`;
    const { context, teamId } = await scene('long', LONGEST_DISPLAY_NAME, LONG, longEmail);
    const tab = await context.newPage();
    await tab.setViewportSize(viewport);
    const view = viewportBox(tab);

    await tab.goto(`${page.origin}/components?switcher=left`);
    const trigger = tab.getByRole('button', { name: /^Team: / });
    expectInside(await box(trigger), view, 'team switcher trigger');
    await trigger.click();
    const teamItem = tab.getByRole('menuitemradio').first();
    await teamItem.waitFor();
    expect(await teamItem.locator('.portcullis-menu-label').getAttribute('title')).toBe(LONG);
    expectInside(await box(tab.locator('.portcullis-team-switcher .portcullis-popover')), view, 'team menu');
    expectInside(await box(teamItem), await box(tab.locator('.portcullis-team-switcher .portcullis-popover')), 'team item in its menu');
    expect(await pageWidth(tab)).toBeLessThanOrEqual(view.width);
    await tab.keyboard.press('Escape');
    await tab.getByRole('button', { name: /^Account menu for / }).click();
    const userMenu = tab.locator('.portcullis-user-button .portcullis-popover');
    await userMenu.locator('.portcullis-user-name').waitFor();
    expectInside(await box(userMenu), view, 'user menu');
    expectInside(await box(userMenu.locator('.portcullis-user-name')), await box(userMenu), 'display name in the user menu');
    expectInside(await box(userMenu.locator('.portcullis-user-email')), await box(userMenu), 'email in the user menu');
    expect(await userMenu.locator('.portcullis-user-name').textContent()).toBe(LONGEST_DISPLAY_NAME); // whole for screen readers
    await tab.keyboard.press('Escape');

    for (const [fragment, holder] of [['profile', '.portcullis-section'], ['auth', '.portcullis-section'], [`team-${teamId}`, '.portcullis-section']] as const) {
      await tab.goto(`${page.origin}/handler/account-settings#${fragment}`);
      const section = tab.locator(holder).first();
      await section.waitFor({ timeout: 15_000 });
      await tab.waitForLoadState('networkidle');
      expect({ fragment, width: await pageWidth(tab) }).toEqual({ fragment, width: view.width });
      for (const name of await section.locator('.portcullis-name').all()) {
        if (!(await name.isVisible())) continue;
        expectInside(await box(name), await box(section), `a name on #${fragment}`);
      }
    }
    // The team's page: its heading (the whole name for screen readers and in the tooltip) and the member list.
    const heading = tab.getByRole('heading', { level: 2 }).first();
    expect(await heading.textContent()).toBe(LONG);
    expect(await heading.locator('.portcullis-name').getAttribute('title')).toBe(LONG);
    await tab.locator('.portcullis-section .portcullis-name', { hasText: LONGEST_DISPLAY_NAME }).first().waitFor();
    // The settings navigation lists the team: its row stays in the navigation.
    const navItem = tab.locator('.portcullis-nav-title', { hasText: LONG }).first();
    if (await navItem.isVisible()) expectInside(await box(navItem), view, 'team in the settings navigation');
    await context.close();
  }, 120_000);

  test.each(VIEWPORTS)('the invitation screen: the card keeps its width and the Join button stays on it, at %o', async (viewport) => {
    const { context: owner, teamId } = await scene('inviter', 'Owner', LONG);
    const invitee = `invitee-${viewport.width}-${Date.now()}@example.com`;
    const ownerTab = await owner.newPage();
    await ownerTab.goto(`${page.origin}/`);
    await ownerTab.evaluate(async ([id, e]) => {
      type T = { inviteUser(i: object): Promise<unknown> };
      const app = (globalThis as never as { app: { getUser(o: object): Promise<{ teams: { get(id: string): Promise<T | null> } }> } }).app;
      await (await (await app.getUser({ or: 'throw' })).teams.get(id!))!.inviteUser({ email: e });
    }, [teamId, invitee] as const);
    const link = emulator.emulator.outbox.latestFor(invitee)!.link!;
    await owner.close();

    const { context } = await scene('joiner', 'Joiner', 'Own team', invitee);
    const tab = await context.newPage();
    await tab.setViewportSize(viewport);
    await tab.goto(link);
    const join = tab.getByRole('button', { name: 'Join the team' });
    await join.waitFor({ timeout: 15_000 });
    const card = await box(tab.locator('.portcullis-card'));
    expect(card.width).toBeLessThanOrEqual(Math.min(400, viewport.width));
    expectInside(await box(join), card, 'Join button on the card');
    expectInside(await box(tab.locator('.portcullis-sent .portcullis-name')), card, 'team name on the card');
    expect(await tab.locator('.portcullis-sent .portcullis-name').getAttribute('title')).toBe(LONG);
    expect(await pageWidth(tab)).toBeLessThanOrEqual(viewport.width);
    await join.click();
    const joined = tab.locator('.portcullis-notice .portcullis-name');
    await joined.waitFor({ timeout: 15_000 });
    expectInside(await box(joined), card, 'team name in "You joined …"');
    await context.close();
  }, 120_000);
});

/**
 * Where `needle`'s glyphs are drawn inside `within`, found in its text nodes; `{ x, right }` of their box. Text after an
 * isolated name stays to the right of the name (a left-to-right sentence); an RLO left unisolated pulls it left.
 */
async function glyphs(locator: Locator, needle: string): Promise<{ x: number; right: number }> {
  return locator.evaluate((root, n) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(n);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + n.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, right: rect.right };
    }
    throw new Error(`"${n}" not found`);
  }, needle);
}

describe('a right-to-left override inside a name does not reorder what follows it', () => {
  test('" settings" in the team menu, the "." after the team name on the invitation screen, the user menu', async () => {
    const { context, teamId } = await scene('rtl', `${RTL}`, RTL);
    const tab = await context.newPage();
    await tab.goto(`${page.origin}/components?switcher=left`);
    await tab.getByRole('button', { name: /^Team: / }).click();
    const settings = tab.getByRole('menuitem', { name: /settings$/ });
    await settings.waitFor();
    const label = settings.locator('.portcullis-menu-label');
    const name = await glyphs(label, 'evil team');
    const after = await glyphs(label, ' settings');
    expect(after.x).toBeGreaterThanOrEqual(name.right - 1);

    const invitee = `rtl-invitee-${Date.now()}@example.com`;
    await tab.evaluate(async ([id, e]) => {
      type T = { inviteUser(i: object): Promise<unknown> };
      const app = (globalThis as never as { app: { getUser(o: object): Promise<{ teams: { get(id: string): Promise<T | null> } }> } }).app;
      await (await (await app.getUser({ or: 'throw' })).teams.get(id!))!.inviteUser({ email: e });
    }, [teamId, invitee] as const);
    const link = emulator.emulator.outbox.latestFor(invitee)!.link!;
    const joiner = await scene('rtl-joiner', 'Joiner', 'Own team', invitee);
    const invitation = await joiner.context.newPage();
    await invitation.goto(link);
    const sentence = invitation.locator('.portcullis-sent');
    await sentence.getByText('evil team').waitFor({ timeout: 15_000 });
    const teamName = await glyphs(sentence, 'evil team');
    const joinWord = await glyphs(sentence, 'join');
    const stop = await glyphs(sentence, '.');
    expect(joinWord.right).toBeLessThanOrEqual(teamName.x + 1); // "You are invited to join" stays before the name
    expect(stop.x).toBeGreaterThanOrEqual(teamName.right - 1); // and the "." after it
    await joiner.context.close();
    await context.close();
  }, 90_000);
});

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
