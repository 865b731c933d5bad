import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoAccount, PREMIUM, STANDARD } from './demo-accounts';

// The boards journey (spec §2 projects, board page, invitation page): an owner builds a project, shares a board by
// e-mail, the colleague accepts from the mail, reads it as a viewer, is made an editor, adds a sample and fills the cart.

const owner = PREMIUM;
const colleague = demoAccount(STANDARD.email, { name: 'Jason Tan Kok Leong' });

type Sample = { _id: string; name: string; stock: number; sku: string };

async function signInThroughDialog(page: Page, account: { email: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: /login/i });
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email');
  if (!(await email.inputValue())) await email.fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(dialog).toBeHidden();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

/** The invitation link in the newest demo-outbox mail to `email` that holds `text`, opened in `page`. */
async function invitationLink(page: Page, email: string, text: string) {
  await page.goto('/dev/mail');
  const mail = page
    .locator('article')
    .filter({ hasText: `to ${email}` })
    .filter({ hasText: text });
  const mailText = (await mail.first().locator('pre').textContent()) ?? '';
  const link = mailText.match(/https?:\/\/\S+\/accept-invitation\/[\w-]+/)?.[0];
  expect(link, 'the invitation mail carries the link').toBeTruthy();
  return link as string;
}

/** Creates a project through the form on /boards (the owner signed in there) and answers its page's address. */
async function createProject(page: Page, { name, type, value }: { name: string; type: string; value: string }) {
  await page
    .getByRole('button', { name: /create new/i })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Create new project' });
  await form.getByLabel(/project name/i).fill(name);
  await form.getByLabel(/project type/i).selectOption(type);
  await form.getByLabel(/project value/i).fill(value);
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/project\/[\w-]+$/);
  return page.url();
}

