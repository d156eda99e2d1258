import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

function Demo({ onSelect }: { onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState('a');
  return (
    <Tabs
      label="Demo"
      tabs={tabs}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    >
      {`Panel ${selected}`}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects with a click and labels the panel by the selected tab', async () => {
    render(<Demo onSelect={vi.fn()} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));

    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('Panel b');
  });

  it('moves with arrows, Home and End, keeping one tab stop', async () => {
    const onSelect = vi.fn();
    render(<Demo onSelect={onSelect} />);

    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(onSelect).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
  });

  it('reverses the arrows right to left', async () => {
    const onSelect = vi.fn();
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Demo onSelect={onSelect} />
      </div>,
    );

    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await userEvent.keyboard('{ArrowLeft}');

    expect(onSelect).toHaveBeenLastCalledWith('b');
  });
});
