import type { Meta, StoryObj } from '@storybook/react-vite';
import { IsolatedText } from './isolated-text';

const meta = {
  title: 'Components/IsolatedText',
  component: IsolatedText,
  args: {
    sentence: ({ name, folder }) => `«${name}» موجود بالفعل في ${folder}.`,
    values: { name: { text: 'report.pdf' }, folder: { text: '/docs/', dir: 'ltr' } },
  },
  decorators: [
    (Story) => (
      <p dir="rtl" lang="ar">
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof IsolatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PathInArabic: Story = {};

export const PathInArabicDark: Story = { globals: { theme: 'dark' } };
