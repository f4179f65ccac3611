import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('toggles by click and keyboard, uncontrolled', async () => {
    const onCheckedChange = vi.fn();
    await renderWithKabuto(<Switch label="通知" onCheckedChange={onCheckedChange} />);
    const control = page.getByRole('switch', { name: '通知' });
    await expect.element(control).not.toBeChecked();
    await control.click();
    await expect.element(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect.element(control).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled value and clicking the label toggles', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Switch label="通知" checked={on} onCheckedChange={setOn} />;
    }
    await renderWithKabuto(<Controlled />);
    await expect.element(page.getByRole('switch', { name: '通知' })).toBeChecked();
    await page.getByText('通知').click();
    await expect.element(page.getByRole('switch', { name: '通知' })).not.toBeChecked();
  });
});
