import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteSharePrompt } from './delete-share-prompt';

// The English catalogue's words for the prompt's keys (the app passes i18next's `t`).
const english: Record<string, string> = {
  'buttons.delete': 'Delete',
  'buttons.cancel': 'Cancel',
  'prompts.deleteMessageShare': 'Delete this share ({{path}})?',
};

const meta = {
  title: 'Components/DeleteSharePrompt',
  component: DeleteSharePrompt,
  args: {
    path: '/Holiday photos/beach.jpg',
    t: (key, values) =>
      (english[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? ''),
    inline: true,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The question before a share link is deleted, naming the shared path (isolated, left to right), with a red Delete. Labels come through `t` (the app's i18next `t`).",
      },
      story: { inline: false, iframeHeight: 300 },
    },
  },
} satisfies Meta<typeof DeleteSharePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};

export const QuestionRtl: Story = { globals: { dir: 'rtl' } };

export const QuestionDark: Story = { globals: { theme: 'dark' } };
