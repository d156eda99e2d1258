import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

function path(...names: string[]): Crumb[] {
  return names.map((name, index) => ({
    name,
    url: `/files/${names
      .slice(0, index + 1)
      .map(encodeURIComponent)
      .join('/')}/`,
  }));
}

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumbs',
    home: { label: 'Home', url: '/files/' },
    items: path('Photos', '2024'),
    onNavigate: () => undefined,
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Root: Story = { args: { items: [] } };

export const Short: Story = {};

export const Cut: Story = {
  args: { items: path('Work', 'Clients', 'ACME', 'Invoices', '2024', 'Q3') },
};

export const LongNames: Story = {
  args: { items: path('A folder with a really very long name that wraps', 'Ünïcödé & spaces') },
};

export const CutDark: Story = {
  args: { items: path('Work', 'Clients', 'ACME', 'Invoices', '2024') },
  globals: { theme: 'dark' },
};

export const CutRtl: Story = {
  args: { items: path('עבודה', 'לקוחות', 'חשבוניות', '2024', 'רבעון 3') },
  globals: { dir: 'rtl' },
};
