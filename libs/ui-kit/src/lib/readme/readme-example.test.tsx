import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Example } from './readme-example';

it("the README's example asks before deleting and then says it is done", async () => {
  render(<Example />);

  await userEvent.click(screen.getByRole('button', { name: 'Delete report.pdf (1.50 KiB)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Deleted')).toBeInTheDocument();
});
