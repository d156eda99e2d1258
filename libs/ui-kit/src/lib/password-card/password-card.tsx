import { useState } from 'react';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { PasswordField } from '../password-field/password-field';
import './password-card.css';

/** Props of {@link PasswordCard}. */
export interface PasswordCardProps {
  /** `placeholder` is the field's hint text (upstream's share page shows "password"). */
  labels: { title: string; password: string; submit: string; placeholder?: string };
  /** Shown as an alert after a wrong password. */
  error?: string;
  busy?: boolean;
  /** Called with the typed password on Enter or submit. */
  onSubmit: (password: string) => void;
}

/** The password form of a protected share link. */
export function PasswordCard({ labels, error, busy = false, onSubmit }: PasswordCardProps) {
  const [password, setPassword] = useState('');
  return (
    <Card title={labels.title} className="fb-password-card">
      <form
        className="fb-password-card__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit(password);
        }}
      >
        {error !== undefined && error !== '' && (
          <p className="fb-password-card__error" role="alert">
            {error}
          </p>
        )}
        <PasswordField
          label={labels.password}
          {...(labels.placeholder !== undefined && { placeholder: labels.placeholder })}
          value={password}
          onChange={setPassword}
          validity={error !== undefined && error !== '' ? 'invalid' : undefined}
          required
        />
        <Button type="submit" busy={busy}>
          {labels.submit}
        </Button>
      </form>
    </Card>
  );
}
