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
  parameters: {
    docs: {
      description: {
        component:
          "Mount a `Modal` to open it and unmount it to close it; `onClose` is called for Escape and a backdrop click. It portals to `<body>` unless `inline` (used here, so a story shows it in place). Mark the element to focus first with `data-autofocus`; `role: 'alertdialog'` for a question that needs an answer.",
      },
      // Each story covers the whole frame (a backdrop): on the docs page each gets a frame of its
      // own, in the light theme and left to right (the Dark story pins dark).
      story: { inline: false, iframeHeight: 360 },
    },
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
