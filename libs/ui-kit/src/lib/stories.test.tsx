import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story file in the kit, found at build time so a new component cannot be forgotten.
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// composeStories cannot type a module it only sees as `unknown` exports: each is a component.
const storyFiles = Object.entries(modules).map(([path, module]) => {
  const stories = composeStories(module) as Record<string, ComponentType>;
  return [path.replace(/^.*\/|\.stories\.tsx$/g, ''), stories] as const;
});

const axeOptions: axe.RunOptions = {
  // jsdom does no layout or painting, so axe cannot compute colour contrast here; the Storybook
  // a11y addon checks it in a real browser instead.
  rules: { 'color-contrast': { enabled: false } },
  resultTypes: ['violations'],
};

function describeViolations(violations: axe.Result[]) {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

it('finds the story files', () => {
  expect(storyFiles.length).toBeGreaterThan(20);
});

it('the axe check fails on a serious violation', async () => {
  // eslint-disable-next-line jsx-a11y/alt-text -- deliberately broken markup: the check must catch it
  const { container } = render(<img src="/x.png" />);

  const results = await axe.run(container, axeOptions);

  expect(describeViolations(results.violations)).toEqual([expect.stringMatching(/^image-alt/)]);
});

describe.each(storyFiles)('%s stories', (_component, stories) => {
  it.each(Object.entries(stories))(
    '%s renders in its theme with no serious a11y violations',
    async (name, Story) => {
      const { container } = render(<Story />);

      expect(container).not.toBeEmptyDOMElement();
      const expectedTheme = name.endsWith('Dark') ? 'dark' : 'light';
      expect(document.documentElement).toHaveAttribute('data-theme', expectedTheme);
      expect(document.documentElement).toHaveAttribute('dir', name.endsWith('Rtl') ? 'rtl' : 'ltr');
      const results = await axe.run(document.body, axeOptions);
      expect(describeViolations(results.violations)).toEqual([]);
    },
  );
});
