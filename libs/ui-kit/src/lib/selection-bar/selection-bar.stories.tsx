import { mdiContentCopy, mdiDelete, mdiFileMove } from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../icon-button/icon-button';
import { SelectionBar } from './selection-bar';

const actions = (
  <>
    <IconButton icon={mdiContentCopy} label="Copy" />
    <IconButton icon={mdiFileMove} label="Move" />
    <IconButton icon={mdiDelete} label="Delete" />
  </>
);

const meta = {
  title: 'Components/SelectionBar',
  component: SelectionBar,
  args: { message: '3 files selected', children: actions },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};

export const MultipleSelectionBanner: Story = {
  args: {
    message: 'Multiple selection enabled',
    children: undefined,
    clearLabel: 'Clear',
    onClear: () => undefined,
  },
};

export const WithActionsDark: Story = { globals: { theme: 'dark' } };

export const CountInGerman: Story = {
  args: {
    message: '3 Elemente ausgewählt',
    count: 3,
    clearLabel: 'Leeren',
    onClear: () => undefined,
  },
};
