import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Modal } from './modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Help',
    inline: true,
    onClose: () => undefined,
    children: <p>F1 shows this help. Escape clears the selection.</p>,
    actions: <Button>OK</Button>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {};

export const WithoutActions: Story = { args: { actions: undefined } };

export const LongContent: Story = {
  args: { children: <p>{'A long message that wraps over several lines. '.repeat(30)}</p> },
};

export const DialogDark: Story = { globals: { theme: 'dark' } };
