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
