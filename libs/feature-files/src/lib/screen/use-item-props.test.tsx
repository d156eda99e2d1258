import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, selectedNames } from '../../testing/fake-files-server';

describe('useItemProps', () => {
  it('dragging items onto a folder moves them, with Ctrl it copies', async () => {
    const { calls } = await renderScreen();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(screen.getByText('a.txt'), { dataTransfer });
    expect(selectedNames()).toEqual(['a.txt']);
    fireEvent.dragOver(screen.getByText('Docs'), { dataTransfer });
    fireEvent.drop(screen.getByText('Docs'), { dataTransfer });
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":false,"rename":false}');
    });
    await waitFor(() => {
      expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    });
    fireEvent.dragStart(screen.getByText('b.txt'), { dataTransfer });
    expect(selectedNames()).toEqual(['b.txt']);
    // jsdom has no DragEvent, so the modifier is set on the event by hand.
    const drop = createEvent.drop(screen.getByText('Docs'), { dataTransfer });
    Object.defineProperty(drop, 'ctrlKey', { value: true });
    fireEvent(screen.getByText('Docs'), drop);
    await waitFor(() => {
      expect(calls).toContain('copy /b.txt /Docs/b.txt {"override":false,"rename":false}');
    });
  });

  it('a long press selects on single-click screens and swallows the click; moving cancels it', async () => {
    const { navigate } = await renderScreen({ user: { singleClick: true } });
    fireEvent.pointerDown(screen.getByText('a.txt'), { clientX: 5, clientY: 5 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await waitFor(() => {
      expect(selectedNames()).toEqual(['a.txt']);
    });
    fireEvent.pointerUp(screen.getByText('a.txt'));
    fireEvent.click(screen.getByText('a.txt'));
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByText('b.txt'), { clientX: 5, clientY: 5 });
    fireEvent.pointerMove(screen.getByText('b.txt'), { clientX: 30, clientY: 5 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(selectedNames()).toEqual(['a.txt']);
  });
});
