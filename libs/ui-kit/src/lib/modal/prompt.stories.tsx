import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../text-field/text-field';
import { Prompt } from './prompt';

const meta = {
  title: 'Components/Prompt',
  component: Prompt,
  args: {
    title: 'Rename',
    inline: true,
    labels: { confirm: 'Rename', cancel: 'Cancel' },
    onConfirm: () => undefined,
    onCancel: () => undefined,
    children: <TextField label="New name" value="report.pdf" onChange={() => undefined} />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A `Modal` with a form: Enter or the confirm button calls `onConfirm`, Cancel or Escape `onCancel`. `busy` shows a spinner on the confirm button; `danger` makes it red (deleting); `confirmDisabled` while the input is not valid yet.',
      },
      // Each story covers the whole frame (a backdrop): on the docs page each gets a frame of its
      // own, in the light theme and left to right (the Dark story pins dark).
      story: { inline: false, iframeHeight: 360 },
    },
  },
} satisfies Meta<typeof Prompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const ConfirmDisabled: Story = { args: { confirmDisabled: true } };

export const Busy: Story = { args: { busy: true } };

export const Danger: Story = {
  args: {
    title: 'Delete',
    danger: true,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    children: <p>Are you sure you want to delete this file?</p>,
  },
};

export const FormDark: Story = { globals: { theme: 'dark' } };

export const DangerDark: Story = {
  args: {
    title: 'Delete',
    danger: true,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    children: <p>Are you sure you want to delete this file?</p>,
  },
  globals: { theme: 'dark' },
};
