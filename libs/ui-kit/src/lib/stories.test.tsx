import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as buttonStories from './button/button.stories';
import * as fileListStories from './file-list/file-list.stories';
import * as loginCardStories from './login-card/login-card.stories';
import * as spinnerStories from './spinner/spinner.stories';
import * as textFieldStories from './text-field/text-field.stories';

// Every story is also a smoke test: it renders, in the theme it asks for.
const storyFiles = {
  Button: composeStories(buttonStories),
  FileList: composeStories(fileListStories),
  LoginCard: composeStories(loginCardStories),
  Spinner: composeStories(spinnerStories),
  TextField: composeStories(textFieldStories),
};

describe.each(Object.entries(storyFiles))('%s stories', (_component, stories) => {
  it.each(Object.entries(stories))('%s renders in its theme', (name, Story) => {
    const { container } = render(<Story />);

    expect(container).not.toBeEmptyDOMElement();
    const expectedTheme = name.endsWith('Dark') ? 'dark' : 'light';
    expect(document.documentElement).toHaveClass(expectedTheme);
  });
});
