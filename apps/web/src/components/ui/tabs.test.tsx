// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

type Policy = 'privacy' | 'license' | 'cookies';

function Policies({ initial = 'privacy' }: { initial?: Policy }) {
  const [value, setValue] = useState<Policy>(initial);
  return (
    <Tabs
      label="Policies"
      tabs={[
        { value: 'privacy', label: 'Privacy Policy' },
        { value: 'license', label: 'License Agreement', count: 2 },
        { value: 'cookies', label: 'Cookies' },
      ]}
      value={value}
      onChange={setValue}
    >
      <p>{`Showing ${value}`}</p>
    </Tabs>
  );
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('ties the tab list, its tabs and the panel together as the WAI-ARIA pattern asks', () => {
    render(<Policies />);
    expect(screen.getByRole('tablist', { name: 'Policies' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Privacy Policy' });
    expect(panel.textContent).toBe('Showing privacy');
    expect(tab('Privacy Policy').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('License Agreement 2').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('Privacy Policy').getAttribute('aria-selected')).toBe('true');
    expect(tab('License Agreement 2').getAttribute('aria-selected')).toBe('false');
  });

  it('gives the list one tab stop: the selected tab', async () => {
    const user = userEvent.setup();
    render(<Policies initial="license" />);
    expect(tab(/License Agreement/).tabIndex).toBe(0);
    expect(tab('Privacy Policy').tabIndex).toBe(-1);
    expect(tab('Cookies').tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).toBe(tab(/License Agreement/));
  });

  it('moves and selects with Right and Left, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Policies />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/License Agreement/));
    expect(selectedTab()).toBe(tab(/License Agreement/));
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing license');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Privacy Policy'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Cookies'));
    expect(selectedTab()).toBe(tab('Cookies'));
    expect(tab('Cookies').tabIndex).toBe(0);
    expect(tab('Privacy Policy').tabIndex).toBe(-1);
  });

  it('goes to the first tab with Home and the last with End', async () => {
    const user = userEvent.setup();
    render(<Policies initial="license" />);
    await user.tab();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Cookies'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing cookies');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Privacy Policy'));
    expect(screen.getByRole('tabpanel', { name: 'Privacy Policy' })).toBeTruthy();
  });

  it('selects a tab on click and ignores other keys', async () => {
    const user = userEvent.setup();
    render(<Policies />);
    await user.click(tab('Cookies'));
    expect(selectedTab()).toBe(tab('Cookies'));
    await user.keyboard('{ArrowDown}a');
    expect(selectedTab()).toBe(tab('Cookies'));
  });
});