test('an owner shares a board and a colleague accepts, edits and adds it all to the cart', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now().toString(36)}`;
  const projectName = `Bangsar Residence ${suffix}`;
  const boardName = `Living room ${suffix}`;

  const listing = await request.get('/api/samples?limit=30');
  const inStock = ((await listing.json()).samples as Sample[]).filter((sample) => sample.stock > 0);
  expect(inStock.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = inStock as [Sample, Sample, Sample];

  // the owner signs in through the dialog /boards opens, and creates a project
  await page.goto('/boards');
  await signInThroughDialog(page, owner);
  const projectUrl = await createProject(page, { name: projectName, type: 'Residential', value: '185000.50' });
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();

  // ...and a board
  await page.getByRole('button', { name: 'Add Board' }).first().click();
  await page.getByRole('textbox', { name: /board name/i }).fill(`  ${boardName}  `);
  await page.getByRole('button', { name: 'Add board' }).click();
  await expect(page.getByText('New sub-group added successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(boardName) })).toBeVisible();
  await expect(page.getByText('No samples in this board yet.')).toBeVisible();

  // samples go onto the board from their details pages, through the add-to-board popover
  for (const sample of [first, second]) {
    await page.goto(`/sample-details/${sample._id}`);
    await page.getByRole('button', { name: /add to board/i }).click();
    const popover = page.getByRole('dialog', { name: 'Add to board' });
    await popover.getByRole('button', { name: new RegExp(boardName) }).click();
    await expect(page.getByText('Sample added to board successfully!').first()).toBeVisible();
  }
  await page.goto(projectUrl);
  const ownerBoard = page.getByRole('list', { name: `Samples in ${boardName}` });
  await expect(ownerBoard.getByRole('link', { name: first.name })).toBeVisible();
  await expect(ownerBoard.getByRole('link', { name: second.name })).toBeVisible();
  await expect(page.getByText('2 samples').first()).toBeVisible();

  // the owner invites the colleague as a viewer
  await page.getByRole('button', { name: 'Manage Members' }).click();
  const members = page.getByRole('dialog', { name: 'Manage members' });
  await members.getByRole('textbox', { name: 'Email address' }).fill(colleague.email);
  await members.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
  await members.getByRole('button', { name: 'Close' }).click();

  // the colleague opens the link from the mail (the demo outbox), signs in and accepts
  const guest = await newPage(browser);
  await guest.goto(await invitationLink(guest, colleague.email, boardName));
  await expect(guest.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  await guest.getByRole('button', { name: /sign in to accept/i }).click();
  await signInThroughDialog(guest, colleague);
  await expect(guest).toHaveURL(/\/accept-invitation\//);
  await guest.getByRole('button', { name: /accept invitation/i }).click();
  await expect(guest.getByText('Invitation accepted successfully!')).toBeVisible();
  await expect(guest).toHaveURL(projectUrl);

  // read-only: the viewer notice, and no add, remove or cart controls
  await expect(guest.getByRole('note')).toHaveText(
    'Viewer Access: You can view materials but cannot add or remove items from this board.',
  );
  await expect(guest.getByRole('link', { name: first.name })).toBeVisible();
  await expect(guest.getByRole('button', { name: /add board/i })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: /add all to cart/i })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: /from the board/i })).toHaveCount(0);

  // the owner makes the colleague an editor
  await page.getByRole('button', { name: 'Manage Members' }).click();
  await page.getByLabel(`Role of ${colleague.name}`).selectOption('editor');
  await expect(page.getByText('Member role updated')).toBeVisible();

  // the colleague, now an editor, adds a sample on the board page with the ADD SAMPLE box
  await guest.reload();
  await guest.getByRole('link', { name: boardName }).click();
  await expect(guest.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  const search = guest.getByRole('combobox', { name: /add sample/i });
  // its SKU, as printed on the sample's page, finds it first
  await search.fill(third.sku);
  const firstResult = guest.getByRole('listbox', { name: 'Catalogue samples' }).getByRole('option').first();
  await expect(firstResult).toContainText(third.name);
  await expect(firstResult).toContainText(third.sku);
  // the arrow keys move through the results, announced through aria-activedescendant; Enter adds the active one
  await search.press('ArrowDown');
  const activeId = await search.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  await expect(guest.locator(`[id="${activeId}"]`)).toContainText(third.name);
  await search.press('Enter');
  await expect(guest.getByText('Sample added to board successfully!')).toBeVisible();
  await expect(guest.getByRole('link', { name: third.name })).toBeVisible();
  await expect(guest.getByText('3 samples')).toBeVisible();

  // Add All to Cart puts every sample of the board in the colleague's cart
  await guest.getByRole('button', { name: 'Add All to Cart' }).click();
  await expect(guest.getByText(`All samples from ${boardName} have been added to your cart.`)).toBeVisible();
  const { origins } = await guest.context().storageState();
  const token = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'token')?.value;
  const cart = await request.get('/api/cart-samples/user-cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(cart.ok()).toBe(true);
  const cartIds = ((await cart.json()).samples as { sampleId: { _id: string } }[]).map((line) => line.sampleId._id);
  expect(cartIds).toEqual(expect.arrayContaining([first._id, second._id, third._id]));
  await guest.context().close();
});

test('an owner shares a whole project: the colleague sees every board, one added later too, until removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now().toString(36)}`;
  const projectName = `Damansara Office ${suffix}`;
  const firstBoard = `Reception ${suffix}`;
  const laterBoard = `Pantry ${suffix}`;

  const addBoard = async (name: string) => {
    await page.getByRole('button', { name: 'Add Board' }).first().click();
    await page.getByRole('textbox', { name: /board name/i }).fill(name);
    await page.getByRole('button', { name: 'Add board' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  };

  await page.goto('/boards');
  await signInThroughDialog(page, owner);
  const projectUrl = await createProject(page, { name: projectName, type: 'Commercial', value: '90000' });
  await addBoard(firstBoard);

  // the owner shares every board of the project, not just this one
  await page.getByRole('button', { name: 'Manage Members' }).click();
  const members = page.getByRole('dialog', { name: 'Manage members' });
  // the radio buttons are drawn as cards: a person clicks the card
  await members.getByText('Every board in the project').click();
  await expect(members.getByRole('radio', { name: /every board in the project/i })).toBeChecked();
  await members.getByRole('textbox', { name: 'Email address' }).fill(colleague.email);
  await members.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
  const pending = members.getByRole('region', { name: /pending invitations/i });
  await expect(pending.getByText('Every board of the project')).toBeVisible();
  // the next invitation starts on this board alone again
  await expect(members.getByRole('radio', { name: /this board/i })).toBeChecked();
  await members.getByRole('button', { name: 'Close' }).click();

  // the colleague accepts from the mail, which names the project rather than a board
  const guest = await newPage(browser);
  await guest.goto(await invitationLink(guest, colleague.email, `every board of the project "${projectName}"`));
  await expect(guest.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(guest.getByText('All its boards, including boards added later')).toBeVisible();
  await guest.getByRole('button', { name: /sign in to accept/i }).click();
  await signInThroughDialog(guest, colleague);
  await guest.getByRole('button', { name: /accept invitation/i }).click();
  await expect(guest).toHaveURL(projectUrl);
  await expect(guest.getByRole('heading', { level: 2, name: new RegExp(firstBoard) })).toBeVisible();

  // a board the owner adds afterwards is theirs to see as well
  await addBoard(laterBoard);
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 2, name: new RegExp(laterBoard) })).toBeVisible();
  await guest.getByRole('link', { name: laterBoard }).click();
  await expect(guest.getByRole('heading', { level: 1, name: laterBoard })).toBeVisible();
  const boardUrl = guest.url();

  // the owner finds them on the later board's members, apart, and removes them from the whole project
  await page.goto(boardUrl);
  await page.getByRole('button', { name: /manage members/i }).click();
  const onProject = page.getByRole('region', { name: /on every board of the project/i });
  await expect(onProject.getByText(colleague.name, { exact: true })).toBeVisible();
  await expect(onProject.getByText('All boards')).toBeVisible();
  await onProject.getByRole('button', { name: `Remove from project: ${colleague.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${colleague.name} from the whole project?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${colleague.name} removed from every board of the project`)).toBeVisible();

  // the colleague is told plainly, not shown a fetch error
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'You no longer have access to this board' })).toBeVisible();
  await guest.goto(projectUrl);
  await expect(guest.getByRole('heading', { name: 'You no longer have access to this project' })).toBeVisible();
  await guest.context().close();
});
