import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IsolatedText } from './isolated-text';

describe('IsolatedText', () => {
  it('reads as the plain sentence, each value isolated: a path left to right, a name by itself', () => {
    const { container } = render(
      <p>
        <IsolatedText
          sentence={({ name, folder }) => `«${name}» موجود بالفعل في ${folder}.`}
          values={{ name: { text: 'report.pdf' }, folder: { text: '/docs/', dir: 'ltr' } }}
        />
      </p>,
    );

    expect(container).toHaveTextContent('«report.pdf» موجود بالفعل في /docs/.');
    expect(screen.getByText('/docs/').tagName).toBe('BDI');
    expect(screen.getByText('/docs/')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('report.pdf').tagName).toBe('BDI');
    expect(screen.getByText('report.pdf')).not.toHaveAttribute('dir');
  });

  it('places values wherever the language puts them, and a value that looks like a key stays text', () => {
    const { container } = render(
      <IsolatedText
        sentence={({ a, b }) => `${b} then ${a}`}
        values={{ a: { text: 'b' }, b: { text: 'a' } }}
      />,
    );

    expect(container).toHaveTextContent('a then b');
    expect(container.querySelectorAll('bdi')).toHaveLength(2);
  });
});
