import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpPrompt } from './help-prompt';

// The English catalogue's words for the prompt's keys (the app passes i18next's `t`).
const english: Record<string, string> = {
  'help.help': 'Help',
  'buttons.ok': 'OK',
  'help.f1': 'show this help',
  'help.f2': 'rename the selected item',
  'help.del': 'delete the selection',
  'help.esc': 'clear the selection or close the dialog',
  'help.ctrl.s': 'download the selection',
  'help.ctrl.f': 'open the search',
  'help.ctrl.click': 'select several files or folders',
  'help.click': 'select a file or folder',
  'help.doubleClick': 'open a file or folder',
  'help.save': 'save the file',
  'help.find': 'find and replace in the text',
  'help.closeFile': 'close the file and go back to the folder',
  'help.arrows': 'previous or next file',
};

const meta = {
  title: 'Components/HelpPrompt',
  component: HelpPrompt,
  args: {
    t: (key) => english[key] ?? key,
    inline: true,
    onClose: () => undefined,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The files screen's shortcuts for one `view` (`listing` by default, `editor`, `preview`), in a `Modal` with OK. The labels come through `t` (the app's i18next `t`).",
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof HelpPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {};

export const Editor: Story = { args: { view: 'editor' } };

export const Preview: Story = { args: { view: 'preview' } };

export const ListingDark: Story = { globals: { theme: 'dark' } };
